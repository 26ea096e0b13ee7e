/** `cli resolve` cites the official Q&A of the board's cards: the `rulings` JSON field and the text. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/bot/cli.ts";
import { importRulingsDocument } from "../../src/rulings/import.ts";
import { saveRulings } from "../../src/rulings/store.ts";

const withStore = mkdtempSync(join(tmpdir(), "cli-cite-"));
const without = mkdtempSync(join(tmpdir(), "cli-nocite-"));
const saved = process.env.DATA_DIR;
beforeAll(() => {
  const qa = {
    "GEN-105": [
      { qno: "Q9100", question: "Made-up: does it attack?", answer: "Yes.", date: "2026-01-01", related: [] },
      { qno: "Q9101", question: "Made-up: does it block?", answer: "No.", date: "2026-01-02", related: [] },
    ],
  };
  saveRulings(withStore, importRulingsDocument(qa), "made-up/qa.json");
});
afterAll(() => {
  process.env.DATA_DIR = saved;
  rmSync(withStore, { recursive: true, force: true });
  rmSync(without, { recursive: true, force: true });
});

function resolve(dataDir: string, ...extra: string[]): string {
  process.env.DATA_DIR = dataDir;
  const out: string[] = [];
  const code = runCli(
    [
      "resolve",
      "--board",
      "A: GEN-105 | B: GEN-104(sus)",
      "--action",
      "A attacks GEN-104 with GEN-105",
      ...extra,
    ],
    (s) => out.push(s),
  );
  expect(code).toBe(0);
  return out.join("\n");
}

describe("cli resolve's citations", () => {
  it("gives the JSON `rulings` field: each card's count, numbers and Q&A page, and the suite's rulings", () => {
    const json = JSON.parse(resolve(withStore, "--json")) as { rulings: unknown };
    expect(json.rulings).toEqual({
      cards: [
        {
          code: "GEN-105",
          count: 2,
          qnos: ["Q9100", "Q9101"],
          url: "https://world.digimoncard.com/rule/?card_no=GEN-105",
        },
      ],
      suite: [],
    });
    expect(resolve(withStore)).toContain(
      "Official Q&A on these cards:\n  GEN-105 — 2 rulings: Q9100, Q9101 (https://world.digimoncard.com/rule/?card_no=GEN-105)",
    );
  });

  it("cites nothing, without an error, when no Q&A store is loaded", () => {
    expect((JSON.parse(resolve(without, "--json")) as { rulings: unknown }).rulings).toEqual({
      cards: [],
      suite: [],
    });
    expect(resolve(without)).not.toContain("Official Q&A");
  });
});
