import type { AreaEntry, BoardAst, PlayerBoard, SourcePos } from "./ast.ts";
import { failBadCode, isBadCode, isCardToken, parseCard } from "./card.ts";
import type { ParseResult } from "./errors.ts";
import { quote } from "./errors.ts";
import { MAX_CARDS, MAX_MEMORY } from "./limits.ts";
import type { TokenStream } from "./stream.ts";
import { runParser } from "./stream.ts";
import type { Token } from "./tokenizer.ts";

const PLAYER = /^[A-Za-z]$/;
const EXAMPLE = '"A: BT4-048 | B: BT2-070"';
const SECTION_START = 'a card code, an area name, "memory", "lasting" or "did"';
const NEXT_STATEMENT = '"|", ";" or a line break before the next statement';
const STATEMENT_END = `"," before the next section, or ${NEXT_STATEMENT}`;
/** Cards in battle and lasting sections may carry [...] and (...). */
const FULL_CARD = { under: true, marks: true } as const;
/** A lasting card may name, in (...), the label of the card its effect was used on. */
const LASTING_CARD = { under: false, marks: true } as const;

export function isPlayerToken(token: Token): boolean {
  return token.kind === "word" && PLAYER.test(token.text);
}

/**
 * Parses board notation:
 *
 *   turn A | A: BT4-048[BT2-021] ST3-07(sus), hand BT5-035, security 3, memory 2 | B: BT2-070
 *
 * Never throws; a syntax error comes back as `{ ok: false, error }`.
 */
export function parseBoard(text: string): ParseResult<BoardAst> {
  return runParser(text, { cardLimit: MAX_CARDS }, (stream) => new BoardParser(stream).parse());
}

class BoardParser {
  private readonly board: BoardAst = { players: [] };

  constructor(private readonly stream: TokenStream) {}

  parse(): BoardAst {
    const s = this.stream;
    for (;;) {
      while (s.is("sep")) s.next();
      if (s.is("eof")) break;
      this.statement();
      if (!s.is("sep", "eof")) s.unexpected(s.peek(), NEXT_STATEMENT);
    }
    if (this.board.players.length === 0) {
      const end = s.peek();
      if (this.board.turn === undefined) {
        s.fail(end, () => `The board is empty: write at least one player block, like ${EXAMPLE}.`);
      }
      s.problem(end, "The board has no player block", `add one after the turn, like "turn A | A: BT4-048"`);
    }
    return this.board;
  }

  /** statement := "turn" PLAYER PHASE? | PLAYER ":" section ("," section)* */
  private statement(): void {
    const s = this.stream;
    const token = s.peek();
    if (s.isKeyword("turn")) return this.turn();
    if (isPlayerToken(token)) return this.playerBlock();
    if (token.kind === "word" && s.peek(1).kind === "colon") {
      s.problem(
        token,
        `${quote(token.text)} is not a player name`,
        'a player is one letter from A to Z, like "A:"',
      );
    }
    s.unexpected(token, `"turn" or a player letter and ":", like ${EXAMPLE}`);
  }

  private turn(): void {
    const s = this.stream;
    const keyword = s.next();
    if (this.board.turn !== undefined) {
      s.problem(keyword, "The turn player is given twice", "write one turn statement");
    }
    const player = s.peek();
    if (!isPlayerToken(player)) s.unexpected(player, 'a player letter after "turn", like "turn A"');
    s.next();
    this.board.turn = { player: player.text.toUpperCase(), pos: keyword.pos };
    const phase = s.peek();
    if (phase.kind === "word" && !isPlayerToken(phase)) {
      s.next();
      this.board.turn.phase = { name: phase.text.toLowerCase(), pos: phase.pos };
    }
  }

  private playerBlock(): void {
    const s = this.stream;
    const token = s.next();
    const player = token.text.toUpperCase();
    if (!s.is("colon")) s.unexpected(s.peek(), `":" after the player letter, like "${player}: BT4-048"`);
    s.next();
    if (this.board.players.some((p) => p.player === player)) {
      s.problem(
        token,
        `Duplicate block for player ${player}`,
        `each player has one block, so put all of ${player}'s sections in the first one`,
      );
    }
    const block: PlayerBoard = { player, areas: [], lasting: [], pos: token.pos };
    this.board.players.push(block);
    // "B:" on its own is a player with nothing listed.
    if (s.is("sep", "eof")) return;
    for (;;) {
      this.section(block);
      if (!s.is("comma")) return;
      s.next();
    }
  }

