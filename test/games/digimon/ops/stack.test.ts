/**
 * Digivolution cards, reveals and hand/deck moves of the "stack" templates, compiled from text
 * and resolved on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-101",
    "[On Deletion] If deleted outside of a battle, your opponent trashes 1 card in their hand.",
  ),
  testCard("TST-102", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard(
    "TST-103",
    "[On Play] Reveal the top card of your deck. Add it to your hand if it's a yellow Digimon card. Otherwise, place it at the bottom of your deck.",
  ),
  testCard(
    "TST-104",
    "[On Play] Reveal the top card of your deck. If it's a black card, add it to your hand. Trash the rest.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const said = (t: ReturnType<typeof run>) => t.steps.map((x) => x.text).join("\n");

describe("[On Deletion] If deleted outside of a battle", () => {
  it("acts when an effect deleted the Digimon", () => {
    const t = run("turn A | A: hand TST-102 GEN-103 | B: TST-101", "A plays TST-102");
    expect(t.final.areas.B!.trash).toEqual(["TST-101"]);
    expect(t.final.areas.A).toMatchObject({ hand: [], trash: ["GEN-103"] });
  });

  it("does nothing when the Digimon was deleted in battle", () => {
    const t = run("turn A | A: GEN-105, hand GEN-103 | B: TST-101(sus)", "A attacks TST-101 with GEN-105");
    expect(t.final.areas.B!.trash).toEqual(["TST-101"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(said(t)).toContain("it was deleted in a battle, so the rest does nothing");
  });
});

describe("revealing one card and adding it if it matches", () => {
  it("adds the revealed card when it matches", () => {
    const t = run("turn A | A: hand TST-103, deck GEN-203 GEN-103 | B: GEN-203", "A plays TST-103");
    expect(t.final.areas.A).toMatchObject({ hand: ["GEN-203"], deck: ["GEN-103"] });
  });

  it("otherwise places it at the bottom of the deck", () => {
    const t = run("turn A | A: hand TST-103, deck GEN-103 GEN-204 | B: GEN-203", "A plays TST-103");
    expect(t.final.areas.A).toMatchObject({ hand: [], deck: ["GEN-204", "GEN-103"] });
  });

  it("trashes a card that does not match when the rest is trashed", () => {
    const yes = run("turn A | A: hand TST-104, deck GEN-604 GEN-103 | B: GEN-203", "A plays TST-104");
    expect(yes.final.areas.A).toMatchObject({ hand: ["GEN-604"], trash: [] });
    const no = run("turn A | A: hand TST-104, deck GEN-103 GEN-604 | B: GEN-203", "A plays TST-104");
    expect(no.final.areas.A).toMatchObject({ hand: [], trash: ["GEN-103"], deck: ["GEN-604"] });
  });
});

const PLACERS = [
  testCard(
    "TST-111",
    "[On Play] Reveal the top 3 cards of your deck. Add 1 yellow Digimon card among them to your hand, and place 1 red Digimon card among them under this Digimon as its bottom digivolution card. Trash the rest.",
  ),
  testCard(
    "TST-112",
    "[On Play] Reveal the top 2 cards of your deck. Place 1 black Digimon card among them face down as the bottom digivolution card of 1 of your yellow Digimon. Return the rest to the bottom of the deck.",
  ),
  testCard(
    "TST-113",
    "[On Play] Reveal the top 2 cards of your deck. Trash 1 yellow Digimon card among them. Return the rest to the bottom of the deck.",
  ),
  testCard(
    "TST-114",
    "[On Play] Reveal the top 2 cards of your deck. Add 1 yellow Digimon card among them to the hand, or place 1 such card as this Digimon's bottom digivolution card. Return the rest to the bottom of the deck.",
  ),
  testCard(
    "TST-115",
    "[On Play] Reveal the top 3 cards of your deck. Add 1 2-color red card among them to your hand. Trash the rest.",
  ),
  testCard("TST-116", "", { colors: ["Red", "Blue"] }),
  testCard(
    "TST-127",
    "[When Attacking] By placing this Digimon's top stacked card as its bottom digivolution card, <Draw 1>.",
  ),
  testCard(
    "TST-126",
    "[On Play] You may reveal 1 yellow Digimon card from your hand and place it on top of your deck to gain 1 memory.",
  ),
  testCard(
    "TST-125",
    "[On Play] Place all of your opponent's suspended Digimon at the bottom of their owners' decks in any order.",
  ),
  testCard(
    "TST-124",
    "[On Play] Trash up to 2 digivolution cards from the bottom of 1 of your opponent's Digimon.",
  ),
  testCard(
    "TST-123",
    "[Opponent's Turn] When an opponent's Digimon attacks, trash its bottom 2 digivolution cards.",
  ),
  testCard(
    "TST-121",
    "[On Play] Reveal the top 2 cards of your deck. Place 1 yellow Digimon card among them under this Digimon as its bottom digivolution card. Trash the rest. [Your Turn] When one of your effects places a digivolution card under this Digimon, <Draw 1>.",
  ),
  testCard(
    "TST-122",
    "[On Play] Place 1 yellow Digimon card from your hand under this Digimon as its bottom digivolution card. [Your Turn] When effects place Tamer cards in this Digimon's digivolution cards, gain 1 memory. [Your Turn] When effects place yellow Digimon cards in this Digimon's digivolution cards, gain 2 memory.",
  ),
  testCard(
    "TST-119",
    "[On Play] Delete 1 of your opponent's level 3 or lower Digimon. For every 2 cards in your trash, add 1 to the maximum level of the Digimon you can choose with this effect.",
  ),
  testCard(
    "TST-120",
    "[On Play] Delete 1 of your opponent's level 4 or lower Digimon. If you have 2 or more cards in your hand, remove 1 from this effect's level maximum.",
  ),
  testCard(
    "TST-118",
    "[On Play] Reveal the top 2 cards of your deck. Add 1 yellow Digimon card among them to the hand. Return the rest to the bottom of the deck. If you added cards, trash 1 card in your hand.",
  ),
  testCard("TST-117", "", { colors: ["Red", "Blue", "Green"] }),
];
const placers = new CardRegistry([...bundledCards, ...PLACERS]);
const runP = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, placers).trace;

describe("reveal picks placed under a Digimon or trashed", () => {
  it("adds one card and places another under this Digimon as its bottom digivolution card", () => {
    const t = runP(
      "turn A | A: GEN-204, hand TST-111, deck GEN-103 GEN-203 GEN-303 | B: GEN-203",
      "A plays TST-111",
    );
    expect(t.final.areas.A).toMatchObject({ hand: ["GEN-203"], trash: ["GEN-303"], deck: [] });
    expect(t.final.areas.A!.battle).toContain("TST-111[GEN-103]");
  });

  it("places a card face down under a chosen Digimon of yours", () => {
    const t = runP(
      "turn A | A: GEN-205[GEN-204], hand TST-112, deck GEN-604 GEN-103 | B: GEN-203",
      "A plays TST-112",
    );
    const said = t.steps.map((x) => x.text).join("\n");
    expect(said).toContain("face down (4-7-9)");
    expect(t.final.areas.A!.battle).toContain("GEN-205[GEN-204 GEN-604(down)]");
    expect(t.final.areas.A!.deck).toEqual(["GEN-103"]);
  });

  it("leaves the card with the rest when there is no Digimon to place it under", () => {
    const t = runP("turn A | A: hand TST-112, deck GEN-604 GEN-103 | B: GEN-203", "A plays TST-112");
    expect(t.final.areas.A!.deck).toEqual(["GEN-604", "GEN-103"]);
  });

  it("trashes a matching revealed card", () => {
    const t = runP("turn A | A: hand TST-113, deck GEN-103 GEN-203 | B: GEN-203", "A plays TST-113");
    expect(t.final.areas.A).toMatchObject({ trash: ["GEN-203"], deck: ["GEN-103"] });
  });

  it("lets the player send the card to the hand or under this Digimon", () => {
    const board = "turn A | A: hand TST-114, deck GEN-203 GEN-103 | B: GEN-203";
    const under = runP(board, "A plays TST-114", "TST-114: yes");
    expect(under.final.areas.A!.battle).toContain("TST-114[GEN-203]");
    const hand = runP(board, "A plays TST-114", "TST-114: no");
    expect(hand.final.areas.A!.hand).toEqual(["GEN-203"]);
  });
});

describe("a reveal adding a card of exactly N colours", () => {
  it("takes the 2-colour red card, not a 1- or 3-colour one", () => {
    const t = runP("turn A | A: hand TST-115, deck GEN-103 TST-117 TST-116 | B: GEN-203", "A plays TST-115");
    expect(t.final.areas.A).toMatchObject({ hand: ["TST-116"], trash: ["GEN-103", "TST-117"] });
  });
});

describe("'If you added cards' after a reveal", () => {
  it("trashes a card from the hand only when the reveal added one", () => {
    const added = runP("turn A | A: hand TST-118, deck GEN-203 GEN-103 | B: GEN-203", "A plays TST-118");
    expect(added.final.areas.A).toMatchObject({ hand: [], trash: ["GEN-203"], deck: ["GEN-103"] });
    const none = runP(
      "turn A | A: hand TST-118 GEN-303, deck GEN-103 GEN-104 | B: GEN-203",
      "A plays TST-118",
    );
    expect(none.final.areas.A).toMatchObject({ hand: ["GEN-303"], trash: [] });
  });
});

describe("a level maximum raised by what the effect counts", () => {
  it("reaches a higher level for every 2 cards in the trash", () => {
    const two = runP("turn A | A: hand TST-119, trash GEN-103 GEN-103 | B: GEN-204", "A plays TST-119");
    expect(two.final.areas.B!.trash).toEqual(["GEN-204"]);
    const one = runP("turn A | A: hand TST-119, trash GEN-103 | B: GEN-204", "A plays TST-119");
    expect(one.final.areas.B!.battle).toEqual(["GEN-204"]);
  });

  it("lowers it only while the condition holds", () => {
    const lowered = runP("turn A | A: hand TST-120 GEN-103 GEN-103 | B: GEN-204", "A plays TST-120");
    expect(lowered.final.areas.B!.battle).toEqual(["GEN-204"]);
    const printed = runP("turn A | A: hand TST-120 GEN-103 | B: GEN-204", "A plays TST-120");
    expect(printed.final.areas.B!.trash).toEqual(["GEN-204"]);
  });
});

describe("'When one of your effects places a digivolution card under this Digimon'", () => {
  it("triggers on a revealed card placed under it", () => {
    const t = runP("turn A | A: hand TST-121, deck GEN-203 GEN-103 GEN-104 | B: GEN-203", "A plays TST-121");
    expect(t.final.areas.A!.battle).toContain("TST-121[GEN-203]");
    expect(t.final.areas.A).toMatchObject({ hand: ["GEN-104"], trash: ["GEN-103"], deck: [] });
  });

  it("triggers on a card placed from the hand, only when the placed card meets the filter", () => {
    const t = runP("turn A | A: hand TST-122 GEN-203, memory 0 | B: GEN-203", "A plays TST-122");
    expect(t.final.areas.A!.battle).toContain("TST-122[GEN-203]");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("'its' in a trigger about a Digimon", () => {
  it("trashes the bottom digivolution cards of the attacking Digimon, not another one", () => {
    const t = runP(
      "turn B | A: TST-123 | B: GEN-206[GEN-205 GEN-204 GEN-203] GEN-106[GEN-105 GEN-104]",
      "B attacks A with GEN-206",
    );
    expect(t.final.areas.B!.battle).toContain("GEN-106[GEN-105 GEN-104]");
    expect(t.final.areas.B!.trash).toEqual(expect.arrayContaining(["GEN-204", "GEN-203"]));
    expect(String(t.final.areas.B!.battle)).toContain("GEN-206[GEN-205]");
  });
});

describe("trashing up to N digivolution cards from the bottom", () => {
  const board = "turn A | A: hand TST-124 | B: GEN-206[GEN-205 GEN-204 GEN-203]";
  it("trashes as many as the player says, from the bottom", () => {
    expect(runP(board, "A plays TST-124").final.areas.B!.trash).toEqual(["GEN-204", "GEN-203"]);
    expect(runP(board, "A plays TST-124", "yes; no").final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(runP(board, "A plays TST-124", "no").final.areas.B!.battle).toEqual([
      "GEN-206[GEN-205 GEN-204 GEN-203]",
    ]);
  });
});

describe("placing Digimon at the bottom of their owners' decks", () => {
  it("moves the suspended ones, their digivolution cards to the trash (4-7-8)", () => {
    const t = runP(
      "turn A | A: hand TST-125 | B: GEN-204[GEN-203](sus) GEN-205, deck GEN-103",
      "A plays TST-125",
    );
    expect(t.final.areas.B).toMatchObject({
      battle: ["GEN-205"],
      deck: ["GEN-103", "GEN-204"],
      trash: ["GEN-203"],
    });
  });
});

describe("revealing a card from the hand and placing it on top of the deck", () => {
  it("pays with a matching card, and cannot pay without one", () => {
    const paid = runP(
      "turn A | A: hand TST-126 GEN-203, deck GEN-104, memory 0 | B: GEN-203",
      "A plays TST-126",
    );
    expect(paid.final.areas.A).toMatchObject({ hand: [], deck: ["GEN-203", "GEN-104"] });
    expect(paid.final.memory).toEqual({ player: "A", value: 1 });
    const not = runP(
      "turn A | A: hand TST-126 GEN-103, deck GEN-104, memory 0 | B: GEN-203",
      "A plays TST-126",
    );
    expect(not.final.areas.A).toMatchObject({ hand: ["GEN-103"], deck: ["GEN-104"] });
    expect(not.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("placing this Digimon's top stacked card as its bottom digivolution card", () => {
  it("moves the top card under the stack, the card under it becoming the top, and pays for the effect", () => {
    const t = runP(
      "turn A | A: TST-127[GEN-106], deck GEN-104 | B: security GEN-203 GEN-204",
      "A attacks B with TST-127",
    );
    expect(String(t.final.areas.A!.battle)).toContain("GEN-106[TST-127]");
    expect(t.final.areas.A!.hand).toEqual(["GEN-104"]);
  });

  it("cannot be paid with a single card, which is not stacked cards (4-7-2)", () => {
    const t = runP(
      "turn A | A: TST-127, deck GEN-104 | B: security GEN-203 GEN-204",
      "A attacks B with TST-127",
    );
    expect(t.final.areas.A!.hand).toEqual([]);
    expect(t.steps.map((x) => x.text).join("\n")).toContain("has no stacked cards");
  });
});
