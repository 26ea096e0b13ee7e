/**
 * An effect that has its player take a card meeting a condition from the hand may come up short:
 * the hand is private (3-1-2-2, 3-5-3), so the player need not take one even when they hold one.
 * The same wording as a cost is paid in full (15-7), and a pick any card fits stays as asked.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { explore } from "../../../../src/engine/explorer.ts";
import { testCard } from "../test-card.ts";

const VACCINE = "1 yellow card with the [Vaccine] trait from your hand at the bottom of your security stack";
const CARDS: CardDef[] = [
  testCard("TST-78001", `[On Play] Place ${VACCINE}.`),
  testCard("TST-78002", `[On Play] By placing ${VACCINE}, <Draw 1>.`),
  testCard("TST-78003", "[On Play] Trash 1 card in your hand."),
  testCard("TST-78004", "[On Play] Trash 1 yellow card in your hand."),
  testCard("TST-78010", "", { colors: ["Yellow"], traits: ["Vaccine"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof run>) => t.steps.map((x) => x.text).join("\n");
const area = (t: ReturnType<typeof run>, where: string) =>
  (t.final.areas.A as Record<string, string[]>)[where] ?? [];

const board = (card: string) =>
  `turn A | A: memory 5, hand ${card} TST-78010, deck GEN-104, security 2 | B: GEN-203`;

describe("a conditioned pick from the hand as an effect", () => {
  it("takes the card by default", () => {
    const t = run(board("TST-78001"), "A plays TST-78001");
    expect(area(t, "security")).toHaveLength(3);
    expect(area(t, "hand")).toEqual([]);
  });

  it("may be declined even though the player holds a fitting card", () => {
    const t = run(board("TST-78001"), "A plays TST-78001", "skip");
    expect(text(t)).toContain("player A chooses to place none (the hand is private, 3-1-2-2)");
    expect(area(t, "security")).toHaveLength(2);
    expect(area(t, "hand").join(" ")).toContain("TST-78010");
  });

  it("leaves both outcomes to the explorer", () => {
    const r = explore(
      (fallback) =>
        resolveDigimon({ board: board("TST-78001"), action: "A plays TST-78001", fallback }, registry).trace,
    );
    expect(r.complete).toBe(true);
    expect(r.outcomes).toHaveLength(2);
  });

  it("may be declined for a trash from the hand that names a kind of card", () => {
    const t = run(board("TST-78004"), "A plays TST-78004", "skip");
    expect(text(t)).toContain("player A chooses to trash none (the hand is private, 3-1-2-2)");
    expect(area(t, "hand").join(" ")).toContain("TST-78010");
  });
});

describe("the same pick paid as a cost", () => {
  it("is paid in full once the player chooses to pay it", () => {
    const t = run(board("TST-78002"), "A plays TST-78002", "yes, skip");
    expect(text(t)).not.toContain("chooses to place none");
    expect(area(t, "security")).toHaveLength(3);
    expect(text(t)).toContain("draws 1 card");
  });
});

describe("a pick from the hand that any card fits", () => {
  it("stays mandatory: nothing about it is hidden", () => {
    const t = run(
      `turn A | A: memory 5, hand TST-78003 TST-78010 GEN-104 | B: GEN-203`,
      "A plays TST-78003",
      "skip",
    );
    expect(text(t)).not.toContain("chooses to trash none");
    expect(area(t, "hand")).toHaveLength(1);
  });
});
