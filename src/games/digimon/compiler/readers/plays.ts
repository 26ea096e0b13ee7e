/**
 * Effect clauses that play, digivolve, DNA digivolve or attack: "You may play 1 [X] from this
 * Digimon's digivolution cards without paying the cost", "1 of your Digimon may digivolve into
 * a [X] trait Digimon card in the hand with the digivolution cost reduced by 1", "2 of your
 * Digimon may DNA digivolve into [X] in the hand", "Then, this Digimon may attack."
 */
import { breedingHost } from "./breeding-host.ts";
import type { EffectContext } from "../reading.ts";
import type {
  AsDigimon,
  AttackByOp,
  CardFilter,
  Color,
  DigivolveByOp,
  DigivolveRequirement,
  EffectCost,
  FieldTarget,
  Keyword,
  Op,
} from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { eitherCountSpecs } from "./play-either-count.ts";
import { eachLevelSpecs } from "./play-each-level.ts";
import { faceUpSpec, fromFaceUpSecurity } from "./play-face-up-security.ts";
import { cardSpec, fieldTarget, filterPhrase, names, postModifiers } from "./filters.ts";
import type { Requirement } from "./requirements.ts";
import { thisWith } from "./digivolve-by.ts";
import { appFuseBy } from "./app-fuse.ts";
import { duration } from "./duration.ts";
import { keywordFromText } from "./keywords.ts";

type Rule = (c: Cursor, ctx?: EffectContext) => Op[] | null;

const FREE =
  "without payings? (?:the|its|its memory|their|their memory) (?:memory |play |digivolution )?costs?";

const UNDER_TAMERS = "(?:from )?under (?:(?:one|1|any) of )?your Tamers";
const HAND_OR_TAMERS = `(?:in|from) (?:the|your) hand,? or ${UNDER_TAMERS}`;

/** "in the hand", "from your trash", "in your hand or trash", "under your Tamers" (4-4-2). */
function place(c: Cursor): DigivolveByOp["from"] | null {
  if (c.is(HAND_OR_TAMERS)) return "handOrTamers";
  if (c.is(UNDER_TAMERS)) return "tamers";
  if (c.is("(?:in|from) (?:your|the) face-up security cards?")) return "securityFaceUp";
  const m = c.re(
    "(?:in|from) (?:the|your) (hand or (?:the |your )?trash|trash or (?:the |your )?hand|hand|trash)",
  );
  if (!m) return null;
  return / or /i.test(m[1]!) ? "handOrTrash" : (m[1]!.toLowerCase() as "hand" | "trash");
}

/** The cost words of a digivolution by an effect, in any order: cost, "ignoring ... requirements", "as if ...". */
export function digivolveTail(c: Cursor): {
  cost: EffectCost;
  ignoreRequirements: boolean;
  ignoreLevel?: true;
  asDigimon?: AsDigimon;
} {
  let cost: EffectCost = "normal";
  let ignoreRequirements = false;
  let ignoreLevel = false;
  let asDigimon: AsDigimon | undefined;
  for (;;) {
    // The separator goes with the option after it: a comma before the next clause stays.
    const before = c.i;
    c.is(",?\\s*(?:and )?");
    let m: RegExpExecArray | null;
    if (c.is(FREE)) cost = "free";
    else if ((m = c.re("with the (?:digivolution |memory )?cost reduced by (\\d+)")))
      cost = { reduce: Number(m[1]) };
    else if (c.is("(?:for|by paying) (?:its|the) (?:(?:digivolution|memory) )?cost")) cost = "normal";
    else if ((m = c.re("for (?:a )?(?:digivolution |memory )?cost of (\\d+)")))
      cost = { fixed: Number(m[1]) };
    else if (c.is("ignoring (?:(?:its|the|this card's) )?digivolution requirements"))
      ignoreRequirements = true;
    else if (c.is("ignoring (?:its |the )?level")) ignoreLevel = true;
    else if ((m = c.re(AS_DIGIMON))) asDigimon = asDigimonOf(m);
    else {
      c.i = before;
      return {
        cost,
        ignoreRequirements,
        ...(ignoreLevel ? { ignoreLevel: true as const } : {}),
        ...(asDigimon ? { asDigimon } : {}),
      };
    }
  }
}

const COLOR = "red|blue|yellow|green|black|purple|white";

