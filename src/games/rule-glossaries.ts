/** Each game's rule sections in the project's own words, for /rule and the CLI. */
import * as digimon from "./digimon/rules-glossary.ts";
import type { RuleGloss } from "./glossary-search.ts";
import * as duelMasters from "./duel-masters/rules-glossary.ts";
import * as wixoss from "./wixoss/rules-glossary.ts";

export type { RuleGloss };

export interface Glossary {
  game: string;
  /** The rules the sections belong to, for the reply's footer. */
  source: string;
  entries: readonly RuleGloss[];
  glossFor(section: string): RuleGloss | undefined;
  search(query: string, limit?: number): RuleGloss[];
}

const GLOSSARIES: Record<string, Glossary> = {
  digimon: {
    game: "digimon",
    source: "Digimon Card Game Comprehensive Rules",
    entries: digimon.RULE_GLOSSARY,
    glossFor: digimon.glossFor,
    search: digimon.searchRules,
  },
  "duel-masters": {
    game: "duel-masters",
    source: "Duel Masters General Game Rules",
    entries: duelMasters.RULE_GLOSSARY,
    glossFor: duelMasters.glossFor,
    search: duelMasters.searchRules,
  },
  wixoss: {
    game: "wixoss",
    source: "WIXOSS rule processing (the section names RP-… are this project's)",
    entries: wixoss.RULE_GLOSSARY,
    glossFor: wixoss.glossFor,
    search: wixoss.searchRules,
  },
};

export function glossaryFor(game: string | undefined): Glossary {
  return GLOSSARIES[game ?? "digimon"] ?? GLOSSARIES.digimon!;
}

export const GLOSSARY_GAMES = Object.keys(GLOSSARIES);
