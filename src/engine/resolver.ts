/**
 * The resolution loop, the same for every game (DESIGN.md "The engine"):
 *
 * 1. apply the action atomically, recording events (immediate-type effects act inside it);
 * 2. trigger: the effects the events met become pending as one new layer;
 * 3. rules processing: the game's checks run until none applies, each round one step; what
 *    they trigger forms a newer layer or joins step 2's layer, as the edition says;
 * 4. serve the newest layer with pending effects: the turn player's effects first, in the
 *    order they choose, then the other player's; each activation goes back to step 1;
 * 5. an effect that can no longer activate fails, with the reason the game gives;
 * 6. when nothing is pending, the action may go on to its next timing (continueAction), and
 *    steps 2-5 repeat for it; otherwise stop. Every unit of work counts against the budget.
 *
 * Variations a ruleset chooses, all general (see types.ts):
 * - pending "pool" instead of "layers": whatever triggers joins the one pool of waiting
 *   effects, so step 4 always serves the turn player while they have any;
 * - ctx.checkRules(): the game runs step 3 in the middle of an effect, each round a step of
 *   its own; what it triggers still waits until the effect is over;
 * - gameOver(state): after any step, a decided game ends the resolution with its rule.
 */
import { defaultChooser } from "./chooser.ts";
import { BudgetExceededError } from "./errors.ts";
import { LoopWatch } from "./loops.ts";
import type { ChoiceRecord, LayerView, PlayerId, Trace, TraceStep } from "./trace.ts";
import type {
  ChoiceAnswer,
  ChoiceRequest,
  Chooser,
  EffectContext,
  GameEvent,
  Layer,
  PendingEffect,
  Ruleset,
  Triggered,
} from "./types.ts";
import { aside, describeTriggers } from "./wording.ts";

export const DEFAULT_STEP_BUDGET = 10_000;

export interface ResolveOptions {
  chooser?: Chooser;
  /** Units of work before the resolution is stopped with a clear error. */
  budget?: number;
}

/** Rule citations the ruleset gives for the kernel's ordering decisions. */
export interface OrderingRules {
  turnPlayerFirst: string;
  otherPlayerNext: string;
  newerLayerFirst: string;
  derivedForOtherPlayerFirst: string;
  simultaneous: string;
  ruleCheckJoins: string;
  ruleCheckNewLayer: string;
}

export function resolve<S, A>(
  rules: Ruleset<S, A> & { ordering: OrderingRules },
  state: S,
  action: A,
  options: ResolveOptions = {},
): Trace {
  return new Resolution(rules, state, options).run(action);
}

class Resolution<S, A> {
  private readonly steps: TraceStep[] = [];
  private readonly layers: Layer[] = [];
  private events: GameEvent[] = [];
  private moment = 0;
  private work = 0;
  private nextEffectId = 1;
  private nextLayerId = 1;
  private current: TraceStep | null = null;
  private readonly loops = new LoopWatch();
  /** Set when the resolution must stop early: a draw by an infinite loop (18-3-2). */
  private outcome: string | null = null;
  private readonly chooser: Chooser;
  private readonly budget: number;
  private readonly ctx: EffectContext;

  constructor(
    private readonly rules: Ruleset<S, A> & { ordering: OrderingRules },
    private readonly state: S,
    options: ResolveOptions,
  ) {
    this.chooser = options.chooser ?? defaultChooser;
    this.budget = options.budget ?? DEFAULT_STEP_BUDGET;
    this.ctx = this.makeContext();
  }

  run(action: A): Trace {
    const described = this.rules.describeAction(this.state, action);
    const step = this.open("action", described.player, described.card, described.rule);
    this.rules.applyAction(this.state, action, this.ctx);
    this.finishStep(step, described.text);

    for (;;) {
      this.resolvePending();
      if (this.outcome || !this.continueAction()) break;
    }
    if (!this.outcome) {
      const end = this.open("end", null, null, null);
      const note = this.rules.closingNote?.(this.state);
      end.text = `No effect is pending: the resolution is complete.${note ? ` ${note}` : ""}`;
      this.close(end);
    }
    this.steps.forEach((s, i) => (s.n = i + 1));
    const final = this.rules.final(this.state);
    return {
      game: this.rules.game,
      edition: this.rules.edition.id,
      editionTitle: this.rules.edition.title,
      ...(this.rules.cardNames ? { cards: this.rules.cardNames(this.state) } : {}),
      steps: this.steps,
      final: this.outcome ? { ...final, outcome: this.outcome } : final,
    };
  }

