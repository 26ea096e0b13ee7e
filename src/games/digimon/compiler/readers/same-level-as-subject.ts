/**
 * "When one of your Digimon attacks, you may play 1 [X] trait Digimon card of the same level from
 * your hand": a card played with the level the trigger's Digimon has when the effect runs.
 *
 * "When you play a Digimon from digivolution cards, you may return 1 of your opponent's Digimon
 * of the same level to the bottom of its owner's deck": the level is that of the trigger's
 * Digimon, read as "with the same level as that Digimon" (pronoun-sentences.ts then makes the
 * trigger's Digimon the one compared with).
 */
import type { Clause } from "../reading.ts";
import type { TriggerCondition } from "../../model/index.ts";
import { pronounSentence } from "./pronoun-sentences.ts";

const SAME_LEVEL = /\bDigimon of the same level\b/i;
const PLAY_SAME_LEVEL = /^(\s*(?:then,\s*)?(?:you may )?play 1 [^.]*?Digimon card) of the same level\b/i;
/** Triggers whose Digimon the engine remembers when the effect runs (turn/triggers.ts, subjectPid). */
const REMEMBERED = ["played", "attacks", "digivolved", "suspended", "unsuspended", "movedToBattle"];

function remembersDigimon(w: TriggerCondition): boolean {
  return w.on === "any" ? w.of.every(remembersDigimon) : REMEMBERED.includes(w.on);
}

export function sameLevelAsSubject(
  text: string,
  when: TriggerCondition | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  if (when && PLAY_SAME_LEVEL.test(text) && remembersDigimon(when) && !/\b(?:it|that Digimon)\b/i.test(text))
    return read(text.replace(PLAY_SAME_LEVEL, "$1 with a level equal to that Digimon's level"));
  if (!when || !SAME_LEVEL.test(text) || /\b(?:it|that Digimon)\b(?!')/i.test(text)) return null;
  return pronounSentence(text.replace(SAME_LEVEL, "Digimon with the same level as that Digimon"), when, read);
}
