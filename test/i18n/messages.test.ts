import { describe, expect, it } from "vitest";
import type { DigivolveView } from "../../src/bot/card-catalog.ts";
import { messages } from "../../src/i18n/messages.ts";

const WAYS: DigivolveView[] = [
  { kind: "level", level: 4, color: "Red", cost: 3 },
  { kind: "tamer", level: 3, color: "Blue", cost: 2 },
  { kind: "names", names: ["Testmon", "Probemon"], cost: 1 },
  { kind: "printed", cost: 4 },
];
const DNA = {
  parts: [
    { level: 5, colors: ["Red", "Yellow"] },
    { level: 5, colors: ["Blue"] },
  ],
  cost: 0,
};

describe("/card's digivolution lines", () => {
  it("keeps the English wording", () => {
    const en = messages("en");
    expect(WAYS.map(en.digivolveLine)).toEqual([
      "Lv.4 Red → cost 3",
      "Blue Tamer as level 3 → cost 2",
      "[Testmon]/[Probemon] → cost 1",
      "its alternate condition → cost 4",
    ]);
    expect(en.dnaLine(DNA)).toBe("Lv.5 Red/Yellow + Lv.5 Blue → cost 0");
  });

  it("words them in Japanese from the same facts, names as the data has them", () => {
    const ja = messages("ja");
    expect(WAYS.map(ja.digivolveLine)).toEqual([
      "Lv.4 赤 → コスト 3",
      "青のテイマー（Lv.3として） → コスト 2",
      "[Testmon]/[Probemon] → コスト 1",
      "別の進化条件 → コスト 4",
    ]);
    expect(ja.dnaLine(DNA)).toBe("Lv.5 赤/黄 + Lv.5 青 → コスト 0");
  });
});
