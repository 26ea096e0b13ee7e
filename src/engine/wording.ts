/** Sentences the kernel adds to steps; games word their own events. */
import type { Triggered } from "./types.ts";

export function listEffects(triggered: Triggered[]): string {
  const names = triggered.map((t) => `[${t.card} ${t.name}]`);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** " This triggers [X]'s effect." or nothing when nothing triggered. */
export function describeTriggers(triggered: Triggered[], _newLayer: boolean): string {
  if (triggered.length === 0) return "";
  const plural = triggered.length > 1 ? "effects" : "effect";
  return ` This triggers ${listEffects(triggered)}'s ${plural}.`;
}
