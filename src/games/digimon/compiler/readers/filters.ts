/**
 * Targets and filters: "1 of your opponent's level 4 or lower Digimon with 4000 DP or less",
 * "all of your opponent's Digimon", "1 purple or yellow Digimon card with 6000 DP or less".
 */
import { FIRST_CHOSEN, comparedWithMoved } from "./compared.ts";
import type { CardFilter, Color, Count, FieldTarget, Side, Timing } from "../../model/index.ts";
import { Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { keywordFromText } from "./keywords.ts";

export const NAME = "\\[[^\\]]+\\]";
/**
 * The words for a card's traits: older printings say "type" or "form" (forms and attributes are
 * traits too, 2-3-2-1): "in its traits", "in its form or type".
 */
export const TRAIT_NOUN =
  "(?:traits?|types?|forms?|attributes?)(?:\\s+or\\s+(?:traits?|types?|forms?|attributes?))?";
export const NAMES = `${NAME}(?:\\s*(?:,\\s*(?:or\\s+|and\\s+)?|and/or|or|and|/)\\s*${NAME})*`;
const COLOR = "red|blue|yellow|green|black|purple|white";
// "yellow and/or red": either colour, as "yellow or red".
const COLORS = `(?:${COLOR})(?:\\s*(?:,|and/or|or|/|and)\\s*(?:${COLOR}))*`;

/** Names or keyword icons printed in a text: `[A] or <Save>`. */
export const TERMS = `(?:${NAME}|<[^>]+>)(?:\\s*(?:,\\s*(?:or\\s+)?|or|/)\\s*(?:${NAME}|<[^>]+>))*`;

/** `[A] or <Save>` → ["A", "<Save>"]. */
export function terms(text: string): string[] {
  return [...text.matchAll(/\[([^\]]+)\]|(<[^>]+>)/g)].map((m) => (m[1] ?? m[2]!).trim());
}

/** `[A], [B] or [C]` → ["A", "B", "C"]. */
export function names(text: string): string[] {
  return [...text.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!.trim());
}

function colors(text: string): Color[] {
  return [...text.matchAll(new RegExp(COLOR, "gi"))].map(
    (m) => (m[0][0]!.toUpperCase() + m[0].slice(1).toLowerCase()) as Color,
  );
}

export const TIMINGS: Record<string, Timing> = {
  "On Play": "onPlay",
  "When Digivolving": "whenDigivolving",
  "When Attacking": "whenAttacking",
  "On Deletion": "onDeletion",
  Security: "security",
  Main: "main",
};

/** Modifiers before the noun: colours, levels, (un)suspended, other, traits, play cost, lowest DP. */
function preModifiers(c: Cursor, f: CardFilter): void {
  for (;;) {
    let m: RegExpExecArray | null;
    if ((m = c.re(`non-(${COLOR})`))) f.notColors = colors(m[1]!);
    else if (c.is("non-Digi-Egg")) f.noneOf = [...(f.noneOf ?? []), { category: "Digi-Egg" }];
    else if ((m = c.re(`non-(${NAME})`))) f.noneOf = [...(f.noneOf ?? []), { nameIs: names(m[1]!) }];
    else if ((m = c.re(`(${COLORS}),? or (${NAMES}) traits?`)))
      f.anyOf = [{ colors: colors(m[1]!) }, { traits: names(m[2]!) }];
    // "all of your green and [Royal Knight] trait Digimon": the green ones and the [Royal Knight] ones.
    else if ((m = c.re(`(${COLOR}) and (${NAME}) traits?`)))
      f.anyOf = [{ colors: colors(m[1]!) }, { traits: names(m[2]!) }];
    else if ((m = c.re(COLORS))) {
      // "a 2-color purple and yellow Digimon" has both colours; elsewhere a list is either.
      if (f.maxColors !== undefined && /\band\b/i.test(m[0])) f.allColors = colors(m[0]);
      else f.colors = colors(m[0]);
    } else if ((m = c.re("(\\d)-colou?r"))) f.minColors = f.maxColors = Number(m[1]);
    else if (c.is("single-colou?r")) f.minColors = f.maxColors = 1;
    // "level 4 or 5": either level.
    else if (!f.anyOf && (m = c.re("level (\\d+) or (\\d+)\\b")))
      f.anyOf = [{ level: Number(m[1]) }, { level: Number(m[2]) }];
    else if ((m = c.re("(?:level|Lv\\.)\\s*(\\d+)(?:\\s+or\\s+(lower|less|higher|more))?"))) levelRange(f, m);
    else if ((m = c.re("(un)?suspended"))) f.suspended = m[1] === undefined;
    else if (c.is("other|another")) f.other = true;
    else if ((m = c.re(`(${NAMES})\\s+traits?(?:\\s+or\\s+(${NAMES})\\s+traits?)?`)))
      f.traits = [...names(m[1]!), ...(m[2] ? names(m[2]) : [])];
    // "play or use cost 10 or lower", "play cost or use cost 3 or lower": an Option's use cost counts as its cost (2-7).
    else if (
      (m = c.re(
        "(?:play or use cost|play cost or use cost|use cost|play cost) (?:of )?(\\d+) or (lower|less|higher|more)",
      ))
    )
      if (/lower|less/i.test(m[2]!)) f.maxPlayCost = Number(m[1]);
      else f.minPlayCost = Number(m[1]);
    else if ((m = c.re("(\\d+) DP or (lower|less)"))) f.maxDp = Number(m[1]);
    else if ((m = c.re("(lowest|highest) (DP|level|play cost)")))
      f.extreme = { by: extremeBy(m[2]!), which: m[1]!.toLowerCase() as "lowest" | "highest" };
    else return;
  }
}

