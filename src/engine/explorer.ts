/**
 * The explorer answers "does the order matter?": it walks every legal sequence of choices in a
 * resolution (which pending effect next, "you may", targets) and reports the distinct final
 * outcomes, the choices leading to each, and for each choice point whether it matters.
 *
 * It replays the resolution from the start for each path (the game state needs no cloning),
 * depth first. At every choice the kernel supplies a canonical key of the state, the pending
 * layers and the question; a key seen before is a merge: its subtree is already known, so the
 * replay stops there. The work is bounded by a node budget; when it runs out the report says
 * how much was explored and how much was still waiting.
 */
import type { FinalState, PlayerId, Trace } from "./trace.ts";
import type { ChoiceAnswer, ChoiceRequest, Chooser } from "./types.ts";

export const DEFAULT_NODE_BUDGET = 20_000;

class Stop extends Error {
  constructor(readonly key: string) {
    super("explorer: merged");
  }
}

interface Node {
  key: string;
  player: PlayerId;
  prompt: string;
  kind: ChoiceRequest["kind"];
  options: { id: string; label: string }[];
  /** Per option id: the child node key, or an outcome key at a leaf. */
  children: Map<string, { node?: string; outcome?: string }>;
}

export interface OutcomeReport {
  /** Canonical key of the final state. */
  key: string;
  final: FinalState;
  /** How many complete choice sequences end here. */
  paths: number;
  /** One sequence of choices that leads here, as readable labels. */
  example: string[];
}

export interface ChoicePointReport {
  player: PlayerId;
  prompt: string;
  options: { label: string; outcomes: number[] }[];
  /** True when different options can lead to different outcomes. */
  matters: boolean;
}

/** The decision graph, when it is small enough to draw: nodes by index, edges to nodes or outcomes. */
export interface ExploreTree {
  root: { node?: number; outcome?: number };
  nodes: {
    player: PlayerId;
    prompt: string;
    options: { label: string; node?: number; outcome?: number }[];
  }[];
}

export const TREE_MAX_NODES = 40;

export interface ExploreReport {
  outcomes: OutcomeReport[];
  tree?: ExploreTree;
  choicePoints: ChoicePointReport[];
  /** Complete choice sequences covered, counting those merged into known states. */
  sequences: number;
  statesVisited: number;
  mergeHits: number;
  replays: number;
  complete: boolean;
  /** Paths still waiting when the budget ran out (0 when complete). */
  pending: number;
}

type Runner = (chooser: Chooser) => Trace;

/**
 * A resolution already run (the reply's own): the requests its fallback chooser answered, in
 * order, with what it picked, and the trace that came of it.
 */
export interface RecordedRun {
  trace: Trace;
  answers: { req: ChoiceRequest; picked: readonly string[] }[];
}

/**
 * The explorer's first replay takes the first option at every choice. When a recorded run
 * picked exactly those, the replay would ask the same questions and end in the same state
 * (resolution is deterministic), so the recording stands in for it and a resolution is saved.
 */
function standsInForFirstReplay(run: RecordedRun): boolean {
  return run.answers.every((a) => optionIds(a.req)[0] === a.picked.join("+"));
}

/** Puts a recorded run's requests to the chooser, as its replay would, and gives its trace. */
function replayRecorded(recorded: RecordedRun, chooser: Chooser): Trace {
  for (const a of recorded.answers) chooser.choose(a.req);
  return recorded.trace;
}

const outcomeKey = (f: FinalState) => JSON.stringify([f.areas, f.memory, f.outcome ?? null]);

export function explore(
  run: Runner,
  options: { nodeBudget?: number; first?: RecordedRun } = {},
): ExploreReport {
  const budget = options.nodeBudget ?? DEFAULT_NODE_BUDGET;
  let recorded = options.first && standsInForFirstReplay(options.first) ? options.first : undefined;
  const nodes = new Map<string, Node>();
  const outcomes = new Map<string, { final: FinalState; example: string[] }>();
  const stack: string[][] = [[]];
  let root: { node?: string; outcome?: string } = {};
  let mergeHits = 0;
  let replays = 0;

  while (stack.length > 0 && replays < budget) {
    const prefix = stack.pop()!;
    replays += 1;
    const labels: string[] = [];
    let depth = 0;
    let parent: { node: Node; option: string } | null = null;
    const link = (target: { node?: string; outcome?: string }) => {
      if (parent) parent.node.children.set(parent.option, target);
      else root = target;
    };
    const chooser: Chooser = {
      choose(req: ChoiceRequest): ChoiceAnswer {
        const ids = optionIds(req);
        const key = req.stateKey ?? `${depth}:${prefix.slice(0, depth).join(">")}`;
        const known = nodes.get(key);
        const atFrontier = depth >= prefix.length;
        if (known && atFrontier) {
          mergeHits += 1;
          link({ node: key });
          throw new Stop(key);
        }
        let node = known;
        if (!node) {
          node = {
            key,
            player: req.player,
            prompt: req.prompt,
            kind: req.kind,
            options: ids.map((id) => ({ id, label: labelOf(req, id) })),
            children: new Map(),
          };
          nodes.set(key, node);
          link({ node: key });
        }
        const pick = atFrontier ? ids[0]! : prefix[depth]!;
        if (atFrontier) for (const other of ids.slice(1).reverse()) stack.push([...answered(), other]);
        labels.push(`${req.player}: ${labelOf(req, pick)}`);
        parent = { node, option: pick };
        path.push(pick);
        depth += 1;
        return { picked: pick === "" ? [] : pick.split("+"), by: "interactive" };
      },
    };
    const path: string[] = [];
    const answered = () => [...path];
    try {
      const trace = recorded ? replayRecorded(recorded, chooser) : run(chooser);
      const key = outcomeKey(trace.final);
      if (!outcomes.has(key)) outcomes.set(key, { final: trace.final, example: labels });
      link({ outcome: key });
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
    }
    recorded = undefined;
  }
  return summarize(nodes, outcomes, root, { mergeHits, replays, pending: stack.length });
}

