/**
 * "When you play a Digimon with [X] in its traits or place a [Y] in your battle area": the article
 * before the Option card's name, read as without it (4-28-1).
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72081", "Dragon Watcher", {
    effect:
      "[Your Turn] When you play a Digimon with [Dragons] in its traits or place a [Trial] in your battle area, gain 1 memory.",
  }),
  readRecord("TST-72082", "Dragon", { traits: ["Four Dragons"] }),
];
const { run } = recordRunner(CARDS);

describe("'or place a [Y] in your battle area'", () => {
  it("reads as the wording without the article", () => {
    const when = (t: string) => compileText(t, {}).abilities[0]?.when;
    expect(
      when(
        "[Your Turn] When you play a Digimon with [Dragons] in its traits or place a [Trial] in your battle area, gain 1 memory.",
      ),
    ).toEqual(
      when(
        "[Your Turn] When you play a Digimon with [Dragons] in its traits or place [Trial] in your battle area, gain 1 memory.",
      ),
    );
  });

  it("a play of such a Digimon triggers it", () => {
    const t = run("turn A | A: TST-72081, hand TST-72082, memory 10", "A plays TST-72082");
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });
});
