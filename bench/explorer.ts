/**
 * Explorer benchmark (a figure, not a timed test): the turn player has 8 effects pending at
 * once (8! = 40,320 orderings). Prints orderings covered, states visited and merge hits.
 *   npx tsx bench/explorer.ts [--json]
 */
import { explore } from "../src/engine/explorer.ts";
import { resolveDigimon } from "../src/games/digimon/input/resolve-text.ts";

const labels = "abcdefgh".split("");
const board = `A: BT4-048 ${labels.map((l) => `GEN-204#${l}[ST3-04]`).join(" ")}, security 1 | B: BT2-070, deck 1`;
const action = "A attacks with BT4-048";

const times: number[] = [];
let report = explore(
  (fallback) => resolveDigimon({ board, action, choices: "BT4-048: yes", fallback }).trace,
);
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  report = explore((fallback) => resolveDigimon({ board, action, choices: "BT4-048: yes", fallback }).trace);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const figures = {
  pending_effects: 8,
  orderings_covered: report.sequences,
  distinct_outcomes: report.outcomes.length,
  states_visited: report.statesVisited,
  merge_hits: report.mergeHits,
  replays: report.replays,
  complete: report.complete,
  median_ms: Number(times[2]!.toFixed(1)),
  max_ms: Number(times[4]!.toFixed(1)),
};
if (process.argv.includes("--json")) console.log(JSON.stringify(figures));
else for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(20)} ${v}`);
