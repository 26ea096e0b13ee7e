/**
 * Immediate-type effects (15-8-5): "When this Digimon would be deleted, by trashing its top
 * card, prevent that deletion.", "When this card would be played, if ..., reduce the play cost
 * by 2.", "When this Digimon would digivolve into a Digimon card with the [X] trait, reduce the
 * digivolution cost by 1." The whole body must read; otherwise the caller reports it unread.
 */
import type { BodyFields, CompileNested, EffectContext } from "../reading.ts";
import type { CardFilter, Color, Cond, Count, Op, Would } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { effects } from "./effects.ts";
import { NAMES, cardSpec, filterPhrase, names, postModifiers } from "./filters.ts";
import type { Span } from "../text/structure.ts";
import { condition } from "./conditions.ts";
import { tally } from "./amounts.ts";
import { perPaid } from "./per-paid.ts";
import { outcomeIf } from "./outcomes.ts";
import { sentences } from "../text/sentences.ts";
import { mustPlay } from "./body.ts";

type Kind = Would["on"];

const ITS_SOURCES = /\b(from|in) its digivolution cards\b/gi;

const COLOR = "red|blue|yellow|green|black|purple|white";
const COLORS = `(?:${COLOR})(?:\\s*(?:,|or|/)\\s*(?:${COLOR}))*`;

function colorsOf(text: string): Color[] {
  return [...text.matchAll(new RegExp(COLOR, "gi"))].map(
    (m) => (m[0][0]!.toUpperCase() + m[0].slice(1).toLowerCase()) as Color,
  );
}

/** "this Digimon", "this yellow Digimon with the [X] trait": the subject is the ability's own Digimon. */
function thisDigimon(c: Cursor): { filter?: CardFilter } | null {
  return c.try(() => {
    if (!c.is("this")) return null;
    const f = filterPhrase(c, true);
    // "this [Vulcanusmon]": a link effect names the Digimon its card is linked to.
    if (!f || (f.category !== "Digimon" && !(f.category === undefined && f.nameIs))) return null;
    const { category: _category, ...rest } = f;
    return Object.keys(rest).length ? { filter: rest } : {};
  });
}

/** "any of your [other] Digimon with ...", "one of your [X]", "another of your Digimon". */
function yourDigimon(c: Cursor): CardFilter | null {
  return yourSubject(c)?.filter ?? null;
}

function yourSubject(c: Cursor): { filter: CardFilter; side: "you" } | null {
  return c.try(() => {
    // "When your Digimon with the [X] trait would leave ...": any of them, as "any of your Digimon".
    const m = c.re("(?:any of|one of|1 of|another of) your(?: other)?|your other|your(?= Digimon\\b)");
    if (!m) return null;
    const f = filterPhrase(c, true);
    if (!f) return null;
    return { filter: /other|another/i.test(m[0]) ? { ...f, other: true } : f, side: "you" as const };
  });
}

/** The qualifiers of a removal: "in battle", "other than by your effects", "by your opponent's effects". */
function leaveQualifiers(c: Cursor, w: Extract<Would, { on: "leave" }>): void {
  for (;;) {
    if (c.is("in battle|by battle")) w.inBattle = true;
    // "outside of a battle": any removal but a deletion by battle (official Q&A on BT17-095).
    else if (c.is("other than in battle|other than by battle|outside of (?:a )?battle")) w.notInBattle = true;
    else if (c.is("other than by (?:one of )?your effects?")) w.notByYourEffect = true;
    else if (c.is("by (?:your|an) opponent's effects?")) w.byOpponentEffect = true;
    else if (c.is("by an effect|by effects")) w.byEffect = true;
    else return;
  }
}

/** "this Digimon has [X] or [Y] in its name and": the ability's own Digimon, while so named. */
function namedThis(c: Cursor): { filter: CardFilter } | null {
  const m = c.re(`this Digimon has (${NAMES}) in its name and`);
  return m ? { filter: { nameIncludes: names(m[1]!) } } : null;
}

/**
 * "an effect would delete it [or return it to your hand or deck]", "an effect would remove this
 * Digimon from the battle area": a removal by either player's effect.
 */
