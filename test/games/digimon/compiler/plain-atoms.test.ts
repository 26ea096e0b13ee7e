/**
 * Plainer condition wordings: "it's their turn", "their hand has N or fewer cards", "you don't
 * have Digimon", "one of their Digimon is attacking", "there are N or more cards under this
 * Digimon", "N or more colors in its digivolution cards", and "no Digimon with as many or more
 * digivolution cards as this Digimon".
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const THEIR_TURN = "[On Deletion] If it's their turn, gain 2 memory.";
const THEIR_HAND = "[On Play] If their hand has 2 or fewer cards, gain 2 memory.";
const NO_DIGIMON = "[On Play] If you don't have Digimon, gain 2 memory.";
const ATTACKING = "[On Deletion] If one of their Digimon is attacking, gain 2 memory.";
const UNDER = "[When Attacking] If there are 2 or more cards under this Digimon, gain 2 memory.";
const COLOURS =
  "[When Attacking] If this Digimon has 2 or more colors in its digivolution cards, gain 2 memory.";
const FEWER =
  "[When Attacking] If your opponent has no Digimon with as many or more digivolution cards as this Digimon, gain 2 memory.";

const AS_MANY =
  "[On Play] If your opponent has as many or more total Digimon and Tamers as you, gain 2 memory.";

const BREEDING = "[On Play] If you have [Generic Red Lv.3] in the breeding area, gain 2 memory.";

const EXCEPT =
  "[On Play] If one of your Digimon has [Red] in its name (other than [Generic Red Lv.4]), gain 2 memory.";
const SOURCES_AND_TRAIT =
  "[On Play] If you have a Digimon with 2 or more digivolution cards and [Rock] in its traits in play, gain 2 memory.";

const NOT_THERE =
  "[When Attacking] If a level 4 Digimon card is in this Digimon's digivolution cards, gain 1 memory. If there isn't, gain 2 memory.";

const TRAIT_UNDER =
  "[When Attacking] If there are 2 or more [Rock] trait cards under this Digimon, gain 2 memory.";

const { run } = recordRunner([
  testCard("TST-9301", THEIR_TURN),
  testCard("TST-9302", THEIR_HAND),
  testCard("TST-9303", NO_DIGIMON, { category: "Tamer", level: undefined, dp: undefined }),
  testCard("TST-9304", ATTACKING),
  testCard("TST-9305", UNDER, { level: 5, dp: 7000 }),
  testCard("TST-9306", COLOURS, { level: 5, dp: 7000 }),
  testCard("TST-9307", FEWER, { level: 5, dp: 7000 }),
  testCard("TST-9308", AS_MANY),
  testCard("TST-9309", BREEDING),
  testCard("TST-9310", EXCEPT),
  testCard("TST-9297", SOURCES_AND_TRAIT),
  testCard("TST-9298", "", { traits: ["Hard Rock"], level: 5, dp: 7000 }),
  testCard("TST-9296", NOT_THERE, { level: 5, dp: 7000 }),
  testCard("TST-9295", TRAIT_UNDER, { level: 5, dp: 7000 }),
  testCard("TST-9294", "", { traits: ["Rock"], level: 4, dp: 5000 }),
]);
const memory = (board: string, action: string) => run(board, action).final.memory?.value;
const attack = (code: string, board: string) =>
  memory(
    `turn A main; A: ${code}, memory 3 | B: ${board}, security 3`,
    `A attacks B with ${code.replace(/\[.*$/, "")}`,
  );

describe("reading plainer conditions", () => {
  it("reads each wording as the condition the engine checks", () => {
    const cond = (text: string) => (compileText(text).abilities[0]!.ops[0] as { cond: unknown }).cond;
    expect(cond(THEIR_TURN)).toEqual({ is: "not", cond: { is: "yourTurn" } });
    expect(cond(THEIR_HAND)).toEqual({ is: "hand", side: "opponent", atMost: 2 });
    expect(cond(NO_DIGIMON)).toEqual({
      is: "not",
      cond: { is: "field", side: "you", filter: { category: "Digimon" } },
    });
    expect(cond(ATTACKING)).toMatchObject({ is: "field", side: "opponent", filter: { attacking: true } });
    expect(cond(UNDER)).toEqual({ is: "self", filter: { minSources: 2 } });
    expect(cond(COLOURS)).toMatchObject({
      is: "count",
      count: { zone: "sources", colors: true },
      atLeast: 2,
    });
    expect(cond(FEWER)).toMatchObject({ is: "not", cond: { filter: { minSourcesOfSelf: true } } });
  });
});

describe("plainer conditions on a board", () => {
  it("'it's their turn' holds on the opponent's turn only", () => {
    // Deleted on the opponent's turn, by their attack: A gains 2, the memory written from A's side.
    const theirs = run(
      "turn B main; A: TST-9301(sus), memory 0 | B: GEN-206",
      "B attacks TST-9301 with GEN-206",
    );
    const mine = run(
      "turn A main; A: TST-9301, memory 3 | B: GEN-206(sus)",
      "A attacks GEN-206 with TST-9301",
    );
    expect(theirs.final.memory?.value).toBe(2);
    expect(mine.final.memory?.value).toBe(3);
  });

  it("counts the opponent's hand", () => {
    const play = (hand: string) =>
      memory(`turn A main; A: hand TST-9302, memory 3 | B: hand ${hand}`, "A plays TST-9302");
    expect(play("GEN-203 GEN-204")).toBe(5);
    expect(play("GEN-203 GEN-204 GEN-205")).toBe(3);
  });

  it("'you don't have Digimon' asks about Digimon only", () => {
    const play = (board: string) =>
      memory(`turn A main; A: hand TST-9303, memory 3${board} | B: GEN-203`, "A plays TST-9303");
    expect(play("")).toBe(5);
    expect(play(", GEN-103")).toBe(3);
  });

  it("'one of their Digimon is attacking' holds during the opponent's attack only", () => {
    const theirs = run(
      "turn B main; A: TST-9304(sus), memory 0 | B: GEN-206",
      "B attacks TST-9304 with GEN-206",
    );
    const mine = run(
      "turn A main; A: TST-9304, memory 3 | B: GEN-206(sus)",
      "A attacks GEN-206 with TST-9304",
    );
    expect(theirs.final.memory?.value).toBe(2);
    expect(mine.final.memory?.value).toBe(3);
  });

  it("counts the cards under this Digimon", () => {
    expect(attack("TST-9305[GEN-103 GEN-104]", "GEN-203")).toBe(5);
    expect(attack("TST-9305[GEN-104]", "GEN-203")).toBe(3);
  });

  it("counts the colours among its digivolution cards", () => {
    expect(attack("TST-9306[GEN-103 GEN-204]", "GEN-203")).toBe(5);
    expect(attack("TST-9306[GEN-103 GEN-104]", "GEN-203")).toBe(3);
  });

  it("compares each opponent's Digimon's digivolution cards with this Digimon's", () => {
    expect(attack("TST-9307[GEN-103 GEN-104]", "GEN-204[GEN-203]")).toBe(5);
    expect(attack("TST-9307[GEN-104]", "GEN-204[GEN-203]")).toBe(3);
    expect(attack("TST-9307[GEN-104]", "GEN-203")).toBe(5);
  });

  it("compares the Digimon and Tamers both players have, Tamers included", () => {
    const play = (mine: string, theirs: string) =>
      memory(`turn A main; A: hand TST-9308, memory 3${mine} | B: ${theirs}`, "A plays TST-9308");
    expect(play("", "GEN-204")).toBe(5);
    expect(play(", GEN-103", "GEN-204")).toBe(3);
    expect(play(", GEN-103", "GEN-204 TST-9303")).toBe(5);
  });

  it("looks for the named Digimon in the player's own breeding area only", () => {
    const play = (board: string) =>
      memory(`turn A main; A: hand TST-9309, memory 3, ${board}`, "A plays TST-9309");
    expect(play("breeding GEN-103 | B: GEN-204")).toBe(5);
    expect(play("GEN-103 | B: GEN-204")).toBe(3);
    expect(play("breeding GEN-203 | B: breeding GEN-103")).toBe(3);
  });

  it("a name in a Digimon's name, other than the excepted names", () => {
    expect(compileText(EXCEPT).unread).toEqual([]);
    const play = (mine: string) =>
      memory(`turn A main; A: hand TST-9310, memory 3, ${mine} | B: GEN-204`, "A plays TST-9310");
    expect(play("GEN-103")).toBe(5);
    expect(play("GEN-104")).toBe(3);
  });

  it("a Digimon with enough digivolution cards and the trait, both on the same Digimon", () => {
    const play = (mine: string) =>
      memory(`turn A main; A: hand TST-9297, memory 3, ${mine} | B: GEN-204`, "A plays TST-9297");
    expect(play("TST-9298[GEN-103 GEN-104]")).toBe(5);
    expect(play("TST-9298[GEN-104] GEN-105[GEN-103 GEN-104]")).toBe(3);
  });

  it("'If there isn't' is the condition before, not met", () => {
    expect(compileText(NOT_THERE).abilities[0]!.ops[1]).toMatchObject({
      cond: { is: "not", cond: { is: "sources" } },
    });
    expect(attack("TST-9296[GEN-104]", "GEN-203")).toBe(4);
    expect(attack("TST-9296[GEN-103]", "GEN-203")).toBe(5);
  });

  it("counts the cards under this Digimon that match", () => {
    expect(attack("TST-9295[TST-9294 TST-9294]", "GEN-203")).toBe(5);
    expect(attack("TST-9295[TST-9294 GEN-104]", "GEN-203")).toBe(3);
  });
});