/** "as if the Tamer is a level 4 red Digimon", "as if that card is ...", "as if this Tamer is ...". */
const AS_DIGIMON = `as if (?:the Tamer|this Tamer|that Tamer|that card|it) is a level (\\d+)(?: (${COLOR}))? Digimon`;

function asDigimonOf(m: RegExpExecArray): AsDigimon {
  const word = m[2];
  const color = word ? ((word[0]!.toUpperCase() + word.slice(1).toLowerCase()) as Color) : undefined;
  return { level: Number(m[1]), ...(color ? { color } : {}) };
}

function into(c: Cursor): { filter: CardFilter; from: DigivolveByOp["from"]; most?: number } | null {
  if (!c.is("into")) return null;
  const spec = cardSpec(c);
  if (!spec || spec.count !== 1) return null;
  const from = place(c);
  if (!from) return null;
  // "into a Digimon card in your hand that can digivolve for a digivolution cost of 3 or less": by its requirements.
  const most = c.re("that can digivolve for a (?:digivolution )?cost of (\\d+) or less");
  if (most) return { filter: spec.filter, from, most: Number(most[1]) };
  // "into a Digimon card in your hand with [X-Antibody] in its traits": the card's words after the place.
  const filter = { ...spec.filter };
  const at = c.i;
  postModifiers(c, filter);
  if (c.i !== at && !c.peek("(?:for|by paying|without|with the|ignoring|,|\\.|$)")) return null;
  return { filter, from };
}

/** "Digivolve your [Agumon] into 1 ...": one Digimon digivolves into one card, so one of yours. */
function yourOne(c: Cursor): FieldTarget | null {
  return c.try(() => {
    if (!c.peek("your (?!Digimon\\b)")) return null;
    const sub = new Cursor(`1 of ${c.rest()}`);
    const t = fieldTarget(sub);
    if (!t || t === "this" || !sub.peek("into 1 ")) return null;
    c.i += sub.i - 5;
    return t;
  });
}

function mine(target: FieldTarget | "this"): boolean {
  return target === "this" || (target.side === "you" && target.count === 1 && !target.upTo);
}

/**
 * "by digivolving it into ...", "by digivolving that Digimon into ...": the trigger's subject when
 * it names one of your Digimon, this Digimon when the words before say "it" is this one.
 */
function gerundObject(c: Cursor, ctx: EffectContext | undefined): FieldTarget | "this" | null {
  if (ctx?.subject && c.is("it|that Digimon"))
    return { side: "you", count: 1, filter: { category: "Digimon", subject: true } };
  return ctx?.itIsThis && c.is("it|this Digimon") ? "this" : null;
}

/** "this Digimon may digivolve into ...", "1 of your Digimon may digivolve ...", "digivolve 1 of your Digimon into ...". */
const digivolve: Rule = (c, ctx) => {
  let self: CardFilter | null = null;
  const subject = c.try(() => {
    self = thisWith(c);
    // "When any of your Digimon digivolve ..., that Digimon may digivolve into ...": the trigger's Digimon.
    const who: FieldTarget | "this" | null =
      self || (ctx?.itIsThis && c.is("it"))
        ? "this"
        : ctx?.subject && c.is("that Digimon")
          ? { side: "you", count: 1, filter: SUBJECT }
          : ctx?.subject && c.is("(?:1|one) of those Digimon")
            ? { side: "you", count: 1, filter: { category: "Digimon", amongSubjects: true } }
            : fieldTarget(c);
    const m = who && mine(who) ? c.re("(may|can) digivolve") : null;
    return m && who ? { who, optional: true } : null;
  });
  if (!subject) self = null;
  const object = subject
    ? null
    : c.try(() => {
        // "by digivolving it into ...": a cost that digivolves the Digimon the effect is about.
        if (c.is("digivolving")) {
          const who = gerundObject(c, ctx);
          return who ? { who, optional: false } : null;
        }
        if (!c.is("digivolve")) return null;
        const who = ctx?.itIsThis && c.is("it") ? "this" : (yourOne(c) ?? fieldTarget(c));
        return who && mine(who) ? { who, optional: false } : null;
      });
  const head = subject ?? object;
  if (!head) return null;
  const target = into(c);
  if (!target) return null;
  const tail = digivolveTail(c);
  const op: Op = {
    op: "digivolveBy",
    who: head.who,
    into: target.filter,
    from: target.from,
    cost: tail.cost,
    ...(tail.ignoreRequirements ? { ignoreRequirements: true } : {}),
    ...(tail.ignoreLevel ? { ignoreLevel: true as const } : {}),
    ...(tail.asDigimon ? { asDigimon: tail.asDigimon } : {}),
    optional: head.optional,
    ...(target.most !== undefined ? { maxRequirementCost: target.most } : {}),
    // "1 of your Tamers ... may digivolve into ...": the Tamer digivolves as itself (4-4-2).
    ...(head.who !== "this" && head.who.filter.category === "Tamer" && !tail.asDigimon
      ? { tamer: true as const }
      : {}),
  };
  // "this [X] trait Digimon may digivolve": only while this Digimon is one.
  return self ? [{ op: "if", cond: { is: "self", filter: self }, then: [op] }] : [op];
};

