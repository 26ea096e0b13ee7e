/**
 * Every input is bounded: imports refuse special files and cap bytes and records, syncs cap the
 * download (announced or streamed), time out a server that never answers and one that stalls
 * mid-body, and search queries are cut to a bounded length.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closestCodes } from "../../src/games/card-codes.ts";
import { CardIndex, MAX_QUERY_CHARS } from "../../src/cards/search.ts";
import { importFile, syncFromUrl } from "../../src/cards/sync.ts";
import { normalizedPool } from "./fixtures.ts";
import { type FixtureServer, json, startServer } from "./server.ts";

const POOL = normalizedPool(40);
let server: FixtureServer;
let dir: string;

beforeAll(async () => {
  server = await startServer({
    "/good.json": json(POOL),
    "/endless": (_req, res) => {
      // No content-length: the body streams until the client stops reading.
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (res.write(chunk)) if (res.destroyed) return;
        res.once("drain", pump);
      };
      res.write("[");
      pump();
    },
    "/announced-huge": (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) });
      res.write("[");
    },
    "/silent": () => {
      // Never answers.
    },
    "/stalls-mid-body": (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('[{"cardId": "TS1-001"');
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "bounds-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("cards import bounds", () => {
  it("refuses a device, a folder and a file over the byte cap, naming the reason", () => {
    expect(importFile(dir, "/dev/zero")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a regular file/),
    });
    expect(importFile(dir, dir)).toMatchObject({ ok: false, reason: expect.stringMatching(/is a folder/) });
    const file = join(dir, "pool.json");
    writeFileSync(file, JSON.stringify(POOL));
    expect(importFile(dir, file, { maxBytes: 1000 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/more than the 1 KiB allowed/),
    });
    expect(importFile(dir, file)).toMatchObject({ ok: true, imported: 40 });
  });

  it("refuses more records than a card pool may have", () => {
    const file = join(dir, "pool.json");
    writeFileSync(file, JSON.stringify(POOL));
    expect(importFile(dir, file, { maxRecords: 39 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/40 records, more than the 39/),
    });
  });
});

describe("cards sync bounds", () => {
  it("stops an endless download at the byte cap", async () => {
    const r = await syncFromUrl(dir, server.url("/endless"), { maxBytes: 1024 * 1024 });
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/passed the 1048576 bytes allowed/);
  });

  it("refuses an announced body over the cap before reading it", async () => {
    const r = await syncFromUrl(dir, server.url("/announced-huge"), { maxBytes: 1024 * 1024 });
    expect(r.reason).toMatch(/announced 10485760 bytes/);
  });

  it("times out a server that never answers, and one that stalls mid-body", async () => {
    const silent = await syncFromUrl(dir, server.url("/silent"), { headersTimeoutMs: 300 });
    expect(silent.reason).toMatch(/did not answer within 0.3 s/);
    const stalled = await syncFromUrl(dir, server.url("/stalls-mid-body"), { timeoutMs: 500 });
    expect(stalled.ok).toBe(false);
    expect(stalled.reason).toMatch(/took too long|broke off/);
  });

  it("caps records in a download too", async () => {
    const r = await syncFromUrl(dir, server.url("/good.json"), { maxRecords: 10 });
    expect(r.reason).toMatch(/40 records, more than the 10/);
  });
});

describe("search bounds", () => {
  const index = new CardIndex(
    POOL.map((c, i) => ({ code: `TS1-${String(i + 1).padStart(3, "0")}`, name: `${c.nameEn}` })),
  );

  it("answers a huge query as it answers its first MAX_QUERY_CHARS characters", () => {
    const long = `${POOL[0]!.nameEn} `.repeat(20_000);
    const t0 = performance.now();
    const hits = index.search(long, 25);
    const ms = performance.now() - t0;
    expect(hits.map((h) => h.card.code)).toEqual(
      index.search(long.slice(0, MAX_QUERY_CHARS), 25).map((h) => h.card.code),
    );
    // Generous: an unbounded query takes seconds on the full pool.
    expect(ms).toBeLessThan(500);
  });

  it("suggests codes for a huge mistyped code without comparing all of it", () => {
    const known = Array.from({ length: 5000 }, (_, i) => `BT${i % 30}-${String(i).padStart(3, "0")}`);
    const t0 = performance.now();
    expect(closestCodes(`BT1-001${"x".repeat(100_000)}`, known, 3)).toHaveLength(3);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
