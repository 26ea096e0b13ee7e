/**
 * Synthetic traces for the renderer's tests and benchmark, built with a small builder so each
 * step reads like the wiki's numbered breakdowns.
 */

import type {
  ChoiceRecord,
  EffectStatus,
  EffectView,
  FinalState,
  LayerView,
  StepKind,
  Trace,
  TraceStep,
} from "../../src/engine/trace.ts";

/** One effect chip: `fx("A", "BT2-021", "Veemon", "pending")`. */
export function fx(player: string, card: string, name: string, status: EffectStatus = "pending"): EffectView {
  return { player, card, name, status };
}

export interface StepSpec {
  player?: string | null;
  card?: string | null;
  text: string;
  rule?: string | null;
  layers?: LayerView[];
  why?: string;
  choices?: ChoiceRecord[];
  changes?: string[];
}

export class TraceBuilder {
  private readonly steps: TraceStep[] = [];
  private final: FinalState = { areas: {}, memory: null };

  constructor(
    private readonly game: string,
    private readonly edition: string,
  ) {}

  step(kind: StepKind, spec: StepSpec): this {
    const step: TraceStep = {
      n: this.steps.length + 1,
      kind,
      player: spec.player ?? null,
      card: spec.card ?? null,
      text: spec.text,
      rule: spec.rule ?? null,
      layers: spec.layers ?? [],
    };
    if (spec.why !== undefined) step.why = spec.why;
    if (spec.choices !== undefined) step.choices = spec.choices;
    if (spec.changes !== undefined) step.changes = spec.changes;
    this.steps.push(step);
    return this;
  }

  end(final: FinalState): Trace {
    this.final = final;
    return { game: this.game, edition: this.edition, steps: [...this.steps], final: this.final };
  }
}

export function trace(game: string, edition: string): TraceBuilder {
  return new TraceBuilder(game, edition);
}

/**
 * A wiki-like Digimon breakdown: WarGreymon attacks, Kari Kamiya plays Patamon, whose play
 * triggers a newer layer (Tapirmon and Patamon), and Patamon's effect fails.
 */
export function wikiTrace(): Trace {
  const veemon = (s: EffectStatus): EffectView => fx("A", "BT2-021", "Veemon", s);
  const kari = (s: EffectStatus): EffectView => fx("A", "BT4-097", "Kari Kamiya", s);
  const patamon = (s: EffectStatus): EffectView => fx("A", "ST3-04", "Patamon", s);
  const tapirmon = (s: EffectStatus): EffectView => fx("B", "BT2-070", "Tapirmon", s);
  return trace("digimon", "cr-4.2")
    .step("action", {
      player: "A",
      card: "BT4-048",
      text: "WarGreymon attacks B's Tapirmon. The [When Attacking] effects of Veemon (inherited) and Kari Kamiya trigger.",
      rule: "8-2-1",
      layers: [[veemon("pending"), kari("pending")]],
      changes: ["BT4-048 WarGreymon: suspended"],
    })
    .step("choice", {
      player: "A",
      text: "Two of A's effects wait in the same layer; A chooses the order.",
      rule: "15-4-5-1",
      why: "The turn player orders simultaneous effects of their own cards.",
      choices: [{ player: "A", prompt: "Which effect activates first?", picked: ["BT4-097"], by: "script" }],
      layers: [[veemon("pending"), kari("activating")]],
    })
    .step("activate", {
      player: "A",
      card: "BT4-097",
      text: "Kari Kamiya: play 1 level 3 Digimon card from your hand without paying its cost.",
      choices: [{ player: "A", prompt: "Digimon to play", picked: ["ST3-04"], by: "default" }],
      changes: ["ST3-04 Patamon: hand → battle area"],
      layers: [[veemon("pending"), kari("activated")]],
    })
    .step("trigger", {
      player: "B",
      card: "BT2-070",
      text: "Playing Patamon triggers Patamon's [On Play] and Tapirmon's effect. They wait in a new layer, served before the older one.",
      rule: "15-4-5-2",
      why: "Effects that trigger while another effect activates form a newer layer; the newest layer is served first.",
      layers: [[patamon("pending"), tapirmon("pending")], [veemon("pending")]],
    })
    .step("fail", {
      player: "A",
      card: "ST3-04",
      text: "Patamon's [On Play] fails: there is no opponent's Digimon with 2000 DP or less to target.",
      rule: "15-4-6",
      layers: [[patamon("failed"), tapirmon("activating")], [veemon("pending")]],
      changes: ["BT2-070 Tapirmon: memory +1 for B"],
    })
    .step("end", {
      text: "Every layer is served or empty; the attack goes on to the counter timing.",
      layers: [[tapirmon("activated")], []],
    })
    .end({
      areas: {
        A: {
          battle: ["BT4-048[BT2-021]", "ST3-04"],
          hand: ["BT3-001", "ST3-07"],
          trash: [],
          security: ["?", "?", "?", "?"],
        },
        B: {
          battle: ["BT2-070"],
          hand: ["BT1-010", "BT1-011", "BT1-012"],
          trash: ["BT1-085"],
          security: ["?", "?"],
        },
      },
      memory: { player: "B", value: 1 },
    });
}

