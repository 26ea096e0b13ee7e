/**
 * "While you have a Tamer with [X] in its name and your opponent has a Digimon with 10000 DP or
 * more, one of your [Agumon] may digivolve into this card in your hand for a digivolution cost
 * of 4, ignoring digivolution requirements.": the named digivolution of plays.ts, allowed only
 * while the condition holds for the player who digivolves (derive/digivolve-requirements.ts).
 */
import type { Requirement } from "./requirements.ts";
import { Cursor } from "../text/cursor.ts";
import { condition } from "./conditions.ts";
import { namedDigivolution } from "./plays.ts";

export function conditionalNamedDigivolution(text: string): Requirement | null {
  const c = new Cursor(text.trim());
  if (!c.is("while|if")) return null;
  const cond = condition(c);
  if (!cond || !c.is(",")) return null;
  const rest = c
    .rest()
    .trim()
    .replace(/^one of your /i, "your ")
    .replace(/^(your .+?) may digivolve/i, "$1 can digivolve")
    .replace(/ignoring digivolution requirements/i, "ignoring its digivolution requirements");
  const read = namedDigivolution(rest);
  if (!read?.named) return null;
  return { ...read, text: text.trim(), named: { ...read.named, while: cond } };
}
