import { describe, expect, it } from "vitest";
import { normalizeCardCode, parseBoard } from "../../src/board/index.ts";
import { card, stripPos, unwrap } from "./helpers.ts";

const parse = (text: string) => stripPos(unwrap(parseBoard(text)));
const battle = (...cards: unknown[]) => ({ area: "battle", cards, count: 0 });

describe("parseBoard: example boards", () => {
  it("parses battle areas with digivolution cards", () => {
    expect(parse("A: BT4-048[BT2-021] ST3-07[ST3-04] BT4-097 | B: BT2-070")).toEqual({
      players: [
        {
          player: "A",
          areas: [
            battle(
              card("BT4-048", { under: [card("BT2-021")] }),
              card("ST3-07", { under: [card("ST3-04")] }),
              card("BT4-097"),
            ),
          ],
          lasting: [],
        },
        { player: "B", areas: [battle(card("BT2-070"))], lasting: [] },
      ],
    });
  });

  it("parses a phase after the turn player", () => {
    expect(parse("turn B breeding | A: BT5-045")).toMatchObject({
      turn: { player: "B", phase: { name: "breeding" } },
    });
    expect(parse("turn A | A: BT5-045")).toMatchObject({ turn: { player: "A" } });
    expect(JSON.stringify(parse("turn A | A: BT5-045"))).not.toContain("phase");
  });

  it("parses the turn player, a hand and a DP change", () => {
    expect(parse("turn A; A: BT5-045, hand BT5-035; B: BT4-060(-10000)")).toEqual({
      turn: { player: "A" },
      players: [
        {
          player: "A",
          areas: [battle(card("BT5-045")), { area: "hand", cards: [card("BT5-035")], count: 0 }],
          lasting: [],
        },
        {
          player: "B",
          areas: [battle(card("BT4-060", { marks: [{ kind: "dp", delta: -10000 }] }))],
          lasting: [],
        },
      ],
    });
  });

  it("parses a multi-line board with memory and lasting cards", () => {
    const text =
      "turn A\nA: BT1-086 BT2-085, hand BT1-029, lasting BT1-086\nB: BT3-092[BT3-085], memory 0, lasting BT4-106";
    const board = unwrap(parseBoard(text));
    expect(stripPos(board)).toEqual({
      turn: { player: "A" },
      players: [
        {
          player: "A",
          areas: [
            battle(card("BT1-086"), card("BT2-085")),
            { area: "hand", cards: [card("BT1-029")], count: 0 },
          ],
          lasting: [card("BT1-086")],
        },
        {
          player: "B",
          areas: [battle(card("BT3-092", { under: [card("BT3-085")] }))],
          memory: { value: 0 },
          lasting: [card("BT4-106")],
        },
      ],
    });
    expect(board.players[1]?.pos).toEqual({ line: 3, column: 1, offset: 57 });
    expect(board.players[1]?.lasting[0]?.pos).toEqual({ line: 3, column: 40, offset: 96 });
  });

  it("parses labels, suspended cards and counts of unknown cards", () => {
    expect(parse("A: BT2-070#a BT2-070#b(sus), trash BT1-057, security 5, deck 10")).toEqual({
      players: [
        {
          player: "A",
          areas: [
            battle(
              card("BT2-070", { label: "a" }),
              card("BT2-070", { label: "b", marks: [{ kind: "suspended" }] }),
            ),
            { area: "trash", cards: [card("BT1-057")], count: 0 },
            { area: "security", cards: [], count: 5 },
            { area: "deck", cards: [], count: 10 },
          ],
          lasting: [],
        },
      ],
    });
  });
});

