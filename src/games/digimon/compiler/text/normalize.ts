/**
 * Card-text normalizer: one spelling for the many ways the same text is printed. Full-width
 * brackets and commas, curly quotes, non-breaking spaces, old and new keyword spellings
 * (`<Security A. +1>` → `<Security Attack +1>`), and known typos (`<De-Digivolve1>`).
 * Every offset the compiler reports refers to the normalized text.
 */
import { KEYWORDS as KEYWORD_RECORDS, OP_KEYWORD_REMINDERS } from "../../model/index.ts";
import { HEADER_NAMES } from "./structure.ts";
import { fixTypos } from "./typos.ts";

const HEADER_BY_LOWER = new Map([...HEADER_NAMES].map((h) => [h.toLowerCase(), h]));

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
  // A phrase printed twice in a row: "in its name in its name", "under this under this", "the top top card".
  [/\b((?:in|under) (?:its|their|this) [A-Za-z]+) \1\b/g, "$1"],
  [/\bthe top top\b/g, "the top"],
  [/\bunder this under this\b/g, "under this"],
  // The first set's word for the trash, and a dropped letter.
  [/\brecycle bin\b/gi, "trash"],
  [/\btash\b/g, "trash"],
  [/\r\n?/g, "\n"],
  [/\bthe\[/g, "the ["],
  // "digivolve" whose "lv" a record's level rewriting turned into "Lv.".
  [/\bdigivoLv\.e\b/g, "digivolve"],
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

/**
 * Keywords some records lost while keeping their reminder ("[Hand] [Counter] (Your Digimon may
 * digivolve into this card ...)", "in play, . (Draw 1 card from your deck.)"): a reminder that
 * states a keyword's whole rule, with no keyword before it, stands for that keyword, which is
 * put back in front of it. The sentences are the keyword records' (model/keywords.ts); `$n` in
 * the keyword refers to the reminder's groups.
 */
const LOST_KEYWORDS: [RegExp, string][] = [
  ...Object.values(KEYWORD_RECORDS).flatMap((r) =>
    (r.reminders ?? []).map((m): [RegExp, string] => [atStart(m.sentence), m.printed ?? `<${r.name}>`]),
  ),
  ...OP_KEYWORD_REMINDERS.map((m): [RegExp, string] => [atStart(m.sentence), m.printed]),
];

function atStart(sentence: RegExp): RegExp {
  return new RegExp(`^${sentence.source}`, sentence.flags);
}

function restoreLostKeywords(t: string): string {
  let out = "";
  for (let i = 0; i < t.length; i++) {
    if (t[i] === "(") {
      const before = out.replace(/[ .]+$/, "");
      const last = before[before.length - 1];
      // Only where no keyword stands before it: at a line's start, after a header or a comma's remnant.
      // After another reminder too: "(... without paying the cost). (At blocker timing, ...)".
      // After "gains" too: "1 of your opponent's Digimon gains  (This Digimon checks 1 fewer ...)".
      const afterGains = /\bgains?$/.test(before);
      if (last === undefined || last === "\n" || last === "]" || last === "," || last === ")" || afterGains) {
        const rest = t.slice(i);
        const hit = LOST_KEYWORDS.find(([re]) => re.test(rest));
        if (hit) {
          const m = hit[0].exec(rest)!;
          const keyword = hit[1].replace(/\$(\d)/g, (_, k: string) => m[Number(k)] ?? "");
          // "in play, . (Draw 1 ...)", "gains . (When an opponent's ...)": the keyword goes where
          // the remnant period stands.
          const remnant = /(?:,|\bgains?) *\. *$/.test(out);
          out = remnant ? `${out.replace(/\. *$/, "")}${keyword}. ` : `${out}${keyword} `;
        }
      }
    }
    out += t[i];
  }
  return out;
}

/**
 * <De-Digivolve N> lost before its target while its reminder, printed after the target, stayed:
 * "[When Attacking]  1 of your opponent's Digimon (Trash the top card. You can't trash past level
 * 3 cards)." The reminder states the whole keyword, so the keyword is put back before the target.
 */
const LOST_DE_DIGIVOLVE =
  /(^|[\]\n,]\s*|\.\s+)(\d+ of your opponent's Digimon) \(Trash (the top card|up to (\d+) cards from the top)\. You can't trash past level 3 cards\.?\)/g;

function restoreLostDeDigivolve(t: string): string {
  return t.replace(LOST_DE_DIGIVOLVE, (whole, lead: string, target: string, how: string, n?: string) => {
    const count = /^the top card$/i.test(how) ? "1" : n!;
    return `${lead}<De-Digivolve ${count}> ${whole.slice(lead.length)}`;
  });
}

