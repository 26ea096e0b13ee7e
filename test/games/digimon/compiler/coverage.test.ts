import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/model/index.ts";
import { type CardText, compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { runCoverage } from "../../../../src/games/digimon/compiler/coverage-cli.ts";
import { coverage, fragmentKey } from "../../../../src/games/digimon/compiler/reports/coverage.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";

const base: CardText = {
  code: "TST-1",
  name: "Testmon",
  category: "Digimon",
  colors: ["Red"],
  level: 4,
  dp: 5000,
  playCost: 5,
  digivolve: [{ level: 3, color: "All", cost: 2 }],
  traits: [],
  effect: "",
  inherited: "",
  security: "",
};

describe("compileCard", () => {
  it("builds the CardDef, puts [Security] effects with the security ones, and says what it could not read", () => {
    const out = compileCard({
      ...base,
      effect:
        "[Digivolve] Lv.3 w/[Beast] trait: Cost 1\n\n<Blocker>\n[Security] Play this card without paying the cost.",
      inherited: "[When Attacking] Gain 1 memory. Dance.",
    });
    // Seven printed (All colours), one alternate condition.
    expect(out.def.digivolve).toHaveLength(8);
    expect(out.def.digivolve[7]).toMatchObject({ cost: 1, from: { level: 3, traits: ["Beast"] } });
    expect(out.def.abilities.map((a) => a.keyword)).toEqual(["blocker"]);
    expect(out.def.security.map((a) => a.timing)).toEqual(["security"]);
    expect(out.unread).toEqual([{ text: "inherited", start: 32, end: 38, fragment: "Dance." }]);
    expect(out.requirements[0]).toMatchObject({ kind: "digivolve", cost: 1 });
    expect(out.executable).toBe(true);
  });

  it("says why an ability does not run", () => {
    const out = compileCard({
      ...base,
      effect: "<Progress>\n[When Attacking] This Digimon gains <Progress> for the turn.",
    });
    expect(out.executable).toBe(false);
    expect(out.notExecutable).toEqual([
      "TST-1/main/1: keyword <progress> is not implemented by the engine",
      "TST-1/main/2: a gained <progress> is not seen by the engine",
    ]);
  });
});

describe("executable", () => {
  const a = (x: Partial<Ability>): Ability => ({ id: "x", label: "x", category: "trigger", ops: [], ...x });
  it("counts inert abilities as runnable and missing ones as not", () => {
    expect(whyNotExecutable(a({ category: "keyword", keyword: "rush" }), { security: 0 })).toBeNull();
    expect(whyNotExecutable(a({ timing: "counter" }), { security: 0 })).toBeNull();
    expect(
      whyNotExecutable(a({ timing: "onDeletion", ops: [{ op: "playSelf", free: true }] }), { security: 0 }),
    ).toBeNull();
    expect(
      whyNotExecutable(a({ timing: "onPlay", ops: [{ op: "playSelfAfterBattle" }] }), { security: 0 }),
    ).toMatch(/outside a \[Security\]/);
    expect(whyNotExecutable(a({ timing: "when", zone: "hand" }), { security: 0 })).toMatch(/in the hand/);
    expect(whyNotExecutable(a({ timing: "onPlay", zone: "trash" }), { security: 0 })).toMatch(/in the trash/);
    expect(whyNotExecutable(a({ timing: "security" }), { security: 1 })).toMatch(/first \[Security\]/);
  });
});

describe("coverage", () => {
  it("counts cards parsed, runnable and both, and groups unread fragments", () => {
    const r = coverage([
      base,
      { ...base, code: "TST-2", effect: "[On Play] Gain 1 memory." },
      { ...base, code: "TST-3", effect: "[On Play] Hop 2 times." },
      { ...base, code: "TST-4", effect: "[On Play] Hop 3 times.\n<Progress>" },
    ]);
    expect(r).toMatchObject({ total: 4, parsed: 2, executable: 3, parsedAndExecutable: 2, vanilla: 1 });
    expect(r.topUnread).toEqual([{ fragment: "Hop N times.", count: 2 }]);
    expect(fragmentKey("Add 1 [Agumon]  to the hand.")).toBe("Add N [X] to the hand.");
  });

  const DATA = "../shared/data/digimon/cards.json";
  const present = existsSync(DATA);
  if (!present)
    console.log(`coverage: ${DATA} is absent, so the figures over the real pool are not measured.`);
  it.runIf(present)(
    "prints its figures over the real pool as one JSON object",
    () => {
      const out: string[] = [];
      expect(runCoverage(["--file", DATA, "--json", "--top", "5"], (s) => out.push(s))).toBe(0);
      const r = JSON.parse(out[0]!) as {
        total: number;
        parsed: number;
        executable: number;
        parsedAndExecutable: number;
      };
      console.log(
        `coverage over ${DATA}: ${r.total} cards, parsed ${r.parsed}, executable ${r.executable}, both ${r.parsedAndExecutable}`,
      );
      expect(r.total).toBe(4388);
      expect(r.parsedAndExecutable).toBeLessThanOrEqual(Math.min(r.parsed, r.executable));
      // Compiling the whole pool takes about 5 s of CPU; a shared, busy machine stretches that.
    },
    90_000,
  );
});