function effectRemoves(c: Cursor, self: { filter?: CardFilter }): Would | null {
  // "an effect would remove this Digimon from the battle area": any way of leaving by an effect.
  const m = c.re(
    "an effect would (?:delete (?:it|this Digimon)( or return it to (?:your|its owner's|the) hand or deck)?|(remove) this Digimon from the battle area)",
  );
  if (!m) return null;
  return {
    on: "leave",
    deletion: !m[1] && !m[2],
    subject: "this",
    ...(self.filter ? { filter: self.filter } : {}),
    byEffect: true,
  };
}

/**
 * "[All Turns] If this Digimon is deleted, ...": an older printing; the official Q&A (Q2212) calls
 * such an effect "When this Digimon would be deleted", so it runs before the deletion (15-8-5).
 */
function ifDeleted(c: Cursor): Would | null {
  return c.is("this Digimon is deleted(?=,)") ? { on: "leave", deletion: true, subject: "this" } : null;
}

function leave(c: Cursor): Would | null {
  return c.try(() => {
    const named = namedThis(c);
    const byEffect = effectRemoves(c, named ?? {});
    if (byEffect) return byEffect;
    const self = named ?? thisDigimon(c);
    const yours = self ? null : yourDigimon(c);
    if (!self && !yours) return null;
    // "If this Digimon has [X] or [Y] in its name and would be deleted": a condition on the subject.
    const nameCond = self && !named ? c.re(`has (${NAMES}) in its name and`) : null;
    if (nameCond) self!.filter = { ...self!.filter, nameIncludes: names(nameCond[1]!) };
    if (!c.is("would")) return null;
    // Deleted or returned to the hand or deck: the removals the engine performs, so "leave".
    const either = c.is("be deleted or returned to (?:your|its owner's|the) hand or deck");
    const deletion = !either && c.is("be deleted");
    // "would be returned to hands or decks": a return only, never a deletion.
    const returned =
      !either && !deletion && c.is("be returned to (?:hands or decks|(?:the|your|its owner's) hand or deck)");
    if (!either && !deletion && !returned && !c.is("leave (?:the )?battle area")) return null;
    const w: Extract<Would, { on: "leave" }> = {
      on: "leave",
      deletion,
      subject: self ? "this" : "yours",
      ...(self?.filter ? { filter: self.filter } : yours ? { filter: yours } : {}),
      ...(returned ? { returned: true as const } : {}),
    };
    leaveQualifiers(c, w);
    return w;
  });
}

function play(c: Cursor): Would | null {
  return c.try((): Would | null => {
    const fromHand = () => c.is("from (?:the|your) hand");
    if (c.is("you would use this card|this card would be used")) return { on: "use" };
    // "When using this card from your hand": the older wording, for a use from the hand only.
    if (c.is("using this card from (?:the|your) hand")) return { on: "use", fromHand: true };
    const used = c.try(() => {
      if (!c.is("you would use(?: an?)?")) return null;
      const f = filterPhrase(c, false);
      return f && f.category === "Option" ? f : null;
    });
    if (used) return { on: "use", card: used };
    // "When playing this card from your hand": the older wording of "would be played".
    if (c.is("(?:this card would be played|you would play this card|playing this card(?= from))")) {
      const hand = fromHand();
      return { on: "play", card: "this", ...(hand ? { fromHand: true } : {}) };
    }
    const m = c.re("you would play|(any of your|one of your|any|an?)") ?? c.re("(?=\\[)()");
    if (!m) return null;
    const subject = m[1] !== undefined;
    if (!subject) c.re("an?|\\d+");
    const f = filterPhrase(c, false);
    if (!f) return null;
    if (subject && !c.is("would be played")) return null;
    const hand = c.re("from (the|your) hand");
    // "a [X] card would be played" is anyone's; "from your hand" or "any of your" is the owner's.
    const side = subject && !/your/i.test(m[1]!) && hand?.[1]?.toLowerCase() !== "your" ? "any" : "you";
    return { on: "play", card: { side, filter: f }, ...(hand ? { fromHand: true } : {}) };
  });
}

