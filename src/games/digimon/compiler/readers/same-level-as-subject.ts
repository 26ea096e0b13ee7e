/**
 * "When you play a Digimon from digivolution cards, you may return 1 of your opponent's Digimon
 * of the same level to the bottom of its owner's deck": the level is that of the trigger's
 * Digimon, read as "with the same level as that Digimon" (pronoun-sentences.ts then makes the
 * trigger's Digimon the one compared with).
 */
import type { Clause } from "../reading.ts";
import type { TriggerCondition } from "../../model/index.ts";
import { pronounSentence } from "./pronoun-sentences.ts";

const SAME_LEVEL = /\bDigimon of the same level\b/i;

export function sameLevelAsSubject(
  text: string,
  when: TriggerCondition | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  if (!when || !SAME_LEVEL.test(text) || /\b(?:it|that Digimon)\b(?!')/i.test(text)) return null;
  return pronounSentence(text.replace(SAME_LEVEL, "Digimon with the same level as that Digimon"), when, read);
}
