/**
 * "Unsuspend 1 of your Digimon. Then, if that Digimon is [X], activate 1 of its [When
 * Digivolving] effects.": a condition on the one Digimon the sentence before chose, and what is
 * then done to it ("delete it", "that Digimon gains <Blocker>"). The sentence is read as written
 * for "this Digimon" and run on the chosen Digimon (ops/referent.ts), so the condition asks about
 * that Digimon as it is when the sentence is reached. "Unsuspend 1 of your Digimon. Until the end of
 * your opponent's turn, that Digimon gains <Blocker>.": the same without a condition, done to the
 * chosen one only (none when none was chosen).
 */
import type { FieldTarget, Op } from "../../model/index.ts";
import type { Clause } from "../reading.ts";

const HEAD = /^\s*(then,\s*)?if that Digimon(?=[\s'’])(.*)$/is;

function singleTarget(op: Op): FieldTarget | null {
  if (!("target" in op) || typeof op.target !== "object" || op.target === null) return null;
  const t = op.target as FieldTarget;
  return t.count === 1 && !t.upTo ? t : null;
}

/** The clause chose exactly one Digimon and nothing else: "that Digimon" can only be that one. */
function choseOne(ops: Op[]): boolean {
  let chosen = 0;
  for (const op of ops) {
    if (op.op === "onReferent") continue;
    if ("target" in op && typeof op.target === "object" && op.target !== null) {
      if (!singleTarget(op)) return false;
      chosen++;
    }
  }
  return chosen === 1;
}

export function chosenIfSentence(
  text: string,
  last: Clause | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  const m = HEAD.exec(text);
  if (!m || !last || !choseOne(last.ops)) return null;
  // "this Digimon" in the sentence already names the card with the effect, not the chosen one.
  if (/\bthis (?:Digimon|card|Tamer)\b/i.test(m[2]!)) return null;
  const rest = m[2]!
    .replace(/\b(?:it|that Digimon)\b(?![’'])/gi, "this Digimon")
    .replace(/\bits (?=\[)/gi, "this Digimon's ");
  const cl = read(`${m[1] ?? ""}if this Digimon${rest}`);
  if (!cl || cl.cost || cl.instead || cl.after || cl.condition || cl.optional) return null;
  const [op] = cl.ops;
  if (cl.ops.length !== 1 || op?.op !== "if") return null;
  return { ops: [{ op: "onReferent", referent: "it", then: cl.ops }] };
}

const SUBJECT =
  /^\s*(then,\s*)?((?:until [^,]+|for the turn),\s*)?(?:that Digimon|it)(?=\s+(?:gains?|gets?|can't|isn't)\b)(.*)$/is;

export function chosenThatSentence(
  text: string,
  last: Clause | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  const m = SUBJECT.exec(text);
  if (!m || !last || !choseOne(last.ops)) return null;
  if (/\b(?:this (?:Digimon|card|Tamer)|it|its|that Digimon)\b/i.test(m[3]!)) return null;
  const cl = read(`${m[1] ?? ""}${m[2] ?? ""}this Digimon${m[3]!}`);
  if (!cl || cl.cost || cl.instead || cl.after || cl.condition || cl.optional) return null;
  return { ops: [{ op: "onReferent", referent: "it", chosenOnly: true, then: cl.ops }] };
}

const PLAYED_THAT = /^(\s*(?:then,\s*)?(?:if [^,]+,\s*)?)(?:that Digimon|it)(?=\s+(?:gains?|gets?)\b)(.*)$/is;

/**
 * "You may play 1 [X] from your trash ... . If ..., that Digimon gains <Rush> for the turn.": after
 * a sentence that only plays one card, "that Digimon" is the one it played, said as "the Digimon
 * this effect played" (played-subject.ts).
 */
export function playedThatSentence(
  text: string,
  last: Clause | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  const m = PLAYED_THAT.exec(text);
  if (!m || !last || last.cost || last.ops.length !== 1) return null;
  const [op] = last.ops;
  if (op?.op !== "playFrom" || (op.count !== undefined && op.count !== 1)) return null;
  if (/\b(?:this (?:Digimon|card|Tamer)|it|its|that Digimon)\b/i.test(m[2]!)) return null;
  return read(`${m[1]!}the Digimon this effect played${m[2]!}`);
}
