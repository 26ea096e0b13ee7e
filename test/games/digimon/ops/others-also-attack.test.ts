/**
 * "All of your Digimon with [X] in their names gain <Piercing> and can also attack unsuspended
 * Digimon", "all of your Digimon with <Retaliation> can also attack your opponent's unsuspended
 * level 4 or lower Digimon": a permission a persistent effect gives the Digimon it reaches. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74029",
    "[Your Turn] All of your Digimon with [Sister] in their names gain <Piercing> and can also attack unsuspended Digimon.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-74030", "", { name: "Sister Knight", level: 5, dp: 9000 }),
  testCard(
    "TST-74031",
    "[Your Turn] All of your Digimon with <Retaliation> can also attack your opponent's unsuspended level 4 or lower Digimon.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-74032", "<Retaliation>", { level: 5, dp: 9000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'can also attack unsuspended Digimon' given to others", () => {
  it("a Digimon it reaches attacks an unsuspended Digimon and has <Piercing>", () => {
    const t = run("turn A | A: TST-74029 TST-74030 | B: GEN-203", "A attacks GEN-203 with TST-74030");
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(t.final.details!.A!.find((d) => d.card.startsWith("TST-74030"))!.keywords).toContain("<Piercing>");
  });

  it("a Digimon it does not reach can't", () => {
    expect(() =>
      run("turn A | A: TST-74029 GEN-105 | B: GEN-203", "A attacks GEN-203 with GEN-105"),
    ).toThrow();
  });

  it("only targets that fit: level 4 or lower", () => {
    const t = run("turn A | A: TST-74031 TST-74032 | B: GEN-104", "A attacks GEN-104 with TST-74032");
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
    expect(() =>
      run("turn A | A: TST-74031 TST-74032 | B: GEN-105", "A attacks GEN-105 with TST-74032"),
    ).toThrow();
  });
});