function extremeBy(word: string): "dp" | "level" | "playCost" {
  const w = word.toLowerCase();
  return w === "dp" ? "dp" : w === "level" ? "level" : "playCost";
}

function levelRange(f: CardFilter, m: RegExpExecArray): void {
  const n = Number(m[1]);
  const dir = m[2]?.toLowerCase();
  if (dir === "lower" || dir === "less") f.maxLevel = n;
  else if (dir === "higher" || dir === "more") f.minLevel = n;
  else f.level = n;
}

type Noun = "Digimon" | "Tamer" | "Option" | "Digi-Egg" | "DigimonOrTamer" | "card" | "named";

function noun(c: Cursor, f: CardFilter, field: boolean): Noun | null {
  if (c.is("Digimon\\s+(?:or|and/or|and)\\s+Tamers?(?:\\s+cards?)?")) {
    f.anyOf = [{ category: "Digimon" }, { category: "Tamer" }];
    return "DigimonOrTamer";
  }
  if (c.is(field ? "Digimon" : "Digimon\\s+cards?|Digimon")) return (f.category = "Digimon");
  if (c.is("Tamers?(?:\\s+cards?)?")) return (f.category = "Tamer");
  if (c.is("Option\\s+cards?")) return (f.category = "Option");
  if (c.is("Digi-Egg\\s+cards?|Digi-Eggs?")) return (f.category = "Digi-Egg");
  if (!field && c.is("cards?")) return "card";
  const m = c.re(NAMES);
  if (m) {
    f.nameIs = names(m[0]);
    // "any of your [Keenan Crier]s": the plural of a name, right after its bracket.
    if (/^s\b/.test(c.rest())) c.i += 1;
    // "1 [A] or [B] Option card": the kind the names must be (a trait once the pool is known, bracket-traits.ts).
    if (c.is("Option\\s+cards?")) f.category = "Option";
    // "1 [Eater] Digimon card": a Digimon card with the trait, not a Tamer or Option card that has it.
    else if (c.is("Digimon(?:\\s+cards?)?")) f.category = "Digimon";
    else c.is("cards?|Tamers?");
    return "named";
  }
  return null;
}

