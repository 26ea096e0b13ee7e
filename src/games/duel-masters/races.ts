/** Race names as card text writes them: plural or singular, one word or split ("xeno parts"). */

/** "Humans" -> "Human", "Wild Veggies" -> "Wild Veggy"; "Cross" stays. */
export const singular = (w: string): string => w.replace(/ies$/, "y").replace(/(?<!s)s$/, "");

const words = (x: string): string[] => x.toLowerCase().split(/\s+/).filter(Boolean).map(singular);

/**
 * A race is named by whole words ("dragon" is in "Armored Dragon", not in "Dragonoid"), in the
 * singular, and printed text may split one word ("xeno parts" for Xenoparts).
 */
export function raceMatches(race: string, wanted: string): boolean {
  const r = words(race);
  const w = words(wanted);
  if (r.join("") === w.join("")) return true;
  return r.some((_, i) => w.every((x, j) => r[i + j] === x));
}
