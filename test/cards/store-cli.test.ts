/** The part the card and rulings command lines share: flags, usage, refusals, exit codes. */
import { describe, expect, it } from "vitest";
import { readStoreCommand, refuseSyncWords, unknownCommand } from "../../src/cards/store-cli.ts";

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      env: { DATA_DIR: "/tmp/from-env" },
      print: (l: string) => out.push(l),
      printErr: (l: string) => err.push(l),
    },
  };
}

describe("readStoreCommand", () => {
  it("reads the command, its words, the shared and the command's own flags", () => {
    const t = io();
    const r = readStoreCommand(
      ["search", "red", "dragon", "--json", "--page", "2"],
      { page: { type: "string" } },
      "USAGE",
      t.io,
    );
    expect(r).toMatchObject({ command: "search", rest: ["red", "dragon"], dataDir: "/tmp/from-env" });
    if (typeof r === "number") throw new Error("expected a command");
    expect(r.values.json).toBe(true);
    expect(r.values.force).toBe(false);
    expect(r.values.page).toBe("2");
  });

  it("takes --data-dir over DATA_DIR", () => {
    const r = readStoreCommand(["status", "--data-dir", "/x"], {}, "USAGE", io().io);
    expect(typeof r !== "number" && r.dataDir).toBe("/x");
  });

  it("prints the usage: 0 after --help, 2 with no command or a bad flag", () => {
    const help = io();
    expect(readStoreCommand(["--help"], {}, "USAGE", help.io)).toBe(0);
    expect(help.out).toEqual(["USAGE"]);
    const none = io();
    expect(readStoreCommand([], {}, "USAGE", none.io)).toBe(2);
    const bad = io();
    expect(readStoreCommand(["status", "--nope"], {}, "USAGE", bad.io)).toBe(2);
    expect(bad.err.join("\n")).toMatch(/--nope[\s\S]*USAGE/);
  });
});

describe("refusals", () => {
  it("refuses words after sync and names them", () => {
    const t = io();
    expect(refuseSyncWords([], "USAGE", t.io)).toBeNull();
    expect(refuseSyncWords(["https://x"], "USAGE", t.io)).toBe(2);
    expect(t.err[0]).toMatch(/--url, not "https:\/\/x"/);
  });

  it("names an unknown command", () => {
    const t = io();
    expect(unknownCommand("frob", "USAGE", t.io)).toBe(2);
    expect(t.err[0]).toMatch(/Unknown command "frob"/);
  });
});
