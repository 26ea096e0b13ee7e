import { describe, expect, it } from "vitest";
import { parseAction, parseChoices } from "../../src/board/index.ts";
import { card, errorOf, stripPos, unwrap } from "./helpers.ts";

describe("parseAction", () => {
  it("splits an action into words and cards", () => {
    const action = unwrap(parseAction("A attacks BT2-070 with BT4-048"));
    expect(stripPos(action)).toEqual({
      player: "A",
      words: [
        { kind: "word", text: "attacks" },
        { kind: "card", card: card("BT2-070") },
        { kind: "word", text: "with" },
        { kind: "card", card: card("BT4-048") },
      ],
    });
    expect(action.words[1]).toMatchObject({ card: { pos: { column: 11, offset: 10 } } });
  });

  it("lower-cases words, normalizes codes, keeps labels and numbers, allows a colon", () => {
    expect(stripPos(unwrap(parseAction("b: Plays bt2070#B PAYING 3 -1000\n")))).toEqual({
      player: "B",
      words: [
        { kind: "word", text: "plays" },
        { kind: "card", card: card("BT2-070", { label: "b" }) },
        { kind: "word", text: "paying" },
        { kind: "word", text: "3" },
        { kind: "word", text: "-1000" },
      ],
    });
  });

  it("rejects bad actions with the column and what was expected", () => {
    expect(errorOf(parseAction("")).message).toMatch(/^The action is empty/);
    expect(errorOf(parseAction("attacks BT2-070")).message).toMatch(
      /^Unexpected "attacks" at column 1: expected the acting player's letter first/,
    );
    expect(errorOf(parseAction("A")).message).toMatch(
      /at column 2: expected at least one word after the player/,
    );
    expect(errorOf(parseAction("A attacks; B passes")).message).toMatch(/single statement at column 10/);
    expect(errorOf(parseAction("A attacks BT2-070(sus)")).message).toMatch(
      /^Unexpected "\(" at column 18: expected a word or a card code/,
    );
    expect(errorOf(parseAction("A attacks\nwith ?")).message).toMatch(/line 2, column 6/);
  });
});

describe("parseChoices", () => {
  it("parses the example", () => {
    const choices = unwrap(parseChoices("BT4-048: yes; target BT2-070; order BT4-097 BT2-021"));
    expect(stripPos(choices)).toEqual([
      { kind: "yes", cards: [], for: card("BT4-048") },
      { kind: "target", cards: [card("BT2-070")] },
      { kind: "order", cards: [card("BT4-097"), card("BT2-021")] },
    ]);
    expect(choices.map((c) => c.pos.column)).toEqual([1, 15, 31]);
  });

  it("accepts ; , | and line breaks, any case, labels and an empty list", () => {
    expect(stripPos(unwrap(parseChoices("NO, skip\nbt1-001#a: Target bt2-070#b BT2-070#c | ,;")))).toEqual([
      { kind: "no", cards: [] },
      { kind: "skip", cards: [] },
      {
        kind: "target",
        cards: [card("BT2-070", { label: "b" }), card("BT2-070", { label: "c" })],
        for: card("BT1-001", { label: "a" }),
      },
    ]);
    expect(unwrap(parseChoices(""))).toEqual([]);
    expect(unwrap(parseChoices(" ;\n "))).toEqual([]);
  });

  it("rejects bad choices with the column and what was expected", () => {
    const cases: Array<[string, RegExp]> = [
      ["maybe", /^Unexpected "maybe" at column 1: expected "order", "target", "yes", "no" or "skip"/],
      ["target", /end of the text at column 7: expected a card after target/],
      ["order; yes", /Unexpected ";" at column 6: expected a card after order/],
      ["target BT1-001, BT1-002", /column 24: expected ":" after BT1-002/],
      ["yes no", /Unexpected "no" at column 5: expected ";" or "," before the next choice/],
      ["target BT2-07x", /"BT2-07x" is not a card code at column 8/],
      ["BT4-048: ", /end of the text at column 10: expected "order"/],
      ["skip\nyes ?", /line 2, column 5/],
    ];
    for (const [text, message] of cases) expect(errorOf(parseChoices(text)).message, text).toMatch(message);
  });
});
