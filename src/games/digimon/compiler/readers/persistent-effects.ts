/**
 * Persistent effects (15-8-2) beyond the simple "This Digimon gets +1000 DP": "While <cond>,
 * this Digimon gains <Blocker>", "All of your [X] trait Digimon get +1000 DP", "All of your
 * opponent's Security Digimon get -2000 DP", "This Digimon with 4 or more digivolution cards
 * gets +2000 DP", "This Digimon can also attack ...", "This Digimon can't attack players",
 * "can't be blocked by ...", and the same restrictions made by an effect for a duration ("1 of
 * their Digimon can't unsuspend until their turn ends").
 */
import { xrosSources } from "./xros-sources.ts";
import type { BodyFields, EffectContext } from "../reading.ts";
import type {
  Amount,
  CardFilter,
  Color,
  Cond,
  Count,
  FieldTarget,
  Grant,
  Immunity,
  Keyword,
  Op,
  Persistent,
  Reach,
  Restriction,
} from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { NAME, NAMES, cardSpec, fieldTarget, filterPhrase, names, postModifiers } from "./filters.ts";
import { KEYWORD_SUPPORT, keywordFromText } from "./keywords.ts";
import { condition } from "./conditions.ts";
import { tally } from "./amounts.ts";
import { grantedDigivolve } from "./granted-digivolve.ts";

const RETURNED =
  "be returned to (?:the |their |its owner's |its |their owners' )?hands? or decks?( by (?:your opponent's|their) effects)?";

const OPPONENTS = "(?:your opponent's|your opponent’s|their|the opponent's|an opponent's)";

/**
 * Whose effects an immunity names (15-15-5): "your opponent's effects", "the effects of your
 * opponent's Digimon", "their Digimon's effects", "your opponent's Option cards".
 */
export function immunitySource(c: Cursor): Immunity | null {
  const m = c.re(
    `(?:the effects (?:of )?${OPPONENTS} (Digimon|Option cards?|Tamers?)|${OPPONENTS} (?:(Digimon|Option|Tamer)(?:'s| card)? effects|(Digimon|Option cards?|Tamers?)(?:'s|') effects|(Option cards))|${OPPONENTS} effects)`,
  );
  if (!m) return null;
  const kind = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").toLowerCase();
  if (!kind) return "beAffectedByOpponent";
  if (kind.startsWith("digimon")) return "beAffectedByOpponentDigimon";
  if (kind.startsWith("option")) return "beAffectedByOpponentOption";
  return "beAffectedByOpponentTamer";
}

/** "<De-Digivolve> effects", "your opponent's <De-Digivolve> effects": an immunity to one keyword's effects. */
function keywordEffects(c: Cursor): Immunity | null {
  const m = c.re(`(${OPPONENTS} )?<De-Digivolve> effects`);
  return m ? (m[1] ? "beAffectedByOpponentDeDigivolve" : "beAffectedByDeDigivolve") : null;
}

/** "can't have its DP reduced [by your opponent's effects]", "'s DP can't be reduced". */
const DP_REDUCED = `(?:have (?:its|their) DP reduced|'s DP (?:can't|cannot) be reduced)( by ${OPPONENTS} effects)?`;

/** "isn't affected by your opponent's effects", "isn't affected by the effects of your opponent's Digimon". */
function notAffected(c: Cursor): Immunity | null {
  return c.try(() => {
    const i = c.is("(?:isn't|is not|aren't|are not) affected by")
      ? (keywordEffects(c) ?? immunitySource(c))
      : null;
    // "..., until the end of your opponent's turn": a comma may stand before the duration.
    if (i) c.try(() => (c.is(",") && c.peek("until|for the turn") ? true : null));
    return i;
  });
}

/** "... and your opponent's effects don't affect it": an immunity joined to restrictions on the same Digimon. */
function effectsDontAffectIt(c: Cursor): Immunity | null {
  return c.try(() => {
    const i = immunitySource(c);
    return i && c.is("(?:don't|do not|doesn't|does not) affect (?:it|them|this Digimon)") ? i : null;
  });
}

const TIMING = "\\[(?:On Play|When Digivolving|When Attacking)\\]";
/**
 * "activate [When Digivolving] or [When Attacking] effects"; "activate its [When Digivolving]
 * effects": the Digimon's own, the same restriction.
 */
const ACTIVATE = `activate (?:its |their )?${TIMING}(?:,? (?:or|and) ${TIMING})* effects`;

function timingsIn(text: string): Restriction[] {
  const out: Restriction[] = [];
  if (/\[On Play\]/i.test(text)) out.push("activateOnPlay");
  if (/\[When Digivolving\]/i.test(text)) out.push("activateWhenDigivolving");
  if (/\[When Attacking\]/i.test(text)) out.push("activateWhenAttacking");
  return out;
}