function digivolve(c: Cursor): Would | null {
  return c.try((): Would | null => {
    // "When this card would be digivolved into": one of your Digimon digivolving into this card;
    // "When you would digivolve into this card", "When digivolving into this card, by ...": the same.
    if (
      c.is(
        "this card would be digivolved into|you would digivolve into this card|digivolving into this card(?=,)",
      )
    )
      return { on: "digivolve", from: { category: "Digimon" }, into: "this" };
    // "When digivolving this Digimon into ...": the same as "When this Digimon would digivolve into ...".
    const gerund = c.is("digivolving(?= (?:this|one of your) Digimon into)");
    // "When this Tamer digivolves into ...": a Tamer digivolving by its own card's requirements.
    const self = thisDigimon(c) ?? (c.is("this Tamer(?= (?:would digivolve|digivolves) into)") ? {} : null);
    const from = self ? null : (yourSubject(c) ?? opponentDigimon(c));
    if (!self && !from) return null;
    // A Tamer digivolves by its own cards' requirements (plays.ts' tamerRequirements).
    const tamers = self ? c.is("or any of your Tamers") : false;
    // Older printings: "When this Digimon digivolves into ..., reduce the memory cost of the digivolution".
    if (!gerund && !c.is("would digivolve|digivolves(?= into)")) return null;
    // "would digivolve from level 4 to level 5": the digivolving Digimon's level and the card's.
    const levels = from ? c.re("from level (\\d+) to level (\\d+)") : null;
    if (levels)
      return {
        on: "digivolve",
        from: { ...from!.filter, level: Number(levels[1]) },
        ...(from!.side === "opponent" ? { side: "opponent" as const } : {}),
        into: { category: "Digimon", level: Number(levels[2]) },
      };
    const head = self
      ? {
          from: "this" as const,
          ...(self.filter ? { self: self.filter } : {}),
          ...(tamers ? { orTamers: true } : {}),
        }
      : { from: from!.filter, ...(from!.side === "opponent" ? { side: "opponent" as const } : {}) };
    if (!c.is("into")) return self || from ? { on: "digivolve", ...head, into: {} } : null;
    if (c.is("this card")) {
      const hand = c.is("in (?:the|your) hand") ? { fromHand: true } : {};
      return from ? { on: "digivolve", ...head, into: "this", ...hand } : null;
    }
    const multi = c.re(`an? multicolou?red Digimon(?: card)? that is (${COLORS})`);
    if (multi) {
      const into: CardFilter = { category: "Digimon", minColors: 2, colors: colorsOf(multi[1]!) };
      return { on: "digivolve", ...head, into };
    }
    const spec = cardSpec(c);
    if (!spec || spec.count !== 1 || spec.upTo) return null;
    const hand = c.is("in (?:the|your) hand")
      ? { fromHand: true }
      : c.is("(?:from|in) (?:the|your) trash")
        ? { fromTrash: true }
        : {};
    // "a card in your hand that's black or has [X] in its traits": the card's description goes on after the hand.
    if ("fromHand" in hand) postModifiers(c, spec.filter);
    return { on: "digivolve", ...head, into: spec.filter, ...hand };
  });
}

/** "a [Social], [Tool] or [Game] trait card would link to this Digimon". */
function linkTo(c: Cursor): Would | null {
  return c.try((): Would | null => {
    if (!c.is("an?")) return null;
    const card = filterPhrase(c, false);
    return card && c.is("would link to this Digimon") ? { on: "link", card } : null;
  });
}

/** "an opponent's Digimon with no digivolution cards". */
function opponentDigimon(c: Cursor): { filter: CardFilter; side: "opponent" } | null {
  return c.try(() => {
    if (!c.is("(?:an|one of your) opponent's")) return null;
    const f = filterPhrase(c, true);
    return f ? { filter: f, side: "opponent" as const } : null;
  });
}

