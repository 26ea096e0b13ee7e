/**
 * The card smoke test: made-up cards of every kind (the colour-filtered persistent family among
 * them) go through their natural actions with no internal error, an internal error is told
 * apart from a refusal, and a fixed sample of the real pool runs when ../shared/data is present.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CardText } from "../../../../src/games/digimon/compiler/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { runCase, smokeCards, smokeCases } from "../../../../src/games/digimon/input/smoke.ts";
import { runSmoke } from "../../../../src/games/digimon/input/smoke-cli.ts";
import { sharedDataDir } from "../../../../src/paths.ts";

const digimon = (code: string, effect: string, extra: Partial<CardText> = {}): CardText => ({
  code,
  name: `Test ${code}`,
  category: "Digimon",
  colors: ["Black"],
  level: 4,
  dp: 5000,
  playCost: 5,
  digivolve: [{ level: 3, color: "Black", cost: 2 }],
  traits: [],
  effect,
  inherited: "",
  security: "",
  ...extra,
});

const POOL: CardText[] = [
  digimon("TST-401", "[All Turns] All of your black Digimon get +1000 DP."),
  digimon("TST-402", "[All Turns] This Digimon is also treated as black.", { colors: ["Red"] }),
  digimon("TST-403", "[Your Turn] All of your red Digimon gain <Security Attack +1>.", { colors: ["Red"] }),
  digimon("TST-404", "[On Play] Delete 1 of your opponent's Digimon with 6000 DP or less."),
  digimon("TST-405", "[When Attacking] Gain 1 memory. Hop about wildly."),
  { ...digimon("TST-406", "[Main] Gain 1 memory."), category: "Tamer", level: undefined, dp: undefined },
  {
    ...digimon("TST-407", "[Main] Delete 1 of your opponent's Digimon."),
    category: "Option",
    level: undefined,
  },
  { ...digimon("TST-408", ""), category: "Digi-Egg", level: 2, dp: undefined, digivolve: [] },
];

describe("smoke:cards", () => {
  it("runs every made-up card's natural actions without an internal error", () => {
    const r = smokeCards(POOL);
    expect(r.cards).toBe(POOL.length);
    expect(r.internal_errors).toBe(0);
    expect(r.by_error).toEqual([]);
    // Most actions resolve: a board the cases build wrongly would be refused wholesale.
    expect(r.resolved).toBeGreaterThan(3 * r.refused);
  });

  it("gives a Digimon the actions its card allows: play, digivolve, attack, turn ends", () => {
    const reg = new CardRegistry([]);
    const cases = smokeCases({
      code: "TST-409",
      name: "x",
      category: "Digimon",
      colors: ["Blue"],
      level: 4,
      dp: 5000,
      playCost: 4,
      digivolve: [{ level: 3, color: "Blue", cost: 2 }],
      traits: [],
      abilities: [],
      inherited: [],
      security: [],
    });
    expect(reg.size).toBe(0);
    const actions = cases.map((k) => k.action);
    expect(actions).toContain("A plays TST-409");
    expect(actions).toContain("A digivolves SMK-303 into TST-409");
    expect(actions).toContain("A attacks SMK-604 with TST-409");
    expect(actions).toContain("A ends the turn");
  });

  it("counts an exception that is not a refusal as an internal error", () => {
    const broken = new CardRegistry([]);
    broken.get = () => {
      throw new TypeError("boom");
    };
    const r = runCase(
      { card: "TST-401", board: "A: TST-401 | B: GEN-104", action: "A attacks B with TST-401" },
      broken,
    );
    expect(r).toEqual({ kind: "internal", message: "boom" });
  });

  it("prints the documented JSON for a card file, and exit code 0 without internal errors", () => {
    const dir = mkdtempSync(join(tmpdir(), "smoke-"));
    const file = join(dir, "cards.json");
    const record = (cardId: string, effectText: string) => ({
      cardId,
      nameEn: `Test ${cardId}`,
      colors: ["Black"],
      kinds: ["Digimon"],
      level: 4,
      playCost: 5,
      dp: 5000,
      evoCosts: [{ color: "Black", level: 3, memoryCost: 2 }],
      types: [],
      effectText,
      inheritedEffectText: "",
    });
    writeFileSync(
      file,
      JSON.stringify([
        record("TST-411", "[All Turns] All of your black Digimon get +1000 DP."),
        record("TST-412", "[All Turns] This Digimon is also treated as black."),
      ]),
    );
    const out: string[] = [];
    expect(runSmoke(["--file", file, "--json"], (s) => out.push(s))).toBe(0);
    const r = JSON.parse(out.join("\n")) as Record<string, unknown>;
    expect(Object.keys(r).sort()).toEqual([
      "by_error",
      "cards",
      "internal_errors",
      "ms",
      "refused",
      "resolved",
    ]);
    expect(r).toMatchObject({ cards: 2, internal_errors: 0, by_error: [] });
    expect(r.resolved).toBeGreaterThan(10);
    rmSync(dir, { recursive: true, force: true });
  });

  it("says clearly when the card file can't be read", () => {
    const out: string[] = [];
    expect(runSmoke(["--file", "/nonexistent/cards.json"], (s) => out.push(s))).toBe(2);
    expect(out.join("\n")).toMatch(/Cannot read the card file \/nonexistent\/cards.json/);
  });

  const DATA = join(sharedDataDir(), "digimon", "cards.json");
  const present = existsSync(DATA);
  if (!present) console.log(`smoke:cards: ${DATA} is absent, so the sample of the real pool is not run.`);
  it.runIf(present)(
    "runs a fixed sample of the real pool, colour-filtered family included, with 0 internal errors",
    async () => {
      const { readFileSync } = await import("node:fs");
      const { importDocument } = await import("../../../../src/cards/import.ts");
      const pool = importDocument(JSON.parse(readFileSync(DATA, "utf8"))).cards;
      const family = pool.filter((c) =>
        /your (?:[a-z]+ )?(?:red|blue|yellow|green|black|purple|white) Digimon[^.]*(?:gets?|gains?) /i.test(
          c.effect,
        ),
      );
      const codes = [...new Set([...pool.filter((_, i) => i % 40 === 0), ...family].map((c) => c.code))];
      expect(family.length).toBeGreaterThan(10);
      const r = smokeCards(pool, { codes });
      console.log(
        `smoke:cards sample: ${r.cards} cards, ${r.resolved} resolved, ${r.refused} refused, ${r.internal_errors} internal errors, ${r.ms} ms`,
      );
      expect(r.by_error).toEqual([]);
      expect(r.internal_errors).toBe(0);
    },
  );
});