  private resolvePending(): void {
    for (;;) {
      if (this.outcome) return;
      this.tick();
      this.popResolvedLayers();
      const served = this.layers.at(-1);
      if (!served) return;
      this.serve(served);
    }
  }

  /** The action's next timing, once nothing is pending (e.g. 11-1-4 for attacks). */
  private continueAction(): boolean {
    if (!this.rules.continueAction) return false;
    const step = this.open("action", null, null, null);
    const next = this.rules.continueAction(this.state, this.ctx);
    if (!next) {
      this.discard(step);
      return false;
    }
    Object.assign(step, { player: next.player, card: next.card, rule: next.rule });
    this.finishStep(step, next.text);
    return true;
  }

  /** Step 4 and 5: pick the next effect of the served layer and activate it or fail it. */
  private serve(layer: Layer): void {
    const pending = layer.effects.filter((e) => e.status === "pending");
    const turnPlayer = this.rules.turnPlayer(this.state);
    const actor = this.rules.players(this.state).find((p) => pending.some((e) => e.player === p));
    if (actor === undefined) return;
    const mine = pending.filter((e) => e.player === actor);
    const { effect, record } = this.pickNext(actor, mine);
    const why = this.explainOrder(layer, actor, turnPlayer, mine.length);

    effect.status = "activating";
    const check = this.rules.checkActivation(this.state, effect, this.ctx);
    if (!check.ok) {
      const step = this.open("fail", effect.player, effect.card, check.rule);
      if (record) step.choices = [record];
      effect.status = "failed";
      step.why = why.text;
      step.text = `Player ${effect.player}'s ${effect.name.trim() || effect.card}${aside(effect.label)} fails to activate: ${check.reason}`;
      this.close(step);
      return;
    }
    const step = this.open("activate", effect.player, effect.card, why.rule);
    if (record) step.choices = [record];
    step.why = why.text;
    const result = this.rules.activate(this.state, effect, this.ctx);
    effect.status = "activated";
    this.finishStep(step, result.text);
  }

  private pickNext(
    player: PlayerId,
    mine: PendingEffect[],
  ): { effect: PendingEffect; record?: ChoiceRecord } {
    if (mine.length === 1) return { effect: mine[0]! };
    const req = {
      kind: "order" as const,
      player,
      prompt: `Player ${player}: which of your pending effects activates next?`,
      options: mine.map((e) => ({
        id: String(e.id),
        label: `${e.card} ${e.name}`,
        card: e.card,
        ...(e.label ? { detail: e.label } : {}),
      })),
      min: 1,
      max: 1,
    };
    const answer = this.ask(req);
    const effect = mine.find((e) => String(e.id) === answer.picked[0]) ?? mine[0]!;
    return {
      effect,
      record: { player, prompt: req.prompt, picked: [`${effect.card} ${effect.name}`], by: answer.by },
    };
  }

  private explainOrder(
    layer: Layer,
    actor: PlayerId,
    turnPlayer: PlayerId,
    choices: number,
  ): { text: string; rule: string } {
    const o = this.rules.ordering;
    const olderTurnPending = this.layers.some(
      (l) => l !== layer && l.effects.some((e) => e.status === "pending" && e.player === turnPlayer),
    );
    const newer = this.layers.some((l) => l !== layer && l.effects.some((e) => e.status === "pending"));
    const pick = choices > 1 ? ` Player ${actor} chooses among ${choices} of their pending effects.` : "";
    if (actor !== turnPlayer && olderTurnPending) {
      return {
        text: `Player ${actor}'s effect triggered more recently than the turn player's pending effects, so it activates first.${pick}`,
        rule: o.derivedForOtherPlayerFirst,
      };
    }
    const where = newer ? "the effects that triggered most recently" : "the pending effects";
    if (actor === turnPlayer) {
      return {
        text: `Player ${actor} is the turn player and activates theirs first among ${where}.${pick}`,
        rule: newer ? o.newerLayerFirst : o.turnPlayerFirst,
      };
    }
    return {
      text: `The turn player has nothing left among ${where}, so player ${actor} activates theirs.${pick}`,
      rule: newer ? o.newerLayerFirst : o.otherPlayerNext,
    };
  }

