/**
 * The breeding phase (6-4-1): hatching from the Digi-Egg deck (4-18), moving a Digimon to the
 * battle area (4-17), digivolving in the breeding area, and what effects can't see there
 * (3-4-7); made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-881", "[Your Turn] When you play a Digimon, gain 1 memory."),
  testCard("TST-882", "[When Digivolving] Gain 2 memory.", {
    level: 4,
    dp: 5000,
    digivolve: [{ level: 3, color: "Red", cost: 1 }],
  }),
  testCard("TST-883", "[All Turns] When an opponent's Digimon digivolves, gain 1 memory."),
  testCard(
    "TST-884",
    "[Main] You can suspend this Tamer to hatch 1 Digi-Egg card to an empty space in your breeding area, or move 1 level 3 or higher Digimon from your breeding area to your battle area.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
  testCard(
    "TST-885",
    "[Your Turn] When one of your Digimon moves from the breeding area to the battle area, gain 2 memory.",
  ),
  testCard("TST-886", "[On Play] You may hatch in your breeding area."),
  testCard("TST-888", "[On Play] Return 1 card from your trash to the bottom of the deck."),
  testCard("TST-889", "[On Play] Return 1 of your opponent's Digimon to the hand."),
  // A Digi-Egg with DP, like those that stay in the battle area.
  testCard("TST-890", "", { category: "Digi-Egg", level: 2, dp: 15000 }),
  testCard(
    "TST-887",
    "[On Play] You may play 1 level 3 Digimon card from your hand to an empty space in your breeding area without paying the cost.",
    { level: 5, dp: 7000, colors: ["Green"] },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("the breeding phase", () => {
  it("hatches the top card of the Digi-Egg deck, then the main phase comes", () => {
    const t = run("turn A breeding; A: eggs GEN-002 1, deck 2 | B: GEN-103", "A hatches");
    expect(t.steps[0]!.rule).toBe("6-4-1-1");
    expect(t.final.areas.A!.breeding).toEqual(["GEN-002"]);
    expect(t.final.areas.A!.eggs).toEqual(["GEN-002"]);
    expect(t.steps.some((s) => /main phase begins/.test(s.text))).toBe(true);
  });

  it("refuses to hatch into a full breeding area, from an empty Digi-Egg deck, or outside the phase", () => {
    expect(errorOf(() => run("turn A breeding; A: breeding GEN-103, eggs 1", "A hatches"))).toMatch(
      /already holds.*4-18-3/,
    );
    expect(errorOf(() => run("turn A breeding; A: eggs 0", "A hatches"))).toMatch(/empty.*4-18-2/);
    expect(errorOf(() => run("turn A main; A: eggs 1", "A hatches"))).toMatch(/main phase.*6-4-1/);
    expect(errorOf(() => run("turn A breeding; B: eggs 1", "B hatches"))).toMatch(/only the turn player/);
    expect(errorOf(() => run("turn A breeding; A: eggs 2", "A hatches; A hatches"))).toMatch(
      /only as the one action of the breeding phase, and it is the main phase/,
    );
  });

  it("moving is not playing: no [When you play] trigger, and it keeps its orientation", () => {
    const t = run("turn A breeding; A: breeding GEN-103(sus), battle TST-881, memory 0", "A moves GEN-103");
    expect(t.final.areas.A!.battle).toEqual(["TST-881", "GEN-103(sus)"]);
    expect(t.final.areas.A!.breeding).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("a Digi-Egg has no DP and can't move; a card elsewhere can't either", () => {
    expect(errorOf(() => run("turn A breeding; A: breeding GEN-002", "A moves GEN-002"))).toMatch(/4-17-2/);
    expect(errorOf(() => run("turn A breeding; A: battle GEN-103", "A moves GEN-103"))).toMatch(
      /not in player A's breeding area/,
    );
  });

  it("the turn started in the same question stops at the breeding phase for a breeding action", () => {
    const t = run("turn A; A: breeding GEN-103, deck 2", "A starts the turn; A moves GEN-103");
    const texts = t.steps.map((s) => s.text).join("\n");
    expect(texts).toMatch(/Breeding phase: player A may hatch/);
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
  });

  it("with another action next, the breeding phase passes with nothing done", () => {
    const t = run("turn A breeding; A: breeding GEN-103, hand GEN-104, memory 5", "A starts the main phase");
    expect(t.final.areas.A!.breeding).toEqual(["GEN-103"]);
  });
});

describe("digivolving in the breeding area", () => {
  it("is allowed, and its [When Digivolving] effect does not trigger there (3-4-7-4)", () => {
    const t = run(
      "turn A main; A: breeding GEN-103, hand TST-882, memory 3, deck 2",
      "A digivolves GEN-103 into TST-882",
    );
    expect(t.final.areas.A!.breeding).toEqual(["TST-882[GEN-103]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("the opponent's trigger on digivolving does not see it (3-4-7-6)", () => {
    const t = run(
      "turn A main; A: breeding GEN-103, hand TST-882, memory 3, deck 2 | B: battle TST-883",
      "A digivolves GEN-103 into TST-882",
    );
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-883")).toBe(false);
  });
});

describe("effects that hatch or move", () => {
  it("a Tamer suspended to move the Digimon out of the breeding area, by effect", () => {
    const t = run("turn A main; A: breeding GEN-103, battle TST-884, memory 3", "A activates TST-884");
    expect(t.final.areas.A!.battle).toEqual(["TST-884(sus)", "GEN-103"]);
    expect(t.final.areas.A!.breeding).toEqual([]);
  });

  it("an effect hatches, and refuses with the rule when the breeding area is full", () => {
    const t = run("turn A main; A: hand TST-886, eggs GEN-002, memory 3", "A plays TST-886");
    expect(t.final.areas.A!.breeding).toEqual(["GEN-002"]);
    const full = run(
      "turn A main; A: hand TST-886, breeding GEN-103, eggs GEN-002, memory 3",
      "A plays TST-886",
    );
    expect(full.final.areas.A!.eggs).toEqual(["GEN-002"]);
    expect(full.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join(" ")).toMatch(
      /can't hatch.*4-18-3/,
    );
  });

  it("'When one of your Digimon moves from the breeding area' triggers on a move", () => {
    const t = run("turn A breeding; A: breeding GEN-103, battle TST-885, memory 0", "A moves GEN-103");
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-885")).toBe(true);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("a Digimon played into the breeding area this turn and moved out still can't attack (7-1-2-1)", () => {
    const errorText = errorOf(() =>
      run(
        "turn A main; A: hand TST-887 GEN-103, battle TST-884, memory 5 | B: security 1",
        "A plays TST-887; A activates TST-884; A attacks with GEN-103",
        "target GEN-103; yes",
      ),
    );
    expect(errorText).toMatch(/GEN-103.*was played this turn, so it can't attack/);
  });
});

describe("Digi-Egg cards sent to the deck or the hand (3-1-3-9)", () => {
  it("go to the Digi-Egg deck instead, from the trash or from the field", () => {
    const fromTrash = run(
      "turn A main; A: hand TST-888, trash GEN-002, eggs 0, deck 1, memory 3",
      "A plays TST-888",
    );
    expect(fromTrash.final.areas.A!.eggs).toEqual(["GEN-002"]);
    expect(fromTrash.final.areas.A!.deck).toHaveLength(1);
    const bounced = run(
      "turn A main; A: hand TST-889, memory 3 | B: battle TST-890, eggs 0",
      "A plays TST-889",
    );
    expect(bounced.final.areas.B!.eggs).toEqual(["TST-890"]);
    expect(bounced.final.areas.B!.hand).toEqual([]);
  });
});
