/**
 * What becomes of an Option card once its [Main] effect is done (9-1-5): it stays in an area an
 * effect put it in, or, a DUAL card, one of the player's Digimon may digivolve into it instead of
 * its being trashed (Arts Digivolve, 4-20); otherwise it is trashed.
 */
import { type CardInst, cardName, locate } from "../state/state.ts";
import { linkHolder } from "./link.ts";
import { digivolveIntoRevealed } from "./digivolve-hook.ts";
import type { OpScope } from "./scope.ts";

export function afterUse(sc: OpScope, card: CardInst): string {
  if (locate(sc.s, card.uid)) return `${cardName(card)} is in an area now, so it is not trashed (9-1-5)`;
  if (linkHolder(sc.s, card)) return `${cardName(card)} is a link card now, so it is not trashed`;
  if (card.def.optionSide) {
    const pool = [card];
    // Arts Digivolve replaces the trashing (4-20-2): a digivolution by the rule, its cost not paid.
    const lines = digivolveIntoRevealed(sc, ARTS_ONTO, {}, true, pool);
    if (pool.length === 0) return `Arts Digivolve instead of trashing it (4-20-1): ${lines.join("; ")}`;
    return `${lines.join("; ")}; ${trash(sc, card)} (4-20-1, 9-1-5)`;
  }
  return `${trash(sc, card)} (9-1-5)`;
}

/** "one of your cards on the field may digivolve into that DUAL card" (4-20-1). */
const ARTS_ONTO = { side: "you", count: 1, filter: { category: "Digimon" } } as const;

function trash(sc: OpScope, card: CardInst): string {
  card.epoch += 1;
  sc.s.players[sc.me]!.trash.push(card);
  return `${cardName(card)} is trashed after use`;
}
