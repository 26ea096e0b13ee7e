/** Operations in a few words, for prompts and pending processing. */
import { type Op, TIMING_HEADER } from "../model/index.ts";

type Later = Extract<Op, { op: "later" }>;

/** What pending processing does to the Digimon it names, in words. */
export const LATER_ACT = {
  delete: "delete",
  hand: "return to the hand",
  deckBottom: "return to the bottom of the deck",
  trashTop: "trash the top card of",
};

function laterWords(op: Later): string {
  const of = { this: "this Digimon", played: "the Digimon this effect played", digivolved: "that Digimon" };
  return `${LATER_ACT[op.act]} ${of[op.of]}`;
}

/** A few words for processing that waits (pending processing is shown before it happens). */
export function describeOps(ops: Op[]): string {
  return ops.map(describeOp).join(", then ");
}

/** Steps that only shape the ones inside them: a prompt names what is inside. */
const SHAPING = new Set(["onReferent", "scaled", "repeat", "perTriggerCount", "perOutcome", "may"]);
/** Steps done only when a condition holds. */
const CONDITIONAL = new Set(["if", "ifOutcome", "ifDna", "ifDeleted", "ifDigixros", "ifPlayedByEffect"]);
/** Operation names that read badly split into words. */
const VERBS: Partial<Record<string, string>> = {
  attackBy: "attack",
  digivolveBy: "digivolve",
  playFrom: "play a card",
  linkBy: "link a card",
  suspendThis: "suspend this card",
};

function describeOp(o: Op): string {
  if (o.op === "memory") return `${o.n >= 0 ? "gain" : "lose"} ${Math.abs(o.n)} memory`;
  if (o.op === "draw") return `draw ${o.n}`;
  if (o.op === "later") return laterWords(o);
  if (o.op === "activateOwn")
    return `activate 1 of this Digimon's ${TIMING_HEADER[o.timing]}${o.orTiming ? ` or ${TIMING_HEADER[o.orTiming]}` : ""} effects`;
  if (o.op === "may" && o.cost?.length) return `pay (${describeOps(o.cost)}) to ${describeOps(o.then)}`;
  const inner = "then" in o && Array.isArray(o.then) ? (o.then as Op[]) : undefined;
  if (inner && SHAPING.has(o.op)) return describeOps(inner);
  if (inner && CONDITIONAL.has(o.op)) return `(if its condition holds) ${describeOps(inner)}`;
  return VERBS[o.op] ?? o.op.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}
