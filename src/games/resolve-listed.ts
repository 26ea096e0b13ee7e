/**
 * The text-level resolve of a game whose engine knows which cards' text it does not run (Duel
 * Masters, WIXOSS): inline cards over the registry, the board and the actions bound, the choices
 * scripted, and every listed card with unrun text named in the notes and the verdict.
 */
import type { ActionAst, BoardAst, CardRef } from "../board/ast.ts";
import { ScriptedChooser } from "../engine/chooser.ts";
import { type OrderingRules, resolve } from "../engine/resolver.ts";
import type { Ruleset } from "../engine/types.ts";
import type { ResolveOutcome, ResolveRequest } from "./index.ts";
import type { GameNote } from "./game-notes.ts";
import type { CardImport, ImportedRegistry } from "./imported-registry.ts";
import {
  closingNotes,
  said,
  forUser,
  parseInputs,
  scriptedAnswers,
  unexecutedNotes,
  unexecutedVerdict,
} from "./resolve-common.ts";

interface ListedCard {
  code: string;
  def: { name: string; unexecuted: string[] };
}

interface ListedState {
  queue: (() => { action: unknown; notes: GameNote[] })[];
  drewBlind: Iterable<string>;
}

export interface ListedGame<
  D extends { code: string },
  I extends CardImport<D>,
  S extends ListedState,
  A,
  E,
  C extends ListedCard,
> {
  title: string;
  editions: Record<string, E>;
  defaultEdition: string;
  parseInline(text: string): { def: D }[];
  bindBoard(ast: BoardAst, reg: ImportedRegistry<D, I>): S;
  bindAction(ast: ActionAst, s: S, reg: ImportedRegistry<D, I>): { action: A; notes: GameNote[] };
  lookup(reg: ImportedRegistry<D, I>, ref: CardRef, where: "choices"): { code: string };
  /** Every card the state holds, in every zone. */
  everyCard(s: S): C[];
  isUnknown(c: C): boolean;
  ruleset(edition: E): Ruleset<S, A> & { ordering: OrderingRules };
}

export function resolveListedGame<
  D extends { code: string },
  I extends CardImport<D>,
  S extends ListedState,
  A,
  E,
  C extends ListedCard,
>(game: ListedGame<D, I, S, A, E, C>, req: ResolveRequest, base: ImportedRegistry<D, I>): ResolveOutcome {
  const { texts, edition, board, action, later, choices } = parseInputs(req, game);
  try {
    const reg = req.cards?.trim() ? base.overlay(game.parseInline(req.cards).map((c) => c.def)) : base;
    const state = game.bindBoard(board, reg);
    const bound = game.bindAction(action, state, reg);
    state.queue = later.map((ast) => () => game.bindAction(ast, state, reg));
    const listed = game.everyCard(state).filter((c) => !game.isUnknown(c));
    const notes = [...bound.notes, ...unexecutedNotes(listed)];
    const chooser = new ScriptedChooser(
      scriptedAnswers(choices, (ref) => game.lookup(reg, ref, "choices")),
      req.fallback,
    );
    const trace = resolve(game.ruleset(edition), state, bound.action, { chooser, budget: req.budget });
    trace.verdict = unexecutedVerdict(listed);
    return said(trace, [...notes, ...closingNotes(chooser, state.drewBlind)]);
  } catch (e) {
    throw forUser(e, texts);
  }
}
