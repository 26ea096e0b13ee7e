/** The CLI's JSON carries the verdict at the top: `complete` and `gaps`. */
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/bot/cli.ts";

const json = (board: string, action: string) => {
  const out: string[] = [];
  expect(runCli(["resolve", "--board", board, "--action", action, "--json"], (s) => out.push(s))).toBe(0);
  return JSON.parse(out.join("\n")) as {
    complete: boolean;
    gaps: { card: string; kind: string; text: string; why: string }[];
  };
};

describe("cli resolve --json verdict", () => {
  it("says complete: true with no gaps for a board the engine reads whole", () => {
    expect(json("A: GEN-104 | B: GEN-604", "A plays GEN-103")).toMatchObject({ complete: true, gaps: [] });
  });

  it("lists each gap with card, kind, text and why", () => {
    const r = json("A: GEN-105 | B: security 2", "A attacks B with GEN-105");
    expect(r.complete).toBe(false);
    expect(r.gaps).toEqual([
      {
        card: "GEN-000",
        kind: "card data missing",
        text: expect.any(String),
        why: expect.stringContaining("list the card"),
      },
    ]);
  });
});
