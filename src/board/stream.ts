import type { SourcePos } from "./ast.ts";
import type { BoardError, ParseResult } from "./errors.ts";
import { BoardSyntaxError, describeWhere, positionAt, quote } from "./errors.ts";
import { MAX_TEXT_LENGTH } from "./limits.ts";
import type { Token, TokenKind } from "./tokenizer.ts";
import { tokenize } from "./tokenizer.ts";

/** A cursor over the tokens with the error helpers every parser shares. */
export class TokenStream {
  private index = 0;
  private cards = 0;

  constructor(
    private readonly tokens: readonly Token[],
    readonly multiline: boolean,
    /** When set, countCards fails once the running total goes past it. */
    private readonly cardLimit?: number,
  ) {}

  /** The token `ahead` places from the current one; the "eof" token once past the end. */
  peek(ahead = 0): Token {
    const last = this.tokens.length - 1;
    return this.tokens[Math.min(this.index + ahead, last)] ?? this.tokens[last]!;
  }

  next(): Token {
    const token = this.peek();
    if (token.kind !== "eof") this.index++;
    return token;
  }

  is(...kinds: TokenKind[]): boolean {
    return kinds.includes(this.peek().kind);
  }

  /** True when the current token is the word `keyword` (any case). */
  isKeyword(keyword: string): boolean {
    const token = this.peek();
    return token.kind === "word" && token.text.toLowerCase() === keyword;
  }

  where(pos: SourcePos): string {
    return describeWhere(pos, this.multiline);
  }

  /** Fails with a full message; `message` receives the place ("column 7" or "line 2, column 7"). */
  fail(token: Token, message: (where: string) => string): never {
    const error: BoardError = { message: message(this.where(token.pos)), pos: token.pos, token: token.text };
    throw new BoardSyntaxError(error);
  }

  /** Fails with "<problem> at <place>: <advice>." */
  problem(token: Token, problem: string, advice: string): never {
    return this.fail(token, (where) => `${problem} at ${where}: ${advice}.`);
  }

  /** Fails with "Unexpected <token> at <place>: expected <expected>." */
  unexpected(token: Token, expected: string): never {
    return this.fail(
      token,
      (where) => `Unexpected ${describeToken(token)} at ${where}: expected ${expected}.`,
    );
  }

  /** Adds `count` cards to the running total, failing at `token` if the total passes the limit. */
  countCards(token: Token, count: number): void {
    this.cards += count;
    if (this.cardLimit !== undefined && this.cards > this.cardLimit) {
      this.problem(
        token,
        "Too many cards",
        `a board may hold at most ${this.cardLimit} cards in all (listed cards, cards under them, lasting cards and counts)`,
      );
    }
  }
}

export function describeToken(token: Token): string {
  if (token.kind === "eof") return "end of the text";
  if (token.text === "\n") return "line break";
  return quote(token.text);
}

export interface RunOptions {
  cardLimit?: number;
}

/** Length check, tokenizing and error catching around one parser. Never throws a syntax error. */
export function runParser<T>(
  text: string,
  options: RunOptions,
  parse: (stream: TokenStream) => T,
): ParseResult<T> {
  if (text.length > MAX_TEXT_LENGTH) {
    return {
      ok: false,
      error: {
        message: `The text is too long: ${text.length} characters, but at most ${MAX_TEXT_LENGTH} are allowed.`,
        pos: positionAt(text, MAX_TEXT_LENGTH),
        token: "",
      },
    };
  }
  const multiline = text.includes("\n");
  try {
    const stream = new TokenStream(tokenize(text, multiline), multiline, options.cardLimit);
    return { ok: true, value: parse(stream) };
  } catch (err) {
    if (err instanceof BoardSyntaxError) return { ok: false, error: err.error };
    throw err;
  }
}
