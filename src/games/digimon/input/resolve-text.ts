/** From the user's text (board, action, choices, edition) to a trace: what the CLI and the bot call. */
import { parseBoard, parseChoices } from "../../../board/index.ts";
import { parseActionSequence } from "../../../board/action-sequence.ts";
import { ScriptedChooser } from "../../../engine/chooser.ts";
import { resolve } from "../../../engine/resolver.ts";
import { watchSwitches } from "../../../engine/edition-reads.ts";
import type { ResolveOutcome, ResolveRequest } from "../../index.ts";
import { UserError, parseFailure } from "../../user-error.ts";
import { bindAction, isBreedingAction } from "./bind-action.ts";
import { bindBoard, lookupCard } from "./bind-board.ts";
import { editionById } from "./editions.ts";
import { type CardRegistry, bundledRegistry } from "./registry.ts";
import { inlineCards } from "./inline-cards-cache.ts";
import { digimonRuleset } from "../turn/ruleset.ts";
import { digimonVerdict, reachableCards } from "./verdict.ts";
import { closingNotes, forUser, said, scriptedAnswers } from "../../resolve-common.ts";

export function resolveDigimon(req: ResolveRequest, reg: CardRegistry = bundledRegistry): ResolveOutcome {
  const texts = { board: req.board, action: req.action, choices: req.choices ?? "", cards: req.cards ?? "" };
  let edition;
  try {
    edition = editionById(req.edition);
  } catch (e) {
    throw new UserError((e as Error).message);
  }
  const board = parseBoard(req.board);
  if (!board.ok) throw parseFailure("board", req.board, board.error);
  const actions = parseActionSequence(req.action);
  if (!actions.ok) throw parseFailure("action", req.action, actions.error);
  const choices = parseChoices(texts.choices);
  if (!choices.ok) throw parseFailure("choices", texts.choices, choices.error);
  try {
    if (req.cards?.trim()) reg = reg.overlay(inlineCards(req.cards));
    const state = bindBoard(board.value, reg);
    const [first, ...later] = actions.actions;
    const bound = bindAction(first!, state, reg);
    const registry = reg;
    state.queue = later.map((ast) =>
      Object.assign(() => bindAction(ast, state, registry), {
        breeding: isBreedingAction(ast),
        player: ast.player,
      }),
    );
    const chooser = new ScriptedChooser(
      // A Token exists only once an effect plays it (4-21): its name is checked against the options.
      scriptedAnswers(choices.value, (ref) =>
        ref.code.startsWith("TOKEN-") ? { code: ref.code } : lookupCard(reg, ref, "choices"),
      ),
      req.fallback,
    );
    const before = reachableCards(state);
    const switchesRead = new Set<string>();
    const trace = resolve(digimonRuleset(watchSwitches(edition, switchesRead)), state, bound.action, {
      chooser,
      budget: req.budget,
    });
    trace.verdict = digimonVerdict({ trace, before, after: state, registry: reg });
    const notes = [...bound.notes];
    for (const code of Object.keys(trace.cards ?? {})) {
      const unread = reg.unreadOf(code);
      if (unread.length > 0) notes.push({ kind: "text-unread", code, parts: [...unread] });
    }
    return { ...said(trace, [...notes, ...closingNotes(chooser)]), switchesRead: [...switchesRead] };
  } catch (e) {
    throw forUser(e, texts);
  }
}
