/** The Japanese summaries of each game's rule sections, looked up by game and section. */
import { DUEL_MASTERS_RULES_JA } from "./rules-ja-duel-masters.ts";
import { WIXOSS_RULES_JA } from "./rules-ja-wixoss.ts";
import { DIGIMON_RULES_JA, type JaGloss } from "./rules-ja.ts";

/** Each game's summaries, keyed as rule-glossaries.ts keys the games. */
export const JA_RULES_BY_GAME: Record<string, Readonly<Record<string, JaGloss>>> = {
  digimon: DIGIMON_RULES_JA,
  "duel-masters": DUEL_MASTERS_RULES_JA,
  wixoss: WIXOSS_RULES_JA,
};

export function jaGloss(game: string, section: string): JaGloss | undefined {
  return JA_RULES_BY_GAME[game]?.[section];
}

/** `「DP0は消滅」`-style title of a section, or undefined when the game has none for it. */
export function jaRuleTitle(game: string, section: string): string | undefined {
  return jaGloss(game, section)?.title;
}
