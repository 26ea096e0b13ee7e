/**
 * Card-text normalizer: one spelling for the many ways the same text is printed. Full-width
 * brackets and commas, curly quotes, non-breaking spaces, old and new keyword spellings
 * (`<Security A. +1>` → `<Security Attack +1>`), and known typos (`<De-Digivolve1>`).
 * Every offset the compiler reports refers to the normalized text.
 */

const CHARS: [RegExp, string][] = [
  [/[＜〈]/g, "<"],
  [/[＞〉]/g, ">"],
  [/［/g, "["],
  [/］/g, "]"],
  [/（/g, "("],
  [/）/g, ")"],
  [/：/g, ":"],
  [/[，、]\s*/g, ", "],
  [/[‘’`´]/g, "'"],
  [/[“”]/g, '"'],
  [/[―—–]/g, "-"],
  [/•/g, "・"],
  [/[\u00a0\u2007\u202f\u3000\t]/g, " "],
  [/&#160;|&nbsp;/g, " "],
  [/\bwith\[/g, "with ["],
  [/\btrait trait\b/g, "trait"],
  [/\r\n?/g, "\n"],
];

/** Keyword spellings: the first group of each pattern is replaced by the canonical name. */
const KEYWORDS: [RegExp, string][] = [
  [/<\s*(?:Security\s*A(?:ttack|\.)?|S\.?\s*Attack|SA)\s*([+-])\s*(\d+)\s*>/gi, "<Security Attack $1$2>"],
  [/<\s*De-?\s*Digivo(?:lve|Lv\.e)\s*(\d+)\s*>/gi, "<De-Digivolve $1>"],
  [/<\s*Digi-?\s*Burst\s*(\d+)\s*>/gi, "<Digi-Burst $1>"],
  [/<\s*Ice\s*-?\s*clad\s*>/gi, "<Iceclad>"],
  [/<\s*Draw\s*(\d+)\s*>/gi, "<Draw $1>"],
  [/<\s*Recovery\s*\+\s*(\d+)\s*(\(Deck\))?\s*>/gi, "<Recovery +$1 (Deck)>"],
  [/<\s*Material\s*Save\s*(\d+)\s*>/gi, "<Material Save $1>"],
];

export function normalizeText(text: string): string {
  let t = text;
  for (const [re, to] of CHARS) t = t.replace(re, to);
  for (const [re, to] of KEYWORDS) t = t.replace(re, to);
  // "<Piercing>and <Security Attack +1>for the turn": a keyword's closing bracket printed against the next word.
  t = t.replace(/>(?=[A-Za-z])/g, "> ");
  // "Once per Turn" and friends: the headers are always title case.
  t = t.replace(/\[Once per Turn\]/gi, "[Once Per Turn]").replace(/\[Twice per Turn\]/gi, "[Twice Per Turn]");
  t = t
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
  return t.trim();
}