/** The trigger's subject: "that Digimon and a card in the hand may DNA digivolve ...". */
const SUBJECT: CardFilter = { category: "Digimon", subject: true };

/** "1 of your [A]", "one of your level 6 Digimon": the Digimon half of a DNA digivolution with a card. */
function yourOneNamed(c: Cursor): CardFilter | null {
  if (!c.is("(?:1|one) of your")) return null;
  const named = filterPhrase(c, true);
  if (!named || (named.category !== "Digimon" && !(named.nameIs && !named.category))) return null;
  return { ...named, category: "Digimon" };
}

/** DNA digivolution by an effect: "2 of your Digimon may DNA digivolve into [X] in the hand". */
/**
 * "You may DNA digivolve 1 of your [A] in play and 1 [B] in the trash into [C] in the hand", "1 of
 * your level 6 Digimon and 1 card in the hand may DNA digivolve into ...": a Digimon and a card.
 */
const dnaWithCard: Rule = (c, ctx) => {
  const said = c.is("DNA digivolve");
  const field = ctx?.subject && c.is("that Digimon") ? SUBJECT : yourOneNamed(c);
  if (!field) return null;
  c.is("in play");
  if (!c.is("and")) return null;
  const card = cardSpec(c);
  const zone = card && card.count === 1 && !card.upTo ? c.re("in (?:the|your) (hand|trash)") : null;
  if (!zone) return null;
  if (!said && !c.is("may DNA digivolve")) return null;
  const target = into(c);
  if (!target || target.from !== "hand") return null;
  let cost: EffectCost = "normal";
  if (c.is(FREE)) cost = "free";
  const from = zone[1]!.toLowerCase() as "hand" | "trash";
  return [
    {
      op: "dnaBy",
      into: target.filter,
      withThis: false,
      cost,
      withCard: { field, from, filter: card!.filter },
    },
  ];
};

const dna: Rule = (c, ctx) => {
  let withThis: boolean | null = null;
  let partner: CardFilter | null = null;
  // "When any of your [X] would leave ..., 1 of them and any of your other Digimon may DNA digivolve".
  const withSubject = ctx?.subject === true && c.is("(?:1|one) of them and any of your other Digimon");
  if (withSubject) {
    if (!c.is("may DNA digivolve")) return null;
    withThis = false;
  } else if (c.is(`(?:2|two) of your Digimon may DNA digivolve`)) withThis = false;
  else if (
    c.is(
      "this (?:Digimon )?(?:and|\\+) (?:any of your other|another of your|one of your other|1 of your other)",
    )
  ) {
    // "1 of your other Digimon with [Dramon] in its name": the other one must match too.
    partner = filterPhrase(c, true);
    if (!partner || !c.is("(?:in play )?may DNA digivolve")) return null;
    withThis = true;
  }
  // "You may DNA digivolve this Digimon and one of your other Digimon may DNA digivolve into ...": the same, said twice.
  else if (
    c.is(
      "DNA digivolve this Digimon and (?:any|one|1) of your other Digimon(?: in play)?(?: may DNA digivolve)?",
    )
  )
    withThis = true;
  if (withThis === null) return null;
  const target = into(c);
  if (!target || target.from !== "hand") return null;
  let cost: EffectCost = "normal";
  if (c.is(FREE)) cost = "free";
  else c.is("(?:by paying|for) (?:its|the) (?:DNA digivolve |DNA digivolution )?cost");
  const other = partner && Object.keys(partner).some((k) => k !== "category") ? { partner } : {};
  return [
    { op: "dnaBy", into: target.filter, withThis, cost, ...other, ...(withSubject ? { withSubject } : {}) },
  ];
};

