/** From the user's text (board, action, choices, edition) to a trace: what the CLI and the bot call. */
import { parseBoard, parseChoices } from "../../board/index.ts";
import { parseActionSequence } from "./action-sequence.ts";
import type { ChoiceAst } from "../../board/ast.ts";
import { ScriptedChooser, type ScriptedAnswer } from "../../engine/chooser.ts";
import { BudgetExceededError, RulesError } from "../../engine/errors.ts";
import { resolve } from "../../engine/resolver.ts";
import type { ResolveOutcome, ResolveRequest } from "../index.ts";
import { UserError, explainInput, parseFailure } from "../user-error.ts";
import { bindAction } from "./bind-action.ts";
import { bindBoard, lookupCard } from "./bind.ts";
import { editionById } from "./editions.ts";
import { type CardRegistry, bundledRegistry } from "./registry.ts";
import { parseInlineCards } from "./inline-cards.ts";
import { digimonRuleset } from "./ruleset.ts";

function scripted(reg: CardRegistry, choices: ChoiceAst[]): ScriptedAnswer[] {
  const code = (ref: { code: string; label?: string; pos: ChoiceAst["pos"] }) => {
    const def = lookupCard(reg, { ...ref, under: [], marks: [] }, "choices");
    return ref.label ? `${def.code}#${ref.label}` : def.code;
  };
  return choices.map((c) => ({
    kind: c.kind,
    cards: c.cards.map(code),
    for: c.for ? code(c.for) : undefined,
    text: [c.for ? `${c.for.code}:` : "", c.kind, ...c.cards.map((x) => x.code)].filter(Boolean).join(" "),
  }));
}

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
    if (req.cards?.trim()) reg = reg.overlay(parseInlineCards(req.cards));
    const state = bindBoard(board.value, reg);
    const [first, ...later] = actions.actions;
    const bound = bindAction(first!, state, reg);
    const registry = reg;
    state.queue = later.map((ast) => () => bindAction(ast, state, registry));
    const chooser = new ScriptedChooser(scripted(reg, choices.value), req.fallback);
    const trace = resolve(digimonRuleset(edition), state, bound.action, { chooser, budget: req.budget });
    const notes = [...bound.notes];
    for (const code of Object.keys(trace.cards ?? {})) {
      const unread = reg.unreadOf(code);
      if (unread.length > 0)
        notes.push(
          `${code}: part of its text could not be read, so this breakdown leaves out ${unread.join("; ")}.`,
        );
    }
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
