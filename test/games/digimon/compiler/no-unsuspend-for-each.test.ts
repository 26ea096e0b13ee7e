/** "For each of this Digimon's face-down digivolution cards, 1 of your opponent's Digimon can't unsuspend until their turn ends": that many chosen. */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72049", "Holder", {
    effect:
      "[Main] For each of this Digimon's face-down digivolution cards, 1 of your opponent's Digimon can't unsuspend until their turn ends.",
  }),
];
const { run, stepsText } = recordRunner(CARDS);

describe("can't unsuspend, for each face-down digivolution card", () => {
  it("2 face-down cards: 2 of the opponent's Digimon can't unsuspend, the third can", () => {
    const t = run(
      "turn A | A: TST-72049[GEN-103(down) GEN-104(down) GEN-105] | B: GEN-103(sus) GEN-203(sus) GEN-303(sus)",
      "A activates TST-72049",
      "target GEN-103 GEN-203",
    );
    const text = stepsText(t);
    expect(text).toMatch(/GEN-103 [^\]]*\] can't unsuspend/);
    expect(text).toMatch(/GEN-203 [^\]]*\] can't unsuspend/);
    expect(text).not.toMatch(/GEN-303 [^\]]*\] can't unsuspend/);
  });
});