/** "this Digimon may attack", "1 of your Digimon may attack a player", "the DNA digivolved Digimon may attack". */
const attack: Rule = (c) => {
  const withThis = c.re("attack (a player|your opponent's Digimon) with this Digimon");
  if (withThis)
    return [{ op: "attackBy", who: "this", target: /player/i.test(withThis[1]!) ? "player" : "digimon" }];
  let who: AttackByOp["who"] | null = null;
  // "This Digimon with the [X] trait may attack": only while this Digimon is one.
  const self = c.try(() => thisWith(c));
  if (self) who = "this";
  else if (c.is("(?:the|that) DNA digivolved Digimon|the Digimon this effect DNA digivolved"))
    who = "dnaResult";
  else {
    const t = fieldTarget(c);
    if (t && mine(t)) who = t;
  }
  if (!who) return null;
  // "1 of your Digimon ... attacks a player": the one chosen must attack if it can (11-2).
  let must = typeof who === "object" && c.is("attacks\\b");
  let before: Op[] | null = null;
  // "1 of your Digimon gains <Collision> and <Piercing> for the turn, and attacks": it gets them, then must attack.
  if (!must && typeof who === "object") {
    const got = c.try(() => {
      const b = boostBeforeAttack(c);
      return b && c.is(",? and attacks\\b") ? b : null;
    });
    if (got) [before, must] = [got, true];
  }
  if (!must && !c.is("may")) return null;
  // "may get +5000 DP for the turn and attack ...": the one chosen gets it, then must attack.
  if (!must) before = boostBeforeAttack(c);
  if (!must && !c.is(before ? "and attack" : "attack")) return null;
  let target: AttackByOp["target"];
  if (c.is("(?:a|the) player|your opponent(?!')")) target = "player";
  else if (c.is("(?:1 of )?your opponent's Digimon|an opponent's Digimon|a Digimon")) target = "digimon";
  const unsuspended = c.is("without suspending");
  const op: Op = {
    op: "attackBy",
    who,
    ...(target ? { target } : {}),
    ...(before ? { before } : {}),
    ...(unsuspended ? { withoutSuspending: true as const } : {}),
    ...(must ? { must: true } : {}),
  };
  return self ? [{ op: "if", cond: { is: "self", filter: self }, then: [op] }] : [op];
};

/** "get +5000 DP for the turn", "gain <Security A. +1> for the turn": what the attacker gets first. */
function boostBeforeAttack(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    const dp = c.re("gets? ([+-]\\d+) DP");
    // "gain <Collision> and <Piercing> for the turn": each keyword.
    const kws: Keyword[] = [];
    const values: (number | undefined)[] = [];
    if (!dp && c.is("gains?"))
      do {
        const kw = c.re("<([^>]+)>");
        const k = kw ? keywordFromText(kw[1]!) : null;
        if (!k) return null;
        kws.push(k.keyword);
        values.push(k.value);
      } while (c.try(() => (c.is(",?\\s*and|,") && c.peek("<") ? true : null)));
    if (!dp && kws.length === 0) return null;
    const d = duration(c);
    if (!d) return null;
    if (dp) return [{ op: "dp", target: "this", amount: Number(dp[1]), duration: d }];
    return kws.map((keyword, i): Op => {
      const value = values[i];
      return {
        op: "gainKeyword",
        target: "this",
        keyword,
        duration: d,
        ...(value !== undefined ? { value } : {}),
      };
    });
  });
}

