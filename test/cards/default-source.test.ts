/** `npm run cards -- sync` with no configuration, and the community format's printings and Japanese names. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from "vitest";
import { runCardsCli, syncUrl } from "../../src/cards/cli.ts";
import { DEFAULT_CARD_SOURCE_URL } from "../../src/cards/default-source.ts";
import { loadStore } from "../../src/cards/store.ts";
import { communityPool } from "./fixtures.ts";
import { type FixtureServer, json, startServer } from "./server.ts";

const pool = communityPool(12).map((r, i) =>
  i === 0
    ? {
        ...r,
        name: { english: "Sproutmon X0", japanese: "スプラウモン" },
        AAs: [{ id: "TS2-001_P1", type: "Alternative Art", note: "made up" }, { id: "not an id" }],
        JAAs: [
          { id: "TS2-001_P1-J", type: "Foil" },
          { id: "TS2-001_P1", type: "listed twice" },
        ],
      }
    : r,
);

let server: FixtureServer;
let dir: string;
beforeAll(async () => {
  server = await startServer({ "/DigimonCards.json": json(pool) });
});
afterAll(() => server.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "default-source-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the default card source", () => {
  it("is used when neither --url nor CARD_SOURCE_URL is set, and is the community list on GitHub", () => {
    expect(syncUrl(undefined, {})).toBe(DEFAULT_CARD_SOURCE_URL);
    expect(syncUrl(undefined, { CARD_SOURCE_URL: "  " })).toBe(DEFAULT_CARD_SOURCE_URL);
    expect(syncUrl(undefined, { CARD_SOURCE_URL: "http://x/y.json" })).toBe("http://x/y.json");
    expect(syncUrl("http://flag/z.json", { CARD_SOURCE_URL: "http://x/y.json" })).toBe("http://flag/z.json");
    expect(DEFAULT_CARD_SOURCE_URL).toMatch(
      /^https:\/\/raw\.githubusercontent\.com\/TakaOtaku\/Digimon-Card-App\/HEAD\/.*DigimonCards\.json$/,
    );
  });

  it("is read by the importer: a local stand-in in its format fills the store with printings and Japanese names", async () => {
    const out: string[] = [];
    const code = await runCardsCli(
      ["sync", "--data-dir", dir],
      { CARD_SOURCE_URL: server.url("/DigimonCards.json") },
      (l) => out.push(l),
      (l) => out.push(l),
    );
    expect(code).toBe(0);
    const card = loadStore(dir)!.cards.find((c) => c.code === "TS2-001")!;
    expect(card.nameJa).toBe("スプラウモン");
    expect(card.printings).toEqual([
      { id: "TS2-001_P1", kind: "Alternative Art", note: "made up" },
      { id: "TS2-001_P1-J", kind: "Foil" },
    ]);
    // "-" is this format's "none": no Japanese name rather than a dash.
    expect(loadStore(dir)!.cards.find((c) => c.code === "TS2-002")!.nameJa).toBeUndefined();
  });

  it("refuses arguments a command does not take", async () => {
    const err: string[] = [];
    const code = await runCardsCli(
      ["status", "now", "--data-dir", dir],
      {},
      () => {},
      (l) => err.push(l),
    );
    expect(code).toBe(2);
    expect(err.join("\n")).toMatch(/status takes no argument, not "now"/);
    expect(
      await runCardsCli(
        ["import", "a.json", "b.json", "--data-dir", dir],
        {},
        () => {},
        () => {},
      ),
    ).toBe(2);
  });

  it("an operator with an empty store is told the one command that fills it", async () => {
    const out: string[] = [];
    await runCardsCli(["status", "--data-dir", dir], {}, (l) => out.push(l));
    expect(out.join("\n")).toMatch(/No card store at .*: fill it with `npm run cards -- sync`/);
  });
});
