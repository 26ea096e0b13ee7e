/** From the user's text (board, action, choices) to a WIXOSS trace. */
import type { ResolveOutcome, ResolveRequest } from "../index.ts";
import { bindWxAction } from "./bind-action.ts";
import { bindWxBoard, lookupWxCard } from "./bind.ts";
import { type WxRegistry, wxRegistry } from "./registry.ts";
import { parseInlineWxCards } from "./inline-cards.ts";
import { WX_EDITIONS, WX_RULES, wixossRuleset } from "./ruleset.ts";
import { type CardInst, type WxState, isUnknown } from "./state.ts";
import { resolveListedGame } from "../resolve-listed.ts";

function everyCard(s: WxState): CardInst[] {
  return s.order.flatMap((id) => {
    const ps = s.players[id]!;
    return [
      ...ps.lrig,
      ...ps.keys,
      ...ps.signi.flatMap((x) => [x.card, ...x.under, ...x.charms, ...x.accessories]),
      ...ps.hand,
      ...ps.deck,
      ...ps.ener,
      ...ps.trash,
      ...ps.life,
      ...ps.check.map((c) => c.card),
      ...ps.lrigDeck,
      ...ps.lrigTrash,
    ];
  });
}

const WIXOSS = {
  title: "WIXOSS",
  editions: WX_EDITIONS,
  defaultEdition: WX_RULES.id,
  parseInline: parseInlineWxCards,
  bindBoard: bindWxBoard,
  bindAction: bindWxAction,
  lookup: lookupWxCard,
  everyCard,
  isUnknown,
  ruleset: wixossRuleset,
};

export function resolveWixoss(req: ResolveRequest, reg: WxRegistry = wxRegistry): ResolveOutcome {
  return resolveListedGame(WIXOSS, req, reg);
}
