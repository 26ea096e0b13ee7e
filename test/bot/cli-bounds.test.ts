/**
 * The command line's inputs and outputs are bounded: `@file` takes only a regular file up to its
 * cap, and `--png` never overwrites a file that is not a PNG (unless --force), says plainly when
 * the path is unusable (exit 2) and never leaves a temporary file behind.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runCli } from "../../src/bot/cli.ts";
import { MAX_AT_FILE_BYTES } from "../../src/bot/cli/args.ts";
import { PNG_SIGNATURE } from "./harness.ts";

function cli(...argv: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((m: unknown) => void err.push(String(m)));
  try {
    const code = runCli(argv, (s) => out.push(s));
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    spy.mockRestore();
  }
}

const SCENARIO = ["scenario", "show", "digimon/rules-processing-4"];
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cli-bounds-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("@file", () => {
  it("refuses a device and a folder, and a file over the cap, with exit 2", () => {
    const zero = cli("resolve", "--board", "@/dev/zero", "--action", "A plays BT1-029");
    expect(zero.code).toBe(2);
    expect(zero.err).toMatch(/Could not read the board file: \/dev\/zero is not a regular file/);
    expect(cli("resolve", "--board", `@${dir}`, "--action", "x").err).toMatch(/is a folder/);
    const big = join(dir, "board.txt");
    writeFileSync(big, "A: BT4-048 ".repeat(MAX_AT_FILE_BYTES / 10));
    const r = cli("resolve", "--board", `@${big}`, "--action", "x");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/more than the 256 KiB allowed/);
  });
});

describe("--png", () => {
  it("leaves an existing non-PNG file alone unless --force", () => {
    const notes = join(dir, "notes.txt");
    writeFileSync(notes, "my notes");
    const r = cli(...SCENARIO, "--png", notes);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/already exists and is not a PNG picture.*--force/);
    expect(readFileSync(notes, "utf8")).toBe("my notes");
    const forced = cli(...SCENARIO, "--png", notes, "--force");
    expect(forced.code).toBe(0);
    expect(readFileSync(notes).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
  });

  it("overwrites an existing PNG without --force", () => {
    const out = join(dir, "out.png");
    expect(cli(...SCENARIO, "--png", out).code).toBe(0);
    expect(cli(...SCENARIO, "--png", out).code).toBe(0);
    expect(readdirSync(dir)).toEqual(["out.png"]);
  });

  it.each([
    ["a missing folder", (d: string) => join(d, "missing", "out.png"), /folder .*missing does not exist/],
    ["a folder", (d: string) => d, /is a folder: give --png a file name inside it/],
    ["a path ending in a slash", (d: string) => `${d}/`, /needs a file name such as out.png/],
    ["a device", () => "/dev/null", /not a regular file/],
  ])("says plainly what is wrong with %s, exit 2, nothing left behind", (_what, target, message) => {
    mkdirSync(join(dir, "sub"));
    const r = cli(...SCENARIO, "--png", target(dir));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/Internal error/);
    expect(readdirSync(dir)).toEqual(["sub"]);
  });

  it("checks the target of resolve before resolving", () => {
    const r = cli(
      "resolve",
      "--board",
      "A: BT4-048",
      "--action",
      "A plays BT4-048",
      "--png",
      join(dir, "no", "x.png"),
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/does not exist/);
  });
});