/** "can't attack or block", "can't be blocked by your opponent's Digimon with no digivolution cards". */
export function restrictions(c: Cursor): { cant: Restriction[]; by?: CardFilter } | null {
  return c.try(() => {
    if (c.is("(?:is|are) unblockable")) return { cant: ["beBlocked" as const] };
    const immune = notAffected(c);
    if (immune) return { cant: [immune] };
    // "This Digimon's DP can't be reduced": the subject's possessive holds the restriction.
    const own = c.re(`'s DP (?:can't|cannot) be reduced( by ${OPPONENTS} effects)?`);
    if (own) return { cant: [own[1] ? "haveDpReducedByOpponent" : "haveDpReduced"] };
    // "can only attack suspended Digimon": not players, and not an unsuspended Digimon an effect would allow.
    if (c.is("can only attack suspended Digimon")) return { cant: ["attackPlayers", "attackUnsuspended"] };
    // "all of your opponent's Tamers('s) [On Play] effects don't activate": "can't activate [On Play] effects".
    const quiet = c.re(
      `(?:'s?\\s*)?(${TIMING}(?:,? (?:or|and) ${TIMING})*) effects (?:don't|do not) activate`,
    );
    if (quiet) return { cant: timingsIn(quiet[1]!) };
    if (!c.is("can't|cannot")) return null;
    const cant: Restriction[] = [];
    let by: CardFilter | undefined;
    for (;;) {
      let m: RegExpExecArray | null;
      // "can't attack Digimon", "... your Digimon" (said of an opponent's Digimon): Digimon as targets.
      if (c.is("attack (?:(?:your opponent's|their|an opponent's|your) )?Digimon"))
        cant.push("attackDigimon");
      else if (c.is("attack (?:players|your opponent)")) cant.push("attackPlayers");
      else if (c.is("attack")) cant.push("attack");
      else if (c.is("block")) cant.push("block");
      else if (c.is("be attacked")) cant.push("beAttacked");
      else if ((m = c.re("be blocked(?: by)?"))) {
        cant.push("beBlocked");
        if (/by$/i.test(m[0])) {
          c.is("your opponent's|an opponent's");
          const f = filterPhrase(c, true);
          if (!f) return null;
          by = f;
        }
      } else if (c.is("be deleted (?:in|by) battles?")) cant.push("beDeletedInBattle");
      else if (c.is("be deleted by (?:your opponent's|their|an opponent's) effects"))
        cant.push("beDeletedByOpponent");
      else if (c.is("be deleted(?! by| in)")) cant.push("beDeleted");
      else if ((m = c.re(RETURNED))) cant.push(m[1] ? "beReturnedByOpponent" : "beReturned");
      else if (c.is("(?:be )?suspend(?:ed)?")) cant.push("suspend");
      else if (c.is("unsuspend")) cant.push("unsuspend");
      // "All of your [NSp] trait Digimon can't have their attack targets switched".
      else if (c.is("have (?:its|their) attack targets? (?:switched|changed)")) cant.push("switchTarget");
      else if (c.is("digivolve")) cant.push("digivolve");
      else if ((m = c.re(ACTIVATE))) cant.push(...timingsIn(m[0]));
      else if ((m = c.re(DP_REDUCED))) cant.push(m[1] ? "haveDpReducedByOpponent" : "haveDpReduced");
      else if (c.is("be affected by") && (m = c.re(`(${OPPONENTS} )?<De-Digivolve> effects`)))
        cant.push(m[1] ? "beAffectedByOpponentDeDigivolve" : "beAffectedByDeDigivolve");
      else return null;
      // "can't attack and your opponent's effects don't affect it": the same Digimon's immunity;
      // "can't have its DP reduced, and isn't affected by <De-Digivolve> effects": the same Digimon's too.
      const joined = c.try(() => (c.is(",?\\s*and") ? (effectsDontAffectIt(c) ?? notAffected(c)) : null));
      if (joined) {
        cant.push(joined);
        break;
      }
      if (!c.is(",?\\s*or|,")) break;
    }
    return { cant, ...(by ? { by } : {}) };
  });
}

/**
 * Keywords whose parentheses the engine reads from a granted keyword too (<Decoy (Black)>: the
 * Digimon it covers, keywords/deletion.ts); any other keyword with parentheses is left unread.
 */
const PARAM_READ = new Set<Keyword>(["decoy"]);

/** "gets +1000 DP", "gains <Blocker> and <Rush>", "gets +1000 DP and gains <Piercing>". */
function gains(c: Cursor): Grant[] | null {
  return c.try(() => {
    const out: Grant[] = [];
    if (!c.is("(?:also )?(?:gets?|gains?)")) return null;
    for (;;) {
      let m: RegExpExecArray | null;
      if ((m = c.re("([+-]\\s?\\d+)\\s?DP"))) out.push({ dp: Number(m[1]!.replace(/\s/g, "")) });
      else if ((m = c.re("<([^>]+)>"))) {
        const k = keywordFromText(m[1]!);
        if (!k || (k.param !== undefined && !PARAM_READ.has(k.keyword))) return null;
        out.push({
          keyword: k.keyword,
          ...(k.value !== undefined ? { value: k.value } : {}),
          ...(k.param !== undefined ? { param: k.param } : {}),
        });
      } else return null;
      if (
        !c.try(() =>
          c.is(",?\\s*and(?: (?:gains?|gets?))?|,") && !c.peek("can't|cannot|can also attack") ? true : null,
        )
      )
        break;
    }
    return out;
  });
}

