/**
 * Conditions, amounts and targets inside effect bodies: compiled from template text, then
 * resolved on boards so that each new condition is seen to hold and to fail.
 */
import { describe, expect, it } from "vitest";
import type { Cond } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

/** The condition of the first "if" op of a one-ability text. */
function condOf(text: string): Cond {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  const op = r.abilities[0]!.ops.find((o) => o.op === "if");
  if (!op || op.op !== "if") throw new Error(`no condition in ${JSON.stringify(r.abilities[0]!.ops)}`);
  return op.cond;
}

describe("compiling conditions", () => {
  it("reads what this Digimon is or has", () => {
    expect(condOf("[When Attacking] If this Digimon is level 6, gain 1 memory.")).toEqual({
      is: "self",
      filter: { level: 6 },
    });
    expect(condOf("[When Attacking] If this Digimon has 7000 DP or more, gain 1 memory.")).toEqual({
      is: "self",
      filter: { minDp: 7000 },
    });
    expect(condOf("[When Attacking] If this Digimon has <Rush>, gain 1 memory.")).toEqual({
      is: "self",
      filter: { hasKeyword: "rush" },
    });
    expect(condOf("[When Attacking] If this Digimon has 3 or more colors, gain 1 memory.")).toEqual({
      is: "self",
      filter: { minColors: 3 },
    });
    expect(
      condOf(
        "[When Attacking] If this Digimon has [Beast] in its name or the [Ancient] trait, gain 1 memory.",
      ),
    ).toEqual({ is: "self", filter: { anyOf: [{ nameIncludes: ["Beast"] }, { traits: ["Ancient"] }] } });
  });

  it("reads digivolution cards and security counts", () => {
    expect(
      condOf("[On Play] If a green card is in this Digimon's digivolution cards, gain 1 memory."),
    ).toEqual({ is: "sources", filter: { colors: ["Green"] } });
    expect(condOf("[On Play] If you have 2 security cards, gain 1 memory.")).toEqual({
      is: "security",
      side: "you",
      atLeast: 2,
      atMost: 2,
    });
    expect(
      condOf("[On Play] If there're 5 or fewer total cards in both players' security stacks, gain 1 memory."),
    ).toEqual({ is: "security", side: "both", atMost: 5 });
    expect(condOf("[On Play] If you have fewer security cards than your opponent, gain 1 memory.")).toEqual({
      is: "fewerThanOpponent",
      zone: "security",
    });
    expect(
      condOf("[On Play] If your opponent has no Digimon with digivolution cards, gain 1 memory."),
    ).toEqual({
      is: "not",
      cond: { is: "field", side: "opponent", filter: { category: "Digimon", minSources: 1 } },
    });
  });

  it("reads 'they' as the opponent, and counts on both sides of the field", () => {
    expect(condOf("[On Play] If they have 4 or more cards in their hand, gain 1 memory.")).toEqual({
      is: "hand",
      side: "opponent",
      atLeast: 4,
    });
    expect(condOf("[On Play] If there are 2 or more suspended Digimon, gain 1 memory.")).toEqual({
      is: "field",
      side: "any",
      filter: { category: "Digimon", suspended: true },
      atLeast: 2,
    });
    expect(condOf("[When Attacking] If this Digimon has an [On Play] effect, gain 1 memory.")).toEqual({
      is: "self",
      filter: { hasTiming: "onPlay" },
    });
  });

  it("reads 'If you have 2 or fewer' as the count of the sentence before", () => {
    const r = compileText(
      "[On Play] If you have 3 or more security cards, gain 1 memory. If you have 2 or fewer, <Draw 1>.",
      { code: "TST-1" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[1]).toEqual({
      op: "if",
      cond: { is: "security", side: "you", atMost: 2 },
      then: [{ op: "draw", n: 1 }],
    });
    const alone = compileText("[On Play] If you have 2 or fewer, <Draw 1>.", { code: "TST-1" });
    expect(alone.unread).not.toEqual([]);
  });

  it("reads terms printed in a card's text", () => {
    expect(condOf("[On Play] If this Digimon has <Save> in its text, gain 1 memory.")).toEqual({
      is: "self",
      filter: { textIncludes: ["<Save>"] },
    });
  });

  it("keeps what is printed on a card, without the notes in parentheses (4-23-5)", () => {
    const { def } = compileCard({
      code: "TST-1",
      name: "Test",
      category: "Digimon",
      colors: ["Red"],
      digivolve: [],
      traits: ["Beast"],
      effect: "<Alliance> (A note naming <Blocker>.)",
      inherited: "<Save> (A note.)",
      security: "",
    });
    expect(def.text).toContain("<Save>");
    expect(def.text).not.toContain("<Blocker>");
  });

  it("reads 'it' only where the trigger names a Digimon", () => {
    const r = compileText(
      "[Your Turn] When one of your Digimon is played, if it has the [Beast] trait or is yellow, gain 1 memory.",
      { code: "TST-1" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({
      op: "if",
      cond: { is: "subject", filter: { anyOf: [{ traits: ["Beast"] }, { colors: ["Yellow"] }] } },
    });
    expect(compileText("[On Play] If it is yellow, gain 1 memory.", { code: "TST-1" }).unread).not.toEqual(
      [],
    );
  });

  it("reads a keyword as a target filter", () => {
    const r = compileText("[On Play] Delete 1 of your opponent's Digimon with <Blocker>.", { code: "TST-1" });
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "delete",
        target: { side: "opponent", count: 1, filter: { category: "Digimon", hasKeyword: "blocker" } },
      },
    ]);
  });
});