describe("parseBoard: details", () => {
  it("records 1-based columns and 0-based offsets", () => {
    const board = unwrap(parseBoard("turn B | A: BT4-048[BT2-021], memory 3 | B: hand 2"));
    expect(board.turn?.pos).toEqual({ line: 1, column: 1, offset: 0 });
    const a = board.players[0]!;
    expect(a.pos.column).toBe(10);
    expect(a.areas[0]?.cards[0]?.pos.column).toBe(13);
    expect(a.areas[0]?.cards[0]?.under[0]?.pos.column).toBe(21);
    expect(a.memory).toEqual({ value: 3, pos: { line: 1, column: 31, offset: 30 } });
    expect(board.players[1]?.areas[0]?.pos.column).toBe(45);
  });

  it("is case-insensitive and free with whitespace", () => {
    expect(parse("  TURN b ;a :bt4-048 [ bt2-021 , bt1-010 ] ( SUS , +1000 ) ,HAND 2;b:st1-01")).toEqual(
      parse("turn B; A: BT4-048[BT2-021 BT1-010](sus,+1000), hand 2; B: ST1-01"),
    );
  });

  it("accepts | ; and line breaks as separators, and blank statements", () => {
    const expected = parse("A: BT1-001 | B: BT1-002 | C: BT1-003");
    expect(parse("A: BT1-001; B: BT1-002\nC: BT1-003")).toEqual(expected);
    expect(parse("\r\n\nA: BT1-001 ;; B: BT1-002 |\n\n C: BT1-003\n")).toEqual(expected);
  });

  it("normalizes card codes", () => {
    expect(normalizeCardCode("bt4-048")).toBe("BT4-048");
    expect(normalizeCardCode("BT4048")).toBe("BT4-048");
    expect(normalizeCardCode("bt10112")).toBe("BT10-112");
    expect(normalizeCardCode("bt4-48")).toBe("BT4-48");
    expect(normalizeCardCode("P-001")).toBe("P-001");
    expect(normalizeCardCode("ex1-010")).toBe("EX1-010");
    expect(normalizeCardCode("WX01-001")).toBe("WX01-001");
    expect(normalizeCardCode("WXDi-P01-001")).toBe("WXDI-P01-001");
    expect(normalizeCardCode("DM-01-001")).toBe("DM-01-001");
    expect(normalizeCardCode("DM01-001")).toBe("DM01-001");
    expect(normalizeCardCode("hand")).toBeUndefined();
    expect(normalizeCardCode("by-effect")).toBeUndefined();
    expect(normalizeCardCode("ST307")).toBeUndefined();
    expect(normalizeCardCode("10")).toBeUndefined();
  });

  it("keeps unknown area names, lower case, for the game to validate", () => {
    expect(parse("A: SHIELDS 5, graveyard DM01-001, mana DM-01-002 DM-01-003 2")).toEqual({
      players: [
        {
          player: "A",
          areas: [
            { area: "shields", cards: [], count: 5 },
            { area: "graveyard", cards: [card("DM01-001")], count: 0 },
            { area: "mana", cards: [card("DM-01-002"), card("DM-01-003")], count: 2 },
          ],
          lasting: [],
        },
      ],
    });
  });

  it("reads listed cards then a count, and an explicit battle area", () => {
    expect(parse("A: deck BT1-010 BT1-011 3, battle BT1-001, breeding BT1-002")).toEqual({
      players: [
        {
          player: "A",
          areas: [
            { area: "deck", cards: [card("BT1-010"), card("BT1-011")], count: 3 },
            battle(card("BT1-001")),
            { area: "breeding", cards: [card("BT1-002")], count: 0 },
          ],
          lasting: [],
        },
      ],
    });
  });

  it("reads all kinds of marks, in either order with [...]", () => {
    expect(parse("A: BT4-048(suspended, -3000 +1000, By-Effect)[BT2-021(sus)]")).toEqual({
      players: [
        {
          player: "A",
          areas: [
            battle(
              card("BT4-048", {
                under: [card("BT2-021", { marks: [{ kind: "suspended" }] })],
                marks: [
                  { kind: "suspended" },
                  { kind: "dp", delta: -3000 },
                  { kind: "dp", delta: 1000 },
                  { kind: "flag", name: "by-effect" },
                ],
              }),
            ),
          ],
          lasting: [],
        },
      ],
    });
  });

  it("accepts a DP change of exactly one million and an empty player block", () => {
    expect(parse("A: BT1-001(-1000000) | B:")).toEqual({
      players: [
        {
          player: "A",
          areas: [battle(card("BT1-001", { marks: [{ kind: "dp", delta: -1000000 }] }))],
          lasting: [],
        },
        { player: "B", areas: [], lasting: [] },
      ],
    });
  });

  it("accepts exactly 400 cards", () => {
    expect(parseBoard("A: deck 399, hand BT1-001").ok).toBe(true);
    expect(parseBoard(`A: ${"BT1-001 ".repeat(200)}, hand ${"BT1-002 ".repeat(200)}`).ok).toBe(true);
  });
});
