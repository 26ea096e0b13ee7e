/**
 * "If you have 1 or fewer Tamers, from your hand and without paying the cost, you may play 1
 * Tamer card ...": where the card comes from and its cost said first, read in the usual order
 * ("you may play 1 Tamer card ... from your hand without paying the cost").
 */
import type { Clause } from "../reading.ts";

const FRONTED =
  /^(\s*(?:then,\s*)?(?:if [^,]*,\s*)?)from (your hand or trash|your hand|your trash) and without paying the cost, you may play (.+?)(?: from \2)?(?: without paying the cost)?(\.?\s*)$/i;

export function frontedPlaySentence(text: string, read: (text: string) => Clause | null): Clause | null {
  const m = FRONTED.exec(text);
  if (!m) return null;
  return read(`${m[1]!}you may play ${m[3]!} from ${m[2]!} without paying the cost${m[4]!}`);
}
