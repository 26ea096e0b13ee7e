/**
 * Restrictions made by effects for a duration ("1 of their Digimon can't unsuspend until
 * their turn ends", "Your opponent's Digimon can't attack players for the turn"), and the
 * check the suspend and unsuspend operations make before they act.
 */
import type { CardFilter, Op, Restriction } from "../model/index.ts";
import { forbidden, immunityWords, isImmunity } from "../derive/index.ts";
import { affectable, chooseTargets, effectOrigin } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import {
  type DigimonState,
  type Permanent,
  endsOf,
  endsWords,
  findPermanent,
  opponentOf,
  permName,
} from "../state/state.ts";

const WORDS: Record<Restriction, string> = {
  attack: "attack",
  attackPlayers: "attack players",
  attackDigimon: "attack Digimon",
  block: "block",
  beBlocked: "be blocked",
  beAttacked: "be attacked",
  suspend: "suspend",
  unsuspend: "unsuspend",
  digivolve: "digivolve",
  switchTarget: "have its attack target switched",
  unsuspendInPhase: "unsuspend in the unsuspend phase",
  beDeletedInBattle: "be deleted in battle",
  beDeletedByOpponent: "be deleted by the opponent's effects",
  beDeleted: "be deleted",
  beReturned: "be returned to the hand or deck",
  beReturnedByOpponent: "be returned to the hand or deck by the opponent's effects",
  activateOnPlay: "activate [On Play] effects",
  activateWhenDigivolving: "activate [When Digivolving] effects",
  activateWhenAttacking: "activate [When Attacking] effects",
  beAffectedByOpponent: "be affected by the opponent's effects",
  beAffectedByOpponentDigimon: "be affected by the effects of the opponent's Digimon",
  beAffectedByOpponentOption: "be affected by the effects of the opponent's Option cards",
  beAffectedByOpponentTamer: "be affected by the effects of the opponent's Tamers",
  haveDpReduced: "have its DP reduced",
  haveDpReducedByOpponent: "have its DP reduced by the opponent's effects",
  haveStackTrashedByOpponent: "have its stacked cards trashed by the opponent's effects",
  beAffectedByDeDigivolve: "be affected by <De-Digivolve> effects",
  beAffectedByOpponentDeDigivolve: "be affected by the opponent's <De-Digivolve> effects",
  attackUnsuspended: "attack unsuspended Digimon",
  activateOptionSecurity: "activate [Security] effects on Option cards it checks",
  activateCheckedSecurity: "activate [Security] effects on cards it checks",
};

export function restrictionWords(cant: Restriction[]): string {
  return cant.map((c) => WORDS[c]).join(" or ");
}

/** "can't attack", or for an immunity "isn't affected by the opponent's effects" (15-15-5). */
function predicateWords(cant: Restriction[]): string {
  const immune = cant.filter(isImmunity);
  const rest = cant.filter((c) => !isImmunity(c));
  return [
    ...(rest.length ? [`can't ${restrictionWords(rest)}`] : []),
    ...immune.map((i) => `isn't affected by ${immunityWords(i)} (15-15-5)`),
  ].join(" and ");
}

export function runRestrict(sc: OpScope, op: Extract<Op, { op: "restrict" }>): string[] {
  const { s, me } = sc;
  const source = `[${sc.forCard}]`;
  const list = (s.restrictions ??= []);
  const ends = endsOf(s, me, op.duration);
  const until = endsWords(s, ends);
  const by = {
    ...(op.by ? { by: op.by } : {}),
    ...(ends === undefined ? {} : { ends }),
    origin: effectOrigin(sc),
  };
  if (
    typeof op.target === "object" &&
    op.target.count === "all" &&
    op.target.side !== "any" &&
    isPlain(op.target)
  ) {
    // Overall processing that lasts also reaches Digimon placed later (15-11-2-2).
    const player = op.target.side === "you" ? me : opponentOf(s, me);
    for (const cant of op.cant) list.push({ cant, player, source, ...by });
    return [`player ${player}'s Digimon ${predicateWords(op.cant)} ${until} (15-11-2-2)`];
  }
  if (typeof op.target === "object" && op.target.count === "all" && standsAlone(op.target.filter)) {
    // Overall processing with a condition reaches whichever Digimon meet it at each moment (15-11-2-3).
    const sides = op.target.side === "any" ? s.order : [op.target.side === "you" ? me : opponentOf(s, me)];
    const filter = op.target.filter;
    for (const player of sides)
      for (const cant of op.cant) list.push({ cant, player, filter, source, ...by });
    return [
      `${sides.map((p) => `player ${p}'s`).join(" and ")} Digimon that meet the condition ${predicateWords(op.cant)} ${until}, for as long as each meets it (15-11-2-3)`,
    ];
  }
  const picked =
    op.target === "this"
      ? sc.self
        ? [sc.self]
        : []
      : op.target === "chosen" || op.target === "them" || op.target === "played"
        ? affectable(
            sc,
            ((op.target === "played" ? sc.played : sc.chosen) ?? []).filter(
              (p) => findPermanent(s, p.pid) === p,
            ),
            true,
          )
        : chooseTargets(sc, op.target, "restrict", true);
  if (picked.length === 0) return ["there is no Digimon to restrict"];
  return picked.map((p) => {
    for (const cant of op.cant) list.push({ cant, pid: p.pid, source, ...by });
    return `${permName(p)} ${predicateWords(op.cant)} ${until}`;
  });
}

/** "All of your opponent's Digimon" with no other condition: it reaches later Digimon too. */
export function isPlain(t: { filter: object }): boolean {
  return Object.keys(t.filter).every((k) => k === "category");
}

/**
 * A condition that can be checked later without the effect's own card or moment: not "other",
 * "this Digimon's", "that Digimon", nor a value taken when the effect ran.
 */
export function standsAlone(f: CardFilter): boolean {
  const tied: (keyof CardFilter)[] = [
    "other",
    "isSelf",
    "maxDpOfSelf",
    "minDpOfSelf",
    "maxPlayCostOfSelf",
    "maxSourcesOfSelf",
    "minSourcesOfSelf",
    "sameNameAsSelf",
    "maxLevelCount",
    "minLevelCount",
    "maxPlayCostCount",
    "subject",
    "amongSubjects",
    "atMostOf",
    "sharesNameOf",
    "extreme",
  ];
  if (tied.some((k) => f[k] !== undefined)) return false;
  return [...(f.anyOf ?? []), ...(f.noneOf ?? [])].every(standsAlone);
}

/** Why an effect can't suspend or unsuspend this card now (a note for the trace), or null. */
export function cantChange(s: DigimonState, p: Permanent, to: "suspend" | "unsuspend"): string | null {
  const why = forbidden(s, p, to);
  return why ? `${permName(p)} can't ${to}: an effect of ${why} prevents it (15-8-2)` : null;
}
