/**
 * The compiler's precision audit (README, "The precision audit"): the recorded draw and verdicts
 * are well formed and hold no card text; with ../shared/data present, every drawn card's compiled
 * form equals its snapshot (changed only by `npm run audit:cards -- snapshot --update`) and every
 * board test resolves as its verdict says.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importDocument } from "../../src/cards/import.ts";
import {
  AUDIT_DIR,
  auditRegistry,
  loadCases,
  loadDraw,
  runAuditCase,
  wilson,
} from "../../src/scenarios/card-audit/cases.ts";
import { drawAudit } from "../../src/scenarios/card-audit/draw.ts";
import { longStrings, snapshotText } from "../../src/scenarios/card-audit/snapshot.ts";
import { sharedDataDir } from "../../src/paths.ts";
import type { CardText } from "../../src/games/digimon/compiler/index.ts";

const DATA = join(sharedDataDir(), "digimon", "cards.json");
const present = existsSync(DATA);
const draw = loadDraw();
const cases = loadCases();

describe("the audit's records", () => {
  it("draws 300 distinct cards and judges only drawn ones, once each", () => {
    expect(draw.codes.length).toBe(draw.count);
    expect(draw.count).toBeGreaterThanOrEqual(300);
    expect(new Set(draw.codes).size).toBe(draw.codes.length);
    const drawn = new Set(draw.codes);
    expect(cases.filter((c) => !drawn.has(c.card))).toEqual([]);
    expect(new Set(cases.map((c) => c.card)).size).toBe(cases.length);
  });

  it("stores no card text: the snapshots hold no sentence, and there is one per drawn card", () => {
    const dir = join(AUDIT_DIR, "snapshots");
    const files = readdirSync(dir).sort();
    expect(files).toEqual(draw.codes.map((c) => `${c}.json`).sort());
    for (const f of files) expect(longStrings(JSON.parse(readFileSync(join(dir, f), "utf8")))).toEqual([]);
  });

  it("draws the same cards for the same seed, and only cards that read completely and run", () => {
    const tst = (code: string, effect: string): CardText => ({
      code,
      name: code,
      category: "Digimon",
      colors: ["Red"],
      level: 3,
      dp: 3000,
      playCost: 3,
      digivolve: [],
      traits: [],
      effect,
      inherited: "",
      security: "",
    });
    const pool = [
      tst("TST-1", "[On Play] Gain 1 memory."),
      tst("TST-2", "[On Play] Juggle three flaming torches."),
      tst("TST-3", ""),
      tst("TST-4", "[When Attacking] Gain 2 memory."),
    ];
    const a = drawAudit(pool, 5, 2);
    expect(a.eligible).toBe(3);
    expect(a.codes).toEqual(drawAudit(pool, 5, 2).codes);
    expect(a.codes).not.toContain("TST-2");
    expect(drawAudit(pool, 5, 10).codes.sort()).toEqual(["TST-1", "TST-3", "TST-4"]);
  });

  it("gives Wilson's interval", () => {
    const w = wilson(64, 80);
    expect(w.low).toBeCloseTo(0.698, 2);
    expect(w.high).toBeCloseTo(0.875, 2);
  });
});

describe("the audit on the real pool", () => {
  if (!present) {
    it("needs ../shared/data/digimon/cards.json, which is absent: snapshots and board tests not run", () => {
      console.log(
        `card audit: ${DATA} is absent, so the snapshots and board tests of the drawn cards are not run.`,
      );
      expect(existsSync(DATA)).toBe(false);
    });
    return;
  }
  const pool = importDocument(JSON.parse(readFileSync(DATA, "utf8"))).cards;
  const byCode = new Map(pool.map((c) => [c.code, c]));

  it("compiles every drawn card to its snapshot (npm run audit:cards -- snapshot --update to accept a change)", () => {
    const differ = draw.codes.filter((code) => {
      const card = byCode.get(code);
      const path = join(AUDIT_DIR, "snapshots", `${code}.json`);
      return !card || readFileSync(path, "utf8") !== snapshotText(card);
    });
    expect(differ).toEqual([]);
  });

  const registry = auditRegistry(pool);
  for (const c of cases) {
    const holds = c.verdict === "correct" || c.fixed;
    it(`${c.card}: ${holds ? "does what its text says" : `still wrong (${c.reason})`}`, () => {
      const failures = runAuditCase(c, registry);
      if (holds) expect(failures).toEqual([]);
      else expect(failures.length).toBeGreaterThan(0);
    });
  }
});
