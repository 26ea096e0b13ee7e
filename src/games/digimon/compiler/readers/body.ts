/**
 * An ability body, sentence by sentence: "When ..." trigger clauses, "If ...", "By ...",
 * "You may ... to ...", "For each ...", reveal groups ("Reveal the top 3 cards of your deck.
 * Add ... among them to the hand. Return the rest to the bottom of the deck."), and the
 * persistent templates ("This Digimon gets +1000 DP."). What does not read is returned as spans.
 */
import type { BodyFields, Clause, CompileNested, EffectContext } from "../reading.ts";
import { scaled, tally } from "./amounts.ts";
import { requirementBan } from "./requirement-ban.ts";
import { timingBan } from "./timing-ban.ts";
import { type PerOutcomeWords, perOutcomeWords } from "./per-outcome-words.ts";
import { outcomeIf } from "./outcomes.ts";
import { elliptic } from "./condition-atoms.ts";
import type {
  Cond,
  Count,
  Op,
  Persistent,
  RaiseMaxOp,
  RevealPick,
  Timing,
  TriggerCondition,
} from "../../model/index.ts";
import { canScale, repeatsWhenScaled } from "../../model/index.ts";
import { restatesLeaving, returnsFromField } from "./costs.ts";
import { amendsDigivolve, costNamesThis } from "./digivolve-by.ts";
import { amendsPlay } from "./would-play.ts";
import { comparedWithChosen, costChoosesHost, thatDigimonChosen } from "./stack-under.ts";
import { openReveal, placedPick } from "./reveal.ts";
import { revealOnePart } from "./reveal-one.ts";
import { revealPicks } from "./reveal-picks.ts";
import { revealDigivolve } from "./reveal-digivolve.ts";
import { totalWorthPick } from "./total-worth-play.ts";
import { amongThem, searchHead, securityPlacePick, takeThatCard } from "./security-search.ts";
import { deletedByEffect, deletedHow } from "./deleted-how.ts";
import { raiseLevelMax } from "./level-max.ts";
import { Cursor } from "../text/cursor.ts";
import { duration, durationPrefix } from "./duration.ts";
import { effects } from "./effects.ts";
import { cardSpec, distributedSpecs } from "./filters.ts";
import { keywordFromText } from "./keywords.ts";
import { keywordPerEach } from "./keyword-counts.ts";
import { type BodyReading, digiBurstWhen, optionBlock, securityDpStatic } from "./options.ts";
import { repeatBlock } from "./repeat-blocks.ts";
import { sourceEffectsStatic } from "./source-effects.ts";
import { raiseDpReduction, raisePlaceCount, raisePlayCount, raiseTrashCount } from "./count-raise.ts";
import { deletionMaxStatic, raiseAfterOutcome, raiseMaxSentence, showsMax } from "./effect-maximum.ts";
import { checkedCardSentence } from "./checked-card.ts";
import { triggerCardsSentence } from "./trigger-cards.ts";
import { pronounSentence, selfIfPronoun, selfSourcesIf } from "./pronoun-sentences.ts";
import { chosenIfSentence, chosenThatSentence, playedThatSentence } from "./chosen-if.ts";
import { insteadRestated } from "./instead-restated.ts";
import { takenCardIf } from "./taken-card-if.ts";
import { noneOfSentence, noneOfText, noneOfWithDp, withTheirDp } from "./none-of.ts";
import { theyDont } from "./they-dont.ts";
import { frontedPlaySentence } from "./fronted-play.ts";
import { opponentEffectsStatic } from "./protections.ts";
import { playLimit } from "./play-limits.ts";
import { sentences } from "../text/sentences.ts";
import { alsoAttackStatic, othersStatic, selfWithDp, staticBody } from "./persistent-effects.ts";
import { quietOptionChecks } from "./quiet-option-checks.ts";
import type { Span } from "../text/structure.ts";
import { narrowsTiming } from "./when-events.ts";
import { condition } from "./conditions.ts";
import { trailingIfs } from "./trailing-ifs.ts";
import { ifBecomes, ifEventClause, whenClause } from "./when.ts";
import { laterSentence } from "./later.ts";
import { thatDigivolved } from "./played-subject.ts";
import { executeIfPronoun } from "./during-attack.ts";
import { tokenInfoAfter, tokenReminder } from "./token.ts";
import { chosenSubject } from "./chosen-subject.ts";
import { opponentAttacksChosen } from "./opponent-attacks.ts";
import { chosenCompared, chosenCounted, chosenSharesName, chosenTamerColour } from "./chosen-compared.ts";
import { revealThenPlace } from "./reveal-then-place.ts";
import { furtherDp, furtherDpByCost } from "./further-dp.ts";
import { comparedWithYours } from "./compared-with-yours.ts";
import { perPaid } from "./per-paid.ts";
import { selfTrashedIt } from "./self-trashed-it.ts";
import { sameLevelAsSubject } from "./same-level-as-subject.ts";
import { turnEndStatic } from "./turn-end.ts";
import { opponentPicksTarget } from "./attack-target.ts";
import { chosenAndDeleted } from "./chosen-and.ts";
import { keepChosenSentences } from "./keep-chosen.ts";
import { withNamedOne } from "./named-one.ts";
import { withConditionReferent } from "./condition-referent.ts";
import { perEachRepeated, singleActs } from "./per-each-repeat.ts";
import { amendsCostEach } from "./effect-cost-each.ts";
import { eitherCost } from "./either-cost.ts";
import { xrosSources } from "./xros-sources.ts";
import { grantedEffectsStatic } from "./granted-effects.ts";
import { recoveryLimit } from "./recovery-limit.ts";

/** An "instead" with no "If" of its own: the overwrite always applies (the "you may" still asks). */
const ALWAYS: { cond: Cond } = { cond: { is: "memory" } };

/** "you may X" as an op: playing is already a choice ("up to 1"), everything else asks. */
function asMay(cl: Clause): Op[] {
  if (!cl.optional) return cl.ops.map(mustPlay);
  if (!cl.cost && cl.ops.every((o) => o.op === "playFrom")) return cl.ops;
  return [{ op: "may", ...(cl.cost ? { cost: cl.cost } : {}), then: cl.ops }];
}

/** A play no "you may" or "up to" softens is mandatory: as many as possible (15-1-5, 15-10-2-1). */
export function mustPlay(op: Op): Op {
  if (op.op !== "playFrom" || op.upTo || op.by || op.maxTotalCost !== undefined) return op;
  return { ...op, must: true };
}

