/**
 * "return to the hand or play 1 level 4 or lower red Digimon card from this Digimon's digivolution
 * cards without paying the cost": one card, and the player chooses which of the two it gets.
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";

type Effect = (c: Cursor, ctx: EffectContext) => Op[] | null;

export function returnOrPlay(c: Cursor, ctx: EffectContext, effect: Effect): Op[] | null {
  const m = c.re(
    "return to (?:the|your) hand or play (\\d+ [^,.]*? from this Digimon's digivolution cards)( without paying (?:the|its) (?:memory )?cost)",
  );
  if (!m) return null;
  const one = (text: string) => {
    const d = new Cursor(text);
    const ops = effect(d, ctx);
    return ops && d.atEnd() ? ops : null;
  };
  const back = one(`return ${m[1]!} to the hand`);
  const played = one(`play ${m[1]!}${m[2]!}`);
  return back && played ? [{ op: "choose", options: [back, played] }] : null;
}
