/**
 * Infinite loops (18-3). After each step the resolver hands this watch a key of the game
 * state and of what is still pending; the same key twice means the processing between the two
 * steps repeats with nothing new. Whoever had a real choice inside that stretch can stop it
 * (18-3-3); when nobody had one, the game is a draw (18-3-2).
 */
import type { PlayerId } from "./trace.ts";
import type { ChoiceAnswer, ChoiceRequest } from "./types.ts";

export interface Loop {
  /** Index of the step after which the repeated state was first seen. */
  from: number;
  to: number;
  stoppers: PlayerId[];
}

interface LoggedChoice {
  step: number;
  player: PlayerId;
  key: string | undefined;
  options: number;
  picked: string[];
}

export class LoopWatch {
  private readonly seen = new Map<string, number>();
  private readonly choices: LoggedChoice[] = [];
  private stopping: { player: PlayerId; avoid: Map<string, string> } | null = null;
  private readonly handled = new Set<string>();

  logChoice(step: number, req: ChoiceRequest, answer: ChoiceAnswer): void {
    const options = req.kind === "yesno" ? 2 : req.options.length;
    this.choices.push({ step, player: req.player, key: req.stateKey, options, picked: answer.picked });
  }

  /** Records the state after a step; returns the loop when this state was seen before. */
  observe(step: number, key: string, turnOrder: PlayerId[]): Loop | "again" | null {
    const first = this.seen.get(key);
    this.seen.set(key, step);
    if (first === undefined) return null;
    if (this.handled.has(key)) return "again";
    this.handled.add(key);
    const inside = this.choices.filter((c) => c.step > first && c.step <= step && c.options > 1);
    const stoppers = turnOrder.filter((p) => inside.some((c) => c.player === p));
    return { from: first, to: step, stoppers };
  }

  /** 18-3-3: from now on, the stopping player answers differently where the loop made them choose. */
  stopWith(player: PlayerId, loop: Loop): void {
    const avoid = new Map<string, string>();
    for (const c of this.choices)
      if (c.step > loop.from && c.step <= loop.to && c.player === player && c.key)
        avoid.set(c.key, c.picked.join("+"));
    this.stopping = { player, avoid };
  }

  adjust(req: ChoiceRequest, answer: ChoiceAnswer): ChoiceAnswer {
    const s = this.stopping;
    if (
      !s ||
      req.player !== s.player ||
      !req.stateKey ||
      s.avoid.get(req.stateKey) !== answer.picked.join("+")
    )
      return answer;
    if (req.kind === "yesno") return { picked: [answer.picked[0] === "yes" ? "no" : "yes"], by: answer.by };
    const other = req.options.find((o) => !answer.picked.includes(o.id));
    return other ? { picked: [other.id], by: answer.by } : answer;
  }
}