/** The part after any "If ...,": costs, "you may", effects, and suffixes. */
function main(c: Cursor, ctx: EffectContext): Clause | null {
  const byCost = c.try(() => {
    if (!c.is("by")) return null;
    // "by returning 2 [X] from that Digimon's digivolution cards": the cost may name the trigger's Digimon.
    const nested = { compileNested: ctx.compileNested, ...(ctx.subject ? { subject: true } : {}) };
    const at = c.i;
    const first = effects(c, nested, ",");
    const cost = first && (eitherCost(c, c.s.slice(at, c.i), first, (x) => effects(x, nested, ",")) ?? first);
    if (!cost || !c.is(",")) return null;
    // "By X, until your opponent's turn ends, Y": the duration comes after the cost.
    const d = durationPrefix(c);
    // "By X, you may Y": once X is paid (15-7), Y is a choice of its own.
    const mayToo = c.is("you may");
    const named = costNamesThis(cost)
      ? { ...ctx, itIsThis: true }
      : costChoosesHost(cost)
        ? { ...ctx, costChose: true }
        : ctx;
    const after = d ? { ...named, duration: d } : named;
    const start = c.i;
    // "..., <effect> ... than that Digimon": compared with the Digimon the cost chose.
    const read =
      (named.costChose && c.try(() => comparedWithChosen(c, after, effects))) ||
      (named.costChose && c.try(() => thatDigimonChosen(c, after, effects))) ||
      effects(c, after) ||
      (named.itIsThis ? itAsThis(c, (x) => effects(x, after)) : null) ||
      (named.costChose ? itAsChosen(c, (x) => effects(x, { ...after, costChose: false })) : null) ||
      noneOfAfterCost(c, (x) => effects(x, after));
    // "By suspending this Tamer, gain 1 memory if ..., and <Draw 1> if ...";
    // "By X, <De-Digivolve 1> ... for each of this Digimon's face-down digivolution cards."
    const ops =
      read &&
      (trailingIfs(c, read, named) ??
        c.try(() => {
          const k = tally(c);
          return k ? scaled(read, k) : null;
        }) ??
        read);
    const clause = ops && { ops: mayToo ? asMay({ ops, optional: true }) : ops, cost, optional: true };
    if (clause && c.atEnd()) return clause;
    // What the effect read is not the whole rest: the rest may be read whole in other ways.
    const readTo = c.i;
    c.i = start;
    // "By trashing up to 3 cards ..., gain 1 memory for each card trashed": counted by what was paid.
    const paid = mayToo ? null : c.try(() => perPaid(c, cost, () => effects(c, after)));
    if (paid) return { ops: paid, optional: true };
    // "By X, if C, Y", "By X, for each ..., Y": what the cost pays for is a whole sentence (15-7).
    const rest = d || mayToo ? null : c.try(() => sentence(c, named));
    const whole = rest && afterCost(rest, cost);
    if (whole) return whole;
    // Otherwise the clause as far as it was read; what follows it is read after ("After, ...").
    c.i = readTo;
    return clause;
  });
  if (byCost) return byCost;
  const may = c.try(() => {
    if (!c.is("you (?:may|can)")) return null;
    const withCost = c.try(() => {
      const cost = effects(c, { compileNested: ctx.compileNested }, "to\\b|,");
      if (!cost || !c.is("to")) return null;
      // "You may trash any number of ... to gain 1 memory for each security card you trashed": counted by what was paid.
      const paid = c.try(() => perPaid(c, cost, () => effects(c, ctx)));
      if (paid) return { ops: paid, optional: true };
      // "You may place 5 cards ... under this Tamer to digivolve it into ...": "it" is this card;
      // the "may" reaches the digivolution too, which the player may decline once the cost is paid (official Q&A).
      const said = effects(c, costNamesThis(cost) ? { ...ctx, itIsThis: true } : ctx);
      const read = said?.map((op) => (op.op === "digivolveBy" ? { ...op, optional: true } : op)) ?? null;
      // "You may place ... to delete 1 ... for each level 5 card in this Digimon's digivolution cards".
      const ops =
        read &&
        (c.try(() => {
          const k = tally(c);
          return k ? scaled(read, k) : null;
        }) ??
          read);
      return ops ? { ops, cost, optional: true } : null;
    });
    if (withCost) return withCost;
    const ops = effects(c, ctx);
    return ops ? suffixes(c, ctx, { ops, optional: true }) : null;
  });
  if (may) return may;
  // "Return 1 of your Digimon to its owner's hand to return up to 2 of ...": the older wording of
  // "by returning ..., return ..." (the official Q&A restates it so, Q1265): a cost the player may pay.
  const toCost = c.try(() => {
    const cost = effects(c, { compileNested: ctx.compileNested }, "to\\b");
    if (!cost || !costReturnsYours(cost) || !c.is("to\\b")) return null;
    const ops = effects(c, ctx);
    return ops && c.atEnd() ? { ops, cost, optional: true } : null;
  });
  if (toCost) return toCost;
  const instead = c.try(() => {
    if (!c.is("instead,?")) return null;
    const ops = effects(c, ctx);
    return ops ? { ops, instead: ALWAYS } : null;
  });
  if (instead) return instead;
  const ops = effects(c, ctx);
  return ops ? suffixes(c, ctx, { ops }) : null;
}

/**
 * "By placing 1 [X] ... as this Digimon's bottom digivolution card, it gains <Blocker> ...": after a
 * cost that only touches this Digimon, "it" is this Digimon; read as if it said so.
 */
function itAsThis(c: Cursor, read: (x: Cursor) => Op[] | null): Op[] | null {
  return c.try(() => {
    if (!c.is("it(?= (?:gains|gets|can't|isn't|unsuspends))")) return null;
    const sub = new Cursor(`this Digimon${c.s.slice(c.i)}`);
    const ops = read(sub);
    if (!ops) return null;
    c.i = c.s.length - (sub.s.length - sub.i);
    return ops;
  });
}

/**
 * "By placing 1 card ... as any of your [X] trait Digimon's bottom digivolution card, it may
 * digivolve into ...": "it" is the Digimon the cost chose; read as this Digimon, done to that one.
 */
function itAsChosen(c: Cursor, read: (x: Cursor) => Op[] | null): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("it(?= (?:gains|gets|may digivolve|unsuspends))")) return null;
    const sub = new Cursor(`this Digimon${c.s.slice(c.i)}`);
    const ops = read(sub);
    if (!ops) return null;
    c.i = c.s.length - (sub.s.length - sub.i);
    return [{ op: "onReferent", referent: "it", chosenOnly: true, then: ops }];
  });
}

/**
 * "By X, until the end of your opponent's turn, none of their Digimon can attack players": the
 * restriction said as "all of ... can't" (none-of.ts), after the duration the cost was followed by.
 */
function noneOfAfterCost(c: Cursor, read: (x: Cursor) => Op[] | null): Op[] | null {
  return c.try(() => {
    const n = noneOfWithDp(c.rest());
    if (!n) return null;
    const sub = new Cursor(n.said);
    const read_ = read(sub);
    const ops = read_ && sub.atEnd() ? withTheirDp(read_, n.dp) : null;
    if (!ops) return null;
    c.i = c.s.length;
    return ops;
  });
}

/** The clause a "By X," cost pays for, when it is a sentence of its own ("if ...", "for each ..."). */
function afterCost(rest: Clause, cost: Op[]): Clause | null {
  if (rest.cost || rest.after || rest.perOutcome) return null;
  // "By X, Y instead": paying X chooses the overwrite (18-2-2); nothing else may ride on it.
  if (rest.instead)
    return rest.condition || rest.optional || rest.instead.dna
      ? null
      : { ops: rest.ops, cost, optional: true, instead: rest.instead };
  const ops: Op[] = rest.condition
    ? [{ op: "if", cond: { is: "memory", atMost: rest.condition.memoryAtMost }, then: asMay(rest) }]
    : asMay(rest);
  return { ops, cost, optional: true };
}

