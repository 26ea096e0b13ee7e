/** The official rulings `cli resolve` cites: the Q&A store under DATA_DIR and the suite. */
import { citeRulings, type RulingCitations } from "../../citations/index.ts";
import { cardLines, suiteLines } from "../../citations/text.ts";
import type { Question } from "../../citations/suite.ts";
import { dataDirFrom } from "../../cards/store.ts";
import { breakdownWords } from "../../i18n/breakdown.ts";
import { RulingIndex } from "../../rulings/index.ts";

/** No store (or an unreadable one) simply cites no numbers. */
export function cliCitations(game: string, q: Question, dataDir = dataDirFrom()): RulingCitations {
  return citeRulings(q, { rulings: RulingIndex.fromDataDir(dataDir).index, game });
}

export function citationText(c: RulingCitations): string {
  const w = breakdownWords("en");
  const out: string[] = [];
  if (c.cards.length)
    out.push("Official Q&A on these cards:", ...cardLines(c, w, false).map((l) => `  ${l}`));
  if (c.suite.length)
    out.push(
      "Official rulings the conformance suite puts to these cards:",
      ...suiteLines(c, w, false).map((l) => `  ${l}`),
    );
  return out.join("\n");
}
