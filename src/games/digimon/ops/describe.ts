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
  return ops
    .map((o) =>
      o.op === "memory"
        ? `${o.n >= 0 ? "gain" : "lose"} ${Math.abs(o.n)} memory`
        : o.op === "draw"
          ? `draw ${o.n}`
          : o.op === "later"
            ? laterWords(o)
            : o.op === "suspendThis"
              ? "suspend this card"
              : o.op === "activateOwn"
                ? `activate 1 of this Digimon's ${TIMING_HEADER[o.timing]}${o.orTiming ? ` or ${TIMING_HEADER[o.orTiming]}` : ""} effects`
                : o.op === "linkBy"
                  ? "link a card"
                  : o.op.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`),
    )
    .join(", then ");
}
