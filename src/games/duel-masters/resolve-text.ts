/** From the user's text (board, action, choices) to a Duel Masters trace. */
import type { ResolveOutcome, ResolveRequest } from "../index.ts";
import { bindDmAction } from "./bind-action.ts";
import { bindDmBoard, lookupDmCard } from "./bind.ts";
import { type DmRegistry, dmRegistry } from "./registry.ts";
import { parseInlineDmCards } from "./inline-cards.ts";
import { DM_EDITIONS, DM_GENERAL, duelMastersRuleset } from "./ruleset.ts";
import { type CardInst, type DmState, isUnknown } from "./state.ts";
import { resolveListedGame } from "../resolve-listed.ts";

function everyCard(s: DmState): CardInst[] {
  return s.order.flatMap((id) => {
    const ps = s.players[id]!;
    return [
      ...ps.battle.flatMap((o) => [...o.cards, ...o.seals]),
      ...ps.shields.flatMap((sh) => [sh.card, ...(sh.castle ? [sh.castle] : [])]),
      ...ps.hand,
      ...ps.deck,
      ...ps.graveyard,
      ...ps.mana,
      ...ps.hyperspatial,
    ];
  });
}

const DUEL_MASTERS = {
  title: "Duel Masters",
  editions: DM_EDITIONS,
  defaultEdition: DM_GENERAL.id,
  parseInline: parseInlineDmCards,
  bindBoard: bindDmBoard,
  bindAction: bindDmAction,
  lookup: lookupDmCard,
  everyCard,
  isUnknown,
  ruleset: duelMastersRuleset,
};

export function resolveDuelMasters(req: ResolveRequest, reg: DmRegistry = dmRegistry): ResolveOutcome {
  return resolveListedGame(DUEL_MASTERS, req, reg);
}
