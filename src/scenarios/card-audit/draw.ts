/**
 * The precision audit's draw: cards picked at random from those the coverage report counts as
 * read completely and executable, so the audit measures the cards the compiler claims, not the
 * ones easiest to check. The same pool and seed give the same list.
 */
import { type CardText, compileCard } from "../../games/digimon/compiler/index.ts";
import { generator } from "../qa/draw.ts";

/** A card the coverage report counts: every line read, every ability run (reports/coverage.ts). */
export function countedAsRead(card: CardText): boolean {
  const out = compileCard(card);
  return out.unread.length === 0 && out.executable;
}

/** The codes of the cards counted as read, in code order, shuffled by the seed; the first `count`. */
export function drawAudit(
  pool: CardText[],
  seed: number,
  count: number,
): { eligible: number; codes: string[] } {
  const codes = [...new Set(pool.filter(countedAsRead).map((c) => c.code))].sort((a, b) =>
    a.localeCompare(b, "en", { numeric: true }),
  );
  const next = generator(seed);
  for (let i = codes.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [codes[i], codes[j]] = [codes[j]!, codes[i]!];
  }
  return { eligible: codes.length, codes: codes.slice(0, count) };
}
