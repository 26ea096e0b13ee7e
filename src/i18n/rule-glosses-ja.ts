/** The Japanese summaries of each game's rule sections, looked up by game and section. */
import { DIGIMON_RULES_JA, type JaGloss } from "./rules-ja.ts";

const BY_GAME: Record<string, Readonly<Record<string, JaGloss>>> = {
  digimon: DIGIMON_RULES_JA,
};

export function jaGloss(game: string, section: string): JaGloss | undefined {
  return BY_GAME[game]?.[section];
}

/** `「DP0は消滅」`-style title of a section, or undefined when the game has none for it. */
export function jaRuleTitle(game: string, section: string): string | undefined {
  return jaGloss(game, section)?.title;
}