/** What happens: the outcome that fits the kind of event, or effects run in the middle of it. */
function outcome(c: Cursor, kind: Kind, ctx: EffectContext): Op[] | null {
  if (kind === "leave") {
    if (c.is("they don't leave")) return [{ op: "preventLeave", all: true }];
    if (
      c.is(
        "prevent (?:(?:that|the) (?:deletion|removal)|(?:it|this Digimon|1 of those Digimon) from (?:leaving(?: play| the battle area)?|being deleted)|it)|it (?:isn't deleted|doesn't leave(?: the battle area)?)|it don't leave|1 of those Digimon(?: or Tamers)? doesn't leave",
      )
    )
      return [{ op: "preventLeave" }];
  } else {
    const what = kind === "digivolve" ? "(?:digivolution |memory )?cost" : "(?:play |memory |use )?costs?";
    const set = kind === "digivolve" ? null : equalTo(c);
    if (set) return set;
    const m = c.re(
      `(reduce|increase) (?:the|its|their|this card's) ${what}(?: of (?:this card|the digivolution))? by (\\d+)`,
    );
    if (m) {
      const n = /increase/i.test(m[1]!) ? -Number(m[2]) : Number(m[2]);
      if (c.is("for each of (?:that|the) card's colou?rs"))
        return [{ op: "reduceCost", n, perCardColor: true }];
      // "for each ...", "for every 10 cards in your trash".
      const each = tally(c);
      return [{ op: "reduceCost", n, ...(each ? { perEach: each } : {}) }];
    }
  }
  return effects(c, ctx);
}

/** "its memory cost is equal to the number of cards in your security stack": the count read as "for each". */
function equalTo(c: Cursor): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("(?:its|the|this card's) (?:play |memory |use )?cost is equal to the number of")) return null;
    const each = new Cursor(`for each ${c.rest()}`);
    const to = tally(each);
    if (!to || !each.atEnd()) return null;
    c.i = c.s.length;
    return [{ op: "setCost", to }];
  });
}

/** "for each of their face-down digivolution cards,": counted under the Digimon about to digivolve. */
function subjectSourcesEach(c: Cursor): Count | null {
  const m = c.re("for each of (?:their|its) (face-down )?digivolution cards,");
  if (!m) return null;
  return { side: "you", filter: {}, zone: "sources", ofSubject: true, ...(m[1] ? { faceDown: true } : {}) };
}

interface Rest {
  ops: Op[];
  cost?: Op[];
  optional?: boolean;
}

/**
 * "reduce the play cost by the play cost of the deleted Digimon": by what a cost deleting one
 * Digimon removed; "by suspending up to 5 Tamers, for each Tamer suspended by this effect, reduce
 * ... by 1": by what an "up to" cost paid (per-paid.ts). Both need a cost that says so.
 */
function paidOutcome(c: Cursor, kind: Kind, cost: Op[] | undefined): Op[] | null {
  if (!cost || kind === "leave") return null;
  const what = kind === "digivolve" ? "(?:digivolution )?cost" : "(?:play |use )?cost";
  const deleted = c.re(
    `reduce (?:the|its) ${what} by (?:the play cost of the deleted Digimon|the deleted Digimon's play cost)`,
  );
  if (deleted)
    return cost.length === 1 && cost[0]!.op === "delete" && cost[0].target.count === 1
      ? [{ op: "reduceCost", n: 0, byPaid: "playCost" }]
      : null;
  return perPaid(c, cost, () => {
    const m = c.re(`reduce (?:the|its) ${what} by (\\d+)`);
    return m ? [{ op: "reduceCost", n: Number(m[1]) }] : null;
  });
}

/**
 * After the comma: "[if C,] [by COST,|you may COST to|you may] OUTCOME [if C]". `costCtx` reads the
 * cost: "When this Digimon would leave ..., by digivolving it into ..." says "it" for this Digimon.
 */
