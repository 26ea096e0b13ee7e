/**
 * The official Q&A conformance suite: every scenario file is valid; the checks and the runner
 * behave on boards of the project's own generic cards; and, when the real card data is present
 * (../shared/data, or SHARED_DATA_DIR), every ruling last recorded as agreed still agrees.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { attachConformancePool, sharedCardsFile } from "../../src/bot/conformance-pool.ts";
import { gameById } from "../../src/games/index.ts";
import { UserError } from "../../src/games/user-error.ts";
import { activationsOf, evaluateCheck } from "../../src/scenarios/qa/checks.ts";
import { loadQaScenarios, runQaScenario, setOf, summarize } from "../../src/scenarios/qa/run.ts";
import { type QaScenario, qaScenarioSchema } from "../../src/scenarios/qa/schema.ts";

const loaded = loadQaScenarios();

describe("the Q&A scenario files", () => {
  it("are valid, one ruling per file, named by their qno", () => {
    expect(loaded.length).toBeGreaterThan(0);
    const qnos = loaded.map((l) => l.scenario.qno);
    expect(new Set(qnos).size).toBe(qnos.length);
    for (const l of loaded) expect(l.file.endsWith(`${l.scenario.qno}.json`)).toBe(true);
  });

  it("state a board, an action and checks, or say why the ruling can't be stated", () => {
    for (const { scenario: s } of loaded)
      if (!s.expect) expect(s.checks.length, s.qno).toBeGreaterThan(0);
      else expect(s.expect.reason.length, s.qno).toBeGreaterThan(10);
  });
});

/** A made-up ruling on generic cards: an 11000 DP attacker deletes a suspended 5000 DP Digimon. */
function fixture(checks: QaScenario["checks"], extra: Partial<QaScenario> = {}): QaScenario {
  return qaScenarioSchema.parse({
    qno: "Q1",
    source: { qno: "Q1", card: "GEN-106", date: "2026-01-01" },
    question: "Does the bigger Digimon win the battle?",
    answer: "Yes, the smaller one is deleted.",
    categories: ["DP"],
    board: "turn A; A: GEN-106, memory 3 | B: GEN-104(sus)",
    action: "A attacks GEN-104 with GEN-106",
    checks,
    ...extra,
  });
}

describe("checks on a trace", () => {
  const trace = gameById("digimon").resolveText({
    board: "turn A; A: GEN-106, memory 3 | B: GEN-104(sus)",
    action: "A attacks GEN-104 with GEN-106",
  }).trace;

  it("read the final areas: is, has, lacks and count", () => {
    expect(evaluateCheck({ area: { player: "B", area: "trash", is: ["GEN-104"] } }, { trace })).toBeNull();
    expect(evaluateCheck({ area: { player: "A", area: "battle", has: ["GEN-106"] } }, { trace })).toBeNull();
    expect(evaluateCheck({ area: { player: "B", area: "battle", count: 1 } }, { trace })).toMatch(
      /expected 1/,
    );
    expect(evaluateCheck({ area: { player: "B", area: "trash", lacks: ["GEN-104"] } }, { trace })).toMatch(
      /not to hold GEN-104/,
    );
  });

  it("read memory, the sentences and the outcome", () => {
    expect(evaluateCheck({ memory: { player: "A", value: 3 } }, { trace })).toBeNull();
    expect(evaluateCheck({ memory: { player: "A", value: 4 } }, { trace })).toMatch(/expected 4/);
    expect(evaluateCheck({ says: "GEN-104 Generic Red Lv\\.4\\] is deleted" }, { trace })).toBeNull();
    expect(evaluateCheck({ never_says: "GEN-106 Generic Red Lv\\.6\\] is deleted" }, { trace })).toBeNull();
    expect(evaluateCheck({ outcome: null }, { trace })).toBeNull();
  });

  it("compare the activations in order, and tell a refusal from a trace", () => {
    expect(activationsOf(trace)).toEqual([]);
    expect(evaluateCheck({ activations: ["GEN-106"] }, { trace })).toMatch(/expected \[GEN-106\], got \[\]/);
    expect(evaluateCheck({ refused: "not allowed" }, { trace })).toMatch(/allowed it/);
    expect(
      evaluateCheck({ refused: "requirements" }, { refused: "does not meet the requirements" }),
    ).toBeNull();
    expect(evaluateCheck({ memory: { player: "A", value: 3 } }, { refused: "no" })).toMatch(/refused/);
  });
});

describe("the runner", () => {
  it("agrees, fails with the first difference, or reports what can't be stated", () => {
    expect(runQaScenario(fixture([{ area: { player: "B", area: "trash", is: ["GEN-104"] } }])).status).toBe(
      "agreed",
    );
    const wrong = runQaScenario(fixture([{ area: { player: "A", area: "trash", is: ["GEN-106"] } }]));
    expect(wrong).toMatchObject({ status: "failing" });
    expect(wrong.reason).toMatch(/player A's trash is \[\]/);
    const refused = runQaScenario(
      fixture([{ memory: { player: "A", value: 3 } }], { action: "A plays GEN-106" }),
    );
    expect(refused.status).toBe("failing");
    const stated = runQaScenario(
      fixture([], { expect: { status: "not-expressible", reason: "mechanic missing: an example" } }),
    );
    expect(stated).toEqual({ qno: "Q1", status: "not-expressible", reason: "mechanic missing: an example" });
  });

  it("sums up in the JSON contract, per category", () => {
    const a = fixture([{ area: { player: "B", area: "trash", is: ["GEN-104"] } }]);
    const b = fixture([{ memory: { player: "A", value: 9 } }], {
      qno: "Q2",
      source: { ...a.source, qno: "Q2" },
    });
    const report = summarize([a, b], [runQaScenario(a), runQaScenario(b)]);
    expect(Object.keys(report)).toEqual([
      "total",
      "agreed",
      "failing",
      "not_expressible",
      "categories",
      "cases",
    ]);
    expect(report).toMatchObject({ total: 2, agreed: 1, failing: 1, not_expressible: 0 });
    expect(report.categories).toEqual({ DP: { total: 2, agreed: 1 } });
    expect(setOf("BT4-048")).toBe("BT4");
    expect(setOf("P-001")).toBe("P");
  });

  it("says clearly when no card data is anywhere", () => {
    const empty = mkdtempSync(join(tmpdir(), "qa-none-"));
    expect(() => attachConformancePool(undefined, { DATA_DIR: empty, SHARED_DATA_DIR: empty })).toThrow(
      UserError,
    );
    expect(() => attachConformancePool(undefined, { DATA_DIR: empty, SHARED_DATA_DIR: empty })).toThrow(
      /npm run cards -- import/,
    );
  });
});

const cardsFile = sharedCardsFile();
const guarded = loaded.filter((l) => l.scenario.recorded === "agreed");

describe("regression guard on the real cards", () => {
  if (!existsSync(cardsFile)) {
    it("is not run: the shared card data is absent", () => {
      console.log(
        `Conformance regression guard NOT RUN: no card data at ${cardsFile} (set SHARED_DATA_DIR). ${guarded.length} rulings recorded as agreed were not checked.`,
      );
      expect(existsSync(cardsFile)).toBe(false);
    });
    return;
  }
  attachConformancePool(cardsFile);
  for (const { scenario } of guarded)
    it(`${scenario.qno} (${scenario.source.card}) still agrees`, () => {
      expect(runQaScenario(scenario)).toEqual({ qno: scenario.qno, status: "agreed", reason: "" });
    });
});