/**
 * Ops whose number "for each ... by this effect" multiplies without changing what is chosen (a
 * choice of Digimon, or <De-Digivolve 1> on "1 of" them, could as well be made again each time).
 */
const COUNTABLE = new Set<Op["op"]>([
  "memory",
  "draw",
  "recovery",
  "trashDeck",
  "trashSecurity",
  "dp",
  // "Suspend 1 of their Digimon for each card added ...": that many chosen at once (4-27-4).
  "suspend",
  "delete",
]);

/**
 * "Unsuspend this Digimon, and gain 1 memory for each red Tamer": a count after several steps
 * multiplies the last one when none of the steps before it has a number it could multiply.
 */
function scaledLast(ops: Op[], by: Count): Op[] | null {
  const head = ops.slice(0, -1);
  if (head.length === 0 || head.some(canScale)) return null;
  const last = scaled(ops.slice(-1), by);
  return last ? [...head, ...last] : null;
}

/** A clause multiplied by what the effect did before it, when every op has a number to multiply. */
function perOutcome(cl: Clause, m: PerOutcomeWords): Clause | null {
  if (cl.instead || cl.after || cl.perOutcome) return null;
  // <De-Digivolve 1> "for each card trashed": made that many times, each on its own choice.
  if (!cl.ops.every((o) => (countable(o) && canScale(o)) || repeatsWhenScaled(o))) return null;
  return { ...cl, perOutcome: m.what, ...(m.whose ? { perOutcomeOf: m.whose } : {}) };
}

/**
 * "For each card trashed by this effect, you may trash 1 card under 1 of ...": no number to
 * multiply (or a choice the player may decline each time), so the sentence is done that many times.
 */
function perOutcomeRepeated(cl: Clause, m: PerOutcomeWords): Clause | null {
  if (cl.instead || cl.after || cl.perOutcome || cl.condition) return null;
  if (!singleActs(asMay(cl))) return null;
  const whose = m.whose ? { perOutcomeOf: m.whose } : {};
  return { ops: asMay(cl), perOutcome: m.what, perOutcomeEach: true, ...whose };
}

/** "trash the top card of your deck" is a number of cards too: that many for each. */
function countable(o: Op): boolean {
  return COUNTABLE.has(o.op) || (o.op === "moveCards" && o.from === "deckTop" && o.to === "trash");
}

function suffixes(c: Cursor, ctx: EffectContext, cl: Clause): Clause {
  const per = c.try(() => {
    const m = perOutcomeWords(c);
    if (!m) return null;
    // "for each card trashed by this effect for the turn": the op read the duration already.
    if (cl.ops.every((o) => o.op === "dp")) duration(c);
    const rest = c.atEnd() ? cl : null;
    return rest && perOutcome(rest, m);
  });
  if (per) return per;
  const by = c.try(() => (c.is("by") ? effects(c, { compileNested: ctx.compileNested }) : null));
  if (by) return { ...cl, cost: by, optional: true };
  if (c.is("for each Digimon deleted")) return { ...cl, ops: [{ op: "perTriggerCount", then: cl.ops }] };
  // "When an opponent's Digimon is deleted, gain 1 memory for each Digimon.": each Digimon the trigger is about.
  if (ctx.counted && c.peek("for each (?:of those |such )?Digimon\\s*\\.?\\s*$")) {
    c.is("for each (?:of those |such )?Digimon");
    return { ...cl, ops: [{ op: "perTriggerCount", then: cl.ops }] };
  }
  if (c.is("at the end of the turn")) return { ...cl, ops: [{ op: "atEndOfTurn", then: cl.ops }] };
  // A count whose ops have no number to multiply is left unread, never passed over.
  const ops = c.try(() => {
    const each = tally(c);
    return each && (scaled(cl.ops, each) ?? scaledLast(cl.ops, each));
  });
  if (ops) return suffixes(c, ctx, { ...cl, ops });
  if (c.is("instead")) return { ...cl, instead: ALWAYS };
  // "Gain 1 memory if you have a Digimon with [X] in its name.": the condition comes last.
  const last = trailingIfs(c, cl.ops, ctx);
  return last ? { ...cl, ops: last } : cl;
}

/**
 * "If digivolved by this effect, and you have a Tamer with [X] in its name, <Recovery +1 (Deck)>.":
 * after the outcome, a condition on the state that must hold too.
 */
function outcomeAndIf(c: Cursor, read: (c: Cursor) => Clause | null): Clause | null {
  return c.try(() => {
    if (!c.is("and")) return null;
    const cond = condition(c);
    if (!cond || !c.is(",")) return null;
    const rest = read(c);
    if (!rest || rest.instead || rest.after || rest.perOutcome) return null;
    return { ops: [{ op: "if", cond, then: asMay(rest) }] };
  });
}

