/**
 * A keyword whose number grows with a count, as a persistent effect: "For every 2 cards in your
 * trash, this Digimon gains <Security Attack +1>", "This Digimon gains <Security Attack +1> for
 * each of your opponent's Digimon with <Security Attack>" (16-4-2: checked as it is now).
 */
import type { Ability, Count } from "../../model/index.ts";
import { tally } from "./amounts.ts";
import type { Cursor } from "../text/cursor.ts";
import { keywordFromText } from "./keywords.ts";

type Fields = Omit<Ability, "id" | "label">;

/** `each`: the "for each ..." already read before the subject, if any. */
export function keywordPerEach(c: Cursor, each: Count | null): Fields | null {
  return c.try((): Fields | null => {
    const m = c.re("(?:this Digimon|it) (?:gains|gets) <([^>]+)>");
    const k = m && keywordFromText(m[1]!);
    if (!k || k.value === undefined) return null;
    const after = each ? null : tally(c);
    const count = each ?? after;
    if (!count || !c.atEnd()) return null;
    return {
      category: "persistent",
      ops: [],
      persistent: { kind: "keywordPerEach", keyword: k.keyword, amount: k.value, count },
    };
  });
}
