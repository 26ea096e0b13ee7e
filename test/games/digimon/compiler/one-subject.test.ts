/** "1 of your Digimon gets +1000 DP and <Blocker>": one Digimon, chosen once, gets both. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT = "[On Play] 1 of your Digimon gets +1000 DP and <Blocker> until the end of your opponent's turn.";
const cards = `TST-098 "Coach" tamer red cost 2 : ${TEXT}`;

describe("one subject with several changes", () => {
  it("turns the later changes to the Digimon the first one chose", () => {
    const ops = compileText(TEXT, { code: "TST-098" }).abilities[0]!.ops;
    expect(ops[0]).toMatchObject({ op: "dp", target: { side: "you", count: 1 } });
    expect(ops[1]).toMatchObject({
      op: "onReferent",
      referent: "it",
      chosenOnly: true,
      then: [{ op: "gainKeyword", target: "this" }],
    });
  });

  it("gives both to the Digimon chosen, and asks only once", () => {
    const { trace, notes } = resolveDigimon({
      board: "A: GEN-103 GEN-104, hand TST-098, memory 5 | B: GEN-204",
      action: "A plays TST-098",
      choices: "target GEN-104; target GEN-103",
      cards,
    });
    const words = trace.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");
    expect(words).toMatch(/GEN-104[^\]]*\] gets \+1000 DP/);
    expect(words).toMatch(/GEN-104[^\]]*\] gains <Blocker>/);
    expect(words).not.toMatch(/GEN-103[^\]]*\] gains/);
    // The second scripted target is left over: the effect chose once.
    expect(notes.join(" ")).toMatch(/"target GEN-103" was never asked for/);
  });

  it("changes nothing when there is no Digimon to choose, not this card", () => {
    const { trace } = resolveDigimon({
      board: "A: hand TST-098, memory 5 | B: GEN-204",
      action: "A plays TST-098",
      cards,
    });
    const words = trace.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");
    expect(words).not.toMatch(/gains <Blocker>/);
  });
});