/** One sentence of an effect. */
export function sentence(c: Cursor, ctx: EffectContext): Clause | null {
  return c.try(() => {
    c.is("then,?|after,");
    if (c.is("(?:when|if) DNA digivolving,")) {
      const rest = sentence(c, ctx);
      // "If DNA digivolving, ... instead" replaces the sentence before it (18-2) when the
      // digivolution was a DNA one.
      if (rest?.instead)
        return rest.instead.cond.is === "memory"
          ? { ...rest, instead: { ...rest.instead, dna: true } }
          : null;
      return rest ? { ops: [{ op: "ifDna", then: asMay(rest) }] } : null;
    }
    // "If this effect DNA digivolved, <Recovery +1 (Deck)>.": after a DNA digivolution by this same effect.
    if (c.is("if this effect DNA digivolved,")) {
      const rest = sentence(c, ctx);
      if (!rest || rest.instead) return null;
      return { ops: [{ op: "ifDna", byThisEffect: true, then: asMay(rest) }] };
    }
    const xros = c.re("(?:when|if) DigiXrosing(?: with (\\d+) cards?)?,");
    if (xros) {
      const rest = sentence(c, ctx);
      const cards = xros[1] ? { cards: Number(xros[1]) } : {};
      return rest ? { ops: [{ op: "ifDigixros", ...cards, then: asMay(rest) }] } : null;
    }
    const playedFrom = c.re("(if|when) played from (?:(digivolution cards)|(?:the |your )?trash),");
    if (playedFrom) {
      const rest = sentence(c, ctx);
      // "When played from ..., ... under that Digimon": the Digimon chosen before, which a reading
      // as the trigger's subject would miss (this card's own play has none), so it stays unread.
      if (/^when$/i.test(playedFrom[1]!) && rest && JSON.stringify(rest.ops).includes('"subject":true'))
        return null;
      const from = playedFrom[2] ? ("sources" as const) : ("trash" as const);
      return rest && !rest.instead ? { ops: [{ op: "ifPlayedByEffect", from, then: asMay(rest) }] } : null;
    }
    if (c.is("if played by (?:an effect|effects),")) {
      const rest = sentence(c, ctx);
      return rest && !rest.instead ? { ops: [{ op: "ifPlayedByEffect", then: asMay(rest) }] } : null;
    }
    if (deletedByEffect(c)) {
      const rest = sentence(c, ctx);
      return rest ? { ops: [{ op: "ifDeleted", inBattle: false, byEffect: true, then: asMay(rest) }] } : null;
    }
    const how = deletedHow(c);
    if (how !== null) {
      const rest = sentence(c, ctx);
      return rest ? { ops: [{ op: "ifDeleted", inBattle: how, then: asMay(rest) }] } : null;
    }
    const outcome = outcomeIf(c);
    if (outcome) {
      const digivolved = outcome.what === "digivolve" && outcome.did;
      const rest =
        sentence(c, ctx) ??
        (digivolved ? thatDigivolved(c, (s) => sentence(s, ctx)) : null) ??
        outcomeAndIf(c, (s) => sentence(s, ctx));
      // "If you do, for each card trashed, ...": a count of what was done counts none when nothing was.
      if (rest?.perOutcome) return outcome.did && !rest.instead && !rest.after ? rest : null;
      return rest && !rest.instead && !rest.after ? { ops: asMay(rest), after: outcome } : null;
    }
    let condText = "";
    const cond = c.try(() => {
      if (!c.is("if")) return null;
      const from = c.i;
      const k = condition(c) ?? elliptic(c, ctx.lastCond);
      if (k && !ctx.subject && mentions(k, "subject")) return null;
      condText = c.s.slice(from, c.i);
      return k && c.is(",") ? k : null;
    });
    if (cond) {
      const rest =
        sentence(c, ctx) ??
        withConditionReferent(c, cond, condText, (s) => sentence(s, ctx)) ??
        withNamedOne(c, cond, (s) => sentence(s, ctx));
      if (!rest) return null;
      if (rest.instead) return { ...rest, instead: { cond } };
      const lift = liftable(cond);
      if (lift !== null && !rest.optional && !rest.cost)
        return { ops: rest.ops, condition: { memoryAtMost: lift } };
      return { ops: [{ op: "if", cond, then: asMay(rest) }] };
    }
    const per = c.try(() => {
      const m = perOutcomeWords(c);
      if (!m || !c.is(",")) return null;
      const rest = sentence(c, ctx);
      if (!rest || rest.cost) return null;
      const multiplied = rest.optional ? null : perOutcome(rest, m);
      return multiplied ?? perOutcomeRepeated(rest, m);
    });
    if (per) return per;
    const each = c.try(() => {
      const k = tally(c);
      return k && c.is(",") ? k : null;
    });
    if (each) {
      const from = c.i;
      const rest = sentence(c, { ...ctx, perEach: each });
      const ops =
        rest && !rest.optional && !rest.cost && !rest.instead && !rest.condition
          ? scaled(rest.ops, each)
          : null;
      if (rest && ops) return { ...rest, ops };
      // Not a number to multiply: the sentence is done that many times (read again without the count).
      c.i = from;
      const once = sentence(c, ctx);
      if (!once || once.cost || once.instead || once.condition || once.after || once.perOutcome) return null;
      const repeated = perEachRepeated(asMay(once), each);
      return repeated ? { ops: repeated } : null;
    }
    const later = laterSentence(c);
    if (later) return { ops: later };
    const d = durationPrefix(c);
    if (d) return sentence(c, { ...ctx, duration: d });
    const end = c.re(
      "at (?:the )?(?:next )?end of (?:the |(your opponent's|their) |your )?turn,|at turn end,",
    );
    if (end) {
      // Pending processing (18-1): "At end of turn, lose 3 memory.", "At turn end, ...", "At the end of your opponent's turn, ...".
      const rest = sentence(c, ctx);
      const theirs = end[1] !== undefined;
      const whose = theirs ? "opponent" : /your turn/i.test(end[0]) ? "you" : undefined;
      return rest ? { ops: [{ op: "atEndOfTurn", then: asMay(rest), ...(whose ? { whose } : {}) }] } : null;
    }
    const cl = main(c, ctx);
    return cl && c.atEnd() ? cl : null;
  });
}

/** "Players can't reduce play costs.", "Your opponent can't reduce digivolution costs." */
function costBan(c: Cursor): Persistent | null {
  return c.try(() => {
    const m = c.re("(players|your opponent|you) can't reduce (play|digivolution) costs");
    if (!m || !c.atEnd()) return null;
    const who = m[1]!.toLowerCase();
    const side = who === "players" ? {} : { side: who === "you" ? ("you" as const) : ("opponent" as const) };
    const costOf = m[2]!.toLowerCase() === "play" ? ("play" as const) : ("digivolve" as const);
    return { kind: "noCostReduction" as const, costOf, ...side };
  });
}

function liftable(cond: Cond): number | null {
  return cond.is === "memory" && cond.atMost !== undefined && cond.atLeast === undefined ? cond.atMost : null;
}

/** Persistent templates of [Your Turn] / [All Turns] / [Opponent's Turn] bodies without "When". */
/** "[Opponent's Turn] None of your opponent's Tamers can unsuspend." read as "All of ... can't ...". */
function noneOfStatic(text: string): BodyFields | null {
  const said = noneOfText(text);
  return said ? (persistent(new Cursor(said)) ?? staticBody(new Cursor(said))) : null;
}

function persistent(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    let m: RegExpExecArray | null;
    if (c.is("players can't play Digimon by effects") && c.atEnd())
      return { category: "persistent", ops: [], persistent: { kind: "noPlayByEffects" } };
    const ban = costBan(c) ?? requirementBan(c) ?? timingBan(c);
    if (ban) return { category: "persistent", ops: [], persistent: ban };
    const each = c.try((): Count | null => {
      const k = tally(c);
      return k && c.is(",") ? k : null;
    });
    const cond = each
      ? null
      : c.try((): Cond | null => {
          if (!c.is("while")) return null;
          const k = condition(c);
          return k && c.is(",") ? k : null;
        });
    const optionBan = each ? null : c.re("(players|your opponent|you) can't use Option cards");
    if (optionBan) {
      if (!c.atEnd()) return null;
      const who = optionBan[1]!.toLowerCase();
      const side =
        who === "players" ? {} : { side: who === "you" ? ("you" as const) : ("opponent" as const) };
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "noOptionUse", ...side, ...(cond ? { while: cond } : {}) },
      };
    }
    if (
      (m = c.re("(?:this Digimon|this card|it) (?:gets|gains) ([+-]\\d+) DP")) &&
      (cond || each || /^this/i.test(m[0]))
    ) {
      const amount = Number(m[1]);
      const more = tally(c);
      if (!c.atEnd() || (more && each)) return null;
      const count = each ?? more;
      if (count) return { category: "persistent", ops: [], persistent: { kind: "dpPerEach", count, amount } };
      return {
        category: "persistent",
        ops: [],
        persistent: { kind: "dp", amount, ...(cond ? { while: cond } : {}) },
      };
    }
    if (cond) return null;
    const perEachKeyword = keywordPerEach(c, each);
    if (perEachKeyword) return perEachKeyword;
    if (each) return null;
    if ((m = c.re("this Digimon gains <([^>]+)>")) && c.atEnd()) {
      const k = keywordFromText(m[1]!);
      if (!k) return null;
      return {
        category: "keyword",
        ops: [],
        keyword: k.keyword,
        ...(k.value !== undefined ? { keywordValue: k.value } : {}),
      };
    }
    return null;
  });
}

