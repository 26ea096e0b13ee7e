/**
 * The Japanese sentences of a breakdown's steps, one entry per step kind, worded from the step's
 * facts: who acted, on which card, the rule it applied (named by its Japanese title), and which
 * effects became pending. What an effect did in detail (amounts, cards moved) is the engine's
 * English sentence, which the breakdown shows under this one.
 */
import type { EffectView, StepKind, TraceStep } from "../engine/trace.ts";
import type { StepContext } from "../render/doc-words.ts";
import { cardLabel } from "../render/labels.ts";
import { jaRuleTitle } from "./rule-glosses-ja.ts";

/** Everything a sentence is built from. */
export interface StepFacts {
  player: string;
  card: string;
  /** The step's rule section ("17-1-3-1-1"), or "". */
  rule: string;
  /** Its Japanese title ("DP0は消滅"), when the game's summaries have one. */
  ruleTitle: string | undefined;
  /** Effects that became pending in this step, as `[CODE Name]`. */
  triggered: string[];
  /** Whether those effects joined a layer that already held pending effects. */
  joined: boolean;
  /** Whether they formed a new layer above older pending effects. */
  newLayer: boolean;
}

const list = (items: string[]) => items.join("、");
const who = (f: StepFacts) => (f.player !== "" ? `プレイヤー${f.player}` : "");
const titled = (f: StepFacts) => (f.ruleTitle !== undefined ? `（${f.ruleTitle}）` : "");

const STEP_JA: Record<StepKind, (f: StepFacts) => string> = {
  action: (f) => `${who(f)}の行動${titled(f)}：${f.card || "—"}。`,
  trigger: (f) => `${f.card}の効果が誘発します${titled(f)}。`,
  "rules-processing": (f) => `ルール処理${titled(f)}：${f.card || "盤面"}。`,
  activate: (f) => `${who(f)}が${f.card}の効果を発揮します。`,
  fail: (f) => `${who(f)}の${f.card}の効果は発揮できません${titled(f)}。`,
  interrupt: (f) => `${f.card}の効果が割り込み、その場ですぐに働きます${titled(f)}。`,
  choice: (f) => `${who(f)}が決めます${titled(f)}。`,
  end: (f) =>
    f.rule === ""
      ? "待機中の効果はもうありません。解決は完了です。"
      : `ゲームが終わりました${titled(f)}。これ以上は何も処理しません。`,
};

function triggeredLine(f: StepFacts): string {
  if (f.triggered.length === 0) return "";
  const head = `これにより${list(f.triggered)}の効果が誘発し、待機状態になります。`;
  if (f.joined) return `${head}すでに待機中の効果と同じ階層に加わります。`;
  if (f.newLayer) return `${head}新しい階層になり、古い階層より先に発揮します。`;
  return head;
}

const effectKey = (e: EffectView) => `${e.player}\u0000${e.card}\u0000${e.name}`;

function counts(layers: TraceStep["layers"]): Map<string, number> {
  const n = new Map<string, number>();
  for (const layer of layers) for (const e of layer) n.set(effectKey(e), (n.get(effectKey(e)) ?? 0) + 1);
  return n;
}

/** The pending effects this step added, and where they went, from its layers and the step before. */
function newlyPending(
  step: TraceStep,
  previous: TraceStep | undefined,
  names: ReadonlyMap<string, string>,
): Pick<StepFacts, "triggered" | "joined" | "newLayer"> {
  const before = counts(previous?.layers ?? []);
  const seen = new Map<string, number>();
  const marked = step.layers.map((layer) =>
    layer.map((e) => {
      const key = effectKey(e);
      const k = (seen.get(key) ?? 0) + 1;
      seen.set(key, k);
      return { e, added: e.status === "pending" && k > (before.get(key) ?? 0) };
    }),
  );
  const added = marked.flat().filter((x) => x.added);
  const label = (e: EffectView) =>
    `[${cardLabel(e.card, names.has(e.card) ? names : new Map([[e.card, e.name]]))}]`;
  const withAdded = marked.filter((layer) => layer.some((x) => x.added));
  const joined = withAdded.some((layer) => layer.some((x) => !x.added && x.e.status === "pending"));
  const olderPending = marked.some(
    (layer) => !layer.some((x) => x.added) && layer.some((x) => x.e.status === "pending"),
  );
  return {
    triggered: [...new Set(added.map((x) => label(x.e)))],
    joined,
    newLayer: added.length > 0 && !joined && olderPending,
  };
}

export function stepFacts(step: TraceStep, ctx: StepContext): StepFacts {
  const rule = step.rule?.trim() ?? "";
  const title = rule !== "" ? jaRuleTitle(ctx.game, rule) : undefined;
  const card = step.card !== null && step.card !== "" ? `[${cardLabel(step.card, ctx.names)}]` : "";
  return {
    player: step.player ?? "",
    card,
    rule,
    ruleTitle: title,
    ...newlyPending(step, ctx.previous, ctx.names),
  };
}

/** The step in Japanese: its sentence by kind, then what it made pending. */
export function stepSentenceJa(step: TraceStep, ctx: StepContext): string {
  const f = stepFacts(step, ctx);
  const say = STEP_JA[step.kind] ?? ((x: StepFacts) => `${x.card}。`);
  return [say(f), triggeredLine(f)].filter((s) => s !== "").join("");
}

/** Why an effect activates now: the ordering rule the step applied, by its Japanese title. */
export function stepWhyJa(step: TraceStep, ctx: StepContext): string | undefined {
  if (step.why === undefined || step.why.trim() === "") return undefined;
  const rule = step.rule?.trim() ?? "";
  const title = step.kind === "activate" && rule !== "" ? jaRuleTitle(ctx.game, rule) : undefined;
  if (title !== undefined) return `${title}。`;
  return `（英文）${step.why}`;
}
