/**
 * A tiny game for testing the kernel alone: effects are named tokens; activating one may
 * emit "ping" events that trigger other tokens; a rule check removes "doomed" tokens.
 */
import type { OrderingRules } from "../../src/engine/resolver.ts";
import type { Edition, Ruleset, Triggered } from "../../src/engine/types.ts";

export interface ToyState {
  turn: string;
  /** What each token triggers when it activates: token name → names pinged. */
  pings: Record<string, string[]>;
  /** Which player owns each token. */
  owner: Record<string, string>;
  /** Tokens a rule check removes (each once), with what their removal pings. */
  doomed: string[];
  gone: Set<string>;
  log: string[];
  /** Tokens whose activation asks "ping on?" (a choice that can stop a loop). */
  optional: string[];
}

export const toyOrdering: OrderingRules = {
  turnPlayerFirst: "T1",
  otherPlayerNext: "T2",
  newerLayerFirst: "T3",
  derivedForOtherPlayerFirst: "T4",
  simultaneous: "T5",
  ruleCheckJoins: "T6",
  ruleCheckNewLayer: "T7",
};

export function toyEdition(newLayer: boolean): Edition {
  return {
    id: newLayer ? "new-layer" : "joins",
    title: "toy",
    ruleCheckTriggersNewLayer: newLayer,
    switches: [],
  };
}

function trig(s: ToyState, name: string): Triggered {
  return { key: name, moment: 0, player: s.owner[name] ?? "A", card: name, name, label: name, source: name };
}

export function toyRuleset(edition: Edition): Ruleset<ToyState, string[]> & { ordering: OrderingRules } {
  return {
    game: "toy",
    edition,
    ordering: toyOrdering,
    turnPlayer: (s) => s.turn,
    players: (s) => [s.turn, s.turn === "A" ? "B" : "A"],
    describeAction: (_s, a) => ({ player: "A", card: null, text: `ping ${a.join(",")}`, rule: null }),
    applyAction: (_s, a, ctx) => {
      for (const n of a) ctx.emit({ kind: "ping", name: n });
    },
    collectTriggers: (s, events) => events.map((e) => trig(s, (e as unknown as { name: string }).name)),
    ruleCheck: (s, ctx) => {
      const next = s.doomed.find((d) => !s.gone.has(d));
      if (!next) return null;
      s.gone.add(next);
      for (const n of s.pings[next] ?? []) ctx.emit({ kind: "ping", name: n });
      return { text: `remove ${next}`, rule: "R", card: next };
    },
    checkActivation: (s, e) =>
      s.gone.has(e.card) ? { ok: false, reason: `${e.card} is gone`, rule: "GONE" } : { ok: true },
    activate: (s, e, ctx) => {
      s.log.push(e.card);
      if (s.optional.includes(e.card)) {
        const [answer] = ctx.choose({
          kind: "yesno",
          player: e.player,
          prompt: `ping on from ${e.card}?`,
          options: [
            { id: "yes", label: "yes" },
            { id: "no", label: "no" },
          ],
          min: 1,
          max: 1,
        });
        if (answer === "no") return { text: `activate ${e.card}, no ping`, rule: null };
      }
      for (const n of s.pings[e.card] ?? []) ctx.emit({ kind: "ping", name: n });
      return { text: `activate ${e.card}`, rule: null };
    },
    final: () => ({ areas: {}, memory: null }),
    stateKey: (s) => [...s.gone].sort().join(","),
  };
}

export function toyState(partial: Partial<ToyState>): ToyState {
  return { turn: "A", pings: {}, owner: {}, doomed: [], gone: new Set(), log: [], optional: [], ...partial };
}
