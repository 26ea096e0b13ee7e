/**
 * "One of your [X] that has a digivolution card with [Y] in its name may digivolve into this card in
 * your hand for a digivolution cost of 3, ignoring digivolution requirements": a route onto a
 * Digimon of that name that also has such a card under it (official Q&A: the name must be [X]).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { recordCard, testCard } from "../test-card.ts";

const route = recordCard("TST-83301", "Test Route", {
  colors: ["Blue"],
  level: 6,
  effect:
    "One of your [Mini Test] that has a digivolution card with [Mini] in its name may digivolve into this card in your hand for a digivolution cost of 3, ignoring digivolution requirements.",
  digivolve: [{ level: 5, color: "Blue", cost: 5 }],
});
const CARDS = [
  route.def,
  testCard("TST-83302", "", { name: "Mini Test" }),
  testCard("TST-83303", "", { name: "Mini Baby", level: 2 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("a named route that asks about the digivolution cards", () => {
  it("reads the route completely", () => {
    expect(route.unread).toEqual([]);
  });

  it("lets a [Mini Test] with a [Mini] card under it digivolve for 3", () => {
    const t = run(
      "turn A | A: TST-83302[TST-83303], hand TST-83301, memory 4",
      "A digivolves TST-83302 into TST-83301",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-83301[TST-83302 TST-83303]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("refuses a [Mini Test] without such a card under it", () => {
    expect(() =>
      run(
        "turn A | A: TST-83302[GEN-103], hand TST-83301, memory 4",
        "A digivolves TST-83302 into TST-83301",
      ),
    ).toThrow();
  });
});
