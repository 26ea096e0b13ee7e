/** Loads the scenario library from scenarios/<game>/*.json and runs scenarios. */
import { readFileSync, readdirSync, writeFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { gameById } from "../games/index.ts";
import type { Trace } from "../engine/trace.ts";
import { PROJECT_ROOT } from "../paths.ts";
import { compactTrace } from "./compact.ts";
import { type Scenario, scenarioSchema } from "./schema.ts";

export const SCENARIO_DIR = join(PROJECT_ROOT, "scenarios");

let cache: Scenario[] | null = null;

function fileOf(id: string): string {
  return join(SCENARIO_DIR, `${id}.json`);
}

export function loadScenarios(): Scenario[] {
  if (cache) return cache;
  const out: Scenario[] = [];
  for (const game of readdirSync(SCENARIO_DIR, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    for (const f of readdirSync(join(SCENARIO_DIR, game.name))
      .filter((x) => x.endsWith(".json"))
      .sort(byNumber)) {
      const path = join(SCENARIO_DIR, game.name, f);
      const parsed = scenarioSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
      if (!parsed.success) throw new Error(`Scenario file ${path} is invalid: ${parsed.error.message}`);
      out.push(parsed.data);
    }
  }
  cache = out;
  return out;
}

function byNumber(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

export function findScenario(id: string): Scenario | undefined {
  const all = loadScenarios();
  const want = id.toLowerCase();
  return all.find((s) => s.id === want) ?? all.find((s) => s.id.endsWith(`/${want}`));
}

export function editionsFor(game: string): string[] {
  return gameById(game).editions.map((e) => e.id);
}

export function runScenario(s: Scenario, edition: string = s.edition): Trace {
  return gameById(s.game).resolveText({
    board: s.board,
    action: s.action,
    choices: s.choices,
    cards: s.cards,
    edition,
  }).trace;
}

/** Rewrites a scenario's expected runs from the current engine: only by an explicit command. */
export function recordScenario(s: Scenario): void {
  const expected = Object.fromEntries(editionsFor(s.game).map((e) => [e, compactTrace(runScenario(s, e))]));
  const path = fileOf(s.id);
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ ...s, expected }, null, 2)}\n`);
  renameSync(tmp, path);
  cache = null;
}
