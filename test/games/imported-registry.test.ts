import { describe, expect, it } from "vitest";
import { ImportedRegistry } from "../../src/games/imported-registry.ts";

interface Def {
  code: string;
  name: string;
}

const generic: Def[] = [{ code: "GEN-001", name: "Generic" }];

function registry(imported: { cards: Def[]; variants?: Map<string, string> } | null) {
  let reads = 0;
  const reg = new ImportedRegistry<Def, { cards: Def[]; variants?: Map<string, string> }>(
    generic,
    () => (reads++, imported),
    () => "/nowhere",
  );
  return { reg, reads: () => reads };
}

describe("a registry of generic and imported cards", () => {
  it("finds a code ignoring case and leading zeros, reading the import once and only when needed", () => {
    const { reg, reads } = registry({ cards: [{ code: "TS-01-007", name: "Real" }] });
    expect(reg.get("gen-1")?.name).toBe("Generic");
    expect(reads()).toBe(0);
    expect(reg.get("ts-1-7")?.name).toBe("Real");
    expect(reg.get("TS-01-007")?.name).toBe("Real");
    expect(reads()).toBe(1);
  });

  it("a generic card wins over an imported one with the same code", () => {
    const { reg } = registry({ cards: [{ code: "GEN-001", name: "Imported" }] });
    expect(reg.get("GEN-001")?.name).toBe("Generic");
  });

  it("a variant printing finds the card it prints, under its own code", () => {
    const { reg } = registry({
      cards: [{ code: "TS-7", name: "Base" }],
      variants: new Map([["TS-7P", "TS-7"]]),
    });
    expect(reg.get("ts-7p")).toEqual({ code: "TS-7P", name: "Base" });
  });

  it("inline cards overlay the known ones, and the overlay still reaches the import", () => {
    const { reg, reads } = registry({ cards: [{ code: "TS-2", name: "Real" }] });
    const over = reg.overlay([{ code: "GEN-001", name: "Inline" }]);
    expect(over.get("GEN-001")?.name).toBe("Inline");
    expect(over.get("TS-2")?.name).toBe("Real");
    expect(reg.get("GEN-001")?.name).toBe("Generic");
    expect(reads()).toBe(1);
    expect(over.dataLocation()).toBe("/nowhere");
  });

  it("says when the real data is missing and suggests close codes among the generic ones", () => {
    const { reg } = registry(null);
    expect(reg.hasRealCards()).toBe(false);
    expect(reg.get("TS-2")).toBeUndefined();
    expect(reg.closest("GEN-002")).toContain("GEN-001");
  });
});