/** A WIXOSS trace with Japanese card names and rule words. */
export function japaneseTrace(): Trace {
  const tama = (s: EffectStatus): EffectView => fx("A", "WX01-001", "満月の巫女　タマヨリヒメ", s);
  const loto = (s: EffectStatus): EffectView => fx("B", "WX02-015", "ロトスモン", s);
  return trace("wixoss", "wx-cr-1.1")
    .step("action", {
      player: "A",
      card: "WX01-001",
      text: "満月の巫女　タマヨリヒメがアタックする。",
      layers: [[tama("pending")]],
    })
    .step("trigger", {
      player: "B",
      card: "WX02-015",
      text: "ロトスモンの【自】能力が発動条件を満たし、待機状態になる。",
      rule: "9-1-2",
      layers: [[loto("pending")], [tama("pending")]],
    })
    .step("rules-processing", {
      text: "状況起因処理：パワーが0以下のシグニをトラッシュに置く。",
      rule: "8-2",
      why: "状況起因処理は能力の解決より先に行われる。",
      layers: [[loto("activating")], [tama("failed")]],
      changes: ["WX02-015 ロトスモン → トラッシュ"],
    })
    .step("end", { text: "解決終了。", layers: [] })
    .end({ areas: { A: { lrig: ["WX01-001"], hand: [] }, B: { trash: ["WX02-015"] } }, memory: null });
}

const KINDS: StepKind[] = [
  "action",
  "trigger",
  "rules-processing",
  "activate",
  "fail",
  "interrupt",
  "choice",
  "end",
];
const STATUSES: EffectStatus[] = ["pending", "activating", "activated", "failed"];

/** A long synthetic trace: `count` steps with layers that grow and shrink. */
export function longTrace(count = 200): Trace {
  const b = trace("digimon", "cr-4.2");
  for (let i = 0; i < count; i++) {
    const depth = i % 4;
    const layers: LayerView[] = [];
    for (let d = 0; d < depth; d++) {
      const size = (i + d) % 3;
      const layer: LayerView = [];
      for (let k = 0; k < size; k++) {
        const player = (i + k) % 2 === 0 ? "A" : "B";
        layer.push(
          fx(
            player,
            `BT${(i % 9) + 1}-0${10 + ((i * 7 + k) % 80)}`,
            `Card ${i}-${d}-${k}`,
            STATUSES[(i + k + d) % 4]!,
          ),
        );
      }
      layers.push(layer);
    }
    b.step(KINDS[i % KINDS.length]!, {
      player: i % 3 === 0 ? null : i % 2 === 0 ? "A" : "B",
      card: i % 5 === 0 ? null : `BT${(i % 9) + 1}-0${10 + (i % 80)}`,
      text: `Synthetic step ${i + 1}: ${"the effect resolves and the next one waits. ".repeat((i % 3) + 1).trim()}`,
      rule: i % 2 === 0 ? `15-4-${(i % 7) + 1}` : null,
      layers,
      ...(i % 6 === 0 ? { why: "Turn player first, then newest layer first." } : {}),
      ...(i % 10 === 0 ? { changes: [`Memory ${i % 5} → ${(i + 1) % 5}`] } : {}),
    });
  }
  return b.end({
    areas: {
      A: { battle: ["BT1-010"], hand: [], trash: [], security: ["?"] },
      B: { battle: [], hand: ["BT1-011"] },
    },
    memory: { player: "A", value: 0 },
  });
}

export interface FixtureTrace {
  id: string;
  title: string;
  trace: Trace;
}

/** The wiki trace with its final state's per-card details (what the final-state panel draws). */
export function wikiTraceWithDetails(): Trace {
  const t = wikiTrace();
  return {
    ...t,
    final: {
      ...t.final,
      details: {
        A: [
          {
            card: "BT4-048[BT2-021](sus)",
            area: "battle",
            dp: 10000,
            printedDp: 12000,
            suspended: true,
            keywords: ["<Blocker>", "<Jamming>"],
            effects: ["-2000 DP from BT1-090", "gained <Blocker> from BT2-092", "can't attack (BT1-090)"],
          },
          { card: "ST3-04", area: "battle", dp: 3000, suspended: false, keywords: [], effects: [] },
        ],
        B: [
          {
            card: "BT2-070",
            area: "battle",
            dp: 5000,
            printedDp: 3000,
            suspended: false,
            keywords: [],
            effects: ["+2000 DP from BT2-070"],
          },
        ],
      },
    },
  };
}

export function fixtureTraces(): FixtureTrace[] {
  return [
    { id: "wiki-6", title: "WarGreymon attacks into Tapirmon", trace: wikiTrace() },
    { id: "wiki-6-final", title: "WarGreymon attacks into Tapirmon", trace: wikiTraceWithDetails() },
    { id: "japanese", title: "タマヨリヒメのアタック", trace: japaneseTrace() },
    { id: "long-200", title: "Synthetic 200-step trace", trace: longTrace(200) },
  ];
}
