/**
 * Keyword effects read as a clause inside another effect: "Then, <Save>." (16-20).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../src/games/digimon/cards/index.ts";
import { compileText } from "../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../src/games/digimon/registry.ts";
import { resolveDigimon } from "../../../src/games/digimon/resolve-text.ts";
import { testCard } from "./test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard("TST-951", "[On Deletion] Gain 1 memory. Then, <Save>."),
  testCard("TST-952", "[On Deletion] <Save>. Then, gain 2 memory."),
  testCard("TST-953", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-954", "", tamer),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("<Save> inside an effect (16-20)", () => {
  it("reads 'Then, <Save>.' and '<Save>.' followed by another sentence", () => {
    for (const text of [
      "[On Deletion] Gain 1 memory. Then, <Save>.",
      "[On Deletion] <Save>. Then, gain 2 memory.",
    ]) {
      const out = compileText(text, { code: "TST-1" });
      expect(out.unread).toEqual([]);
      expect(JSON.stringify(out.abilities)).toContain('"op":"save"');
    }
  });

  it("places the deleted card under 1 of its owner's Tamers after the rest of the effect", () => {
    const t = run("turn B | A: TST-951 TST-954, memory 0 | B: hand TST-953", "B plays TST-953");
    expect(t.final.areas.A!.battle).toEqual(["TST-954[TST-951]"]);
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("is optional (16-20-3), and needs a Tamer", () => {
    const declined = run("turn B | A: TST-952 TST-954 | B: hand TST-953", "B plays TST-953", "skip");
    expect(declined.final.areas.A!.trash).toEqual(["TST-952"]);
    const none = run("turn B | A: TST-952 | B: hand TST-953", "B plays TST-953");
    expect(none.final.areas.A!.trash).toEqual(["TST-952"]);
    expect(none.steps.map((s) => s.text).join("\n")).toContain("has no Tamer");
  });
});
