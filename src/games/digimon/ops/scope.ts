/**
 * The scope an operation runs in: the state, the context, whose effect it is, and `run` for the
 * operations nested in it. Handlers run nested operations through `sc.run(op)`, so no handler
 * imports the dispatcher; dispatch.ts binds itself here when it loads (ops/index.ts).
 */
import type { EffectContext } from "../../../engine/types.ts";
import type { Op } from "../model/index.ts";
import type { DigimonSource } from "../state/events.ts";
import type { CardInst, DigimonState, EffectOrigin, Permanent, PlayerId } from "../state/state.ts";

/** What the interrupted processing learns from the immediate-type effects it ran. */
export interface WouldOutcome {
  prevented: boolean;
  reduction: number;
  /** "its cost is equal to ...": the cost this effect set, before its own reduction. */
  setTo?: number;
  /** The card a cost change is about: the one played, used, linked or digivolved into. */
  card?: CardInst;
}

export interface OpScope {
  s: DigimonState;
  ctx: EffectContext;
  me: PlayerId;
  /** The Digimon or Tamer whose effect this is, when it is on the field. */
  self?: Permanent;
  /** The Digimon as it was when it left the field, for the conditions of an [On Deletion] effect (15-8-3-9-4). */
  lastKnown?: Permanent;
  source?: DigimonSource;
  /** Card whose effect asks, for choices addressed by card. */
  forCard: string;
  /** The Digimon the effect's last choice of targets picked, for "It ..." / "That Digimon ...". */
  chosen?: Permanent[];
  /** An immediate-type effect's view of the cause it interrupts (immediate-effects.ts). */
  would?: WouldOutcome;
  /** The Digimon an immediate-type effect is about ("prevent that deletion"). */
  subject?: Permanent;
  /** The Digimon about to digivolve, when an immediate-type effect is about a digivolution (two for DNA). */
  digivolving?: Permanent[];
  /** "This card": the Option being used, or the card a security check revealed. */
  usedCard?: CardInst;
  /** A [Hand] or [Trash] [Main] effect, or a [Trash] or [Security] immediate-type one (15-14): where `usedCard` was, as it was then. */
  activatedFrom?: { area: "hand" | "trash" | "security"; epoch: number };
  /** Whose effect this is, when `self` no longer says it ("it gets ..." run on another Digimon). */
  origin?: EffectOrigin;
  /** The cards this effect last trashed, deleted or placed, for "less than or equal to the trashed card's level". */
  moved?: CardInst[];
  /** The Digimon this effect played so far, for "the Digimon this effect played" (later.ts). */
  played?: Permanent[];
  /**
   * The Digimon this effect digivolved so far ("the Digimon that digivolved with this effect"):
   * one list, which the scope's copies share (newScope makes it).
   */
  digivolved?: Permanent[];
  /**
   * Set while a cost is paid (pay-cost.ts): a cost is paid in full (15-7), so a pick from the
   * hand made then can't come up short as an effect's may (private-pick.ts).
   */
  paying?: boolean;
  /** What a cost being paid could not do in full (a deletion an immediate-type effect prevented): see payThen. */
  shortfall?: string;
  /**
   * The effect running this operation was optional (a "you may" the player took): an effect it
   * activates keeps its own "you may"; under a mandatory one that choice is made for the player (15-15-7-4).
   */
  optional?: true;
  /** Activated by a mandatory effect: this effect's "you may" choices are made for the player (15-15-7-4). */
  forced?: true;
  /** Runs a nested operation in this scope (or a copy of it), through the dispatch table (dispatch.ts). */
  run(op: Op): string[];
}

/** What an operation's handler does: the operation run in a scope, its steps in words. */
export type Handler<O extends Op> = (sc: OpScope, op: O) => string[];

let dispatcher: Handler<Op> | undefined;

export function bindDispatcher(dispatch: Handler<Op>): void {
  dispatcher = dispatch;
}

/** A scope for an effect that no other effect nests: its `run` goes through the dispatch table. */
export function newScope(fields: Omit<OpScope, "run">): OpScope {
  return {
    ...fields,
    digivolved: [],
    run(op) {
      if (!dispatcher)
        throw new Error("ops/dispatch.ts binds the dispatcher: import the ops layer through ops/index.ts");
      return dispatcher(this, op);
    },
  };
}

/**
 * Runs `f` with the scope's optional/forced flags set, then puts them back. The scope itself, not
 * a copy, so what the ops record on it ("the cards this effect moved") stays for the ops after.
 */
export function withFlags<T>(sc: OpScope, flags: Pick<OpScope, "optional" | "forced">, f: () => T): T {
  const was = { optional: sc.optional, forced: sc.forced };
  set(sc, flags);
  try {
    return f();
  } finally {
    set(sc, was);
  }
}

function set(sc: OpScope, flags: Pick<OpScope, "optional" | "forced">): void {
  if (flags.optional) sc.optional = true;
  else delete sc.optional;
  if (flags.forced) sc.forced = true;
  else delete sc.forced;
}