/** "play N ... from this Digimon's digivolution cards", "play up to N ...", "with the play cost reduced by N". */
const play: Rule = (c, ctx) => {
  // "By playing 1 [X] from your trash ...": a play paid as a cost.
  const verb = c.re("(play or use|playing|play|use)\\b");
  if (!verb) return null;
  const v = verb[1]!.toLowerCase();
  const use = v === "use" ? "only" : v === "play or use" ? "too" : undefined;
  // "play up to 8 play cost's total worth of [X] trait cards from your hand or trash ...".
  // "play 10 play cost's total worth of ...": the same total at most, "up to" left out.
  const worth = use ? null : c.re("(?:up to )?(\\d+) play cost's total worth of(?! \\d)");
  const under = use || worth ? null : cardsUnderThis(c);
  const links = under || use ? null : c.re("(\\d+) of (?:this Digimon's|its) link cards");
  // "play 1 [A] or up to 2 [B] cards from ...": one play or the other (a "choose" below).
  const either = under || links || worth || use ? null : eitherCountSpecs(c);
  // "play 1 each of level 3, level 4 and level 5 ...": one play of a part for each level.
  const eachLevel = under || links || worth || use || either ? null : eachLevelSpecs(c);
  const faceUp = under || links || worth || use || either || eachLevel ? null : faceUpSpec(c);
  const spec = links
    ? { count: Number(links[1]), upTo: false, filter: {} }
    : (either?.[0] ?? eachLevel?.[0] ?? faceUp ?? under ?? cardSpec(c));
  if (!spec) return null;
  // "play 1 card with [A] in its name and 1 card with [B] in its name from ...": one play of each.
  const also = either
    ? [either[1]]
    : eachLevel
      ? eachLevel.slice(1)
      : [c.try(() => (c.is("and") ? cardSpec(c) : null))].filter((x) => x !== null);
  // "play 1 Tamer card from your hand and 1 [Ukkomon] from your trash": each part from its own place.
  const split =
    either || eachLevel || also.length || under || links || worth || use
      ? null
      : c.try(() => {
          const first = c.re("from your (hand|trash) and");
          const second = first && cardSpec(c);
          const zone = second && c.re("from your (hand|trash)");
          if (!zone || second.upTo || spec.upTo) return null;
          also.push(second);
          const z = (m: RegExpMatchArray) => m[1]!.toLowerCase() as "hand" | "trash";
          return [z(first), z(zone)];
        });
  const newName = c.re("without the same name as the cards in your (battle area or trash|battle area|trash)");
  // "1 Tamer card with [X] in its text and without the same name as any of your Tamers".
  const newThan = newName ? null : c.re("(?:and )?without the same name as any of your (Tamers|Digimon)");
  let from: Extract<Op, { op: "playFrom" }>["from"] | null = null;
  let sourcesOf: CardFilter | undefined;
  const security = fromFaceUpSecurity(c, faceUp !== null);
  if (faceUp && !security) return null;
  // "from your trash or from one of your Digimon's digivolution cards": either place.
  const alsoFrom = security
    ? null
    : c.try(() => {
        const m = c.re("from your (hand|trash) or");
        const of = m ? othersSources(c) : null;
        return of ? { zone: m![1]!.toLowerCase() as "hand" | "trash", of } : null;
      });
  if (split) from = split[0]!;
  else if (security) from = "securityFaceUp";
  else if (alsoFrom) {
    from = "sources";
    sourcesOf = alsoFrom.of;
  } else if (links) from = "links";
  else if (under) from = "sources";
  else if (c.is(HAND_OR_TAMERS)) from = "handOrTamers";
  // "from your hand or this Digimon's digivolution cards".
  else if (c.is("from your hand or (?:this Digimon's|its) digivolution cards")) from = "handOrSources";
  else if (
    c.is("from (?:this Digimon's|its) digivolution cards|from among this Digimon's digivolution cards")
  )
    from = "sources";
  else if ((sourcesOf = othersSources(c) ?? underTamers(c) ?? undefined)) from = "sources";
  // "from that Digimon's digivolution cards": the Digimon the trigger or the immediate-type effect is about.
  else if (ctx?.subject && c.is("from (?:that|those) Digimon's digivolution cards")) {
    from = "sources";
    sourcesOf = { category: "Digimon", subject: true };
  } else if (c.is("from under this Tamer")) from = "sources";
  else {
    const m = c.re("(?:from|in) (?:your|the) (hand (?:and/)?or trash|trash or hand|hand|trash)");
    if (m) from = / (?:and\/)?or /i.test(m[1]!) ? "handOrTrash" : (m[1]!.toLowerCase() as "hand" | "trash");
  }
  if (!from) return null;
  if (
    worth &&
    (spec.count !== 1 || spec.upTo || also.length || newName || !/^(?:hand|trash|handOrTrash)$/.test(from))
  )
    return null;
  // "as another Digimon": a played card is a new Digimon of its own (8-1-3 is not involved).
  c.is("as (?:another|a separate|a new) Digimon");
  const breeding = c.is("to (?:an empty space in your breeding area|your empty breeding area)");
  const suspended = c.is("suspended");
  let free = true;
  let reduce: number | undefined;
  const ignoreColors = use !== undefined && c.is("without meeting its color requirements or");
  if (ignoreColors) c.is("without");
  if (!c.is(ignoreColors ? FREE.replace(/^without /, "") : FREE)) {
    if (ignoreColors) return null;
    const m = c.re("with the (?:play |use |memory )?cost reduced by (\\d+)");
    free = false;
    if (m) reduce = Number(m[1]);
    // "play 1 [X] from your hand (for its cost)": a play by an effect that names no cost pays it (7-1).
    else if (!c.is("for (?:its|the|their) (?:memory |play |use )?costs?") && !c.atEnd()) return null;
  }
  if (worth && !free) return null;
  const plays = [spec, ...also].map((spec, part): Op => ({
    op: "playFrom" as const,
    from: split?.[part] ?? from!,
    filter: spec.filter,
    free,
    ...(suspended ? { suspended } : {}),
    ...(reduce !== undefined ? { reduce } : {}),
    ...(spec.count > 1 ? { count: spec.count } : {}),
    ...(sourcesOf ? { sourcesOf } : {}),
    ...(alsoFrom ? { alsoFrom: alsoFrom.zone } : {}),
    ...(breeding ? { to: "breeding" as const } : {}),
    ...(use ? { use } : {}),
    ...(ignoreColors ? { ignoreColors } : {}),
    ...(newName ? { newNameIn: newName[1]!.toLowerCase().split(" or ").map(areaWord) } : {}),
    ...(newThan ? { newNameIn: [newThan[1]!.toLowerCase() as "tamers" | "digimon"] } : {}),
    ...(worth ? { maxTotalCost: Number(worth[1]) } : {}),
    ...(spec.upTo ? { upTo: true as const } : {}),
    // "1 [A] or up to 2 [B]": the second is the other choice, not a second part of one play.
    ...(part > 0 && !either ? { withPrevious: true as const } : {}),
  }));
  return either ? [{ op: "choose", options: plays.map((p) => [p]) }] : plays;
};

