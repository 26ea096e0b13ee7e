/** Records whose text lost keywords are reported by the importer and make a ruling's verdict say so. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { attachCardStore } from "../../src/bot/card-pool.ts";
import { importDocument } from "../../src/cards/import.ts";
import { describeReport, saveImport } from "../../src/cards/store.ts";
import { lostKeywords } from "../../src/cards/text-damage.ts";
import { bundledCards } from "../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import { normalizedPool } from "./fixtures.ts";

describe("text that lost a keyword", () => {
  it("is found at an empty <> or a double space inside a sentence", () => {
    expect(lostKeywords("[Your Turn] This Digimon gains  for the turn.")).toEqual([
      "[Your Turn] This Digimon gains  for the turn.",
    ]);
    expect(lostKeywords("[On Play] Gain <> and 1 memory.")).toHaveLength(1);
    expect(lostKeywords("[On Play] Draw 1,  (a reminder)")).toHaveLength(1);
  });

  it("is not found where two spaces are only layout", () => {
    expect(lostKeywords("Gain 1 memory.  [Your Turn] Draw 1.")).toEqual([]);
    expect(lostKeywords("When a Digimon with  <Blocker> is deleted, gain 1 memory.")).toEqual([]);
    expect(lostKeywords("(reminder.)  ・Gain 2 memory.")).toEqual([]);
  });

  it("is listed by the importer and named by the verdict of a ruling that uses the card", () => {
    const dir = mkdtempSync(join(tmpdir(), "h22-damage-"));
    const pool = normalizedPool(12);
    pool[0] = { ...pool[0], effectText: "[On Play] This Digimon gains  for the turn." };
    const report = saveImport(dir, importDocument(pool), "made-up.json");
    expect(report.ok).toBe(true);
    expect(report.damaged).toEqual([
      { code: "TS1-001", excerpt: "[On Play] This Digimon gains  for the turn." },
    ]);
    expect(describeReport(report).join("\n")).toMatch(/1 cards kept with text that lost keywords[^]*TS1-001/);

    const registry = new CardRegistry(bundledCards);
    attachCardStore(registry, dir);
    const t = resolveDigimon(
      { board: "turn A | A: GEN-103, hand TS1-001, memory 5", action: "A plays TS1-001" },
      registry,
    ).trace;
    expect(t.verdict?.complete).toBe(false);
    expect(t.verdict?.gaps).toContainEqual(
      expect.objectContaining({
        card: "TS1-001",
        kind: "card data missing",
        why: expect.stringMatching(/lost a keyword/),
      }),
    );
  });
});
