/**
 * [Breeding] effects (15-14-4-1): they trigger, activate and apply while their Digimon is in the
 * breeding area, and only there; an effect without the icon does none of that from the breeding
 * area (3-4-7-4). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-1961", "[Breeding] [Start of Your Main Phase] Gain 1 memory."),
  testCard("TST-1962", "[Start of Your Main Phase] Gain 1 memory."),
  testCard("TST-1963", "[Breeding] [Opponent's Turn] When an opponent's Digimon attacks, gain 2 memory."),
  testCard("TST-1964", "[Breeding] [All Turns] All of your Digimon get +2000 DP."),
  testCard("TST-1965", "[Breeding] [Main] Gain 3 memory."),
  testCard("TST-1966", "[Breeding] [When Digivolving] Gain 2 memory.", {
    level: 4,
    dp: 5000,
    digivolve: [{ level: 3, color: "Red", cost: 1 }],
  }),
  testCard("TST-1968", "[Breeding] [When Digivolving] This Digimon may move.", {
    level: 4,
    dp: 5000,
    digivolve: [{ level: 3, color: "Red", cost: 1 }],
  }),
  testCard(
    "TST-1967",
    "[Start of Your Main Phase] Move 1 level 3 or higher Digimon from your breeding area to your battle area.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join("\n")).join("\n");
function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("[Breeding] effects", () => {
  it("trigger at the start of the main phase from the breeding area only", () => {
    const main = (board: string) =>
      run(`turn A breeding | A: ${board}, memory 0 | B: GEN-103`, "A starts the main phase");
    expect(main("breeding TST-1961").final.memory).toEqual({ player: "A", value: 1 });
    expect(main("TST-1961").final.memory).toEqual({ player: "A", value: 0 });
    // Without the icon, an effect does not trigger in the breeding area (3-4-7-4).
    expect(main("breeding TST-1962").final.memory).toEqual({ player: "A", value: 0 });
    expect(main("TST-1962").final.memory).toEqual({ player: "A", value: 1 });
  });

  it("trigger on the opponent's turn from the breeding area", () => {
    const t = run(
      "turn B | A: breeding TST-1963, security 1 | B: GEN-103, memory 3",
      "B attacks A with GEN-103",
    );
    expect(texts(t)).toMatch(/TST-1963/);
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
    const battle = run("turn B | A: TST-1963, security 1 | B: GEN-103, memory 3", "B attacks A with GEN-103");
    expect(battle.final.memory).toEqual({ player: "B", value: 3 });
  });

  it("apply their persistent effects from the breeding area", () => {
    const dp = (board: string) =>
      run(`turn A | A: ${board} | B: GEN-103`, "A passes").final.details!.A!.find(
        (d) => d.card === "GEN-103",
      )!.dp;
    expect(dp("GEN-103, breeding TST-1964")).toBe(5000);
    expect(dp("GEN-103 TST-1964")).toBe(3000);
  });

  it("activate a [Breeding] [Main] effect in the breeding area, and not in the battle area", () => {
    const t = run("turn A | A: breeding TST-1965, memory 0 | B: GEN-103", "A activates TST-1965");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(errorOf(() => run("turn A | A: TST-1965, memory 0 | B: GEN-103", "A activates TST-1965"))).toMatch(
      /no \[Main\] effect/,
    );
  });

  it("trigger [Breeding] [When Digivolving] when digivolving in the breeding area", () => {
    const t = run(
      "turn A | A: breeding GEN-103, hand TST-1966, memory 3 | B: GEN-103",
      "A digivolves GEN-103 into TST-1966",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("'This Digimon may move': the Digimon in the breeding area moves to the battle area, if the player wants", () => {
    const board = "turn A | A: breeding GEN-103, hand TST-1968, memory 3 | B: GEN-103";
    const moved = run(board, "A digivolves GEN-103 into TST-1968");
    expect(moved.final.areas.A!.battle).toEqual(["TST-1968[GEN-103]"]);
    expect(moved.final.areas.A!.breeding).toEqual([]);
    const kept = run(board, "A digivolves GEN-103 into TST-1968", "no");
    expect(kept.final.areas.A!.breeding).toEqual(["TST-1968[GEN-103]"]);
  });

  it("fail to activate when the Digimon left the breeding area before (15-14-4-1, 15-4-4-3)", () => {
    const t = run(
      "turn A breeding | A: TST-1967, breeding TST-1961, memory 0 | B: GEN-103",
      "A starts the main phase",
      "order TST-1967",
    );
    expect(texts(t)).toMatch(/no longer in the breeding area/);
    expect(t.final.areas.A!.battle).toContain("TST-1961");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});
