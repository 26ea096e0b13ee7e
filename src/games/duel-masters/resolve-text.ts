/** From the user's text (board, action, choices) to a Duel Masters trace. */
import { ScriptedChooser } from "../../engine/chooser.ts";
import { resolve } from "../../engine/resolver.ts";
import type { ResolveOutcome, ResolveRequest } from "../index.ts";
import { bindDmAction } from "./bind-action.ts";
import { bindDmBoard, lookupDmCard } from "./bind.ts";
import { type DmRegistry, dmRegistry } from "./registry.ts";
import { parseInlineDmCards } from "./inline-cards.ts";
import { DM_EDITIONS, DM_GENERAL, duelMastersRuleset } from "./ruleset.ts";
import { type CardInst, type DmState, isUnknown } from "./state.ts";
import {
  closingNotes,
  said,
  forUser,
  parseInputs,
  scriptedAnswers,
  unexecutedNotes,
  unexecutedVerdict,
} from "../resolve-common.ts";

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

export function resolveDuelMasters(req: ResolveRequest, reg: DmRegistry = dmRegistry): ResolveOutcome {
  const { texts, edition, board, action, later, choices } = parseInputs(req, {
    title: "Duel Masters",
    editions: DM_EDITIONS,
    defaultEdition: DM_GENERAL.id,
  });
  try {
    if (req.cards?.trim()) reg = reg.overlay(parseInlineDmCards(req.cards).map((c) => c.def));
    const registry = reg;
    const state = bindDmBoard(board, reg);
    const bound = bindDmAction(action, state, reg);
    state.queue = later.map((ast) => () => bindDmAction(ast, state, registry));
    const listed = everyCard(state).filter((c) => !isUnknown(c));
    const notes = [...bound.notes, ...unexecutedNotes(listed)];
    const chooser = new ScriptedChooser(
      scriptedAnswers(choices, (ref) => lookupDmCard(reg, ref, "choices")),
      req.fallback,
    );
    const trace = resolve(duelMastersRuleset(edition), state, bound.action, { chooser, budget: req.budget });
    trace.verdict = unexecutedVerdict(listed);
    return said(trace, [...notes, ...closingNotes(chooser, state.drewBlind)]);
  } catch (e) {
    throw forUser(e, texts);
  }
}
