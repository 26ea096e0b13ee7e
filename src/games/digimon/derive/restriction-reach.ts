/**
 * Which Digimon a restriction left by an effect reaches now. One made on a chosen Digimon stays on
 * it whatever changes (15-11-1-3-2); one made on all of a player's Digimon reaches later ones too
 * (15-11-2-2), and when it names a condition ("none of their Digimon with no digivolution cards can
 * suspend") it reaches exactly those that meet it at each moment (15-11-2-3).
 */
import { type DigimonState, type LastingRestriction, type Permanent, ownerOf } from "../state/state.ts";
import { permanentMatches } from "./field-filter.ts";

export function restrictionReaches(s: DigimonState, r: LastingRestriction, p: Permanent): boolean {
  if (r.pid === p.pid) return true;
  if (r.player === undefined || r.player !== ownerOf(p)) return false;
  return !r.filter || permanentMatches(s, p, r.filter);
}
