/** One ability of a card: its category, timing, conditions, costs and operations. */
import type { Condition } from "./conditions.ts";
import type { Keyword } from "./keywords.ts";
import type { Op } from "./ops.ts";
import type { Persistent, Would } from "./persistent.ts";
import type { Timing, TriggerCondition } from "./timing.ts";
export interface Ability {
  /** Stable id: `<code>/<text part>/<n>`, e.g. `BT4-048/main/1`. */
  id: string;
  /** A short summary in the project's own words, shown in traces. */
  label: string;
  /** 15-8: trigger-type, activation-type ([Main]), persistent, immediate-type ("when ... would"), keyword. */
  category: "trigger" | "activation" | "persistent" | "immediate" | "keyword";
  timing?: Timing;
  /** [Your Turn], [Opponent's Turn], [All Turns]. */
  turn?: "your" | "opponent" | "all";
  when?: TriggerCondition;
  oncePerTurn?: boolean;
  /** [X Per Turn] with X above 1 ([Twice Per Turn]): how many times a turn it may activate (15-14-1). */
  perTurn?: number;
  /** "you may": the player decides at activation whether to do it. */
  optional?: boolean;
  /** A processing condition paid before the rest ("by suspending this Tamer", "you may add ... to ..."). */
  cost?: Op[];
  condition?: Condition;
  ops: Op[];
  persistent?: Persistent;
  /** An immediate-type effect's "When ... would ...". */
  would?: Would;
  keyword?: Keyword;
  /** The number of a keyword: <Security Attack +1> → 1, <Security Attack -1> → -1. */
  keywordValue?: number;
  /** The text in a keyword's parentheses: <Decoy (Black)> → "Black". */
  keywordParam?: string;
  /** [Hand], [Trash], [Breeding]: where the card must be for the ability to work ("[Security] [All Turns]": a persistent effect from the security stack). */
  zone?: "hand" | "trash" | "breeding" | "security";
}
