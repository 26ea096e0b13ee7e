/**
 * The verdict on a ruling: whether the engine could read and run everything that could have
 * acted or been looked at during the resolution. A judge acts on the answer, so a gap that could
 * change it is said first, in every view. Games find the gaps; this file knows no game.
 */

/** Why a card's part is a gap. */
export type GapKind =
  "text not read" | "ability not executed" | "mechanic not modelled" | "card data missing";

export interface Gap {
  /** The card's code. */
  card: string;
  kind: GapKind;
  /** The ability or text in question, as printed or as the engine summarises it. */
  text: string;
  /** Why it is a gap and why it could matter here. */
  why: string;
}

export interface Verdict {
  complete: boolean;
  gaps: Gap[];
}

export function verdictOf(gaps: Gap[]): Verdict {
  const seen = new Set<string>();
  const unique = gaps.filter((g) => {
    const key = `${g.card}\u0000${g.kind}\u0000${g.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { complete: unique.length === 0, gaps: unique };
}

const VERB: Record<GapKind, string> = {
  "text not read": "was not read",
  "ability not executed": "is not run by the engine",
  "mechanic not modelled": "is not modelled by the engine",
  "card data missing": "is not known",
};

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** One gap as a clause: `BT1-025's ability "..." was not read`. */
export function gapClause(g: Gap, max = 90): string {
  const text = clip(g.text, max);
  if (g.kind === "card data missing") return `the text of ${g.card} (${text}) ${VERB[g.kind]}`;
  if (g.kind === "mechanic not modelled") return `${text}, for ${g.card}, ${VERB[g.kind]}`;
  return `${g.card}'s ability "${text}" ${VERB[g.kind]}`;
}

/** The line every view opens with. */
export function verdictHeadline(v: Verdict): string {
  if (v.complete) return "Complete: every card that could act here was read and run by the engine.";
  const [first, ...rest] = v.gaps;
  const more = rest.length ? ` (and ${rest.length} more gap${rest.length > 1 ? "s" : ""}, listed below)` : "";
  return `Incomplete: ${gapClause(first!)} and could change this answer${more}.`;
}

/** The verdict in a few words, for a narrow header: `Incomplete (could change this answer): BT1-025 text not read`. */
export function verdictShort(v: Verdict): string {
  if (v.complete) return "Complete: every card that could act here was read and run.";
  const cards = [...new Set(v.gaps.map((g) => `${g.card} ${g.kind}`))];
  return `Incomplete (could change this answer): ${cards.join(", ")}`;
}

/** The gaps as lines for a breakdown, each with its reason. */
export function gapLines(v: Verdict): string[] {
  return v.gaps.map((g) => `- ${gapClause(g, 200)}: ${g.why}`);
}