/** Grants and restrictions, joined by "and": "gain <Blocker> and can't be returned to hands or decks". */
function predicate(c: Cursor): Grant[] | null {
  // "Your opponent's Tamers don't unsuspend": a lasting "can't unsuspend", phase or effect alike.
  const stays = c.try(() => (c.is("(?:don't|do not|doesn't|does not) unsuspend") && c.atEnd() ? true : null));
  if (stays) return [{ cant: "unsuspend" }];
  // "... don't unsuspend during their unsuspend phase": only there (6-2); effects still unsuspend them.
  const inPhase = c.try(() =>
    c.is(
      "(?:don't|do not|doesn't|does not) unsuspend during (?:their|its|the|its owner's) unsuspend phases?",
    ) && c.atEnd()
      ? true
      : null,
  );
  if (inPhase) return [{ cant: "unsuspendInPhase" }];
  const out: Grant[] = [];
  for (;;) {
    const g = asDigimonGrant(c) ?? gains(c) ?? alsoAttackGrant(c);
    const r = g ? null : restrictions(c);
    if (g) out.push(...g);
    else if (r) out.push(...r.cant.map((cant) => ({ cant, ...(r.by ? { by: r.by } : {}) })));
    else return null;
    if (
      !c.try(() =>
        c.is(",?\\s*and") &&
        c.peek(
          "(?:also )?(?:gets?|gains?)|can't|cannot|can also attack|(?:isn't|is not|aren't|are not) affected",
        )
          ? true
          : null,
      )
    )
      return out;
  }
}

/** "(all of your Digimon) can also attack unsuspended Digimon": a permission on whom they may attack. */
function alsoAttackGrant(c: Cursor): Grant[] | null {
  return c.try(() => {
    if (!c.is("can also attack (?:your opponent's |an opponent's )?")) return null;
    const target = filterPhrase(c, true);
    return target && target.category === "Digimon" && target.suspended === false
      ? [{ alsoAttack: target }]
      : null;
  });
}

/** "(All of your [X]s) are also treated as 12000 DP Digimon" (15-12-1-4): the `s` of a plural name too. */
function asDigimonGrant(c: Cursor): Grant[] | null {
  const m = c.re("s?\\s*(?:is|are) also treated as (?:an? )?(\\d+) DP Digimon");
  return m ? [{ asDigimon: Number(m[1]) }] : null;
}

/** Who a persistent effect reaches; `they`: whom the sentence before reached ("they also gain <Rush>"). */
function reach(c: Cursor, they?: Reach): Reach | null {
  const both = bothReach(c);
  if (both) return both;
  if (c.is("this (?:Digimon|card/Digimon|Tamer)|it")) return "this";
  if (they && c.is("they")) return they;
  const sec = c.re("all of (your opponent's|your) (?:security|Security) Digimon");
  if (sec) return { securityOf: /opponent/i.test(sec[1]!) ? "opponent" : "you" };
  const t = c.try(() => {
    const t = fieldTarget(c, false);
    return t && t !== "this" && t.count === "all" ? t : null;
  });
  if (t) return { side: t.side, filter: t.filter };
  return c.try(() => {
    const bare = c.re("(your opponent's|your)");
    const filter = bare && filterPhrase(c, true);
    // "Your other [Gaossmon] all get +3000 DP": "all" after the noun, as "All of your other [Gaossmon]".
    if (filter) c.is("all(?= (?:get|gain)s? )");
    return filter ? { side: /opponent/i.test(bare[1]!) ? "opponent" : "you", filter } : null;
  });
}

/**
 * "This Digimon and all Digimon with [X] in their names": this Digimon, and every Digimon the
 * rest names (either player's when no owner is named). An opponent's side is not joined to it.
 */
function bothReach(c: Cursor): Reach | null {
  return c.try((): Reach | null => {
    if (!c.is("this Digimon and")) return null;
    const t = fieldTarget(c, false);
    if (!t || t === "this" || t.count !== "all" || t.side === "opponent") return null;
    return { side: t.side, filter: { anyOf: [{ isSelf: true }, t.filter] } };
  });
}

const COLOR = "Red|Blue|Yellow|Green|Black|Purple|White";

/** On an Option card: "you can ignore this card's color requirements", "Yellow also meets ...". */
function colorRequirement(c: Cursor): Grant[] | null {
  const by = c.re(`this card may also have its colou?r requirements met by (${COLOR})`);
  if (by) return [{ colorRequirement: [colorOf(by[1]!)] }];
  if (
    c.is(
      "you (?:can|may) ignore this card's colou?r requirements|you may use this (?:Option )?card (?:without meeting|ignoring) its colou?r requirements",
    )
  )
    return [{ colorRequirement: "ignore" }];
  const m = c.re(
    `((?:${COLOR})(?:\\s*(?:,|or|and|/)\\s*(?:${COLOR}))*) (?:also )?meets? this card's colou?r requirements`,
  );
  if (!m) return null;
  return [{ colorRequirement: [...m[1]!.matchAll(new RegExp(COLOR, "gi"))].map((x) => colorOf(x[0])) }];
}

