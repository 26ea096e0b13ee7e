import type { CardMark, CardRef } from "./ast.ts";
import { quote } from "./errors.ts";
import { MAX_DP_CHANGE } from "./limits.ts";
import type { TokenStream } from "./stream.ts";
import type { Token } from "./tokenizer.ts";

/** SET-NUMBER with an optional middle part: BT4-048, P-001, WXDI-P01-001, DM-01-001. */
const FULL_CODE = /^[A-Z]+[0-9]*(?:-[A-Z0-9]+)?-[0-9]+$/;
/** The hyphen left out: BT4048 is BT4-048 (the last three digits are the number). */
const NO_HYPHEN = /^([A-Z]+[0-9]+)([0-9]{3})$/;
const LABEL = /^[a-z0-9]+$/i;
/** A Token an effect played (4-21): `TOKEN-` and its name's letters, as the engine codes it. */
const TOKEN_CODE = /^TOKEN-[A-Z0-9]+$/;

/**
 * The upper-case card code a word spells, or undefined if it is not one. Only the case and a
 * missing hyphen are fixed ("bt4048" → "BT4-048"); digits stay as written ("bt4-48" → "BT4-48").
 * A Token's code ("TOKEN-Paishu") is a code too, so a choice can name the Token an effect played.
 */
export function normalizeCardCode(word: string): string | undefined {
  const upper = word.toUpperCase();
  if (FULL_CODE.test(upper) || TOKEN_CODE.test(upper)) return upper;
  const split = NO_HYPHEN.exec(upper);
  return split ? `${split[1]}-${split[2]}` : undefined;
}

export function isCardToken(token: Token): boolean {
  return token.kind === "word" && normalizeCardCode(token.text) !== undefined;
}

/** A word with a digit in it that is not a card code: most likely a mistyped code. */
export function isBadCode(token: Token): boolean {
  return token.kind === "word" && /[0-9]/.test(token.text) && !isCardToken(token);
}

export function failBadCode(stream: TokenStream, token: Token): never {
  return stream.problem(
    token,
    `${quote(token.text)} is not a card code`,
    "write a code like BT4-048, ST3-07 or P-001",
  );
}

export interface CardOptions {
  /** Allow `[...]` cards under this card. */
  under: boolean;
  /** Allow `(...)` marks. */
  marks: boolean;
}

/**
 * card := CODE ("#" LABEL)? ("[" card* "]")? ("(" mark ("," mark)* ")")?
 * The current token must be a card code (check with isCardToken first). `[...]` and `(...)` may
 * come in either order, each at most once; cards inside `[...]` take no `[...]` of their own.
 */
export function parseCard(stream: TokenStream, options: CardOptions, nested = false): CardRef {
  const token = stream.next();
  const code = normalizeCardCode(token.text);
  if (code === undefined) return failBadCode(stream, token);
  stream.countCards(token, 1);
  const card: CardRef = { code, under: [], marks: [], pos: token.pos };

  if (stream.is("hash")) {
    stream.next();
    const label = stream.peek();
    if ((label.kind !== "word" && label.kind !== "number") || !LABEL.test(label.text)) {
      stream.unexpected(label, `a label of letters and digits right after "#", like ${code}#a`);
    }
    stream.next();
    card.label = label.text.toLowerCase();
  }

  let sawUnder = false;
  let sawMarks = false;
  for (;;) {
    const token = stream.peek();
    if (token.kind === "lbracket" && options.under) {
      if (nested) {
        stream.problem(
          token,
          `A card inside [...] cannot have cards under it (found "[" after ${code})`,
          "list every digivolution card in one [...], top first, like BT4-048[BT2-021 BT1-010]",
        );
      }
      if (sawUnder)
        stream.problem(token, `${code} has a second [...]`, "list all the cards under it in one [...]");
      sawUnder = true;
      card.under = parseUnder(stream, code, options);
    } else if (token.kind === "lparen" && options.marks) {
      if (sawMarks)
        stream.problem(
          token,
          `${code} has a second (...)`,
          "list all its marks in one (...), like (sus, -3000)",
        );
      sawMarks = true;
      card.marks = parseMarks(stream, code);
    } else {
      return card;
    }
  }
}

/** "[" card (","? card)* "]", the current token being "[". */
function parseUnder(stream: TokenStream, code: string, options: CardOptions): CardRef[] {
  const open = stream.next();
  const under: CardRef[] = [];
  for (;;) {
    while (stream.is("comma")) stream.next();
    const token = stream.peek();
    if (isCardToken(token)) {
      under.push(parseCard(stream, options, true));
    } else if (token.kind === "rbracket" && under.length > 0) {
      stream.next();
      return under;
    } else if (token.kind === "lbracket") {
      return stream.problem(
        token,
        "Unexpected nested [",
        "list every digivolution card in one [...], top first, like BT4-048[BT2-021 BT1-010]",
      );
    } else if (isBadCode(token)) {
      return failBadCode(stream, token);
    } else if (under.length === 0) {
      return stream.unexpected(token, `a card code inside the [ opened at ${stream.where(open.pos)}`);
    } else {
      return stream.unexpected(token, `another card, "," or "]" to close the cards under ${code}`);
    }
  }
}

/** "(" mark (","? mark)* ")", the current token being "(". */
function parseMarks(stream: TokenStream, code: string): CardMark[] {
  stream.next();
  const marks: CardMark[] = [parseMark(stream)];
  for (;;) {
    if (stream.is("comma")) {
      stream.next();
      marks.push(parseMark(stream));
    } else if (stream.is("word", "signed", "number")) {
      marks.push(parseMark(stream));
    } else if (stream.is("rparen")) {
      stream.next();
      return marks;
    } else {
      return stream.unexpected(stream.peek(), `",", another mark or ")" to close the marks of ${code}`);
    }
  }
}

/** mark := "sus" | "suspended" | ("+"|"-") INT | IDENT */
function parseMark(stream: TokenStream): CardMark {
  const token = stream.peek();
  if (token.kind === "signed") {
    stream.next();
    const delta = Number(token.text);
    if (!(Math.abs(delta) <= MAX_DP_CHANGE)) {
      stream.problem(
        token,
        `The DP change ${quote(token.text)} is out of range`,
        `use a change from -${MAX_DP_CHANGE} to +${MAX_DP_CHANGE}`,
      );
    }
    return { kind: "dp", delta: delta === 0 ? 0 : delta, pos: token.pos };
  }
  if (token.kind === "word") {
    stream.next();
    const name = token.text.toLowerCase();
    if (name === "sus" || name === "suspended") return { kind: "suspended", pos: token.pos };
    return { kind: "flag", name, pos: token.pos };
  }
  if (token.kind === "number") {
    return stream.problem(
      token,
      `The DP change ${quote(token.text)} has no sign`,
      `write +${token.text} or -${token.text}`,
    );
  }
  return stream.unexpected(token, 'a mark: "sus", a DP change like -3000, or a flag like by-effect');
}
