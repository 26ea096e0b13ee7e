/**
 * The check, on the real data when ../shared/data is there: after importing the shared
 * card and Q&A files, the local mode's /card for BT1-084 shows an image URL, its printings and
 * its official Q&A numbers; /rulings finds rulings by words; --locale ja replies in Japanese.
 * Nothing of the data is copied: it is imported into a temporary DATA_DIR at run time.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCliAsync } from "../../src/bot/cli.ts";
import { importFile } from "../../src/cards/sync.ts";
import { sharedDataDir } from "../../src/paths.ts";
import { importRulingsFile } from "../../src/rulings/sync.ts";

const digimon = join(sharedDataDir(), "digimon");
const present = existsSync(join(digimon, "cards.json")) && existsSync(join(digimon, "qa.json"));
if (!present)
  console.warn(
    `shared-data-local.test.ts: ${digimon} is absent, so the check on the real data does not run.`,
  );

let dir = "";
const saved = process.env.DATA_DIR;

async function local(...argv: string[]): Promise<string> {
  const out: string[] = [];
  const code = await runCliAsync(["discord", ...argv], (s) => out.push(s));
  expect(code).toBe(0);
  return out.join("\n");
}

describe.runIf(present)("the local mode on the shared data", () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "shared-local-"));
    process.env.DATA_DIR = dir;
    expect(importFile(dir, join(digimon, "cards.json")).ok).toBe(true);
    for (const f of ["qa.json", "errata.json", "banlist.json"])
      expect(importRulingsFile(dir, join(digimon, f)).ok).toBe(true);
  });
  afterAll(() => {
    process.env.DATA_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it("/card BT1-084 shows the image URL, its printings and its official Q&A numbers", async () => {
    const text = await local("card", "--query", "BT1-084");
    expect(text).toContain("Image: https://world.digimoncard.com/images/cardlist/card/BT1-084.png");
    expect(text).toMatch(/-- Printings \(1\) --\n• BT1-084 — first printing \(shown\)/);
    expect(text).toMatch(/-- Other cards named Omnimon --\n.*BT5-086/);
    expect(text).toMatch(/-- Official Q&A --\n\d+ rulings: Q939, Q940, Q941/);
    expect(text).toContain("rq:card:BT1-084");
  });

  it("/rulings finds rulings by words", async () => {
    const text = await local("rulings", "--query", "blocker suspended");
    expect(text).toMatch(/\d+ rulings · page 1\/\d+/);
    expect(text).toMatch(/-- Q\d+ · \d{4}-\d\d-\d\d · /);
    expect(text.toLowerCase()).toContain("blocker");
  });

  it("--locale ja replies in Japanese", async () => {
    const text = await local("card", "--query", "BT1-084", "--locale", "ja");
    expect(text).toContain("== BT1-084 · オメガモン（Omnimon） ==");
    expect(text).toMatch(/-- 公式Q&A --\n\d+件: Q939/);
    const rulings = await local("rulings", "--query", "blocker", "--locale", "ja");
    expect(rulings).toMatch(/公式Q&A：「blocker」/);
  });
});