const colorOf = (w: string) => (w[0]!.toUpperCase() + w.slice(1).toLowerCase()) as Color;

/**
 * "The name of this card/Digimon is also treated as [X]", "... also treated as having [X] in its
 * name", "Treat this card/Digimon as if its name is also [X]", "... as if it also has [X] in its name".
 */
function alsoTreated(c: Cursor): Grant[] | null {
  return c.try(() => {
    // "(Rule) Trait: Has [X] type." / "Has [X] attribute." / "Has [X] and [Y].": traits it also has.
    const trait = c.re(`\\(Rule\\) Trait: Has (?:the )?(${NAMES})(?: (?:type|attribute|form))?`);
    if (trait) return names(trait[1]!).map((n): Grant => ({ alsoTrait: n }));
    // "This Digimon is also treated as Lv.6 [X] for [Y]'s DNA digivolution."
    const dna = c.re(
      `this Digimon is also treated as Lv\\.\\s?(\\d+) (${NAME}) for (${NAME})'s DNA digivolution`,
    );
    if (dna)
      return [{ dnaAs: { level: Number(dna[1]), name: names(dna[2]!)[0]!, forName: names(dna[3]!)[0]! } }];
    // "[Y] in your hand can treat this Digimon as level 6 for DNA digivolution": the same, its names kept.
    const asLevel = c.re(
      `(${NAME}) in your hand can treat this Digimon as level (\\d+) for DNA digivolution`,
    );
    if (asLevel) return [{ dnaAs: { level: Number(asLevel[2]), forName: names(asLevel[1]!)[0]! } }];
    // "When you would DigiXros, the name of this card/Digimon is also treated as [X]."
    const forXros = c.is("when you would DigiXros,");
    if (
      !c.is(
        "the name of this card/(?:Digimon|Tamer) is also treated as|this card(?:/(?:Digimon|Tamer))? is also treated as|\\(Rule\\) Name: (?:Also )?treated as|treat this card(?:/(?:Digimon|Tamer))? as if its name is also|treat this card(?:/(?:Digimon|Tamer))? as if it also has",
      )
    )
      return null;
    let m = c.re(`having (${NAMES}) in (?:its|their) names?`);
    if (m) return names(m[1]!).map((n): Grant => ({ alsoName: n, partial: true }));
    m = c.re(`having the (${NAMES}) traits?`);
    if (m) return names(m[1]!).map((n): Grant => ({ alsoTrait: n }));
    // "(Rule) Name: Treated as having [X]": [X] in its name.
    m = c.re(`having (${NAMES})`);
    if (m) return names(m[1]!).map((n): Grant => ({ alsoName: n, partial: true }));
    // "Treat this card/Digimon as if it also has [X] in its name."
    m = c.re(`(${NAMES}) in (?:its|their) names?`);
    if (m) return names(m[1]!).map((n): Grant => ({ alsoName: n, partial: true }));
    m = c.re(`(${NAMES})`);
    if (!m) return null;
    if (forXros || c.is("for (?:a )?DigiXros")) return names(m[1]!).map((n): Grant => ({ xrosName: n }));
    return names(m[1]!).map((n): Grant => ({ alsoName: n }));
  });
}

/** Conditions on this Digimon that the shared condition grammar does not read. */
function selfCondition(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    let m: RegExpExecArray | null;
    if ((m = c.re(`you have don't have (${NAMES})(?: in the battle area| in play)?`)))
      return { is: "not", cond: { is: "field", side: "you", filter: { nameIs: names(m[1]!) } } };
    // "this Digimon's digivolution cards include a Digimon card with [Hybrid] in its form or a red Tamer card".
    if (c.is("this Digimon's digivolution cards include")) {
      const spec = cardSpec(c);
      if (!spec || spec.count !== 1 || spec.upTo) return null;
      const alts =
        spec.filter.anyOf && Object.keys(spec.filter).length === 1 ? spec.filter.anyOf : [spec.filter];
      const each = alts.map((f): CardFilter => ({ sourcesHave: f }));
      return { is: "self", filter: each.length === 1 ? each[0]! : { anyOf: each } };
    }
    if (!c.is("this Digimon")) return null;
    if ((m = c.re("is level (\\d+)(?: or (higher|more|lower|less))?"))) {
      const n = Number(m[1]);
      const f: CardFilter = !m[2]
        ? { level: n }
        : /higher|more/i.test(m[2])
          ? { minLevel: n }
          : { maxLevel: n };
      return { is: "self", filter: f };
    }
    if ((m = c.re(`is (${NAMES}) or has the (${NAMES}) traits?`)))
      return { is: "self", filter: { anyOf: [{ nameIs: names(m[1]!) }, { traits: names(m[2]!) }] } };
    if ((m = c.re(`has (${NAMES}) in its name or (${NAMES}) in its traits`)))
      return {
        is: "self",
        filter: { anyOf: [{ nameIncludes: names(m[1]!) }, { traitIncludes: names(m[2]!) }] },
      };
    if ((m = c.re(`is (${NAMES})`))) return { is: "self", filter: { nameIs: names(m[1]!) } };
    const has = c.re("has <([^>]+)>");
    const k = has ? keywordFromText(has[1]!) : null;
    if (k) return { is: "self", filter: { hasKeyword: k.keyword } };
    return null;
  });
}

