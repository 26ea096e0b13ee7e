import type { CardRef, ChoiceAst, ChoiceKind } from "./ast.ts";
import { failBadCode, isBadCode, isCardToken, parseCard } from "./card.ts";
import type { ParseResult } from "./errors.ts";
import type { TokenStream } from "./stream.ts";
import { runParser } from "./stream.ts";

const KINDS: readonly ChoiceKind[] = ["order", "target", "yes", "no", "skip"];
const PLAIN_CARD = { under: false, marks: false } as const;

function isChoiceKind(word: string): word is ChoiceKind {
  return (KINDS as readonly string[]).includes(word);
}

/**
 * Parses scripted choices separated by ";", ",", "|" or line breaks:
 *
 *   BT4-048: yes; target BT2-070; order BT4-097 BT2-021; skip
 *
 * choice := (CARD ":")? ("order" PICK+ | "target" PICK+ | "yes" | "no" | "skip")
 * PICK   := CARD ("(" WORD+ ")")?   -- the words name one of the card's effects: EX12-065(fortitude)
 * Empty text is an empty list. Never throws.
 */
export function parseChoices(text: string): ParseResult<ChoiceAst[]> {
  return runParser(text, {}, (s) => {
    const choices: ChoiceAst[] = [];
    for (;;) {
      while (s.is("sep", "comma")) s.next();
      if (s.is("eof")) return choices;
      choices.push(parseChoice(s));
      if (!s.is("sep", "comma", "eof")) s.unexpected(s.peek(), '";" or "," before the next choice');
    }
  });
}

/** `(fortitude)`, `(on deletion)`: words that pick one of a card's several effects. */
function effectWords(s: TokenStream, code: string): string {
  s.next();
  const words: string[] = [];
  while (s.is("word", "number")) words.push(s.next().text);
  if (words.length === 0 || !s.is("rparen"))
    s.unexpected(s.peek(), `words naming one of ${code}'s effects, then ")", like ${code}(on deletion)`);
  s.next();
  return words.join(" ");
}

function parseChoice(s: TokenStream): ChoiceAst {
  const start = s.peek();
  let answers: CardRef | undefined;
  if (isCardToken(start)) {
    answers = parseCard(s, PLAIN_CARD);
    if (!s.is("colon")) {
      s.unexpected(
        s.peek(),
        `":" after ${answers.code} to say which card's effect the choice answers ` +
          `(several targets go after one "target", separated by spaces: "target ${answers.code} BT2-070")`,
      );
    }
    s.next();
  }
  const keyword = s.peek();
  const kind = keyword.kind === "word" ? keyword.text.toLowerCase() : "";
  if (!isChoiceKind(kind)) {
    if (isBadCode(keyword)) failBadCode(s, keyword);
    return s.unexpected(keyword, '"order", "target", "yes", "no" or "skip"');
  }
  s.next();
  const cards: CardRef[] = [];
  if (kind === "order" || kind === "target") {
    while (isCardToken(s.peek())) {
      const card = parseCard(s, PLAIN_CARD);
      if (s.is("lparen")) card.effect = effectWords(s, card.code);
      cards.push(card);
    }
    if (cards.length === 0) {
      if (isBadCode(s.peek())) failBadCode(s, s.peek());
      s.unexpected(s.peek(), `a card after ${kind}, like "${kind} BT2-070"`);
    }
  }
  if (isBadCode(s.peek())) failBadCode(s, s.peek());
  const choice: ChoiceAst = { kind, cards, pos: start.pos };
  if (answers !== undefined) choice.for = answers;
  return choice;
}
