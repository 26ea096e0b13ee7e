/** "yellow and/or red Tamer": a card of either colour (or both), as "yellow or red". */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] 1 of your opponent's Digimon gets -3000 DP for the turn for each yellow and/or red Tamer you have in play.";
const tamer = (code: string, color: "Yellow" | "Red" | "Blue") =>
  testCard(code, "", { category: "Tamer", colors: [color], level: undefined, dp: undefined });
const { run } = recordRunner([
  testCard("TST-6191", TEXT),
  tamer("TST-6192", "Yellow"),
  tamer("TST-6193", "Red"),
  tamer("TST-6194", "Blue"),
]);

describe('colours joined by "and/or"', () => {
  it("reads them as either colour", () => {
    expect(compileText(TEXT, { code: "TST" }).abilities[0]!.ops[0]).toMatchObject({
      op: "scaled",
      by: { filter: { colors: ["Yellow", "Red"], category: "Tamer" } },
    });
  });

  it("counts the yellow Tamer and the red one, not the blue one", () => {
    const t = run("turn A | A: hand TST-6191, TST-6192 TST-6193 TST-6194 | B: GEN-206", "A plays TST-6191");
    expect(t.final.details!.B!.find((d) => d.card === "GEN-206")!.dp).toBe(5000);
  });
});