/** Modifiers after the noun: "with 4000 DP or less", "with [X] in its name", "other than [X]". */
export function postModifiers(c: Cursor, f: CardFilter): void {
  for (;;) {
    let m: RegExpExecArray | null;
    // First: "with an [X] trait card in its digivolution cards" is not "with an [X] trait".
    if (c.peek("with|without|that") && sourcesHave(c, f)) continue;
    else if ((m = c.re("(?:with|and) (\\d+) DP or (less|lower|more|higher)|with (\\d+) or (less|more) DP"))) {
      const n = Number(m[1] ?? m[3]);
      const dir = (m[2] ?? m[4])!.toLowerCase();
      if (dir === "less" || dir === "lower") f.maxDp = n;
      else f.minDp = n;
    } else if (
      c.is(
        "with (?:DP less than or equal to|as much or less DP as|as much or less DP than|less than or equal to the DP of) this Digimon(?:'s DP)?|with as much DP as this Digimon or less",
      )
    )
      f.maxDpOfSelf = true;
    // "no Digimon with equal or higher DP": compared with this Digimon, the only one named.
    else if (
      c.is(
        "with (?:equal or higher DP|as much or more DP as this Digimon|DP greater than or equal to this Digimon(?:'s DP)?)",
      )
    )
      f.minDpOfSelf = true;
    else if (
      c.is(
        "with (?:a play cost less than or equal to this Digimon's(?: play cost)?|as high or lower a play cost as this Digimon)",
      )
    )
      f.maxPlayCostOfSelf = true;
    else if (c.is("with as high or lower an? (?:use|play) cost as your opponent's memory"))
      f.maxPlayCostAs = "opponentMemory";
    else if (c.is("with as high or lower an? (?:use|play) cost as that Digimon's level"))
      f.maxPlayCostAs = "subjectLevel";
    else if (c.is("with a level equal to that Digimon's level")) f.levelAs = "subjectLevel";
    else if (!f.colors && c.is("with the same colou?r as any of your Digimon (?:on the field|in play)"))
      f.colorOfYourDigimon = true;
    else if (!f.colors && c.is("with the same colou?r as the chosen (?:Tamer|Digimon)"))
      f.colorOfChosen = true;
    else if (c.is("with the same name as this Digimon")) f.sameNameAsSelf = true;
    else if (c.is("of the same colou?r as the digivolving Digimon")) f.colorOfDigivolving = true;
    else if (c.is("with the same level as this Digimon")) f.sameLevelAsSelf = true;
    else if (c.is("with the same orientation as this Digimon")) f.sameOrientationAsSelf = true;
    else if (
      (m = c.re(
        `(?:with a level|whose level is) (?:less than or equal to|as high or lower than) the number of ${LEVEL_COUNTS}`,
      ))
    )
      f.maxLevelCount = m[1]
        ? { side: "you", filter: {}, zone: "security" }
        : { side: "you", filter: {}, zone: "sources" };
    // "with a level as high or higher as the number of cards in your hand": counted for the effect's player.
    else if (
      (m = c.re(
        `(?:with a level|whose level is) (?:as high or higher as|as high as or higher than|equal to or (?:higher|greater) than|greater than or equal to) the number of ${ZONE_COUNT}`,
      ))
    )
      f.minLevelCount = zoneCount(m[1]!, m[2]!);
    // "with levels greater than or equal to the total cards in both players' security stacks": the two added (official Q&A).
    else if (c.is("with levels? greater than or equal to the total cards in both players' security stacks"))
      f.minLevelCount = { side: "any", filter: {}, zone: "security" };
    else if ((m = c.re(`with as high or lower a level as the number of ${ZONE_COUNT}`)))
      f.maxLevelCount = zoneCount(m[1]!, m[2]!);
    // "... in your or their security stack": either count will do, not their sum (official Q&A).
    else if (
      !f.anyOf &&
      (m = c.re(`with as high or lower a level as the number of cards in your or their ${ZONE}`))
    )
      f.anyOf = [{ maxLevelCount: zoneCount("your", m[1]!) }, { maxLevelCount: zoneCount("their", m[1]!) }];
    // "with play costs less than or equal to this Digimon's digivolution cards": their number.
    else if (
      c.is(
        "with (?:as high or lower a play cost as the number of|play costs? less than or equal to(?: the number of)?) this Digimon's digivolution cards",
      )
    )
      f.maxPlayCostCount = { side: "you", filter: {}, zone: "sources" };
    // "with a memory cost of 1 or 7": either cost.
    else if (!f.anyOf && (m = c.re("with a (?:play |use |memory )?cost of (\\d+) or (\\d+)\\b"))) {
      const [x, y] = [Number(m[1]), Number(m[2])];
      f.anyOf = [
        { minPlayCost: x, maxPlayCost: x },
        { minPlayCost: y, maxPlayCost: y },
      ];
    } else if (
      (m = c.re(
        "(?:with|and) (?:a (?:play or use |play |use |memory )?cost|play costs?|cost(?= of)) (?:of )?(\\d+)(?: or (less|lower|more|higher))?",
      ))
    ) {
      if (!m[2] || /less|lower/i.test(m[2])) f.maxPlayCost = Number(m[1]);
      if (!m[2] || /more|higher/i.test(m[2])) f.minPlayCost = Number(m[1]);
    } else if ((m = c.re("with a level of (\\d+) or (less|lower|more|higher)")))
      levelRange(f, [
        m[0],
        m[1]!,
        /less|lower/i.test(m[2]!) ? "lower" : "higher",
      ] as unknown as RegExpExecArray);
    // "with the [Ghost] trait and [LIBERATOR] (trait)": a second trait the card must have too.
    else if (
      f.traits &&
      !f.anyOf &&
      (m = c.re(`and (?:the )?(${NAME})(?: traits?)?(?=\\s+(?:in|from|among)\\b|\\s*[,.]|$)`))
    )
      f.anyOf = [{ traits: names(m[1]!) }];
    // "with [X] in its name or with [X] in its digivolution cards", "... in its name or digivolution cards".
    else if (
      !f.anyOf &&
      (m = c.re(
        `with (${NAMES}) in (?:its|their) names?,? or (?:(?:with (${NAMES}) )?in (?:its|their) )?digivolution cards`,
      ))
    )
      f.anyOf = [{ nameIncludes: names(m[1]!) }, { sourcesHave: { nameIs: names(m[2] ?? m[1]!) } }];
    // "with the [Deva] trait or 6000 DP or less": either.
    else if (
      !f.anyOf &&
      (m = c.re(
        `with (?:the (${NAMES}) traits?|(${NAMES}) in (?:its|their) ${TRAIT_NOUN}) or (\\d+) DP or (less|more)`,
      ))
    ) {
      const trait: CardFilter = m[1] ? { traits: names(m[1]) } : { traitIncludes: names(m[2]!) };
      const dp: CardFilter =
        m[4]!.toLowerCase() === "less" ? { maxDp: Number(m[3]) } : { minDp: Number(m[3]) };
      f.anyOf = [trait, dp];
    } else if (
      // "with [Huckmon] in its name or [Royal Knight] in its type", "with [Garurumon] in their names
      // (other than [KendoGarurumon]) or [Hybrid] in their forms": either, the trait as a part of one.
      (m = c.re(
        `with (${NAMES}) in (?:its|their) names? (?:\\(other than (${NAMES})\\) )?or (${NAMES}) in (?:its|their) ${TRAIT_NOUN}`,
      ))
    ) {
      const named: CardFilter = {
        nameIncludes: names(m[1]!),
        ...(m[2] ? { noneOf: [{ nameIs: names(m[2]) }] } : {}),
      };
      f.anyOf = [named, { traitIncludes: names(m[3]!) }];
    } else if (withAlternatives(c, f)) continue;
    // "that has [X] in its name or a [Y] trait": the same, in an older printing's words.
    else if (
      (m = c.re(
        `(?:with|that has|that have) (${NAMES}) in (?:its|their) names?,? or (?:the |an? |with the )?(${NAMES}) traits?`,
      ))
    )
      f.anyOf = [{ nameIncludes: names(m[1]!) }, { traits: names(m[2]!) }];
    else if ((m = c.re(`with (${TERMS}) in (?:its|their) texts?,? or (?:the |with the )?(${NAMES}) traits?`)))
      f.anyOf = [{ textIncludes: terms(m[1]!) }, { traits: names(m[2]!) }];
    else if (!f.anyOf && hasOrColor(c, f)) continue;
    else if ((m = c.re(`(?:with|that has|that have) (${NAMES}) in (?:its|their) names?`)))
      f.nameIncludes = names(m[1]!);
    // "with Hybrid in its form": an older printing without the brackets.
    else if ((m = c.re(`with ([A-Z][A-Za-z-]+) in (?:its|their) ${TRAIT_NOUN}`))) f.traitIncludes = [m[1]!];
    else if ((m = c.re(`with (${TERMS}) in (?:its|their) texts?`))) f.textIncludes = terms(m[1]!);
    else if (c.is("with (?:an )?inherited effects?")) f.hasInherited = true;
    else if (c.is("with (?:a )?DigiXros requirements?")) f.hasXros = true;
    else if (
      (m = c.re(`with (?:the )?(${NAMES}) in (?:its|their|any of its|any of their|one of its) ${TRAIT_NOUN}`))
    )
      f.traitIncludes = names(m[1]!);
    else if ((m = c.re(`with (?:the|an?) (${NAMES}) traits?`))) f.traits = names(m[1]!);
    // "with the [Flame] from your trash": a record that lost the word "trait".
    else if ((m = c.re(`with the (${NAMES})(?=\\s+(?:from|in|among)\\b)`))) f.traits = names(m[1]!);
    else if ((m = c.re("with the (lowest|highest) (DP|level|play cost)")))
      f.extreme = { by: extremeBy(m[2]!), which: m[1]!.toLowerCase() as "lowest" | "highest" };
    else if ((m = c.re("with the (fewest|most) digivolution cards")))
      f.extreme = { by: "sources", which: /^fewest$/i.test(m[1]!) ? "lowest" : "highest" };
    // "without cards under it": a Tamer's cards under it count as its stack too (4-4-2).
    else if (
      c.is("with no digivolution cards|without (?:any )?(?:digivolution cards|cards under (?:it|them))")
    )
      f.maxSources = 0;
    else if (c.is("with face-down digivolution cards")) f.minFaceDownSources = 1;
    else if (c.is("with digivolution cards less than or equal to this Digimon's digivolution cards"))
      f.maxSourcesOfSelf = true;
    else if (c.is("with (?:a )?digivolution cards?")) f.minSources = 1;
    else if (
      c.is(
        "with (?:as many or fewer digivolution cards as|equal or fewer digivolution cards than) this Digimon",
      )
    )
      f.maxSourcesOfSelf = true;
    // "no Digimon with more digivolution cards than this Digimon": none beyond as many or fewer.
    else if (c.is("with more digivolution cards than this Digimon"))
      f.noneOf = [...(f.noneOf ?? []), { maxSourcesOfSelf: true }];
    // "with 2 or more colors, or with 2 or more colors in one of its digivolution cards": one single card with them.
    else if (
      !f.anyOf &&
      (m = c.re(
        "with (\\d+) or more colors,? or with (\\d+) or more colors in one of its digivolution cards",
      ))
    )
      f.anyOf = [{ minColors: Number(m[1]) }, { sourcesHave: { minColors: Number(m[2]) } }];
    else if ((m = c.re("with (\\d+) or more colors in one of its digivolution cards")))
      f.sourcesHave = { minColors: Number(m[1]) };
    else if ((m = c.re("with (\\d+) or more colors"))) f.minColors = Number(m[1]);
    // "with 2 or more same-level cards in its stack": its top card and digivolution cards (official Q&A on BT22-102).
    else if ((m = c.re("with (\\d+) or more same-level cards in (?:its|their) stacks?")))
      f.minSameLevel = Number(m[1]);
    // "a card with 2 colors or [X] in its traits": either that many colours or the named thing.
    else if (!f.anyOf && colorCountOrHas(c, f)) continue;
    // "with <Blocker> or <Reboot>": either keyword.
    else if (!f.anyOf && !f.hasKeyword && keywordAlternatives(c, f)) continue;
    else if ((m = knownKeyword(c, "with"))) f.hasKeyword = keywordFromText(m[1]!)!.keyword;
    // "with 6000 DP or less and <Blocker>": a second quality after a first "with".
    else if (f.hasKeyword === undefined && Object.keys(f).length > 1 && (m = knownKeyword(c, "and")))
      f.hasKeyword = keywordFromText(m[1]!)!.keyword;
    // "with <Fortitude> and no digivolution cards": a second quality after a first "with".
    else if (f.maxSources === undefined && Object.keys(f).length > 1 && c.is("and no digivolution cards"))
      f.maxSources = 0;
    else if ((m = knownKeyword(c, "without"))) f.lacksKeyword = keywordFromText(m[1]!)!.keyword;
    // "This Digimon linked with [X]": one of its link cards has that name (4-10-1).
    else if ((m = c.re(`linked with (${NAMES})`))) f.linkedWith = { nameIs: names(m[1]!) };
    // "1 of your Tamers with 5 or more cards under it": the cards placed under a Tamer (4-4-2) count so too.
    else if ((m = c.re("with (\\d+) or (more|fewer|less) (?:digivolution cards|cards under (?:it|them))"))) {
      if (m[2]!.toLowerCase() === "more") f.minSources = Number(m[1]);
      else f.maxSources = Number(m[1]);
    } else if ((m = c.re(`with an? \\[([^\\]]+)\\] effect`)) && TIMINGS[m[1]!]) f.hasTiming = TIMINGS[m[1]!];
    // "a yellow Digimon with [Agumon]/[Greymon]": the short form of "with [X] in its name".
    else if ((m = c.re(`with (${NAMES})(?=\\s*(?:[,.]|or\\b|from\\b|among\\b|$))`)))
      f.nameIncludes = names(m[1]!);
    else if ((m = c.re(`,?\\s*other than (${NAME})(?:,(?=\\s*(?:from|in|among|would)\\b))?`)))
      f.notName = names(m[1]!)[0];
    // "(other than [A], [B], or [C])": none of those names.
    else if ((m = c.re(`\\(other than (${NAMES})\\)`)))
      f.noneOf = [...(f.noneOf ?? []), { nameIs: names(m[1]!) }];
    else if (c.is("in play|on the field|in the battle area")) continue;
    // "2-color Digimon card that's red or purple": one of those colours, said after the noun.
    else if (
      !f.colors &&
      (m = c.re(
        `that(?:'s| is) ((?:${COLOR})(?:\\s*(?:,|or|/)\\s*(?:${COLOR}))*)(?!\\s*(?:,|or|and)?\\s*(?:has|with|(?:${COLOR}))\\b)`,
      ))
    )
      f.colors = colors(m[1]!);
    // "without [X] in its name": none of those names is part of its name.
    else if ((m = c.re(`without (${NAMES}) in (?:its|their) names?`)))
      f.noneOf = [...(f.noneOf ?? []), { nameIncludes: names(m[1]!) }];
    // "without [X-Antibody] in its traits": none of its traits contains X (2-3-2-4).
    else if ((m = c.re(`without (${NAMES}) in (?:its|their) traits?`)))
      f.noneOf = [...(f.noneOf ?? []), { traitIncludes: names(m[1]!) }];
    // "with digivolution cards and [X] in its name": a second quality joined by "and".
    else if (
      Object.keys(f).length > 1 &&
      !f.nameIncludes &&
      (m = c.re(`and (${NAMES}) in (?:its|their) names?`))
    )
      f.nameIncludes = names(m[1]!);
    else if (
      Object.keys(f).length > 1 &&
      !f.textIncludes &&
      (m = c.re(`and (${TERMS}) in (?:its|their) texts?`))
    )
      f.textIncludes = terms(m[1]!);
    else if (comparedWithMoved(c, f)) continue;
    // "that share a name with the first chosen Digimon" (chosen-compared.ts's fold), "with the same name as that card".
    else if (c.is(`that shares? a name with ${FIRST_CHOSEN}`)) f.sharesNameOf = "chosen";
    else if (c.is("with the same name as (?:that|the returned) card")) f.sharesNameOf = "moved";
    else if (!f.anyOf && colorOrHas(c, f)) continue;
    // "Digimon card with <Digi-Burst>": a keyword's icon named without the number it is printed
    // with, so the card has it printed whatever the number (4-23-4).
    else if (!f.textIncludes && (m = iconWithoutNumber(c))) f.textIncludes = terms(m[1]!);
    else return;
  }
}

