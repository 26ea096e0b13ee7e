import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { testCard, testOption } from "../test-card.ts";
import { activated, recordRunner } from "../record-runner.ts";

// After a trigger about this card being trashed, "it" is this card in the trash (4-16-2); such a
// card from the security stack may run its own [Security] effects there.
const BACK = "When this card is trashed from your deck, return it to your hand.";
const UNDER =
  "When you trash this card in your hand using one of your effects, you may place it under 1 of your purple Digimon at the bottom of its digivolution cards.";
const SEC_OWN =
  "When an effect trashes this card from the security stack, activate its [Security] effects.[Main] Gain 1 memory.";
const CARDS = [
  testOption("TST-4751", BACK),
  testCard("TST-4752", UNDER, { colors: ["Purple"], level: 4 }),
  testCard("TST-4753", "[On Play] Trash the top 2 cards of your deck."),
  testCard("TST-4754", "[On Play] Trash 1 card in your hand."),
  testCard("TST-4755", "[On Play] Trash the top card of your opponent's security stack."),
  testCard("TST-4757", "", { colors: ["Purple"], level: 4, dp: 4000 }),
  testCard(
    "TST-4756",
    SEC_OWN,
    { category: "Option", level: undefined, dp: undefined },
    "[Security] Gain 2 memory.",
  ),
];
const { run } = recordRunner(CARDS);

describe("'it' after a trigger about this card being trashed", () => {
  it("reads 'it' as this card", () => {
    const [back] = compileText(BACK).abilities;
    expect(back!.ops).toEqual([{ op: "returnSelfToHand" }]);
    expect(whyNotExecutable(back!, { security: 0 })).toBeNull();
    // Outside such a trigger, "it" is not this card.
    expect(compileText("[On Play] Return it to your hand.").unread).toHaveLength(1);
    const [under] = compileText(UNDER).abilities;
    expect(under!.ops).toEqual([
      {
        op: "placeSelfUnder",
        onto: { side: "you", count: 1, filter: { colors: ["Purple"], category: "Digimon" } },
      },
    ]);
    expect(whyNotExecutable(under!, { security: 0 })).toBeNull();
  });

  it("returns the card trashed from the deck to the hand", () => {
    const t = run("turn A | A: hand TST-4753, deck TST-4751 GEN-203 | B: GEN-205", "A plays TST-4753");
    expect(t.final.areas.A!.hand).toContain("TST-4751");
    expect(t.final.areas.A!.trash).toEqual(["GEN-203"]);
  });

  it("places the card trashed from the hand under a purple Digimon as its bottom card", () => {
    const t = run(
      "turn A | A: hand TST-4754 TST-4752, TST-4757 [GEN-203] | B: GEN-205",
      "A plays TST-4754",
      "TST-4752: yes",
    );
    const host = t.final.areas.A!.battle!.find((x) => x.startsWith("TST-4757"));
    // Top first: the trashed card is now the bottom digivolution card.
    expect(host).toBe("TST-4757[GEN-203 TST-4752]");
    expect(t.final.areas.A!.trash ?? []).not.toContain("TST-4752");
  });
});

describe("activating this card's [Security] effects from the trash", () => {
  it("runs only after this card is trashed from the security stack", () => {
    const [trigger] = compileText(SEC_OWN).abilities;
    expect(trigger!.ops).toEqual([{ op: "activateSecurity" }]);
    expect(whyNotExecutable(trigger!, { security: 0 })).toBeNull();
    const elsewhere = compileText("[On Play] Activate this card's [Security] effects.").abilities[0]!;
    expect(whyNotExecutable(elsewhere, { security: 0 })).toMatch(/not implemented/);
  });

  it("gains the [Security] effect's memory when the opponent's effect trashes it", () => {
    const t = run("turn A | A: hand TST-4755, memory 3 | B: GEN-205, security TST-4756", "A plays TST-4755");
    expect(activated(t, "TST-4756")).toBe(true);
    expect(t.final.areas.B!.trash).toEqual(["TST-4756"]);
    // A paid 0 for the test Digimon; B's [Security] effect gives B 2 memory: the gauge moves to A's 1.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});
