import type { AreaEntry, BoardAst, CardMark, CardRef, PlayerBoard } from "./ast.ts";

/**
 * Canonical one-line notation; parseBoard reads it back to the same AST (positions aside):
 *
 *   turn A | A: BT4-048[BT2-021] ST3-07[ST3-04](sus) BT4-097, security 3, memory 2 | B: BT2-070
 *
 * Areas keep their order; memory and lasting come after them. A battle area with cards and no
 * count is written without its name.
 */
export function printBoard(ast: BoardAst): string {
  const statements: string[] = [];
  if (ast.turn !== undefined)
    statements.push(`turn ${ast.turn.player}${ast.turn.phase ? ` ${ast.turn.phase.name}` : ""}`);
  for (const player of ast.players) statements.push(printPlayer(player));
  return statements.join(" | ");
}

function printPlayer(block: PlayerBoard): string {
  const sections = block.areas.map(printArea);
  if (block.memory !== undefined) sections.push(`memory ${block.memory.value}`);
  if (block.lasting.length > 0) sections.push(`lasting ${block.lasting.map(printCard).join(" ")}`);
  if (block.did) sections.push(`did ${block.did.words.map((w) => w.text).join(" ")}`);
  return sections.length === 0 ? `${block.player}:` : `${block.player}: ${sections.join(", ")}`;
}

function printArea(entry: AreaEntry): string {
  const cards = entry.cards.map(printCard);
  if (entry.area === "battle" && cards.length > 0 && entry.count === 0) return cards.join(" ");
  // "security 0" reads better than a bare "security"; both parse to count 0.
  const count = entry.count > 0 || cards.length === 0 ? [String(entry.count)] : [];
  return [entry.area, ...cards, ...count].join(" ");
}

/** One card in notation: `BT2-070#a[BT1-010 BT1-009](sus,-3000)`. */
export function printCard(card: CardRef): string {
  let text = card.code;
  if (card.label !== undefined) text += `#${card.label}`;
  if (card.under.length > 0) text += `[${card.under.map(printCard).join(" ")}]`;
  if (card.marks.length > 0) text += `(${card.marks.map(printMark).join(",")})`;
  return text;
}

function printMark(mark: CardMark): string {
  switch (mark.kind) {
    case "suspended":
      return "sus";
    case "dp":
      return mark.delta < 0 ? String(mark.delta) : `+${mark.delta}`;
    case "flag":
      return mark.name;
  }
}
