/**
 * Filters that join a colour or a name with a trait (2-3-2-1): "all of your green and [X] trait
 * Digimon" (the green ones and the [X] ones, as the official Q&A reads it), and "with [A] in their
 * names (other than [B]) or [C] in their forms" (either, the excluded name left out of the first).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-86021",
    "[Main] All of your green and [Royal Knight] trait Digimon gain <Blocker> until the end of your opponent's turn.",
  ),
  testCard("TST-86022", "", { name: "Knight", level: 5, dp: 9000, traits: ["Royal Knight"] }),
  testCard("TST-86023", "", { name: "Greenling", colors: ["Green"] }),
  testOption(
    "TST-86024",
    "[Main] Unsuspend up to 2 of your Digimon with [Garurumon] in their names (other than [KendoGarurumon]) or [Hybrid] in their forms.",
  ),
  testCard("TST-86025", "", { name: "WereGarurumon" }),
  testCard("TST-86026", "", { name: "KendoGarurumon" }),
  testCard("TST-86027", "", { name: "Flame Spirit", traits: ["Hybrid"] }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;
const keywordsOf = (t: ReturnType<typeof go>, card: string) =>
  t.final.details?.A?.find((d) => d.card === card)?.keywords ?? [];

describe("'all of your green and [X] trait Digimon'", () => {
  it("reaches the green Digimon and the [X] trait Digimon, not one that is neither", () => {
    const t = go("turn A | A: TST-86022 TST-86023 GEN-104, hand TST-86021 | B: GEN-203", "A uses TST-86021");
    expect(keywordsOf(t, "TST-86022")).toContain("<Blocker>");
    expect(keywordsOf(t, "TST-86023")).toContain("<Blocker>");
    expect(keywordsOf(t, "GEN-104")).not.toContain("<Blocker>");
  });
});

describe("'with [A] in their names (other than [B]) or [C] in their forms'", () => {
  it("unsuspends a name match and a form match, but not the excluded name", () => {
    const t = go(
      "turn A | A: TST-86025(sus) TST-86026(sus) TST-86027(sus), hand TST-86024 | B: GEN-203",
      "A uses TST-86024",
      "target TST-86025 TST-86027",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-86025", "TST-86026(sus)", "TST-86027"]);
  });

  it("leaves the excluded name suspended when it is the only one", () => {
    const t = go("turn A | A: TST-86026(sus), hand TST-86024 | B: GEN-203", "A uses TST-86024");
    expect(t.final.areas.A!.battle).toEqual(["TST-86026(sus)"]);
  });
});
