/**
 * Effects that move another effect's maximum (15-15-4): "add 2 to this effect's level
 * maximum", "For each ..., remove 2000 from this DP deletion effect's maximum", and the
 * persistent "Add 1000 to the maximum DP you can choose with DP-based deletion effects"; and
 * "it" / "that Digimon" after a trigger.
 */
import type {
  Amount,
  Count,
  FieldTarget,
  Cond,
  Grant,
  Persistent,
  Restriction,
  Keyword,
  Op,
  RaiseMaxOp,
  TriggerCondition,
} from "../model/index.ts";
import { tally, tallyBeforeDuration } from "./amounts.ts";
import type { BodyFields, Clause } from "./body.ts";
import { Cursor } from "./cursor.ts";
import { duration } from "./duration.ts";
import type { EffectContext } from "./effects.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";
import { keywordFromText } from "./keywords.ts";
import { restrictions } from "./statics.ts";
import { condition } from "./when.ts";

type Raise = Omit<RaiseMaxOp, "then">;

function kind(word: string): RaiseMaxOp["field"] {
  const w = word.toLowerCase();
  return w.startsWith("play") ? "playCost" : w === "level" ? "level" : "dp";
}

/** "add 2 to this effect's level maximum" and its wordings: the field and the signed number. */
function raiseClause(c: Cursor): { field: RaiseMaxOp["field"]; n: number } | null {
  return c.try(() => {
    const verb = c.re("(add|remove) \\+?(\\d+) (to|from)");
    if (!verb) return null;
    const n = Number(verb[2]) * (/remove/i.test(verb[1]!) ? -1 : 1);
    let m = c.re("this effect's (level|play cost|DP) maximum");
    m ??= c.re("this effect's maximum (level|play cost)");
    m ??= c.re(
      "the maximum (level|play cost) of the (?:Digimon|card) (?:you can choose with this effect|this effect can (?:play|choose|delete))",
    );
    m ??= c.re(
      "(?:the maximum this (DP)-based deletion effect can delete|this (DP) deletion effect's maximum)",
    );
    if (!m) return null;
    return { field: kind(m[1] ?? m[2]!), n };
  });
}

/** A sentence that raises the maximum of the sentence before it: "[For each X, | If C,] add N to this effect's ... maximum". */
export function raiseMaxSentence(text: string): Raise | null {
  const c = new Cursor(text);
  return c.try((): Raise | null => {
    let by: Count | undefined;
    let cond: Cond | undefined;
    const each = c.try(() => {
      const k = tally(c);
      return k && c.is(",") ? k : null;
    });
    if (each) by = each;
    else {
      const k = c.try(() => (c.is("if") ? condition(c) : null));
      if (k && !c.is(",")) return null;
      if (k) cond = k;
    }
    const r = raiseClause(c);
    if (!r || !c.atEnd()) return null;
    return { op: "raiseMax", ...r, ...(by ? { by } : {}), ...(cond ? { cond } : {}) };
  });
}

/**
 * "[While C,] add 1000 to the maximum DP you can choose with DP-based deletion effects",
 * "add 2000 to this Digimon's DP-based deletion effects' maximums": a continuous effect (15-15-4-1).
 */
function deletionMaxStatic(text: string): BodyFields | null {
  const c = new Cursor(text);
  return c.try((): BodyFields | null => {
    const cond = c.try((): Cond | null => {
      if (!c.is("while")) return null;
      const k = condition(c);
      return k && c.is(",") ? k : null;
    });
    const m = c.re("add (\\d+) to");
    if (!m) return null;
    let own = false;
    if (c.is("this Digimon's DP(?:-based)? deletion effects'? maximums?")) own = true;
    else if (
      !c.is(
        "the maximum DP you can choose with DP-based deletion effects|the maximum (?:that )?your DP-based deletion effects can delete",
      )
    )
      return null;
    if (!c.atEnd()) return null;
    const grant: Grant = { deletionMaxDp: Number(m[1]), ...(own ? { own: true as const } : {}) };
    const persistent: Persistent = { kind: "continuous", grants: [grant], ...(cond ? { while: cond } : {}) };
    return { category: "persistent", ops: [], persistent };
  });
}

/** Triggers about this Digimon itself: "When this Digimon is blocked, it gets +2000 DP". */
function aboutSelf(w: TriggerCondition): boolean {
  if (w.on === "any") return w.of.every(aboutSelf);
  return ("self" in w && w.self === true) || w.on === "deletesInBattle";
}

