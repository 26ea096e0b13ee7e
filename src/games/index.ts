/** The games the product knows, behind one interface the CLI, the library and the bot use. */
import type { Trace } from "../engine/trace.ts";
import type { Chooser } from "../engine/types.ts";
import { digimonGame } from "./digimon/module.ts";
import { duelMastersGame } from "./duel-masters/module.ts";
import { wixossGame } from "./wixoss/module.ts";
import { UserError } from "./user-error.ts";
import type { GameNote } from "./game-notes.ts";

export interface ResolveRequest {
  board: string;
  action: string;
  choices?: string;
  /** Cards written inline for this question (Digimon: see src/games/digimon/input/inline-cards.ts). */
  cards?: string;
  edition?: string;
  budget?: number;
  /** Answers what the script does not (interactive prompts, the explorer); the default otherwise. */
  fallback?: Chooser;
}

export interface ResolveOutcome {
  trace: Trace;
  /** Things the user should know: cards assumed in hand, scripted choices nothing asked for (in English). */
  notes: string[];
  /** The same notes as facts, in the same order, for a reply in another language. */
  said: GameNote[];
  /**
   * The edition switches the resolution read (engine/edition-reads.ts), when the game records
   * them: none means every edition resolves this input the same way.
   */
  switchesRead?: string[];
}

export interface GameModule {
  id: string;
  title: string;
  editions: { id: string; title: string }[];
  defaultEdition: string;
  /** Area names the board notation accepts for this game. */
  areas: readonly string[];
  resolveText(req: ResolveRequest): ResolveOutcome;
}

const games = new Map<string, GameModule>([
  [digimonGame.id, digimonGame],
  [duelMastersGame.id, duelMastersGame],
  [wixossGame.id, wixossGame],
]);

/** Adds a game (each game's module registers itself here from this file's list). */
export function registerGame(game: GameModule): void {
  games.set(game.id, game);
}

export function allGames(): GameModule[] {
  return [...games.values()];
}

export function gameById(id: string | undefined): GameModule {
  const game = games.get((id ?? "digimon").toLowerCase());
  if (!game) throw new UserError(`Unknown game "${id}". Games: ${[...games.keys()].join(", ")}.`);
  return game;
}