/** "with 2 colors or [Composite] in its traits": exactly that many colours, or the named thing. */
function colorCountOrHas(c: Cursor, f: CardFilter): boolean {
  const alts = c.try(() => {
    const m = c.re("with (\\d+) colou?rs or ");
    const has = m && hasPhrase(c);
    return has ? [{ minColors: Number(m[1]), maxColors: Number(m[1]) }, has] : null;
  });
  if (alts) f.anyOf = alts;
  return alts !== null;
}

/** "that has [Plug-In] in its name or that's yellow": either the named thing or the colour. */
function hasOrColor(c: Cursor, f: CardFilter): boolean {
  const alts = c.try(() => {
    if (!c.is("that has")) return null;
    const has = hasPhrase(c);
    const m = has && c.re(`or that(?:'s| is) (${COLORS})`);
    return m ? [has!, { colors: colors(m[1]!) }] : null;
  });
  if (alts) f.anyOf = alts;
  return alts !== null;
}

/** "that's black or has [Legend-Arms] in its traits": either the colour or the named thing. */
function colorOrHas(c: Cursor, f: CardFilter): boolean {
  const alts = c.try(() => {
    const m = c.re(`that(?:'s| is) (${COLORS}) or has `);
    const has = m && hasPhrase(c);
    return has ? [{ colors: colors(m[1]!) }, has] : null;
  });
  if (alts) f.anyOf = alts;
  return alts !== null;
}

