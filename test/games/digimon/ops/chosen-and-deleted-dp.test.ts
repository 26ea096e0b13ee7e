/**
 * "You may choose 1 of your Digimon. Delete it and 1 of your opponent's Digimon with as much or
 * less DP as it.": both chosen, the second's DP at most the first's, then deleted at once. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const registry = new CardRegistry([
  ...bundledCards,
  testCard(
    "TST-74050",
    "[On Play] You may choose 1 of your Digimon. Delete it and 1 of your opponent's Digimon with as much or less DP as it.",
    { level: 4 },
  ),
]);
const run = (board: string, choices: string) =>
  resolveDigimon({ board, action: "A plays TST-74050", choices }, registry).trace;

describe("'Delete it and 1 of your opponent's Digimon with as much or less DP as it'", () => {
  it("deletes the chosen Digimon and one with DP at most its DP", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-74050, memory 3 | B: GEN-105 GEN-204",
      "target GEN-104; target GEN-204",
    );
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-105"], trash: ["GEN-204"] });
  });

  it("never offers one with more DP than the chosen", () => {
    const t = run("turn A | A: GEN-103, hand TST-74050, memory 3 | B: GEN-105", "target GEN-103");
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});