/** A reveal group's first sentence, and the sentences that complete it. */
const REVEAL =
  /^(?:you may )?reveal (?:the top (\d+) cards|(\d+) cards? from the top|the top card) of your deck\.?$/i;

type RevealRest = Extract<Op, { op: "reveal" }>["rest"];

function revealPart(text: string, single: boolean): { picks?: RevealPick[]; rest?: RevealRest } | null {
  const c = new Cursor(text);
  const one = single ? revealOnePart(c) : null;
  if (one) return one;
  const read = c.try((): { picks?: RevealPick[]; rest?: RevealRest } | null => {
    const rest = c.re(
      "(?:return|place) (?:the rest|the remaining cards|the revealed cards|those cards) (?:(?:to|at|on) the (bottom|top or bottom|top or the bottom|top) of|on (top) of) (?:the |your )?deck(?: in any order)?|trash (?:the rest|the remaining cards|the revealed cards)|add (?:the rest|the remaining cards?) to (?:your|the) (hand)",
    );
    if (rest) {
      if (!c.atEnd()) return null;
      const where = (rest[1] ?? rest[2] ?? rest[3] ?? "").toLowerCase();
      return {
        rest: /^trash/i.test(text)
          ? "trash"
          : where === "hand"
            ? "hand"
            : where === "top"
              ? "deckTop"
              : where.startsWith("top")
                ? "topOrBottom"
                : "deckBottom",
      };
    }
    const picks: RevealPick[] = [];
    // "Among them, add 1 [X] to the hand and place 1 such card ...": "among them" said first.
    const led = c.is("(?:from )?among them,");
    // "For each of your opponent's Digimon, you may play 1 ...": that many picks.
    const perEach = led ? null : c.try(() => (c.peek("for each") ? tally(c) : null));
    if (perEach && !c.is(",")) return null;
    const optional = c.is("you may");
    for (;;) {
      const placed = placedPick(c, picks) ?? (led ? ledPick(c) : null);
      if (placed) {
        picks.push({ ...placed, ...(optional ? { optional, oneMay: true } : {}) });
        if (!c.is(",?\\s*and")) break;
        continue;
      }
      if (led) return null;
      // "use 1 Option card ... among them without paying the cost": used (9-1), as "play or use" uses one.
      const useOnly = !c.peek("play") && c.is("use");
      const orUse = useOnly || c.is("play or use");
      const toPlay = orUse || c.is("play");
      if (!toPlay && !c.is("add")) return null;
      const worth = toPlay && !perEach && !orUse ? totalWorthPick(c, optional) : null;
      if (worth) {
        picks.push(worth);
        if (!c.is(",?\\s*and")) break;
        continue;
      }
      const all = !toPlay && c.is("all (?:of )?(?:the )?");
      const shared = distributedSpecs(c);
      const specs = shared ? shared.map((x) => ({ ...x, upTo: false })) : [cardSpec(c)];
      while (specs[specs.length - 1] && c.try(() => (c.is("and") && c.peek("\\d|an?\\b") ? true : null)))
        specs.push(cardSpec(c));
      const suspended = toPlay && c.is("suspended");
      if (!c.is("among (?:them|the revealed cards)")) return null;
      // "play 1 ... among them with the cost reduced by 5": played for its cost, less that.
      const reduced = toPlay ? c.re("with the (?:play )?cost reduced by (\\d+)") : null;
      const reduce = reduced ? Number(reduced[1]) : undefined;
      if (
        !reduced &&
        (toPlay ? !c.is("without paying (?:the|its|its memory|their) costs?") : !c.is("to (?:the|your) hand"))
      )
        return null;
      if (perEach && (specs.length !== 1 || all)) return null;
      for (const spec of specs) {
        if (!spec) return null;
        if (useOnly && spec.filter.category !== "Option") return null;
        picks.push({
          count: spec.count,
          filter: spec.filter,
          to: toPlay ? "play" : "hand",
          // "you may": none, or as many as possible ("you may ... up to 2": any number).
          ...(optional ? { optional } : {}),
          ...(optional && !spec.upTo ? { oneMay: true as const } : {}),
          ...(all ? { all } : {}),
          ...(perEach ? { perEach } : {}),
          ...(suspended ? { suspended } : {}),
          ...(reduce !== undefined ? { reduce } : {}),
          ...(orUse ? { use: true as const } : {}),
        });
      }
      if (!c.is(",?\\s*and")) break;
    }
    return c.atEnd() ? { picks } : null;
  });
  if (read) return read;
  const more = revealPicks(text) ?? securityPlacePick(text) ?? revealDigivolve(text);
  return more ? { picks: more } : null;
}

/**
 * "You may digivolve ... among them. If you don't, add 1 Digimon card among them to your hand.":
 * picks taken only when the pick before took no card.
 */
function otherwisePart(text: string): { picks: RevealPick[]; rest?: RevealRest } | null {
  const m = /^\s*if you (?:don't|do not|didn't|did not),\s*/i.exec(text);
  const part = m ? revealPart(text.slice(m[0].length), false) : null;
  if (!part?.picks?.length || part.rest) return null;
  return { picks: part.picks.map((p) => ({ ...p, otherwise: true as const })) };
}

/**
 * After "Among them,": "add 1 [X] trait card to the hand"; "play 1 [X] without paying the cost
 * or add 1 card with [X] in its text to the hand" (one or the other, the player's choice).
 */
function ledPick(c: Cursor): RevealPick | null {
  return c.try((): RevealPick | null => {
    const first = playOrAddPick(c);
    if (!first) return null;
    const other = c.try(() => (c.is("or") ? playOrAddPick(c) : null));
    return other ? { ...first, or: other } : first;
  });
}

function playOrAddPick(c: Cursor): RevealPick | null {
  return c.try((): RevealPick | null => {
    const toPlay = c.is("play");
    if (!toPlay && !c.is("add")) return null;
    const spec = cardSpec(c);
    if (!spec) return null;
    if (toPlay ? !c.is("without paying (?:the|its|its memory|their) costs?") : !c.is("to (?:the|your) hand"))
      return null;
    return { count: spec.count, filter: spec.filter, to: toPlay ? "play" : "hand" };
  });
}

export interface BodyOut {
  fields: BodyFields | null;
  unread: Span[];
}

/** "If ..." alone, for a condition that guards a keyword ("If your opponent has a Digimon, <Delay>"). */
function ifCondition(text: string): Cond | null {
  const c = new Cursor(text);
  if (!c.is("if")) return null;
  const k = condition(c);
  return k && c.atEnd() ? k : null;
}

/** The trigger a sentence reads "it" against: its own, or, in a bullet, the one before the choice. */
function trigger(when?: TriggerCondition, outer?: TriggerCondition): TriggerCondition | undefined {
  return when ?? outer;
}

/**
 * Reads a body. `turnOnly`: the ability has a turn limit but no timing, so it is either a
 * "When ..." trigger or a persistent effect. `bulleted`: the effect after a keyword such as
 * <Delay>, whose sentences may start with a bullet (・).
 */
