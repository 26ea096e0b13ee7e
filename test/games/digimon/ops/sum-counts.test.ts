/**
 * "For each Digimon with [X] in its traits and each Tamer you have in play, ...": two counts
 * added, the owner said once for both; and a count over "1 of ... can't ... until ..." restricts
 * that many Digimon. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-9891",
    "[On Play] For each Digimon with [Beast] in its traits and each Tamer you have in play, delete 1 of your opponent's level 5 or lower Digimon.",
  ),
  testCard(
    "TST-9892",
    "[On Play] For every 2 of your Tamers' colors, 1 of your opponent's Digimon can't suspend until their turn ends.",
  ),
  testCard("TST-9893", "", { traits: ["Beast"] }),
  testCard("TST-9894", "", tamerOf("Yellow")),
  testCard("TST-9895", "", tamerOf("Green")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof run>) => t.steps.map((x) => x.text).join("\n");

describe("a count of two kinds added", () => {
  it("deletes one for your Beast Digimon and one for your Tamer", () => {
    const t = run(
      "turn A | A: TST-9893 TST-9894, hand TST-9891, memory 3 | B: GEN-103 GEN-104 GEN-105",
      "A plays TST-9891",
      "target GEN-103 GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });

  it("does not count the opponent's Beast Digimon", () => {
    const t = run(
      "turn A | A: TST-9894, hand TST-9891, memory 3 | B: TST-9893 GEN-104 GEN-105",
      "A plays TST-9891",
      "target GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-9893", "GEN-105"]);
  });
});

describe("a count over a restriction of 1 Digimon", () => {
  it("restricts one Digimon for two Tamer colours", () => {
    const t = run(
      "turn A | A: TST-9894 TST-9895, hand TST-9892, memory 3 | B: GEN-103 GEN-104",
      "A plays TST-9892",
      "target GEN-104",
    );
    expect(text(t)).toMatch(/it counts 1/);
    expect(text(t)).toMatch(/GEN-104[^\n]*can't suspend/);
    expect(text(t)).not.toMatch(/GEN-103[^\n]*can't suspend/);
  });

  it("restricts none with one colour", () => {
    const t = run(
      "turn A | A: TST-9894 TST-9894, hand TST-9892, memory 3 | B: GEN-103 GEN-104",
      "A plays TST-9892",
    );
    expect(text(t)).toMatch(/the count is 0/);
    expect(text(t)).not.toMatch(/GEN-10\d[^\n]*can't suspend/);
  });
});
