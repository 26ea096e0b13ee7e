/**
 * Editions: the sources disagree, so each difference is one named switch with its source,
 * and every result says which edition it follows. The current rules are the default.
 */
import type { Edition } from "../../../engine/types.ts";

export const WIKI_2022: Edition = {
  id: "wiki-2022",
  title: "the wiki's 2021-2022 rulings, Rules Processing and Effect Resolution pages",
  ruleCheckTriggersNewLayer: true,
  switches: [
    {
      id: "ruleCheckTriggersNewLayer",
      summary:
        "Effects triggered by rules processing form a newer layer and activate before those triggered by the effect.",
      source:
        "DigimonCardGame wiki, Effect Resolution page: 'effects triggered by rules processing ... will activate before'",
    },
  ],
};

export const CR_4_2: Edition = {
  id: "cr-4.2",
  title: "Comprehensive Rules ver. 4.2, 2026-08-18",
  ruleCheckTriggersNewLayer: false,
  switches: [
    {
      id: "ruleCheckTriggersNewLayer",
      summary:
        "An effect triggered by a rule check triggers simultaneously with the effects that triggered at that timing.",
      source: "Comprehensive Rules 15-4-3-3; official Q&A Q6313, Q6495, Q6514",
    },
  ],
};

export const EDITIONS: Record<string, Edition> = { [WIKI_2022.id]: WIKI_2022, [CR_4_2.id]: CR_4_2 };
export const DEFAULT_EDITION = CR_4_2.id;

export function editionById(id: string | undefined): Edition {
  const e = EDITIONS[id ?? DEFAULT_EDITION];
  if (!e) throw new Error(`Unknown edition "${id}". Known editions: ${Object.keys(EDITIONS).join(", ")}.`);
  return e;
}
