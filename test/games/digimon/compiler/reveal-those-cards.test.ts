/**
 * "Reveal the top 4 cards of your deck. Place those cards on the top or bottom of your deck in
 * any order.": all of them go back together, on top or at the bottom, as the player picks
 * (official Q&A on ST13-16: not some on top and others at the bottom).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Reveal the top 2 cards of your deck. Place those cards on the top or bottom of your deck in any order.";
const registry = new CardRegistry([...bundledCards, testCard("TST-8851", TEXT)]);
const run = (choices: string) =>
  resolveDigimon(
    {
      board: "turn A | A: hand TST-8851, deck GEN-105 GEN-104 GEN-103, memory 3 | B: GEN-203",
      action: "A plays TST-8851",
      choices,
    },
    registry,
  ).trace;

describe("placing the revealed cards on the top or bottom of the deck", () => {
  it("reads 'those cards' as the revealed cards", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([{ op: "reveal", n: 2, picks: [], rest: "topOrBottom" }]);
  });

  it("asks once where they all go, the bottom by default", () => {
    const t = run("");
    expect(t.final.areas.A!.deck).toEqual(["GEN-103", "GEN-105", "GEN-104"]);
    expect(JSON.stringify(t.steps)).toContain("on top of the deck or at the bottom");
  });
});
