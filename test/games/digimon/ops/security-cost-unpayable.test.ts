/**
 * "You may trash the top card of your security stack to ...": a cost paid in full or not at all;
 * with no security card, the rest of the effect does not happen either (official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-76002",
    "[On Play] You may trash the top card of your security stack to have 1 of your opponent's Digimon get -2000 DP for the turn.",
    { playCost: 3 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-76002", choices: "yes; target GEN-104" }, registry).trace;
const dpOf = (t: ReturnType<typeof run>, card: string) =>
  t.final.details?.B?.find((d) => d.card === card)?.dp;

describe("a security-card cost that can't be paid", () => {
  it("gives no DP minus without a security card to trash", () => {
    const t = run("turn A | A: memory 5, security 0 | B: GEN-104");
    expect(dpOf(t, "GEN-104")).toBe(5000);
  });

  it("gives the DP minus when the card is trashed", () => {
    const t = run("turn A | A: memory 5, security 1 | B: GEN-104");
    expect(dpOf(t, "GEN-104")).toBe(3000);
  });
});
