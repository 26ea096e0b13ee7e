/**
 * Card texts that lost a keyword on their way into a data source: an empty `<>` where the
 * keyword was, or a double space inside a sentence ("gains  for the turn"). The importer
 * reports such records and a ruling that uses one says its data is missing there.
 */
import type { CardRecord } from "./schema.ts";

// Two spaces after a sentence end, before a keyword or a bullet, are only layout.
const GAP = /([^\s.!?。"”“)）])[ \u3000]{2,}(?=[^\s<＜・])/g;
const EMPTY_KEYWORD = /<\s*>|＜\s*＞/g;

export interface TextDamage {
  /** `link`: the record gives link DP or a link effect but no [Link] requirement line (2-3-11-4). */
  field: "effect" | "inherited" | "security" | "link";
  /** A few words either side of the damage, as the record has them. */
  excerpt: string;
}

function excerptAt(text: string, at: number): string {
  const from = Math.max(0, at - 30);
  const to = Math.min(text.length, at + 30);
  return `${from > 0 ? "…" : ""}${text.slice(from, to).replace(/\s*\n\s*/g, " ")}${to < text.length ? "…" : ""}`;
}

/** Where a text lost a keyword, one excerpt per spot. */
export function lostKeywords(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(EMPTY_KEYWORD)) out.push(excerptAt(text, m.index));
  for (const m of text.matchAll(GAP)) out.push(excerptAt(text, m.index + 1));
  return out;
}

export function textDamage(
  record: Pick<CardRecord, "effect" | "inherited" | "security"> &
    Partial<Pick<CardRecord, "linkRequirement" | "linkEffect" | "linkDp">>,
): TextDamage[] {
  return [
    ...(["effect", "inherited", "security"] as const).flatMap((field) =>
      lostKeywords(record[field] ?? "").map((excerpt) => ({ field, excerpt })),
    ),
    ...linkRequirementLost(record),
  ];
}

/** A link card whose record kept its link DP or link effect but lost its [Link] requirement line. */
function linkRequirementLost(
  record: Partial<Pick<CardRecord, "linkRequirement" | "linkEffect" | "linkDp">>,
): TextDamage[] {
  if (record.linkRequirement?.trim()) return [];
  const effect = record.linkEffect?.trim();
  if (!effect && !record.linkDp) return [];
  const shown = [
    record.linkDp ? `link DP ${record.linkDp}` : "",
    effect ? `link effect "${effect.slice(0, 40)}${effect.length > 40 ? "…" : ""}"` : "",
  ];
  return [{ field: "link", excerpt: `${shown.filter(Boolean).join(", ")}, no [Link] requirement` }];
}
