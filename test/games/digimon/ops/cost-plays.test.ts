/** Plays by an effect with the filters of the cost area, resolved on a board. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = (code: string, inherited: string) =>
  compileCard({
    code,
    name: `Test ${code}`,
    category: "Tamer",
    colors: ["Red"],
    playCost: 3,
    digivolve: [],
    traits: [],
    effect: "",
    inherited,
    security: "",
  }).def;

const CARDS = [
  testCard(
    "TST-311",
    "[On Play] You may play 1 Tamer card with inherited effects from your hand without paying the cost.",
  ),
  tamer("TST-312", ""),
  tamer("TST-313", "[When Attacking] Gain 1 memory."),
  testCard(
    "TST-314",
    "[On Play] You may use 1 Option card with the [Spell] trait from your hand without paying the cost.",
  ),
  testCard("TST-315", "[Main] Gain 2 memory.", { category: "Option", traits: ["Spell"], playCost: 3 }),
  testCard("TST-316", "[Main] Gain 2 memory.", {
    category: "Option",
    colors: ["Blue"],
    traits: ["Spell"],
    playCost: 3,
  }),
  testCard(
    "TST-317",
    "[On Play] You may use 1 Option card with the [Spell] trait from your hand without meeting its color requirements or paying its memory cost.",
  ),
  testCard(
    "TST-318",
    "[On Play] You may play or use 1 card with the [Spell] trait from your hand with the cost reduced by 1.",
  ),
  testCard("TST-331", "[All Turns] Players can't reduce play costs."),
  testCard("TST-332", "[Opponent's Turn] Your opponent can't reduce digivolution costs."),
  testCard(
    "TST-333",
    "[On Play] You may play 1 Digimon card from your hand with the play cost reduced by 2.",
  ),
  testCard(
    "TST-334",
    "[On Play] 1 of your Digimon may digivolve into a Digimon card with the [Wyrm] trait in the hand with the digivolution cost reduced by 2.",
  ),
  testCard("TST-335", "", {
    level: 4,
    dp: 6000,
    traits: ["Wyrm"],
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard("TST-336", "[On Play] You may play 1 Digimon card from your hand without paying the cost."),
  testCard(
    "TST-341",
    "[On Play] You may play 1 Tamer card from your hand without paying the cost. This effect can't play cards with the same name as any of your Tamers.",
  ),
  testCard(
    "TST-342",
    "[On Play] You may play 1 level 3 or lower Digimon card from your hand without paying the cost. If you have 2 or more Digimon cards with [Wyrm] in their traits in your trash, add 1 to the maximum level of the card this effect can play.",
  ),
  testCard(
    "TST-343",
    "[On Play] You may play 1 Digimon card with [Beast], other than [Sea Beast], in one of its traits from your hand without paying the cost.",
  ),
  testCard("TST-344", "", { traits: ["Sea Beast"] }),
  testCard("TST-345", "", { traits: ["Sea Beast", "Holy Beast"] }),
  testCard("TST-352", ""),
  testCard(
    "TST-353",
    "When you would use this card, if you have a Digimon with [Test TST-352] in its digivolution cards in play, reduce the cost by 2. [Main] Gain 1 memory.",
    { category: "Option", playCost: 3 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("playing a card by an effect, filtered", () => {
  it("plays only a Tamer with an inherited effect section (2-3-11-2)", () => {
    const t = run("turn A | A: hand TST-311 TST-312 TST-313, memory 3", "A plays TST-311");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-311", "TST-313"], hand: ["TST-312"] });
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});

describe("using an Option card by an effect (9-1-9)", () => {
  it("uses it without paying: its [Main] effect activates, then it is trashed (9-1-5)", () => {
    const t = run("turn A | A: hand TST-314 TST-315, memory 3", "A plays TST-314");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-314"], hand: [], trash: ["TST-315"] });
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("needs its colour requirements unless the text waives them (9-1-1)", () => {
    const kept = run("turn A | A: hand TST-314 TST-316, memory 3", "A plays TST-314");
    expect(kept.final.areas.A).toMatchObject({ hand: ["TST-316"], trash: [] });
    expect(kept.final.memory).toEqual({ player: "A", value: 3 });
    const waived = run("turn A | A: hand TST-317 TST-316, memory 3", "A plays TST-317");
    expect(waived.final.areas.A).toMatchObject({ hand: [], trash: ["TST-316"] });
    expect(waived.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("pays the use cost less the reduction when the text plays or uses", () => {
    const t = run("turn A | A: hand TST-318 TST-315, memory 3", "A plays TST-318");
    // 3 - (3 - 1) + 2 = 3.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A).toMatchObject({ hand: [], trash: ["TST-315"] });
    expect(t.steps.map((x) => x.text).join("\n")).toContain("paying 2 memory");
  });
});

describe("effects that forbid reducing costs (15-8-2)", () => {
  it("makes a play 'with the play cost reduced' pay the full cost, for both players", () => {
    // GEN-105 costs 6.
    const mine = run("turn A | A: TST-331, hand TST-333 GEN-105, memory 6", "A plays TST-333");
    expect(mine.final.areas.A!.battle).toEqual(["TST-331", "TST-333", "GEN-105"]);
    expect(mine.final.memory).toEqual({ player: "A", value: 0 });
    const theirs = run("turn A | A: hand TST-333 GEN-105, memory 6 | B: TST-331", "A plays TST-333");
    expect(theirs.final.memory).toEqual({ player: "A", value: 0 });
    const free = run("turn A | A: hand TST-336 GEN-105, memory 6 | B: TST-331", "A plays TST-336");
    expect(free.final.memory).toEqual({ player: "A", value: 6 });
    const none = run("turn A | A: hand TST-333 GEN-105, memory 6", "A plays TST-333");
    expect(none.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("keeps the opponent's digivolution cost whole during their turn only", () => {
    const banned = run(
      "turn A | A: GEN-103, hand TST-334 TST-335, deck 1, memory 3 | B: TST-332",
      "A plays TST-334",
    );
    expect(banned.final.areas.A!.battle).toEqual(["TST-335[GEN-103]", "TST-334"]);
    expect(banned.final.memory).toEqual({ player: "A", value: 0 });
    expect(banned.steps.map((x) => x.text).join("\n")).toContain("can't reduce digivolution costs");
    const own = run("turn A | A: GEN-103 TST-332, hand TST-334 TST-335, deck 1, memory 3", "A plays TST-334");
    expect(own.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("sentences that limit the play before them", () => {
  it("can't play a card named like one of your Tamers", () => {
    const t = run("turn A | A: TST-312#a, hand TST-341 TST-312#b TST-313", "A plays TST-341");
    expect(t.final.areas.A!.battle).toEqual(["TST-312#a", "TST-341", "TST-313"]);
    expect(t.final.areas.A!.hand!.map((c) => c.replace(/#.*/, ""))).toEqual(["TST-312"]);
  });

  it("raises the maximum level while the condition holds", () => {
    const raised = run("turn A | A: hand TST-342 TST-335#a, trash TST-335#b TST-335#c", "A plays TST-342");
    expect(raised.final.areas.A!.battle).toEqual(["TST-342", "TST-335#a"]);
    const plain = run("turn A | A: hand TST-342 TST-335#a, trash TST-335#b", "A plays TST-342");
    expect(plain.final.areas.A!.battle).toEqual(["TST-342"]);
  });
});

describe("a trait phrase with an exception", () => {
  it("skips a card whose only matching trait is the excepted one", () => {
    const t = run("turn A | A: hand TST-343 TST-344 TST-345", "A plays TST-343");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-343", "TST-345"], hand: ["TST-344"] });
  });
});

describe("a Digimon with [X] in its digivolution cards", () => {
  it("makes an Option's use cost lower only while such a Digimon is in play", () => {
    const cheaper = run("turn A | A: GEN-104[TST-352], hand TST-353, memory 3", "A uses TST-353");
    expect(cheaper.final.memory).toEqual({ player: "A", value: 3 });
    const full = run("turn A | A: GEN-104[GEN-103] TST-352, hand TST-353, memory 3", "A uses TST-353");
    expect(full.final.memory).toEqual({ player: "A", value: 1 });
  });
});
