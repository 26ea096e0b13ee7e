/** From the user's text (board, action, choices) to a WIXOSS trace. */
import { ScriptedChooser } from "../../engine/chooser.ts";
import { resolve } from "../../engine/resolver.ts";
import type { ResolveOutcome, ResolveRequest } from "../index.ts";
import { bindWxAction } from "./bind-action.ts";
import { bindWxBoard, lookupWxCard } from "./bind.ts";
import { type WxRegistry, wxRegistry } from "./registry.ts";
import { parseInlineWxCards } from "./inline-cards.ts";
import { WX_EDITIONS, WX_RULES, wixossRuleset } from "./ruleset.ts";
import { type CardInst, type WxState, isUnknown } from "./state.ts";
import {
  closingNotes,
  said,
  forUser,
  parseInputs,
  scriptedAnswers,
  unexecutedNotes,
  unexecutedVerdict,
} from "../resolve-common.ts";

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

export function resolveWixoss(req: ResolveRequest, reg: WxRegistry = wxRegistry): ResolveOutcome {
  const { texts, edition, board, action, later, choices } = parseInputs(req, {
    title: "WIXOSS",
    editions: WX_EDITIONS,
    defaultEdition: WX_RULES.id,
  });
  try {
    if (req.cards?.trim()) reg = reg.overlay(parseInlineWxCards(req.cards).map((c) => c.def));
    const registry = reg;
    const state = bindWxBoard(board, reg);
    const bound = bindWxAction(action, state, reg);
    state.queue = later.map((ast) => () => bindWxAction(ast, state, registry));
    const listed = everyCard(state).filter((c) => !isUnknown(c));
    const notes = [...bound.notes, ...unexecutedNotes(listed)];
    const chooser = new ScriptedChooser(
      scriptedAnswers(choices, (ref) => lookupWxCard(reg, ref, "choices")),
      req.fallback,
    );
    const trace = resolve(wixossRuleset(edition), state, bound.action, { chooser, budget: req.budget });
    trace.verdict = unexecutedVerdict(listed);
    return said(trace, [...notes, ...closingNotes(chooser, state.drewBlind)]);
  } catch (e) {
    throw forUser(e, texts);
  }
}
