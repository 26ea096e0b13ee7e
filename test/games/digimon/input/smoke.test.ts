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
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
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

  it("activates a [Main] on the field only for a card with one there, not a [Hand]/[Trash] [Main] alone", () => {
    const base = {
      name: "x",
      category: "Digimon" as const,
      colors: ["Blue" as const],
      level: 4,
      dp: 5000,
      playCost: 4,
      digivolve: [],
      traits: [],
      abilities: [],
      inherited: [],
      security: [],
    };
    const actions = (code: string, text: string) => smokeCases({ ...base, code, text }).map((k) => k.action);
    const handOnly = actions("TST-421", "[Hand] [Main] Gain 1 memory.");
    expect(handOnly).toContain("A activates TST-421 from the hand");
    expect(handOnly).not.toContain("A activates TST-421");
    const trashOnly = actions("TST-422", "[Trash][Main] Gain 1 memory.");
    expect(trashOnly).toContain("A activates TST-422 from the trash");
    expect(trashOnly).not.toContain("A activates TST-422");
    const both = actions("TST-423", "[Hand] [Main] Gain 1 memory. [Main] Gain 2 memory.");
    expect(both).toContain("A activates TST-423 from the hand");
    expect(both).toContain("A activates TST-423");
  });

  it("digivolves from a plain card only by a colour-and-level requirement, never by name", () => {
    const byName = {
      level: 0,
      color: "White" as const,
      cost: 2,
      from: { nameIs: ["Testmon"] },
      label: "[Testmon]",
    };
    const def = (code: string, digivolve: CardDef["digivolve"]): CardDef => ({
      code,
      name: "x",
      category: "Digimon",
      colors: ["White"],
      level: 5,
      dp: 8000,
      playCost: 8,
      digivolve,
      traits: [],
      abilities: [],
      inherited: [],
      security: [],
    });
    const onlyByName = smokeCases(def("TST-441", [byName])).map((k) => k.action);
    expect(onlyByName.some((a) => a.includes("digivolves"))).toBe(false);
    const both = smokeCases(def("TST-442", [byName, { level: 4, color: "White", cost: 3 }])).map(
      (k) => k.action,
    );
    expect(both).toContain("A digivolves SMK-704 into TST-442");
  });

  it("lists every refused action with its board and message under --list-refused", () => {
    const dir = mkdtempSync(join(tmpdir(), "smoke-"));
    const file = join(dir, "cards.json");
    // A Tamer whose [Main] cost (an Option card from the hand) can't be paid on the smoke board.
    writeFileSync(
      file,
      JSON.stringify([
        {
          cardId: "TST-431",
          nameEn: "Test TST-431",
          colors: ["Black"],
          kinds: ["Tamer"],
          playCost: 2,
          types: [],
          effectText: "[Main] By trashing 1 Option card from your hand, gain 1 memory.",
          inheritedEffectText: "",
        },
      ]),
    );
    const json: string[] = [];
    expect(runSmoke(["--file", file, "--json", "--list-refused"], (s) => json.push(s))).toBe(0);
    const r = JSON.parse(json.join("\n")) as { refused: number; refusals: Record<string, string>[] };
    expect(r.refused).toBeGreaterThan(0);
    expect(r.refusals).toHaveLength(r.refused);
    const main = r.refusals.find((k) => k.action === "A activates TST-431");
    expect(main).toMatchObject({ card: "TST-431" });
    expect(main?.board).toMatch(/^turn A \| A: TST-431 /);
    expect(main?.message).toMatch(/can't be paid/);
    const text: string[] = [];
    expect(runSmoke(["--file", file, "--list-refused"], (s) => text.push(s))).toBe(0);
    const out = text.join("\n");
    expect(out).toMatch(new RegExp(`Refused \\(${r.refused}\\):`));
    expect(out).toMatch(/TST-431\tA activates TST-431\t.*can't be paid/);
    // Without the option the list is left out.
    const plain: string[] = [];
    runSmoke(["--file", file, "--json"], (s) => plain.push(s));
    expect(JSON.parse(plain.join("\n"))).not.toHaveProperty("refusals");
    rmSync(dir, { recursive: true, force: true });
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
