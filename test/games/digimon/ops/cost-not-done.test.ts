/**
 * "By X, Y": when X is chosen but not carried out (the Digimon a cost deletes stays through an
 * immediate-type effect), Y does not happen (15-7-2; official Q&A on EX7-052, BT13-065).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-87001",
    "[Opponent's Turn] [Once Per Turn] When an opponent's Digimon attacks, by deleting 1 of your other Digimon, end the attack.",
  ),
  testCard("TST-87002", "<Armor Purge>", { level: 4, dp: 4000 }),
  testCard(
    "TST-87003",
    "[All Turns] When this Digimon would be deleted, by deleting 1 of your other Digimon, prevent that deletion.",
    { level: 4, dp: 4000 },
  ),
  testCard("TST-87004", "[Main] Delete 1 of your opponent's Digimon.", {
    category: "Option",
    level: undefined,
    dp: undefined,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const area = (t: ReturnType<typeof run>, who: string, where: "battle" | "security" | "trash") =>
  t.final.areas[who]![where];

describe("a cost whose deletion an immediate-type effect prevents", () => {
  it("does not end the attack when the Digimon it deletes stays", () => {
    const t = run(
      "turn B | A: TST-87001 TST-87002[GEN-103], security 2 | B: GEN-104, memory 5",
      "B attacks A with GEN-104",
      "yes; target TST-87002",
    );
    expect(area(t, "A", "battle")).toContain("GEN-103");
    expect(area(t, "A", "security")).toHaveLength(1);
  });

  it("ends the attack when the Digimon is deleted", () => {
    const t = run(
      "turn B | A: TST-87001 GEN-103, security 2 | B: GEN-104, memory 5",
      "B attacks A with GEN-104",
      "yes; target GEN-103",
    );
    expect(area(t, "A", "trash")).toContain("GEN-103");
    expect(area(t, "A", "security")).toHaveLength(2);
  });

  it("does not prevent a deletion when the Digimon its cost deletes stays", () => {
    // TST-87003 would be deleted: it tries to delete the other TST-87002, whose <Armor Purge> keeps it.
    const t = run(
      "turn B | A: TST-87003 TST-87002[GEN-103] | B: GEN-104, memory 9",
      "B uses TST-87004",
      "target TST-87003; yes; target TST-87002",
    );
    expect(area(t, "A", "trash")).toContain("TST-87003");
    expect(area(t, "A", "battle")).toContain("GEN-103");
  });
});
