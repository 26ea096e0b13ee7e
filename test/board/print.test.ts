import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AreaEntry, BoardAst, CardMark, CardRef, PlayerBoard } from "../../src/board/index.ts";
import { parseBoard, printBoard } from "../../src/board/index.ts";
import { stripPos, unwrap } from "./helpers.ts";

const POS = { line: 1, column: 1, offset: 0 };

describe("printBoard", () => {
  it("prints canonical one-line notation", () => {
    const text = "turn a\nA: BT4-048[bt2-021] ST3-07[ST3-04](SUS) BT4-097, security 3, memory 2\nb: bt2-070";
    expect(printBoard(unwrap(parseBoard(text)))).toBe(
      "turn A | A: BT4-048[BT2-021] ST3-07[ST3-04](sus) BT4-097, security 3, memory 2 | B: BT2-070",
    );
  });

  it("prints every kind of section so that it parses back", () => {
    const text =
      "A: hand, BT2-070#a[BT1-010, BT1-009(flag)](sus -3000 +0 +1000), deck BT1-001 4, security 0, " +
      "lasting BT4-106#x BT4-106, memory 0 | B:";
    const board = unwrap(parseBoard(text));
    const printed = printBoard(board);
    expect(printed).toBe(
      "A: hand 0, BT2-070#a[BT1-010 BT1-009(flag)](sus,-3000,+0,+1000), deck BT1-001 4, security 0, " +
        "memory 0, lasting BT4-106#x BT4-106 | B:",
    );
    expect(stripPos(unwrap(parseBoard(printed)))).toEqual(stripPos(board));
  });

  it("round-trips the example boards", () => {
    for (const text of [
      "A: BT4-048[BT2-021] ST3-07[ST3-04] BT4-097 | B: BT2-070",
      "turn A; A: BT5-045, hand BT5-035; B: BT4-060(-10000)",
      "turn B main; A: BT5-045; B: BT4-060",
      "turn A\nA: BT1-086 BT2-085, hand BT1-029, lasting BT1-086\nB: BT3-092[BT3-085], memory 0, lasting BT4-106",
      "A: BT2-070#a BT2-070#b(sus), trash BT1-057, security 5, deck 10",
      "A: bt4048 wxdi-p01-001 dm01-001 | B: battle BT1-001 3",
    ]) {
      const board = unwrap(parseBoard(text));
      const printed = printBoard(board);
      expect(stripPos(unwrap(parseBoard(printed))), printed).toEqual(stripPos(board));
      expect(printBoard(unwrap(parseBoard(printed)))).toBe(printed);
    }
  });

  it("round-trips random boards", () => {
    const code = fc
      .tuple(
        fc.constantFrom("BT", "ST", "EX", "P", "WX", "DM"),
        fc.integer({ min: 0, max: 24 }),
        fc.option(fc.constantFrom("P01", "01", "D1"), { nil: undefined }),
        fc.integer({ min: 1, max: 999 }),
      )
      .map(([set, n, middle, number]) => {
        const num = String(number).padStart(3, "0");
        return middle === undefined ? `${set}${n}-${num}` : `${set}${n}-${middle}-${num}`;
      });
    const mark: fc.Arbitrary<CardMark> = fc.oneof(
      fc.constant<CardMark>({ kind: "suspended", pos: POS }),
      fc
        .integer({ min: -1_000_000, max: 1_000_000 })
        .map((delta): CardMark => ({ kind: "dp", delta, pos: POS })),
      fc
        .stringMatching(/^[a-z][a-z0-9_-]{0,8}$/)
        .filter((name) => name !== "sus" && name !== "suspended")
        .map((name): CardMark => ({ kind: "flag", name, pos: POS })),
    );
    const simpleCard = (withMarks: boolean): fc.Arbitrary<CardRef> =>
      fc
        .record({
          code,
          label: fc.option(fc.stringMatching(/^[a-z0-9]{1,3}$/), { nil: undefined }),
          marks: withMarks ? fc.array(mark, { maxLength: 3 }) : fc.constant<CardMark[]>([]),
        })
        .map(({ code, label, marks }) => ({
          code,
          ...(label === undefined ? {} : { label }),
          under: [],
          marks,
          pos: POS,
        }));
    const fullCard: fc.Arbitrary<CardRef> = fc
      .tuple(simpleCard(true), fc.array(simpleCard(true), { maxLength: 3 }))
      .map(([top, under]) => ({ ...top, under }));
    const areaName = fc.oneof(
      fc.constantFrom("battle", "breeding", "hand", "trash", "security", "deck", "shields", "mana"),
      fc
        .stringMatching(/^[a-z][a-z_-]{0,8}$/)
        .filter((name) => !["memory", "lasting", "turn"].includes(name)),
    );
    const area: fc.Arbitrary<AreaEntry> = fc.record({
      area: areaName,
      cards: fc.array(fullCard, { maxLength: 4 }),
      count: fc.integer({ min: 0, max: 9 }),
      pos: fc.constant(POS),
    });
    const playerBody = fc.record({
      areas: fc.uniqueArray(area, { maxLength: 4, selector: (a) => a.area }),
      memory: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
      lasting: fc.array(simpleCard(false), { maxLength: 2 }),
    });
    const board: fc.Arbitrary<BoardAst> = fc
      .record({
        letters: fc.uniqueArray(fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), {
          minLength: 1,
          maxLength: 3,
        }),
        bodies: fc.array(playerBody, { minLength: 3, maxLength: 3 }),
        turn: fc.option(fc.nat(2), { nil: undefined }),
      })
      .map(({ letters, bodies, turn }) => {
        const players = letters.map((letter, i): PlayerBoard => {
          const { areas, memory, lasting } = bodies[i]!;
          return {
            player: letter,
            areas,
            ...(memory === undefined ? {} : { memory: { value: memory, pos: POS } }),
            lasting,
            pos: POS,
          };
        });
        const turnPlayer = turn === undefined ? undefined : letters[turn % letters.length];
        return { players, ...(turnPlayer === undefined ? {} : { turn: { player: turnPlayer, pos: POS } }) };
      });

    fc.assert(
      fc.property(board, (ast) => {
        const printed = printBoard(ast);
        const parsed = parseBoard(printed);
        if (!parsed.ok) throw new Error(`${parsed.error.message}\n${printed}`);
        expect(stripPos(parsed.value)).toEqual(stripPos(ast));
      }),
      { numRuns: 300 },
    );
  });
});
