/**
 * Pending processing on a Digimon (18-1): "At the next end of your opponent's turn, delete it",
 * "At turn end, delete the Digimon this effect played", "At the end of the turn, return the
 * Digimon played by this effect to the hand". "It" here is the Digimon the effect played
 * (executable.ts checks that the ability plays one before).
 */
import type { Ability, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

type Later = Extract<Op, { op: "later" }>;

const PLAYED = "the Digimon (?:this effect played|played by this effect)|it|that Digimon|that token";

function act(c: Cursor): { act: Later["act"]; of: Later["of"] } | null {
  return c.try(() => {
    const m = c.re(`(delete|return) (this Digimon|${PLAYED})`);
    if (!m) return null;
    const of = /^this/i.test(m[2]!) ? ("this" as const) : ("played" as const);
    if (/^delete/i.test(m[1]!)) return { act: "delete" as const, of };
    if (c.is("to (?:the|its owner's|your) hand")) return { act: "hand" as const, of };
    if (c.is("to the bottom of (?:the|its owner's) deck")) return { act: "deckBottom" as const, of };
    return null;
  });
}

/** A whole sentence: "At the next end of your opponent's turn, delete it." */
export function laterSentence(c: Cursor): Op[] | null {
  return c.try(() => {
    const m = c.re("at (?:the )?(next )?end of (your opponent's turn|the turn|your turn)|at turn end");
    if (!m || !c.is(",")) return null;
    const whose = (m[2] ?? "").toLowerCase();
    const at: Later["at"] = whose.includes("opponent")
      ? "opponentTurnEnd"
      : whose === "your turn"
        ? "yourTurnEnd"
        : "turnEnd";
    const what = act(c);
    // "At the end of the turn, delete this Digimon" is plain pending processing (atEndOfTurn keeps this Digimon).
    if (!what || (what.of === "this" && at !== "opponentTurnEnd")) return null;
    return c.atEnd() ? [{ op: "later", at, ...what }] : null;
  });
}

/**
 * "Digivolve 1 of your [X] into ... Then, delete that Digimon at the end of the turn": pending
 * processing on the Digimon the digivolution before it made (executable.ts checks there is one).
 */
export function laterOnDigivolved(c: Cursor): Op[] | null {
  if (!c.is("delete that Digimon at the end of the turn")) return null;
  return [{ op: "later", at: "turnEnd", of: "digivolved", act: "delete" }];
}

/** "The Digimon this effect played" needs a play before it in the same effect; "that Digimon" a digivolution. */
export function laterProblem(a: Ability): string | null {
  let played = false;
  let digivolved = false;
  const visit = (ops: Op[]): string | null => {
    for (const op of ops) {
      if (op.op === "playFrom" || op.op === "playToken" || op.op === "playSelf") played = true;
      if (op.op === "digivolveBy") digivolved = true;
      const onPlayed =
        (op.op === "later" && op.of === "played") || (op.op === "restrict" && op.target === "played");
      if (onPlayed && !played) return "pending processing on a played Digimon with no play before it";
      const onDigivolved =
        (op.op === "later" && op.of === "digivolved") ||
        (op.op === "onReferent" && op.referent === "digivolved");
      if (onDigivolved && !digivolved)
        return "pending processing on a digivolved Digimon with no digivolution before it";
      const inner =
        op.op === "if" || op.op === "may" || op.op === "onReferent"
          ? op.then
          : op.op === "ifOutcome"
            ? [...op.ops, ...op.then]
            : [];
      const why = visit(inner);
      if (why) return why;
    }
    return null;
  };
  return visit(a.ops);
}
