/**
 * "You may add 2 [X] cards ... and play 1 [Y] among them": one "you may" over both picks, so the
 * player takes none, or as many of each as possible (official Q&A) - not just 1 of the 2.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-76005",
    "[On Play] Reveal the top 5 cards of your deck. You may add 2 cards with the [Zed] trait among them to the hand, and play 1 [Kiri] among them without paying the cost. Return the rest to the bottom of the deck.",
    { playCost: 3 },
  ),
  testCard("TST-76006", "", { traits: ["Zed"] }),
  testCard("TST-76007", "", { name: "Kiri" }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (choices: string) =>
  resolveDigimon(
    {
      board: "turn A | A: memory 5, deck TST-76006 TST-76006#b TST-76007 GEN-104 GEN-105 | B: GEN-104",
      action: "A plays TST-76005",
      choices,
    },
    registry,
  ).trace;
const area = (t: ReturnType<typeof run>, zone: string) => t.final.areas.A?.[zone] ?? [];

describe("one 'you may' over two reveal picks", () => {
  it("takes both cards of the first pick and plays the second", () => {
    const t = run("");
    expect(area(t, "hand").filter((c) => c.startsWith("TST-76006"))).toHaveLength(2);
    expect(area(t, "battle").some((c) => c.startsWith("TST-76007"))).toBe(true);
  });

  it("takes none of them when the player declines", () => {
    const t = run("no");
    expect(area(t, "hand")).toEqual([]);
    expect(area(t, "battle").some((c) => c.startsWith("TST-76007"))).toBe(false);
  });
});
