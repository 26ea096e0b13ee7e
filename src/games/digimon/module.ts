/**
 * The Digimon Card Game as a game the CLI, the scenario library and the bot can pick by id.
 *
 * The ruleset's layers, bottom to top; dependencies point downward only (eslint.config.js
 * checks each folder, test/import-cycles.test.ts that no runtime import cycle exists):
 *
 *   model/     the ability AST, card definitions, keyword parameters: data, no behaviour
 *   state/     the game state as plain data, its events, its state key
 *   derive/    what a card is now: DP, keywords, colours, names and traits, filters,
 *              conditions, persistent effects (through derive/index.ts)
 *   ops/       what abilities do: the scope (`run(op)` for nested ops), primitives, one
 *              handler file per op family, the one dispatch table (dispatch.ts), and the
 *              interceptors a deletion or a removal asks (through ops/index.ts)
 *   keywords/  keyword effects that act: deletion and leave interceptors, triggered keywords
 *              (through keywords/index.ts, which registers the interceptors)
 *   turn/      actions, the turn procedure, the attack, rule processing, triggers; the ruleset as composition root
 *   input/     board and action binding, the card registry and card gaps, inline cards, resolving
 *              a question and its verdict, the smoke run over a card pool
 *
 *   compiler/  card text to the ability AST; imports model/ only (input/ uses it for inline cards)
 */
import type { GameModule } from "../index.ts";
import { DIGIMON_AREAS } from "./input/bind-board.ts";
import { DEFAULT_EDITION, EDITIONS } from "./input/editions.ts";
import { resolveDigimon } from "./input/resolve-text.ts";

export const digimonGame: GameModule = {
  id: "digimon",
  title: "Digimon Card Game",
  editions: Object.values(EDITIONS).map((e) => ({ id: e.id, title: e.title })),
  defaultEdition: DEFAULT_EDITION,
  areas: DIGIMON_AREAS,
  resolveText: (req) => resolveDigimon(req),
};
