import { describe, expect, it } from "vitest";
import { formatBoardError, parseBoard } from "../../src/board/index.ts";
import { errorOf } from "./helpers.ts";

/** The error for `text`, checked to name its column (and line when multi-line). */
function boardError(text: string) {
  const error = errorOf(parseBoard(text));
  const where = text.includes("\n")
    ? `line ${error.pos.line}, column ${error.pos.column}`
    : `column ${error.pos.column}`;
  expect(error.message).toContain(where);
  return error;
}

describe("parseBoard errors", () => {
  it("rejects empty text", () => {
    for (const text of ["", "   ", "\n\n", " ; | "]) {
      expect(errorOf(parseBoard(text)).message).toMatch(/^The board is empty/);
    }
  });

  it("rejects a board with a turn but no player", () => {
    expect(boardError("turn A").message).toMatch(/no player block/);
  });

  it("rejects text over 8,000 characters", () => {
    const text = `A: ${"BT1-001 ".repeat(1000)}`;
    const error = errorOf(parseBoard(text));
    expect(error.message).toMatch(/too long: 8003 characters.*at most 8000/);
    expect(error.pos.offset).toBe(8000);
  });

  it("rejects more than 400 cards, counting cards under others and counts", () => {
    expect(boardError(`A: ${"BT1-001 ".repeat(401)}`)).toMatchObject({
      token: "BT1-001",
      pos: { column: 3 + 400 * 8 + 1 },
    });
    expect(boardError("A: BT1-001[BT1-002], deck 399").message).toMatch(/Too many cards at column 27: .*400/);
    expect(boardError("A: deck 99999999999999999999999").message).toMatch(/Too many cards/);
  });

  it("rejects DP changes beyond one million", () => {
    const error = boardError("A: BT4-048(-1000001)");
    expect(error).toMatchObject({ token: "-1000001", pos: { column: 12 } });
    expect(error.message).toMatch(/out of range/);
    expect(boardError("A: BT4-048(+99999999999999999999)").message).toMatch(/out of range/);
  });

  it("names an invalid character and its column", () => {
    expect(boardError("A: BT4-048 @").message).toBe(
      'Unexpected character "@" at column 12: only letters, digits, spaces and the symbols : , # [ ] ( ) + - | ; are allowed.',
    );
    expect(boardError("A: BT4-048\nB: BT2%070")).toMatchObject({ token: "%", pos: { line: 2, column: 7 } });
    expect(boardError("A: 😀").message).toMatch(/^Unexpected character "😀" at column 4/);
    expect(boardError("A:\u0007").message).toMatch(/^Unexpected character U\+0007 at column 3/);
  });

  it("rejects a second block for the same player, at the second", () => {
    const error = boardError("A: BT1-001 | B: BT1-002 | a: BT1-003");
    expect(error).toMatchObject({ token: "a", pos: { column: 27 } });
    expect(error.message).toMatch(/^Duplicate block for player A at column 27/);
  });

  it("rejects a duplicate area, memory or lasting section", () => {
    expect(boardError("A: hand 1, trash, HAND 2")).toMatchObject({ token: "HAND", pos: { column: 19 } });
    expect(boardError("A: BT1-001, hand, BT1-002").message).toMatch(
      /battle area of player A is listed twice at column 19/,
    );
    expect(boardError("A: battle BT1-001, BT1-002").message).toMatch(/listed twice at column 20/);
    expect(boardError("A: memory 1, memory 2").message).toMatch(/given twice at column 14/);
    expect(boardError("A: lasting BT1-001, lasting BT1-002").message).toMatch(/listed twice at column 21/);
  });

  it("rejects memory outside 0..10", () => {
    expect(boardError("A: memory 11").message).toBe(
      'Memory "11" is out of range at column 11: memory is a number from 0 to 10.',
    );
    expect(boardError("A: memory -1").message).toMatch(/out of range at column 11/);
    expect(boardError("A: memory").message).toMatch(/expected a number from 0 to 10 after "memory"/);
  });

  it("rejects lasting with no card", () => {
    const error = boardError("turn A\nA: BT1-086, lasting\nB: BT3-092");
    expect(error.message).toBe(
      'Unexpected line break at line 2, column 20: expected a card after lasting, like "lasting BT4-106".',
    );
  });

  it("rejects nested digivolution cards with a clear message", () => {
    const error = boardError("A: BT4-048[BT2-021[BT1-010]]");
    expect(error).toMatchObject({ token: "[", pos: { column: 19 } });
    expect(error.message).toMatch(/inside \[\.\.\.\] cannot have cards under it/);
    expect(boardError("A: BT4-048[[BT1-010]]").pos.column).toBe(12);
  });

  it("explains syntax errors with what was expected", () => {
    const cases: Array<[string, number, RegExp]> = [
      ["A: BT4-048[BT2-0)21]", 17, /Unexpected "\)" .*expected another card, "," or "\]"/],
      ["A: )", 4, /expected a card code, an area name, "memory", "lasting" or "did"/],
      ["A: BT4-048[]", 12, /expected a card code inside the \[ opened at column 11/],
      ["A: BT4-048[BT1-001", 19, /Unexpected end of the text at column 19/],
      ["A: BT4-048()", 12, /expected a mark/],
      ["A: BT4-048(sus", 15, /expected ",", another mark or "\)" to close the marks of BT4-048/],
      ["A: BT4-048(3000)", 12, /has no sign at column 12: write \+3000 or -3000/],
      ["A: BT4-048#", 12, /a label of letters and digits right after "#"/],
      ["A: BT4-048#a-b", 12, /a label of letters and digits/],
      ["A: BT4-048(- 3000)", 12, /expected digits right after the sign/],
      ["A: BT4-048(-3000x)", 12, /"-3000x" at column 12 is not a DP change/],
      ["A: ST307", 4, /"ST307" is not a card code/],
      ["A: hand BT5-03x", 9, /"BT5-03x" is not a card code/],
      ["A: security 4 BT1-001", 15, /expected "," before the next section/],
      ["A: BT4-048 hand", 12, /expected another card, ","/],
      ["A: BT4-048,", 12, /end of the text .*expected a card code, an area name/],
      ["A: BT4-048, B: BT2-070", 13, /Player B's block starts after ","/],
      ["A: BT4-048, turn A", 13, /"turn" inside a player block/],
      ["AB: BT4-048", 1, /"AB" is not a player name/],
      ["A BT4-048", 3, /expected ":" after the player letter/],
      ["hand BT4-048", 1, /expected "turn" or a player letter and ":"/],
      ["turn 1 | A: BT1-001", 6, /expected a player letter after "turn"/],
      ["turn A | turn B | A: BT1-001", 10, /turn player is given twice/],
      ["turn A B | A: BT1-001", 8, /expected "\|", ";" or a line break before the next statement/],
    ];
    for (const [text, column, message] of cases) {
      const error = boardError(text);
      expect({ text, column: error.pos.column }).toEqual({ text, column });
      expect(error.message, text).toMatch(message);
    }
  });
});

describe("formatBoardError", () => {
  it("shows the message, the line and a caret under the column", () => {
    const text = "A: BT4-048[BT2-0)21]";
    expect(formatBoardError(text, errorOf(parseBoard(text)))).toBe(
      [
        'Unexpected ")" at column 17: expected another card, "," or "]" to close the cards under BT4-048.',
        "  A: BT4-048[BT2-0)21]",
        "                  ^",
      ].join("\n"),
    );
  });

  it("shows the offending line of a multi-line board", () => {
    const text = "turn A\nA: BT1-001\nB: BT2-070(sus,)\nC: BT1-002";
    expect(formatBoardError(text, errorOf(parseBoard(text)))).toBe(
      [
        'Unexpected ")" at line 3, column 16: expected a mark: "sus", a DP change like -3000, or a flag like by-effect.',
        "  B: BT2-070(sus,)",
        "                 ^",
      ].join("\n"),
    );
  });

  it("keeps the caret aligned after tabs and wide characters, and shortens long lines", () => {
    const tabbed = "A:\tBT1-001 ?";
    expect(
      formatBoardError(tabbed, errorOf(parseBoard(tabbed)))
        .split("\n")
        .slice(1),
    ).toEqual(["  A: BT1-001 ?", "             ^"]);
    const long = `A: ${"BT1-001 ".repeat(30)}? ${"BT1-002 ".repeat(30)}`;
    const [, line, caret] = formatBoardError(long, errorOf(parseBoard(long))).split("\n");
    expect(line!.length).toBeLessThanOrEqual(86);
    expect(line![caret!.indexOf("^")]).toBe("?");
  });

  it("shows only the message when there is no line to show", () => {
    expect(formatBoardError("", errorOf(parseBoard("")))).toMatch(/^The board is empty[^\n]*$/);
  });
});