/** What a level may be compared with: the cards in your security stack, or this Digimon's digivolution cards. */
const ZONE = "(hand|security stack|trash)";
const ZONE_COUNT = `cards in (your|your opponent's) ${ZONE}`;

/** The cards in one player's hand, security stack or trash, "your" being the effect's player. */
function zoneCount(whose: string, zone: string): Count {
  const z = zone.toLowerCase();
  return {
    side: whose.toLowerCase() === "your" ? "you" : "opponent",
    filter: {},
    zone: z === "hand" ? "hand" : z === "trash" ? "trash" : "security",
  };
}

const LEVEL_COUNTS = "(?:(cards in your security stack)|this Digimon's digivolution cards)";

const TRAIT_WORDS = `(?:its|their|any of its|any of their|one of its|one of their) ${TRAIT_NOUN}`;

/** One thing a card may have: [X] in its text, name or traits (some excepted), or the [X] trait. */
function hasPhrase(c: Cursor): CardFilter | null {
  let m: RegExpExecArray | null;
  if ((m = c.re(`(${TERMS}) in (?:its|their) texts?`))) return { textIncludes: terms(m[1]!) };
  if ((m = c.re(`(${NAMES}) in (?:its|their) names?`))) return { nameIncludes: names(m[1]!) };
  const traits = traitsExcept(c);
  if (traits) return traits;
  if ((m = c.re(`(?:the |an? )?(${NAMES}) traits?`))) return { traits: names(m[1]!) };
  return null;
}

