/**
 * Wordings of trigger conditions the engine already follows, read into the same events:
 * digivolution cards trashed from or placed under Digimon (4-8-1, face down 4-7-9), Digimon of
 * either player that attack or are played, a side's Digimon played or deleted, digivolutions into
 * a card from the trash, and effects adding to a hand (4-14-1). Made-up cards on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-9361",
    "[All Turns] When effects trash digivolution cards from your opponent's Digimon, gain 1 memory.",
    tamer,
  ),
  testCard("TST-9362", "[On Play] Trash any 1 digivolution card from 1 of your opponent's Digimon."),
  testCard(
    "TST-9363",
    "[Your Turn] When face-down cards are placed as any of your Digimon's digivolution cards, gain 1 memory.",
    tamer,
  ),
  testCard(
    "TST-9364",
    "[On Play] By placing 1 card in your hand face down as this Digimon's bottom digivolution card, gain 2 memory.",
  ),
  testCard(
    "TST-9365",
    "[On Play] By placing 1 card in your hand as this Digimon's bottom digivolution card, gain 2 memory.",
  ),
  testCard(
    "TST-9366",
    "[All Turns] When any of your Digimon digivolve from the trash, gain 2 memory.",
    tamer,
  ),
  testCard(
    "TST-9367",
    "[On Play] 1 of your Digimon may digivolve into a level 4 Digimon card in your trash for its digivolution cost.",
  ),
  testCard(
    "TST-9368",
    "[On Play] 1 of your Digimon may digivolve into a level 4 Digimon card in the hand for its digivolution cost.",
  ),
  testCard(
    "TST-9369",
    "[All Turns] When any of your opponent's Digimon are played or deleted, gain 1 memory.",
    tamer,
  ),
  testCard("TST-9370", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-9371", "[All Turns] When Digimon attack, gain 1 memory.", tamer),
  testCard("TST-9372", "[All Turns] When effects add to your opponent's hand, gain 1 memory.", tamer),
  testCard("TST-9373", "[On Play] Both players <Draw 1>."),
  testCard("TST-9374", "[On Play] <Draw 1>."),
  testCard("TST-9375", "", { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red", cost: 2 }] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const when = (text: string) => compileText(text, {}).abilities[0]?.when;

describe("reading more wordings of known trigger events", () => {
  it("reads digivolution cards placed or trashed", () => {
    expect(
      when("[All Turns] When an opponent's Digimon's digivolution card is trashed, gain 1 memory."),
    ).toEqual({
      on: "sourceTrashed",
      side: "opponent",
    });
    expect(
      when(
        "[Your Turn] When an effect places the top card of this Digimon in its digivolution cards, gain 1 memory.",
      ),
    ).toEqual({ on: "sourcesPlaced", byEffect: "any", fromTop: true });
    expect(
      when(
        "[Your Turn] When one of your effects places a digivolution card under one of your Digimon, gain 1 memory.",
      ),
    ).toEqual({ on: "sourcesPlaced", byEffect: "you", side: "you", host: { category: "Digimon" } });
    expect(
      when("[All Turns] When an effect adds digivolution cards to this Digimon, gain 1 memory."),
    ).toEqual({
      on: "sourcesPlaced",
      byEffect: "any",
    });
    expect(
      when("When an effect trashes this card from your Digimon's digivolution cards, gain 1 memory."),
    ).toEqual({
      on: "trashedSelf",
      from: "sources",
      byEffect: "any",
      filter: { category: "Digimon" },
    });
  });

  it("reads Digimon with no side as either player's", () => {
    expect(when("[All Turns] When Digimon are played, gain 1 memory.")).toEqual({
      on: "played",
      side: "any",
      filter: { category: "Digimon" },
    });
  });
});

describe("digivolution cards (4-8-1)", () => {
  it("an effect trashing the opponent's digivolution cards triggers; none trashed, nothing", () => {
    const t = run("turn A | A: TST-9361, hand TST-9362, memory 3 | B: GEN-104[GEN-103]", "A plays TST-9362");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    const none = run("turn A | A: TST-9361, hand TST-9362, memory 3 | B: GEN-104", "A plays TST-9362");
    expect(none.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("a face-down card placed under one of yours triggers; a face-up one does not (4-7-9)", () => {
    const down = run(
      "turn A | A: TST-9363, hand TST-9364 GEN-103, memory 3 | B: GEN-103",
      "A plays TST-9364",
      "yes",
    );
    expect(down.final.memory).toEqual({ player: "A", value: 6 });
    const up = run(
      "turn A | A: TST-9363, hand TST-9365 GEN-103, memory 3 | B: GEN-103",
      "A plays TST-9365",
      "yes",
    );
    expect(up.final.memory).toEqual({ player: "A", value: 5 });
  });
});

describe("Digimon played, attacking, deleted or digivolving", () => {
  it("a digivolution into a card from the trash triggers; from the hand it does not", () => {
    const trash = run(
      "turn A | A: TST-9366 GEN-103, hand TST-9367, trash TST-9375, memory 5 | B: GEN-103",
      "A plays TST-9367",
      "yes",
    );
    expect(trash.final.areas.A!.battle).toContain("TST-9375[GEN-103]");
    expect(trash.final.memory).toEqual({ player: "A", value: 5 });
    const hand = run(
      "turn A | A: TST-9366 GEN-103, hand TST-9368 TST-9375, memory 5 | B: GEN-103",
      "A plays TST-9368",
      "yes",
    );
    expect(hand.final.areas.A!.battle).toContain("TST-9375[GEN-103]");
    expect(hand.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("the opponent's Digimon deleted triggers as well as played", () => {
    const t = run("turn A | A: TST-9369, hand TST-9370, memory 3 | B: GEN-103", "A plays TST-9370");
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    const own = run("turn A | A: TST-9369, hand GEN-103, memory 3 | B: GEN-103", "A plays GEN-103");
    const without = run("turn A | A: GEN-103, hand GEN-103, memory 3 | B: GEN-103", "A plays GEN-103");
    expect(own.final.memory).toEqual(without.final.memory);
  });

  it("an attack by either player's Digimon triggers", () => {
    const t = run("turn A | A: GEN-104 | B: TST-9371, security 2", "A attacks B with GEN-104");
    // B gains 1: the gauge moves 1 towards B.
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });
});

describe("a hand added to (4-14-1)", () => {
  it("a draw into the opponent's hand triggers; one into yours alone does not", () => {
    const both = run(
      "turn A | A: TST-9372, hand TST-9373, deck 2, memory 3 | B: GEN-103, deck 2",
      "A plays TST-9373",
    );
    expect(both.final.memory).toEqual({ player: "A", value: 4 });
    const mine = run(
      "turn A | A: TST-9372, hand TST-9374, deck 2, memory 3 | B: GEN-103, deck 2",
      "A plays TST-9374",
    );
    expect(mine.final.memory).toEqual({ player: "A", value: 3 });
  });
});
