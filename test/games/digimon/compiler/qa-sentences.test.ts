/**
 * Sentences the official Q&A suite met unread, each read by a general rule and run on made-up
 * cards: a choice in a sentence of its own ("Choose ... . That Digimon ..."), "that Digimon"
 * standing for the trigger's Digimon through several sentences.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-401",
    "[On Play] Choose 1 of your opponent's Digimon with no digivolution cards. That Digimon can't attack or block until the end of your opponent's turn.",
  ),
  testCard(
    "TST-402",
    "[Your Turn] When any of your Digimon digivolve into a Digimon with [Test] in its name, that Digimon gets +1000 DP for the turn. Then, that Digimon attacks a player.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
  testCard(
    "TST-404",
    "[On Play] Activate the effect below 3 times:\n・1 of your opponent's Digimon gets -2000 DP for the turn.",
  ),
  testCard(
    "TST-405",
    "[On Play] Trash up to 2 cards in your hand. For each card trashed by this effect, <De-Digivolve 1> 1 of your opponent's Digimon.",
  ),
  testCard("TST-406", "[When Digivolving] If this Digimon has a red digivolution card, <Blitz>.", {
    level: 4,
    dp: 6000,
    digivolve: [
      { level: 3, color: "Red", cost: 1 },
      { level: 3, color: "Blue", cost: 1 },
    ],
  }),
  testCard("TST-407", "[Main] Neither player's Digimon can be deleted in battle for the turn.", {
    category: "Option",
    level: undefined,
    dp: undefined,
  }),
  testCard(
    "TST-408",
    "[On Play] Delete all of your opponent's Digimon with the lowest DP. If this effect didn't delete, trash their deck's top 2 cards.",
  ),
  testCard("TST-409", "[On Play] All players trash cards in their hand until they have 2 cards left."),
  testCard(
    "TST-410",
    "[On Play] Gain 1 memory. Then, your opponent may play 1 Tamer card from their hand without paying its memory cost.",
  ),
  testCard("TST-411", "", { category: "Tamer", level: undefined, dp: undefined, playCost: 3 }),
  testCard(
    "TST-412",
    "[On Play] You may place 1 of your [Test Digimon] cards at the bottom of its owner's deck to <Draw 2>. Trash that Digimon's digivolution cards.",
  ),
  testCard("TST-403", "", {
    name: "Test Digimon",
    level: 4,
    dp: 6000,
    digivolve: [{ level: 3, color: "Red", cost: 2 }],
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const words = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");

describe("a choice in a sentence of its own", () => {
  it("reads 'Choose X. That Digimon Y.' as X Y, and leaves a choice used for more unread", () => {
    const ops = compileText(
      "[Main] Choose 1 of your opponent's Digimon. That Digimon gets -2000 DP for the turn.",
    ).abilities[0]!.ops;
    expect(ops).toEqual([
      {
        op: "dp",
        target: { side: "opponent", count: 1, filter: { category: "Digimon" } },
        amount: -2000,
        duration: "turn",
      },
    ]);
    const kept = compileText(
      "[Main] Choose 1 of your Digimon. That Digimon gets -2000 DP for the turn and delete 1 Digimon with as much DP as it.",
    );
    expect(kept.unread.length).toBeGreaterThan(0);
  });

  it("restricts the chosen Digimon only, and only one with no digivolution cards", () => {
    const t = run("turn A | A: hand TST-401, memory 3 | B: GEN-204[GEN-203] GEN-104", "A plays TST-401");
    expect(words(t)).toMatch(/GEN-104[^\n]*can't attack or block/);
    expect(words(t)).not.toMatch(/GEN-204[^\n]*can't attack/);
  });
});

describe("'that Digimon' through several sentences", () => {
  it("makes the Digimon that digivolved attack, not the Tamer", () => {
    const t = run(
      "turn A | A: TST-402 GEN-103, memory 6 | B: GEN-104, security 2",
      "A digivolves GEN-103 into TST-403",
    );
    const w = words(t);
    expect(w).toMatch(/TST-403[^\]]*\] gets \+1000 DP/);
    expect(w).toMatch(/TST-403[^\]]*\] suspends and attacks player B/);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});

describe("an effect activated several times", () => {
  it("runs the bullet that many times, each choosing afresh, and processes the rules once after", () => {
    const t = run(
      "turn A | A: hand TST-404, memory 3 | B: GEN-303 GEN-104",
      "A plays TST-404",
      "target GEN-303; target GEN-303; target GEN-104",
    );
    const w = words(t);
    expect(w.match(/GEN-303[^\]]*\] gets -2000 DP/g)).toHaveLength(2);
    expect(w).toMatch(/GEN-104[^\]]*\] gets -2000 DP/);
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-104"], trash: ["GEN-303"] });
  });

  it("makes <De-Digivolve 1> once per card trashed, each on its own choice", () => {
    const t = run(
      "turn A | A: hand TST-405 GEN-104 GEN-204, memory 3 | B: GEN-106[GEN-105 GEN-104] GEN-206[GEN-205]",
      "A plays TST-405",
      "target GEN-104 GEN-204; target GEN-106; target GEN-206",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105[GEN-104]", "GEN-205"]);
    const one = run(
      "turn A | A: hand TST-405 GEN-104, memory 3 | B: GEN-106[GEN-105 GEN-104]",
      "A plays TST-405",
      "target GEN-104; target GEN-106",
    );
    expect(one.final.areas.B!.battle).toEqual(["GEN-105[GEN-104]"]);
  });
});

describe("a keyword as a step of an effect", () => {
  it("attacks with <Blitz> when the condition holds and the opponent has memory (16-16)", () => {
    // Paying 1 from 0 leaves 1 memory on player B's side.
    const t = run(
      "turn A | A: GEN-103, memory 0 | B: GEN-104, security 2",
      "A digivolves GEN-103 into TST-406",
    );
    expect(words(t)).toMatch(/<Blitz>: [^\n]*TST-406[^\]]*\] is suspended and attacks player B/);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });

  it("does nothing when the condition fails, and says why when the opponent has no memory", () => {
    const blue = run(
      "turn A | A: GEN-303, memory 0 | B: GEN-104, security 2",
      "A digivolves GEN-303 into TST-406",
    );
    expect(words(blue)).not.toMatch(/<Blitz>:/);
    expect(words(blue)).toMatch(/condition[^\n]*is not met/);
    const none = run(
      "turn A | A: GEN-103, memory 2 | B: GEN-104, security 2",
      "A digivolves GEN-103 into TST-406",
    );
    expect(words(none)).toMatch(/<Blitz>: player B has no memory/);
  });
});

describe("every Digimon, whoever's, and the opponent's deck", () => {
  it("reads 'Neither player's Digimon can be ...' as a ban on every Digimon", () => {
    const ops = compileText("[Main] Neither player's Digimon can be deleted in battle for the turn.")
      .abilities[0]!.ops;
    expect(ops).toEqual([
      {
        op: "restrict",
        target: { side: "any", count: "all", filter: { category: "Digimon" } },
        cant: ["beDeletedInBattle"],
        duration: "turn",
      },
    ]);
    const both = compileText("[Main] Both players' Digimon get -1000 DP for the turn.").abilities[0]!.ops;
    expect(both[0]).toMatchObject({ op: "dp", target: { side: "any", count: "all" } });
  });

  it("keeps both battling Digimon when neither can be deleted in battle", () => {
    const t = run(
      "turn A | A: GEN-104#a, hand TST-407, memory 5 | B: GEN-104#b(sus)",
      "A uses TST-407; A attacks GEN-104#b with GEN-104#a",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104#a(sus)"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-104#b(sus)"]);
  });

  it("trashes the opponent's deck only when the deletion deleted nothing", () => {
    const none = run("turn A | A: hand TST-408, memory 3 | B: deck 4", "A plays TST-408");
    expect(none.final.areas.B!.trash).toHaveLength(2);
    expect(none.final.areas.A!.trash).toEqual([]);
    const some = run("turn A | A: hand TST-408, memory 3 | B: GEN-103, deck 4", "A plays TST-408");
    expect(some.final.areas.B).toMatchObject({ trash: ["GEN-103"], battle: [] });
  });
});

describe("trashing a hand down to a number", () => {
  it("has each player pick their own cards, the turn player first, and spares a small hand", () => {
    const t = run(
      "turn A | A: hand TST-409 GEN-103 GEN-104 GEN-105, memory 3 | B: hand GEN-203 GEN-204 GEN-205 GEN-206",
      "A plays TST-409",
      "target GEN-105; target GEN-203 GEN-206",
    );
    expect(t.final.areas.A).toMatchObject({ hand: ["GEN-103", "GEN-104"], trash: ["GEN-105"] });
    expect(t.final.areas.B).toMatchObject({ hand: ["GEN-204", "GEN-205"], trash: ["GEN-203", "GEN-206"] });
    const small = run("turn A | A: hand TST-409 GEN-103, memory 3 | B: hand GEN-203", "A plays TST-409");
    expect(small.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(small.final.areas.B!.hand).toEqual(["GEN-203"]);
    expect(words(small)).toMatch(/player B has 1 card\(s\) in the hand, so trashes none/);
  });
});

describe("a bare name among the alternatives of 'you have'", () => {
  it("reads '[X] or a yellow Digimon with [A]/[B]' as either, the short 'with [A]' as a name part", () => {
    const ops = compileText(
      "[On Play] If you have [Argomon] or a yellow Digimon with [Agumon]/[Greymon], <Draw 1>.",
    ).abilities[0]!.ops;
    expect(ops[0]).toMatchObject({
      op: "if",
      cond: {
        is: "field",
        side: "you",
        filter: {
          anyOf: [{ nameIs: ["Argomon"] }, { colors: ["Yellow"], nameIncludes: ["Agumon", "Greymon"] }],
        },
      },
    });
  });
});

describe("a play the opponent makes", () => {
  it("lets the opponent choose a Tamer from their own hand and puts it on their side", () => {
    const t = run("turn A | A: hand TST-410 TST-411, memory 3 | B: hand TST-411 GEN-104", "A plays TST-410");
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-411"], hand: ["GEN-104"] });
    expect(t.final.areas.A!.hand).toEqual(["TST-411"]);
    const declined = run("turn A | A: hand TST-410, memory 3 | B: hand TST-411", "A plays TST-410", "skip");
    expect(declined.final.areas.B).toMatchObject({ battle: [], hand: ["TST-411"] });
  });
});

describe("a return to the deck as the cost of a draw", () => {
  it("reads the restated trashing of its digivolution cards, and draws only when a Digimon was returned", () => {
    const none = run("turn A | A: GEN-104, hand TST-412, memory 3, deck 3", "A plays TST-412");
    expect(none.final.areas.A!.hand).toEqual([]);
    expect(words(none)).toMatch(/too few Digimon to return/);
    const one = run("turn A | A: TST-403[GEN-103], hand TST-412, memory 3, deck 3", "A plays TST-412");
    expect(one.final.areas.A!.hand).toHaveLength(2);
    expect(one.final.areas.A!.trash).toEqual(["GEN-103"]);
  });
});