export function readBody(
  compileNested: CompileNested,
  t: string,
  body: Span,
  turnOnly: boolean,
  timing?: Timing,
  bulleted = false,
  outer?: TriggerCondition,
): BodyOut {
  const spans = sentences(t, body);
  const unread: Span[] = [];
  let when: TriggerCondition | undefined;
  const clauses: Clause[] = [];
  /** How many clauses there were right after the last one read about the trigger's Digimon. */
  let pronounFrom = -1;
  for (let k = 0; k < spans.length; k++) {
    const span = spans[k]!;
    let text = t.slice(span.start, span.end);
    let offset = span.start;
    // "[Your Turn] When you play 1 Digimon with DigiXros requirements, by suspending this Tamer, you
    // may place cards from under one of your Tamers ... for a DigiXros": said of the play itself,
    // so a permission for its DigiXros (7-2), not a trigger after it.
    const xros = k === 0 && turnOnly && spans.length === 1 ? xrosSources(new Cursor(text)) : null;
    if (xros)
      return {
        fields: { category: "persistent", ops: [], persistent: { kind: "continuous", grants: xros } },
        unread,
      };
    // "[When Attacking] When you attack your opponent's Digimon with the highest DP, ...": the attack is
    // the ability's own, so what it targets is a condition on it, as "If you attack ..." (same length).
    if (k === 0 && timing === "whenAttacking" && /^\s*When you attack\b/i.test(text))
      text = text.replace(/When/i, "If  ");
    if (k === 0 && (turnOnly || timing)) {
      const c = new Cursor(text);
      const w =
        whenClause(c) ??
        digiBurstWhen(c) ??
        (turnOnly ? (ifEventClause(c) ?? ifBecomes(c, whenClause)) : null);
      if (w && (turnOnly || narrowsTiming(timing, w))) {
        when = w;
        offset += c.i;
        text = text.slice(c.i);
      } else if (turnOnly && spans.length === 1) {
        const p =
          persistent(new Cursor(text)) ??
          securityDpStatic(text) ??
          staticBody(new Cursor(text)) ??
          deletionMaxStatic(text) ??
          opponentEffectsStatic(new Cursor(text)) ??
          othersStatic(new Cursor(text)) ??
          selfWithDp(new Cursor(text)) ??
          alsoAttackStatic(new Cursor(text)) ??
          sourceEffectsStatic(new Cursor(text)) ??
          turnEndStatic(new Cursor(text)) ??
          noneOfStatic(text) ??
          quietOptionChecks(new Cursor(text)) ??
          grantedEffectsStatic(new Cursor(text), compileNested);
        if (p) return { fields: p, unread };
      }
    }
    if (bulleted && text.startsWith("・")) {
      text = text.slice(1);
      offset += 1;
    }
    if (playLimit(text, clauses[clauses.length - 1])) continue;
    if (recoveryLimit(text, clauses[clauses.length - 1])) continue;
    const reading: BodyReading = {
      t,
      spans,
      k,
      bodyEnd: body.end,
      clauses,
      readBody: (...args) => readBody(compileNested, ...args),
      readCond: ifCondition,
      // The bullets after the trigger's own sentence may still call its Digimon "it".
      trigger: k === 0 ? trigger(when, outer) : undefined,
      readLead: (lead) =>
        sentence(new Cursor(lead), {
          compileNested,
          lastCond: lastCondOf(clauses.at(-1)),
          subject: when !== undefined && hasSubject(when),
          choiceFollows: true,
        }),
    };
    const block = repeatBlock(reading, text, offset) ?? optionBlock(reading, text, offset);
    if (block) {
      unread.push(...block.unread);
      k = block.next - 1;
      continue;
    }
    const searched = searchHead(text);
    if (searched) {
      // A search group: the sentences after it say which security cards are taken (readers/security-search.ts).
      const { cond, ...head } = searched;
      const search: Extract<Op, { op: "searchSecurity" }> = { op: "searchSecurity", picks: [], ...head };
      const guarded = (ops: Op[]): Op[] => (cond ? [{ op: "if", cond, then: ops }] : ops);
      const next = spans[k + 1] ? t.slice(spans[k + 1]!.start, spans[k + 1]!.end) : "";
      const paid = takeThatCard(next, search);
      if (paid) {
        clauses.push({ ops: guarded(paid) });
        k += 1;
        continue;
      }
      let j = k + 1;
      for (; j < spans.length; j++) {
        const part = revealPart(amongThem(t.slice(spans[j]!.start, spans[j]!.end)), false);
        const kinds = ["hand", "play", "digivolve"];
        if (!part?.picks || part.rest || part.picks.some((p) => !kinds.includes(p.to))) break;
        search.picks.push(...part.picks);
      }
      // "Then, shuffle your security stack." closes the group: what the group did is one processing,
      // so "If this effect digivolved, ..." after it sees the digivolution among them.
      const closing = spans[j] ? t.slice(spans[j]!.start, spans[j]!.end).trim() : "";
      const shuffled = /^(?:then, )?shuffle your security stack\.?$/i.test(closing);
      const shuffle: Op[] = shuffled ? [{ op: "shuffleSecurity", side: "you" }] : [];
      if (search.picks.length === 0) unread.push(span);
      else clauses.push({ ops: guarded([search, ...shuffle]) });
      k = shuffled ? j : j - 1;
      continue;
    }
    const reveal = REVEAL.exec(text.trim());
    const head = reveal ? null : sentence(new Cursor(text), { compileNested, revealGroup: true });
    const opened = head ? openReveal(head) : null;
    if (reveal || opened) {
      // A reveal group: the sentences after it say what becomes of the revealed cards.
      const picks: RevealPick[] = [];
      let rest: RevealRest | undefined;
      let broken = false;
      // "For each ..., add 1 to this effect's play cost maximum" between the picks and the rest.
      const raises: Omit<RaiseMaxOp, "then">[] = [];
      // "Delete 1 ... for each Digimon played with this effect." between the picks and the rest: it
      // counts what the picks did, after them (placing the rest changes nothing it counts).
      const counted: Clause[] = [];
      let j = k + 1;
      for (; j < spans.length && !rest; j++) {
        const n = opened ? opened.n : Number(reveal![1] ?? reveal![2] ?? 1);
        const partText = t.slice(spans[j]!.start, spans[j]!.end);
        const raise = picks.length ? raiseMaxSentence(partText) : null;
        if (raise && showsMax([{ op: "reveal", n, picks, rest: "deckBottom" }], raise.field)) {
          raises.push(raise);
          continue;
        }
        const part = revealPart(partText, n === 1) ?? (picks.length ? otherwisePart(partText) : null);
        const per = !part && picks.length ? sentence(new Cursor(partText), { compileNested }) : null;
        if (per?.perOutcome === "play" && !per.cost && !per.optional) {
          counted.push(per);
          continue;
        }
        if (!part) {
          unread.push(spans[j]!);
          broken = true;
          continue;
        }
        picks.push(...(part.picks ?? []));
        rest = part.rest;
      }
      const raised = (ops: Op[]) => raises.reduceRight<Op[]>((then, r) => [{ ...r, then }], ops);
      if (!rest && !broken) unread.push(span);
      else if (!broken && opened) {
        opened.picks = picks;
        opened.rest = rest!;
        clauses.push({ ...head!, ops: raised(head!.ops) }, ...counted);
      } else if (!broken && reveal) {
        const op: Op = { op: "reveal", n: Number(reveal[1] ?? reveal[2] ?? 1), picks, rest: rest! };
        // "You may reveal ...": the whole reveal is the player's choice, not just what it finds.
        const ops = raised(/^you may /i.test(text.trim()) ? [{ op: "may", then: [op] }] : [op]);
        clauses.push({ ops }, ...counted);
      }
      k = j - 1;
      continue;
    }
    const said = restatesBounce(text, clauses);
    if (said) {
      offset += said;
      text = text.slice(said);
      if (!text.trim()) continue;
    }
    const last = clauses[clauses.length - 1];
    text = eachOneTrashed(text, last);
    if (last && restatesLeaving(text) && (returnsFromField(last.ops) || returnsFromField(last.cost ?? [])))
      continue;
    if (tokenReminder(text, last?.ops)) continue;
    const info = tokenInfoAfter(text, last?.ops, compileNested);
    if (info > 0) {
      offset += info;
      text = text.slice(info);
      if (!text.trim()) continue;
    }
    if (amendsDigivolve(text, last?.ops) || amendsPlay(text, last?.ops)) continue;
    if (amendsCostEach(text, last?.ops)) continue;
    const more =
      last &&
      (raiseTrashCount(text, last.ops) ??
        raiseDpReduction(text, last.ops) ??
        raisePlayCount(text, last.ops) ??
        raisePlaceCount(text, last.ops) ??
        furtherDp(text, last.ops) ??
        furtherDpByCost(text, last.ops, (x) => effects(x, { compileNested }, ",")));
    if (last && more) {
      last.ops = more;
      continue;
    }
    const declined =
      last &&
      theyDont(text, last.ops, (rest) => {
        const cl = sentence(new Cursor(rest), { compileNested });
        return cl && !cl.cost && !cl.instead && !cl.after && !cl.perOutcome && !cl.condition
          ? asMay(cl)
          : null;
      });
    if (last && declined) {
      last.ops = declined;
      continue;
    }
    // "For each card trashed by this effect, add 1 to ...": what came before is counted first.
    const afterOutcome = last && clauses.length > 1 ? raiseAfterOutcome(text) : null;
    const plainClause = (cl: Clause) =>
      !cl.cost && !cl.instead && !cl.after && !cl.perOutcome && !cl.condition;
    if (last && afterOutcome && showsMax(last.ops, afterOutcome.raise.field) && clauses.every(plainClause)) {
      const ops = clauses.slice(0, -1).flatMap(asMay);
      const raise: Op = { ...afterOutcome.raise, after: { what: afterOutcome.what, ops }, then: asMay(last) };
      clauses.splice(0, clauses.length, { ops: [raise] });
      continue;
    }
    const raised = last && raiseLevelMax(text, last.ops);
    if (last && raised) {
      last.ops = raised;
      continue;
    }
    // "By deleting 1 of ... level 3 or lower Digimon, ...": the sentence raises the cost's limit.
    const raisedCost = last?.cost && raiseLevelMax(text, last.cost);
    if (last && raisedCost) {
      last.cost = raisedCost;
      continue;
    }
    const raise = last ? raiseMaxSentence(text) : null;
    if (last && raise && showsMax(last.ops, raise.field)) {
      last.ops = [{ ...raise, then: last.ops }];
      continue;
    }
    const ctx: EffectContext = {
      compileNested,
      lastCond: lastCondOf(clauses.at(-1)),
      subject: trigger(when, outer) !== undefined && hasSubject(trigger(when, outer)!),
      counted: when !== undefined && (hasSubject(when) || when.on === "deleted"),
    };
    const nextText = k + 1 < spans.length ? t.slice(spans[k + 1]!.start, spans[k + 1]!.end) : null;
    const folded =
      nextText !== null
        ? (chosenSubject(text, nextText) ??
          opponentPicksTarget(text, nextText) ??
          chosenAndDeleted(text, nextText) ??
          keepChosenSentences(text, nextText) ??
          opponentAttacksChosen(text, nextText) ??
          chosenCompared(text, nextText) ??
          chosenCounted(text, nextText) ??
          chosenTamerColour(text, nextText) ??
          revealThenPlace(text, nextText) ??
          chosenSharesName(text, nextText))
        : null;
    const foldedClause = folded ? sentence(new Cursor(folded), ctx) : null;
    if (foldedClause) {
      clauses.push(foldedClause);
      k++;
      continue;
    }
    // "it" / "that Digimon" is the trigger's Digimon in the first sentence, and in the ones after
    // it while each before spoke of that Digimon too ("..., that Digimon gains <Raid>. Then, that Digimon attacks a player.").
    const aboutTrigger = k === 0 || (pronounFrom === clauses.length && clauses.length > 0);
    const plain = sentence(new Cursor(text), ctx);
    const pronoun =
      !plain && aboutTrigger && trigger(when, outer)
        ? pronounSentence(text, trigger(when, outer)!, (t) => sentence(new Cursor(t), ctx))
        : null;
    if ((plain || pronoun) && /\bthat Digimon\b/i.test(text)) pronounFrom = clauses.length + 1;
    const cl =
      plain ??
      pronoun ??
      selfIfPronoun(text, (t) => sentence(new Cursor(t), ctx)) ??
      selfSourcesIf(text, trigger(when, outer), (t) => sentence(new Cursor(t), ctx)) ??
      (ctx.subject && trigger(when, outer)?.on === "attacks"
        ? executeIfPronoun(text, (t) => sentence(new Cursor(t), ctx))
        : null) ??
      (aboutTrigger ? checkedCardSentence(text, when) : null) ??
      noneOfSentence(text, (t) => sentence(new Cursor(t), ctx)) ??
      frontedPlaySentence(text, (t) => sentence(new Cursor(t), ctx)) ??
      comparedWithYours(text, (t) => sentence(new Cursor(t), ctx)) ??
      chosenIfSentence(text, clauses.at(-1), (t) => sentence(new Cursor(t), ctx)) ??
      (() => {
        const before = k > 0 ? t.slice(spans[k - 1]!.start, spans[k - 1]!.end) : null;
        const said = insteadRestated(text, before);
        return said
          ? (sentence(new Cursor(said), ctx) ?? selfIfPronoun(said, (x) => sentence(new Cursor(x), ctx)))
          : null;
      })() ??
      (ctx.subject ? null : chosenThatSentence(text, clauses.at(-1), (t) => sentence(new Cursor(t), ctx))) ??
      (ctx.subject ? null : playedThatSentence(text, clauses.at(-1), (t) => sentence(new Cursor(t), ctx))) ??
      takenCardIf(text, clauses.at(-1), (t) => sentence(new Cursor(t), ctx)) ??
      (aboutTrigger
        ? selfTrashedIt(text, trigger(when, outer), (t) => sentence(new Cursor(t), ctx))
        : null) ??
      (aboutTrigger
        ? sameLevelAsSubject(text, trigger(when, outer), (t) => sentence(new Cursor(t), ctx))
        : null) ??
      (aboutTrigger
        ? triggerCardsSentence(text, trigger(when, outer), (t) => sentence(new Cursor(t), ctx))
        : null);
    // "for each Digimon deleted by this effect" needs something before it to count.
    if (!cl || (cl.perOutcome && clauses.length === 0)) {
      unread.push({ start: offset, end: span.end });
      continue;
    }
    clauses.push(cl);
  }
  if (unread.length > 0 || clauses.length === 0) return { fields: null, unread };
  return { fields: combine(clauses, when), unread };
}

