/**
 * "You may play any number of Digimon cards with [X] in their names whose total play costs add up
 * to 7 or less among them without paying the costs": the older wording of "up to 7 play cost's
 * total worth"; the revealed cards played may be any number whose play costs fit the total.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Reveal the top 4 cards of your deck. You may play any number of Digimon cards with [Kettle] or [Spoon] in their names whose total play costs add up to 6 or less among them without paying the costs. Trash the rest.";
const CARDS = [
  testCard("TST-5101", TEXT),
  testCard("TST-5102", "", { name: "Kettle Small", playCost: 2 }),
  testCard("TST-5103", "", { name: "Big Spoon", playCost: 4 }),
  testCard("TST-5104", "", { name: "Spoon Prime", playCost: 3 }),
  testCard("TST-5105", "", { name: "Fork", playCost: 1 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (choices: string) =>
  resolveDigimon(
    {
      board: "turn A | A: hand TST-5101, memory 3, deck TST-5102 TST-5103 TST-5104 TST-5105",
      action: "A plays TST-5101",
      choices,
    },
    registry,
  ).trace;

describe("'any number of ... whose total play costs add up to N or less among them'", () => {
  it("reads as a pick of revealed cards up to a total play cost", () => {
    const pick = compileText(TEXT, { code: "TST" }).abilities[0]!.ops[0];
    expect(pick).toMatchObject({ op: "reveal", picks: [{ maxTotalCost: 6, optional: true, to: "play" }] });
    const old = compileText(
      "[Main] Reveal the top 3 cards of your deck. You may play any number of Digimon cards with [Spoon] in their names whose play costs add up to 15 or less among them without paying their memory costs. Trash the rest.",
      { code: "TST" },
    );
    expect(old.unread).toEqual([]);
  });

  it("plays named cards while their costs still fit, never a card without the name", () => {
    const t = run("target TST-5102; target TST-5103");
    expect(t.final.areas.A!.battle).toEqual(["TST-5101", "TST-5102", "TST-5103"]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-5104", "TST-5105"]));
  });

  it("offers only cards that still fit what is left of the total", () => {
    // 4 of 6 used: the 3-cost Spoon no longer fits, the 2-cost Kettle still does (and is taken).
    const t = run("target TST-5103");
    expect(t.final.areas.A!.battle).toEqual(["TST-5101", "TST-5103", "TST-5102"]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-5104", "TST-5105"]));
  });

  it("may play none", () => {
    expect(run("skip").final.areas.A!.battle).toEqual(["TST-5101"]);
  });
});