const CARDS = [
  testCard("TST-201", "[On Play] If this Digimon has 4000 DP or more, gain 2 memory."),
  testCard("TST-202", "<Blocker>"),
  testCard("TST-203", "[On Play] Delete 1 of your opponent's Digimon with <Blocker>."),
  testCard(
    "TST-204",
    "[On Play] If there're 4 or fewer total cards in both players' security stacks, gain 2 memory.",
  ),
  testCard("TST-205", "[On Play] If you have fewer security cards than your opponent, gain 2 memory."),
  testCard("TST-206", "[On Play] If this Digimon has 2 or more colors, gain 2 memory.", {
    colors: ["Red", "Blue"],
  }),
  testCard("TST-207", "[On Play] If your opponent has no Digimon with digivolution cards, gain 2 memory."),
  testCard("TST-208", "<Blocker>\n[Your Turn] While this Digimon has <Blocker>, it gets +2000 DP."),
  testCard("TST-210", "[Your Turn] While this Digimon has <Blocker>, it gets +2000 DP."),
  testCard("TST-211", "[On Play] If this Digimon has 4000 DP or more, gain 2 memory.", { dp: 4000 }),
  testCard("TST-209", "<Blocker>\n[On Play] If this Digimon is suspended or has <Blocker>, gain 2 memory."),
  testCard("TST-212", "[On Play] If this Digimon is suspended or has <Blocker>, gain 2 memory."),
];
CARDS.push(
  testCard("TST-215", "[On Play] If you have a Tamer or a Digimon with the [Beast] trait, gain 2 memory."),
  testCard("TST-216", "", { category: "Tamer", dp: undefined, level: undefined }),
  testCard("TST-217", "[On Play] If this Digimon has <Save> in its text, gain 2 memory.", {
    text: "[On Play] If this Digimon has <Save> in its text, gain 2 memory.",
  }),
  testCard("TST-218", "[On Play] Delete 1 of your opponent's Digimon with [Cat] in its text."),
  testCard("TST-219", "", { text: "[On Play] Return 1 [Cat] from your trash to the hand." }),
  testCard("TST-220", "[On Play] Suspend all of your opponent's Digimon without <Blocker>."),
  testCard("TST-221", "[On Play] If there's a suspended Digimon, gain 2 memory."),
  testCard(
    "TST-222",
    "[On Play] Delete 1 of your opponent's Digimon with as many or fewer digivolution cards as this Digimon.",
  ),
  testCard(
    "TST-223",
    "[Your Turn] When one of your Digimon is played, if it has the [Beast] trait or is yellow, gain 1 memory.",
    { category: "Tamer", dp: undefined, level: undefined },
  ),
  testCard("TST-224", "[When Attacking] If you attack an opponent's Digimon, gain 2 memory."),
  testCard("TST-213", "[On Play] If there are 2 or more suspended Digimon, gain 2 memory."),
  testCard(
    "TST-214",
    "[On Play] Return 1 of your opponent's Digimon to the bottom of their deck. (Trash all of the digivolution cards of that Digimon.)",
  ),
);
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const memoryAfter = (board: string, action: string) => run(board, action).final.memory;