export function selfOrShared(c: Cursor): Cond | null {
  return (
    c.try(() => {
      const own = selfCondition(c);
      return own && c.peek(",") ? own : null;
    }) ?? condition(c)
  );
}

/**
 * "This Digimon with the [X] trait gains <Rush>", "this [X] trait Digimon gains ...": as "While
 * this Digimon has the [X] trait, it gains".
 */
export function selfWith(c: Cursor): Cond | null {
  const after = c.try((): Cond | null => {
    if (!c.is("this Digimon(?= with | without )")) return null;
    const filter: CardFilter = {};
    postModifiers(c, filter);
    return Object.keys(filter).length ? { is: "self", filter } : null;
  });
  if (after) return after;
  return c.try((): Cond | null => {
    if (!c.is("this(?! Digimon)")) return null;
    const filter = filterPhrase(c, true);
    if (!filter || filter.category !== "Digimon") return null;
    const { category: _, ...rest } = filter;
    return Object.keys(rest).length ? { is: "self", filter: rest } : null;
  });
}

/**
 * "Other than this Digimon, all Digimon and Tamers don't unsuspend": a restriction on every
 * other Digimon and, when said, every Tamer of both players (official Q&A).
 */
export function othersStatic(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    const m = c.re("other than this Digimon,\\s*all (Digimon and Tamers|Digimon|Tamers and Digimon)");
    if (!m) return null;
    if (!c.is("(?:don't|do not|can't|cannot) unsuspend") || !c.atEnd()) return null;
    const tamers = /Tamers/i.test(m[1]!);
    const filter: CardFilter = tamers
      ? { other: true, anyOf: [{ category: "Digimon" }, { category: "Tamer" }] }
      : { other: true };
    const reach: Reach = { side: "any", filter };
    return {
      category: "persistent",
      ops: [],
      persistent: { kind: "continuous", grants: [{ cant: "unsuspend" }], reach },
    };
  });
}

/**
 * "[While your opponent has 1 or more memory,] they can't play Digimon with 6000 DP or less[, and
 * this Digimon gets +4000 DP]": a ban on the player's plays, by action or effect (15-8-2-5), for
 * as long as the condition holds; "they" only after a condition about the opponent.
 */
function heldPlayBan(c: Cursor, conditioned: boolean): Grant[] | null {
  return c.try((): Grant[] | null => {
    const aboutOpponent = /^\s*while your opponent\b/i.test(c.s);
    const m = c.re(`(your opponent|you${conditioned && aboutOpponent ? "|they" : ""}) can't play`);
    const filter = m && filterPhrase(c, false);
    if (!filter || filter.category !== "Digimon") return null;
    const grants: Grant[] = [{ noPlay: filter, of: /^you$/i.test(m[1]!) ? "you" : "opponent" }];
    const dp = c.re(",? and this Digimon gets ([+-]\\d+) DP");
    if (dp) grants.push({ dp: Number(dp[1]) });
    return c.atEnd() ? grants : null;
  });
}

/**
 * A persistent body: "[While <cond>,] <who> <gets/gains/can't ...>"; `they`: whom the sentence
 * before reached, for "While you have [X], they also gain <Rush>".
 */