  /** section := card+ | "memory" INT | "lasting" card+ | AREA card* INT? */
  private section(block: PlayerBoard): void {
    const s = this.stream;
    const token = s.peek();
    if (isCardToken(token)) {
      const area = this.addArea(block, "battle", token);
      while (isCardToken(s.peek())) area.cards.push(parseCard(s, FULL_CARD));
      return this.endSection(`another card, ${STATEMENT_END}`);
    }
    if (token.kind !== "word" || isBadCode(token)) {
      if (isBadCode(token)) failBadCode(s, token);
      s.unexpected(token, SECTION_START);
    }
    const word = token.text.toLowerCase();
    if (word === "memory") return this.memory(block);
    if (word === "lasting") return this.lasting(block);
    if (word === "did") return this.did(block);
    if (word === "turn") {
      s.problem(
        token,
        '"turn" inside a player block',
        'make it a statement of its own, like "turn A | A: BT4-048"',
      );
    }
    if (isPlayerToken(token) && s.peek(1).kind === "colon") {
      s.problem(
        token,
        `Player ${word.toUpperCase()}'s block starts after ","`,
        'separate player blocks with "|", ";" or a line break',
      );
    }
    s.next();
    const area = this.addArea(block, word, token);
    while (isCardToken(s.peek())) area.cards.push(parseCard(s, FULL_CARD));
    const count = s.peek();
    if (count.kind === "number") {
      s.next();
      s.countCards(count, Number(count.text));
      area.count = Number(count.text);
      return this.endSection(STATEMENT_END);
    }
    this.endSection(`a card code, a count of unknown cards, ${STATEMENT_END}`);
  }

  private addArea(block: PlayerBoard, area: string, token: Token): AreaEntry {
    const s = this.stream;
    if (block.areas.some((a) => a.area === area)) {
      if (area === "battle" && isCardToken(token)) {
        s.problem(
          token,
          `The battle area of player ${block.player} is listed twice`,
          "list all battle cards in one section, separated by spaces",
        );
      }
      s.problem(
        token,
        `Area "${area}" is listed twice for player ${block.player}`,
        "list each area once per player",
      );
    }
    const entry: AreaEntry = { area, cards: [], count: 0, pos: token.pos };
    block.areas.push(entry);
    return entry;
  }

  private memory(block: PlayerBoard): void {
    const s = this.stream;
    const keyword = s.next();
    if (block.memory !== undefined) {
      s.problem(keyword, `Memory of player ${block.player} is given twice`, "write memory once per player");
    }
    const value = s.peek();
    if (value.kind !== "number" && value.kind !== "signed") {
      s.unexpected(value, `a number from 0 to ${MAX_MEMORY} after "memory"`);
    }
    const memory = Number(value.text);
    if (value.kind === "signed" || !(memory <= MAX_MEMORY)) {
      s.problem(
        value,
        `Memory ${quote(value.text)} is out of range`,
        `memory is a number from 0 to ${MAX_MEMORY}`,
      );
    }
    s.next();
    block.memory = { value: memory, pos: keyword.pos };
    this.endSection(STATEMENT_END);
  }

  private lasting(block: PlayerBoard): void {
    const s = this.stream;
    const keyword = s.next();
    if (block.lasting.length > 0) {
      s.problem(
        keyword,
        `Lasting cards of player ${block.player} are listed twice`,
        "list them in one section",
      );
    }
    if (isBadCode(s.peek())) failBadCode(s, s.peek());
    if (!isCardToken(s.peek())) s.unexpected(s.peek(), 'a card after lasting, like "lasting BT4-106"');
    while (isCardToken(s.peek())) block.lasting.push(parseCard(s, LASTING_CARD));
    this.endSection(`another card, ${STATEMENT_END}`);
  }

  /** `did attack digivolve`: words the game checks, saying what the player did earlier this turn. */
  private did(block: PlayerBoard): void {
    const s = this.stream;
    const keyword = s.next();
    if (block.did !== undefined)
      s.problem(keyword, `What player ${block.player} did is given twice`, 'write one "did" section');
    const words: { text: string; pos: SourcePos }[] = [];
    while (s.peek().kind === "word" && !isCardToken(s.peek())) {
      const w = s.next();
      words.push({ text: w.text.toLowerCase(), pos: w.pos });
    }
    if (words.length === 0)
      s.unexpected(s.peek(), 'what the player did this turn, like "did attack" or "did nothing"');
    block.did = { words, pos: keyword.pos };
    this.endSection(`another word, ${STATEMENT_END}`);
  }

  /** After a section: "," or the end of the statement; a mistyped code gets its own message. */
  private endSection(expected: string): void {
    const s = this.stream;
    const token = s.peek();
    if (s.is("comma", "sep", "eof")) return;
    if (isBadCode(token)) failBadCode(s, token);
    s.unexpected(token, expected);
  }
}
