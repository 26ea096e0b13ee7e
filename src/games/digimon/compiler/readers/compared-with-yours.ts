/**
 * "Delete 1 of your opponent's Digimon with as much or less DP as 1 of your [X] trait Digimon"
 * (or "with as much DP as 1 of your ... Digimon or less"): the limit is the DP of one of your
 * Digimon, the one the player picks. Read as the choice of that Digimon, then the deletion
 * compared with it (as chosen-compared.ts folds its two sentences; ops/choose-only.ts).
 */
import type { Clause } from "../reading.ts";
import { FIRST_CHOSEN } from "./compared.ts";

const SENTENCE =
  /^(\s*(?:then,\s*)?)(delete \d+ of your opponent's [^.]*?Digimon) with (?:as much or less DP as (1 of your [^.]*?Digimon)|as much DP as (1 of your [^.]*?Digimon) or less)\s*\.?\s*$/i;

export function comparedWithYours(text: string, read: (text: string) => Clause | null): Clause | null {
  const m = SENTENCE.exec(text);
  if (!m) return null;
  const yours = (m[3] ?? m[4])!;
  return read(`${m[1]!}choose only ${yours}, then ${m[2]!} with DP at most that of ${FIRST_CHOSEN}.`);
}
