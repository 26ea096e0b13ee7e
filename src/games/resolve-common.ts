/** What every game's text-level resolve shares: scripted choices, notes, and errors for users. */
import type { CardRef, ChoiceAst } from "../board/ast.ts";
import type { ScriptedAnswer } from "../engine/chooser.ts";
import { BudgetExceededError, RulesError } from "../engine/errors.ts";
import { type Verdict, verdictOf } from "../engine/verdict.ts";
import { parseBoard, parseChoices } from "../board/index.ts";
import { parseActionSequence } from "../board/action-sequence.ts";
import { UserError, explainInput, parseFailure } from "./user-error.ts";
import { type GameNote, gameNoteEn } from "./game-notes.ts";
import type { Trace } from "../engine/trace.ts";

/** The user's `--choose` text as scripted answers, with card codes spelled as the game knows them. */
export function scriptedAnswers(
  choices: ChoiceAst[],
  lookup: (ref: CardRef) => { code: string },
): ScriptedAnswer[] {
  const code = (ref: { code: string; label?: string; effect?: string; pos: ChoiceAst["pos"] }) => {
    const def = lookup({ ...ref, under: [], marks: [] });
    const which = ref.effect ? `(${ref.effect})` : "";
    return (ref.label ? `${def.code}#${ref.label}` : def.code) + which;
  };
  return choices.map((c) => ({
    kind: c.kind,
    cards: c.cards.map(code),
    for: c.for ? code(c.for) : undefined,
    text: [c.for ? `${c.for.code}:` : "", c.kind, ...c.cards.map((x) => x.code)].filter(Boolean).join(" "),
  }));
}

/**
 * The verdict where a game knows only which cards' text it does not execute: every listed card
 * with such text is a gap, since the engine can't show it had no part in the answer.
 */
export function unexecutedVerdict(cards: { code: string; def: { unexecuted: string[] } }[]): Verdict {
  return verdictOf(
    cards.flatMap((c) =>
      c.def.unexecuted.map((text) => ({
        card: c.code,
        kind: "ability not executed" as const,
        text,
        why: "the engine does not run this game's card text; it could act during this resolution",
      })),
    ),
  );
}

/** Real cards whose text the engine does not execute: said once per card. */
export function unexecutedNotes(
  cards: { code: string; def: { name: string; unexecuted: string[] } }[],
): GameNote[] {
  const seen = new Set<string>();
  const notes: GameNote[] = [];
  for (const c of cards) {
    if (seen.has(c.code) || c.def.unexecuted.length === 0) continue;
    seen.add(c.code);
    notes.push({ kind: "text-not-executed", code: c.code, name: c.def.name, texts: [...c.def.unexecuted] });
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

/** The board, the action and the choices parsed, and the edition found: each failure points at its text. */
export function parseInputs<E>(
  req: { board: string; action: string; choices?: string; cards?: string; edition?: string },
  game: { title: string; editions: Record<string, E>; defaultEdition: string },
) {
  const texts = { board: req.board, action: req.action, choices: req.choices ?? "", cards: req.cards ?? "" };
  const edition = game.editions[req.edition ?? game.defaultEdition];
  if (!edition)
    throw new UserError(
      `Unknown edition "${req.edition}". ${game.title} editions: ${Object.keys(game.editions).join(", ")}.`,
    );
  const board = parseBoard(req.board);
  if (!board.ok) throw parseFailure("board", req.board, board.error);
  const parsed = parseActionSequence(req.action);
  if (!parsed.ok) throw parseFailure("action", req.action, parsed.error);
  const choices = parseChoices(texts.choices);
  if (!choices.ok) throw parseFailure("choices", texts.choices, choices.error);
  const [action, ...later] = parsed.actions;
  return { texts, edition, board: board.value, action: action!, later, choices: choices.value };
}

/** A resolution's outcome with its notes, in English and as facts. */
export function said(trace: Trace, notes: GameNote[]): { trace: Trace; notes: string[]; said: GameNote[] } {
  return { trace, notes: notes.map(gameNoteEn), said: notes };
}

/** Notes for the end of a reply: decks drawn from blind, scripted choices nothing asked for. */
export function closingNotes(
  chooser: { unused(): { text: string }[] },
  drewBlind: Iterable<string> = [],
): GameNote[] {
  const notes: GameNote[] = [];
  for (const p of drewBlind) notes.push({ kind: "deck-drawn-blind", player: p });
  for (const unused of chooser.unused()) notes.push({ kind: "choice-never-asked", text: unused.text });
  return notes;
}
