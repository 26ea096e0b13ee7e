/**
 * "instead" sentences that leave out what they share with the sentence they replace (18-2):
 * "... gets -6000 DP instead" (the duration before), "Delete 2 such Digimon instead" (the same
 * kind of Digimon), "If [X] is in this Digimon's digivolution cards, it gains <Blocker> ...
 * instead" ("it" is this Digimon). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-74036",
    "[Main] 1 of your opponent's Digimon gets -3000 DP for the turn. If you have a Tamer in play, 1 of your opponent's Digimon gets -6000 DP instead.",
    { colors: ["Red"], playCost: 0 },
  ),
  testCard(
    "TST-74037",
    "[On Play] Delete 1 of your opponent's Digimon with 6000 DP or less. If this Digimon has 12000 DP or more, Delete 2 such Digimon instead.",
    { level: 6, dp: 12000, playCost: 0 },
  ),
  testCard(
    "TST-74038",
    "[When Digivolving] Trash the top 2 cards of your deck. If [Mage] is in this Digimon's digivolution cards, it gains <Blocker> until the end of your opponent's turn instead.",
    { level: 5, dp: 7000, playCost: 0, digivolve: [{ level: 4, color: "Red", cost: 1 }] },
  ),
  testCard("TST-74039", "", { name: "Mage", level: 4, dp: 5000 }),
  testCard("TST-74040", "", tamerOf("Red")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const dpOf = (t: ReturnType<typeof run>, side: "A" | "B", card: string) =>
  t.final.details![side]!.find((d) => d.card === card)!.dp;

describe("'gets -6000 DP instead'", () => {
  it("with a Tamer, -6000 DP for the turn instead of -3000", () => {
    const t = run("turn A | A: GEN-104 TST-74040, hand TST-74036 | B: GEN-106", "A uses TST-74036");
    expect(dpOf(t, "B", "GEN-106")).toBe(
      dpOf(run("turn A | A: GEN-104 | B: GEN-106", "A passes"), "B", "GEN-106")! - 6000,
    );
  });

  it("without one, -3000 DP", () => {
    const t = run("turn A | A: GEN-104, hand TST-74036 | B: GEN-106", "A uses TST-74036");
    expect(dpOf(t, "B", "GEN-106")).toBe(
      dpOf(run("turn A | A: GEN-104 | B: GEN-106", "A passes"), "B", "GEN-106")! - 3000,
    );
  });
});

describe("'Delete 2 such Digimon instead'", () => {
  it("deletes two Digimon with 6000 DP or less, and not one with more", () => {
    const t = run("turn A | A: hand TST-74037, memory 3 | B: GEN-103 GEN-203 GEN-106", "A plays TST-74037");
    expect([...t.final.areas.B!.trash!].sort()).toEqual(["GEN-103", "GEN-203"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-106"]);
  });
});

describe("'If [X] is in this Digimon's digivolution cards, it gains <Blocker> ... instead'", () => {
  it("gains <Blocker> and trashes nothing when [Mage] is under it", () => {
    const t = run(
      "turn A | A: TST-74039, hand TST-74038, deck 3, memory 3 | B: GEN-203",
      "A digivolves TST-74039 into TST-74038",
    );
    expect(t.final.details!.A![0]!.keywords).toContain("<Blocker>");
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
  });

  it("otherwise trashes the top 2 cards of the deck and gains nothing", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-74038, deck GEN-103 GEN-203 GEN-105, memory 3 | B: GEN-203",
      "A digivolves GEN-104 into TST-74038",
    );
    expect(t.final.details!.A![0]!.keywords).not.toContain("<Blocker>");
    expect(t.final.areas.A!.trash).toHaveLength(2);
  });
});
