/** "Choose any number of ... whose play costs add up to N or less and delete them": a total of printed play costs. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Choose any number of your opponent's Digimon whose play costs add up to 12 or less and delete them.";
const registry = new CardRegistry([...bundledCards, testCard("TST-701", TEXT)]);
const run = (board: string, choices: string) =>
  resolveDigimon({ board, action: "A plays TST-701", choices }, registry).trace;

describe("deleting Digimon whose play costs add up to a total", () => {
  it("compiles to a total of play costs, not of DP", () => {
    expect(compileText(TEXT, { code: "TST-701" }).abilities[0]!.ops).toEqual([
      {
        op: "deleteUpToTotalDp",
        target: { side: "opponent", count: "all", filter: { category: "Digimon" } },
        maxTotal: 12,
        by: "playCost",
      },
    ]);
  });

  it("deletes the chosen Digimon while their play costs fit, whatever their DP", () => {
    // Play costs 7 (11000 DP) + 5 (5000 DP) = 12: both fit; the cost 4 one no longer does.
    const t = run(
      "turn A | A: hand TST-701, memory 3 | B: GEN-106 GEN-104 GEN-103",
      "target GEN-106; target GEN-104",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-103"] });
    expect([...t.final.areas.B!.trash!].sort()).toEqual(["GEN-104", "GEN-106"]);
  });

  it("never offers a Digimon whose play cost no longer fits", () => {
    const t = run(
      "turn A | A: hand TST-701, memory 3 | B: GEN-106 GEN-105",
      "target GEN-106; target GEN-105",
    );
    // 7 + 6 = 13 > 12: only the first is deleted, the second is never offered.
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-105"], trash: ["GEN-106"] });
  });
});
