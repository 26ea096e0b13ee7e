/**
 * The board notation, parsed but not yet bound to any game.
 *
 * One-line form (fits a Discord option; `|`, `;` or a newline separates statements):
 *
 *   turn A; A: battle BT4-048[BT2-021] ST3-07[ST3-04] BT4-097, security 3, memory 2;
 *   B: battle BT2-070
 *
 * See README "Board notation" for the grammar. Positions are 1-based columns into the
 * original text (line and column when the text spans several lines).
 */

export interface SourcePos {
  line: number;
  column: number;
  /** 0-based offset into the whole text. */
  offset: number;
}

export interface CardRef {
  /** Card code as written, normalized to upper case (e.g. "BT4-048"). */
  code: string;
  /** Optional label that tells two copies apart: `BT2-070#a`. */
  label?: string;
  /** Cards stacked under this one (digivolution cards), written `[...]` after it, top first. */
  under: CardRef[];
  /** Markers written `(...)` after the card: `sus`, `-3000`, `+1000`, flags like `by-effect`. */
  marks: CardMark[];
  /** In a choice, words naming one of the card's effects: `order EX12-065(fortitude)`. */
  effect?: string;
  pos: SourcePos;
}

export type CardMark =
  | { kind: "suspended"; pos: SourcePos }
  | { kind: "dp"; delta: number; pos: SourcePos }
  | { kind: "flag"; name: string; pos: SourcePos };

export interface AreaEntry {
  /** Area name as written (lower case): battle, breeding, hand, trash, security, deck, ... */
  area: string;
  /** Cards listed in the area, in the order written. */
  cards: CardRef[];
  /** A count of unknown cards (`security 4`), added after the listed cards. */
  count: number;
  pos: SourcePos;
}

export interface PlayerBoard {
  player: string;
  areas: AreaEntry[];
  memory?: { value: number; pos: SourcePos };
  /** Lasting effects activated earlier this turn by this player's cards: `lasting BT4-106`. */
  lasting: CardRef[];
  /** What the player did earlier this turn, as words the game checks: `did attack digivolve`, `did nothing`. */
  did?: { words: { text: string; pos: SourcePos }[]; pos: SourcePos };
  pos: SourcePos;
}

export interface BoardAst {
  /** `turn A` or `turn A main`: whose turn it is, and the phase when given (the game checks the word). */
  turn?: { player: string; phase?: { name: string; pos: SourcePos }; pos: SourcePos };
  players: PlayerBoard[];
}

/** One word of an action (`A attacks BT2-070 with BT4-048`): a plain word or a card. */
export type ActionWord = { kind: "word"; text: string; pos: SourcePos } | { kind: "card"; card: CardRef };

/** An action, tokenized but not interpreted: the game decides what the words mean. */
export interface ActionAst {
  /** The acting player, upper case. */
  player: string;
  words: ActionWord[];
  pos: SourcePos;
}

export type ChoiceKind = "order" | "target" | "yes" | "no" | "skip";

/** A scripted choice: `order BT4-097 BT2-021`, `target BT2-070`, `yes`, `no`, `skip`, optionally `CARD: ...`. */
export interface ChoiceAst {
  kind: ChoiceKind;
  /** Cards listed after `order` or `target`; empty for yes, no and skip. */
  cards: CardRef[];
  /** The card whose effect this choice answers, written `BT4-048: yes`. */
  for?: CardRef;
  pos: SourcePos;
}
