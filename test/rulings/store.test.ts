/** The rulings store: import, guards, last good copy, lookup by card and by words, sync. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RulingIndex } from "../../src/rulings/index.ts";
import { runRulingsCli } from "../../src/rulings/cli.ts";
import { loadRulings, rulingsLastGoodPath, rulingsPath } from "../../src/rulings/store.ts";
import { importRulingsFile, syncRulingsFromUrl } from "../../src/rulings/sync.ts";
import { QUERY_MAX_CHARS, QUERY_MAX_WORDS } from "../../src/rulings/text-search.ts";
import { type FixtureServer, json, startServer, truncated } from "../cards/server.ts";
import { errataDoc, qaDoc, restrictionDoc } from "./fixtures.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "rulings-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, doc: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof doc === "string" ? doc : JSON.stringify(doc));
  return path;
}

const index = () => RulingIndex.fromDataDir(dir).index;

describe("import", () => {
  it("reads the Q&A by card, merging a ruling listed under two cards", () => {
    const r = importRulingsFile(dir, file("qa.json", qaDoc(20)));
    expect(r.ok).toBe(true);
    expect(r.sections[0]).toMatchObject({ section: "rulings", total: 21, imported: 20, skipped: [] });
    const q = index()
      .byCard("TST1-002")
      .map((x) => x.qno);
    expect(q).toContain("Q9000");
    expect(
      index()
        .byCard("tst1-2")
        .map((x) => x.qno),
    ).toEqual(q);
    expect(index().counts()).toMatchObject({ rulings: 20, cards: 4 });
  });

  it("reads errata and the restriction list into their own sections", () => {
    importRulingsFile(dir, file("qa.json", qaDoc(10)));
    expect(importRulingsFile(dir, file("errata.json", errataDoc)).ok).toBe(true);
    expect(importRulingsFile(dir, file("ban.json", restrictionDoc)).ok).toBe(true);
    const i = index();
    expect(i.erratum("TST1-001")).toMatchObject({
      date: "2025-05-01",
      changes: [{ after: "new made-up wording" }],
    });
    expect(i.restriction("TST1-002")).toMatchObject({ status: "banned", count: 0 });
    expect(i.counts()).toEqual({ rulings: 10, cards: 4, errata: 1, restrictions: 2 });
  });

  it("skips a malformed record with its number and reason, and keeps the rest", () => {
    const doc = qaDoc(40);
    (doc["TST1-001"]![1] as Record<string, unknown>).date = "yesterday";
    const r = importRulingsFile(dir, file("qa.json", doc));
    expect(r.ok).toBe(true);
    expect(r.sections[0]!.skipped).toEqual([{ code: "Q9004", reason: expect.stringMatching(/date/) }]);
    expect(index().counts().rulings).toBe(39);
  });

  it("refuses a document with too many bad records, a shrink, or an unknown shape, leaving the store", () => {
    importRulingsFile(dir, file("qa.json", qaDoc(40)));
    const before = readFileSync(rulingsPath(dir), "utf8");
    const bad = qaDoc(40);
    for (const list of Object.values(bad))
      for (const r of list.slice(0, 3)) (r as Record<string, unknown>).answer = "";
    const many = importRulingsFile(dir, file("bad.json", bad));
    expect(many.ok).toBe(false);
    expect(many.sections[0]!.reason).toMatch(/fail the schema/);
    const shrunk = importRulingsFile(dir, file("small.json", qaDoc(20)));
    expect(shrunk.sections[0]!.reason).toMatch(/shrink from 40 to 20.*--force/);
    const odd = importRulingsFile(dir, file("odd.json", { hello: "world" }));
    expect(odd.reason).toMatch(/unrecognized document/);
    const broken = importRulingsFile(dir, file("broken.json", '{"TST1-001": [{"qno": '));
    expect(broken.reason).toMatch(/not valid JSON/);
    expect(readFileSync(rulingsPath(dir), "utf8")).toBe(before);
    expect(importRulingsFile(dir, file("small.json", qaDoc(20)), { force: true }).ok).toBe(true);
  });

  it("serves the last good copy when the store is damaged", () => {
    importRulingsFile(dir, file("qa.json", qaDoc(10)));
    importRulingsFile(dir, file("qa2.json", qaDoc(11)));
    expect(JSON.parse(readFileSync(rulingsLastGoodPath(dir), "utf8")).rulings).toHaveLength(10);
    writeFileSync(rulingsPath(dir), '{"version": 1, "rulings": [');
    const loaded = loadRulings(dir);
    expect(loaded).toMatchObject({ kind: "store", recovered: expect.stringMatching(/not valid JSON/) });
    expect(index().counts().rulings).toBe(10);
  });
});

describe("search", () => {
  beforeEach(() => {
    importRulingsFile(dir, file("qa.json", qaDoc(30)));
  });

  it("finds rulings holding every word, by prefix and plural, best first and paged", () => {
    const p = index().search("security stacks", { pageSize: 2 });
    expect(p.total).toBe(6);
    expect(p.pages).toBe(3);
    expect(p.results).toHaveLength(2);
    for (const r of p.results) expect(r.question).toContain("security stack");
    const last = index().search("secur stack", { pageSize: 2, page: 9 });
    expect(last.page).toBe(2);
  });

  it("narrows to a card, by option or by a code in the words, including rulings that name it", () => {
    const byOption = index().search("memory", { card: "TST1-001" });
    expect(byOption.results.every((r) => r.cards.includes("TST1-001"))).toBe(true);
    expect(byOption.total).toBeGreaterThan(0);
    expect(index().search("TST1-001 memory").total).toBe(byOption.total);
    expect(index().search("", { card: "TST2-010" }).total).toBe(0);
    expect(
      index()
        .search("digivolution", { card: "TST2-010" })
        .results.map((r) => r.qno),
    ).toEqual(["Q9003"]);
  });

  it("bounds the query: only the first characters and words count, and nonsense finds nothing", () => {
    const many = `memory ${"gauge ".repeat(3)}${Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ")}`;
    expect(index().search(many).words.length).toBeLessThanOrEqual(QUERY_MAX_WORDS);
    expect(index().search(`${"x".repeat(QUERY_MAX_CHARS)} memory`).words).toEqual([]);
    expect(index().search(`memory ${"y".repeat(500)}`).words).toEqual(["memory"]);
    expect(index().search("zzzz qqqq").total).toBe(0);
  });
});

describe("sync against a local server", () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startServer({
      "/qa.json": json(qaDoc(12)),
      "/errata.json": json(errataDoc),
      "/cut.json": truncated(qaDoc(12)),
      "/down.json": json({ error: "boom" }, 503),
    });
  });
  afterAll(() => server.close());

  it("downloads every URL of RULINGS_SOURCE_URL, and a broken download changes nothing", async () => {
    const out: string[] = [];
    const env = { RULINGS_SOURCE_URL: `${server.url("/qa.json")} ${server.url("/errata.json")}` };
    expect(
      await runRulingsCli(
        ["sync", "--data-dir", dir],
        env,
        (l) => out.push(l),
        (l) => out.push(l),
      ),
    ).toBe(0);
    expect(index().counts()).toMatchObject({ rulings: 12, errata: 1 });
    const before = readFileSync(rulingsPath(dir), "utf8");
    const cut = await syncRulingsFromUrl(dir, server.url("/cut.json"));
    expect(cut.reason).toMatch(/not valid JSON|broke off/);
    const down = await syncRulingsFromUrl(dir, server.url("/down.json"));
    expect(down.reason).toMatch(/503/);
    expect(readFileSync(rulingsPath(dir), "utf8")).toBe(before);
  });

  it("says how to fill the store when sync has no URL, and when searching an empty store", async () => {
    const err: string[] = [];
    expect(
      await runRulingsCli(
        ["sync", "--data-dir", dir],
        {},
        () => {},
        (l) => err.push(l),
      ),
    ).toBe(2);
    expect(err.join("\n")).toMatch(/RULINGS_SOURCE_URL/);
    expect(
      await runRulingsCli(
        ["search", "memory", "--data-dir", dir],
        {},
        () => {},
        (l) => err.push(l),
      ),
    ).toBe(1);
    expect(err.join("\n")).toMatch(/npm run rulings -- import/);
  });
});
