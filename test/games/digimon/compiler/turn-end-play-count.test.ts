/**
 * "The turn end condition is the opponent having 3 or more memory" (6-1-4-1), "add 2 to the number
 * of cards this effect may play", and a level limit raised on a cost ("By deleting 1 of ... level 3
 * or lower Digimon, ... For each of your Digimon, add 1 to the level this effect may choose.").
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-2301", "[Your Turn] The turn end condition is the opponent having 3 or more memory.", {
    level: 5,
    dp: 7000,
  }),
  testCard(
    "TST-2302",
    "[On Play] You may play 1 level 3 or lower Digimon card from your trash without paying the cost. If you have a Tamer, add 2 to the number of cards this effect may play.",
    { level: 5, dp: 7000, playCost: 0 },
  ),
  testCard(
    "TST-2303",
    "[When Attacking] By deleting 1 of your opponent's level 3 or lower Digimon, unsuspend this Digimon. For each of your Digimon, add 1 to the level this effect may choose.",
    { level: 6, dp: 12000 },
  ),
  { ...testCard("TST-2304", ""), category: "Tamer" as const, level: undefined, dp: undefined },
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const said = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");

describe("a turn end condition of more memory", () => {
  it("reads as a continuous effect", () => {
    expect(CARDS[0]!.abilities[0]!.persistent).toEqual({
      kind: "continuous",
      grants: [{ turnEndMemory: 3 }],
    });
  });

  it("the turn goes on with 1 or 2 memory on the opponent's side", () => {
    const t = run(
      "turn A main; A: TST-2301, hand GEN-103 GEN-103, memory 2 | B: GEN-203",
      "A plays GEN-103; A plays GEN-103",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-2301", "GEN-103", "GEN-103"]);
    expect(t.final.memory).toEqual({ player: "B", value: 6 });
  });

  it("without it, 1 memory on the opponent's side ends the turn", () => {
    const twice = () =>
      run(
        "turn A main; A: GEN-105, hand GEN-103 GEN-103, memory 2 | B: GEN-203",
        "A plays GEN-103; A plays GEN-103",
      );
    expect(twice).toThrow(/player B's turn/);
  });

  it("ends the turn at 3 memory on the opponent's side", () => {
    const t = run("turn A main; A: TST-2301, hand GEN-104, memory 2 | B: GEN-203, deck 1", "A plays GEN-104");
    expect(t.final.memory).toEqual({ player: "B", value: 3 });
    const more = () =>
      run(
        "turn A main; A: TST-2301, hand GEN-104 GEN-103, memory 2 | B: GEN-203",
        "A plays GEN-104; A plays GEN-103",
      );
    expect(more).toThrow(/player B's turn/);
  });

  it("is only the turn player's: the opponent's copy does not hold A's turn open", () => {
    const twice = () =>
      run(
        "turn A main; A: GEN-105, hand GEN-103 GEN-103, memory 2 | B: TST-2301",
        "A plays GEN-103; A plays GEN-103",
      );
    expect(twice).toThrow(/player B's turn/);
  });
});

describe("more cards to play while a condition holds", () => {
  it("plays up to 3 with a Tamer, 1 without", () => {
    const trash = "trash GEN-103 GEN-103 GEN-103";
    const three = run(
      `turn A main; A: TST-2304, hand TST-2302, ${trash}, memory 3 | B: GEN-203`,
      "A plays TST-2302",
    );
    expect(three.final.areas.A!.battle).toEqual(["TST-2304", "TST-2302", "GEN-103", "GEN-103", "GEN-103"]);
    const one = run(`turn A main; A: hand TST-2302, ${trash}, memory 3 | B: GEN-203`, "A plays TST-2302");
    expect(one.final.areas.A!.battle).toEqual(["TST-2302", "GEN-103"]);
  });
});

describe("a cost's level limit raised for each Digimon", () => {
  it("with 3 Digimon, a level 5 Digimon can be deleted to unsuspend", () => {
    const t = run(
      "turn A main; A: TST-2303 GEN-103 GEN-103, memory 3 | B: GEN-205, security 2",
      "A attacks B with TST-2303",
      "yes; target GEN-205",
    );
    expect(t.final.areas.B!.trash).toContain("GEN-205");
    expect(t.final.areas.A!.battle).toContain("TST-2303");
    expect(said(t)).toMatch(/level maximum rises by 3/);
  });

  it("with 1 Digimon, a level 5 Digimon is out of reach, so nothing is deleted and it stays suspended", () => {
    const t = run(
      "turn A main; A: TST-2303, memory 3 | B: GEN-205, security 2",
      "A attacks B with TST-2303",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-205"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-2303(sus)"]);
  });
});
