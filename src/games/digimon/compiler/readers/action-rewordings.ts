/**
 * Action sentences said in another order than the readers' usual one, read into the same ops:
 * "Choose 1 digivolution card of 1 of your opponent's Digimon and trash it" (as "trash any 1
 * digivolution card of ..."), "During your opponent's next unsuspend phase, all of their Digimon
 * with 5000 DP or less don't unsuspend" (the phase said first), "Unsuspend all of your Digimon
 * with <Blocker> and they get +5000 DP for the turn" (each Digimon the clause before chose),
 * "Trash 1 of your opponent's security cards" (the older wording of "their top security card"),
 * "..., and you may attack a player with that Digimon" (as "that Digimon may attack a player").
 */
import type { EffectContext } from "../reading.ts";
import type { Op } from "../../model/index.ts";
import { duration } from "./duration.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { fieldTarget } from "./filters.ts";
import { restricted } from "./restrict.ts";

export function chooseSourcesAndTrash(c: Cursor): Op[] | null {
  const m = c.re(`choose ${NUMBER} digivolution cards? (?:of|from|under)`);
  const target = m && fieldTarget(c, false);
  if (!m || !target || target === "this" || !c.is("and trash (?:it|them)")) return null;
  return [{ op: "trashAnySources", n: toNumber(m[1]!), target }];
}

export function unsuspendPhaseFirst(c: Cursor): Op[] | null {
  if (!c.is("(?:during|in) (?:your opponent's|their) next unsuspend phase,?")) return null;
  const target = restricted(c);
  if (!target || !c.is("(?:can't|cannot|doesn't|don't|does not|do not) (?:be )?unsuspend(?:ed)?"))
    return null;
  return [{ op: "noUnsuspend", target, until: "nextUnsuspendPhase" }];
}

/** "... and they get +5000 DP for the turn": after a trigger naming Digimon, "they" would be those, so not read there. */
export function theyGet(c: Cursor, ctx: EffectContext): Op[] | null {
  if (ctx.subject) return null;
  const m = c.re("they get ([+-]\\d+) DP");
  const d = m && (duration(c) ?? ctx.duration);
  if (!m || !d) return null;
  return [
    {
      op: "onReferent",
      referent: "it",
      chosenOnly: true,
      then: [{ op: "dp", target: "this", amount: Number(m[1]), duration: d }],
    },
  ];
}

/**
 * "Trash 1 of your opponent's security cards", "trash 1 card from the top of your opponent's
 * security stack": "trash your opponent's top security card" said otherwise; the stack is face
 * down, so the cards go from the top.
 */
export function trashTheirSecurityCards(c: Cursor): Op[] | null {
  const m = c.re(
    `trash (?:${NUMBER} of your opponent's security cards?|${NUMBER} cards? from the top of your opponent's security stack)`,
  );
  return m ? [{ op: "trashSecurity", side: "opponent", n: toNumber((m[1] ?? m[2])!), from: "top" }] : null;
}

/** "you may attack a player with that Digimon": the Digimon the clause before chose may attack (not read after a trigger naming one). */
export function attackWithIt(c: Cursor, ctx: EffectContext): Op[] | null {
  if (ctx.subject) return null;
  const m = c.re(
    "you may attack (a player|your opponent's Digimon|an opponent's Digimon)? ?with (?:it|that Digimon)(?!')",
  );
  if (!m) return null;
  const target = m[1] ? (/player/i.test(m[1]) ? ("player" as const) : ("digimon" as const)) : undefined;
  return [
    {
      op: "onReferent",
      referent: "it",
      then: [{ op: "attackBy", who: "this", ...(target ? { target } : {}) }],
    },
  ];
}
