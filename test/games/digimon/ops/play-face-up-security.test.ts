/**
 * "You may play 1 face-up [X] trait Digimon card from your security stack without paying the
 * cost. At the end of your turn, delete the Digimon this effect played.": only a face-up security
 * card can be played (3-7-4); leaving the stack is a removal from it; the played Digimon is
 * deleted at the end of its player's turn, the next one when the effect happens in the opponent's (18-1).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const PLAY =
  "You may play 1 face-up [Dusk] trait Digimon card from your security stack without paying the cost. At the end of your turn, delete the Digimon this effect played.";
const CARDS = [
  testCard("TST-5161", `[On Play] ${PLAY}`),
  testCard("TST-5165", `[On Deletion] ${PLAY}`, { dp: 1000 }),
  testCard(
    "TST-5166",
    "[On Play] You may play 1 [Dusk] trait Digimon card from your face-up security cards with the play cost reduced by 2.",
  ),
  testCard("TST-5162", "", { traits: ["Dusk"], playCost: 5 }),
  testCard("TST-5163", "", { traits: ["Dusk"], playCost: 5 }),
  testCard("TST-5167", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-5164", "[Your Turn] When your security stack is removed from, gain 1 memory.", {
    category: "Tamer",
    level: undefined,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("playing a face-up security card", () => {
  it("reads a play from the face-up security cards and a deletion at the end of your turn", () => {
    const r = compileText(`[On Play] ${PLAY}`, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "playFrom",
        from: "securityFaceUp",
        filter: { traits: ["Dusk"], category: "Digimon" },
        free: true,
      },
      { op: "later", at: "yourTurnEnd", act: "delete", of: "played" },
    ]);
  });

  it("offers only the face-up card, and a removal from the stack triggers", () => {
    const t = run(
      "turn A | A: TST-5164, hand TST-5161, security TST-5162 TST-5163(up), memory 0 | B: GEN-203",
      "A plays TST-5161",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5164", "TST-5161", "TST-5163"]);
    expect(t.final.areas.A!.security).toEqual(["TST-5162"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("plays nothing when no security card is face up", () => {
    const t = run(
      "turn A | A: hand TST-5161, security TST-5162 TST-5163, memory 0 | B: GEN-203",
      "A plays TST-5161",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5161"]);
    expect(t.final.areas.A!.security).toHaveLength(2);
  });

  it("deletes the played Digimon at the end of your turn", () => {
    const t = run(
      "turn A | A: hand TST-5161, security TST-5163(up), memory 0, deck 3 | B: GEN-203, deck 3",
      "A plays TST-5161; A ends the turn",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5161"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-5163"]);
  });

  it("played in the opponent's turn, it stays through that turn's end and goes at the end of yours", () => {
    const board = "turn B | A: TST-5165, security TST-5163(up), deck 3 | B: hand TST-5167, memory 0, deck 3";
    const after = run(board, "B plays TST-5167; B ends the turn", "yes");
    expect(after.final.areas.A!.battle).toEqual(["TST-5163"]);
    const later = run(board, "B plays TST-5167; B ends the turn; A ends the turn", "yes");
    expect(later.final.areas.A!.battle).toEqual([]);
    expect(later.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-5165", "TST-5163"]));
  });

  it("pays the play cost less the reduction for a card from the face-up security cards", () => {
    const t = run(
      "turn A | A: hand TST-5166, security TST-5162(up), memory 4 | B: GEN-203",
      "A plays TST-5166",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5166", "TST-5162"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});
