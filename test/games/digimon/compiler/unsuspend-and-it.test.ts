/** "Unsuspend this Digimon and it gains <Blocker> ...": "it" is this Digimon, comma or not. */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-91010", "Standmon", {
    effect:
      "[When Attacking] Unsuspend this Digimon and it gains <Blocker> until the end of your opponent's turn.",
  }),
];
const { run } = recordRunner(CARDS);

describe("unsuspend this Digimon and it gains", () => {
  it("unsuspends the attacker and gives it <Blocker>", () => {
    const t = run("turn A | A: TST-91010 | B: GEN-104", "A attacks the player with TST-91010", "yes");
    const me = t.final.details?.A?.find((d) => d.card.startsWith("TST-91010"));
    expect(t.final.areas.A!.battle).toEqual(["TST-91010"]);
    expect(me?.keywords).toContain("<Blocker>");
  });
});