function rest(c: Cursor, kind: Kind, ctx: EffectContext, costCtx: EffectContext = ctx): Rest | null {
  return c.try((): Rest | null => {
    const ifComma = () =>
      c.try((): Cond | null => {
        if (!c.is("if")) return null;
        const k = condition(c);
        return k && c.is(",") ? k : null;
      });
    let cond = ifComma();
    let cost: Op[] | undefined;
    let optional = false;
    const by = c.try(() => {
      if (!c.is("by")) return null;
      const k = effects(c, costCtx, ",");
      return k && c.is(",") ? k : null;
    });
    if (by) cost = by;
    else if (c.is("you may")) {
      optional = true;
      const k = c.try(() => {
        const e = effects(c, ctx, "to\\b");
        return e && c.is("to") ? e : null;
      });
      if (k) cost = k;
    }
    if (!cond && cost) cond = ifComma();
    // "by returning 1 card ..., you may play 1 [X] ...": once paid, the play is a choice of its own.
    const mayToo = cost !== undefined && !optional && c.is("you may");
    const paid = cond
      ? null
      : c.try(() => {
          const ops = paidOutcome(c, kind, cost);
          return ops && c.atEnd() ? ops : null;
        });
    // What the effect is counted by was the cost: the cost is run inside it (per-paid.ts).
    if (paid) return { ops: paid, ...(paid[0]!.op === "perOutcome" ? {} : { cost: cost! }), optional: true };
    const each = kind === "digivolve" ? subjectSourcesEach(c) : null;
    const done = outcome(c, kind, ctx);
    if (!done) return null;
    // "by placing this Digimon as its bottom digivolution card, it doesn't leave": every Digimon the
    // event covers at that moment stays, not only the one it went under (official Q&A on P-154).
    const under = cost?.length === 1 && cost[0]!.op === "placeSelfUnder" && cost[0].onto.filter.subject;
    if (under && done.length === 1 && done[0]!.op === "preventLeave")
      done[0] = { op: "preventLeave", all: true };
    if (each) {
      const only = done.length === 1 ? done[0] : undefined;
      if (only?.op !== "reduceCost" || only.perEach) return null;
      only.perEach = each;
    }
    const late = cond
      ? null
      : c.try(() => {
          if (!c.is("if")) return null;
          return condition(c);
        });
    if (!c.atEnd()) return null;
    const when = cond ?? late;
    // A play is mandatory, as many as possible (15-1-5), unless "you may" comes after a cost: a
    // leading "you may" is the choice to activate at all, asked before the effect (official Q&A).
    const chosen: Op[] = !mayToo
      ? done.map(mustPlay)
      : done.every((o) => o.op === "playFrom")
        ? done
        : [{ op: "may", then: done }];
    const ops: Op[] = when ? [{ op: "if", cond: when, then: chosen }] : chosen;
    return { ops, ...(cost ? { cost } : {}), ...(optional || cost ? { optional: true } : {}) };
  });
}

/** A read outcome as plain ops: "you may" and a cost move inside a `may`. */
function restOps(r: Rest): Op[] {
  return r.optional || r.cost ? [{ op: "may", ...(r.cost ? { cost: r.cost } : {}), then: r.ops }] : r.ops;
}

/**
 * "<Delay>. ・OUTCOME": trashing this card in the battle area activates each bulleted effect
 * (16-17), in the middle of the event like any immediate-type effect's outcome.
 */
function delayed(c: Cursor, kind: Kind, ctx: EffectContext): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("<Delay>\\.?") || !c.peek("・")) return null;
    const bullets = c.rest().split("・").slice(1);
    const then: Op[] = [];
    for (const b of bullets) {
      const r = rest(new Cursor(b.trim()), kind, ctx);
      if (!r) return null;
      then.push(...restOps(r));
    }
    c.i = c.s.length;
    return then.length ? [{ op: "delay", then }] : null;
  });
}

/**
 * The sentences after the first: "Then, <Draw 1>." goes on with the outcome; "If this effect
 * didn't delete, it doesn't leave." hangs on what the outcome before it did.
 */
function laterSentences(
  texts: string[],
  head: BodyFields,
  kind: Kind,
  ctx: EffectContext,
): BodyFields | null {
  let ops = head.ops;
  for (const text of texts) {
    const c = new Cursor(text.replace(/^\s*then,\s*/i, ""));
    const after = c.try(() => {
      const o = outcomeIf(c);
      if (!o) return null;
      const then = outcome(c, kind, ctx);
      return then && c.atEnd() ? { o, then } : null;
    });
    if (after) {
      ops = [{ op: "ifOutcome", ...after.o, ops, then: after.then }];
      continue;
    }
    const r = rest(c, kind, ctx);
    if (!r) return null;
    ops = [...ops, ...restOps(r)];
  }
  return { ...head, ops };
}

/**
 * Older printings put the condition first: "While C, when playing this card from your hand, reduce
 * ...", "While C, reduce the memory cost to play this card from your hand by 6": the same as "When
 * playing this card from your hand, if C, reduce ...", its condition checked at the play; so is the
 * count in "For every 10 cards in your trash, reduce the memory cost when playing this card ... by 3".
 */
