/** Component state: survives a new process (a new store on the same directory), expires, stays safe. */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FileComponentState, STATE_ID } from "../../src/bot/component-state.ts";

const schema = z.object({ board: z.string(), page: z.number() });
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "store-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("FileComponentState", () => {
  it("keeps state across restarts, in one file per id, with no temporary files left", () => {
    const id = new FileComponentState(dir).putSync("view", { board: "A: BT4-048", page: 2 });
    expect(id).toMatch(STATE_ID);
    const again = new FileComponentState(dir);
    expect(again.getSync("view", id, schema)).toEqual({ board: "A: BT4-048", page: 2 });
    expect(readdirSync(join(dir, "components"))).toEqual([`${id}.json`]);
  });

  it("forgets entries after their time, and prunes them", () => {
    let now = 1_000;
    const store = new FileComponentState(dir, 60_000, () => now);
    const id = store.putSync("view", { board: "x", page: 0 });
    now += 59_999;
    expect(store.getSync("view", id, schema)).toBeDefined();
    now += 2;
    expect(store.getSync("view", id, schema)).toBeUndefined();
    expect(store.prune()).toBe(1);
    expect(existsSync(join(dir, "components", `${id}.json`))).toBe(false);
  });

  it("answers undefined for unknown, malformed, wrongly typed or corrupted entries", () => {
    const store = new FileComponentState(dir);
    const id = store.putSync("view", { board: "x", page: 0 });
    expect(store.getSync("other", id, schema)).toBeUndefined();
    expect(store.getSync("view", "../../etc/passwd", schema)).toBeUndefined();
    expect(store.getSync("view", "aaaaaaaaaa", schema)).toBeUndefined();
    expect(store.getSync("view", id, z.object({ missing: z.string() }))).toBeUndefined();
    writeFileSync(join(dir, "components", `${id}.json`), "{not json");
    expect(store.getSync("view", id, schema)).toBeUndefined();
  });

  it("refuses to write under an id that could leave the directory", () => {
    expect(() => new FileComponentState(dir).putSync("view", {}, "../escape00")).toThrow();
  });
});
