/**
 * An "instead" sentence that leaves out what it shares with the sentence it replaces (18-2):
 * "1 of your opponent's Digimon gets -3000 DP for the turn. If ..., 1 of your opponent's Digimon
 * gets -6000 DP instead." (the same duration), "... gains <Security Attack -1>. If ..., 3 of your
 * opponent's Digimon gain it instead." (the same keyword and duration), "Delete 1 of your
 * opponent's Digimon with 6000 DP or less. If ..., Delete 2 such Digimon instead." (the same
 * kind of Digimon). The sentence is read as if it said the shared words again.
 */

/** The words a sentence before says its change lasts: "for the turn", "until the end of ...". */
const DURATION = /(for the turn|until (?:the end of|their|your)[^.,]*)/i;

function dpInstead(text: string, before: string): string | null {
  const m = /^(.*\bgets? [+-]\d+ DP) instead(\.?\s*)$/is.exec(text);
  const d = /\bgets? [+-]\d+ DP (?:and [^.]*?)?(for the turn|until (?:the end of|their|your)[^.,]*)/i.exec(
    before,
  );
  return m && d ? `${m[1]!} ${d[1]!} instead${m[2]!}` : null;
}

function keywordInstead(text: string, before: string): string | null {
  const m = /^(.*\bgains?) it instead(\.?\s*)$/is.exec(text);
  const k = /\bgains? (<[^>]+>)/i.exec(before);
  if (!m || !k) return null;
  const lead = /^\s*(until [^,]+),/i.exec(before)?.[1];
  const tail = lead ? null : DURATION.exec(before.slice(k.index))?.[1];
  const d = lead ?? tail;
  return d ? `${m[1]!} ${k[1]!} ${d} instead${m[2]!}` : null;
}

function suchInstead(text: string, before: string): string | null {
  const m = /^(.*?\bdelete) (\d+) such Digimon instead(\.?\s*)$/is.exec(text);
  const b = /^\s*delete 1 (of your opponent's [^.]*?Digimon[^.]*?)\.?\s*$/i.exec(before);
  return m && b ? `${m[1]!} ${m[2]!} ${b[1]!} instead${m[3]!}` : null;
}

export function insteadRestated(text: string, before: string | null): string | null {
  if (!before || !/\binstead\.?\s*$/i.test(text)) return null;
  return dpInstead(text, before) ?? keywordInstead(text, before) ?? suchInstead(text, before);
}