/** "[A] or [B], other than [C], in one of its traits", "[A] in its traits (other than [C])". */
export function traitsExcept(c: Cursor): CardFilter | null {
  const m = c.re(
    `(${NAMES})(?:,? other than (${NAMES}),?)? in ${TRAIT_WORDS}(?: \\(other than (${NAMES})\\))?`,
  );
  if (!m) return null;
  const except = m[2] ?? m[3];
  return { traitIncludes: names(m[1]!), ...(except ? { traitExcludes: names(except) } : {}) };
}

/**
 * "with [X] in its text or the [Y] trait", "with the [X] trait or [A] or [B] in any of its
 * traits (other than [C])": one or more alternatives; applied only when one is new to the filter.
 */
function withAlternatives(c: Cursor, f: CardFilter): boolean {
  return (
    c.try(() => {
      if (!c.is("with|and(?= the)")) return null;
      const alts: CardFilter[] = [];
      for (;;) {
        const a = hasPhrase(c);
        if (!a) return null;
        alts.push(a);
        // "with [X] in one of its traits or with the [Y] trait": "with" may be said again.
        if (
          !c.try(() => (c.re(",?\\s*or(?: with)?") && c.peek(`(?:the |an? )?(?:${NAMES}|<)`) ? true : null))
        )
          break;
      }
      if (alts.length === 1) {
        if (Object.keys(alts[0]!).some((k) => k in f)) return null;
        Object.assign(f, alts[0]);
      } else {
        if (f.anyOf) return null;
        f.anyOf = alts;
      }
      return true;
    }) ?? false
  );
}

