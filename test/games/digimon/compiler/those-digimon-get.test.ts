/**
 * "When any of your Digimon are played, by suspending this Tamer, those Digimon get +3000 DP until
 * your opponent's turn ends": each Digimon the trigger was about gets the change (15-15-2); the
 * same after "When any of your Digimon get linked", whose Digimon the engine now remembers.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  testCard(
    "TST-86121",
    "[Your Turn] When any of your Digimon are played, by suspending this Tamer, those Digimon get +3000 DP until your opponent's turn ends.",
    tamerOf("Red"),
  ),
  testCard("TST-86122", "", { playCost: 0, dp: 2000 }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;
const dpOf = (t: ReturnType<typeof go>, card: string) => t.final.details?.A?.find((d) => d.card === card)?.dp;

describe("'those Digimon get +3000 DP' after a trigger about Digimon", () => {
  it("gives the played Digimon the DP when the Tamer is suspended", () => {
    const t = go("turn A | A: TST-86121 GEN-104, hand TST-86122 | B: GEN-203", "A plays TST-86122", "yes");
    expect(dpOf(t, "TST-86122")).toBe(5000);
    expect(dpOf(t, "GEN-104")).toBe(5000);
    expect(t.final.areas.A!.battle).toContain("TST-86121(sus)");
  });

  it("gives nothing when the cost is not paid", () => {
    const t = go("turn A | A: TST-86121, hand TST-86122 | B: GEN-203", "A plays TST-86122", "no");
    expect(dpOf(t, "TST-86122")).toBe(2000);
  });
});

const linker = recordRunner([
  readRecord("TST-86123", "Linkwatch", {
    category: "Tamer",
    colors: ["Red"],
    level: undefined,
    dp: undefined,
    playCost: 3,
    effect:
      "[Your Turn] When any of your Digimon get linked, by suspending this Tamer, those Digimon get +3000 DP until your opponent's turn ends.",
  }),
  readRecord("TST-86124", "Linkbody", { playCost: 3, dp: 4000, traits: ["Appmon"] }),
  readRecord("TST-86125", "Linklet", {
    level: 3,
    playCost: 3,
    traits: ["Appmon"],
    linkRequirement: "[Link] [Appmon] trait: Cost 1",
    linkDp: 1000,
  }),
]);

describe("'those Digimon get +3000 DP' after 'When any of your Digimon get linked'", () => {
  it("gives the linked Digimon the DP, and no other", () => {
    const t = linker.run(
      "turn A | A: TST-86123 TST-86124#a TST-86124#b, hand TST-86125, memory 5 | B: GEN-203",
      "A links TST-86125 to TST-86124#a",
      "yes",
    );
    const dp = (card: string) => t.final.details?.A?.find((d) => d.card.startsWith(card))?.dp;
    expect(dp("TST-86124#a")).toBe(8000);
    expect(dp("TST-86124#b")).toBe(4000);
  });
});
