/**
 * "[Security] If this card was face-up, ...": the checked card was face up in the security stack
 * before the check (3-7-4); and "[On Deletion] ... place this Digimon face up as the bottom
 * security card": the deleted card goes from the trash to the security stack (15-8-3-5). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordCard, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const RETURNS =
  "[On Deletion] If you have no red face-up security cards, place this Digimon face up as the bottom security card.";
const FACE_UP = "[Security] If this card was face-up, gain 2 memory.";

const { run } = recordRunner([
  testCard("TST-6351", RETURNS, {}, FACE_UP),
  testCard("TST-6352", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-6353", "", { dp: 6000 }),
]);

describe("reading 'this card was face-up' and 'place this Digimon face up'", () => {
  it("reads both", () => {
    expect(compileText(FACE_UP).abilities[0]!.ops).toEqual([
      { op: "if", cond: { is: "checkedFaceUp" }, then: [{ op: "memory", n: 2 }] },
    ]);
    expect(compileText(RETURNS).abilities[0]!.ops[0]).toMatchObject({
      op: "if",
      then: [{ op: "placeSelfInSecurity", at: "bottom", faceUp: true, digimon: true }],
    });
  });

  it("leaves 'place this Digimon face up' outside its own [On Deletion] not executable", () => {
    const out = recordCard("TST-6354", "Test TST-6354", {
      effect: "[When Attacking] Place this Digimon face up as the bottom security card.",
    });
    expect(out.unread).toEqual([]);
    expect(out.executable).toBe(false);
    expect(out.notExecutable.join(" ")).toMatch(/security stack outside/);
  });
});

describe("on a board", () => {
  it("the deleted Digimon goes face up to the bottom of the security stack", () => {
    const t = run(
      "turn A | A: hand TST-6352, memory 3, deck 2 | B: TST-6351, security GEN-103",
      "A plays TST-6352",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-103", "TST-6351(up)"]);
    expect(t.final.areas.B!.trash ?? []).toEqual([]);
  });

  it("not while a red card is face up in the security stack", () => {
    const t = run(
      "turn A | A: hand TST-6352, memory 3, deck 2 | B: TST-6351, security GEN-103(up)",
      "A plays TST-6352",
    );
    expect(t.final.areas.B!.trash).toEqual(["TST-6351"]);
  });

  it("a [Security] effect asks whether its card was face up before the check", () => {
    const check = (sec: string) =>
      run(
        `turn A | A: TST-6353, memory 0, deck 2 | B: security ${sec}, memory 0`,
        "A attacks B with TST-6353",
      ).final.memory;
    // The memory gauge is shared: B gaining 2 moves it to 2 on B's side.
    expect(check("TST-6351(up)")).toEqual({ player: "B", value: 2 });
    expect(check("TST-6351")).toEqual({ player: "A", value: 0 });
  });
});
