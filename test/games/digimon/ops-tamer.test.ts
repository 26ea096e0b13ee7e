/**
 * Tamer costs and the cards under Tamers: Tamer cards written in the card-text templates,
 * compiled, put on a board and resolved.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../src/games/digimon/cards/index.ts";
import { CardRegistry } from "../../../src/games/digimon/registry.ts";
import { resolveDigimon } from "../../../src/games/digimon/resolve-text.ts";
import { testCard } from "./test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-201",
    "[Main] By suspending this Tamer, you may return 1 Digimon card from your trash to the hand.",
    tamer,
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("Tamer costs (15-7)", () => {
  it("pays 'by suspending this Tamer', then asks the 'you may' of what follows", () => {
    const t = run("turn A | A: TST-201, trash GEN-103", "A activates TST-201");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-201(sus)"], hand: ["GEN-103"], trash: [] });
    const declined = run("turn A | A: TST-201, trash GEN-103", "A activates TST-201", "yes; no");
    expect(declined.final.areas.A).toMatchObject({ battle: ["TST-201(sus)"], trash: ["GEN-103"] });
  });
});