describe("conditions on a board", () => {
  it("checks this Digimon's DP when the effect reaches the condition", () => {
    expect(memoryAfter("turn A | A: hand TST-201, memory 3 | B: GEN-203", "A plays TST-201")).toEqual({
      player: "A",
      value: 3,
    });
    expect(memoryAfter("turn A | A: hand TST-211, memory 3 | B: GEN-203", "A plays TST-211")).toEqual({
      player: "A",
      value: 5,
    });
  });

  it("deletes only a Digimon that has the keyword", () => {
    const t = run("turn A | A: hand TST-203, memory 3 | B: GEN-203 TST-202", "A plays TST-203");
    expect(t.final.areas.B!.battle).toEqual(["GEN-203"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-202"]);
  });

  it("counts both players' security stacks together", () => {
    const yes = "turn A | A: hand TST-204, memory 3, security 2 | B: security 2";
    const no = "turn A | A: hand TST-204, memory 3, security 2 | B: security 3";
    expect(memoryAfter(yes, "A plays TST-204")).toEqual({ player: "A", value: 5 });
    expect(memoryAfter(no, "A plays TST-204")).toEqual({ player: "A", value: 3 });
  });

  it("compares the security stacks", () => {
    const yes = "turn A | A: hand TST-205, memory 3, security 2 | B: security 3";
    const no = "turn A | A: hand TST-205, memory 3, security 3 | B: security 3";
    expect(memoryAfter(yes, "A plays TST-205")).toEqual({ player: "A", value: 5 });
    expect(memoryAfter(no, "A plays TST-205")).toEqual({ player: "A", value: 3 });
  });

  it("counts this Digimon's colours", () => {
    expect(memoryAfter("turn A | A: hand TST-206, memory 3", "A plays TST-206")).toEqual({
      player: "A",
      value: 5,
    });
  });

  it("looks for digivolution cards under the opponent's Digimon", () => {
    expect(memoryAfter("turn A | A: hand TST-207, memory 3 | B: GEN-204", "A plays TST-207")).toEqual({
      player: "A",
      value: 5,
    });
    expect(
      memoryAfter("turn A | A: hand TST-207, memory 3 | B: GEN-204[GEN-203]", "A plays TST-207"),
    ).toEqual({ player: "A", value: 3 });
  });

  it("sees a printed keyword in a 'While' condition", () => {
    // 3000 DP, +2000 with <Blocker>: it ties the 5000 DP Digimon, and both are deleted.
    const board = (code: string) => `turn A | A: ${code} | B: GEN-204(sus)`;
    const withIt = run(board("TST-208"), "A attacks GEN-204 with TST-208");
    expect(withIt.final.areas.B!.battle).toEqual([]);
    expect(withIt.final.areas.A!.battle).toEqual([]);
    const without = run(board("TST-210"), "A attacks GEN-204 with TST-210");
    expect(without.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
  });

  it("checks each alternative on the Digimon in the battle area", () => {
    expect(memoryAfter("turn A | A: hand TST-209, memory 3", "A plays TST-209")).toEqual({
      player: "A",
      value: 5,
    });
    expect(memoryAfter("turn A | A: hand TST-212, memory 3", "A plays TST-212")).toEqual({
      player: "A",
      value: 3,
    });
  });

  it("counts suspended Digimon of both players", () => {
    const both = "turn A | A: GEN-103(sus), hand TST-213, memory 3 | B: GEN-203(sus)";
    expect(memoryAfter(both, "A plays TST-213")).toEqual({ player: "A", value: 5 });
    const one = "turn A | A: GEN-103, hand TST-213, memory 3 | B: GEN-203(sus)";
    expect(memoryAfter(one, "A plays TST-213")).toEqual({ player: "A", value: 3 });
  });

  it("trashes the digivolution cards of a Digimon returned to the deck (4-7-8)", () => {
    const t = run("turn A | A: hand TST-214, memory 3 | B: GEN-204[GEN-203]", "A plays TST-214");
    expect(t.final.areas.B).toMatchObject({ battle: [], deck: ["GEN-204"], trash: ["GEN-203"] });
  });

  it("accepts any of the alternatives on the field", () => {
    const tamer = "turn A | A: TST-216, hand TST-215, memory 3";
    expect(memoryAfter(tamer, "A plays TST-215")).toEqual({ player: "A", value: 5 });
    const neither = "turn A | A: GEN-103, hand TST-215, memory 3";
    expect(memoryAfter(neither, "A plays TST-215")).toEqual({ player: "A", value: 3 });
  });

  it("matches a term printed on the card", () => {
    // TST-217's own text names <Save>; the generic cards have no text.
    expect(memoryAfter("turn A | A: hand TST-217, memory 3", "A plays TST-217")).toEqual({
      player: "A",
      value: 5,
    });
    const t = run("turn A | A: hand TST-218, memory 3 | B: GEN-203 TST-219", "A plays TST-218");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-203"], trash: ["TST-219"] });
  });

  it("suspends only the Digimon without the keyword", () => {
    const t = run("turn A | A: hand TST-220, memory 3 | B: GEN-203 TST-202", "A plays TST-220");
    expect(t.final.areas.B!.battle).toEqual(["GEN-203(sus)", "TST-202"]);
  });

  it("reads 'there's a suspended Digimon'", () => {
    expect(memoryAfter("turn A | A: hand TST-221, memory 3 | B: GEN-203(sus)", "A plays TST-221")).toEqual({
      player: "A",
      value: 5,
    });
    expect(memoryAfter("turn A | A: hand TST-221, memory 3 | B: GEN-203", "A plays TST-221")).toEqual({
      player: "A",
      value: 3,
    });
  });

  it("compares digivolution cards with this Digimon's", () => {
    const t = run("turn A | A: hand TST-222, memory 3 | B: GEN-204[GEN-203] GEN-104", "A plays TST-222");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-204[GEN-203]"], trash: ["GEN-104"] });
  });

  it("checks the Digimon the trigger was about", () => {
    const board = (card: string) => `turn A | A: TST-223, hand ${card}, memory 5`;
    // Both cost 4: the yellow one brings 1 memory back.
    expect(memoryAfter(board("GEN-203"), "A plays GEN-203")).toEqual({ player: "A", value: 2 });
    expect(memoryAfter(board("GEN-103"), "A plays GEN-103")).toEqual({ player: "A", value: 1 });
  });

  it("sees whether the attack targets a Digimon", () => {
    const board = "turn A | A: TST-224, memory 3 | B: GEN-203(sus), security 1";
    expect(memoryAfter(board, "A attacks GEN-203 with TST-224")).toEqual({ player: "A", value: 5 });
    expect(memoryAfter(board, "A attacks B with TST-224")).toEqual({ player: "A", value: 3 });
  });
});
