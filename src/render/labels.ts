/**
 * Words and marks shared by the text and PNG renderers: step kinds, effect statuses,
 * edition and game names, and how an effect or a card is named.
 */

import type { EffectStatus, EffectView, StepKind, Trace } from "../engine/trace.ts";

export interface KindLabel {
  /** Emoji shown before the label in Discord markdown. */
  emoji: string;
  /** Short English label: "Trigger", "Rules processing"... */
  label: string;
}

export const KIND_LABELS: Record<StepKind, KindLabel> = {
  action: { emoji: "🎬", label: "Action" },
  trigger: { emoji: "⚡", label: "Trigger" },
  "rules-processing": { emoji: "⚙️", label: "Rules processing" },
  activate: { emoji: "▶️", label: "Activate" },
  fail: { emoji: "✖️", label: "Fails" },
  interrupt: { emoji: "↪️", label: "Interrupt" },
  choice: { emoji: "❓", label: "Choice" },
  end: { emoji: "🏁", label: "End" },
};

export function kindLabel(kind: StepKind): KindLabel {
  // A kind added to the engine later still renders, under its own name.
  return KIND_LABELS[kind] ?? { emoji: "•", label: String(kind) };
}

export interface StatusMark {
  /** Mark used in Discord markdown. */
  emoji: string;
  /** Mark used in plain terminal text. */
  plain: string;
  /** The status in words, for legends and alt text. */
  word: string;
}

export const STATUS_MARKS: Record<EffectStatus, StatusMark> = {
  pending: { emoji: "⏳", plain: "…", word: "pending" },
  activating: { emoji: "▶️", plain: "▶", word: "activating" },
  activated: { emoji: "✅", plain: "✓", word: "activated" },
  failed: { emoji: "❌", plain: "✗", word: "failed" },
};

export function statusMark(status: EffectStatus): StatusMark {
  return STATUS_MARKS[status] ?? { emoji: "•", plain: "?", word: String(status) };
}

/** Editions the renderers can name in full; any other id is shown as it is. */
const EDITION_NAMES: Record<string, string> = {
  "cr-4.2": "Comprehensive Rules 4.2",
  "wiki-2022": "Wiki rulings 2021–2022",
};

/** "cr-4.2 (Comprehensive Rules 4.2)", or the id alone when it is not known. */
export function editionLabel(edition: string, title?: string): string {
  if (title) return `${edition} (${title})`;
  const known = EDITION_NAMES[edition];
  if (known !== undefined) return `${edition} (${known})`;
  const cr = /^cr-(\d+(?:\.\d+)*)$/i.exec(edition);
  if (cr) return `${edition} (Comprehensive Rules ${cr[1]})`;
  return edition;
}

const GAME_NAMES: Record<string, string> = {
  digimon: "Digimon Card Game",
  wixoss: "WIXOSS",
};

/** The game's display name, or its id as it is when it is not known. */
export function gameLabel(game: string): string {
  return GAME_NAMES[game.toLowerCase()] ?? game;
}

/** "A·BT2-021 Veemon": player letter, code and name of an effect's card. */
export function effectLabel(effect: EffectView): string {
  const name = effect.name.trim();
  const card = name === "" || name === effect.card ? effect.card : `${effect.card} ${name}`;
  return `${effect.player}·${card}`;
}

/** Card code → card name: the game's list when the trace has one, and every effect the trace shows. */
export function cardNames(trace: Trace): Map<string, string> {
  const names = new Map<string, string>(Object.entries(trace.cards ?? {}));
  for (const step of trace.steps) {
    for (const layer of step.layers) {
      for (const effect of layer) {
        if (effect.name.trim() !== "" && !names.has(effect.card)) names.set(effect.card, effect.name.trim());
      }
    }
  }
  return names;
}

/** "BT4-048 WarGreymon" when the name is known, else the code. */
export function cardLabel(code: string, names: ReadonlyMap<string, string>): string {
  const name = names.get(code);
  return name === undefined || name.trim() === "" || name === code ? code : `${code} ${name.trim()}`;
}