/** "with a Tamer card in its digivolution cards", "that has [X] in its digivolution cards", "without ...". */
function sourcesHave(c: Cursor, f: CardFilter): boolean {
  // "with 4 or more [X] digivolution cards", "with 2 or more [X] in its digivolution cards".
  const many = c.try((): CardFilter | null => {
    const m = c.re("with (\\d+) or more(?= )");
    const g = m && filterPhrase(c, false);
    if (!g || !c.is("(?:in (?:its|their) )?digivolution cards")) return null;
    return { sourcesCount: { filter: g, atLeast: Number(m[1]) } };
  });
  if (many) {
    Object.assign(f, many);
    return true;
  }
  // "that has a digivolution card with [X] or [Y] in one of its traits": the card's own words after it.
  const card = c.try((): CardFilter | null => {
    if (!c.is("(?:with|that has|that have) (?:an?|1) digivolution card(?= with\\b)")) return null;
    const g: CardFilter = {};
    postModifiers(c, g);
    return Object.keys(g).length ? { sourcesHave: g } : null;
  });
  if (card) {
    Object.assign(f, card);
    return true;
  }
  const read = c.try(() => {
    const m = c.re("(with|without|that has|that have)(?= )(?: (no|an?)(?= ))?");
    if (!m) return null;
    const g = filterPhrase(c, false);
    if (!g || !c.is("in (?:its|their) digivolution cards")) return null;
    const none = /^without$/i.test(m[1]!) || /^no$/i.test(m[2] ?? "");
    return none ? { sourcesLack: g } : { sourcesHave: g };
  });
  if (read) Object.assign(f, read);
  return read !== null;
}

/** One filtered noun phrase, e.g. "purple or yellow Digimon card with 6000 DP or less". */
export function filterPhrase(c: Cursor, field: boolean): CardFilter | null {
  return (field ? (tokensOr(c) ?? namedOrDigimon(c) ?? tamersOrDigimon(c)) : null) ?? nounPhrase(c, field);
}

/** "Tamers or level 6 or lower Digimon": any Tamer, or a Digimon the rest describes. */
function tamersOrDigimon(c: Cursor): CardFilter | null {
  return c.try(() => {
    if (!c.is("Tamers or(?= (?:level|\\d+ DP|Digimon)\\b)")) return null;
    const rest = nounPhrase(c, true);
    return rest?.category === "Digimon" ? { anyOf: [{ category: "Tamer" }, rest] } : null;
  });
}

/** "[Apocalymon] or Digimon with the [Dark Masters] trait": a Digimon of that name, or one the rest describes. */
function namedOrDigimon(c: Cursor): CardFilter | null {
  return c.try(() => {
    const m = c.re(`(${NAMES}) or(?= Digimon\\b)\\s`);
    const rest = m ? nounPhrase(c, true) : null;
    return rest ? { anyOf: [{ category: "Digimon", nameIs: names(m![1]!) }, rest] } : null;
  });
}

/** "Tokens", "Tokens or other [Puppet] trait Digimon", "Tokens or 1 of your other Digimon with ...", "Tokens and [X] trait Digimon": Tokens (4-21) or the rest. */
function tokensOr(c: Cursor): CardFilter | null {
  return c.try(() => {
    if (!c.is("Tokens?")) return null;
    const token: CardFilter = { token: true };
    // "All of your Tokens and [Puppet] trait Digimon": each of both kinds, as "or" in a choice.
    const rest = c.try(() => (c.re("(?:or|and) (?:1 of your |an? )?") ? nounPhrase(c, true) : null));
    return rest ? { anyOf: [token, rest] } : { ...token, category: "Digimon" };
  });
}

function nounPhrase(c: Cursor, field: boolean): CardFilter | null {
  return c.try(() => {
    const f: CardFilter = {};
    preModifiers(c, f);
    // "1 [X] trait from your hand", "1 [X] trait or 1 2-color card": a card with the trait, the noun left out.
    if (!noun(c, f, field))
      return !field && f.traits && c.peek(`from|among|in your|or ${NUMBER}\\b`) ? f : null;
    postModifiers(c, f);
    // Compared with this Digimon or a count: asked only of Digimon on the field (field-filter.ts).
    if (
      !field &&
      (f.maxPlayCostOfSelf ||
        f.maxLevelCount ||
        f.minLevelCount ||
        f.anyOf?.some((g) => g.maxLevelCount) ||
        f.maxPlayCostCount ||
        f.atMostOf ||
        f.sameNameAsSelf ||
        f.sameLevelAsSelf ||
        f.sameOrientationAsSelf)
    )
      return null;
    return f;
  });
}

/** Moves the fields every alternative shares to the top: {colors, anyOf: [{level}, {traitIncludes}]}. */
export function factor(alts: CardFilter[]): CardFilter {
  if (alts.length === 1) return alts[0]!;
  const common: CardFilter = {};
  const first = alts[0]! as Record<string, unknown>;
  for (const key of Object.keys(first)) {
    const v = JSON.stringify(first[key]);
    if (alts.every((a) => JSON.stringify((a as Record<string, unknown>)[key]) === v))
      (common as Record<string, unknown>)[key] = first[key];
  }
  const rest = alts.map((a) => {
    const r: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(a)) if (!(k in common)) r[k] = v;
    return r as CardFilter;
  });
  return rest.some((r) => Object.keys(r).length === 0) ? common : { ...common, anyOf: rest };
}