/** Triggers whose Digimon the engine remembers (the event's subject): played, attacking, (un)suspended, digivolved. */
function aboutAnother(w: TriggerCondition): boolean {
  if (w.on === "any") return w.of.every(aboutAnother);
  return ["played", "attacks", "digivolved", "suspended", "unsuspended"].includes(w.on);
}

const PRONOUN = /\b(?:it|that Digimon)\b(?!')/gi;
/** A cost paid by the card itself, which stays outside what "that Digimon" does. */
const OWN_COST = /^\s*(?:by suspending this Tamer,|you may suspend this Tamer to)/i;

/**
 * The first sentence after a trigger, with "it" / "that Digimon" standing for the trigger's
 * Digimon: this Digimon for "When this Digimon attacks, it gets +1000 DP"; for "When one of
 * your Digimon attacks, that Digimon gets +1000 DP", the ops act on the attacking Digimon.
 */
export function pronounSentence(
  text: string,
  when: TriggerCondition,
  read: (text: string) => Clause | null,
): Clause | null {
  if (!PRONOUN.test(text)) return null;
  PRONOUN.lastIndex = 0;
  const self = aboutSelf(when);
  if (!self && !aboutAnother(when)) return null;
  // For another Digimon's trigger, "this Digimon" names the card with the ability, not "it".
  const own = text.replace(OWN_COST, "").replace(/\([^)]*\)/g, "");
  if (!self && /\bthis (?:Digimon|card|Tamer)\b/i.test(own)) return null;
  const cl = read(text.replace(PRONOUN, "this Digimon"));
  if (!cl || self) return cl;
  return { ...cl, ops: [{ op: "asSubject", then: cl.ops }] };
}

/** "give 1 of your Digimon +2000 DP for the turn", "to 1 of your opponent's Digimon, give -3000 DP ...". */
function giveDp(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    let target: FieldTarget | "this" | null = null;
    if (c.is("to")) {
      target = fieldTarget(c);
      if (!target || !c.is(",?\\s*give")) return null;
    } else if (c.is("give")) target = fieldTarget(c);
    if (!target) return null;
    const m = c.re("([+-]\\s?\\d+)\\s?DP");
    if (!m) return null;
    const each = ctx.perEach ?? tallyBeforeDuration(c);
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    const n = Number(m[1]!.replace(/\s/g, ""));
    const amount: Amount = each ? { perEach: each, times: n } : n;
    return [{ op: "dp", target, amount, duration: d }];
  });
}

/** "your opponent's effects can't delete X or return it to its owner's hand or deck": the restrictions. */
function opponentEffectsCant(c: Cursor): { target: FieldTarget | "this"; cant: Restriction[] } | null {
  return c.try(() => {
    if (!c.is("(?:your opponent's|their) effects (?:can't|cannot)")) return null;
    const cant: Restriction[] = [];
    let target: FieldTarget | "this" | null = null;
    for (;;) {
      const verb = c.re("(delete|return|returns)");
      if (!verb) return null;
      const t: FieldTarget | "this" | null = c.is("it|them") ? target : fieldTarget(c);
      if (!t) return null;
      target ??= t;
      if (/^delete/i.test(verb[1]!)) cant.push("beDeletedByOpponent");
      else if (c.is(`to (?:hands|${OWNERS} hands?) or decks?`)) cant.push("beReturnedByOpponent");
      else return null;
      if (!c.is(",?\\s*or")) break;
    }
    return target ? { target, cant } : null;
  });
}

const OWNERS = "(?:the|its|their|its owner's|their owners'|their owner's)";

function opponentEffectsStatic(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    const r = opponentEffectsCant(c);
    if (!r || r.target !== "this" || !c.atEnd()) return null;
    const grants: Grant[] = r.cant.map((cant) => ({ cant }));
    return { category: "persistent", ops: [], persistent: { kind: "continuous", grants } };
  });
}

/** "This Digimon with 4 or more digivolution cards gets +2000 DP": the DP while it matches. */
function selfWithDp(c: Cursor): BodyFields | null {
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
function alsoAttackStatic(c: Cursor): BodyFields | null {
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
    if (!c.is("(?:can|may) also attack (?:your opponent's |an opponent's )?")) return null;
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

/** Persistent effects of this file's mechanics. */
export function dprStatic(text: string): BodyFields | null {
  return (
    deletionMaxStatic(text) ??
    opponentEffectsStatic(new Cursor(text)) ??
    selfWithDp(new Cursor(text)) ??
    alsoAttackStatic(new Cursor(text))
  );
}

/** "your opponent's effects can't return 1 of your Digimon to hands or decks until their turn ends". */
function opponentEffectsEffect(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const r = opponentEffectsCant(c);
    const d = r && (duration(c) ?? ctx.duration);
    return r && d ? [{ op: "restrict", target: r.target, cant: r.cant, duration: d }] : null;
  });
}