/** Option ids for a request; a multi-target choice is one option per allowed combination. */
function optionIds(req: ChoiceRequest): string[] {
  if (req.kind === "yesno") return ["yes", "no"];
  const ids = req.options.map((o) => o.id);
  const sizes: number[] = [];
  for (let k = Math.max(req.min, 0); k <= Math.min(req.max, ids.length); k++) sizes.push(k);
  const out: string[] = [];
  for (const k of sizes) for (const combo of combinations(ids, k)) out.push(combo.join("+"));
  return out.length > 0 ? out : [""];
}

function combinations(ids: string[], k: number): string[][] {
  if (k === 0) return [[]];
  if (ids.length < k) return [];
  const [first, ...rest] = ids;
  return [...combinations(rest, k - 1).map((c) => [first!, ...c]), ...combinations(rest, k)];
}

function labelOf(req: ChoiceRequest, id: string): string {
  if (id === "") return "none";
  return id
    .split("+")
    .map((x) => req.options.find((o) => o.id === x)?.label ?? x)
    .join(" + ");
}

function summarize(
  nodes: Map<string, Node>,
  outcomes: Map<string, { final: FinalState; example: string[] }>,
  root: { node?: string; outcome?: string },
  counts: { mergeHits: number; replays: number; pending: number },
): ExploreReport {
  const order = [...outcomes.keys()];
  const index = new Map(order.map((k, i) => [k, i]));
  const memoSets = new Map<string, Set<number>>();
  const memoPaths = new Map<string, number>();
  const visiting = new Set<string>();
  const reach = (t: { node?: string; outcome?: string } | undefined): { set: Set<number>; paths: number } => {
    if (!t) return { set: new Set(), paths: 0 };
    if (t.outcome !== undefined) return { set: new Set([index.get(t.outcome)!]), paths: 1 };
    const key = t.node!;
    if (memoSets.has(key)) return { set: memoSets.get(key)!, paths: memoPaths.get(key)! };
    if (visiting.has(key)) return { set: new Set(), paths: 0 };
    visiting.add(key);
    const set = new Set<number>();
    let paths = 0;
    for (const child of nodes.get(key)!.children.values()) {
      const r = reach(child);
      r.set.forEach((x) => set.add(x));
      paths += r.paths;
    }
    visiting.delete(key);
    memoSets.set(key, set);
    memoPaths.set(key, paths);
    return { set, paths };
  };
  const total = reach(root);
  const perOutcome = new Map<number, number>();
  countPaths(root, nodes, index, perOutcome, new Map());
  const choicePoints: ChoicePointReport[] = [];
  for (const node of nodes.values()) {
    if (node.options.length < 2) continue;
    const options = node.options.map((o) => ({
      label: o.label,
      outcomes: [...reach(node.children.get(o.id)).set].sort(),
    }));
    const distinct = new Set(options.filter((o) => o.outcomes.length > 0).map((o) => o.outcomes.join(",")));
    choicePoints.push({ player: node.player, prompt: node.prompt, options, matters: distinct.size > 1 });
  }
  const tree = nodes.size <= TREE_MAX_NODES ? treeOf(nodes, root, index) : undefined;
  return {
    ...(tree ? { tree } : {}),
    outcomes: order.map((key, i) => ({
      key,
      final: outcomes.get(key)!.final,
      paths: perOutcome.get(i) ?? 0,
      example: outcomes.get(key)!.example,
    })),
    choicePoints,
    sequences: total.paths,
    statesVisited: nodes.size,
    mergeHits: counts.mergeHits,
    replays: counts.replays,
    complete: counts.pending === 0,
    pending: counts.pending,
  };
}

/** Number of complete sequences ending in each outcome (paths through merged nodes count each time). */
function countPaths(
  t: { node?: string; outcome?: string },
  nodes: Map<string, Node>,
  index: Map<string, number>,
  into: Map<number, number>,
  memo: Map<string, Map<number, number>>,
): Map<number, number> {
  const local = new Map<number, number>();
  if (t.outcome !== undefined) local.set(index.get(t.outcome)!, 1);
  else if (t.node !== undefined) {
    const cached = memo.get(t.node);
    if (cached) return addInto(into, cached);
    memo.set(t.node, new Map());
    for (const child of nodes.get(t.node)!.children.values()) countPaths(child, nodes, index, local, memo);
    memo.set(t.node, local);
  }
  return addInto(into, local);
}

function addInto(into: Map<number, number>, from: Map<number, number>): Map<number, number> {
  for (const [k, v] of from) into.set(k, (into.get(k) ?? 0) + v);
  return into;
}

function treeOf(
  nodes: Map<string, Node>,
  root: { node?: string; outcome?: string },
  outcomeIndex: Map<string, number>,
): ExploreTree {
  const ids = new Map([...nodes.keys()].map((k, i) => [k, i]));
  const edge = (t: { node?: string; outcome?: string } | undefined) =>
    t?.outcome !== undefined
      ? { outcome: outcomeIndex.get(t.outcome)! }
      : t?.node !== undefined
        ? { node: ids.get(t.node)! }
        : {};
  return {
    root: edge(root),
    nodes: [...nodes.values()].map((n) => ({
      player: n.player,
      prompt: n.prompt,
      options: n.options.map((o) => ({ label: o.label, ...edge(n.children.get(o.id)) })),
    })),
  };
}
