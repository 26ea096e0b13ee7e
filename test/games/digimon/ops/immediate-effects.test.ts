/**
 * Immediate-type effects (15-8-5) written "When ... would ...": compiled from the card-text
 * templates, put on a board, and resolved where they apply and where they don't.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard as baseCard } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { level: 4, dp: 5000, playCost: 5, ...extra });

const CARDS = [
  testCard(
    "TST-101",
    "[All Turns] When this Digimon would be deleted, by trashing your top security card, prevent that deletion.",
  ),
  testCard("TST-102", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard(
    "TST-103",
    "[All Turns] [Once Per Turn] When this Digimon would leave the battle area by your opponent's effects, by suspending this Digimon, it doesn't leave.",
  ),
  testCard("TST-104", "[On Play] Return 1 of your opponent's Digimon to the hand."),
  testCard(
    "TST-105",
    "When this card would be played, if you have a Tamer in play, reduce the play cost by 3.",
  ),
  testCard("TST-106", "", {
    category: "Tamer",
    colors: ["Red"],
    playCost: 2,
    level: undefined,
    dp: undefined,
  }),
  testCard(
    "TST-107",
    "[Your Turn] When this Digimon would digivolve into a Digimon card with the [Tester] trait, reduce the digivolution cost by 2.",
    { level: 3, dp: 3000 },
  ),
  testCard("TST-108", "", {
    level: 4,
    traits: ["Tester"],
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard("TST-109", "", { level: 4, digivolve: [{ level: 3, color: "Red", cost: 3 }] }),
  testCard(
    "TST-110",
    "[Your Turn] When any of your Digimon cards with the [Tester] trait would be played, by suspending this Tamer, reduce the play cost by 2.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
  testCard("TST-111", "", { traits: ["Tester"], playCost: 4 }),
  testCard(
    "TST-112",
    "[All Turns] When any of your other Digimon would be deleted in battle, by deleting this Digimon, prevent that deletion.",
    { level: 3, dp: 1000 },
  ),
  testCard(
    "TST-113",
    "[All Turns] When this Digimon would leave the battle area, return 1 Digimon card from this Digimon's digivolution cards to the hand.",
  ),
  testCard(
    "TST-114",
    "When you would use this card, if you have a Tamer in play, reduce the cost by 2.\n[Main] Gain 1 memory.",
    {
      category: "Option",
      playCost: 3,
      level: undefined,
      dp: undefined,
    },
  ),
  testCard(
    "TST-115",
    "[Opponent's Turn] When an opponent's Digimon with no digivolution cards would digivolve, increase the digivolution cost by 1.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
  testCard(
    "TST-116",
    "[All Turns] When this Digimon would be deleted or returned to your hand or deck by an effect, by trashing your top security card, prevent it from leaving play.",
  ),
  testCard(
    "TST-117",
    "When this card would be played, reduce the play cost by 1 for each Tamer you have in play.",
  ),
  testCard(
    "TST-118",
    "[All Turns] When any of your Digimon would be deleted, by deleting 1 of your Digimon, prevent that deletion.",
  ),
  testCard(
    "TST-119",
    "[Your Turn] When this Digimon or any of your Tamers would digivolve into a multicolored Digimon that is blue or red, reduce the digivolution cost by 1.",
    { level: 3, dp: 3000 },
  ),
  testCard("TST-120", "", {
    level: 4,
    colors: ["Red", "Black"],
    digivolve: [{ level: 3, color: "Red", cost: 3 }],
  }),
  testCard(
    "TST-121",
    "[All Turns] When one of your [Test TST-122] would be deleted, by deleting 1 of your other [Test TST-122], prevent that deletion.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
  testCard("TST-122", ""),
  testCard(
    "TST-123",
    "[On Play] Place 1 of your opponent's Digimon on top of its owner's security stack face down.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const interrupts = (t: ReturnType<typeof run>) => t.steps.filter((s) => s.kind === "interrupt");

describe("immediate-type effects: a Digimon that would leave the battle area", () => {
  it("prevents a deletion by paying its cost, in the middle of the effect (15-8-5-2)", () => {
    const t = run("turn A | A: hand TST-102, memory 5 | B: TST-101, security 2", "A plays TST-102");
    expect(interrupts(t)).toHaveLength(1);
    expect(interrupts(t)[0]).toMatchObject({ player: "B", card: "TST-101", rule: "15-8-5-2" });
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-101"], trash: ["?"] });
    expect(t.final.areas.B!.security).toHaveLength(1);
  });

  it("can't activate without its cost (no security card), so the Digimon is deleted", () => {
    const t = run("turn A | A: hand TST-102, memory 5 | B: TST-101", "A plays TST-102");
    expect(interrupts(t)).toHaveLength(0);
    expect(t.final.areas.B).toMatchObject({ battle: [], trash: ["TST-101"] });
  });

  it("lets its owner decline", () => {
    const t = run(
      "turn A | A: hand TST-102, memory 5 | B: TST-101, security 2",
      "A plays TST-102",
      "TST-101: no",
    );
    expect(t.final.areas.B!.trash).toEqual(["TST-101"]);
  });

  it("keeps a Digimon an opponent's effect would return to the hand", () => {
    const t = run("turn A | A: hand TST-104, memory 5 | B: TST-103", "A plays TST-104");
    expect(interrupts(t)).toHaveLength(1);
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-103(sus)"], hand: [] });
  });

  it("keeps a Digimon an opponent's effect would place in the security stack", () => {
    const kept = run("turn A | A: hand TST-123, memory 5 | B: TST-103", "A plays TST-123");
    expect(interrupts(kept)).toHaveLength(1);
    expect(kept.final.areas.B).toMatchObject({ battle: ["TST-103(sus)"], security: [] });
    const placed = run("turn A | A: hand TST-123, memory 5 | B: GEN-204", "A plays TST-123");
    expect(placed.final.areas.B).toMatchObject({ battle: [], security: ["GEN-204"] });
  });

  it("does nothing when the removal is not by an opponent's effect (a battle)", () => {
    const t = run("turn A | A: GEN-206 | B: TST-103(sus)", "A attacks TST-103 with GEN-206");
    expect(interrupts(t)).toHaveLength(0);
    expect(t.final.areas.B!.trash).toEqual(["TST-103"]);
  });

  it("keeps another Digimon deleted in battle, by deleting this one", () => {
    const t = run("turn A | A: GEN-206 | B: GEN-204(sus) TST-112", "A attacks GEN-204 with GEN-206");
    expect(interrupts(t)).toHaveLength(1);
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-204(sus)"], trash: ["TST-112"] });
  });

  it("does not keep a Digimon an effect deletes when the text says 'in battle'", () => {
    const t = run(
      "turn A | A: hand TST-102, memory 5 | B: GEN-204 TST-112",
      "A plays TST-102",
      "target GEN-204",
    );
    expect(interrupts(t)).toHaveLength(0);
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-112"], trash: ["GEN-204"] });
  });
});

describe("immediate-type effects: costs of playing and digivolving", () => {
  it("reduces the play cost it pays when its condition holds (7-1-2-2)", () => {
    const t = run("turn A | A: TST-106, hand TST-105, memory 5", "A plays TST-105");
    expect(interrupts(t)).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("pays the full play cost when its condition does not hold", () => {
    const t = run("turn A | A: GEN-103, hand TST-105, memory 5", "A plays TST-105");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("reduces a digivolution cost into a card that matches (8-1-2-4)", () => {
    const t = run("turn A | A: TST-107, hand TST-108, deck 1, memory 5", "A digivolves TST-107 into TST-108");
    expect(interrupts(t)).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("does not reduce a digivolution into a card without the trait", () => {
    const t = run("turn A | A: TST-107, hand TST-109, deck 1, memory 5", "A digivolves TST-107 into TST-109");
    expect(interrupts(t)).toHaveLength(0);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("lets a Tamer pay its own cost to reduce another card's play cost", () => {
    const t = run("turn A | A: TST-110, hand TST-111, memory 5", "A plays TST-111");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A!.battle).toContain("TST-110(sus)");
    const none = run("turn A | A: TST-110, hand TST-109, memory 5", "A plays TST-109");
    expect(interrupts(none)).toHaveLength(0);
    expect(none.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("immediate-type effects: other causes and other effects", () => {
  it("runs an ordinary effect in the middle of the removal, while the stack is still there", () => {
    const t = run("turn A | A: hand TST-102, memory 5 | B: TST-113[GEN-103]", "A plays TST-102");
    expect(interrupts(t)).toHaveLength(1);
    expect(t.final.areas.B).toMatchObject({ battle: [], hand: ["GEN-103"], trash: ["TST-113"] });
  });

  it("reduces an Option card's use cost only when its condition holds (9-1-6)", () => {
    const yes = run("turn A | A: TST-106, hand TST-114, memory 5", "A uses TST-114");
    expect(yes.final.memory).toEqual({ player: "A", value: 5 });
    const no = run("turn A | A: GEN-103, hand TST-114, memory 5", "A uses TST-114");
    expect(no.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("increases the opponent's digivolution cost, and not its owner's", () => {
    const opp = run(
      "turn A | A: TST-107, hand TST-108, deck 1, memory 5 | B: TST-115",
      "A digivolves TST-107 into TST-108",
    );
    expect(interrupts(opp).map((s) => s.card)).toEqual(["TST-107", "TST-115"]);
    expect(opp.final.memory).toEqual({ player: "A", value: 3 });
    const own = run(
      "turn B | A: GEN-203 | B: TST-107 TST-115, hand TST-108, deck 1, memory 5",
      "B digivolves TST-107 into TST-108",
    );
    expect(interrupts(own).map((s) => s.card)).toEqual(["TST-107"]);
    expect(own.final.memory).toEqual({ player: "B", value: 4 });
  });
});

describe("immediate-type effects: 'by an effect'", () => {
  it("keeps the Digimon an effect deletes, not the one that loses a battle", () => {
    const effect = run("turn A | A: hand TST-102, memory 5 | B: TST-116, security 1", "A plays TST-102");
    expect(effect.final.areas.B!.battle).toEqual(["TST-116"]);
    const battle = run("turn A | A: GEN-206 | B: TST-116(sus), security 1", "A attacks TST-116 with GEN-206");
    expect(interrupts(battle)).toHaveLength(0);
    expect(battle.final.areas.B!.trash).toEqual(["TST-116"]);
  });
});

describe("immediate-type effects: a reduction for each", () => {
  it("reduces the play cost by the count it names, and not at all when there is nothing to count", () => {
    const two = run("turn A | A: TST-106#a TST-106#b, hand TST-117, memory 5", "A plays TST-117");
    expect(two.final.memory).toEqual({ player: "A", value: 2 });
    const none = run("turn A | A: GEN-103, hand TST-117, memory 5", "A plays TST-117");
    expect(none.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("immediate-type effects: once per cause (15-8-5-4)", () => {
  it("does not activate again for the deletion its own cost causes", () => {
    const t = run("turn A | A: hand TST-102, memory 5 | B: TST-118", "A plays TST-102");
    expect(interrupts(t)).toHaveLength(1);
    expect(t.final.areas.B).toMatchObject({ battle: [], trash: ["TST-118"] });
  });
});

describe("immediate-type effects: multicolored cards", () => {
  it("reduces a digivolution into a multicolored card with one of the colours, not into a one-colour card", () => {
    const multi = run(
      "turn A | A: TST-119, hand TST-120, deck 1, memory 5",
      "A digivolves TST-119 into TST-120",
    );
    expect(multi.final.memory).toEqual({ player: "A", value: 3 });
    const mono = run(
      "turn A | A: TST-119, hand TST-109, deck 1, memory 5",
      "A digivolves TST-119 into TST-109",
    );
    expect(interrupts(mono)).toHaveLength(0);
    expect(mono.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("immediate-type effects: 'other' in a cost", () => {
  it("means other than the Digimon that would leave, and the effect does nothing without one", () => {
    const two = run(
      "turn A | A: hand TST-102, memory 5 | B: TST-121 TST-122#a TST-122#b",
      "A plays TST-102",
      "target TST-122#a",
    );
    expect(two.final.areas.B).toMatchObject({ battle: ["TST-121", "TST-122#a"], trash: ["TST-122"] });
    const one = run(
      "turn A | A: hand TST-102, memory 5 | B: TST-121 TST-122",
      "A plays TST-102",
      "target TST-122",
    );
    expect(interrupts(one)).toHaveLength(0);
    expect(one.final.areas.B!.trash).toEqual(["TST-122"]);
  });
});
