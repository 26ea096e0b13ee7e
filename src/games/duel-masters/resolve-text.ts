/** From the user's text (board, action, choices) to a Duel Masters trace. */
import { parseAction, parseBoard, parseChoices } from "../../board/index.ts";
import type { ChoiceAst } from "../../board/ast.ts";
import { ScriptedChooser, type ScriptedAnswer } from "../../engine/chooser.ts";
import { BudgetExceededError, RulesError } from "../../engine/errors.ts";
import { resolve } from "../../engine/resolver.ts";
import type { ResolveOutcome, ResolveRequest } from "../index.ts";
import { UserError, explainInput, parseFailure } from "../user-error.ts";
import { bindDmAction } from "./bind-action.ts";
import { bindDmBoard, lookupDmCard } from "./bind.ts";
import { type DmRegistry, dmRegistry } from "./registry.ts";
import { DM_EDITIONS, DM_GENERAL, duelMastersRuleset } from "./ruleset.ts";
import { type CardInst, type DmState, isUnknown } from "./state.ts";

function scripted(reg: DmRegistry, choices: ChoiceAst[]): ScriptedAnswer[] {
  const code = (ref: { code: string; label?: string; pos: ChoiceAst["pos"] }) => {
    const def = lookupDmCard(reg, { ...ref, under: [], marks: [] }, "choices");
    return ref.label ? `${def.code}#${ref.label}` : def.code;
  };
  return choices.map((c) => ({
    kind: c.kind,
    cards: c.cards.map(code),
    for: c.for ? code(c.for) : undefined,
    text: [c.for ? `${c.for.code}:` : "", c.kind, ...c.cards.map((x) => x.code)].filter(Boolean).join(" "),
  }));
}

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

/** Real cards whose text the engine does not execute: said once per card. */
function unexecutedNotes(s: DmState): string[] {
  const seen = new Set<string>();
  const notes: string[] = [];
  for (const c of everyCard(s)) {
    if (isUnknown(c) || seen.has(c.code) || c.def.unexecuted.length === 0) continue;
    seen.add(c.code);
    notes.push(
      `${c.code} ${c.def.name}: this text is not executed by the engine: "${c.def.unexecuted.join(" / ")}"`,
    );
  }
  return notes;
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
    const notes = [...bound.notes, ...unexecutedNotes(state)];
    const chooser = new ScriptedChooser(scripted(reg, choices.value), req.fallback);
    const trace = resolve(duelMastersRuleset(edition), state, bound.action, { chooser, budget: req.budget });
    for (const p of state.drewBlind)
      notes.push(
        `Player ${p}'s deck is not on the board, so the cards drawn are unknown and that deck is taken as never running out (write "deck N" to count it).`,
      );
    for (const unused of chooser.unused())
      notes.push(`The scripted choice "${unused.text}" was never asked for.`);
    return { trace, notes };
  } catch (e) {
    if (e instanceof RulesError)
      throw new UserError(`That action is not allowed: ${e.message}${e.rule ? ` (rule ${e.rule})` : ""}`);
    if (e instanceof BudgetExceededError) throw new UserError(e.message);
    throw explainInput(e, texts);
  }
}
