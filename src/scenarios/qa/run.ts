/**
 * The conformance suite: loads the official Q&A scenarios, runs each through the game's public
 * entry (the same path `cli resolve` takes), and sums up agreed, failing and not expressible.
 */
import { readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gameById } from "../../games/index.ts";
import { bundledRegistry } from "../../games/digimon/input/registry.ts";
import { UserError } from "../../games/user-error.ts";
import { SCENARIO_DIR } from "../library.ts";
import { type RunResult, activationsOf, evaluateCheck } from "./checks.ts";
import { type QaScenario, type QaStatus, qaScenarioSchema } from "./schema.ts";

export const QA_DIR = join(SCENARIO_DIR, "digimon", "qa");

export interface LoadedQa {
  file: string;
  scenario: QaScenario;
}

export interface CaseResult {
  qno: string;
  status: QaStatus;
  /** Why it is not agreed (the first check that failed, or what the notation lacks); "" when agreed. */
  reason: string;
}

export interface ConformanceReport {
  total: number;
  agreed: number;
  failing: number;
  not_expressible: number;
  categories: Record<string, { total: number; agreed: number }>;
  cases: CaseResult[];
}

export function loadQaScenarios(dir: string = QA_DIR): LoadedQa[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return files.map((f) => {
    const file = join(dir, f);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, "utf8"));
    } catch (e) {
      throw new UserError(`${file} is not valid JSON: ${(e as Error).message}`);
    }
    const parsed = qaScenarioSchema.safeParse(raw);
    if (!parsed.success)
      throw new UserError(
        `${file} is not a valid Q&A scenario: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`).join("; ")}`,
      );
    if (`${parsed.data.qno}.json` !== f)
      throw new UserError(`${file} holds ${parsed.data.qno}: name it ${parsed.data.qno}.json`);
    return { file, scenario: parsed.data };
  });
}

/**
 * The cards the compiler left partly unread, from the resolution's notes ("BT4-048: part of its
 * text could not be read, ... (could not read "...")"), each with the start of what it could not read.
 */
function unreadNotes(notes: string[]): string[] {
  return notes
    .filter((n) => /could not be read/.test(n))
    .map((n) => {
      const code = n.split(":")[0]!;
      const fragment = /could not read "(.*)"\)\.?$/.exec(n)?.[1] ?? "";
      return fragment
        ? `${code} ("${fragment.length > 90 ? `${fragment.slice(0, 90)}...` : fragment}")`
        : code;
    });
}

/**
 * A refused run has no notes: the cards of the board and action that the compiler left partly
 * unread are asked of the registry instead, in the same words the notes use.
 */
function unreadOfRefused(s: QaScenario): string[] {
  const codes = new Set(`${s.board} ${s.action}`.match(/\b[A-Z0-9]+-\d+\b/g) ?? []);
  return [...codes].flatMap((code) => {
    const unread = bundledRegistry.unreadOf(code);
    return unread.length > 0
      ? [`${code}: part of its text could not be read, so this breakdown leaves out ${unread.join("; ")}.`]
      : [];
  });
}

export function runQaScenario(s: QaScenario): CaseResult {
  if (s.expect) return { qno: s.qno, status: "not-expressible", reason: s.expect.reason };
  let run: RunResult;
  let notes: string[];
  try {
    const outcome = gameById("digimon").resolveText({
      board: s.board,
      action: s.action,
      choices: s.choices,
      cards: s.cards,
      edition: s.edition,
    });
    run = { trace: outcome.trace };
    notes = outcome.notes;
  } catch (e) {
    if (!(e instanceof UserError))
      return { qno: s.qno, status: "failing", reason: `the engine crashed: ${(e as Error).message}` };
    run = { refused: e.message };
    notes = unreadOfRefused(s);
  }
  const failures = s.checks.map((c) => evaluateCheck(c, run)).filter((x): x is string => x !== null);
  const unread = unreadNotes(notes);
  // The ruling's own card partly unread, and none of its effects ran: its checks may hold only
  // because the ability in question was left out.
  const acts = "trace" in run ? activationsOf(run.trace) : [];
  const ownRan = acts.includes(s.source.card) || acts.includes(`interrupt ${s.source.card}`);
  const ownUnread = unread.filter((u) => u.startsWith(`${s.source.card} `) || u === s.source.card);
  if (ownUnread.length > 0 && !s.unread_elsewhere && !(ownRan && failures.length === 0))
    return { qno: s.qno, status: "not-expressible", reason: `card text not read: ${ownUnread.join("; ")}` };
  // "X does not activate" proves nothing when X's text was only partly read.
  const silent = s.checks.flatMap((c) => ("does_not_activate" in c ? [c.does_not_activate] : []));
  const silentUnread = unread.filter((u) => silent.some((code) => u.startsWith(`${code} `) || u === code));
  if (silentUnread.length > 0)
    return {
      qno: s.qno,
      status: "not-expressible",
      reason: `card text not read: ${silentUnread.join("; ")}`,
    };
  if (failures.length === 0) return { qno: s.qno, status: "agreed", reason: "" };
  const otherUnread = s.unread_elsewhere ? unread.filter((u) => !ownUnread.includes(u)) : unread;
  if (otherUnread.length > 0)
    return { qno: s.qno, status: "not-expressible", reason: `card text not read: ${otherUnread.join("; ")}` };
  return { qno: s.qno, status: "failing", reason: [...new Set(failures)].join("; ") };
}

export function summarize(scenarios: QaScenario[], results: CaseResult[]): ConformanceReport {
  const categories: Record<string, { total: number; agreed: number }> = {};
  scenarios.forEach((s, i) => {
    for (const c of s.categories) {
      const row = (categories[c] ??= { total: 0, agreed: 0 });
      row.total++;
      if (results[i]!.status === "agreed") row.agreed++;
    }
  });
  const count = (st: QaStatus) => results.filter((r) => r.status === st).length;
  return {
    total: results.length,
    agreed: count("agreed"),
    failing: count("failing"),
    not_expressible: count("not-expressible"),
    categories: Object.fromEntries(Object.entries(categories).sort((a, b) => b[1].total - a[1].total)),
    cases: results,
  };
}

/** The set of a card code: "BT4-048" → "BT4", "P-001" → "P", "EX1-010" → "EX1". */
export function setOf(code: string): string {
  return code.replace(/-\d+$/, "");
}

/** Writes the status last seen into the scenario file: only through `conformance record`. */
export function recordStatus(file: string, status: QaStatus): void {
  const raw = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  raw.recorded = status;
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(raw, null, 2)}\n`);
  renameSync(tmp, file);
}
