import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scenarioCards } from "../../../../../src/games/digimon/model/cards/scenario-cards.ts";

const DATA = new URL("../../../../../../shared/data/digimon/cards.json", import.meta.url);
const present = existsSync(DATA);
if (!present)
  console.warn(`[scenario-cards] ${DATA.pathname} is absent: the check against the real dataset is not run.`);

interface Real {
  cardId: string;
  nameEn: string;
  kinds: string[];
  colors: string[];
  level?: number;
  dp?: number;
  playCost?: number;
  evoCosts?: { color: string; level: number; memoryCost: number }[];
}

const CODES =
  "BT8-109 BT1-057 BT9-033 BT3-112 BT5-039 ST3-01 BT2-070 BT8-015 BT5-072 BT4-048 BT2-021 ST3-07 ST3-04 BT4-097 BT5-045 BT5-035 BT4-060 ST3-16 BT1-086 BT2-085 BT1-029 BT3-092 BT3-085 BT4-106".split(
    " ",
  );

describe("scenario card definitions", () => {
  it("define every card of the six examples exactly once", () => {
    expect(scenarioCards.map((c) => c.code).sort()).toEqual([...CODES].sort());
  });

  it.runIf(present)("match name, category, level, DP, colours and costs in the real dataset", () => {
    const real = new Map((JSON.parse(readFileSync(DATA, "utf8")) as Real[]).map((c) => [c.cardId, c]));
    for (const mine of scenarioCards) {
      const r = real.get(mine.code);
      expect(r, mine.code).toBeDefined();
      const category = r!.kinds[0] === "DigiEgg" ? "Digi-Egg" : r!.kinds[0];
      expect({ code: mine.code, name: mine.name, category: mine.category }).toEqual({
        code: mine.code,
        name: r!.nameEn,
        category,
      });
      expect([mine.code, mine.colors]).toEqual([mine.code, r!.colors]);
      expect([mine.code, mine.level ?? null]).toEqual([mine.code, r!.level ?? null]);
      expect([mine.code, mine.dp ?? 0]).toEqual([mine.code, r!.dp ?? 0]);
      const cost = r!.playCost === undefined || r!.playCost < 0 ? undefined : r!.playCost;
      expect([mine.code, mine.playCost]).toEqual([mine.code, cost]);
      const evo = (r!.evoCosts ?? []).map((e) => ({ level: e.level, color: e.color, cost: e.memoryCost }));
      expect([mine.code, mine.digivolve]).toEqual([mine.code, evo]);
    }
  });
});
