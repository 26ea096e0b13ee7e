/**
 * Clauses about the attack in progress: "switch the target of attack to 1 of your suspended
 * Digimon", "change the attack target to this Digimon", "end that attack", "This Digimon attacks".
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";

const SWITCH = "(?:switch|change|switching|changing) (?:the target of (?:the )?attack|the attack target) to";

/** "switch the target of attack to 1 of your suspended Digimon [with the [X] trait]" / "to this Digimon". */
export function switchTarget(c: Cursor): Op[] | null {
  if (!c.is(SWITCH)) return null;
  const to = fieldTarget(c);
  if (!to) return null;
  if (to === "this") return [{ op: "becomeAttackTarget" }];
  if (to.count !== 1) return null;
  // The fold below: the opponent picks, and may pick none.
  const theirs = c.is("that your opponent may choose");
  return [
    {
      op: "switchTarget",
      to: { ...to, filter: { category: "Digimon", ...to.filter }, ...(theirs ? { upTo: true } : {}) },
      ...(theirs ? { chooser: "opponent" as const } : {}),
    },
  ];
}

const THEY_CHOOSE = /^\s*your opponent may choose 1 of their ([^.]*?Digimon[^.]*)\.\s*$/i;
const THEN_SWITCH =
  /^\s*if they do, (?:switch|change) (?:the target of (?:the )?attack|the attack target) to that Digimon\.?\s*$/i;

/**
 * "Your opponent may choose 1 of their unsuspended Digimon. If they do, switch the target of
 * attack to that Digimon.": one switch whose new target the opponent picks, or declines to.
 */
export function opponentPicksTarget(choice: string, next: string): string | null {
  const m = THEY_CHOOSE.exec(choice);
  if (!m || !THEN_SWITCH.test(next)) return null;
  return `switch the target of attack to 1 of your opponent's ${m[1]!} that your opponent may choose.`;
}

/** "end the attack" / "end that attack". */
export function endAttack(c: Cursor): Op[] | null {
  return c.is("end(?:ing)? (?:the|that|this) attack") ? [{ op: "endAttack" }] : null;
}

/** "This Digimon attacks [a player] [without suspending]." / "Attack with this Digimon.": it must attack if it can. */
export function mustAttack(c: Cursor): Op[] | null {
  if (c.is("attack with this Digimon")) return [{ op: "attackBy", who: "this", must: true }];
  const m = c.re("this Digimon attacks(?: (a player|your opponent's Digimon|an opponent's Digimon))?");
  if (!m) return null;
  const target = m[1] ? (/player/i.test(m[1]) ? "player" : "digimon") : undefined;
  const unsuspended = c.is("without suspending");
  return [
    {
      op: "attackBy",
      who: "this",
      must: true,
      ...(target ? { target } : {}),
      ...(unsuspended ? { withoutSuspending: true as const } : {}),
    },
  ];
}
