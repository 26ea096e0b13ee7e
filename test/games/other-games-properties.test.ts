/**
 * Random boards and actions for Duel Masters and WIXOSS: every one ends in a trace or a clear
 * error, within the step budget, and the same input always gives the same trace.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { genericDmCards } from "../../src/games/duel-masters/cards.ts";
import { gameById } from "../../src/games/index.ts";
import { UserError } from "../../src/games/user-error.ts";
import { genericWxCards } from "../../src/games/wixoss/cards.ts";

function check(game: string, board: string, action: string): boolean {
  const g = gameById(game);
  let first;
  try {
    first = g.resolveText({ board, action });
  } catch (e) {
    if (e instanceof UserError) return false;
    throw new Error(`${game}: ${board} / ${action}: ${(e as Error).stack}`, { cause: e });
  }
  expect(first.trace.steps.length).toBeLessThan(10_000);
  expect(JSON.stringify(g.resolveText({ board, action }).trace)).toBe(JSON.stringify(first.trace));
  return true;
}

const dmCreatures = genericDmCards.filter((c) => c.type === "Creature" && !c.evolution).map((c) => c.code);
const dmSpells = genericDmCards.filter((c) => c.type === "Spell").map((c) => c.code);
const wxSigni = genericWxCards.filter((c) => c.type === "SIGNI").map((c) => c.code);
const wxLrig = genericWxCards.filter((c) => c.type === "LRIG").map((c) => c.code);
const wxSpells = genericWxCards.filter((c) => c.type === "Spell" || c.type === "ARTS").map((c) => c.code);

describe("Duel Masters on random boards", () => {
  it("resolves or refuses clearly, deterministically", () => {
    let resolved = 0;
    const side = fc.record({
      battle: fc.uniqueArray(fc.constantFrom(...dmCreatures), { maxLength: 3 }),
      shields: fc.integer({ min: 0, max: 3 }),
      deck: fc.integer({ min: 0, max: 3 }),
      hand: fc.array(fc.constantFrom(...dmCreatures, ...dmSpells), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(side, side, fc.nat(5), (a, b, pick) => {
        const text = (p: string, s: typeof a) =>
          `${p}: ${s.battle.join(" ")}, shield ${s.shields}, deck ${s.deck}${s.hand.length ? `, hand ${s.hand.join(" ")}` : ""}`;
        const board = `turn A | ${text("A", a)} | ${text("B", b)}`;
        const hand = a.hand[pick % Math.max(1, a.hand.length)];
        const attacker = a.battle[pick % Math.max(1, a.battle.length)];
        const actions = [
          hand && dmSpells.includes(hand) ? `A casts ${hand}` : hand ? `A summons ${hand}` : "A draws 1",
          attacker ? `A attacks B with ${attacker}` : "A draws 2",
        ];
        if (check("duel-masters", board, actions[pick % 2]!)) resolved += 1;
      }),
      { numRuns: 150, seed: 703 },
    );
    expect(resolved).toBeGreaterThan(40);
  });
});

describe("WIXOSS on random boards", () => {
  it("resolves or refuses clearly, deterministically", () => {
    let resolved = 0;
    const side = fc.record({
      lrig: fc.constantFrom(...wxLrig),
      signi: fc.uniqueArray(fc.constantFrom(...wxSigni), { maxLength: 3 }),
      hand: fc.array(fc.constantFrom(...wxSigni, ...wxSpells), { maxLength: 2 }),
      life: fc.integer({ min: 0, max: 3 }),
      deck: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(side, side, fc.nat(5), (a, b, pick) => {
        const text = (p: string, s: typeof a) =>
          `${p}: lrig ${s.lrig}${s.signi.length ? `, signi ${s.signi.join(" ")}` : ""}, life ${s.life}, deck ${s.deck}${s.hand.length ? `, hand ${s.hand.join(" ")}` : ""}`;
        const board = `turn A | ${text("A", a)} | ${text("B", b)}`;
        const hand = a.hand[pick % Math.max(1, a.hand.length)];
        const attacker = a.signi[pick % Math.max(1, a.signi.length)];
        const actions = [
          hand && wxSpells.includes(hand) ? `A uses ${hand}` : hand ? `A plays ${hand}` : "A draws 1",
          attacker ? `A attacks with ${attacker}` : "A draws 2",
        ];
        if (check("wixoss", board, actions[pick % 2]!)) resolved += 1;
      }),
      { numRuns: 150, seed: 1404 },
    );
    expect(resolved).toBeGreaterThan(40);
  });
});
