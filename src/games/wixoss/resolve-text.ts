/** From the user's text (board, action, choices) to a WIXOSS trace. */
import { parseAction, parseBoard, parseChoices } from "../../board/index.ts";
import { ScriptedChooser } from "../../engine/chooser.ts";
import { resolve } from "../../engine/resolver.ts";
import type { ResolveOutcome, ResolveRequest } from "../index.ts";
import { UserError, parseFailure } from "../user-error.ts";
import { bindWxAction } from "./bind-action.ts";
import { bindWxBoard, lookupWxCard } from "./bind.ts";
import { type WxRegistry, wxRegistry } from "./registry.ts";
import { WX_EDITIONS, WX_RULES, wixossRuleset } from "./ruleset.ts";
import { type CardInst, type WxState, isUnknown } from "./state.ts";
import { forUser, scriptedAnswers, unexecutedNotes } from "../resolve-common.ts";

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
  const texts = { board: req.board, action: req.action, choices: req.choices ?? "" };
  const edition = WX_EDITIONS[req.edition ?? WX_RULES.id];
  if (!edition)
    throw new UserError(
      `Unknown edition "${req.edition}". WIXOSS editions: ${Object.keys(WX_EDITIONS).join(", ")}.`,
    );
  const board = parseBoard(req.board);
  if (!board.ok) throw parseFailure("board", req.board, board.error);
  const action = parseAction(req.action);
  if (!action.ok) throw parseFailure("action", req.action, action.error);
  const choices = parseChoices(texts.choices);
  if (!choices.ok) throw parseFailure("choices", texts.choices, choices.error);
  try {
    const state = bindWxBoard(board.value, reg);
    const bound = bindWxAction(action.value, state, reg);
    const notes = [...bound.notes, ...unexecutedNotes(everyCard(state).filter((c) => !isUnknown(c)))];
    const chooser = new ScriptedChooser(
      scriptedAnswers(choices.value, (ref) => lookupWxCard(reg, ref, "choices")),
      req.fallback,
    );
    const trace = resolve(wixossRuleset(edition), state, bound.action, { chooser, budget: req.budget });
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