/**
 * "1 level 4 or lower digivolution card under this card": one of this Digimon's digivolution
 * cards, named by level. Only a Digimon card can be played as a Digimon, so the filter says so.
 */
function cardsUnderThis(c: Cursor): { count: number; upTo: boolean; filter: CardFilter } | null {
  const m = c.re(
    "(up to )?(\\d+) (?:level (\\d+)( or (?:lower|less))? )?digivolution cards? (?:under|of) this (?:card|Digimon)",
  );
  if (!m) return null;
  const filter: CardFilter = { category: "Digimon" };
  if (m[3] && m[4]) filter.maxLevel = Number(m[3]);
  else if (m[3]) filter.level = Number(m[3]);
  return { count: Number(m[2]), upTo: m[1] !== undefined, filter };
}

const areaWord = (w: string) => (w === "trash" ? "trash" : "battle");

/** "from one of your blue Digimon's digivolution cards", "from any of your [X]'s digivolution cards". */
function othersSources(c: Cursor): CardFilter | null {
  return c.try(() => {
    // "from the digivolution cards of your [X] in the breeding area" (3-4-7-5).
    if (c.is("from the digivolution cards of")) return breedingHost(c)?.filter ?? null;
    if (!c.is("from (?:one|1|any|a) of your")) return null;
    const f = filterPhrase(c, true);
    if (!f || !c.is("'s? digivolution cards")) return null;
    return f;
  });
}

/** "from under one of your Tamers", "from under any of your [X] trait Tamers": the cards stacked under them (4-4-2). */
function underTamers(c: Cursor): CardFilter | null {
  return c.try(() => {
    if (!c.is("from under (?:(?:one|1|any) of )?your")) return null;
    const f = filterPhrase(c, true);
    return f?.category === "Tamer" ? f : null;
  });
}

/** "pay 2 memory" (a cost: "You may pay 2 memory to play ..."). */
const payMemory: Rule = (c) => {
  const m = c.re("pay (\\d+) memory");
  return m ? [{ op: "memory", n: -Number(m[1]) }] : null;
};

/** A [Security] text of a Digimon card that plays it instead of battling (13-1-7). */
const securityPlay: Rule = (c) => {
  if (c.is(`play this card without battling and ${FREE}`)) return [{ op: "playSelf", free: true }];
  return null;
};

/** The rules of this file, for the effect clause list (effects.ts); securityPlay goes before "play this card". */
export const PLAY_RULES: Rule[] = [digivolve, dnaWithCard, dna, attack, play, payMemory, appFuseBy];
export { securityPlay };

