import type { ActionAst, ActionWord } from "./ast.ts";
import { isCardToken, parseCard } from "./card.ts";
import type { ParseResult } from "./errors.ts";
import { isPlayerToken } from "./parse-board.ts";
import { runParser } from "./stream.ts";

const EXAMPLE = '"A attacks BT2-070 with BT4-048"';

/**
 * Parses an action: a player letter, an optional ":", then words and cards.
 * `A attacks BT2-070 with BT4-048` → player A, words [attacks, BT2-070, with, BT4-048].
 * Words are lower-cased; words that are card codes become cards (`BT2-070#b` keeps its label).
 * The game gives the words their meaning. Never throws.
 */
export function parseAction(text: string): ParseResult<ActionAst> {
  return runParser(text, {}, (s) => {
    while (s.is("sep")) s.next();
    const first = s.peek();
    if (first.kind === "eof") {
      s.fail(first, () => `The action is empty: write the player letter and what they do, like ${EXAMPLE}.`);
    }
    if (!isPlayerToken(first)) s.unexpected(first, `the acting player's letter first, like ${EXAMPLE}`);
    s.next();
    const player = first.text.toUpperCase();
    if (s.is("colon")) s.next();

    const words: ActionWord[] = [];
    for (;;) {
      const token = s.peek();
      if (token.kind === "eof") break;
      if (token.kind === "sep") {
        // Trailing separators are harmless; anything after them would be a second action.
        let ahead = 1;
        while (s.peek(ahead).kind === "sep") ahead++;
        if (s.peek(ahead).kind === "eof") break;
        s.problem(
          token,
          "An action is a single statement",
          'write one action, without "|", ";" or line breaks',
        );
      }
      if (isCardToken(token)) {
        words.push({ kind: "card", card: parseCard(s, { under: false, marks: false }) });
      } else if (token.kind === "word" || token.kind === "number" || token.kind === "signed") {
        s.next();
        words.push({ kind: "word", text: token.text.toLowerCase(), pos: token.pos });
      } else {
        s.unexpected(token, "a word or a card code");
      }
    }
    if (words.length === 0) {
      s.unexpected(
        s.peek(),
        `at least one word after the player, like "${player} attacks BT2-070 with BT4-048"`,
      );
    }
    return { player, words, pos: first.pos };
  });
}