export function staticBody(c: Cursor, they?: Reach): BodyFields | null {
  return c.try((): BodyFields | null => {
    const cond = c.try((): Cond | null => {
      if (!c.is("while|if")) return null;
      const k = selfOrShared(c);
      return k && c.is(",") ? k : null;
    });
    const memory = c.re(
      "(your opponent|players) can't gain memory (?:except with|other than by|other than with) Tamer effects",
    );
    if (memory && c.atEnd()) {
      const grant: Grant = {
        noMemoryGain: /players/i.test(memory[1]!) ? "any" : "opponent",
        exceptTamers: true,
      };
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "continuous", grants: [grant], ...(cond ? { while: cond } : {}) },
      };
    }
    if (memory) return null;
    // "This Digimon is treated as also having the colors of its digivolution cards".
    if (
      c.is(
        "this Digimon is (?:treated as also|also treated as) having the colou?rs of its digivolution cards",
      ) &&
      c.atEnd()
    ) {
      const grants: Grant[] = [{ alsoColorsOfSources: true }];
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "continuous", grants, ...(cond ? { while: cond } : {}) },
      };
    }
    // "Change <Security Attack -> (...) to <Security Attack +> (...) on all of your Digimon".
    if (
      !cond &&
      c.is(
        "change <Security Attack\\s?->\\s*(?:\\([^)]*\\)\\s*)?to <Security Attack\\s?\\+>\\s*(?:\\([^)]*\\)\\s*)?on all of your Digimon",
      ) &&
      c.atEnd()
    ) {
      const reach: Reach = { side: "you", filter: { category: "Digimon" } };
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "continuous", grants: [{ securityAttackPlus: true }], reach },
      };
    }
    const banned = heldPlayBan(c, cond !== null);
    if (banned)
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "continuous", grants: banned, ...(cond ? { while: cond } : {}) },
      };
    const tinted = c.re(
      `this Digimon is also treated as ((?:${COLOR})(?:\\s*(?:,|or|and|/)\\s*(?:${COLOR}))*)`,
    );
    if (tinted) {
      if (!c.atEnd()) return null;
      const grants = [...tinted[1]!.matchAll(new RegExp(COLOR, "gi"))].map((x): Grant => ({
        alsoColor: colorOf(x[0]),
      }));
      const persistent: Persistent = { kind: "continuous", grants, ...(cond ? { while: cond } : {}) };
      return { category: "persistent", ops: [], persistent };
    }
    if (c.is("this Digimon's attack target can't (?:change|be changed|be switched)"))
      return c.atEnd()
        ? {
            category: "persistent",
            ops: [],
            persistent: {
              kind: "continuous",
              grants: [{ cant: "switchTarget" }],
              ...(cond ? { while: cond } : {}),
            },
          }
        : null;
    const xros = xrosSources(c);
    // A condition only on the card's own allowance ("While you have a black Tamer, cards from your
    // trash may also be placed for this card's DigiXros"), checked when the card would be played.
    const ownXros = xros?.every((g) => "xrosFrom" in g && g.xrosFrom.self);
    if (xros && cond && !ownXros) return null;
    if (xros)
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "continuous", grants: xros, ...(cond ? { while: cond } : {}) },
      };
    const also = cond ? null : alsoTreated(c);
    if (also)
      return c.atEnd()
        ? { category: "persistent", ops: [], persistent: { kind: "continuous", grants: also } }
        : null;
    const only = c.try((): Grant | null => {
      if (!c.is("this Digimon can only digivolve into")) return null;
      const spec = cardSpec(c);
      return spec && !spec.upTo && c.atEnd() ? { digivolveOnlyInto: spec.filter } : null;
    });
    if (only)
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "continuous", grants: [only], ...(cond ? { while: cond } : {}) },
      };
    const into = grantedDigivolve(c);
    if (into)
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "continuous", grants: [into], ...(cond ? { while: cond } : {}) },
      };
    const colors = colorRequirement(c);
    if (colors)
      return c.atEnd()
        ? {
            category: "persistent",
            ops: [],
            persistent: { kind: "continuous", grants: colors, ...(cond ? { while: cond } : {}) },
          }
        : null;
    // "For each Tamer, all of your [X] get +1000 DP": the count before the subject.
    const field = cond ? null : fieldCount(c);
    // "For each Digimon card in this Digimon's digivolution cards with [X] in its name, this Digimon
    // gains ...": its own cards, so only for this Digimon.
    const ownCards = cond || field ? null : ownSourcesLead(c);
    const each = field ?? ownCards;
    const own = selfWith(c);
    const who = own ? "this" : reach(c, they);
    if (!who || (ownCards && who !== "this")) return null;
    const counted = each ? null : countedGrants(c, who);
    const predicated = counted ? null : predicate(c);
    // "... get +1000 DP for each of their face-down digivolution cards": each one's own cards.
    const per = each ?? (predicated ? (theirSources(c) ?? fieldCount(c, false)) : null);
    const grants = counted ?? (per ? perGrant(predicated, who, per) : predicated);
    if (!grants || !c.atEnd()) return null;
    if (typeof who === "object" && "securityOf" in who && grants.some((g) => !("dp" in g))) return null;
    // "While your opponent has no ..., this Digimon with the [X] trait gains ...": both must hold.
    const holds: Cond | null = cond && own ? { is: "all", of: [cond, own] } : (cond ?? own);
    const persistent: Persistent = {
      kind: "continuous",
      grants,
      ...(who !== "this" ? { reach: who } : {}),
      ...(holds ? { while: holds } : {}),
    };
    return { category: "persistent", ops: [], persistent };
  });
}

/**
 * "For each Tamer": a count of the field, not one of this Digimon's own cards or of the others
 * than it (each Digimon reached would count differently); `lead`: said before the subject, with a comma.
 */
function fieldCount(c: Cursor, lead = true): Count | null {
  return c.try(() => {
    const k = tally(c);
    return k && (!lead || c.is(",")) && k.zone !== "sources" && !k.ofThis && !k.filter.other ? k : null;
  });
}

