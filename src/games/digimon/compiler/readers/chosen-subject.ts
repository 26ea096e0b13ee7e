/**
 * "Choose 1 of your opponent's Digimon with no digivolution cards. That Digimon can't attack or
 * block ...": a choice in a sentence of its own, whose next sentence says what happens to the
 * chosen Digimon and does nothing else. The two say what one sentence does with the chosen
 * Digimon as its subject ("1 of your opponent's Digimon with no digivolution cards can't attack
 * or block ..."), so they are read as that sentence; a choice used for anything else (its DP as
 * a limit, "delete it and ...") does not fold and stays unread.
 */
const CHOOSE = /^\s*choose (\d+ (?:of )?[^.]*?Digimon[^.]*)\.\s*$/i;
const SUBJECT = /^\s*(?:then,\s*)?(?:that|the chosen) Digimon\s+(?!and\b|'s\b)([^.]+\.?)\s*$/i;

/** The one sentence the two stand for, or null. */
export function chosenSubject(choice: string, next: string): string | null {
  const c = CHOOSE.exec(choice);
  const s = SUBJECT.exec(next);
  if (!c || !s) return null;
  const predicate = s[1]!;
  // Another reference to the choice in the predicate ("... as it", "the chosen Digimon's DP") needs the choice kept apart.
  if (/\b(?:it|its|that Digimon|the chosen)\b/i.test(predicate)) return null;
  return `${c[1]!} ${predicate}`;
}
