/**
 * Whether the engine runs a compiled ability as its text says, in every situation the engine
 * simulates. An ability that acts only where the engine never goes (counter timing, the
 * unsuspend phase, activating a [Main] effect of a card on the field) is inert and
 * counts as runnable; one that acts where the engine goes but is not implemented does not.
 */
import type { Ability, FieldTarget, Op, Timing } from "../model/index.ts";
import { KEYWORD_SUPPORT } from "./readers/keywords.ts";
import { laterProblem } from "./readers/later.ts";
import { partitionCards, specifiedCard, useRequirementFilter } from "../model/index.ts";
import { continuousGap } from "./readers/persistent-effects.ts";
import { optionChildOps, optionOpProblem } from "./readers/options.ts";
import { securityOpProblem } from "./readers/security.ts";

/** Timings the engine triggers or reaches. */
const RUN: ReadonlySet<Timing> = new Set([
  "onPlay",
  "whenDigivolving",
  "whenAttacking",
  "onDeletion",
  "security",
  "main",
  "startOfYourTurn",
  "endOfYourTurn",
  "startOfOpponentsTurn",
  "endOfOpponentsTurn",
  "endOfAllTurns",
  "when",
  "endOfAttack",
  "whenLinking",
]);
/** Timings of steps the engine does not simulate. */
const INERT: ReadonlySet<Timing> = new Set([
  "counter",
  "startOfYourMainPhase",
  "startOfOpponentsMainPhase",
  "whenMoving",
]);

/** Timings a card in the trash triggers at: an event ("When ...") or a turn timing. */
const TRASH_TIMINGS: ReadonlySet<Timing> = new Set([
  "when",
  "startOfYourTurn",
  "endOfYourTurn",
  "startOfOpponentsTurn",
  "endOfOpponentsTurn",
  "endOfAllTurns",
]);

function walk(ops: Op[], visit: (op: Op) => string | null): string | null {
  for (const op of ops) {
    const why = visit(op);
    if (why) return why;
    const inner =
      op.op === "if" ||
      op.op === "ifDna" ||
      op.op === "ifDeleted" ||
      op.op === "raiseLevelMax" ||
      op.op === "perTriggerCount" ||
      op.op === "atEndOfTurn" ||
      op.op === "onReferent" ||
      op.op === "scaled" ||
      op.op === "raiseMax" ||
      op.op === "ifDigixros" ||
      op.op === "ifPlayedByEffect" ||
      op.op === "repeat" ||
      op.op === "opponentMay"
        ? op.then
        : op.op === "overwrite"
          ? [...op.normal, ...(op.cost ?? []), ...op.instead]
          : op.op === "ifOutcome" || op.op === "perOutcome"
            ? [...op.ops, ...op.then]
            : op.op === "choose"
              ? op.options.flat()
              : op.op === "may"
                ? [...(op.cost ?? []), ...op.then]
                : optionChildOps(op);
    if (inner) {
      const w = walk(inner, visit);
      if (w) return w;
    }
    const otherwise = op.op === "opponentMay" ? walk(op.otherwise ?? [], visit) : null;
    if (otherwise) return otherwise;
    // The cost change a "the next time ... digivolves" effect leaves runs its own ops later.
    const next = op.op === "nextDigivolve" ? walk([...(op.cost ?? []), ...op.ops], visit) : null;
    if (next) return next;
  }
  return null;
}

