/** "2 of your opponent's Digimon get -1000 DP and gain <Security Attack -1>": the same 2 get both. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] Until the end of your opponent's turn, 2 of your opponent's Digimon get -1000 DP and gain <Security Attack -1>.";
const cards = `TST-341 "Sunray" digimon lv 4 6000 dp yellow cost 0 : ${TEXT}`;

describe("several Digimon chosen once for several changes", () => {
  it("turns the later change to the Digimon the first one chose", () => {
    const ops = compileText(TEXT).abilities[0]!.ops;
    expect(ops).toMatchObject([
      { op: "dp", target: { side: "opponent", count: 2 } },
      { op: "onReferent", chosenOnly: true, then: [{ op: "gainKeyword", target: "this" }] },
    ]);
  });

  it("gives both changes to the same Digimon and asks once", () => {
    const { trace, notes } = resolveDigimon({
      board: "A: hand TST-341, memory 3 | B: GEN-204 GEN-205 GEN-206",
      action: "A plays TST-341",
      choices: "target GEN-204 GEN-205; target GEN-206 GEN-205",
      cards,
    });
    const words = trace.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");
    expect(words).toMatch(/GEN-204[^\]]*\] gains <Security Attack -1>/);
    expect(words).toMatch(/GEN-205[^\]]*\] gains <Security Attack -1>/);
    expect(words).not.toMatch(/GEN-206[^\]]*\] gains/);
    expect(notes.join(" ")).toMatch(/was never asked for/);
  });
});
