/**
 * /resolve end to end in local mode for each library scenario and for a large synthetic board,
 * as the bot does it: the job goes to the work threads, which parse the board, resolve
 * it (under every edition, to compare them), lay out the text and draw the PNG; the time runs
 * until the finished message is back on this thread. Every run draws its picture anew (each has
 * its own title, so the picture cache never answers). Also the engine alone per scenario, and
 * resolutions per second.
 */
import { resolveDigimon } from "../src/games/digimon/input/resolve-text.ts";
import { workPhases } from "../src/bot/work-jobs.ts";
import { closeWorkThreads, configureWorkThreads, submitWork } from "../src/bot/work-threads.ts";
import { loadScenarios } from "../src/scenarios/library.ts";
import { type Timing, round, time, timeAsync } from "./stats.ts";

const labels = "abcdefghijklmno".split("");
export const LARGE_BOARD = {
  board: `turn A | A: BT4-048 ${labels
    .slice(0, 14)
    .map((l) => `GEN-204#${l}[ST3-04]`)
    .join(
      " ",
    )}, security 2, deck 3, memory 3 | B: BT2-070 ${labels.map((l) => `BT3-092#${l}`).join(" ")}, deck 3`,
  action: "A attacks with BT4-048",
};

let run = 0;

async function endToEnd(
  req: { board: string; action: string; choices?: string; cards?: string; edition?: string },
  title: string,
) {
  const ticket = submitWork({
    kind: "view",
    viewId: "benchview0",
    png: true,
    state: {
      owner: "1",
      game: "digimon",
      board: req.board,
      action: req.action,
      choices: req.choices ?? "",
      cards: req.cards ?? "",
      edition: req.edition ?? "cr-4.2",
      page: 0,
      // A title of its own: the picture is drawn, never taken from the cache.
      title: `${title} (${++run})`,
      ephemeral: false,
    },
  });
  if (!ticket) throw new Error("the work threads are busy");
  await ticket.resolved;
  const done = await ticket.finish();
  if (!done.picture) throw new Error(`no picture: ${done.warnings.join("; ")}`);
}

export interface ResolveFigures {
  rows: { id: string; steps: number; e2e: Timing; engine: Timing }[];
  large: { steps: number; pending: number; e2e: Timing; engine: Timing };
  resolutionsPerSecond: number;
}

export async function benchResolve(runs = 60): Promise<ResolveFigures> {
  // Should the threads fail to start, the jobs run here.
  configureWorkThreads({ phases: workPhases });
  const rows = [];
  for (const s of loadScenarios().filter((x) => x.game === "digimon")) {
    const req = {
      board: s.board,
      action: s.action,
      choices: s.choices,
      cards: s.cards,
      edition: s.edition,
    };
    const steps = resolveDigimon(req).trace.steps.length;
    rows.push({
      id: s.id,
      steps,
      e2e: await timeAsync(runs, () => endToEnd(req, s.title)),
      engine: time(runs * 5, () => resolveDigimon(req)),
    });
  }
  const trace = resolveDigimon(LARGE_BOARD).trace;
  const pending = Math.max(
    ...trace.steps.map((s) => s.layers.flat().filter((e) => e.status === "pending").length),
  );
  const large = {
    steps: trace.steps.length,
    pending,
    e2e: await timeAsync(Math.max(10, runs / 4), () => endToEnd(LARGE_BOARD, "large board")),
    engine: time(runs, () => resolveDigimon(LARGE_BOARD)),
  };
  const engineMedians = rows.map((r) => r.engine.median).sort((a, b) => a - b);
  const median = engineMedians[Math.floor(engineMedians.length / 2)] ?? 1;
  await closeWorkThreads();
  return { rows, large, resolutionsPerSecond: round(1000 / median, 0) };
}
