/**
 * Sentences whose "it" / "that Digimon" stands for a Digimon named before: the trigger's
 * Digimon ("When one of your Digimon attacks, that Digimon gets +1000 DP") or this Digimon
 * after a condition about it ("If this Digimon has [X] in its name, unsuspend it").
 */
import type { Clause } from "../reading.ts";
import type { TriggerCondition } from "../../model/index.ts";

/** "When this Digimon attacks an opponent's Digimon, delete that Digimon": the attacker or the attacked? Not read. */
function attacksADigimon(w: TriggerCondition): boolean {
  return w.on === "attacks" && w.target === "digimon";
}

/** Triggers about this Digimon itself: "When this Digimon is blocked, it gets +2000 DP". */
function aboutSelf(w: TriggerCondition): boolean {
  if (w.on === "any") return w.of.every(aboutSelf);
  if (attacksADigimon(w)) return false;
  return (
    ("self" in w && w.self === true) ||
    w.on === "deletesInBattle" ||
    // "When an effect places a digivolution card under this Digimon, it gets ...".
    (w.on === "sourcesPlaced" && w.side === undefined)
  );
}

/** Triggers whose Digimon the engine remembers (the event's subject): played, attacking, (un)suspended, digivolved, moved out of the breeding area. */
function aboutAnother(w: TriggerCondition): boolean {
  if (w.on === "any") return w.of.every(aboutAnother);
  if (attacksADigimon(w)) return false;
  return ["played", "attacks", "digivolved", "suspended", "unsuspended", "movedToBattle"].includes(w.on);
}

const PRONOUN = /\b(?:it|that Digimon)\b(?!')/gi;
/** A cost paid by the card itself, which stays outside what "that Digimon" does. */
const OWN_COST =
  /^\s*(?:by suspending this Tamer,|you may suspend this Tamer to|by trashing 1 of this Digimon's digivolution cards,)/i;

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
  return { ...cl, ops: [{ op: "onReferent", referent: "subject", then: cl.ops }] };
}

/**
 * "If this Digimon has [X] in its name, unsuspend it", "If [X] is in this Digimon's digivolution
 * cards, it gains <Blocker>": after a condition about this Digimon, "it" is this Digimon.
 */
export function selfIfPronoun(text: string, read: (text: string) => Clause | null): Clause | null {
  // "If [X] is in this Digimon's digivolution cards, it gains ...": a condition about this Digimon too.
  const m =
    /^(\s*(?:then,\s*)?if (?:this Digimon\b[^,]*|[^,]* (?:is|are) in this Digimon's digivolution cards),)(.*)$/is.exec(
      text,
    );
  if (!m || !/\bit\b(?!')/i.test(m[2]!)) return null;
  return read(m[1]! + m[2]!.replace(/\bit\b(?!')/gi, "this Digimon"));
}

/**
 * "[When Attacking] If [X] is in its digivolution cards, ...", "When this Digimon becomes
 * unsuspended, if [X] or [Y] is in its digivolution cards, ...": where no other Digimon is named
 * before, "its" in the condition is this Digimon's.
 */
export function selfSourcesIf(
  text: string,
  when: TriggerCondition | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  if (when && !aboutSelf(when)) return null;
  const m = /^(\s*(?:then,\s*)?if [^,]*? (?:is|are) in )its( digivolution cards,.*)$/is.exec(text);
  return m ? read(`${m[1]!}this Digimon's${m[2]!}`) : null;
}
