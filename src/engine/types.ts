/**
 * The engine kernel's contract with a game.
 *
 * The kernel owns the resolution loop (resolver.ts): apply, trigger, rules processing,
 * choose, activate-or-fail, repeat. A game owns everything about its state and supplies
 * a `Ruleset`. The kernel never looks inside the state, the events or the effects' sources:
 * it only orders, records and asks.
 *
 * Mechanisms a game opts into (each general, none named after a game):
 * - `pending: "pool"`: pending effects wait in one pool instead of layers, so the turn
 *   player's always come first (games with turn-player priority over all waiting abilities);
 * - `ctx.checkRules()`: rule checks in the middle of an effect, for games whose rules check
 *   the state even while an effect resolves; games that never call it keep checks between steps;
 * - `gameOver(state)`: a game decided by the state (a loss) ends the resolution there.
 */
import type { EffectStatus, FinalState, PlayerId } from "./trace.ts";

/** Something that happened while an action or effect was applied. Games define the kinds. */
export interface GameEvent {
  kind: string;
  /**
   * Which atomic moment it happened in: events with the same moment happened "at the same
   * time", so an effect whose condition they meet triggers once (15-5-2), but the same effect
   * can trigger again from another moment.
   */
  moment: number;
}

/** A triggered effect as the game reports it, before the kernel places it in a layer. */
export interface Triggered {
  /** Identifies the ability instance (which ability, on which card). */
  key: string;
  /**
   * The moment whose events triggered it: one condition met several times in the same moment
   * triggers once (15-5-2), but it triggers again from another moment (15-4-2-4).
   */
  moment: number;
  player: PlayerId;
  card: string;
  name: string;
  /** A short label for the effect, e.g. "[On Deletion] <Draw 1>". */
  label: string;
  /** Game data: which ability, and whatever was referenced at trigger time (15-8-3-8). */
  source: unknown;
}

export interface PendingEffect extends Triggered {
  id: number;
  status: EffectStatus;
}

export interface Layer {
  id: number;
  effects: PendingEffect[];
}

export type Activation = { ok: true } | { ok: false; reason: string; rule: string };

export interface ChoiceOption {
  id: string;
  label: string;
  /** Card code the option refers to, so a script can name it by code. */
  card?: string;
  /** Words that tell apart options of one card (a pending effect's label), for `CODE(words)` in a script. */
  detail?: string;
}

export interface ChoiceRequest {
  kind: "order" | "target" | "yesno";
  player: PlayerId;
  prompt: string;
  options: ChoiceOption[];
  min: number;
  max: number;
  /** The card whose effect asks; a scripted answer may be addressed to it. */
  forCard?: string;
  /**
   * A canonical key of the game state, the pending layers and this question, filled in by
   * the kernel when the ruleset can key its state: equal keys mean equal futures (explorer).
   */
  stateKey?: string;
}

export interface ChoiceAnswer {
  picked: string[];
  by: "script" | "default" | "interactive";
}

/** Every decision goes through a Chooser: scripted, the documented default, interactive or an explorer. */
export interface Chooser {
  choose(req: ChoiceRequest): ChoiceAnswer;
  /**
   * A choice the rules settled alone (as many legal options as it asks for, all taken): a
   * scripted answer naming exactly them is spent on it, so it does not answer a later choice.
   */
  settled?(req: ChoiceRequest): void;
}

/** What a game may do while applying an action or effect. */
export interface EffectContext {
  emit(event: { kind: string; moment?: number } & Record<string, unknown>): void;
  /** Start a new atomic moment: later events are no longer simultaneous with earlier ones. */
  nextMoment(): number;
  choose(req: ChoiceRequest): string[];
  /** Reports a choice the rules settled alone: every option is taken, nobody is asked (Chooser.settled). */
  settled(req: ChoiceRequest): void;
  /** A line describing a state change, shown under the current step. */
  note(line: string): void;
  /**
   * An immediate-type effect ("when ... would ...") acted in the middle of the current
   * processing: it is recorded as its own step right away (15-8-5).
   */
  interrupt(step: { player: PlayerId; card: string; text: string; rule: string }): void;
  /** Counts work against the step budget. */
  tick(): void;
  /**
   * Runs the game's rule checks now, in the middle of the current processing, for games
   * whose rules check the state even while an effect resolves (Duel Masters 111.2d). Each
   * round is recorded as a rules-processing step right away; what the rounds trigger waits,
   * with the rest of the effect's triggers, until the current processing is over.
   */
  checkRules(): void;
}

export interface RuleCheckResult {
  text: string;
  rule: string;
  /** Card the check is mainly about, when there is exactly one. */
  card: string | null;
}

export interface EditionSwitch {
  id: string;
  /** What the switch decides, in one line. */
  summary: string;
  source: string;
}

export interface Edition {
  id: string;
  title: string;
  /**
   * true (older wiki rulings): effects triggered by a rule check form a newer layer, so they
   * activate before the effects that triggered from the action or effect.
   * false (current rules, 15-4-3-3): they join the layer of the effects that triggered at
   * that timing.
   */
  ruleCheckTriggersNewLayer: boolean;
  switches: EditionSwitch[];
}

export interface Ruleset<S, A> {
  game: string;
  edition: Edition;
  turnPlayer(state: S): PlayerId;
  /** Players in the order they act after the turn player (turn player first). */
  players(state: S): PlayerId[];
  /** Sentence for the action step, and the rule it follows. */
  describeAction(
    state: S,
    action: A,
  ): { player: PlayerId; card: string | null; text: string; rule: string | null };
  /** Throws a RulesError when the action is illegal; otherwise applies it. */
  applyAction(state: S, action: A, ctx: EffectContext): void;
  /**
   * Some actions go on through further timings once everything pending is resolved (an
   * attack's block timing, battle, security check). Applies the next timing and describes it,
   * or returns null when the action is over.
   */
  continueAction?(
    state: S,
    ctx: EffectContext,
  ): { player: PlayerId | null; card: string | null; text: string; rule: string | null } | null;
  /** Effects whose trigger conditions the events met, each at most once per condition. */
  collectTriggers(state: S, events: GameEvent[]): Triggered[];
  /** One simultaneous round of rule checks, or null when nothing is to be done. */
  ruleCheck(state: S, ctx: EffectContext): RuleCheckResult | null;
  checkActivation(state: S, effect: PendingEffect, ctx: EffectContext): Activation;
  /** Activates a pending effect. Returns the sentence describing what it did. */
  activate(state: S, effect: PendingEffect, ctx: EffectContext): { text: string; rule: string | null };
  final(state: S): FinalState;
  /** What the resolution stops short of once nothing is pending (a turn end no action asked for), or null. */
  closingNote?(state: S): string | null;
  /** Card code → name for the cards in the state, so the views can name every card. */
  cardNames?(state: S): Record<string, string>;
  /** A canonical serialization of everything in the state that can change the outcome. */
  stateKey?(state: S): string;
  /**
   * How pending effects wait (default "layers"). "layers": what each step triggers forms a
   * new layer and the newest layer with pending effects is served first. "pool": every
   * pending effect waits in one pool, so the turn player activates theirs, in the order they
   * choose, as long as they have any, and only then the next player (Duel Masters 101.4,
   * WIXOSS trigger abilities).
   */
  pending?: "layers" | "pool";
  /**
   * The game's end when the state has decided it (a player lost), with the rule; null while
   * the game goes on. Checked after every step: once it answers, nothing else is processed.
   */
  gameOver?(state: S): { text: string; rule: string } | null;
}
