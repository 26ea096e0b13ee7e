/** From the user's text (board, action, choices) to a Duel Masters trace. */
import { parseAction, parseBoard, parseChoices } from "../../board/index.ts";
import { ScriptedChooser } from "../../engine/chooser.ts";
import { resolve } from "../../engine/resolver.ts";
import type { ResolveOutcome, ResolveRequest } from "../index.ts";
import { UserError, parseFailure } from "../user-error.ts";
import { bindDmAction } from "./bind-action.ts";
import { bindDmBoard, lookupDmCard } from "./bind.ts";
import { type DmRegistry, dmRegistry } from "./registry.ts";
import { DM_EDITIONS, DM_GENERAL, duelMastersRuleset } from "./ruleset.ts";
import { type CardInst, type DmState, isUnknown } from "./state.ts";
import { forUser, scriptedAnswers, unexecutedNotes } from "../resolve-common.ts";

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
  const texts = { board: req.board, action: req.action, choices: req.choices ?? "" };
  const edition = DM_EDITIONS[req.edition ?? DM_GENERAL.id];
  if (!edition)
    throw new UserError(
      `Unknown edition "${req.edition}". Duel Masters editions: ${Object.keys(DM_EDITIONS).join(", ")}.`,
    );
  const board = parseBoard(req.board);
  if (!board.ok) throw parseFailure("board", req.board, board.error);
  const action = parseAction(req.action);
  if (!action.ok) throw parseFailure("action", req.action, action.error);
  const choices = parseChoices(texts.choices);
  if (!choices.ok) throw parseFailure("choices", texts.choices, choices.error);
  try {
    const state = bindDmBoard(board.value, reg);
    const bound = bindDmAction(action.value, state, reg);
    const notes = [...bound.notes, ...unexecutedNotes(everyCard(state).filter((c) => !isUnknown(c)))];
    const chooser = new ScriptedChooser(
      scriptedAnswers(choices.value, (ref) => lookupDmCard(reg, ref, "choices")),
      req.fallback,
    );
    const trace = resolve(duelMastersRuleset(edition), state, bound.action, { chooser, budget: req.budget });
    for (const p of state.drewBlind)
      notes.push(
        `Player ${p}'s deck is not on the board, so the cards drawn are unknown and that deck is taken as never running out (write "deck N" to count it).`,
      );
    for (const unused of chooser.unused())
      notes.push(`The scripted choice "${unused.text}" was never asked for.`);
    return { trace, notes };
  } catch (e) {
    throw forUser(e, texts);
  }
}
