import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { testCard } from "../test-card.ts";
import { activated, recordRunner } from "../record-runner.ts";

// "When an effect trashes this card from the security stack": the card triggers in the trash
// (4-16-2), whoever's effect trashed it; a security check does not trash it.
const PLAY =
  "When an effect trashes this card from the security stack, you may play this card without paying the cost.";
const MAIN =
  "When an effect trashes this card from the security stack, activate this card's [Main] effect.[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.";
const OPTION = { category: "Option" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard("TST-4731", PLAY, { level: 4, dp: 4000 }),
  testCard("TST-4732", MAIN, OPTION),
  testCard("TST-4733", "[On Play] Trash the top card of your opponent's security stack."),
  testCard("TST-4734", "[On Play] Trash the top card of your security stack."),
];
const { run } = recordRunner(CARDS);

describe("a card that triggers when an effect trashes it from the security stack", () => {
  it("reads the trigger, and its [Main] activation runs only there", () => {
    const [trigger] = compileText(MAIN).abilities;
    expect(trigger!.when).toEqual({ on: "trashedSelf", from: "security", byEffect: "any" });
    expect(whyNotExecutable(trigger!, { security: 0 })).toBeNull();
    const elsewhere = compileText("[On Play] activate this card's [Main] effect.").abilities[0]!;
    expect(whyNotExecutable(elsewhere, { security: 0 })).toMatch(/not implemented/);
  });

  it("is played from the trash when the opponent's effect trashes it", () => {
    const t = run(
      "turn A | A: hand TST-4733 | B: GEN-203, security TST-4731",
      "A plays TST-4733",
      "TST-4731: yes",
    );
    expect(t.final.areas.B!.battle).toContain("TST-4731");
    expect(t.final.areas.B!.trash ?? []).not.toContain("TST-4731");
  });

  it("is played when its owner's effect trashes it too", () => {
    const t = run(
      "turn B | A: GEN-203 | B: hand TST-4734, security TST-4731",
      "B plays TST-4734",
      "TST-4731: yes",
    );
    expect(t.final.areas.B!.battle).toContain("TST-4731");
  });

  it("activates the trashed Option's [Main] effect from the trash", () => {
    const t = run("turn A | A: hand TST-4733, GEN-203 | B: GEN-205, security TST-4732", "A plays TST-4733");
    expect(activated(t, "TST-4732")).toBe(true);
    expect(t.final.areas.A!.trash).toContain("GEN-203");
    expect(t.final.areas.B!.trash).toEqual(["TST-4732"]);
  });

  it("does not trigger when a security check takes the card", () => {
    const t = run("turn A | A: GEN-106 | B: security TST-4731", "A attacks B with GEN-106", "TST-4731: yes");
    expect(activated(t, "TST-4731")).toBe(false);
    expect(t.final.areas.B!.battle ?? []).not.toContain("TST-4731");
  });
});
