/**
 * "1 of those Digimon" after a trigger about Digimon being played: the effect picks one of the
 * Digimon that event played, never another Digimon on the field.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-3301",
    "[All Turns] When any of your Digimon with [Alpha] in their names are played, 1 of those Digimon gains <Rush> for the turn.",
    tamer,
  ),
  testCard("TST-3302", "", { name: "Alpha Runner" }),
  testCard("TST-3303", "", { name: "Alpha Walker" }),
  testCard(
    "TST-3304",
    "[Main] You may play up to 2 Digimon cards with [Alpha] in their names from your hand without paying the costs.",
    { category: "Option", level: undefined, dp: undefined, playCost: 0 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'1 of those Digimon' after a played trigger", () => {
  it("gives <Rush> to the Digimon just played, which can then attack", () => {
    const t = run(
      "turn A | A: TST-3301, hand TST-3302, memory 3 | B: security 2",
      "A plays TST-3302; A attacks B with TST-3302",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-3301", "TST-3302(sus)"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });

  it("does not trigger for a Digimon without the name", () => {
    const t = run("turn A | A: TST-3301, hand GEN-103, memory 9", "A plays GEN-103");
    const played = t.final.details!.A!.find((d) => d.card === "GEN-103")!;
    expect(played.keywords).toEqual([]);
  });

  it("never gives <Rush> to a Digimon the event did not play; two played together trigger it once (15-5-2)", () => {
    const t = run(
      "turn A | A: TST-3301 GEN-103, hand TST-3304 TST-3302 TST-3303, memory 3 | B: security 3",
      "A uses TST-3304; A attacks B with TST-3303",
      "target TST-3303",
    );
    const rush = (card: string) => t.final.details!.A!.find((d) => d.card.startsWith(card))!.keywords;
    expect(rush("GEN-103")).toEqual([]);
    expect(rush("TST-3302")).toEqual([]);
    expect(rush("TST-3303")).toEqual(["<Rush>"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
  });
});
