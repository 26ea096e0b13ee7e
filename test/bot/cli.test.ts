import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runCli } from "../../src/bot/cli.ts";

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

describe("command line", () => {
  it("lists the scenarios", () => {
    const r = cli("scenario", "list");
    expect(r.code).toBe(0);
    expect(r.out.split("\n").filter((l) => l.startsWith("digimon/rules-processing-"))).toHaveLength(6);
  });

  it("shows a scenario as the documented JSON contract", () => {
    const r = cli("scenario", "show", "digimon/rules-processing-4", "--json", "--edition", "wiki-2022");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as {
      edition: string;
      steps: Record<string, unknown>[];
      final: { areas: object };
    };
    expect(json.edition).toBe("wiki-2022");
    for (const step of json.steps)
      expect(Object.keys(step)).toEqual(
        expect.arrayContaining(["n", "kind", "player", "card", "text", "rule", "layers"]),
      );
    expect(json.steps.filter((s) => s.kind === "activate").map((s) => s.card)).toEqual([
      "BT4-048",
      "ST3-04",
      "BT2-070",
      "BT4-097",
      "BT2-021",
    ]);
    expect(Object.keys(json.final.areas)).toEqual(["A", "B"]);
  });

  it("resolves a board given on the command line and writes the PNG", () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-"));
    const png = join(dir, "out.png");
    const r = cli(
      "resolve",
      "--board",
      "A: BT5-045, hand BT5-035 | B: BT4-060(-10000)",
      "--action",
      "A attacks with BT5-045",
      "--png",
      png,
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain("fails to activate");
    expect(readFileSync(png).subarray(1, 4).toString()).toBe("PNG");
  });

  it("answers bad input with a message and exit code 2, never a stack trace", () => {
    const r = cli("resolve", "--board", "A: BT4-049", "--action", "A attacks with BT4-049");
    expect(r.code).toBe(2);
    expect(r.err).toContain("Closest known codes");
    expect(r.err).not.toMatch(/at .*\.ts:\d+/);
    expect(cli("scenario", "show", "nope").err).toContain('No scenario "nope"');
    expect(cli("resolve", "--board").err).toContain("--board needs a value");
    expect(cli("resolve", "--board", "A: GEN-103", "--bogus").err).toContain("Unknown option --bogus");
    expect(cli("frobnicate").code).toBe(2);
  });

  it("refuses words left over after the options instead of ignoring them", () => {
    const r = cli("resolve", "--board", "turn A | A: GEN-103", "--action", "A", "ends", "the", "turn");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/resolve does not take the extra arguments "ends", "the", "turn"/);
    expect(r.err).toMatch(/quote text that holds spaces/);
    expect(cli("scenario", "show", "digimon/rules-processing-4", "extra").err).toMatch(
      /the extra argument "extra"/,
    );
    expect(cli("scenario", "list", "more").code).toBe(2);
    expect(cli("demo", "now").err).toMatch(/demo does not take the extra argument "now"/);
  });

  it("reads a board from a file with @path, and says when the file is missing", () => {
    const missing = cli("resolve", "--board", "@/nonexistent/board.txt", "--action", "A plays BT1-029");
    expect(missing.err).toContain("Could not read the board file");
    expect(existsSync("/nonexistent/board.txt")).toBe(false);
  });
});
