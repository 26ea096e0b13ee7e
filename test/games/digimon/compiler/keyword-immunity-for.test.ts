/**
 * "<De-Digivolve> effects don't affect 1 of your Digimon until ...": the immunity said from the
 * effects' side compiles to what "isn't affected by <De-Digivolve> effects" does (15-15-5), whose
 * runs are tested with the restrictions.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const ops = (text: string) => {
  const out = compileText(text, { code: "TST-61831" });
  expect(out.unread).toEqual([]);
  return out.abilities.map((a) => a.ops);
};

describe("an immunity to <De-Digivolve> said from the effects' side", () => {
  it("is the same restriction, for the same duration", () => {
    expect(
      ops("[Main] <De-Digivolve> effects don't affect 1 of your Digimon until your opponent's turn ends."),
    ).toEqual(
      ops(
        "[Main] Until your opponent's turn ends, 1 of your Digimon isn't affected by <De-Digivolve> effects.",
      ),
    );
  });

  it("keeps 'your opponent's' as the opponent's effects only", () => {
    expect(
      ops(
        "[Main] Your opponent's <De-Digivolve> effects don't affect 1 of your [Knight] trait Digimon until their turn ends.",
      ),
    ).toEqual(
      ops(
        "[Main] 1 of your [Knight] trait Digimon isn't affected by your opponent's <De-Digivolve> effects until their turn ends.",
      ),
    );
  });

  it("is not read without a duration", () => {
    const out = compileText("[Main] <De-Digivolve> effects don't affect 1 of your Digimon.", {
      code: "TST-61831",
    });
    expect(out.unread.length).toBe(1);
  });
});