function conditionFirst(text: string): string {
  const when = /^While (.+?), when (playing|using) this card from your hand, (.+)$/i.exec(text);
  if (when) return `When ${when[2]!} this card from your hand, if ${when[1]!}, ${when[3]!}`;
  const to =
    /^While (.+?), reduce the (?:memory |play )?cost to play this card from your hand by (\d+)\.?$/i.exec(
      text,
    );
  if (to) return `When playing this card from your hand, if ${to[1]!}, reduce its play cost by ${to[2]!}.`;
  // "For every 10 cards in your trash, reduce the memory cost when playing this card from your hand by 3".
  const per =
    /^(For (?:each|every) .+?), reduce the (?:memory |play )?cost when playing this card from your hand by (\d+)\.?$/i.exec(
      text,
    );
  return per
    ? `When playing this card from your hand, reduce its play cost by ${per[2]!} ${per[1]!.toLowerCase()}.`
    : text;
}

/**
 * "..., reduce the costs by 1. If you have no Digimon, instead reduce the costs by 2.": the second
 * sentence overwrites the first reduction while its condition holds (18-2-3).
 */
function insteadReduce(t: string, body: Span, compileNested: CompileNested): BodyFields | null {
  const text = t.slice(body.start, body.end).replace(/\s+/g, " ").trim();
  const m =
    /^(.+\.) If ([^,]+), instead reduce (?:the|its) (?:play |digivolution |use )?costs? by (\d+)\.?$/i.exec(
      text,
    );
  if (!m) return null;
  const c = new Cursor(m[2]!);
  const cond = condition(c);
  if (!cond || !c.atEnd()) return null;
  const first = readWould(m[1]!, { start: 0, end: m[1]!.length }, compileNested);
  const only = first?.ops.length === 1 ? first.ops[0] : undefined;
  if (!first || only?.op !== "reduceCost") return null;
  const instead: Op[] = [{ op: "reduceCost", n: Number(m[3]) }];
  return { ...first, ops: [{ op: "overwrite", cond, optional: false, normal: first.ops, instead }] };
}

/** Reads a whole body as one immediate-type effect, or returns null. */
export function readWould(t: string, body: Span, compileNested: CompileNested): BodyFields | null {
  const overwritten = insteadReduce(t, body, compileNested);
  if (overwritten) return overwritten;
  const one = readOneWould(t, body, compileNested);
  if (one || /・/.test(t.slice(body.start, body.end))) return one;
  const spans = sentences(t, body);
  if (spans.length < 2) return null;
  const head = readOneWould(t, spans[0]!, compileNested);
  if (!head?.would) return null;
  const rest = spans.slice(1).map((s) => t.slice(s.start, s.end).replace(/\s+/g, " ").trim());
  const yours = head.would.on === "leave" && head.would.subject === "yours";
  const its = yours ? "$1 that Digimon's digivolution cards" : "$1 this Digimon's digivolution cards";
  const texts = head.would.on === "leave" ? rest.map((x) => x.replace(ITS_SOURCES, its)) : rest;
  return laterSentences(texts, head, head.would.on, { compileNested, ...(yours ? { subject: true } : {}) });
}

