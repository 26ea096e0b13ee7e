/**
 * The words of a breakdown's notes: how another edition's result differs, which choices change
 * the answer and how the other answers end. English here; other languages in src/i18n/.
 */
import { type GameNote, gameNoteEn } from "../games/game-notes.ts";

export interface NoteWords {
  /** A note the game added about the input, worded from its facts. */
  gameNote: (n: GameNote) => string;
  /** One fact of a final state that differs: "memory 4 on A's side", "A battle: BT4-048". */
  finalMemory: (value: number, player: string) => string;
  finalArea: (player: string, area: string, cards: string[]) => string;
  choiceMatters: (prompt: string, options: string[]) => string;
  anotherEnd: (example: string[], differs: string[]) => string;
  notExhaustive: string;
  orderDiffers: (here: string, x: string[], there: string, y: string[]) => string;
  endDiffers: (diffs: string[]) => string;
  areaDiffers: (player: string, area: string, x: string[], ea: string, y: string[], eb: string) => string;
  memoryDiffers: (a: string, ea: string, b: string, eb: string) => string;
  memorySide: (value: number, player: string) => string;
  outcomeDiffers: (a: string | undefined, ea: string, b: string | undefined, eb: string) => string;
  none: string;
  doesNotResolve: (edition: string, message: string) => string;
}

export const EN_NOTE_WORDS: NoteWords = {
  gameNote: gameNoteEn,
  finalMemory: (value, player) => `memory ${value} on ${player}'s side`,
  finalArea: (player, area, cards) => `${player} ${area}: ${cards.length ? cards.join(", ") : "—"}`,
  choiceMatters: (prompt, options) =>
    `This choice changes the answer, and the reply took its default: "${prompt}" (${options.join(" / ")}).`,
  anotherEnd: (example, differs) =>
    `Another answer ends differently${example.length ? ` (${example.join(" → ")})` : ""}: ${differs.join("; ") || "a different final state"}.`,
  notExhaustive: "Not every combination of choices was tried; run with --explore for all of them.",
  orderDiffers: (here, x, there, y) =>
    `Effects activate in another order — ${here}: ${x.join(" → ") || "none"}; ${there}: ${y.join(" → ") || "none"}.`,
  endDiffers: (diffs) => `The end state differs — ${diffs.join("; ")}.`,
  areaDiffers: (p, area, x, ea, y, eb) =>
    `${p}'s ${area}: ${x.join(" ") || "nothing"} (${ea}) vs ${y.join(" ") || "nothing"} (${eb})`,
  memoryDiffers: (a, ea, b, eb) => `memory: ${a} (${ea}) vs ${b} (${eb})`,
  memorySide: (value, player) => `${value} on ${player}'s side`,
  outcomeDiffers: (a, ea, b, eb) => `outcome: ${a ?? "none"} (${ea}) vs ${b ?? "none"} (${eb})`,
  none: "none",
  doesNotResolve: (edition, message) => `Under ${edition} it does not resolve: ${message}`,
};
