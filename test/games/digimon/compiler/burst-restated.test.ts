/** The older Burst line's "At the end of the burst digivolution turn, trash this Digimon's top card" restates 8-3-2-1. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

describe("the older Burst Digivolve line", () => {
  it("takes its restated end-of-turn rule into the requirement and reads the ability glued after it", () => {
    const out = compileText(
      "Burst Digivolve: 0 from [Alphamon] by returning 1 [Tamer Ken] to handAt the end of the burst digivolution turn, trash this Digimon's top card[When Digivolving] Gain 1 memory.",
    );
    expect(out.unread).toEqual([]);
    expect(out.requirements.map((r) => r.kind)).toEqual(["burst"]);
    expect(out.abilities.map((a) => a.timing)).toEqual(["whenDigivolving"]);
  });

  it("still reports other text glued after the line", () => {
    const out = compileText(
      "Burst Digivolve: 0 from [Alphamon] by returning 1 [Tamer Ken] to handAt the end of the turn, dance.",
    );
    expect(out.unread.length).toBeGreaterThan(0);
  });
});
