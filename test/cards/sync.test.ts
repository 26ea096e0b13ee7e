import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runCardsCli } from "../../src/cards/cli.ts";
import { lastGoodPath, loadStore, loadStoreFile, storePath, writeFileAtomic } from "../../src/cards/store.ts";
import { importFile, syncFromUrl } from "../../src/cards/sync.ts";
import { communityPool, normalizedDigimon, normalizedPool } from "./fixtures.ts";
import { type FixtureServer, json, startServer, truncated } from "./server.ts";

const POOL = normalizedPool(40);
const withBadRecords = (bad: number) => [
  ...normalizedPool(40 - bad),
  ...Array.from({ length: bad }, (_, i) => ({ ...normalizedDigimon(100 + i), dp: -5 })),
];

let server: FixtureServer;
let dir: string;

beforeAll(async () => {
  server = await startServer({
    "/good.json": json(POOL),
    "/community.json": json(communityPool(40)),
    "/broken.json": json('[{"cardId": "TS1-001", "nameEn": '),
    "/truncated.json": truncated(POOL),
    "/error.json": json({ error: "boom" }, 500),
    "/shrunk.json": json(normalizedPool(30)),
    "/slightly-smaller.json": json(normalizedPool(37)),
    "/few-bad.json": json(withBadRecords(1)),
    "/many-bad.json": json(withBadRecords(4)),
    "/not-cards.json": json({ message: "hello" }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cards-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const snapshot = () => readFileSync(storePath(dir), "utf8");

describe("sync against a local server", () => {
  it("downloads either format and stores the pool", async () => {
    const r = await syncFromUrl(dir, server.url("/good.json"));
    expect(r).toMatchObject({ ok: true, format: "normalized", total: 40, imported: 40, previous: null });
    expect(loadStore(dir)?.cards).toHaveLength(40);
    const c = await syncFromUrl(dir, server.url("/community.json"));
    expect(c).toMatchObject({ ok: true, format: "community", imported: 40, previous: 40 });
    expect(loadStore(dir)?.cards[0]?.code).toBe("TS2-001");
  });

  describe("leaves the previous store untouched", () => {
    beforeEach(async () => {
      expect((await syncFromUrl(dir, server.url("/good.json"))).ok).toBe(true);
    });

    it.each([
      ["broken JSON", "/broken.json", /not valid JSON/],
      ["a truncated body", "/truncated.json", /broke off|not valid JSON/],
      ["a server error", "/error.json", /answered 500/],
      ["a document without cards", "/not-cards.json", /not a list of cards/],
      ["a missing file", "/nothing-here.json", /answered 404/],
      ["a pool shrunk by more than 10%", "/shrunk.json", /shrink from 40 to 30 cards/],
      [
        "records failing the schema beyond 5%",
        "/many-bad.json",
        /4 of 40 records \(10\.0%\) fail the schema/,
      ],
    ])("on %s", async (_what, path, reason) => {
      const before = snapshot();
      const r = await syncFromUrl(dir, server.url(path));
      expect(r.ok).toBe(false);
      expect(r.reason).toMatch(reason);
      expect(r.previous).toBe(40);
      expect(snapshot()).toBe(before);
      expect(readdirSync(dir)).toEqual(["digimon-cards.json"]);
    });

    it("when the server cannot be reached", async () => {
      const before = snapshot();
      const r = await syncFromUrl(dir, "http://127.0.0.1:1/cards.json", { timeoutMs: 2000 });
      expect(r.ok).toBe(false);
      expect(r.reason).toMatch(/download failed/);
      expect(snapshot()).toBe(before);
    });
  });

  it("accepts a small shrink, and a large one with force", async () => {
    await syncFromUrl(dir, server.url("/good.json"));
    expect(await syncFromUrl(dir, server.url("/slightly-smaller.json"))).toMatchObject({
      ok: true,
      imported: 37,
    });
    expect(await syncFromUrl(dir, server.url("/shrunk.json"), { force: true })).toMatchObject({
      ok: true,
      imported: 30,
      previous: 37,
    });
  });

  it("skips a few bad records, naming them, and stores the rest", async () => {
    const r = await syncFromUrl(dir, server.url("/few-bad.json"));
    expect(r.ok).toBe(true);
    expect(r.imported).toBe(39);
    expect(r.skipped).toEqual([{ code: "TS1-101", reason: expect.stringMatching(/^dp: /) as unknown }]);
  });
});

describe("store", () => {
  it("imports a file and refuses a broken one", () => {
    const good = join(dir, "in.json");
    writeFileAtomic(good, JSON.stringify(POOL));
    expect(importFile(join(dir, "store"), good)).toMatchObject({ ok: true, imported: 40 });
    const broken = join(dir, "broken.json");
    writeFileAtomic(broken, "[{");
    const r = importFile(join(dir, "store"), broken);
    expect(r).toMatchObject({ ok: false, previous: 40 });
    expect(loadStore(join(dir, "store"))?.cards).toHaveLength(40);
  });

  it("keeps the store each save replaces as the last good copy, but never an unreadable one", async () => {
    await syncFromUrl(dir, server.url("/good.json"));
    expect(existsSync(lastGoodPath(dir))).toBe(false);
    await syncFromUrl(dir, server.url("/slightly-smaller.json"));
    expect(loadStoreFile(lastGoodPath(dir))?.cards).toHaveLength(40);
    writeFileSync(storePath(dir), "{ broken");
    expect(await syncFromUrl(dir, server.url("/shrunk.json"))).toMatchObject({ ok: true, imported: 30 });
    expect(loadStoreFile(lastGoodPath(dir))?.cards).toHaveLength(40);
  });

  it("writes atomically, leaving no temporary file behind", () => {
    const path = join(dir, "sub", "file.json");
    writeFileAtomic(path, "one");
    writeFileAtomic(path, "two");
    expect(readFileSync(path, "utf8")).toBe("two");
    expect(readdirSync(join(dir, "sub"))).toEqual(["file.json"]);
  });
});

describe("cards CLI", () => {
  it("syncs from CARD_SOURCE_URL into DATA_DIR, prints counts, and looks cards up", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const env = { DATA_DIR: dir, CARD_SOURCE_URL: server.url("/few-bad.json") };
    const run = (args: string[]) =>
      runCardsCli(
        args,
        env,
        (l) => out.push(l),
        (l) => err.push(l),
      );
    expect(await run(["sync"])).toBe(0);
    expect(out.join("\n")).toMatch(/40 records \(normalized format\), 39 valid, 1 skipped/);
    expect(out.join("\n")).toMatch(/skipped TS1-101: dp:/);
    out.length = 0;
    expect(await run(["lookup", "ts1-2"])).toBe(0);
    expect(out[0]).toMatch(/^TS1-002 +Pebblemon/);
    expect(await run(["sync", "--url", server.url("/broken.json")])).toBe(1);
    expect(err.join("\n")).toMatch(/store left untouched \(still 39 cards\): .*not valid JSON/);
    expect(await run(["frobnicate"])).toBe(2);
  });
});
