/**
 * "returning 2 [X] from that Digimon's digivolution cards", "placing 2 [X] from 1 of your [Y]'s
 * digivolution cards": the cards come from the digivolution cards of one Digimon the words name
 * (4-8-1), the trigger's Digimon for "that Digimon" (15-8-5). Only a Digimon with enough such
 * cards can give them all.
 */
import type { FieldTarget } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { permanentMatches } from "../derive/index.ts";
import { type CardInst, type Permanent, allPermanents, ownerOf, sideMatches } from "../state/state.ts";
import { targetRequest } from "./primitives.ts";
import { triggerSubject } from "./referent.ts";

/** The Digimon the words name that have at least `n` digivolution cards that fit. */
export function sourceHolders(
  sc: OpScope,
  of: FieldTarget,
  fits: (c: CardInst) => boolean,
  n: number,
): Permanent[] {
  const subject = of.filter.subject ? triggerSubject(sc) : undefined;
  return allPermanents(sc.s).filter(
    (p) =>
      sideMatches(sc.s, sc.me, of.side, ownerOf(p)) &&
      permanentMatches(sc.s, p, of.filter, sc.self, sc.me) &&
      (!of.filter.subject || p === subject) &&
      p.stack.slice(1).filter(fits).length >= Math.max(1, n),
  );
}

/** The one Digimon whose digivolution cards the move takes, the player's pick when several can give them. */
export function chooseSourceHolder(sc: OpScope, holders: Permanent[], verb: string): Permanent | undefined {
  if (holders.length <= 1) return holders[0];
  const [picked] = sc.ctx.choose(targetRequest(sc, holders, verb, 1, false));
  return holders.find((p) => String(p.pid) === picked);
}
