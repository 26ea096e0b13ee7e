/**
 * What summoning a creature, casting a spell or generating a Cross Gear costs now (112): the
 * printed cost changed by the cost modifiers of the creatures in the battle zone ("each darkness
 * creature costs 1 more to summon", "your creatures each cost 1 less to summon. They can't cost
 * less than 1"). Mana is not paid by the engine: the cost is worked out and stated.
 */
import type { DmCostMod } from "./cards.ts";
import { raceMatches } from "./races.ts";
import {
  type CardInst,
  type DmState,
  type PlayerId,
  allObjects,
  controllerOf,
  objName,
  opponentOf,
  top,
} from "./state.ts";

function modFits(m: DmCostMod, card: CardInst, holder: PlayerId, player: PlayerId, s: DmState): boolean {
  if (card.def.type !== m.kind) return false;
  if (m.side === "you" && player !== holder) return false;
  if (m.side === "opponent" && player !== opponentOf(s, holder)) return false;
  if (m.civilizations && !card.def.civilizations.some((c) => m.civilizations!.includes(c))) return false;
  if (m.notCivilization && card.def.civilizations.includes(m.notCivilization)) return false;
  if (m.race && !card.def.races.some((r) => raceMatches(r, m.race!))) return false;
  return true;
}

/** The cost of `card` for `player` now, and what changed it; null when nothing does. */
export function costNow(s: DmState, player: PlayerId, card: CardInst): { cost: number; why: string } | null {
  const printed = card.def.cost;
  if (printed === undefined) return null;
  let cost = printed;
  const why: string[] = [];
  const mods = allObjects(s).flatMap((o) =>
    (top(o).def.costMods ?? []).map((m) => ({ m, o, holder: controllerOf(s, o) })),
  );
  // Increases first, then each reduction stops at its own floor.
  for (const { m, o, holder } of [...mods].sort((x, y) => y.m.amount - x.m.amount)) {
    if (!modFits(m, card, holder, player, s)) continue;
    const before = cost;
    cost = m.amount > 0 ? cost + m.amount : Math.max(cost + m.amount, Math.min(cost, m.floor ?? 0));
    if (cost !== before) why.push(`${cost > before ? "+" : ""}${cost - before} from ${objName(o)}`);
  }
  return why.length ? { cost, why: `printed ${printed}; ${why.join(", ")}` } : null;
}