/** Null when the engine runs the ability; otherwise why not. */
export function whyNotExecutable(a: Ability, index: { security: number }): string | null {
  if (a.category === "keyword" && a.keyword) {
    if (a.keyword === "useRequirement" && !useRequirementFilter(a.keywordParam))
      return `<Use Req.> with "${a.keywordParam ?? ""}" is not implemented by the engine`;
    if (a.keyword === "decode" && !specifiedCard(a.keywordParam ?? ""))
      return `<Decode> with "${a.keywordParam ?? ""}" is not implemented by the engine`;
    if (a.keyword === "succession" && !specifiedCard(a.keywordParam ?? ""))
      return `<Succession> with "${a.keywordParam ?? ""}" is not implemented by the engine`;
    if (a.keyword === "partition" && !partitionCards(a.keywordParam ?? ""))
      return `<Partition> with "${a.keywordParam ?? ""}" is not implemented by the engine`;
    if (a.keyword === "overclock" && !/^\[[^\]]+\] trait$/i.test(a.keywordParam?.trim() ?? ""))
      return `<Overclock> with "${a.keywordParam ?? ""}" is not implemented by the engine`;
    const support = KEYWORD_SUPPORT[a.keyword];
    return support === "missing" ? `keyword <${a.keyword}> is not implemented by the engine` : null;
  }
  // [Trash] and [Security] "would leave", "would digivolve" effects: ops/immediate-effects.ts.
  const offField =
    (a.zone === "trash" || a.zone === "security") && (a.would?.on === "leave" || a.would?.on === "digivolve");
  if (a.category === "immediate" && a.zone && a.zone !== "breeding" && !offField)
    return `the engine does not run immediate-type effects of cards in the ${a.zone}`;
  const timing = a.timing;
  if (timing && INERT.has(timing)) return null;
  if (timing && !RUN.has(timing)) return `the engine does not trigger [${timing}] effects`;
  // [Trash] effects trigger in their owner's trash, on an event or at a turn timing (15-14-3-1): turn/triggers.ts.
  // [Security] "When ..." effects trigger face up in the security stack (15-14-5-1): the same place.
  const trashTrigger =
    (a.zone === "trash" && timing !== undefined && TRASH_TIMINGS.has(timing)) ||
    (a.zone === "security" && timing === "when");
  // [Breeding] effects trigger in the breeding area (15-14-4-1): turn/triggers.ts.
  if (
    a.zone &&
    a.zone !== "breeding" &&
    !trashTrigger &&
    (a.timing === "when" || (timing && RUN.has(timing) && timing !== "main"))
  )
    return `the engine does not trigger effects of cards in the ${a.zone}`;
  if (timing === "security" && index.security > 0)
    return "the engine activates only a card's first [Security] effect";
  // [Main] effects are used in one's own turn anyway, so "[Your Turn]" limits nothing there.
  const mainOnly = a.persistent?.timing === "main" && a.turn === "your";
  if (a.persistent?.kind === "sourceEffects" && a.turn && a.turn !== "all" && !mainOnly)
    return "effects gained from digivolution cards under a turn limit are not implemented by the engine";
  const grants = a.persistent?.kind === "continuous" ? continuousGap(a.persistent.grants ?? []) : null;
  if (grants) return grants;
  // Effects a continuous effect gives run as the reached Digimon's own (derive/protections.ts).
  for (const g of a.persistent?.kind === "continuous" ? (a.persistent.grants ?? []) : [])
    for (const e of "effects" in g ? g.effects : []) {
      const why = whyNotExecutable(e, { security: 0 });
      if (why) return `a granted effect: ${why}`;
    }
  const later = laterProblem(a);
  if (later) return later;
  const inSecurity = timing === "security";
  return walk([...(a.cost ?? []), ...a.ops], (op) => {
    // A card trashed from a security stack activates its [Main] effect from the trash, as does a
    // card's [Trash] effect (activate-main.ts).
    const trashedFromSecurity = a.when?.on === "trashedSelf" && a.when.from === "security";
    const securityOnly = [
      "playSelfAfterBattle",
      ...(trashedFromSecurity ? [] : ["activateSecurity"]),
      ...(trashedFromSecurity || a.zone === "trash" ? [] : ["activateMain"]),
    ];
    if (securityOnly.includes(op.op) && !inSecurity)
      return `${op.op} outside a [Security] effect is not implemented`;
    // A "When ... is deleted" trigger knows whether an effect deleted its Digimon (turn/triggers.ts).
    const byEffectKnown = op.op === "ifDeleted" && op.byEffect === true && a.when?.on === "deleted";
    if (op.op === "ifDeleted" && timing !== "onDeletion" && !byEffectKnown)
      return "how a deletion happened is known only to [On Deletion] effects";
    if (op.op === "if" && op.cond.is === "deletedSelf" && timing !== "onDeletion")
      return "what the deleted Digimon had is known only to [On Deletion] effects";
    if (op.op === "gainKeyword" && KEYWORD_SUPPORT[op.keyword] === "missing")
      return `a gained <${op.keyword}> is not seen by the engine`;
    if (op.op === "gainEffect") return gainedProblem(op.abilities, op.target);
    if (op.op === "returnSelfToDeck" && a.zone !== "trash")
      return "returning this card to the deck is implemented only for an effect of a card in the trash";
    if (op.op === "playToken" && op.token.dp === undefined)
      return "a Token whose card information the text does not give";
    if (op.op === "playToken")
      for (const t of op.token.abilities) {
        const why = whyNotExecutable(t, { security: 0 });
        if (why) return `a Token's effect: ${why}`;
      }
    return optionOpProblem(a, op) ?? securityOpProblem(a, op);
  });
}

/**
 * A gained effect runs when it triggers like a card's own (15-15-2); of the other kinds, only a
 * continuous effect on the Digimon itself is looked up (its grants, as its printed ones:
 * derive/persistent-effects.ts), gained by chosen Digimon or by all of the player's own.
 */
function gainedProblem(abilities: Ability[], target: FieldTarget | "this"): string | null {
  for (const a of abilities) {
    if (
      a.category === "persistent" &&
      ownContinuous(a) &&
      (target === "this" || target.count !== "all" || target.side === "you")
    )
      continue;
    if (a.category !== "trigger")
      return "a gained effect that is not a triggered one is not seen by the engine";
    const why = whyNotExecutable(a, { security: 0 });
    if (why) return `a gained effect: ${why}`;
  }
  return null;
}

export function executable(abilities: { list: Ability[]; security?: boolean }[]): string[] {
  const reasons: string[] = [];
  for (const { list } of abilities) {
    const index = { security: 0 };
    const seen = new Set<string>();
    for (const a of list) {
      const why = whyNotExecutable(a, index);
      if (why) reasons.push(`${a.id}: ${why}`);
      if (a.timing === "security" && !seen.has(a.id)) {
        seen.add(a.id);
        index.security++;
      }
    }
  }
  return reasons;
}

/**
 * A continuous effect that reaches only its own Digimon, with no condition; a turn limit
 * ("[Opponent's Turn]") is its owner's, as for a printed one (derive/persistent-effects.ts).
 */
function ownContinuous(a: Ability): boolean {
  const p = a.persistent;
  return p?.kind === "continuous" && (p.reach ?? "this") === "this" && !p.while;
}