  /**
   * Steps 2 and 3 after an action or an activation: what the step triggered becomes a new
   * layer, the step is recorded, then rules processing runs as steps of its own.
   */
  private finishStep(step: TraceStep, text: string): void {
    const triggered = this.collect();
    const windowLayer = triggered.length > 0 ? this.pushLayer(triggered) : null;
    step.text = text + describeTriggers(triggered, windowLayer !== null && this.layers.length > 1);
    this.close(step);
    this.runRuleChecks(windowLayer);
  }

  private runRuleChecks(windowLayer: Layer | null): void {
    const o = this.rules.ordering;
    const edition = this.rules.edition;
    for (;;) {
      if (this.outcome) return;
      this.tick();
      const step = this.open("rules-processing", null, null, null);
      const result = this.rules.ruleCheck(this.state, this.ctx);
      if (!result) {
        this.discard(step);
        return;
      }
      step.card = result.card;
      step.rule = result.rule;
      const triggered = this.collect();
      let tail = "";
      if (triggered.length > 0 && windowLayer && !edition.ruleCheckTriggersNewLayer) {
        windowLayer.effects.push(...this.toPending(triggered));
        tail =
          describeTriggers(triggered, false) +
          ` They trigger simultaneously with the effects that triggered at that timing (${o.ruleCheckJoins}; edition ${edition.id}).`;
      } else if (triggered.length > 0) {
        const joinsNothing = windowLayer === null;
        windowLayer = this.pushLayer(triggered);
        tail = describeTriggers(triggered, this.layers.length > 1);
        if (!joinsNothing) {
          tail += ` Effects triggered by rules processing form a newer layer and activate first (${o.ruleCheckNewLayer}; edition ${edition.id}).`;
        }
      }
      step.text = result.text + tail;
      this.close(step);
    }
  }

  private collect(): Triggered[] {
    const events = this.events;
    this.events = [];
    if (events.length === 0) return [];
    const seen = new Set<string>();
    const out: Triggered[] = [];
    for (const t of this.rules.collectTriggers(this.state, events)) {
      const once = `${t.key}@${t.moment}`;
      if (seen.has(once)) continue;
      seen.add(once);
      out.push(t);
    }
    return out;
  }

  private toPending(triggered: Triggered[]): PendingEffect[] {
    return triggered.map((t) => ({ ...t, id: this.nextEffectId++, status: "pending" as const }));
  }

  private pushLayer(triggered: Triggered[]): Layer {
    const pool = this.rules.pending === "pool" ? this.layers[0] : undefined;
    if (pool) {
      pool.effects.push(...this.toPending(triggered));
      return pool;
    }
    const layer: Layer = { id: this.nextLayerId++, effects: this.toPending(triggered) };
    this.layers.push(layer);
    return layer;
  }

  /** A layer whose effects are all done leaves the view once it has been shown that way. */
  private popResolvedLayers(): void {
    while (this.layers.length > 0 && this.layers.at(-1)!.effects.every((e) => e.status !== "pending")) {
      this.layers.pop();
    }
  }

  private layerViews(): LayerView[] {
    return [...this.layers]
      .reverse()
      .map((l) => l.effects.map((e) => ({ card: e.card, name: e.name, player: e.player, status: e.status })));
  }

  private open(kind: TraceStep["kind"], player: PlayerId | null, card: string | null, rule: string | null) {
    const step: TraceStep = { n: this.steps.length + 1, kind, player, card, text: "", rule, layers: [] };
    this.steps.push(step);
    this.current = step;
    this.tick();
    return step;
  }

  private close(step: TraceStep): void {
    step.layers = this.layerViews();
    this.current = null;
    if (step.kind !== "end") this.watchForLoop();
    if (step.kind !== "end") this.watchForGameOver();
  }

  /** A game the state has decided (a player lost) ends here: nothing else is processed. */
  private watchForGameOver(): void {
    if (this.outcome || !this.rules.gameOver) return;
    const over = this.rules.gameOver(this.state);
    if (!over) return;
    const end = this.open("end", null, null, over.rule);
    end.text = `${over.text} The game is over, so nothing else is processed.`;
    this.outcome = over.text;
    end.layers = this.layerViews();
    this.current = null;
  }

  /** Step 3 asked for by the game in the middle of an effect (EffectContext.checkRules). */
  private checkRulesInside(): void {
    const outer = this.current;
    for (;;) {
      if (this.outcome) break;
      this.tick();
      const step = this.open("rules-processing", null, null, null);
      const result = this.rules.ruleCheck(this.state, this.ctx);
      if (!result) {
        this.discard(step);
        break;
      }
      step.card = result.card;
      step.rule = result.rule;
      step.text = result.text;
      this.close(step);
    }
    this.current = outer;
  }