function readOneWould(t: string, body: Span, compileNested: CompileNested): BodyFields | null {
  const text = conditionFirst(t.slice(body.start, body.end).replace(/\s+/g, " ").trim());
  const c = new Cursor(text);
  return c.try((): BodyFields | null => {
    // "If one of your Digimon digivolves into ..., reduce the digivolution cost": the same as "When ... would".
    const opener = c.re("when|if");
    if (!opener) return null;
    const would =
      (/^if$/i.test(opener[0]) ? ifDeleted(c) : null) ?? leave(c) ?? play(c) ?? digivolve(c) ?? linkTo(c);
    // Some printings drop the comma before "by <cost>".
    if (!would || !(c.is(",") || c.peek("by\\b"))) return null;
    // "by returning 4 [X] from its digivolution cards": "its" is the Digimon the effect is about, this one.
    // "from its digivolution cards": when one of your Digimon would leave, "its" is that Digimon.
    const yours = would.on === "leave" && would.subject === "yours";
    const its = yours ? "$1 that Digimon's digivolution cards" : "$1 this Digimon's digivolution cards";
    const after =
      would.on === "leave" ? new Cursor(c.s.slice(0, c.i) + c.rest().replace(ITS_SOURCES, its), c.i) : c;
    const ctx = { compileNested, ...(yours ? { subject: true } : {}) };
    const delay = delayed(after, would.on, ctx);
    if (delay) return { category: "immediate", would, ops: delay };
    const itIsThis = would.on === "leave" && would.subject === "this";
    const r = rest(after, would.on, ctx, itIsThis ? { ...ctx, itIsThis: true } : ctx);
    if (!r) return null;
    // Without "would", only a cost change makes it an immediate-type effect.
    if (/^(?:when|if) [^,]*\bdigivolves into/i.test(text) && !r.ops.every((o) => o.op === "reduceCost"))
      return null;
    // "If this Digimon would be deleted, ...": "would" makes it an immediate-type effect all the same.
    const ifWould = would.on === "leave" || (would.on === "digivolve" && /\bdigivolves into/i.test(text));
    if (/^if$/i.test(opener[0]) && !ifWould) return null;
    return { category: "immediate", would, ...r };
  });
}

/**
 * "When this card would be played or digivolved into, [if C,] reduce the play or digivolution cost
 * by 2": two immediate-type effects, one on the play and one on the digivolution into this card.
 */
export function readWouldEither(t: string, body: Span, compileNested: CompileNested): BodyFields[] | null {
  const text = t.slice(body.start, body.end).replace(/\s+/g, " ").trim();
  const inHand = readInHand(text, compileNested);
  if (inHand) return inHand;
  const such = readSuchCard(text, compileNested);
  if (such) return such;
  const m =
    /^When this card would be played or digivolved into, (.*)reduce the play or digivolution cost by (\d+)\.?$/i.exec(
      text,
    );
  if (!m) return null;
  const one = (event: string, cost: string) => {
    const s = `When this card would ${event}, ${m[1]!}reduce the ${cost} cost by ${m[2]!}.`;
    return readWould(s, { start: 0, end: s.length }, compileNested);
  };
  const played = one("be played", "play");
  const digivolved = one("be digivolved into", "digivolution");
  return played && digivolved ? [played, digivolved] : null;
}

/**
 * "Reduce the memory cost of this card in your hand by 1 for each ...": the cost paid for this card
 * from the hand, which is a use for an Option card and a play for a Digimon or Tamer card; each
 * reading is an immediate-type effect on one of the two, and the card's kind leaves only one to happen.
 */
function readInHand(text: string, compileNested: CompileNested): BodyFields[] | null {
  const m = /^Reduce the (?:memory |play |use )?cost of this card in your hand by (\d+)(.*)$/i.exec(text);
  if (!m) return null;
  const one = (event: string) => {
    const s = `When ${event} this card from your hand, reduce its cost by ${m[1]!}${m[2]!}`;
    return readWould(s, { start: 0, end: s.length }, compileNested);
  };
  const used = one("using");
  const played = one("playing");
  return used && played ? [used, played] : null;
}

/**
 * "When a card with [X] in its text would be played or one of your Digimon would digivolve into such
 * a card, [COST,] reduce the play or digivolution cost by 2": one immediate-type effect on the play
 * and one on the digivolution into a card of that description.
 */
function readSuchCard(text: string, compileNested: CompileNested): BodyFields[] | null {
  const m =
    /^When (an? [^,]+?) would be played or ((?:one|any) of your Digimon) would digivolve into such a card, (.*)reduce the play or digivolution cost by (\d+)\.?$/i.exec(
      text,
    );
  if (!m) return null;
  const read = (s: string) => readWould(s, { start: 0, end: s.length }, compileNested);
  const played = read(`When ${m[1]!} would be played, ${m[3]!}reduce the play cost by ${m[4]!}.`);
  const into = m[1]!.replace(/^an? /i, "a ");
  const digivolved = read(
    `When ${m[2]!} would digivolve into ${into}, ${m[3]!}reduce the digivolution cost by ${m[4]!}.`,
  );
  return played && digivolved ? [played, digivolved] : null;
}