const TAMER = new RegExp(
  `^you may digivolve this card from your hand onto one of your ((?:${COLOR})(?:(?:,| or|/)\\s*(?:${COLOR}))*) Tamers as if (?:the Tamer|that card|it) is a level (\\d+)(?: (?:${COLOR}))? Digimon(?: for a (?:memory |digivolution )?cost of (\\d+))?\\.?$`,
  "i",
);

/** "... onto one of your [Takuya Kanbara] cards as if the Tamer is a level 3 red Digimon": a Tamer named so, any colour. */
const NAMED_TAMER = new RegExp(
  `^you may digivolve this card from your hand onto one of your ((?:\\[[^\\]]+\\](?:/| or )?)+) cards as if (?:the Tamer|that card|it) is a level (\\d+) (${COLOR}) Digimon(?: for a (?:memory |digivolution )?cost of (\\d+))?\\.?$`,
  "i",
);

/** "You may digivolve this card from your hand onto one of your red Tamers as if the Tamer is a level 3 Digimon." */
export function tamerDigivolution(text: string): Requirement | null {
  const n = NAMED_TAMER.exec(text.trim());
  if (n) {
    const color = (n[3]![0]!.toUpperCase() + n[3]!.slice(1).toLowerCase()) as Color;
    const tamer = {
      colors: [color],
      level: Number(n[2]),
      named: names(n[1]!),
      ...(n[4] ? { cost: Number(n[4]) } : {}),
    };
    return { kind: "digivolve", text: text.trim(), tamer };
  }
  const m = TAMER.exec(text.trim());
  if (!m) return null;
  const colors = [...m[1]!.matchAll(new RegExp(COLOR, "gi"))].map(
    (c) => (c[0][0]!.toUpperCase() + c[0].slice(1).toLowerCase()) as Color,
  );
  const tamer = { colors, level: Number(m[2]), ...(m[3] ? { cost: Number(m[3]) } : {}) };
  return { kind: "digivolve", text: text.trim(), tamer };
}

const NAMED =
  /^(?:your|one of your|1 of your) (.+?) (?:can|may) digivolve into this card in your hand for a (?:memory |digivolution )?cost of (\d+), ignoring (?:this card's |its )?digivolution requirements\.?$/i;

/**
 * "Your [X] can digivolve into this card in your hand for a memory cost of 3, ignoring this card's
 * digivolution requirements."; "One of your [X] that has a digivolution card with [X] in its name
 * may digivolve ...": a Digimon of that name that also matches the rest (`also`).
 */
export function namedDigivolution(text: string): Requirement | null {
  const m = NAMED.exec(text.trim());
  if (!m) return null;
  const c = new Cursor(m[1]!);
  const f = filterPhrase(c, true);
  if (!f || !c.atEnd()) return null;
  const keys = Object.keys(f).sort().join(",");
  const { nameIs, ...rest } = f;
  const also = nameIs && Object.keys(rest).length > 0 && !("category" in rest) ? { also: rest } : {};
  const ontoName =
    keys === "nameIs" || "also" in also
      ? { is: nameIs }
      : keys === "category,nameIncludes"
        ? { includes: f.nameIncludes }
        : null;
  if (!ontoName) return null;
  return { kind: "digivolve", text: text.trim(), named: { ...ontoName, ...also, cost: Number(m[2]) } };
}

/**
 * The engine's requirements for digivolving onto Tamers or onto named Digimon; onto a Tamer the
 * cost is the card's own for that level unless the text gives one.
 */
export function tamerRequirements(
  reqs: Requirement[],
  printed: DigivolveRequirement[],
): DigivolveRequirement[] {
  return reqs.flatMap(({ tamer, named }): DigivolveRequirement[] => {
    if (named) {
      const { cost, while: holds, also, ...ontoName } = named;
      return [
        {
          level: 0,
          color: "White" as const,
          cost,
          ontoName: { ...ontoName, ...(also ? { also } : {}) },
          ...(holds ? { while: holds } : {}),
        },
      ];
    }
    if (!tamer) return [];
    const cost = tamer.cost ?? printed.find((r) => r.level === tamer.level)?.cost ?? 0;
    return tamer.colors.map((color) => ({
      level: tamer.level,
      color,
      cost,
      onto: "Tamer" as const,
      ...(tamer.named ? { tamerNamed: tamer.named } : {}),
    }));
  });
}

/** "into a [X] trait Digimon card in the hand": the card digivolved into and where it is. */
export const digivolveInto = into;
