/**
 * "If there are 2 or more cards with [X] in their names in your trash", "if there's a card with
 * [X] in its name in your trash": matching cards in that player's trash.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-91020", "Countmon", {
    effect: "[On Play] If there are 2 or more cards with [Vamp] in their names in your trash, gain 2 memory.",
  }),
  readRecord("TST-91021", "Onemon", {
    effect: "[On Play] If there's a card with [Vamp] in its name in your trash, gain 1 memory.",
  }),
  readRecord("TST-91022", "Vampmon", { level: 3 }),
];
const { run } = recordRunner(CARDS);
const memoryOf = (t: ReturnType<typeof run>) => t.final.memory?.value;

describe("'there are N or more ... in your trash'", () => {
  it("counts the matching cards in the player's trash", () => {
    const two = run(
      "turn A | A: GEN-104, hand TST-91020, trash TST-91022 TST-91022, memory 6 | B: GEN-104",
      "A plays TST-91020",
    );
    expect(memoryOf(two)).toBe(2);
    const one = run(
      "turn A | A: GEN-104, hand TST-91020, trash TST-91022, memory 6 | B: GEN-104",
      "A plays TST-91020",
    );
    expect(memoryOf(one)).toBe(0);
  });

  it("'there's a card ...' needs one", () => {
    const yes = run(
      "turn A | A: GEN-104, hand TST-91021, trash TST-91022, memory 6 | B: GEN-104",
      "A plays TST-91021",
    );
    expect(memoryOf(yes)).toBe(1);
    const no = run(
      "turn A | A: GEN-104, hand TST-91021, trash GEN-104, memory 6 | B: GEN-104",
      "A plays TST-91021",
    );
    expect(memoryOf(no)).toBe(0);
  });
});
