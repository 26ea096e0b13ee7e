/** Evaluates one conformance check against a resolution: null when it holds, else what differs. */
import type { Trace, TraceStep } from "../../engine/trace.ts";
import type { QaCheck } from "./schema.ts";

/** What a run produced: a trace, or the message of the input error the engine refused it with. */
export type RunResult = { trace: Trace } | { refused: string };

/** "CODE", "fail CODE" or "interrupt CODE" for every activation step, in order. */
export function activationsOf(trace: Trace): string[] {
  const out: string[] = [];
  for (const s of trace.steps) {
    if (s.card === null) continue;
    if (s.kind === "activate") out.push(s.card);
    else if (s.kind === "fail") out.push(`fail ${s.card}`);
    else if (s.kind === "interrupt") out.push(`interrupt ${s.card}`);
  }
  return out;
}

/** The code of a card as the final state prints it: "BT4-048[BT2-021](sus)" → "BT4-048". */
function topCode(printed: string): string {
  return printed.replace(/[[(#].*$/, "");
}

/** A step's sentence and its state changes, which is where an Option's [Main] says what it did. */
function wordsOf(step: TraceStep): string {
  return [step.text, ...(step.changes ?? [])].join(" ");
}

function matches(pattern: string, text: string): boolean {
  return new RegExp(pattern, "i").test(text);
}

export function evaluateCheck(check: QaCheck, run: RunResult): string | null {
  if ("refused" in check) {
    if (!("refused" in run)) return `the engine allowed it; expected a refusal matching /${check.refused}/`;
    return matches(check.refused, run.refused)
      ? null
      : `refused for another reason: ${run.refused.split("\n")[0]}`;
  }
  if ("refused" in run) return `the engine refused the board or action: ${run.refused.split("\n")[0]}`;
  const { trace } = run;
  const acts = activationsOf(trace);
  if ("activations" in check) {
    const want = check.activations.join(", ");
    const got = acts.join(", ");
    return want === got ? null : `activations: expected [${want}], got [${got}]`;
  }
  if ("activates" in check)
    return acts.includes(check.activates)
      ? null
      : `${check.activates} never activated (got [${acts.join(", ")}])`;
  if ("does_not_activate" in check)
    return acts.includes(check.does_not_activate) ? `${check.does_not_activate} activated` : null;
  if ("fails" in check)
    return acts.includes(`fail ${check.fails}`)
      ? null
      : `${check.fails} did not fail to activate (got [${acts.join(", ")}])`;
  if ("area" in check) {
    const { player, area } = check.area;
    const cards = trace.final.areas[player]?.[area];
    if (!cards) return `player ${player} has no area "${area}"`;
    const shown = `player ${player}'s ${area} is [${cards.join(", ")}]`;
    if (check.area.is && JSON.stringify(check.area.is) !== JSON.stringify(cards))
      return `${shown}, expected [${check.area.is.join(", ")}]`;
    for (const c of check.area.has ?? [])
      if (!cards.some((x) => x === c || topCode(x) === c)) return `${shown}, expected it to hold ${c}`;
    for (const c of check.area.lacks ?? [])
      if (cards.some((x) => x === c || topCode(x) === c)) return `${shown}, expected it not to hold ${c}`;
    if (check.area.count !== undefined && cards.length !== check.area.count)
      return `${shown}, expected ${check.area.count} card(s)`;
    return null;
  }
  if ("memory" in check) {
    const m = trace.final.memory;
    const want = check.memory;
    if (!m) return "the final state shows no memory";
    const same = (m.value === 0 && want.value === 0) || (m.player === want.player && m.value === want.value);
    return same
      ? null
      : `memory ${m.value} on player ${m.player}'s side, expected ${want.value} on ${want.player}'s`;
  }
  if ("outcome" in check) {
    const got = trace.final.outcome ?? null;
    if (check.outcome === null) return got === null ? null : `the game ended: ${got}`;
    return got !== null && matches(check.outcome, got)
      ? null
      : `outcome ${got ?? "none"}, expected /${check.outcome}/`;
  }
  if ("in_order" in check) {
    // Each pattern must match the trace's words after where the pattern before it matched.
    const words = trace.steps.map(wordsOf).join("\n");
    let from = 0;
    for (const pattern of check.in_order) {
      const re = new RegExp(pattern, "gi");
      re.lastIndex = from;
      const found = re.exec(words);
      if (!found)
        return `nothing after /${check.in_order[check.in_order.indexOf(pattern) - 1] ?? ""}/ says /${pattern}/ (expected in the order given)`;
      from = found.index + Math.max(found[0].length, 1);
    }
    return null;
  }
  if ("says" in check)
    return trace.steps.some((s) => matches(check.says, wordsOf(s))) ? null : `no step says /${check.says}/`;
  const bad = trace.steps.find((s) => matches(check.never_says, wordsOf(s)));
  return bad ? `step ${bad.n} says /${check.never_says}/: ${wordsOf(bad).slice(0, 160)}` : null;
}
