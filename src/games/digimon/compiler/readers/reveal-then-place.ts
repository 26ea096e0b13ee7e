/**
 * "You may reveal 1 green Digimon card from your hand. If you do, place it on top of your deck.":
 * the two sentences say what "reveal 1 ... from your hand and place it on top of your deck" says
 * in one (pile-moves.ts): revealing only shows the card; the move is what changes the board.
 */
const REVEAL = /^\s*(you may )?reveal (1 [^.]*?) from your hand\s*\.\s*$/i;
const PLACE = /^\s*if you do, place it on top of your deck\s*\.?\s*$/i;

/** The one sentence the two stand for, or null. */
export function revealThenPlace(reveal: string, next: string): string | null {
  const r = REVEAL.exec(reveal);
  if (!r || !PLACE.test(next)) return null;
  return `${r[1] ?? ""}reveal ${r[2]!} from your hand and place it on top of your deck.`;
}