/** "For each [X] in this Digimon's digivolution cards,": a count of this Digimon's own cards, said first. */
function ownSourcesLead(c: Cursor): Count | null {
  return c.try(() => {
    const k = tally(c);
    return k && c.is(",") && k.zone === "sources" && !k.sourcesOf && !k.plus ? k : null;
  });
}

/** "for each of their (face-down) digivolution cards": the cards under each Digimon reached. */
function theirSources(c: Cursor): Count | null {
  const m = c.re("for each of their (face-down )?digivolution cards");
  return m ? { side: "you", filter: {}, zone: "sources", ...(m[1] ? { faceDown: true } : {}) } : null;
}

/**
 * "This Digimon gets +1000 DP for each of your Tamers' colors, and gains <Security Attack +1> for
 * every 3 of their colors": grants each with its own count ("their colors": the colours the
 * count before counted). Null unless two or more parts and one count at least.
 */
function countedGrants(c: Cursor, who: Reach): Grant[] | null {
  return c.try((): Grant[] | null => {
    const out: Grant[] = [];
    let prev = null as Count | null;
    let any = false;
    for (;;) {
      // "gains <Piercing> and <Blocker>, and gains <Security Attack +1> for each ...": the verb
      // may be left out between parts.
      if (out.length > 0) c.is("(?:gets?|gains?)");
      const g = gainsOne(c);
      if (!g) return null;
      const every: RegExpExecArray | null = prev?.colors ? c.re("for every (\\d+) of their colou?rs") : null;
      const k: Count | null = every
        ? { ...prev!, per: Number(every[1]) }
        : who === "this"
          ? tally(c)
          : (theirSources(c) ?? fieldCount(c, false));
      if (k) {
        // A keyword without a value ("<Blocker>") is had or not: a count can't multiply it.
        if ("keyword" in g && g.value === undefined) return null;
        any = true;
        prev = k;
      }
      out.push(k ? withPer(g, k) : g);
      if (!c.is(",?\\s*and|,(?=\\s*<)")) break;
    }
    return any && out.length > 1 ? out : null;
  });
}

/** One "+1000 DP", "<Security Attack +1>" or "<Blocker>" after "gets"/"gains" (already read for the first). */
function gainsOne(c: Cursor): Grant | null {
  const dp = c.re("(?:gets?\\s+|gains?\\s+)?([+-]\\s?\\d+)\\s?DP");
  if (dp) return { dp: Number(dp[1]!.replace(/\s/g, "")) };
  const kw = c.re("(?:gets?\\s+|gains?\\s+)?<([^>]+)>");
  const k = kw && keywordFromText(kw[1]!);
  if (!k || k.param !== undefined) return null;
  return k.value !== undefined ? { keyword: k.keyword, value: k.value } : { keyword: k.keyword };
}

function withPer(g: Grant, per: Count): Grant {
  return "dp" in g || ("keyword" in g && g.value !== undefined) ? { ...g, per } : g;
}

/**
 * A lone DP change to other Digimon, multiplied by the count for each of them; for this Digimon,
 * DP and keyword values together ("For every 2 ..., this Digimon gets +2000 DP and gains
 * <Security Attack +1>").
 */
function perGrant(grants: Grant[] | null, who: Reach, per: Count): Grant[] | null {
  if (!grants?.length) return null;
  if (who === "this")
    return grants.every(
      (g) => "dp" in g || ("keyword" in g && g.value !== undefined && g.param === undefined),
    )
      ? grants.map((g) => withPer(g, per))
      : null;
  const only = grants.length === 1 ? grants[0]! : null;
  if (!only || !("dp" in only) || "securityOf" in who) return null;
  return [{ dp: only.dp, per }];
}

