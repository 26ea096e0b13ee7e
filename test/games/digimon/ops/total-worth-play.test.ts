/**
 * "You may play up to 7 play cost's total worth of ... among them without paying the costs": the
 * revealed cards played may be any number, as long as their play costs add up to 7 or less.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-3311",
    "[On Play] Reveal the top 3 cards of your deck. You may play up to 7 play cost's total worth of Digimon cards with the [Alpha] trait among them without paying the costs. Trash the rest.",
  ),
  testCard(
    "TST-3315",
    "[On Play] You may play up to 7 play cost's total worth of [Alpha] trait cards from your hand or trash without paying the costs.",
  ),
  testCard("TST-3312", "", { traits: ["Alpha"], playCost: 4 }),
  testCard("TST-3313", "", { traits: ["Alpha"], playCost: 3 }),
  testCard("TST-3314", "", { traits: ["Alpha"], playCost: 5 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (choices: string) =>
  resolveDigimon(
    {
      board: "turn A | A: hand TST-3311, memory 3, deck TST-3312 TST-3313 TST-3314",
      action: "A plays TST-3311",
      choices,
    },
    registry,
  ).trace;

describe("playing revealed cards up to a total play cost", () => {
  it("plays two cards whose costs add up to exactly the total", () => {
    const t = run("target TST-3312; target TST-3313");
    expect(t.final.areas.A!.battle).toEqual(["TST-3311", "TST-3312", "TST-3313"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-3314"]);
  });

  it("offers only cards that still fit what is left of the total", () => {
    const t = run("target TST-3314");
    expect(t.final.areas.A!.battle).toEqual(["TST-3311", "TST-3314"]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-3312", "TST-3313"]));
  });

  it("may play none", () => {
    const t = run("skip");
    expect(t.final.areas.A!.battle).toEqual(["TST-3311"]);
    expect(t.final.areas.A!.trash).toHaveLength(3);
  });
});

describe("playing cards from the hand or trash up to a total play cost", () => {
  const play = (choices: string) =>
    resolveDigimon(
      {
        board: "turn A | A: hand TST-3315 TST-3312 TST-3314, trash TST-3313, memory 3",
        action: "A plays TST-3315",
        choices,
      },
      registry,
    ).trace;

  it("plays from both places while the costs still fit", () => {
    const t = play("target TST-3313; target TST-3312");
    expect(t.final.areas.A!.battle).toEqual(["TST-3315", "TST-3313", "TST-3312"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-3314"]);
  });

  it("stops when no card fits what is left", () => {
    const t = play("target TST-3314");
    expect(t.final.areas.A!.battle).toEqual(["TST-3315", "TST-3314"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-3312"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-3313"]);
  });
});