/**
 * "You may trash up to 3 cards in your hand. For each one, ...": each card the sentence before
 * trashed, as "For each card trashed by this effect" says.
 */
function eachOneTrashed(text: string, last: Clause | undefined): string {
  const op = last?.ops.at(-1);
  const inner = op?.op === "may" && !op.cost ? op.then.at(-1) : op;
  if (inner?.op !== "moveCards" || inner.to !== "trash" || !inner.upTo) return text;
  return text.replace(/^(\s*)For each one,/i, "$1For each card trashed by this effect,");
}

/**
 * "(Trash all of the digivolution cards of that Digimon.)" after returning a Digimon restates
 * what the return does (4-7-8, carried out by the bounce op): its length, or 0.
 */
function restatesBounce(text: string, clauses: Clause[]): number {
  const last = clauses[clauses.length - 1];
  if (!endsWithBounce(last?.ops.at(-1)) && !endsWithBounce(last?.cost?.at(-1))) return 0;
  const m =
    /^\s*\(Trash all of the digivolution cards of th(?:at|ose) Digimon\.?\)\s*|^\s*Trash (?:all of the digivolution cards of th(?:at|ose) Digimon|th(?:at|ose) Digimon's digivolution cards)\.?\s*$/i.exec(
      text,
    );
  return m ? m[0].length : 0;
}

