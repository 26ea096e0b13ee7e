/** "Choose 1 of each player's Digimon with the highest DP. Delete all other Digimon.": the chosen stay, all others go. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const EACH = "[On Play] Choose 1 of each player's Digimon with the highest DP. Delete all other Digimon.";
const BOTH = "[On Play] Choose 1 of both players' Digimon and delete all other Digimon.";
const registry = new CardRegistry([...bundledCards, testCard("TST-741", EACH), testCard("TST-742", BOTH)]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("keeping chosen Digimon and deleting all others", () => {
  it("reads the two sentences as one keep-and-delete", () => {
    expect(compileText(EACH, { code: "TST-741" }).abilities[0]!.ops).toEqual([
      {
        op: "deleteAllOther",
        keep: ["you", "opponent"].map((side) => ({
          side,
          count: 1,
          filter: { category: "Digimon", extreme: { by: "dp", which: "highest" } },
        })),
      },
    ]);
  });

  it("keeps each side's highest-DP Digimon, picked by the effect's player, and deletes the rest at once", () => {
    const t = run(
      "turn A | A: GEN-106 GEN-104, hand TST-741, memory 3 | B: GEN-105 GEN-205 GEN-103",
      "A plays TST-741",
      "target GEN-205",
    );
    const says = t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");
    expect(says).toMatch(/player A chooses \[GEN-106 [^\]]*\], \[GEN-205 [^\]]*\] to keep/);
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-106"] });
    expect([...t.final.areas.A!.trash!].sort()).toEqual(["GEN-104", "TST-741"]);
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-205"] });
    expect([...t.final.areas.B!.trash!].sort()).toEqual(["GEN-103", "GEN-105"]);
  });

  it("keeps one Digimon in all for '1 of both players' Digimon'", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-742, memory 3 | B: GEN-105",
      "A plays TST-742",
      "target GEN-105",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-105"], trash: [] });
  });
});
