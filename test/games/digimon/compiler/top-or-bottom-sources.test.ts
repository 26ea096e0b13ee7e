/**
 * "as this Digimon's top or bottom digivolution cards", "as 1 of your Digimon's top or bottom
 * digivolution cards": the player picks the end once the cards are picked.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72011", "Either End", {
    effect:
      "[Main] By placing 2 Digimon cards with [Gamma] in their texts from your hand or trash as this Digimon's top or bottom digivolution cards, <Draw 1>.",
  }),
  readRecord("TST-72012", "Either End Elsewhere", {
    category: "Option",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 0,
    effect:
      "[Main] By placing 1 Digimon card with [Gamma] in its text from your hand as 1 of your Digimon's top or bottom digivolution cards, <Draw 1>.",
  }),
  readRecord("TST-72013", "Gamma Card", {}),
];
const { run } = recordRunner(CARDS);

describe("digivolution cards placed at the top or the bottom", () => {
  it("on top, just under the top card", () => {
    const t = run(
      "turn A | A: TST-72011[GEN-103], hand TST-72013 TST-72013, deck GEN-104",
      "A activates TST-72011",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72011[TST-72013 TST-72013 GEN-103]"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-104"]);
  });

  it("at the bottom, when the player says no to the top", () => {
    const t = run(
      "turn A | A: TST-72011[GEN-103], hand TST-72013 TST-72013, deck GEN-104",
      "A activates TST-72011",
      "yes; no",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72011[GEN-103 TST-72013 TST-72013]"]);
  });

  it("not with only 1 such card: the cost is 2", () => {
    const { errorOf } = recordRunner(CARDS);
    const why = errorOf(() =>
      run("turn A | A: TST-72011[GEN-103], hand TST-72013, deck GEN-104", "A activates TST-72011", "yes"),
    );
    expect(why).toContain("too few cards");
  });

  it("under another of your Digimon, on top", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], hand TST-72012 TST-72013, deck GEN-105, memory 3",
      "A uses TST-72012",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[TST-72013 GEN-103]"]);
  });
});

describe("'under this Digimon as its top digivolution card'", () => {
  const { run: run2 } = recordRunner([
    readRecord("TST-72014", "Top Placer", {
      effect:
        "[Main] You may place 1 Digimon card with [Gamma] in its name from your hand or trash under this Digimon as its top digivolution card.",
    }),
    readRecord("TST-72015", "Gamma Two", {}),
  ]);

  it("goes just under the top card, not to the bottom", () => {
    const t = run2("turn A | A: TST-72014[GEN-103], trash TST-72015", "A activates TST-72014", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-72014[TST-72015 GEN-103]"]);
  });
});