function endsWithBounce(op: Op | undefined): boolean {
  if (!op) return false;
  if (op.op === "bounce") return true;
  if (op.op === "overwrite") return endsWithBounce(op.normal.at(-1)) && endsWithBounce(op.instead.at(-1));
  // "you may place 1 of your [X] cards at the bottom of the deck to <Draw 3>": the return is the cost.
  if (op.op === "may" && op.cost && endsWithBounce(op.cost.at(-1))) return true;
  if (op.op === "if" || op.op === "may") return endsWithBounce(op.then.at(-1));
  return false;
}

function mentions(c: Cond, is: Cond["is"]): boolean {
  if (c.is === is) return true;
  if (c.is === "not") return mentions(c.cond, is);
  if (c.is === "all" || c.is === "any") return c.of.some((x) => mentions(x, is));
  return false;
}

/** Triggers whose Digimon "it" names: played, digivolved, attacking. */
function hasSubject(w: TriggerCondition): boolean {
  if (w.on === "any") return w.of.every(hasSubject);
  // The engine remembers the Digimon these events are about (turn/triggers.ts, subjectPid).
  return (
    w.on === "played" ||
    w.on === "digivolved" ||
    w.on === "attacks" ||
    w.on === "suspended" ||
    w.on === "unsuspended" ||
    w.on === "movedToBattle" ||
    w.on === "linkTrashed" ||
    w.on === "linked" ||
    // "When effects add digivolution cards under any of your Digimon, ... those Digimon": the ones they went under.
    (w.on === "sourcesPlaced" && w.side !== undefined)
  );
}

/** The condition the clause before checked, for "If they have 4 or more, ..." after it. */
function lastCondOf(cl: Clause | undefined): Cond | undefined {
  if (!cl) return undefined;
  // A lifted memory condition ("If you have 3 or less memory, ...") is the clause's own condition.
  if (cl.condition) return { is: "memory", atMost: cl.condition.memoryAtMost };
  return firstCond(cl.ops);
}

function firstCond(ops: Op[]): Cond | undefined {
  const op = ops[0];
  return op?.op === "if" || op?.op === "overwrite" ? op.cond : undefined;
}

/**
 * The first sentence as the ability starts with it. An outcome with nothing before it: nothing was
 * done. "By trashing 1 card in your hand, X. If this effect trashed a card with [Y], ...": the
 * cards the cost trashed count too (official Q&A), so the cost is paid inside the processing the
 * outcome watches rather than before the ability's effect.
 */
function headClause(head: Clause, next: Clause | undefined): Clause {
  if (head.after) return { ops: [{ op: "ifOutcome", ...head.after, ops: [], then: head.ops }] };
  const counts = next?.after?.cards !== undefined || next?.after?.atLeast !== undefined;
  if (counts && head.cost && !head.condition && !head.instead)
    return { ops: [{ op: "may", cost: head.cost, then: head.ops }] };
  return head;
}

function combine(clauses: Clause[], when: TriggerCondition | undefined): BodyFields {
  const [first, ...rest] = clauses.map((cl, i) => (i === 0 ? headClause(cl, clauses[1]) : cl)) as [
    Clause,
    ...Clause[],
  ];
  const out: BodyFields = { category: when ? "trigger" : "trigger", ops: [] };
  if (when) out.when = when;
  const alone = rest.length === 0;
  if (first.condition && alone) out.condition = first.condition;
  if (first.cost && !first.condition) {
    out.cost = first.cost;
    out.optional = true;
    out.ops.push(...first.ops);
  } else if (first.optional && alone && !first.condition) {
    out.optional = true;
    out.ops.push(...first.ops);
  } else if (first.condition && !alone) {
    out.ops.push({
      op: "if",
      cond: { is: "memory", atMost: first.condition.memoryAtMost },
      then: asMay(first),
    });
  } else out.ops.push(...asMay(first));
  let lastCount = out.ops.length;
  for (const cl of rest) {
    if (cl.instead) {
      // Overwrite processing (18-2): this clause replaces what the clause before it did.
      const normal = out.ops.splice(out.ops.length - lastCount, lastCount);
      out.ops.push({
        op: "overwrite",
        cond: cl.instead.cond,
        optional: cl.optional === true,
        normal,
        instead: cl.ops,
        ...(cl.instead.dna ? { dna: true as const } : {}),
        ...(cl.cost ? { cost: cl.cost } : {}),
      });
      lastCount = 1;
      continue;
    }
    if (cl.perOutcome) {
      // "this effect": everything the effect did before this sentence.
      const ops = out.ops.splice(0, out.ops.length);
      const whose = cl.perOutcomeOf ? { whose: cl.perOutcomeOf } : {};
      const each = cl.perOutcomeEach ? { each: true as const } : {};
      out.ops.push({ op: "perOutcome", what: cl.perOutcome, ops, then: cl.ops, ...whose, ...each });
      lastCount = 1;
      continue;
    }
    if (cl.after) {
      const ops = out.ops.splice(out.ops.length - lastCount, lastCount);
      out.ops.push({ op: "ifOutcome", ...cl.after, ops, then: cl.ops });
      lastCount = 1;
      continue;
    }
    const before = out.ops.length;
    if (cl.condition)
      out.ops.push({ op: "if", cond: { is: "memory", atMost: cl.condition.memoryAtMost }, then: asMay(cl) });
    else out.ops.push(...asMay(cl));
    lastCount = out.ops.length - before;
  }
  return out;
}

/** A cost that returns one of your own Digimon from the field ("Return 1 of your Digimon to its owner's hand"). */
function costReturnsYours(cost: Op[]): boolean {
  return cost.length === 1 && cost[0]!.op === "bounce" && cost[0]!.target.side === "you";
}
