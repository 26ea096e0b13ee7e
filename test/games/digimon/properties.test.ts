import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../src/games/digimon/model/cards/index.ts";
import { resolveDigimon } from "../../../src/games/digimon/input/resolve-text.ts";
import { UserError } from "../../../src/games/user-error.ts";
import { cardCount } from "./test-card.ts";

const codes = bundledCards.filter((c) => c.code !== "GEN-000").map((c) => c.code);
const digimon = bundledCards.filter((c) => c.category === "Digimon").map((c) => c.code);

const code = fc.constantFrom(...codes);
const stack = fc
  .tuple(
    fc.constantFrom(...digimon, "BT4-097", "BT1-086", "BT2-085"),
    fc.array(code, { maxLength: 2 }),
    fc.boolean(),
    fc.integer({ min: -8, max: 3 }),
  )
  .map(
    ([top, under, sus, dp]) =>
      `${top}${under.length ? `[${under.join(" ")}]` : ""}${sus || dp ? `(${[sus ? "sus" : "", dp ? `${dp * 1000 > 0 ? "+" : ""}${dp * 1000}` : ""].filter(Boolean).join(" ")})` : ""}`,
  );
const side = fc.record({
  battle: fc.array(stack, { maxLength: 4 }),
  hand: fc.array(code, { maxLength: 3 }),
  trash: fc.array(code, { maxLength: 3 }),
  security: fc.integer({ min: 0, max: 3 }),
  securityCards: fc.array(code, { maxLength: 2 }),
  deck: fc.integer({ min: 0, max: 3 }),
});

interface Side {
  battle: string[];
  hand: string[];
  trash: string[];
  security: number;
  securityCards: string[];
  deck: number;
}

function boardText(a: Side, b: Side, memory: number): string {
  const one = (p: string, s: Side, mem: string) =>
    [
      `${p}: ${s.battle.join(" ")}`,
      `hand ${s.hand.join(" ")}`,
      `trash ${s.trash.join(" ")}`,
      `security ${s.securityCards.join(" ")} ${s.security}`,
      `deck ${s.deck}`,
      mem,
    ]
      .filter((x) => !/^(hand|trash) $/.test(x) && x !== "")
      .join(", ")
      .replace(/^([AB]): ,/, "$1:");
  return `turn A | ${one("A", a, `memory ${memory}`)} | ${one("B", b, "")}`;
}

function boardCount(a: Side, b: Side): number {
  const one = (s: Side) =>
    s.battle.reduce((n, x) => n + 1 + (x.match(/\[([^\]]*)\]/)?.[1]?.split(" ").length ?? 0), 0) +
    s.hand.length +
    s.trash.length +
    s.security +
    s.securityCards.length +
    s.deck;
  return one(a) + one(b);
}

const topOf = (x: string) => x.split(/[[(]/)[0]!;

/** An action that names cards the board has, so most cases reach a real resolution. */
function actionFor(a: Side): fc.Arbitrary<string> {
  const tops = a.battle.map(topOf);
  const unique = tops.filter((t) => tops.indexOf(t) === tops.lastIndexOf(t));
  const options: fc.Arbitrary<string>[] = [
    fc.constantFrom(...digimon).map((c) => `A plays ${c}`),
    fc.constant("A starts the turn"),
  ];
  if (a.hand.length) options.push(fc.constantFrom(...a.hand).map((c) => `A plays ${c}`));
  if (a.hand.length) options.push(fc.constantFrom(...a.hand).map((c) => `A uses ${c}`));
  if (unique.length) {
    options.push(fc.constantFrom(...unique).map((c) => `A attacks with ${c}`));
    options.push(fc.constantFrom(...unique).map((c) => `A attacks B with ${c}`));
    options.push(
      fc
        .tuple(fc.constantFrom(...unique), fc.constantFrom(...digimon))
        .map(([x, y]) => `A digivolves ${x} into ${y}`),
    );
  }
  return fc.oneof(...options);
}

describe("Digimon resolutions on random boards", () => {
  it("end in a trace or a clear error, deterministically, conserving every card", () => {
    let resolved = 0;
    fc.assert(
      fc.property(
        side.chain((a) => fc.tuple(fc.constant(a), actionFor(a))),
        side,
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom("cr-4.2", "wiki-2022"),
        ([a, act], b, memory, edition) => {
          const board = boardText(a, b, memory);
          let first;
          try {
            first = resolveDigimon({ board, action: act, edition });
          } catch (e) {
            if (e instanceof UserError) return;
            throw new Error(`board ${board} / action ${act}: ${(e as Error).stack}`, { cause: e });
          }
          resolved += 1;
          const again = resolveDigimon({ board, action: act, edition });
          expect(JSON.stringify(again.trace)).toBe(JSON.stringify(first.trace));
          expect(first.trace.steps.length).toBeLessThan(10_000);
          const assumed = first.notes.some((n) => n.includes("taken as being there")) ? 1 : 0;
          expect(cardCount(first.trace.final), `${board} / ${act}`).toBe(boardCount(a, b) + assumed);
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
    // The property must be exercised on real resolutions, not only on refused input.
    expect(resolved).toBeGreaterThan(100);
  });
});
