import type { SourcePos } from "./ast.ts";
import { BoardSyntaxError, describeWhere, quote } from "./errors.ts";

/**
 * Token kinds. A "word" is a run of letters, digits, "-" and "_" that starts with a letter or
 * a digit (card codes, keywords, area names, flags); a word of digits only is a "number";
 * "+" or "-" followed by digits is "signed". "|", ";" and line breaks are all "sep".
 */
export type TokenKind =
  | "word"
  | "number"
  | "signed"
  | "colon"
  | "comma"
  | "hash"
  | "lbracket"
  | "rbracket"
  | "lparen"
  | "rparen"
  | "sep"
  | "eof";

export interface Token {
  kind: TokenKind;
  text: string;
  pos: SourcePos;
}

const PUNCTUATION: Readonly<Record<string, TokenKind>> = {
  ":": "colon",
  ",": "comma",
  "#": "hash",
  "[": "lbracket",
  "]": "rbracket",
  "(": "lparen",
  ")": "rparen",
  "|": "sep",
  ";": "sep",
};

const WORD_START = /[A-Za-z0-9]/;
const WORD_CHAR = /[A-Za-z0-9_-]/;
const DIGITS = /^[0-9]+$/;

/** How a character is named in a message: quoted if visible, as U+XXXX otherwise. */
export function showCharacter(char: string): string {
  if (/^[\p{C}\p{Z}]$/u.test(char)) {
    return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
  }
  return `"${char}"`;
}

/** Splits text into tokens, ending with an "eof" token. Throws BoardSyntaxError on a bad character. */
export function tokenize(text: string, multiline: boolean): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let column = 1;
  const fail = (token: string, message: (where: string) => string): never => {
    const pos = { line, column, offset: i };
    throw new BoardSyntaxError({ message: message(describeWhere(pos, multiline)), pos, token });
  };

  while (i < text.length) {
    const ch = text.charAt(i);
    const pos: SourcePos = { line, column, offset: i };
    if (ch === "\n") {
      tokens.push({ kind: "sep", text: ch, pos });
      i++;
      line++;
      column = 1;
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      column++;
      continue;
    }
    const punctuation = PUNCTUATION[ch];
    if (punctuation !== undefined) {
      tokens.push({ kind: punctuation, text: ch, pos });
      i++;
      column++;
      continue;
    }
    if (WORD_START.test(ch) || ch === "+" || ch === "-") {
      let end = i + 1;
      while (end < text.length && WORD_CHAR.test(text.charAt(end))) end++;
      const word = text.slice(i, end);
      let kind: TokenKind = DIGITS.test(word) ? "number" : "word";
      if (ch === "+" || ch === "-") {
        const body = word.slice(1);
        if (body === "") {
          fail(
            ch,
            (at) => `Unexpected "${ch}" at ${at}: expected digits right after the sign, like ${ch}3000.`,
          );
        }
        if (!DIGITS.test(body)) {
          fail(
            word,
            (at) =>
              `${quote(word)} at ${at} is not a DP change: write a sign followed by digits only, like -3000.`,
          );
        }
        kind = "signed";
      }
      tokens.push({ kind, text: word, pos });
      column += end - i;
      i = end;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
    fail(
      char,
      (at) =>
        `Unexpected character ${showCharacter(char)} at ${at}: ` +
        "only letters, digits, spaces and the symbols : , # [ ] ( ) + - | ; are allowed.",
    );
  }
  tokens.push({ kind: "eof", text: "", pos: { line, column, offset: i } });
  return tokens;
}
