import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importDocument } from "../../src/cards/import.ts";
import { lastGoodPath, saveImport, storePath } from "../../src/cards/store.ts";
import { attachCardStore, describePool } from "../../src/bot/card-pool.ts";
import { CardRegistry } from "../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import { normalizedDigimon } from "../cards/fixtures.ts";

function storeWith(records: Record<string, unknown>[]): string {
  const dir = mkdtempSync(join(tmpdir(), "pool-"));
  saveImport(dir, importDocument(records), "fixture");
  return dir;
}

describe("the card pool behind resolutions", () => {
  it("compiles a stored card on first use and resolves boards that name it", () => {
    const drawer = { ...normalizedDigimon(0), cardId: "TS1-101", effectText: "[On Play] <Draw 1>." };
    const odd = {
      ...normalizedDigimon(1),
      cardId: "TS1-102",
      effectText: "[On Play] Sing a song of six pence.",
    };
    const dir = storeWith([drawer, odd]);
    const registry = new CardRegistry();
    const status = attachCardStore(registry, dir);
    expect(status).toMatchObject({ kind: "store", cards: 2 });
    expect(registry.all().some((c) => c.code === "TS1-101")).toBe(false);

    const { trace, notes } = resolveDigimon(
      { board: "A: GEN-104, deck 2, memory 5 | B: GEN-203", action: "A plays TS1-101" },
      registry,
    );
    expect(trace.steps.find((s) => s.kind === "activate")!.text).toContain("draws 1 card");
    expect(notes.some((n) => n.includes("TS1-102"))).toBe(false);

    const second = resolveDigimon(
      { board: "A: GEN-104, memory 5 | B: GEN-203", action: "A plays TS1-102" },
      registry,
    );
    expect(second.notes.join("\n")).toMatch(/TS1-102: part of its text could not be read.*Sing a song/);
  });

  it("keeps at most its bound of compiled store cards, compiling one again when it is asked after leaving", () => {
    const cards = [0, 1, 2].map((k) => ({
      ...normalizedDigimon(k),
      cardId: `TS1-11${k}`,
      effectText: k === 2 ? "[On Play] Sing a song of six pence." : "[On Play] <Draw 1>.",
    }));
    const registry = new CardRegistry(undefined, 2);
    attachCardStore(registry, storeWith(cards));
    const first = registry.get("TS1-110")!;
    registry.get("TS1-111");
    expect(registry.get("TS1-110")).toBe(first);
    registry.get("TS1-112");
    expect(registry.loadedKept).toBe(2);
    expect(registry.unreadOf("TS1-112").join(" ")).toContain("Sing a song");
    // TS1-111 was the least recently used: it left, and comes back compiled anew.
    expect(registry.all().some((c) => c.code === "TS1-111")).toBe(false);
    expect(registry.get("TS1-111")?.code).toBe("TS1-111");
    expect(registry.get("TS1-110")).not.toBe(first);
    expect(registry.loadedKept).toBe(2);
    expect(registry.get("BT4-048")?.name).toBe("WarGreymon");
  });

  it("keeps serving the bundled cards when the store file is unreadable and has no last good copy", () => {
    const dir = mkdtempSync(join(tmpdir(), "pool-"));
    writeFileSync(storePath(dir), '{"cards": [ truncated');
    const registry = new CardRegistry();
    const status = attachCardStore(registry, dir);
    expect(status.kind).toBe("unreadable");
    expect(describePool(status)).toContain("only the bundled cards serve");
    expect(registry.get("BT4-048")?.name).toBe("WarGreymon");
  });

  it("serves the last good copy when the store file is truncated", () => {
    const drawer = { ...normalizedDigimon(0), cardId: "TS1-101", effectText: "[On Play] <Draw 1>." };
    const dir = storeWith([drawer]);
    saveImport(dir, importDocument([drawer, { ...normalizedDigimon(1), cardId: "TS1-103" }]), "second");
    writeFileSync(storePath(dir), '{"version": 1, "cards": [ {"code": "TS1-1');
    const registry = new CardRegistry();
    const status = attachCardStore(registry, dir);
    expect(status).toMatchObject({ kind: "store", cards: 1, path: lastGoodPath(dir) });
    expect(describePool(status)).toMatch(/could not be read .*serving its last good copy instead: 1 cards/);
    const { trace } = resolveDigimon(
      { board: "A: GEN-104, deck 2, memory 5 | B: GEN-203", action: "A plays TS1-101" },
      registry,
    );
    expect(trace.steps.find((s) => s.kind === "activate")!.text).toContain("draws 1 card");
  });

  it("tells the operator the one command that fills the store when there is none", () => {
    const dir = mkdtempSync(join(tmpdir(), "pool-"));
    const status = attachCardStore(new CardRegistry(), dir);
    expect(describePool(status)).toContain("Fill it with `npm run cards -- sync`");
  });
});
