/**
 * /resolve end to end in local mode (parse the board, resolve, text, PNG) for each library
 * scenario and for a large synthetic board; the engine alone per scenario; resolutions per second.
 * The PNG is drawn as the bot draws it: on the PNG pool's threads.
 */
import { resolveDigimon } from "../src/games/digimon/input/resolve-text.ts";
import { closePngPool, renderPngOffThread } from "../src/render/png-pool.ts";
import { renderTextPages } from "../src/render/text.ts";
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

async function endToEnd(
  req: { board: string; action: string; choices?: string; cards?: string; edition?: string },
  title: string,
) {
  const { trace } = resolveDigimon(req);
  renderTextPages(trace, { title });
  await renderPngOffThread(trace, { title, game: trace.game });
  return trace;
}

export interface ResolveFigures {
  rows: { id: string; steps: number; e2e: Timing; engine: Timing }[];
  large: { steps: number; pending: number; e2e: Timing; engine: Timing };
  resolutionsPerSecond: number;
}

export async function benchResolve(runs = 60): Promise<ResolveFigures> {
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
  await closePngPool();
  return { rows, large, resolutionsPerSecond: round(1000 / median, 0) };
}