/** Cards in a hand, trash or reveal: "1 [Agumon] or 1 Tamer card with [Tai] in its name". */
export function cardSpec(c: Cursor): { count: number; upTo: boolean; filter: CardFilter } | null {
  return c.try(() => {
    const head = c.re(`(up to )?${NUMBER}\\b`);
    const count = head ? toNumber(head[2]!) : 1;
    const alts: CardFilter[] = [];
    for (;;) {
      const f = filterPhrase(c, false);
      if (!f) return null;
      alts.push(f);
      // "1 card with [X] in its name, 1 [Y], or 1 [Z]": a comma before a count lists one more.
      if (
        !c.try(() =>
          c.re(`(?:,\\s*(?=${NUMBER}\\b)|(?:,\\s*)?or )(?:${NUMBER}\\b )?`) && c.peek("\\S") ? true : null,
        )
      )
        break;
    }
    return { count, upTo: head?.[1] !== undefined, filter: factor(alts) };
  });
}

/**
 * "1 level 5 and 1 level 6 Digimon card", "1 yellow and 1 purple card with [X] in their traits":
 * the first count's words before the noun share the noun and what follows it.
 */
export function distributedSpecs(c: Cursor): { count: number; filter: CardFilter }[] | null {
  return c.try(() => {
    const head = c.re(`${NUMBER}\\b`);
    if (!head) return null;
    const start = c.i;
    preModifiers(c, {});
    const own = c.s.slice(start, c.i).trim();
    if (!own || !c.is("and")) return null;
    const second = c.re(`${NUMBER}\\b`);
    if (!second) return null;
    const mods = c.i;
    preModifiers(c, {});
    const shared = c.rest().trimStart();
    c.i = mods;
    const f2 = filterPhrase(c, false);
    if (!f2) return null;
    const tail = shared.slice(0, shared.length - c.rest().trimStart().length);
    const f1 = filterPhrase(new Cursor(`${own} ${tail}`), false);
    if (!f1 || !tail) return null;
    return [
      { count: toNumber(head[1]!), filter: f1 },
      { count: toNumber(second[1]!), filter: f2 },
    ];
  });
}

function side(c: Cursor): Side | null {
  if (c.is("your opponent's|an opponent's|their")) return "opponent";
  if (c.is("your")) return "you";
  return null;
}

/** A choice of Digimon (or Tamers) on the field, or "this Digimon". */
export function fieldTarget(c: Cursor, allowThis = true): FieldTarget | "this" | null {
  if (allowThis && c.is("this (?:Digimon|Tamer)")) return "this";
  return c.try(() => {
    let count: number | "all";
    let upTo = false;
    let who: Side = "any";
    if (c.is("all")) {
      count = "all";
      c.is("of");
      who = side(c) ?? "any";
    } else if (c.is("both players'")) {
      // "Both players' Digimon get -1000 DP": every Digimon on the field, whoever's.
      count = "all";
    } else {
      const m = c.re(`(up to )?${NUMBER}\\b`);
      if (!m) return null;
      count = toNumber(m[2]!);
      upTo = m[1] !== undefined;
      if (c.is("of")) {
        const s = side(c);
        if (!s) return null;
        who = s;
      }
    }
    const filter = filterPhrase(c, true);
    if (!filter) return null;
    return { side: who, count, filter, ...(upTo ? { upTo } : {}) };
  });
}

/** "with <Blocker>": read only when the keyword is one the compiler knows (else the text stays unread). */
/** "with <Digi-Burst>": a keyword printed only with a number, named without it. */
function iconWithoutNumber(c: Cursor): RegExpExecArray | null {
  return c.try(() => {
    const m = c.re(`with (<([^>\\d]+)>)(?!\\s*in (?:its|their)\\b)`);
    return m && !keywordFromText(m[2]!) && keywordFromText(`${m[2]!} 1`) ? m : null;
  });
}

function knownKeyword(c: Cursor, word: "with" | "without" | "and"): RegExpExecArray | null {
  return c.try(() => {
    const m = c.re(`${word} <([^>]+)>`);
    return m && keywordFromText(m[1]!) ? m : null;
  });
}

/** "with <Blocker> or <Reboot>": a Digimon that has one of the keywords. */
function keywordAlternatives(c: Cursor, f: CardFilter): boolean {
  const alts = c.try(() => {
    const first = knownKeyword(c, "with");
    if (!first) return null;
    const out: CardFilter[] = [{ hasKeyword: keywordFromText(first[1]!)!.keyword }];
    for (;;) {
      const k = c.try(() => {
        const m = c.is(",?\\s*or|,") ? c.re("(?:with )?<([^>]+)>") : null;
        return m ? keywordFromText(m[1]!) : null;
      });
      if (!k) break;
      out.push({ hasKeyword: k.keyword });
    }
    return out.length > 1 ? out : null;
  });
  if (alts) f.anyOf = alts;
  return alts !== null;
}
