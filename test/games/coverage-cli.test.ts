import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runGameCoverage } from "../../src/games/coverage-cli.ts";

const KEYS = [
  "executable",
  "parsed",
  "parsedAndExecutable",
  "topNotExecutable",
  "topUnread",
  "total",
  "vanilla",
];

function run(argv: string[]): { code: number; out: string } {
  const lines: string[] = [];
  const code = runGameCoverage(argv, (s) => lines.push(s));
  return { code, out: lines.join("\n") };
}

describe("coverage:cards for every game", () => {
  const dir = mkdtempSync(join(tmpdir(), "coverage-"));
  const dm = join(dir, "dm.json");
  writeFileSync(
    dm,
    JSON.stringify({
      cards: [
        {
          name: "Test Guard",
          type: "Creature",
          text: "Blocker\nWhen you put this creature into the battle zone, draw a card.",
        },
        { name: "Test Oddity", type: "Creature", text: "This creature hums at dawn." },
        { name: "Test Blank", type: "Creature" },
      ],
    }),
  );
  const header =
    "CardNum,CardName,ImgURL,Type,CardClass,Color,Level,GrowCost,Cost,Limit,Power,Restriction,Team,Timing,Guard,Coin,Story,LifeBurst,EffectText,BurstText";
  writeFileSync(
    join(dir, "CardData_Test.csv"),
    [
      header,
      "TST-001,試験一,,シグニ,-,白,1,-,-,-,1000,-,-,-,0,-,-,1,【出】：カードを1枚引く。,：カードを1枚引く。",
      "TST-002,試験二,,シグニ,-,白,1,-,-,-,1000,-,-,-,0,-,-,0,【出】：月に歌う。,-",
    ].join("\n"),
  );

  it("reports Duel Masters with the same keys as Digimon's report", () => {
    const { code, out } = run(["--game", "duel-masters", "--file", dm, "--json"]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(Object.keys(r).sort()).toEqual(KEYS);
    expect(r).toMatchObject({ total: 3, parsed: 2, parsedAndExecutable: 2, vanilla: 1 });
    expect(r.topUnread[0].fragment).toBe("this creature hums at dawn");
  });

  it("reports WIXOSS over the CSV files of a folder", () => {
    const { code, out } = run(["--game", "wixoss", "--dir", dir, "--json"]);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(Object.keys(r).sort()).toEqual(KEYS);
    expect(r).toMatchObject({ total: 2, parsed: 1, parsedAndExecutable: 1 });
  });

  it("says which games exist, and what it could not read", () => {
    expect(run(["--game", "chess"])).toMatchObject({ code: 2 });
    expect(run(["--game", "chess"]).out).toContain("duel-masters");
    expect(run(["--game", "duel-masters", "--file", join(dir, "missing.json")]).out).toContain("Cannot read");
  });

  it("prints its usage for --help, and an unknown option with the usage instead of a stack trace", () => {
    for (const argv of [["--help"], ["--game", "wixoss", "--help"]]) {
      const r = run(argv);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Usage:/);
    }
    const bad = run(["--bogus"]);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain("Unknown option '--bogus'");
    expect(bad.out).not.toMatch(/at .*\.ts:\d+/);
    expect(run(["--file", dm]).out).toContain("Cannot read the card file");
  });
});
