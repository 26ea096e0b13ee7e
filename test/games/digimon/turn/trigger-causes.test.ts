/**
 * "When ..." trigger conditions written in the card-text templates, compiled, put on a board
 * and resolved: each fires where its event happens and stays silent where it does not.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { testCard } from "../test-card.ts";
import { activated, recordRunner } from "../record-runner.ts";

/** A card whose inherited effect is `inherited`. */
function underCard(code: string, inherited: string): CardDef {
  const compiled = compileText(inherited, { code, part: "inherited" });
  expect(compiled.unread).toEqual([]);
  return { ...testCard(code, ""), inherited: compiled.abilities };
}

const CARDS = [
  testCard("TST-101", "[All Turns] When one of your Tamers becomes suspended, gain 1 memory.", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
  }),
  testCard("TST-102", "[On Play] Suspend 1 of your Tamers."),
  testCard("TST-103", "[All Turns] When an effect suspends one of your opponent's Digimon, gain 1 memory."),
  testCard("TST-104", "[On Play] Suspend 1 of your opponent's Digimon."),
  testCard("TST-105", "[Your Turn] When you use an Option card with a cost of 2 or more, gain 1 memory."),
  testCard("TST-106", "[Main] Gain 1 memory.", {
    category: "Option",
    playCost: 2,
    level: undefined,
    dp: undefined,
  }),
  testCard("TST-107", "[Main] Gain 1 memory.", {
    category: "Option",
    playCost: 1,
    level: undefined,
    dp: undefined,
  }),
  testCard("TST-108", "[Your Turn] When one of your effects trashes a card in your hand, gain 2 memory."),
  testCard("TST-109", "[On Play] Trash 1 card in your hand."),
  testCard("TST-110", "[On Play] Your opponent trashes 1 card in their hand."),
  testCard("TST-111", "[When Attacking] When this Digimon attacks a player, gain 1 memory."),
  testCard("TST-112", "[All Turns] When one of your yellow Digimon is deleted, gain 1 memory."),
  testCard("TST-113", "[Your Turn] When an effect plays one of your Digimon, gain 1 memory."),
  testCard(
    "TST-114",
    "[On Play] You may play 1 level 3 Digimon card from your hand without paying the cost.",
  ),
  testCard(
    "TST-115",
    "[All Turns] When this Digimon becomes unsuspended during your unsuspend phase, gain 1 memory.",
  ),
  testCard("TST-116", "[On Play] Unsuspend 1 of your Digimon."),
  testCard(
    "TST-117",
    "[Your Turn] When one of your Digimon digivolves into a yellow Digimon, gain 1 memory.",
  ),
  testCard("TST-118", "[Your Turn] When you play another Digimon by an effect, gain 1 memory."),
  testCard("TST-119", "[Your Turn] When a card is added to your security stack, gain 1 memory."),
  testCard("TST-120", "[On Play] <Recovery +1 (Deck)>"),
  testCard("TST-121", "[Your Turn] When a card is trashed from your deck, gain 1 memory."),
  testCard("TST-122", "[On Play] Trash the top 2 cards of your deck."),
  testCard(
    "TST-123",
    "[Your Turn] When you trash a digivolution card of 1 of your opponent's Digimon, gain 1 memory.",
  ),
  testCard("TST-124", "[On Play] Trash the bottom digivolution card of 1 of your opponent's Digimon."),
  testCard("TST-125", "[When Digivolving] When DNA digivolving, gain 1 memory.", {
    level: 4,
    digivolve: [{ level: 3, color: "Red", cost: 1 }],
    dna: {
      parts: [
        { level: 3, color: "Red" },
        { level: 3, color: "Yellow" },
      ],
      cost: 0,
    },
  }),
  testCard("TST-126", "[Your Turn] When this Digimon gets linked, gain 1 memory."),
  testCard(
    "TST-127",
    "[Your Turn] When one of your Digimon's effects adds cards to your hand, gain 1 memory.",
  ),
  testCard("TST-128", "[On Play] <Draw 1>"),
  testCard("TST-129", "[Main] <Draw 1>", { category: "Option", level: undefined, dp: undefined }),
  testCard("TST-130", "[All Turns] When an effect adds cards to your opponent's hand, gain 1 memory."),
  testCard("TST-131", "[On Play] Return 1 of your opponent's Digimon to the hand."),
  testCard("TST-132", "When this card is trashed from your deck, gain 1 memory."),
  testCard("TST-133", "When one of your effects trashes this card in your hand, gain 2 memory."),
  testCard("TST-134", "<Blocker>", { dp: 6000 }),
  testCard("TST-135", "[Your Turn] When this Digimon is blocked, gain 1 memory."),
  testCard("TST-136", "[All Turns] When attack targets change, gain 2 memory."),
  underCard("TST-137", "[Opponent's Turn] When an effect trashes this digivolution card, gain 1 memory."),
  underCard(
    "TST-138",
    "When effects trash this card from a [Rock] trait Digimon's digivolution cards, gain 1 memory.",
  ),
  testCard("TST-139", "", { level: 4, traits: ["Rock"] }),
  testCard("TST-140", "[On Play] Trash the bottom digivolution card of 1 of your Digimon."),
  testCard("TST-141", "[Your Turn] When this Digimon attacks your opponent's Digimon, gain 1 memory."),
  testCard(
    "TST-142",
    "[Trash] [Your Turn] When one of your Digimon digivolves into a yellow Digimon, gain 1 memory.",
  ),
  testCard("TST-143", "[Trash] [All Turns] When one of your Digimon is deleted, gain 1 memory."),
  testCard(
    "TST-144",
    "[Your Turn] When you play a Digimon with [Lion] in its name or [Beast] in its traits, gain 1 memory.",
  ),
  testCard("TST-145", "", { traits: ["Beast"] }),
  testCard(
    "TST-146",
    "[Your Turn] When you attack with a Digimon that has [Generic] in its name or is level 5 or higher, gain 1 memory.",
  ),
  testCard("TST-147", "[All Turns] When an opponent's Digimon is deleted, gain 1 memory."),
  testCard("TST-148", "[On Play] Delete 1 of your opponent's Tamers."),
];
const { run } = recordRunner(CARDS);
const memory = (t: ReturnType<typeof run>) => t.final.memory;
/** Whether the card's triggered effect activated. */