  /** 18-3: the same state and the same pending effects again means the processing loops. */
  private watchForLoop(): void {
    if (!this.rules.stateKey || this.outcome) return;
    const pending = this.layers
      .map((l) => l.effects.filter((e) => e.status === "pending").map((e) => e.key))
      .filter((l) => l.length > 0);
    const key = `${this.rules.stateKey(this.state)}|${JSON.stringify(pending)}`;
    const order = this.rules.players(this.state);
    const loop = this.loops.observe(this.steps.length, key, order);
    if (!loop) return;
    const range = loop === "again" ? "" : `steps ${loop.from + 1} to ${loop.to}`;
    if (loop === "again" || loop.stoppers.length === 0) {
      const end = this.open("end", null, null, "18-3-2");
      end.text =
        loop === "again"
          ? "The infinite loop came back although it was to be stopped, and no player can stop it now: the game ends in a draw (18-3-2)."
          : `Infinite loop: ${range} repeat with the same state, and no player has a choice that could stop it, so the game ends in a draw (18-3-2).`;
      this.outcome = "draw (18-3-2)";
      end.layers = this.layerViews();
      this.current = null;
      return;
    }
    const [stopper] = loop.stoppers;
    const declare = this.open("choice", stopper!, null, "18-3-3");
    declare.text =
      `Infinite loop (18-3-1): ${range} repeat with the same state. ` +
      loop.stoppers.map((p) => `Player ${p} declares 1 repetition (18-3-3-1, 18-3-3-2)`).join("; ") +
      `. The processing has now run that many times, so player ${stopper} stops it at their first chance (18-3-3-3).`;
    declare.layers = this.layerViews();
    this.current = null;
    this.loops.stopWith(stopper!, loop);
  }

  private discard(step: TraceStep): void {
    const i = this.steps.indexOf(step);
    if (i >= 0) this.steps.splice(i, 1);
    this.current = null;
  }

  private ask(req: ChoiceRequest): ChoiceAnswer {
    if (this.rules.stateKey && req.stateKey === undefined) {
      // Only what can still happen matters: resolved effects are left out of the key.
      const layers = JSON.stringify(
        this.layers
          .map((l) =>
            l.effects
              .filter((e) => e.status === "pending" || e.status === "activating")
              .map((e) => [e.key, e.status]),
          )
          .filter((l) => l.length > 0),
      );
      const question = JSON.stringify([req.kind, req.player, req.prompt, req.options.map((o) => o.id)]);
      req.stateKey = `${this.rules.stateKey(this.state)}|${layers}|${question}`;
    }
    const answer = this.loops.adjust(req, this.chooser.choose(req));
    // A choice made while no step is open belongs to the step about to open.
    this.loops.logChoice(this.steps.length + (this.current ? 0 : 1), req, answer);
    return answer;
  }

  private tick(): void {
    this.work += 1;
    if (this.work > this.budget) throw new BudgetExceededError(this.budget);
  }

  private makeContext(): EffectContext {
    return {
      emit: (event) => {
        this.events.push({ ...event, moment: event.moment ?? this.moment } as GameEvent);
      },
      nextMoment: () => ++this.moment,
      choose: (req) => {
        const answer = this.ask(req);
        const record: ChoiceRecord = {
          player: req.player,
          prompt: req.prompt,
          picked: answer.picked.map((id) => req.options.find((o) => o.id === id)?.label ?? id),
          by: answer.by,
        };
        const step = this.current ?? this.steps.at(-1);
        if (step) (step.choices ??= []).push(record);
        return answer.picked;
      },
      settled: (req) => this.chooser.settled?.(req),
      note: (line) => {
        const step = this.current ?? this.steps.at(-1);
        if (step) (step.changes ??= []).push(line);
      },
      interrupt: ({ player, card, text, rule }) => {
        const outer = this.current;
        const step: TraceStep = {
          n: 0,
          kind: "interrupt",
          player,
          card,
          text,
          rule,
          layers: this.layerViews(),
        };
        this.steps.push(step);
        this.current = outer;
      },
      tick: () => this.tick(),
      checkRules: () => this.checkRulesInside(),
    };
  }
}
