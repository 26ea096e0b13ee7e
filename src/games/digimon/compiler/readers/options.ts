/**
 * Option-card and security texts: "place this card in the battle area", <Delay> and
 * <Digi-Burst N> followed by the effect they activate, "Activate 1 of the effects below:" with
 * its bulleted effects, a [Security] effect's "At the end of the battle, ...", and "Any [On Play]
 * effects on Digimon played with this effect don't activate".
 *
 * A marker (<Delay>, <Digi-Burst N>, "At the end of the battle,") owns the rest of its ability's
 * body: everything after it is the effect it activates or postpones.
 */
import type { BodyFields, Clause } from "../reading.ts";
import type { Ability, Color, Cond, Op, Timing, TriggerCondition } from "../../model/index.ts";
import { Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import type { Span } from "../text/structure.ts";
import { fieldTarget } from "./filters.ts";
import { condition } from "./conditions.ts";
import { tally } from "./amounts.ts";

/** "Place this card in the battle area", "Then, place this card in its owner's battle area". */
export function placeSelf(c: Cursor): Op[] | null {
  return c.is("plac(?:e|ing) this card (?:in|into) (?:the|your|its owner's) battle area")
    ? [{ op: "placeSelf" }]
    : null;
}

/** "Return this card to its owner's hand" (from the trash, where its effect triggered). */
export function returnSelf(c: Cursor): Op[] | null {
  return c.is("return this card to (?:its owner's|the|your) hand") ? [{ op: "returnSelfToHand" }] : null;
}

/** "When this card is trashed due to activating this Digimon's <Digi-Burst>," (an inherited effect). */
export function digiBurstWhen(c: Cursor): TriggerCondition | null {
  return c.is("when this card is trashed (?:due to|by) activating this Digimon's <Digi-Burst>,")
    ? { on: "digiBurstTrashed" }
    : null;
}

const SECURITY_DIGIMON = "all of (your opponent's|their|your) Security Digimon gets?";

/**
 * "All of your opponent's Security Digimon get -3000 DP for the turn", alone or after a target:
 * "1 of your opponent's Digimon and all of your opponent's Security Digimon get -3000 DP for the turn".
 */
export function securityDp(c: Cursor): Op[] | null {
  const target = c.try(() => {
    const t = fieldTarget(c, false);
    return t && t !== "this" && c.peek(`and ${SECURITY_DIGIMON}`) && c.is("and") ? t : null;
  });
  const m = c.re(SECURITY_DIGIMON);
  if (!m) return null;
  const amount = c.re("([+-]\\d+) DP");
  const lasts = duration(c);
  if (!amount || !lasts) return null;
  const n = Number(amount[1]);
  const side = /opponent|their/i.test(m[1]!) ? "opponent" : "you";
  const own: Op = { op: "securityDp", side, amount: n, duration: lasts };
  return target ? [{ op: "dp", target, amount: n, duration: lasts }, own] : [own];
}

type ReadBody = (
  t: string,
  body: Span,
  turnOnly: boolean,
  timing?: Timing,
  bulleted?: boolean,
  /** The trigger of the sentence before a choice: its bullets may call its Digimon "it". */
  outer?: TriggerCondition,
) => BodyOutLike;
interface BodyOutLike {
  fields: BodyFields | null;
  unread: Span[];
}
type ReadCond = (text: string) => Cond | null;

/** A body's fields as plain ops: "you may" and costs move inside them, as in [Main] effects. */
export function fieldOps(f: BodyFields): Op[] {
  let ops = f.ops;
  if (f.optional || f.cost) ops = [{ op: "may", ...(f.cost ? { cost: f.cost } : {}), then: ops }];
  if (f.condition) ops = [{ op: "if", cond: { is: "memory", atMost: f.condition.memoryAtMost }, then: ops }];
  return ops;
}

const DELAY = /^<Delay>\.?/i;
/** The rule text some cards print instead of the keyword. */
const DELAY_WORDS =
  /^\((?:After this card is placed, by trashing it the next turn or later|Trash this card in your battle area), activate the effect below\.(?: You can't activate this effect the turn this card enters play\.)?\)\.?/i;
const BURST = /^<Digi-Burst (\d+)>\.?/i;
const END_OF_BATTLE = /^At the end of the battle,/i;
const MODAL = new RegExp(`^activate ${NUMBER} of the (?:following effects|effects below)[.:]?$`, "i");
/** The same choice after a lead-in: "You may", "Then,", "By deleting this Digimon,". */
const LED_MODAL = new RegExp(`\\bactivate ${NUMBER} of the (?:following effects|effects below)[.:]?$`, "i");
const NO_ON_PLAY =
  /^(?:Any )?\[On Play\] effects on (?:the )?(?:Digimon|Tamer) played (?:with|by) this effect don't activate\.?$/i;

export interface BlockOut {
  /** Index of the next sentence to read. */
  next: number;
  unread: Span[];
}

/** Where the body reader stands: the text, its sentences, the one at `k`, and the clauses so far. */
export interface BodyReading {
  t: string;
  spans: Span[];
  k: number;
  bodyEnd: number;
  clauses: Clause[];
  readBody: ReadBody;
  readCond: ReadCond;
  /** The trigger when this is its own sentence: the bullets of a choice here may call its Digimon "it". */
  trigger?: TriggerCondition;
  /** Reads one sentence whose "activate N of the effects below" stands for the choice that follows. */
  readLead: (text: string) => Clause | null;
}

/**
 * Reads the sentence at `k` (its text from `offset`) when it starts one of the constructs above;
 * pushes the clause it makes and says where reading goes on. Null: not one of them.
 */
export function optionBlock(body: BodyReading, text: string, offset: number): BlockOut | null {
  const { t, spans, k, bodyEnd, clauses, readBody, readCond } = body;
  const lead0 = text.length - text.trimStart().length;
  text = text.slice(lead0);
  offset += lead0;
  const rest = (from: number): { ops: Op[] | null; unread: Span[] } => {
    const span = { start: from, end: bodyEnd };
    while (span.start < span.end && /\s/.test(t[span.start]!)) span.start++;
    if (span.start >= span.end) return { ops: null, unread: [] };
    // "When any of your Digimon suspend, <Delay> ・... 1 of those Digimon": the effect after the
    // marker is still about the trigger's Digimon.
    const out = readBody(t, span, false, undefined, true, body.trigger);
    return { ops: out.fields ? fieldOps(out.fields) : null, unread: out.unread };
  };
  const whole = (wrap: (then: Op[]) => Op, markerEnd: number, cond: Cond | null): BlockOut => {
    const r = rest(markerEnd);
    const unread = r.unread.length ? r.unread : r.ops ? [] : [{ start: offset, end: bodyEnd }];
    if (r.ops && unread.length === 0) {
      const op = wrap(r.ops);
      clauses.push({ ops: cond ? [{ op: "if", cond, then: [op] }] : [op] });
    }
    return { next: spans.length, unread };
  };

  // "If your opponent has a Digimon, <Delay>": the condition guards the marker.
  let lead = 0;
  let cond: Cond | null = null;
  const guarded = /^(If [^<]*?),\s*(?=<(?:Delay|Digi-Burst \d+)>)/i.exec(text);
  if (guarded) {
    cond = readCond(guarded[1]!);
    if (!cond) return null;
    lead = guarded[0].length;
  }
  const marked = text.slice(lead);
  let m: RegExpExecArray | null;
  if ((m = DELAY.exec(marked) ?? DELAY_WORDS.exec(marked)))
    return whole((then) => ({ op: "delay", then }), offset + lead + m[0].length, cond);
  if ((m = BURST.exec(marked))) {
    const n = Number(m[1]);
    return whole((then) => ({ op: "digiBurst", n, then }), offset + lead + m[0].length, cond);
  }
  if (cond) return null;
  // "At the end of the battle, play this card" alone is the attack's own playSelfAfterBattle.
  const playsItself = /^play this (?:card|Digimon)(?: without paying (?:the|its memory|its) cost)?\.?$/i;
  if (
    (m = END_OF_BATTLE.exec(text)) &&
    k === spans.length - 1 &&
    playsItself.test(text.slice(m[0].length).trim())
  )
    return null;
  if ((m = END_OF_BATTLE.exec(text)))
    return whole((then) => ({ op: "atEndOfBattle", then }), offset + m[0].length, null);
  if ((m = MODAL.exec(text.trim()))) return modal(body, toNumber(m[1]!), offset);
  if ((m = LED_MODAL.exec(text.trim()))) {
    const lead = body.readLead(text);
    return lead ? modal(body, toNumber(m[1]!), offset, lead) : null;
  }
  if (NO_ON_PLAY.test(text.trim())) {
    const last = clauses[clauses.length - 1];
    if (!last || !markNoOnPlay(last.ops))
      return { next: k + 1, unread: [{ start: offset, end: spans[k]!.end }] };
    return { next: k + 1, unread: [] };
  }
  return null;
}

/**
 * "Activate 1 of the effects below:" and the bullets after it, each bullet up to the next. With
 * `lead`, the sentence said more ("By deleting this Digimon, activate ..."): its clause holds an
 * empty choice that the bullets fill.
 */
function modal(body: BodyReading, n: number, offset: number, lead?: Clause): BlockOut {
  const { t, spans, k, bodyEnd, clauses, readBody, readCond } = body;
  // "If X, activate all of the effects below instead": overwrite processing (18-2-3).
  const second = spans[k + 1] ? t.slice(spans[k + 1]!.start, spans[k + 1]!.end) : "";
  const all = /^(If .*?),\s*activate all of the (?:effects below|following effects) instead\.?$/i.exec(
    second,
  );
  const insteadCond = all ? readCond(all[1]!) : null;
  if (all && !insteadCond) return { next: k + 2, unread: [spans[k + 1]!] };
  const first = insteadCond ? k + 2 : k + 1;
  const starts: number[] = [];
  for (let j = first; j < spans.length; j++) if (t[spans[j]!.start] === "・") starts.push(j);
  if (starts.length < 2 || starts[0] !== first || n >= starts.length)
    return { next: k + 1, unread: [{ start: offset, end: spans[k]!.end }] };
  const options: Op[][] = [];
  const unread: Span[] = [];
  starts.forEach((j, i) => {
    const end = i + 1 < starts.length ? spans[starts[i + 1]!]!.start : bodyEnd;
    const span = { start: spans[j]!.start + 1, end };
    const out = readBody(t, span, false, undefined, false, body.trigger);
    if (out.fields && out.unread.length === 0) options.push(fieldOps(out.fields));
    else unread.push(...(out.unread.length ? out.unread : [span]));
  });
  if (unread.length > 0) return { next: spans.length, unread };
  if (lead) {
    if (insteadCond || !fillChoice(lead.ops, options))
      return { next: k + 1, unread: [{ start: offset, end: spans[k]!.end }] };
    clauses.push(lead);
    return { next: spans.length, unread };
  }
  const choose: Op = { op: "chooseEffects", n, options };
  clauses.push({
    ops: insteadCond
      ? [{ op: "overwrite", cond: insteadCond, optional: false, normal: [choose], instead: options.flat() }]
      : [choose],
  });
  return { next: spans.length, unread };
}

/** "activate N of the effects below" read inside a sentence: an empty choice, filled by the bullets after it. */
export function pendingChoice(c: Cursor): Op[] | null {
  const m = c.re(`activate ${NUMBER} of the (?:following effects|effects below):?`);
  return m ? [{ op: "chooseEffects", n: toNumber(m[1]!), options: [] }] : null;
}

/** Puts the options into the one empty choice of a lead-in sentence (inside "you may" or "if"). */
function fillChoice(ops: Op[], options: Op[][]): boolean {
  for (const op of ops) {
    if (op.op === "chooseEffects" && op.options.length === 0) {
      op.options = options;
      return true;
    }
    if ((op.op === "may" || op.op === "if") && fillChoice(op.then, options)) return true;
  }
  return false;
}

/** Marks the plays of the sentence before: their [On Play] effects don't activate. */
function markNoOnPlay(ops: Op[]): boolean {
  let found = false;
  for (const op of ops) {
    if (op.op === "playFrom" || op.op === "playSelf") {
      op.noOnPlay = true;
      found = true;
    } else if (op.op === "may" || op.op === "if") found = markNoOnPlay(op.then) || found;
  }
  return found;
}

/** The ops an Option construct holds, for walks over an ability. */
export function optionChildOps(op: Op): Op[] | null {
  if (op.op === "delay" || op.op === "digiBurst" || op.op === "atEndOfBattle") return op.then;
  if (op.op === "chooseEffects") return op.options.flat();
  return null;
}

/** Why the engine would not run an op of these constructs where the ability puts it, or null. */
export function optionOpProblem(a: Ability, op: Op): string | null {
  const timing = a.timing;
  // A card trashed from a hand, deck or security stack places itself from the trash (option-effects.ts).
  const fromTrash = a.when?.on === "trashedSelf" && a.when.from !== "sources";
  if (op.op === "placeSelf" && timing !== "main" && timing !== "security" && !fromTrash)
    return "placing this card outside a [Main] or [Security] effect, or from the trash, is not implemented";
  if (op.op === "returnSelfToHand" && a.when?.on !== "digiBurstTrashed" && !fromTrash)
    return "returning this card to the hand is implemented only for a card trashed by <Digi-Burst> or from a hand, deck or security stack";
  if (op.op === "atEndOfBattle" && timing !== "security")
    return '"at the end of the battle" outside a [Security] effect is not implemented';
  return null;
}

const IGNORE_COLOURS =
  /^(?:(?:While|If) (.+?), )?you (?:can|may) (?:ignore this card's color requirements|use this (?:Option )?card (?:without meeting|ignoring) its color requirements)\.?$/i;
/** An immediate-type effect on the use cost (9-1-6), written as a line of its own. */
const USE_COST =
  /^When (?:you would use this card|this card would be used), (?:if (.+?), )?reduce (?:the|its) (?:memory |use )?cost(?: of this card)? by (\d+)\.?$/i;
/** A use cost that grows with a count, written as a line of its own. */
const USE_COST_PER_EACH = /^(for (?:each|every) .+?), add (\d+) to this card's use cost\.?$/i;
const ALSO_MEETS =
  /^(?:(red|blue|yellow|green|black|purple|white) also meets this card's color requirements|This card may also have its color requirements met by (red|blue|yellow|green|black|purple|white))\.?$/i;

/**
 * A headerless line about an Option's colour requirements (4-22): "While you have a Tamer, you
 * may ignore this card's color requirements.", "Yellow also meets this card's color requirements."
 */
export function colourRequirementText(text: string): Omit<Ability, "id" | "label"> | null {
  const line = text.trim();
  const cheaper = USE_COST.exec(line);
  if (cheaper) {
    const amount = Number(cheaper[2]);
    if (cheaper[1] === undefined)
      return { category: "persistent", ops: [], persistent: { kind: "useCostReduction", amount } };
    const c = new Cursor(cheaper[1]);
    const cond = condition(c);
    if (!cond || !c.atEnd()) return null;
    return { category: "persistent", ops: [], persistent: { kind: "useCostReduction", amount, while: cond } };
  }
  const growing = USE_COST_PER_EACH.exec(line);
  if (growing) {
    const c = new Cursor(growing[1]!);
    const count = tally(c);
    if (!count || !c.atEnd()) return null;
    const amount = Number(growing[2]);
    return { category: "persistent", ops: [], persistent: { kind: "useCostPerEach", amount, count } };
  }
  const also = ALSO_MEETS.exec(line);
  if (also) {
    const word = (also[1] ?? also[2])!.toLowerCase();
    const colour = (word[0]!.toUpperCase() + word.slice(1)) as Color;
    return { category: "persistent", ops: [], persistent: { kind: "alsoMeetsColors", colors: [colour] } };
  }
  const ignore = IGNORE_COLOURS.exec(line);
  if (!ignore) return null;
  if (ignore[1] === undefined)
    return { category: "persistent", ops: [], persistent: { kind: "ignoreColors" } };
  // "While you have [CS] trait Digimon or Tamer": the article left out, one of them is enough.
  const said = ignore[1].replace(/^you have (?=\[)/i, "you have a ");
  const c = new Cursor(said);
  const cond = condition(c);
  if (!cond || !c.atEnd()) return null;
  return { category: "persistent", ops: [], persistent: { kind: "ignoreColors", while: cond } };
}

/** "All of your opponent's Security Digimon get -3000 DP." as a persistent effect (of a [Your Turn] ability). */
export function securityDpStatic(text: string): BodyFields | null {
  const m = /^all of (your opponent's|your) security Digimon get ([+-]\d+) DP\.?$/i.exec(text.trim());
  if (!m) return null;
  const side = /opponent/i.test(m[1]!) ? "opponent" : "you";
  return { category: "persistent", ops: [], persistent: { kind: "securityDp", amount: Number(m[2]), side } };
}
