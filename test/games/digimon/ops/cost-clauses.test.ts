/**
 * Cost clauses ("By X, Y"): a cost followed by a whole sentence ("if ...", "for each ..."), cards
 * trashed from any of your Digimon's digivolution cards or from the hand or this Digimon's
 * digivolution cards, a card placed as this Digimon's top digivolution card, this Digimon placed
 * under another of your Digimon (4-8-1), and a card in the trash returning itself to the deck
 * (15-8-3-5). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordCard, testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const CARDS = [
  testCard(
    "TST-9201",
    "[On Play] By trashing 1 card in your hand, if you have 3 or more security cards, gain 2 memory.",
  ),
  testCard(
    "TST-9202",
    "[On Play] By trashing any 2 [Rock] trait cards from your Digimon's digivolution cards, gain 3 memory.",
  ),
  testCard("TST-9203", "", { level: 3, traits: ["Rock"] }),
  testCard(
    "TST-9204",
    "[Main] By trashing 1 card with [Rock] in its name in your hand or this Digimon's digivolution cards, gain 1 memory.",
  ),
  testCard("TST-9205", "", { name: "Rockmon" }),
  testCard(
    "TST-9206",
    "[Main] By placing 1 level 3 card from your trash as this Digimon's top digivolution card, gain 1 memory.",
    { level: 5 },
  ),
  testCard(
    "TST-9207",
    "[On Play] By placing this Digimon under 1 of your other Digimon that's black or has [Rock] in its traits as its bottom digivolution card, that Digimon gets +3000 DP for the turn.",
  ),
  testCard("TST-9208", "", { level: 4, colors: ["Black"], dp: 5000 }),
  testCard(
    "TST-9209",
    "[Trash] [Your Turn] When one of your Digimon digivolves into a yellow Digimon, by returning this card to the bottom of the deck, gain 2 memory.",
    option,
  ),
  testCard(
    "TST-9211",
    "[On Play] By returning 1 [Test TST-9212] and 1 [Test TST-9213] from your trash to the bottom of the deck, gain 3 memory.",
  ),
  testCard("TST-9212", ""),
  testCard("TST-9213", ""),
  testCard("TST-9214", "[On Play] You may play 1 level 4 Digimon card from your hand."),
  testCard("TST-9215", "[On Play] By trashing 1 Digimon card with the [Rock] trait, gain 2 memory."),
  testCard(
    "TST-9216",
    "[On Play] By trashing 1 card with [Rock] in its name from your hand or your Digimon's digivolution cards, gain 1 memory.",
  ),
  testCard(
    "TST-9217",
    "[On Play] Place 1 of your opponent's Digimon with 3000 DP or less as the top or bottom security card.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a cost before a whole sentence", () => {
  it("reads 'By X, if C, Y' as the cost, then the condition", () => {
    const [a] = compileText(
      "[On Play] By suspending this Tamer, for each of your Tamers, gain 1 memory.",
      {},
    ).abilities;
    expect(a?.cost).toEqual([{ op: "suspendThis" }]);
    expect(a?.ops[0]?.op).toBe("scaled");
  });

  it("pays the cost and checks the condition after it", () => {
    const yes = run(
      "turn A | A: GEN-103, hand TST-9201 GEN-104, security 3, memory 0 | B: GEN-103",
      "A plays TST-9201",
      "yes",
    );
    expect(yes.final.areas.A!.trash).toEqual(["GEN-104"]);
    expect(yes.final.memory).toEqual({ player: "A", value: 2 });
    const few = run(
      "turn A | A: GEN-103, hand TST-9201 GEN-104, security 2, memory 0 | B: GEN-103",
      "A plays TST-9201",
      "yes",
    );
    expect(few.final.areas.A!.trash).toEqual(["GEN-104"]);
    expect(few.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("cards trashed from digivolution cards as a cost", () => {
  it("takes them from several of your Digimon", () => {
    const t = run(
      "turn A | A: GEN-104[TST-9203] GEN-105[TST-9203], hand TST-9202, memory 0 | B: GEN-103",
      "A plays TST-9202",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "GEN-105", "TST-9202"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-9203", "TST-9203"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("can't be paid with too few matching cards", () => {
    const t = run(
      "turn A | A: GEN-104[TST-9203] GEN-105[GEN-103], hand TST-9202, memory 0 | B: GEN-103",
      "A plays TST-9202",
      "yes",
    );
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("takes one from this Digimon's digivolution cards when the hand has none", () => {
    const t = run(
      "turn A | A: TST-9204[TST-9205], hand GEN-103, memory 0 | B: GEN-103",
      "A activates TST-9204",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9204"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-9205"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});

describe("a card placed as this Digimon's top digivolution card", () => {
  it("goes just under the top card, above the others (4-8)", () => {
    const t = run(
      "turn A | A: TST-9206[GEN-104], trash GEN-103, memory 0 | B: GEN-103",
      "A activates TST-9206",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9206[GEN-103 GEN-104]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});

describe("this Digimon placed under another of your Digimon as a cost", () => {
  it("leaves the field under a black Digimon, which then gets +3000 DP", () => {
    const t = run("turn A | A: TST-9208, hand TST-9207 | B: GEN-103", "A plays TST-9207", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-9208[TST-9207]"]);
    expect(JSON.stringify(t.steps)).toMatch(/gets \+3000 DP for the turn \(8000 DP\)/);
  });

  it("can't be paid with no other Digimon that fits: it stays", () => {
    const t = run("turn A | A: GEN-104, hand TST-9207 | B: GEN-103", "A plays TST-9207", "yes");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-9207"]);
  });
});

describe("a card in the trash returning itself to the deck as a cost", () => {
  const board = "turn A | A: GEN-203, trash TST-9209, hand GEN-204, deck GEN-103, memory 5 | B: GEN-103";
  it("goes to the bottom of the deck, and its effect is done", () => {
    const yes = run(board, "A digivolves GEN-203 into GEN-204", "yes");
    const no = run(board, "A digivolves GEN-203 into GEN-204", "no");
    expect(yes.final.areas.A!.trash ?? []).toEqual([]);
    expect(yes.final.areas.A!.deck).toEqual(["TST-9209"]);
    expect(no.final.areas.A!.trash).toEqual(["TST-9209"]);
    expect(yes.final.memory!.value - no.final.memory!.value).toBe(2);
  });

  it("is read everywhere but counted as run only for a card in the trash", () => {
    const text = "[On Play] By returning this card to the bottom of the deck, gain 2 memory.";
    const onPlay = recordCard("TST-9210", "Test", { effect: text });
    expect(onPlay.unread).toEqual([]);
    expect(onPlay.executable).toBe(false);
  });
});

describe("a move that names several kinds of card ('1 [A] and 1 [B]')", () => {
  it("moves one of each", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9211, trash TST-9212 TST-9213 GEN-103, memory 0 | B: GEN-103",
      "A plays TST-9211",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.deck).toEqual(["TST-9212", "TST-9213"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("can't be paid when one kind is missing", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9211, trash TST-9212 TST-9212, memory 0 | B: GEN-103",
      "A plays TST-9211",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-9212", "TST-9212"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("a play by an effect that names no cost", () => {
  it("pays the card's play cost (7-1)", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9214 GEN-104, memory 5 | B: GEN-103",
      "A plays TST-9214",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("GEN-104");
    expect(JSON.stringify(t.steps)).toMatch(/played from the hand paying \d+ memory/);
  });
});

describe("a card trashed as a cost that names no place", () => {
  it("is trashed from the hand", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9215 TST-9203, memory 0 | B: GEN-103",
      "A plays TST-9215",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-9203"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("is not read so when the card names the battle area", () => {
    const text = "[On Play] By trashing 1 Option card in the battle area, gain 1 memory.";
    expect(compileText(text, {}).abilities[0]!.cost).toEqual([
      { op: "trashBattleOptions", n: 1, side: "any" },
    ]);
  });
});

describe("a card trashed from the hand or any of your Digimon's digivolution cards", () => {
  it("may come from under another of your Digimon", () => {
    const t = run(
      "turn A | A: GEN-104[TST-9205], hand TST-9216 GEN-103, memory 0 | B: GEN-103",
      "A plays TST-9216",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-9216"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-9205"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("can't be paid when neither place holds one", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], hand TST-9216, memory 0 | B: GEN-103",
      "A plays TST-9216",
      "yes",
    );
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("a Digimon placed as the top or bottom security card", () => {
  const board = "turn A | A: hand TST-9217, memory 3 | B: GEN-103 GEN-104, security GEN-105";
  it("goes where the player says, face down", () => {
    const top = run(board, "A plays TST-9217", "yes");
    const bottom = run(board, "A plays TST-9217", "no");
    expect(top.final.areas.B!.battle).toEqual(["GEN-104"]);
    expect(top.final.areas.B!.security).toEqual(["GEN-103", "GEN-105"]);
    expect(bottom.final.areas.B!.security).toEqual(["GEN-105", "GEN-103"]);
  });
});