/** An effect: "1 of their Digimon can't unsuspend until their turn ends". */
export function restrictEffect(c: Cursor, ctx: EffectContext): Op[] | null {
  const switched = c.try((): Op[] | null => {
    const target = fieldTarget(c);
    if (!target || !c.is("'s attack target can't (?:change|be changed|be switched)")) return null;
    // Without a duration it lasts while the attack does: the turn is as long as the engine goes.
    const d = duration(c) ?? ctx.duration ?? "turn";
    return [{ op: "restrict", target, cant: ["switchTarget"], duration: d }];
  });
  if (switched) return switched;
  // "During your opponent's next unsuspend phase, none of their Digimon can unsuspend."
  const during = c.try((): Op[] | null => {
    if (
      !c.is(
        "during (?:your opponent's|their) next unsuspend phase,?\\s*none of (?:your opponent's|their) Digimon can unsuspend",
      )
    )
      return null;
    const all: FieldTarget = { side: "opponent", count: "all", filter: { category: "Digimon" } };
    return c.atEnd()
      ? [{ op: "restrict", target: all, cant: ["unsuspendInPhase"], duration: "untilOpponentTurnEnds" }]
      : null;
  });
  if (during) return during;
  const phase = c.try((): Op[] | null => {
    const bare = c.re("your opponent's (Digimon|cards)");
    const filter: CardFilter = /cards/i.test(bare?.[1] ?? "") ? {} : { category: "Digimon" };
    const all: FieldTarget = { side: "opponent", count: "all", filter };
    const target = bare ? all : c.is("it|that Digimon") ? "chosen" : fieldTarget(c);
    if (!target) return null;
    if (
      !c.is("(?:can't|doesn't|don't) unsuspend (?:in|during) (?:their|your opponent's) next unsuspend phase")
    )
      return null;
    return [{ op: "restrict", target, cant: ["unsuspendInPhase"], duration: "untilOpponentTurnEnds" }];
  });
  if (phase) return phase;
  return c.try(() => {
    let target: FieldTarget | "this" | "chosen" | null = c.is("it|that Digimon") ? "chosen" : fieldTarget(c);
    if (!target) {
      // "Your opponent's Digimon (with no digivolution cards) can't attack": all of them.
      const bare = c.re("(your opponent's|their|your)");
      const filter = bare ? filterPhrase(c, true) : null;
      if (!bare || !filter) return null;
      target = { side: /^your$/i.test(bare[1]!) ? "you" : "opponent", count: "all", filter };
    }
    const r = restrictions(c);
    if (!r) return null;
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    return [{ op: "restrict", target, cant: r.cant, ...(r.by ? { by: r.by } : {}), duration: d }];
  });
}

/** Why the engine does not carry out a continuous effect's grants, or null when it does. */
export function continuousGap(grants: Grant[]): string | null {
  for (const g of grants)
    if ("keyword" in g && KEYWORD_SUPPORT[g.keyword] === "missing")
      return `keyword <${g.keyword}> is not implemented by the engine`;
  return null;
}

/**
 * "all of your opponent's Security Digimon get -2000 DP for the turn", also after Digimon:
 * "1 of your opponent's Digimon and all of their Security Digimon get -3000 DP for the turn".
 */
export function securityDpEffect(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try(() => {
    const SEC = "(?:all of )?(your opponent's|your|their) (?:security|Security) Digimon";
    // "you may suspend this Tamer to have all of your opponent's Security Digimon get -2000 DP".
    c.is("have");
    let target: FieldTarget | null = null;
    let m = c.re(SEC);
    if (!m) {
      const t = fieldTarget(c, false);
      if (!t || t === "this") return null;
      target = t;
      m = c.re(`and ${SEC}|and (security|Security) Digimon`);
      if (!m) return null;
    }
    const word = m[1] ?? (target?.side === "you" ? "your" : "their");
    if (!c.is("gets?")) return null;
    const n = c.re("([+-]\\s?\\d+)\\s?DP");
    if (!n) return null;
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    const value = Number(n[1]!.replace(/\s/g, ""));
    if (ctx.perEach) return null;
    const amount: Amount = value;
    const side = /^your$/i.test(word) ? "you" : "opponent";
    const ops: Op[] = target ? [{ op: "dp", target, amount, duration: d }] : [];
    ops.push({ op: "securityDp", side, amount: value, duration: d });
    return ops;
  });
}

/** "This Digimon with 4 or more digivolution cards gets +2000 DP": the DP while it matches. */
export function selfWithDp(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    if (!c.is("this")) return null;
    const filter = filterPhrase(c, true);
    if (!filter || Object.keys(filter).length < 2) return null;
    const m = c.re("gets ([+-]\\d+) DP");
    if (!m || !c.atEnd()) return null;
    const { category: _, ...rest } = filter;
    return {
      category: "persistent",
      ops: [],
      persistent: { kind: "dp", amount: Number(m[1]), while: { is: "self", filter: rest } },
    };
  });
}

/**
 * "[While C,] this Digimon can also attack your opponent's unsuspended Digimon [with no
 * digivolution cards]", "this [X] trait Digimon can also attack ...".
 */
export function alsoAttackStatic(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    const conds: Cond[] = [];
    const k = c.try(() => {
      if (!c.is("while")) return null;
      const k = condition(c);
      return k && c.is(",") ? k : null;
    });
    if (k) conds.push(k);
    if (!c.is("it") && !c.is("this Digimon")) {
      if (!c.is("this")) return null;
      const own = filterPhrase(c, true);
      if (!own) return null;
      const { category: _, ...rest } = own;
      conds.push({ is: "self", filter: rest });
    }
    // "can attack your opponent's unsuspended Digimon": the older wording, "also" left out.
    if (!c.is("(?:can|may) (?:also )?attack (?:your opponent's |an opponent's )?")) return null;
    const target = filterPhrase(c, true);
    if (!target || target.suspended !== false || !c.atEnd()) return null;
    const cond: Cond | undefined = conds.length > 1 ? { is: "all", of: conds } : conds[0];
    const persistent: Persistent = {
      kind: "continuous",
      grants: [{ alsoAttack: target }],
      ...(cond ? { while: cond } : {}),
    };
    return { category: "persistent", ops: [], persistent };
  });
}
