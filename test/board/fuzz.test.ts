import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ParseResult } from "../../src/board/index.ts";
import { formatBoardError, parseAction, parseBoard, parseChoices } from "../../src/board/index.ts";

const parsers: Array<(text: string) => ParseResult<unknown>> = [parseBoard, parseAction, parseChoices];

/** Parses with all three parsers; each must return a result, and every error must format. */
function check(text: string): void {
  for (const parse of parsers) {
    const result = parse(text);
    if (result.ok) continue;
    const { message, pos, token } = result.error;
    expect(message.length).toBeGreaterThan(0);
    expect(pos.offset).toBeGreaterThanOrEqual(0);
    expect(pos.offset).toBeLessThanOrEqual(text.length);
    expect(typeof token).toBe("string");
    expect(formatBoardError(text, result.error).startsWith(message)).toBe(true);
  }
}

/** Pieces of the notation, so that random text gets deep into the grammar. */
const piece = fc.constantFrom(
  "A",
  "b",
  ":",
  "BT4-048",
  "bt4048",
  "ST3-07",
  "ST307",
  "WXDi-P01-001",
  "#",
  "#a",
  "[",
  "]",
  "(",
  ")",
  ",",
  "|",
  ";",
  "\n",
  " ",
  "sus",
  "-3000",
  "+",
  "-",
  "99999999999999999999",
  "hand",
  "security",
  "3",
  "memory",
  "lasting",
  "turn",
  "order",
  "target",
  "yes",
  "attacks",
  "\t",
  "😀",
  "%",
);

describe("parsers never throw", () => {
  it("on random strings", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 60 }), check), { numRuns: 500 });
  });

  it("on random strings of notation pieces", () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((parts) => parts.join("")),
        check,
      ),
      { numRuns: 500 },
    );
  });

  it("on long and hostile input", () => {
    for (const text of [
      "[".repeat(8000),
      "A: BT1-001".padEnd(8001, " "),
      `A: ${"BT1-001[BT1-002(sus)] ".repeat(350)}`,
      `A: BT1-001(${"-1,".repeat(2600)})`,
      "\uD800A: \uDFFF",
      "A: " + "x".repeat(7990),
      "-".repeat(100),
    ]) {
      check(text);
    }
  });
});
