/**
 * "[Your Turn] If <condition>, this Digimon can digivolve into [X] in your hand for a memory cost
 * of 4, ignoring its digivolution requirements": a route this Digimon's own effect opens for the
 * digivolve action (8-1-3, 8-1-2-1), while its turn and condition hold. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-9831",
    "[Your Turn] If your opponent has a level 6 or higher Digimon in play, this Digimon can digivolve into a [Paladinmon] in your hand for a memory cost of 4, ignoring its digivolution requirements.",
  ),
  testCard("TST-9832", "", { name: "Paladinmon", level: 6, dp: 12000, colors: ["Blue"] }),
  testCard("TST-9833", "", { level: 6, dp: 11000 }),
  testCard("TST-9834", "", { name: "Otherknightmon", level: 6, colors: ["Blue"] }),
  testCard(
    "TST-9835",
    "[Your Turn] This Digimon can digivolve into a Digimon card with [Lancer] in its traits from your hand for a memory cost of 6, ignoring its digivolution requirements.",
  ),
  testCard("TST-9836", "", { level: 5, colors: ["Green"], traits: ["Lancer Guard"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("a Digimon whose own effect lets it digivolve into a named card", () => {
  it("digivolves for the stated cost while the condition holds, whatever the requirements", () => {
    const t = run(
      "turn A | A: TST-9831, hand TST-9832, deck 2, memory 5 | B: TST-9833",
      "A digivolves TST-9831 into TST-9832",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9832[TST-9831]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("can't while the condition fails", () => {
    expect(() =>
      run(
        "turn A | A: TST-9831, hand TST-9832, deck 2, memory 5 | B: GEN-103",
        "A digivolves TST-9831 into TST-9832",
      ),
    ).toThrow(/does not meet .*8-1-3-1/s);
  });

  it("only into the card it names", () => {
    expect(() =>
      run(
        "turn A | A: TST-9831, hand TST-9834, deck 2, memory 5 | B: TST-9833",
        "A digivolves TST-9831 into TST-9834",
      ),
    ).toThrow(/8-1-3-1/);
  });

  it("with no condition, into any card that fits its description", () => {
    const t = run(
      "turn A | A: TST-9835, hand TST-9836, deck 2, memory 7",
      "A digivolves TST-9835 into TST-9836",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9836[TST-9835]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("not from the breeding area: effects don't reach it there (3-4-7-5)", () => {
    expect(() =>
      run(
        "turn A | A: breeding TST-9835, hand TST-9836, deck 2, memory 7",
        "A digivolves TST-9835 into TST-9836",
      ),
    ).toThrow(/8-1-3-1/);
  });
});
