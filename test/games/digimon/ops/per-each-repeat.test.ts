/**
 * "For each X, you may play 1 ...", "For each X, trash any 1 ... and suspend 1 ...": a count that
 * has no number to multiply makes the sentence happen that many times, each with its own choices.
 * Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, colors: ["Yellow" as const] };
const CARDS = [
  testCard(
    "TST-9861",
    "[On Play] For each Tamer you have in play, you may play 1 level 3 Digimon card from your trash without paying the cost.",
    { level: 5 },
  ),
  testCard(
    "TST-9862",
    "[On Play] For each of your Tamers, trash any 1 digivolution card from your opponent's Digimon and suspend 1 of their Digimon.",
    { level: 5 },
  ),
  testCard("TST-9863", "", tamer),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'for each' over a sentence with a choice", () => {
  it("plays one card for each Tamer, each play its own choice", () => {
    const t = run(
      "turn A | A: TST-9863 TST-9863, hand TST-9861, trash GEN-103 GEN-103 GEN-103, memory 3 | B: GEN-103",
      "A plays TST-9861",
      "target GEN-103; target GEN-103",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9863", "TST-9863", "TST-9861", "GEN-103", "GEN-103"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
  });

  it("plays nothing without a Tamer", () => {
    const t = run("turn A | A: hand TST-9861, trash GEN-103, memory 3 | B: GEN-103", "A plays TST-9861");
    expect(t.final.areas.A!.battle).toEqual(["TST-9861"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
  });

  it("repeats a pair of acts once per Tamer", () => {
    const t = run(
      "turn A | A: TST-9863 TST-9863, hand TST-9862, memory 3 | B: GEN-105[GEN-103 GEN-104] GEN-106",
      "A plays TST-9862",
      "target GEN-103; target GEN-105; target GEN-104; target GEN-106",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-105(sus)", "GEN-106(sus)"]);
    expect(t.final.areas.B!.trash?.sort()).toEqual(["GEN-103", "GEN-104"]);
    expect(t.steps.map((x) => x.text).join("\n")).toMatch(/it counts 2|activated 2 times/);
  });
});
