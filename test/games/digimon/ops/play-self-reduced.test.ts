/**
 * A card that plays itself for less from the hand or the trash ("play this card with the play
 * cost reduced by N", 15-14-2, 15-14-3, 7-1-1), and the "don't have any Digimon other than ..."
 * condition some of them ask; made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-1601",
    "[Trash] [Main] If you have 4 or fewer cards in your hand, you may play this card from your trash with the play cost reduced by 4.",
    { level: 6, playCost: 11 },
  ),
  testCard(
    "TST-1602",
    "[Hand] [Main] If you don't have any Digimon other than Digimon with [Dusk] in their texts, you may play this card with the play cost reduced by 5. At turn end, delete the Digimon this effect played.",
    { level: 6, playCost: 11, text: "[Dusk]" },
  ),
  testCard("TST-1603", "[On Play] Gain 1 memory.", { text: "[Dusk] [On Play] Gain 1 memory." }),
  testCard("TST-1604", "[All Turns] Players can't reduce play costs."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a card that plays itself with its play cost reduced", () => {
  it("from the trash: pays the play cost less 4 and leaves the trash", () => {
    const t = run("turn A | A: trash TST-1601, memory 8 | B: GEN-103", "A activates TST-1601 from the trash");
    expect(t.final.areas.A!.battle).toEqual(["TST-1601"]);
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("does nothing when its condition fails (5 cards in the hand)", () => {
    const t = run(
      "turn A | A: trash TST-1601, hand GEN-103 GEN-103 GEN-103 GEN-103 GEN-103, memory 8 | B: GEN-103",
      "A activates TST-1601 from the trash",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-1601"]);
    expect(t.final.memory).toEqual({ player: "A", value: 8 });
  });

  it("from the hand, while every Digimon you have matches: played for 6, out of the hand", () => {
    const t = run("turn A | A: TST-1603, hand TST-1602, memory 7 | B: GEN-103", "A activates TST-1602");
    expect(t.final.areas.A!.battle).toEqual(["TST-1603", "TST-1602"]);
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("the Digimon it played is deleted at the end of the turn (pending processing, 18-1)", () => {
    const t = run(
      "turn A | A: TST-1603, hand TST-1602, memory 7 | B: GEN-103",
      "A activates TST-1602; A ends the turn",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1603"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-1602"]);
  });

  it("from the hand, not while another kind of Digimon is in play", () => {
    const t = run("turn A | A: GEN-103, hand TST-1602, memory 7 | B: GEN-103", "A activates TST-1602");
    expect(t.final.areas.A!.hand).toEqual(["TST-1602"]);
    expect(t.final.memory).toEqual({ player: "A", value: 7 });
  });

  it("a ban on reducing play costs makes it pay the full cost", () => {
    const t = run(
      "turn A | A: trash TST-1601, memory 10 | B: TST-1604",
      "A activates TST-1601 from the trash",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-1601"]);
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });
});
