/** What every game's text-level resolve shares: scripted choices, notes, and errors for users. */
import type { CardRef, ChoiceAst } from "../board/ast.ts";
import type { ScriptedAnswer } from "../engine/chooser.ts";
import { BudgetExceededError, RulesError } from "../engine/errors.ts";
import { UserError, explainInput } from "./user-error.ts";

/** The user's `--choose` text as scripted answers, with card codes spelled as the game knows them. */
export function scriptedAnswers(
  choices: ChoiceAst[],
  lookup: (ref: CardRef) => { code: string },
): ScriptedAnswer[] {
  const code = (ref: { code: string; label?: string; pos: ChoiceAst["pos"] }) => {
    const def = lookup({ ...ref, under: [], marks: [] });
    return ref.label ? `${def.code}#${ref.label}` : def.code;
  };
  return choices.map((c) => ({
    kind: c.kind,
    cards: c.cards.map(code),
    for: c.for ? code(c.for) : undefined,
    text: [c.for ? `${c.for.code}:` : "", c.kind, ...c.cards.map((x) => x.code)].filter(Boolean).join(" "),
  }));
}

/** Real cards whose text the engine does not execute: said once per card. */
export function unexecutedNotes(
  cards: { code: string; def: { name: string; unexecuted: string[] } }[],
): string[] {
  const seen = new Set<string>();
  const notes: string[] = [];
  for (const c of cards) {
    if (seen.has(c.code) || c.def.unexecuted.length === 0) continue;
    seen.add(c.code);
    notes.push(
      `${c.code} ${c.def.name}: this text is not executed by the engine: "${c.def.unexecuted.join(" / ")}"`,
    );
  }
  return notes;
}

/** An error met while resolving, as the user should see it (anything else is rethrown as is). */
export function forUser(e: unknown, texts: Parameters<typeof explainInput>[1]): unknown {
  if (e instanceof RulesError)
    return new UserError(`That action is not allowed: ${e.message}${e.rule ? ` (rule ${e.rule})` : ""}`);
  if (e instanceof BudgetExceededError) return new UserError(e.message);
  return explainInput(e, texts);
}
