/**
 * Playing, digivolving, DNA digivolving and attacking by an effect: cards written in the
 * card-text templates, compiled, put on a board and resolved.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-101", "[Security] At the end of the battle, play this card without paying the cost.", {
    level: 4,
    dp: 4000,
  }),
  testCard("TST-102", "[Security] Play this card without battling and without paying its memory cost.", {
    level: 6,
    dp: 12000,
  }),
  testCard(
    "TST-103",
    "[On Play] 1 of your Digimon may digivolve into a Digimon card with the [Wyrm] trait in the hand with the digivolution cost reduced by 1.",
    { colors: ["Blue"] },
  ),
  testCard("TST-104", "[When Digivolving] Gain 1 memory.", {
    level: 4,
    dp: 6000,
    traits: ["Wyrm"],
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard("TST-105", "[On Play] 2 of your Digimon may DNA digivolve into a Digimon card in the hand."),
  testCard("TST-106", "[When Digivolving] Gain 2 memory.", {
    level: 5,
    dp: 9000,
    digivolve: [],
    dna: {
      parts: [
        { level: 4, color: "Red" },
        { level: 4, color: "Yellow" },
      ],
      cost: 1,
    },
  }),
  testCard("TST-107", "[On Play] 1 of your Digimon may attack."),
  testCard("TST-108", "[When Attacking] 1 of your other Digimon may attack."),
  testCard(
    "TST-109",
    "[When Digivolving] You may play 1 level 3 Digimon card from this Digimon's digivolution cards without paying the cost.",
    { level: 5, dp: 8000, digivolve: [{ level: 4, color: "Red", cost: 2 }] },
  ),
  testCard(
    "TST-110",
    "[On Play] You may play 1 Digimon card from your hand with the play cost reduced by 2.",
    {},
  ),
  testCard(
    "TST-111",
    "[On Play] This Digimon may digivolve into [Test TST-112] in the hand, ignoring its digivolution requirements and without paying the cost.",
  ),
  testCard("TST-112", "", {
    level: 6,
    dp: 12000,
    colors: ["Blue"],
    digivolve: [{ level: 5, color: "Blue", cost: 4 }],
  }),
];
CARDS.push(
  testCard(
    "TST-116",
    "[On Play] You may play 1 Digimon card from your trash without paying the cost. Any [On Play] effects on Digimon played with this effect don't activate.",
  ),
  testCard("TST-117", "[On Play] You may play 1 Digimon card from your trash without paying the cost."),
  testCard("TST-118", "[On Play] Gain 2 memory."),
  testCard("TST-119", "", { colors: ["Blue"], level: 4 }),
  testCard("TST-124", "<Digisorption -2>", {
    level: 4,
    dp: 6000,
    traits: ["Wyrm"],
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard(
    "TST-121",
    "[On Play] You may pay 2 memory to play 1 Digimon card from your trash without paying the cost.",
  ),
  testCard("TST-122", "[When Digivolving] You may attack your opponent's Digimon with this Digimon.", {
    level: 6,
    dp: 12000,
    digivolve: [{ level: 5, color: "Red", cost: 0 }],
  }),
  testCard(
    "TST-120",
    "[On Play] You may play 1 level 3 Digimon card from one of your blue Digimon's digivolution cards without paying the cost.",
  ),
);
const hybrid = compileCard({
  code: "TST-113",
  name: "Test Hybrid",
  category: "Digimon",
  colors: ["Red"],
  level: 4,
  dp: 5000,
  playCost: 5,
  digivolve: [{ level: 3, color: "Red", cost: 2 }],
  traits: [],
  effect:
    "You may digivolve this card from your hand onto one of your red Tamers as if the Tamer is a level 3 Digimon. [When Digivolving] Gain 1 memory.",
  inherited: "",
  security: "",
});
const named = compileCard({
  code: "TST-123",
  name: "Test Named",
  category: "Digimon",
  colors: ["Blue"],
  level: 6,
  dp: 12000,
  playCost: 12,
  digivolve: [{ level: 5, color: "Blue", cost: 4 }],
  traits: [],
  effect:
    "Your [Test TST-119] can digivolve into this card in your hand for a memory cost of 1, ignoring this card's digivolution requirements.",
  inherited: "",
  security: "",
});
CARDS.push(
  named.def,
  hybrid.def,
  testCard("TST-114", "", { category: "Tamer", level: undefined, dp: undefined }),
);
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: { steps: { text: string }[] }) => t.steps.map((x) => x.text).join("\n");

describe("playing a card by an effect", () => {
  it("plays a Security Digimon at the end of the battle, whatever the battle's outcome", () => {
    const lost = run("turn A | A: GEN-105 | B: security TST-101", "A attacks B with GEN-105");
    expect(lost.final.areas.B).toMatchObject({ battle: ["TST-101"], trash: [], security: [] });
    expect(lost.final.areas.A!.battle).toEqual(["GEN-105(sus)"]);
    expect(texts(lost)).toContain("At the end of the battle");
    const won = run("turn A | A: GEN-103 | B: security TST-101", "A attacks B with GEN-103");
    expect(won.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(won.final.areas.B!.battle).toEqual(["TST-101"]);
  });

  it("plays a checked card without battling: it is no longer a Security Digimon", () => {
    const t = run("turn A | A: GEN-105 | B: security TST-102", "A attacks B with GEN-105");
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)"]);
    expect(t.final.areas.B!.battle).toEqual(["TST-102"]);
  });

  it("plays a card from this Digimon's digivolution cards", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], hand TST-109, deck 2, memory 3",
      "A digivolves GEN-104 into TST-109",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-109[GEN-104]", "GEN-103"]);
  });

  it("plays without activating the played Digimon's [On Play] effects when the text says so", () => {
    const silent = run("turn A | A: hand TST-116, trash TST-118, memory 3", "A plays TST-116");
    expect(silent.final.areas.A!.battle).toEqual(["TST-116", "TST-118"]);
    expect(silent.final.memory).toEqual({ player: "A", value: 3 });
    const loud = run("turn A | A: hand TST-117, trash TST-118, memory 3", "A plays TST-117");
    expect(loud.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("plays a card from the digivolution cards of another of your Digimon that matches", () => {
    const t = run("turn A | A: GEN-104[GEN-103] TST-119[GEN-303], hand TST-120", "A plays TST-120");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[GEN-103]", "TST-119", "TST-120", "GEN-303"]);
  });

  it("pays memory as the cost of a play", () => {
    const t = run("turn A | A: hand TST-121, trash GEN-105, memory 3", "A plays TST-121");
    expect(t.final.areas.A!.battle).toEqual(["TST-121", "GEN-105"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("pays the play cost less the reduction", () => {
    const t = run("turn A | A: hand TST-110 GEN-105, memory 5", "A plays TST-110");
    expect(t.final.areas.A!.battle).toEqual(["TST-110", "GEN-105"]);
    // GEN-105 costs 6: 6 - 2 = 4.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});

describe("digivolving by an effect", () => {
  it("digivolves with the reduced cost, draws, and triggers [When Digivolving]", () => {
    const t = run("turn A | A: GEN-103, hand TST-103 TST-104, deck GEN-203, memory 3", "A plays TST-103");
    expect(t.final.areas.A).toMatchObject({
      battle: ["TST-104[GEN-103]", "TST-103"],
      hand: ["GEN-203"],
      deck: [],
    });
    // 3 - 2 (cost 3 reduced by 1) + 1 (When Digivolving) = 2.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("needs the digivolution requirements unless the text ignores them", () => {
    const no = run("turn A | A: GEN-104, hand TST-103 TST-104, deck 1, memory 3", "A plays TST-103");
    expect(no.final.areas.A!.hand).toEqual(["TST-104"]);
    expect(texts(no)).toContain("no Digimon can digivolve");
    const yes = run("turn A | A: hand TST-111 TST-112, deck 1, memory 3", "A plays TST-111");
    expect(yes.final.areas.A!.battle).toEqual(["TST-112[TST-111]"]);
    expect(yes.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("lets <Digisorption> reduce the cost of a digivolution by an effect from the hand", () => {
    const r = run("turn A | A: GEN-103, hand TST-103 TST-124, deck 1, memory 5", "A plays TST-103");
    expect(r.final.areas.A).toMatchObject({
      battle: expect.arrayContaining([expect.stringMatching(/^TST-124\[GEN-103\]/)]),
    });
    // 3 reduced by 1 by the effect, then by 2 by <Digisorption>: nothing to pay.
    expect(r.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("lets the player decline", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-103 TST-104, deck 1, memory 3",
      "A plays TST-103",
      "TST-103: skip",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-103"]);
  });
});

describe("digivolving onto a Tamer as if it were a Digimon", () => {
  it("reads the rule text as a requirement and digivolves onto a Tamer of that colour", () => {
    expect(hybrid.unread).toEqual([]);
    expect(hybrid.def.digivolve).toContainEqual({ level: 3, color: "Red", cost: 2, onto: "Tamer" });
    const t = run("turn A | A: TST-114, hand TST-113, deck 1, memory 3", "A digivolves TST-114 into TST-113");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-113[TST-114]"], hand: ["?"] });
    // 3 - 2 (the level 3 cost) + 1 (When Digivolving) = 2.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does not digivolve onto a Tamer of another colour", () => {
    const blue = {
      ...hybrid.def,
      code: "TST-115",
      digivolve: hybrid.def.digivolve.map((r) => ({ ...r, color: "Blue" as const })),
    };
    const reg = new CardRegistry([...bundledCards, ...CARDS, blue]);
    const board = "turn A | A: TST-114, hand TST-115, memory 3";
    expect(() =>
      resolveDigimon({ board, action: "A digivolves TST-114 into TST-115", choices: "" }, reg),
    ).toThrow(/Blue Tamer as level 3/);
  });
});

describe("digivolving onto a named Digimon, ignoring the requirements", () => {
  it("digivolves onto that Digimon only, for the cost the text gives", () => {
    expect(named.unread).toEqual([]);
    const t = run("turn A | A: TST-119, hand TST-123, deck 1, memory 3", "A digivolves TST-119 into TST-123");
    expect(t.final.areas.A!.battle).toEqual(["TST-123[TST-119]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(() =>
      run("turn A | A: GEN-104, hand TST-123, memory 3", "A digivolves GEN-104 into TST-123"),
    ).toThrow(/Test TST-119/);
  });
});

describe("DNA digivolving by an effect", () => {
  it("stacks both Digimon under the card, pays its DNA cost, draws and triggers", () => {
    const t = run(
      "turn A | A: GEN-104(sus) GEN-204[GEN-203], hand TST-105 TST-106, deck GEN-303, memory 3",
      "A plays TST-105",
    );
    expect(t.final.areas.A).toMatchObject({
      battle: ["TST-106[GEN-104 GEN-204 GEN-203]", "TST-105"],
      hand: ["GEN-303"],
    });
    // 3 - 1 (DNA cost) + 2 (When Digivolving) = 4.
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });
});

describe("attacking by an effect", () => {
  it("declares an attack during the effect, and it goes through its timings", () => {
    const t = run("turn A | A: GEN-105, hand TST-107 | B: security 2", "A plays TST-107");
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)", "TST-107"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
    expect(texts(t)).toContain("The attack ends.");
  });

  it("attacks only the kind of target the text names", () => {
    const t = run(
      "turn A | A: GEN-105, hand TST-122, deck 1 | B: GEN-203(sus), security 2",
      "A digivolves GEN-105 into TST-122",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-122[GEN-105](sus)"]);
    expect(t.final.areas.B).toMatchObject({ battle: [], trash: ["GEN-203"], security: ["?", "?"] });
    const none = run(
      "turn A | A: GEN-105, hand TST-122, deck 1 | B: security 2",
      "A digivolves GEN-105 into TST-122",
    );
    expect(none.final.areas.A!.battle).toEqual(["TST-122[GEN-105]"]);
  });

  it("can't attack with a Digimon played this turn", () => {
    const t = run("turn A | A: hand TST-107 | B: security 2", "A plays TST-107");
    expect(t.final.areas.A!.battle).toEqual(["TST-107"]);
    expect(texts(t)).toContain("7-1-2-1");
  });

  it("can't declare a new attack during an attack (11-2-4)", () => {
    const t = run("turn A | A: TST-108 GEN-105 | B: security 2", "A attacks B with TST-108");
    expect(t.final.areas.A!.battle).toEqual(["TST-108(sus)", "GEN-105"]);
    expect(texts(t)).toContain("11-2-4");
    const untargeted = run("turn A | A: TST-108 GEN-105 | B: security 2", "A attacks with TST-108");
    expect(untargeted.final.areas.A!.battle).toEqual(["TST-108(sus)", "GEN-105"]);
  });
});
