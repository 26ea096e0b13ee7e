/** Sentences the kernel adds to steps; games word their own events. */
import type { Triggered } from "./types.ts";

/** `[CODE Name]`, or `[CODE]` when the card has no name (a damaged record). */
export function bracketName(code: string, name: string): string {
  return name.trim() === "" || name === code ? `[${code}]` : `[${code} ${name.trim()}]`;
}

/** " (text)" in a sentence, or nothing when the text is empty: never an empty "()". */
export function aside(text: string): string {
  return text.trim() === "" ? "" : ` (${text.trim()})`;
}

export function listEffects(triggered: Triggered[]): string {
  const names = triggered.map((t) => bracketName(t.card, t.name));
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** " This triggers [X]'s effect." or nothing when nothing triggered. */
export function describeTriggers(triggered: Triggered[], _newLayer: boolean): string {
  if (triggered.length === 0) return "";
  const plural = triggered.length > 1 ? "effects" : "effect";
  return ` This triggers ${listEffects(triggered)}'s ${plural}.`;
}