export function normalizeText(text: string): string {
  let t = text;
  for (const [re, to] of CHARS) t = t.replace(re, to);
  for (const [re, to] of KEYWORDS) t = t.replace(re, to);
  t = restoreLostKeywords(t);
  t = restoreLostDeDigivolve(t);
  t = fixTypos(t);
  // "(Rule) Name: ..." / "(Rule) Trait: ..." printed after another ability: the [Rule] line it is (2-3-4).
  t = t.replace(/\(Rule\)(?=\s*(?:Name|Trait)\s*:)/g, "[Rule]");
  // "<Piercing>and <Security Attack +1>for the turn": a keyword's closing bracket printed against the next word.
  t = t.replace(/>(?=[A-Za-z])/g, "> ");
  // "Once per Turn", "[Your turn]" and friends: the headers are always title case.
  t = t.replace(/\[([^\]\n]+)\]/g, (m, name: string) => {
    const canonical = HEADER_BY_LOWER.get(name.toLowerCase());
    return canonical ? `[${canonical}]` : m;
  });
  // "When this Digimon deletes ... in battle. gain 1 memory": a trigger clause closed by a period, not a comma.
  t = t.replace(/(^|[\]\n]\s*)(When [^.\]\n]*)\. (?=[a-z])/g, "$1$2, ");
  // "[When Digivolving] When you have 3 security cards or less, ...": a state, not an event, so
  // under a timing it is the effect's condition ("If"), under a turn header its duration ("While").
  t = t.replace(
    /(\[(?:On Play|When Digivolving|When Attacking|On Deletion|End of Attack)\]\s*(?:\[Once Per Turn\]\s*)?)When (you have|your opponent has)\b/g,
    "$1If $2",
  );
  t = t.replace(/(\[(?:Your Turn|All Turns|Opponent's Turn)\]\s*)When you have\b/g, "$1While you have");
  // "Neither player's Digimon can be deleted ...": a ban on every Digimon, said as the others are.
  t = t.replace(/\bNeither player's (Digimon|Tamers?) can (?!')/g, "All $1 can't ");
  // "this Digimon is unaffected by ...": the same protection as "isn't affected by" (15-15-5).
  t = t.replace(/\b(is|are) unaffected by\b/g, (_, be: string) => `${be}n't affected by`);
  // "for each card this effect trashed": the count "for each card trashed by this effect" reads.
  t = t.replace(
    /\b([Ff]or) each (cards?|Digimon) this effect (trashed|deleted)\b/g,
    "$1 each $2 $3 by this effect",
  );
  // "For 1 of your opponent's Digimon, trash any 1 digivolution card": the cards are that Digimon's.
  t = t.replace(
    /\bFor (1 of your opponent's [^,.]*?Digimon), trash any (\d+) digivolution (cards?)/g,
    "Trash any $2 digivolution $3 of $1",
  );
  // "... may attack your opponent's Digimon. This effect allows you to attack unsuspended Digimon as
  // well.": the permission is this attack's own, so it is said in the attack's sentence.
  t = t.replace(
    /\b(attack your opponent's Digimon)\. (?:This effect allows you to attack unsuspended Digimon as well|Your opponent's unsuspended Digimon can also be attacked with this effect)\./g,
    "$1, even an unsuspended one.",
  );
  // 'Give 1 of your opponent's Digimon <Collision> and "[...] ..." until ...': the same as '1 of
  // your opponent's Digimon gains <Collision> and "..."', which gains.ts and gained.ts read.
  t = t.replace(
    /\b[Gg]ive (\d+ of (?:your|your opponent's|their) Digimon) ((?:<[^>]+>(?:,? and |, )?)+) and "/g,
    '$1 gains $2 and "',
  );
  // "with [Beast] or [Animal], other than [Sea Animal] trait, in any of its traits": the excluded trait named with a stray "trait".
  t = t.replace(/(, other than \[[^\]]+\]) traits?(, in (?:any|one) of its traits)/g, "$1$2");
  // "...; if you do, gain 1 memory ...": a sentence of its own after what it depends on.
  t = t.replace(/; if you do, /g, ". If you do, ");
  // "1 card with the [X] trait card from ...": a record that says "card" twice.
  t = t.replace(/\b(card with the \[[^\]]+\] trait) card\b/g, "$1");
  // "play 1 each of [A] and [B]": one of each, as "play 1 [A] and 1 [B]" says.
  t = t.replace(/\b1 each of (\[[^\]]+\]) and (\[[^\]]+\])/g, "1 $1 and 1 $2");
  // "Unsuspend this Digimon(,) and it gets ...": "it" is this Digimon, the only one named.
  t = t.replace(/\bthis Digimon(,?) and it (gets|gains)\b/g, "this Digimon$1 and this Digimon $2");
  // "[When Attacking] . <Draw 1>": the remnant of a lost word between a header and a keyword.
  t = t.replace(/\](\s*)\.\s+(?=<)/g, "]$1");
  t = t
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
  return t.trim();
}
