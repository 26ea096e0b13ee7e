/**
 * More wordings that move a number an effect shows (15-15-4): a play cost total ("Delete up to 4
 * play cost total worth ..."), "the maximum play cost you may choose with this effect", "the
 * maximum DP this effect can choose", "reduce this effect's paid play cost by 1", and "further
 * reduce it by 3" (the play's cost reduction), under a condition or counted by what the effect
 * trashed. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-84010",
    "[On Play] Delete up to 4 play cost total worth of your opponent's Digimon. For each of your face up security cards, add 2 to the maximum play cost you may choose with this effect.",
  ),
  testCard(
    "TST-84012",
    "[On Play] You may play 1 level 5 Digimon card from your hand. For each of your face-up security cards, reduce this effect's paid play cost by 1.",
  ),
  testCard(
    "TST-84013",
    "[On Play] You may play 1 Digimon card from your hand with the play cost reduced by 1. If you have a Tamer, further reduce it by 3.",
  ),
  testCard(
    "TST-84014",
    "[On Play] You may trash up to 2 cards in your hand. Then, you may play 1 Digimon card from your trash with the play cost reduced by 1. For each card trashed by this effect, further reduce it by 1.",
  ),
  testCard(
    "TST-84015",
    "[On Play] You may return 1 of your opponent's 3000 DP or lower Digimon to the hand. For each of your other Digimon, add 2000 to the maximum DP this effect can choose.",
  ),
  testCard("TST-84016", "", tamerOf("Yellow")),
  testCard(
    "TST-84017",
    "[When Digivolving] Delete 1 of your opponent's Digimon with 3000 or less. For each card with [Dragon] in one of its traits in this Digimon's digivolution cards, add 2000 DP to the maximum DP you can choose with this effect.",
    { level: 5, dp: 7000, digivolve: [{ level: 4, color: "Red", cost: 1 }] },
  ),
  testCard("TST-84018", "", { level: 4, dp: 5000, traits: ["Dragonkin"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'For each of your face up security cards, add 2 to the maximum play cost you may choose with this effect'", () => {
  it("one face-up card makes the total 6: a play cost 6 Digimon is deleted", () => {
    const t = run(
      "turn A | A: hand TST-84010, security GEN-103 GEN-104(up), memory 3 | B: GEN-105",
      "A plays TST-84010",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-105"]);
  });

  it("none face up: the total stays 4", () => {
    const t = run(
      "turn A | A: hand TST-84010, security GEN-103 GEN-104, memory 3 | B: GEN-105",
      "A plays TST-84010",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});

describe("a DP maximum raise leaves a play cost total alone", () => {
  it("'add 2000 to this effect's DP maximum' has no DP maximum to raise in 'up to 4 play cost's total worth' (15-15-4-3)", () => {
    const text =
      "[On Play] Delete up to 4 play cost's total worth of your opponent's Digimon. For each of your Tamers, add 2000 to this effect's DP maximum.";
    expect(compileText(text, { code: "TST-84011" }).unread).toHaveLength(1);
  });
});

describe("'reduce this effect's paid play cost by 1' for each face-up security card", () => {
  it("plays a play cost 6 Digimon for 4 with two face-up cards", () => {
    const t = run(
      "turn A | A: hand TST-84012 GEN-105, security GEN-103(up) GEN-104(up), memory 8 | B: GEN-103",
      "A plays TST-84012",
      "target GEN-105",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-105");
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });
});

describe("'If ..., further reduce it by 3'", () => {
  it("with a Tamer the play costs 4 less", () => {
    const t = run(
      "turn A | A: TST-84016, hand TST-84013 GEN-105, memory 8 | B: GEN-103",
      "A plays TST-84013",
      "target GEN-105",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-105");
    expect(t.final.memory).toEqual({ player: "A", value: 6 });
  });

  it("without one only 1 less", () => {
    const t = run(
      "turn A | A: hand TST-84013 GEN-105, memory 8 | B: GEN-103",
      "A plays TST-84013",
      "target GEN-105",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});

describe("'For each card trashed by this effect, further reduce it by 1'", () => {
  it("two cards trashed: the play from the trash costs 3 less", () => {
    const t = run(
      "turn A | A: hand TST-84014 GEN-103 GEN-203, trash GEN-105, memory 8 | B: GEN-103",
      "A plays TST-84014",
      "yes; target GEN-103 GEN-203; yes; target GEN-105",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-105");
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("none trashed: the printed reduction of 1 alone (official Q&A)", () => {
    const t = run(
      "turn A | A: hand TST-84014 GEN-103 GEN-203, trash GEN-105, memory 8 | B: GEN-103",
      "A plays TST-84014",
      "no; yes; target GEN-105",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-105");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});

describe("'For each of your other Digimon, add 2000 to the maximum DP this effect can choose'", () => {
  it("one other Digimon raises 3000 to 5000", () => {
    const t = run("turn A | A: GEN-103, hand TST-84015, memory 3 | B: GEN-104", "A plays TST-84015", "yes");
    expect(t.final.areas.B!.hand).toEqual(["GEN-104"]);
  });

  it("none: the 5000 DP Digimon stays", () => {
    const t = run("turn A | A: hand TST-84015, memory 3 | B: GEN-104", "A plays TST-84015", "yes");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });
});

describe("'with 3000 or less' (DP left out) and 'add 2000 DP to the maximum DP you can choose with this effect'", () => {
  it("a [Dragonkin] card under it counts as [Dragon] in its traits (official Q&A): 5000 DP at most", () => {
    const t = run(
      "turn A | A: TST-84018, hand TST-84017, deck GEN-103, memory 3 | B: GEN-104",
      "A digivolves TST-84018 into TST-84017",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });

  it("no such card: 3000 DP at most", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-84017, deck GEN-103, memory 3 | B: GEN-104",
      "A digivolves GEN-104 into TST-84017",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });
});
