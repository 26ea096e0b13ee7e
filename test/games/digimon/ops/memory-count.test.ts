/**
 * "for each memory your opponent has": the memory on the opponent's side of the gauge (4-1-4), none
 * while it is on one's own side.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, tamerOf } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-721",
    "[Main] By suspending this Tamer, 1 of your Digimon gains +1000 DP for the turn for each memory your opponent has.",
    tamerOf("Blue"),
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const dpOf = (t: ReturnType<typeof run>, card: string) =>
  t.final.details?.A?.find((d) => d.card === card)?.dp;

describe("a count of the opponent's memory", () => {
  it("adds 1000 DP for each memory on the opponent's side", () => {
    const t = run("turn A | A: TST-721 GEN-104 | B: GEN-203, memory 3", "A activates TST-721");
    expect(dpOf(t, "GEN-104")).toBe(8000);
  });

  it("adds nothing while the memory is on the player's own side", () => {
    const t = run("turn A | A: TST-721 GEN-104, memory 4 | B: GEN-203", "A activates TST-721");
    expect(dpOf(t, "GEN-104")).toBe(5000);
  });
});
