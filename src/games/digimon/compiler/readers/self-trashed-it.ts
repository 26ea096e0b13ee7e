/**
 * "When this card is trashed from your deck, return it to your hand", "When you trash this card
 * in your hand using one of your effects, you may place it under 1 of your purple Digimon ...":
 * after a trigger about this card being trashed, "it" is this card, now in the trash (4-16-2).
 */
import type { Clause } from "../reading.ts";
import type { TriggerCondition } from "../../model/index.ts";

const IT = /\bit\b(?!')/gi;

export function selfTrashedIt(
  text: string,
  when: TriggerCondition | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  if (when?.on !== "trashedSelf" || when.from === "sources") return null;
  // "this card" already named, or a Digimon the sentence names, would make "it" another thing.
  if (!IT.test(text) || /\b(?:this card|Digimon)\b/i.test(text.split(/\bit\b/i)[0]!)) return null;
  IT.lastIndex = 0;
  return read(text.replace(IT, "this card"));
}