/** "1 of their Digimon and 1 of their Tamers can't suspend until their turn ends": each is chosen. */
function pairCant(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const first = fieldTarget(c, false);
    if (!first || first === "this" || !c.is("and")) return null;
    const second = fieldTarget(c, false);
    if (!second || second === "this") return null;
    const r = restrictions(c);
    const d = r && !r.by && (duration(c) ?? ctx.duration);
    if (!r || !d) return null;
    return [first, second].map((target) => ({ op: "restrict" as const, target, cant: r.cant, duration: d }));
  });
}

export const DPR_RULES = [giveDp, opponentEffectsEffect, gainsAndCant, pairCant];

/**
 * "this Digimon can't be deleted in battle and gains <Blocker> (until ...)", "1 of your Digimon
 * gains <Blocker> and can't be deleted by your opponent's effects": keywords, DP and
 * restrictions given together for one duration.
 */
function gainsAndCant(c: Cursor, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    const target = fieldTarget(c);
    if (!target) return null;
    const keywords: { keyword: Keyword; value?: number }[] = [];
    const cant: Restriction[] = [];
    let dp: number | null = null;
    for (;;) {
      const r = restrictions(c);
      if (r && r.by) return null;
      if (r) cant.push(...r.cant);
      else if (
        !c.is("(?:gains?|gets?)") &&
        keywords.length + (dp === null ? 0 : 1) === 0 &&
        cant.length === 0
      )
        return null;
      else {
        const m = c.re("<([^>]+)>");
        const k = m && keywordFromText(m[1]!);
        const n = m ? null : c.re("([+-]\\s?\\d+)\\s?DP");
        if (k) keywords.push({ keyword: k.keyword, ...(k.value !== undefined ? { value: k.value } : {}) });
        else if (n) dp = Number(n[1]!.replace(/\s/g, ""));
        else return null;
      }
      if (!c.is(",?\\s*and(?: (?:gains?|gets?))?|,")) break;
    }
    if (cant.length === 0 || keywords.length + (dp === null ? 0 : 1) === 0) return null;
    const d = duration(c) ?? ctx.duration;
    if (!d) return null;
    const ops: Op[] = keywords.map((k) => ({ op: "gainKeyword" as const, target, ...k, duration: d }));
    if (dp !== null) ops.push({ op: "dp", target, amount: dp, duration: d });
    ops.push({ op: "restrict", target, cant, duration: d });
    return ops;
  });
}

/**
 * "[Your Turn][Once Per Turn] If one of your Tamers becomes suspended, ...": with only a turn
 * limit and an event, "If" says what "When" does (the ability has no other timing to run at).
 */
export function ifBecomes(c: Cursor, when: (c: Cursor) => TriggerCondition | null): TriggerCondition | null {
  const rest = c.rest();
  const m = /^(\s*)If\b/i.exec(rest);
  const clause = /^[^,]*,/.exec(rest)?.[0] ?? "";
  if (!m || !/\bbecomes? (?:un)?suspended\b/i.test(clause)) return null;
  const alt = new Cursor(`${m[1]}When${rest.slice(m[0].length)}`);
  const w = when(alt);
  if (!w) return null;
  c.i += alt.i - 2;
  return w;
}

/**
 * "If this Digimon has [X] in its name, unsuspend it": after a condition about this Digimon,
 * "it" is this Digimon.
 */
export function selfIfPronoun(text: string, read: (text: string) => Clause | null): Clause | null {
  const m = /^(\s*(?:then,\s*)?if this Digimon\b[^,]*,)(.*)$/is.exec(text);
  if (!m || !/\bit\b(?!')/i.test(m[2]!)) return null;
  return read(m[1]! + m[2]!.replace(/\bit\b(?!')/gi, "this Digimon"));
}

/** Whether the ops show in text the maximum a raise changes: one not shown can't be raised (15-15-4-3). */
export function showsMax(ops: Op[], field: RaiseMaxOp["field"]): boolean {
  const keys = field === "dp" ? ["maxDp", "maxTotal"] : field === "level" ? ["maxLevel"] : ["maxPlayCost"];
  const text = JSON.stringify(ops);
  return keys.some((k) => text.includes(`"${k}":`));
}
