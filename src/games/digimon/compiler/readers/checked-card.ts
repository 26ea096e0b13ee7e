/**
 * The sentence after "When your security is checked,": "if that card is a Digimon card with the
 * [X] trait, play it without battling and without paying the cost." "That card" and "it" are
 * the card the check revealed, still in no area (13-1-6); once played it does not battle.
 */
import type { TriggerCondition } from "../../model/index.ts";
import type { Clause } from "../reading.ts";
import { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

const PLAY_IT =
  "play it(?: without battling,? and)? without paying (?:the|its) (?:play )?cost|play it without battling";

export function checkedCardSentence(text: string, when: TriggerCondition | undefined): Clause | null {
  if (when?.on !== "securityChecked") return null;
  const c = new Cursor(text);
  return c.try(() => {
    if (!c.is("if (?:that card|it) is|if (?:that card|it)'s")) return null;
    const spec = cardSpec(c);
    if (!spec || spec.count !== 1 || spec.upTo) return null;
    if (!c.is(`,\\s*(?:${PLAY_IT})`) || !c.atEnd()) return null;
    return {
      ops: [{ op: "if", cond: { is: "checkedCard", filter: spec.filter }, then: [{ op: "playChecked" }] }],
    };
  });
}