describe("compiled 'When ...' triggers in the engine", () => {
  it("fires when one of your Tamers becomes suspended, not when a Digimon does", () => {
    const yes = run("turn A | A: TST-101, hand TST-102 | B: GEN-203", "A plays TST-102");
    expect(yes.final.areas.A!.battle).toContain("TST-101(sus)");
    expect(memory(yes)).toEqual({ player: "A", value: 1 });
    const no = run("turn A | A: TST-101 GEN-104 | B: GEN-203(sus)", "A attacks GEN-203 with GEN-104");
    expect(memory(no)).toEqual({ player: "A", value: 0 });
  });

  it("tells a suspension by an effect from one by an attack", () => {
    const effect = run("turn A | A: TST-103, hand TST-104 | B: GEN-203", "A plays TST-104");
    expect(memory(effect)).toEqual({ player: "A", value: 1 });
    const attack = run("turn B | A: TST-103(sus) | B: GEN-204", "B attacks TST-103 with GEN-204");
    expect(attack.final.areas.B!.battle).toEqual(["GEN-204(sus)"]);
    expect(activated(attack, "TST-103")).toBe(false);
  });

  it("fires on an Option card used with a cost of 2 or more only", () => {
    const two = run("turn A | A: TST-105, hand TST-106, memory 5 | B: GEN-203", "A uses TST-106");
    // 5 - 2 (cost) + 1 ([Main]) + 1 (the trigger)
    expect(memory(two)).toEqual({ player: "A", value: 5 });
    const one = run("turn A | A: TST-105, hand TST-107, memory 5 | B: GEN-203", "A uses TST-107");
    expect(memory(one)).toEqual({ player: "A", value: 5 });
  });

  it("fires when your own effect trashes your hand, not the opponent's", () => {
    const mine = run("turn A | A: TST-108, hand TST-109 GEN-103 | B: GEN-203", "A plays TST-109");
    expect(mine.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(memory(mine)).toEqual({ player: "A", value: 2 });
    const theirs = run("turn A | A: TST-108, hand TST-110 | B: GEN-203, hand GEN-103", "A plays TST-110");
    expect(theirs.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(memory(theirs)).toEqual({ player: "A", value: 0 });
  });

  it("fires on an attack on the player, not on a Digimon", () => {
    const player = run("turn A | A: TST-111 | B: GEN-203, security 2", "A attacks B with TST-111");
    expect(memory(player)).toEqual({ player: "A", value: 1 });
    const digimon = run("turn A | A: TST-111 | B: GEN-203(sus)", "A attacks GEN-203 with TST-111");
    expect(memory(digimon)).toEqual({ player: "A", value: 0 });
  });

  it("fires when a Digimon that fits the filter is deleted", () => {
    const yellow = run("turn B | A: TST-112 GEN-203(sus) | B: GEN-105", "B attacks GEN-203 with GEN-105");
    expect(yellow.final.areas.A!.trash).toEqual(["GEN-203"]);
    expect(activated(yellow, "TST-112")).toBe(true);
    const red = run("turn B | A: TST-112 GEN-103(sus) | B: GEN-105", "B attacks GEN-103 with GEN-105");
    expect(red.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(activated(red, "TST-112")).toBe(false);
  });

  it("fires when an effect plays a Digimon, not when it is played from the hand", () => {
    const byEffect = run("turn A | A: TST-113, hand TST-114 GEN-103 | B: GEN-203", "A plays TST-114");
    expect(byEffect.final.areas.A!.battle).toContain("GEN-103");
    expect(memory(byEffect)).toEqual({ player: "A", value: 1 });
    const byHand = run("turn A | A: TST-113, hand GEN-103 | B: GEN-203", "A plays GEN-103");
    expect(activated(byHand, "TST-113")).toBe(false);
  });

  it("plays another Digimon by an effect: the player's own card does not count", () => {
    const t = run("turn A | A: hand TST-118 | B: GEN-203", "A plays TST-118");
    expect(memory(t)).toEqual({ player: "A", value: 0 });
    const other = run("turn A | A: TST-118, hand TST-114 GEN-103 | B: GEN-203", "A plays TST-114");
    expect(memory(other)).toEqual({ player: "A", value: 1 });
  });

  it("never fires an unsuspend-phase trigger in the main phase", () => {
    const t = run("turn A | A: TST-115(sus), hand TST-116 | B: GEN-203", "A plays TST-116");
    expect(t.final.areas.A!.battle).toContain("TST-115");
    expect(memory(t)).toEqual({ player: "A", value: 0 });
  });

  it("fires when a Digimon digivolves into a card that fits, not into one that does not", () => {
    const yellow = run(
      "turn A | A: TST-117 GEN-203, hand GEN-204, memory 5 | B: GEN-103",
      "A digivolves GEN-203 into GEN-204",
    );
    expect(activated(yellow, "TST-117")).toBe(true);
    const red = run(
      "turn A | A: TST-117 GEN-103, hand GEN-104, memory 5 | B: GEN-203",
      "A digivolves GEN-103 into GEN-104",
    );
    expect(red.final.areas.A!.battle).toContain("GEN-104[GEN-103]");
    expect(activated(red, "TST-117")).toBe(false);
  });

  it("fires when a card is placed in your security stack, not in the opponent's", () => {
    const mine = run("turn A | A: TST-119, hand TST-120, deck 2, security 1 | B: GEN-203", "A plays TST-120");
    expect(mine.final.areas.A!.security).toHaveLength(2);
    expect(activated(mine, "TST-119")).toBe(true);
    const empty = run(
      "turn A | A: TST-119, hand TST-120, deck 0, security 1 | B: GEN-203",
      "A plays TST-120",
    );
    expect(activated(empty, "TST-119")).toBe(false);
  });

  it("fires when cards are trashed from your deck, once for the one trashing", () => {
    const t = run("turn A | A: TST-121, hand TST-122, deck 3 | B: GEN-203", "A plays TST-122");
    expect(t.final.areas.A!.deck).toHaveLength(1);
    expect(t.steps.filter((s) => s.kind === "activate" && s.card === "TST-121")).toHaveLength(1);
    const empty = run("turn A | A: TST-121, hand TST-122, deck 0 | B: GEN-203", "A plays TST-122");
    expect(activated(empty, "TST-121")).toBe(false);
  });

  it("fires when your effect trashes an opponent's digivolution card", () => {
    const t = run("turn A | A: TST-123, hand TST-124 | B: GEN-204[GEN-203]", "A plays TST-124");
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(activated(t, "TST-123")).toBe(true);
    const none = run("turn A | A: TST-123, hand TST-124 | B: GEN-204", "A plays TST-124");
    expect(activated(none, "TST-123")).toBe(false);
  });

  it("reads 'When DNA digivolving' as a narrower [When Digivolving]: a plain digivolution does not fire it", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-125, memory 5 | B: GEN-203",
      "A digivolves GEN-103 into TST-125",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-125[GEN-103]"]);
    expect(activated(t, "TST-125")).toBe(false);
    const dna = run(
      "turn A | A: GEN-103 GEN-203, hand TST-125 | B: GEN-204",
      "A dna GEN-103 GEN-203 into TST-125",
    );
    expect(activated(dna, "TST-125")).toBe(true);
    const [ability] = compileText("[When Digivolving] When DNA digivolving, gain 1 memory.").abilities;
    expect(ability).toMatchObject({
      timing: "whenDigivolving",
      when: { on: "digivolved", self: true, dna: true },
    });
  });

  it("reads 'when this Digimon gets linked' as a link trigger, which playing a card does not fire", () => {
    const [ability] = compileText("[Your Turn] When this Digimon gets linked, gain 1 memory.").abilities;
    expect(ability!.when).toEqual({ on: "linked", side: "you", self: true });
    const t = run("turn A | A: TST-126, hand GEN-103, memory 5 | B: GEN-203", "A plays GEN-103");
    expect(activated(t, "TST-126")).toBe(false);
  });

  it("counts a draw by a Digimon's effect as adding cards to the hand, not one by an Option card", () => {
    const digimon = run("turn A | A: TST-127, hand TST-128, deck 2 | B: GEN-203", "A plays TST-128");
    expect(digimon.final.areas.A!.hand).toHaveLength(1);
    expect(activated(digimon, "TST-127")).toBe(true);
    const option = run("turn A | A: TST-127, hand TST-129, deck 2 | B: GEN-203", "A uses TST-129");
    expect(option.final.areas.A!.hand).toHaveLength(1);
    expect(activated(option, "TST-127")).toBe(false);
  });

  it("fires when an effect returns an opponent's Digimon to their hand, not when you draw", () => {
    const bounce = run("turn A | A: TST-130, hand TST-131 | B: GEN-203", "A plays TST-131");
    expect(bounce.final.areas.B!.hand).toEqual(["GEN-203"]);
    expect(activated(bounce, "TST-130")).toBe(true);
    const draw = run("turn A | A: TST-130, hand TST-128, deck 2 | B: GEN-203", "A plays TST-128");
    expect(activated(draw, "TST-130")).toBe(false);
  });

  it("triggers a card trashed from the deck from the trash (4-16-2)", () => {
    const top = run("turn A | A: hand TST-122, deck TST-132 GEN-103 GEN-104 | B: GEN-203", "A plays TST-122");
    expect(top.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-132", "GEN-103"]));
    expect(activated(top, "TST-132")).toBe(true);
    expect(memory(top)).toEqual({ player: "A", value: 1 });
    const third = run(
      "turn A | A: hand TST-122, deck GEN-103 GEN-104 TST-132 | B: GEN-203",
      "A plays TST-122",
    );
    expect(activated(third, "TST-132")).toBe(false);
  });

  it("triggers a card trashed from the hand by its owner's effect, not by the opponent's", () => {
    const own = run("turn A | A: hand TST-109 TST-133 | B: GEN-203", "A plays TST-109");
    expect(own.final.areas.A!.trash).toEqual(["TST-133"]);
    expect(memory(own)).toEqual({ player: "A", value: 2 });
    const theirs = run("turn B | A: GEN-203, hand TST-133 | B: hand TST-110", "B plays TST-110");
    expect(theirs.final.areas.A!.trash).toEqual(["TST-133"]);
    expect(activated(theirs, "TST-133")).toBe(false);
  });

  it("a block switches the attack target (12-1-7, Q1519): both triggers fire, and neither without a block", () => {
    const board = "turn A | A: TST-135 TST-136 | B: TST-134, security 2";
    const blocked = run(board, "A attacks B with TST-135", "target TST-134");
    expect(activated(blocked, "TST-135")).toBe(true);
    expect(activated(blocked, "TST-136")).toBe(true);
    const open = run(board, "A attacks B with TST-135");
    expect(activated(open, "TST-135")).toBe(false);
    expect(activated(open, "TST-136")).toBe(false);
  });

  it("triggers a digivolution card an effect trashes, from the trash, in its owner's opponent's turn", () => {
    const t = run("turn A | A: hand TST-124 | B: GEN-204[TST-137]", "A plays TST-124");
    expect(t.final.areas.B!.trash).toEqual(["TST-137"]);
    expect(activated(t, "TST-137")).toBe(true);
    const own = run("turn B | A: GEN-203 | B: GEN-204[TST-137], hand TST-140", "B plays TST-140");
    expect(own.final.areas.B!.trash).toEqual(["TST-137"]);
    expect(activated(own, "TST-137")).toBe(false);
  });

  it("triggers a trashed digivolution card only from under a Digimon that fits", () => {
    const rock = run("turn A | A: hand TST-124 | B: TST-139[TST-138]", "A plays TST-124");
    expect(activated(rock, "TST-138")).toBe(true);
    const plain = run("turn A | A: hand TST-124 | B: GEN-204[TST-138]", "A plays TST-124");
    expect(plain.final.areas.B!.trash).toEqual(["TST-138"]);
    expect(activated(plain, "TST-138")).toBe(false);
  });

  it("fires on an attack on a Digimon, not on the player", () => {
    const digimon = run("turn A | A: TST-141 | B: GEN-203(sus)", "A attacks GEN-203 with TST-141");
    expect(activated(digimon, "TST-141")).toBe(true);
    const player = run("turn A | A: TST-141 | B: GEN-203, security 2", "A attacks B with TST-141");
    expect(activated(player, "TST-141")).toBe(false);
  });

  it("triggers a [Trash] effect of a card in the trash, not of one in the hand", () => {
    const action = "A digivolves GEN-203 into GEN-204";
    const trash = run("turn A | A: GEN-203, trash TST-142, hand GEN-204, memory 5 | B: GEN-103", action);
    expect(activated(trash, "TST-142")).toBe(true);
    const hand = run("turn A | A: GEN-203, hand TST-142 GEN-204, memory 5 | B: GEN-103", action);
    expect(activated(hand, "TST-142")).toBe(false);
  });

  it("does not trigger a [Trash] effect on the card's own way to the trash", () => {
    const other = run(
      "turn B | A: GEN-203(sus), trash TST-143 | B: GEN-104",
      "B attacks GEN-203 with GEN-104",
    );
    expect(other.final.areas.A!.trash).toEqual(["TST-143", "GEN-203"]);
    expect(activated(other, "TST-143")).toBe(true);
    const itself = run("turn B | A: TST-143(sus) | B: GEN-104", "B attacks TST-143 with GEN-104");
    expect(itself.final.areas.A!.trash).toEqual(["TST-143"]);
    expect(activated(itself, "TST-143")).toBe(false);
  });

  it("counts [Trash] 'When ...' effects as run, [Hand] ones still not", () => {
    const text = (zone: string) =>
      `[${zone}] [Your Turn] When one of your Digimon is deleted, gain 1 memory.`;
    const [trash] = compileText(text("Trash")).abilities;
    expect(whyNotExecutable(trash!, { security: 0 })).toBeNull();
    const [hand] = compileText(text("Hand")).abilities;
    expect(whyNotExecutable(hand!, { security: 0 })).toContain("cards in the hand");
  });

  it("reads 'with [X] in its name or [Y] in its traits' as either", () => {
    const trait = run("turn A | A: TST-144, hand TST-145 | B: GEN-203", "A plays TST-145");
    expect(activated(trait, "TST-144")).toBe(true);
    const neither = run("turn A | A: TST-144, hand GEN-103, memory 5 | B: GEN-203", "A plays GEN-103");
    expect(activated(neither, "TST-144")).toBe(false);
  });

  it("reads 'a Digimon that has [X] in its name or is level N or higher' as either", () => {
    const named = run("turn A | A: TST-146 GEN-103 | B: GEN-203, security 1", "A attacks B with GEN-103");
    expect(activated(named, "TST-146")).toBe(true);
    const neither = run("turn A | A: TST-146 TST-141 | B: GEN-203, security 1", "A attacks B with TST-141");
    expect(activated(neither, "TST-146")).toBe(false);
  });

  it("does not take a deleted Tamer for a deleted Digimon", () => {
    const t = run("turn A | A: TST-147, hand TST-148 | B: TST-101", "A plays TST-148");
    expect(t.final.areas.B!.trash).toEqual(["TST-101"]);
    expect(activated(t, "TST-147")).toBe(false);
  });

  it.each([
    ["your security is reduced", { on: "securityRemoved", side: "you" }],
    ["a card is trashed from your hand", { on: "handTrashed", side: "you" }],
    ["a card in your opponent's deck is trashed", { on: "deckTrashed", side: "opponent" }],
    ["one of your Digimon's attack targets is switched", { on: "targetSwitched", side: "you" }],
    [
      "one of your Digimon moves from the breeding area to the battle area",
      { on: "movedToBattle", side: "you", filter: { category: "Digimon" } },
    ],
    ["you hatch in the breeding area", { on: "notSimulated", step: "hatch" }],
    ["effects trashes cards from your deck", { on: "deckTrashed", side: "you" }],
    [
      "Digimon attack players",
      { on: "attacks", side: "any", filter: { category: "Digimon" }, target: "player" },
    ],
    [
      "any Digimon are played or digivolve",
      {
        on: "any",
        of: [
          { on: "played", side: "any", filter: { category: "Digimon" } },
          { on: "digivolved", side: "any", filter: { category: "Digimon" } },
        ],
      },
    ],
  ])("reads 'When %s'", (clause, when) => {
    const { abilities, unread } = compileText(`[Your Turn] When ${clause}, gain 1 memory.`);
    expect(unread).toEqual([]);
    expect(abilities[0]!.when).toEqual(when);
  });
});
