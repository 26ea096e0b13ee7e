import { describe, expect, it } from "vitest";
import { parseBoard, printBoard } from "../../src/board/index.ts";
import { errorOf, stripPos, unwrap } from "./helpers.ts";

describe("the did section", () => {
  it("keeps the words, lower-cased, and prints them back", () => {
    const board = unwrap(parseBoard("turn B | A: BT1-010, did Attack digivolve | B: did nothing"));
    expect(board.players[0]!.did!.words.map((w) => w.text)).toEqual(["attack", "digivolve"]);
    const printed = printBoard(board);
    expect(printed).toBe("turn B | A: BT1-010, did attack digivolve | B: did nothing");
    expect(stripPos(unwrap(parseBoard(printed)))).toEqual(stripPos(board));
  });

  it("needs a word, and one did per player", () => {
    expect(errorOf(parseBoard("A: BT1-010, did")).message).toMatch(/like "did attack" or "did nothing"/);
    expect(errorOf(parseBoard("A: did attack, did nothing")).message).toMatch(/given twice/);
  });
});
