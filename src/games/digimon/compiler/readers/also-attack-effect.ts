/**
 * "This Digimon may also attack your opponent's unsuspended Digimon for the turn", "For the turn,
 * 1 of your Digimon gets +3000 DP and can also attack your opponent's unsuspended Digimon with no
 * digivolution cards": the permission of "This Digimon can also attack ..." (11-2-7-1) given by
 * an effect for a while, as an effect the Digimon gains (15-15-2).
 */
import type { EffectContext } from "../reading.ts";
import type { Ability, FieldTarget, Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { fieldTarget, filterPhrase } from "./filters.ts";
import { gain } from "./gained.ts";

export function alsoAttackEffect(c: Cursor, ctx: EffectContext): Op[] | null {
  const target: FieldTarget | "this" | null = c.is("this Digimon|it") ? "this" : fieldTarget(c, false);
  if (!target || (target !== "this" && target.upTo)) return null;
  const dp = target === "this" ? null : c.re("gets? ([+-]\\d+) DP,? and");
  // "can attack your opponent's unsuspended Digimon": the older wording, "also" left out.
  if (!c.is("(?:may|can) (?:also )?attack (?:your opponent's |an opponent's )?")) return null;
  const from = c.i;
  const filter = filterPhrase(c, true);
  if (!filter || filter.suspended !== false) return null;
  const words = c.s.slice(from, c.i).trim();
  // "... may also attack unsuspended Digimon and get +2000 DP": the same Digimon's DP too.
  const after = dp ? null : c.re("and (?:gets?|get) ([+-]\\d+) DP");
  const d = duration(c) ?? ctx.duration;
  if (!d) return null;
  const ability: Ability = {
    id: `gained "can also attack ${words}"`,
    label: `This Digimon can also attack your opponent's ${words}.`,
    category: "persistent",
    ops: [],
    persistent: { kind: "continuous", grants: [{ alsoAttack: filter }] },
  };
  const gained = gain(target, [ability], d);
  if (!gained) return null;
  const more = dp ?? after;
  return more ? [{ op: "dp", target, amount: Number(more[1]), duration: d }, ...gained] : gained;
}
