/**
 * The reading of cost clauses and card descriptions in them: "non-Digi-Egg cards", a record that
 * lost the word "trait" ("with the [X] from your trash"), phrases printed twice in a row, and
 * "from your hand or this Digimon's digivolution cards". Made-up sentences.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { normalizeText } from "../../../../src/games/digimon/compiler/text/normalize.ts";

const read = (text: string) => {
  const r = compileText(text, {});
  expect(r.unread).toEqual([]);
  return r.abilities[0]!;
};

describe("card descriptions in cost clauses", () => {
  it("reads 'non-Digi-Egg cards' as any card but a Digi-Egg", () => {
    const a = read(
      "[On Play] By returning 4 non-Digi-Egg cards from your trash to the top of the deck, gain 1 memory.",
    );
    expect(a.cost).toEqual([
      { op: "moveCards", from: "trash", n: 4, filter: { noneOf: [{ category: "Digi-Egg" }] }, to: "deckTop" },
    ]);
  });

  it("reads 'with the [X] from' as the [X] trait", () => {
    const a = read(
      "[Main] You may play 1 Digimon card with the [Blaze] from your trash without paying the cost.",
    );
    expect(a.ops).toEqual([
      { op: "playFrom", from: "trash", filter: { category: "Digimon", traits: ["Blaze"] }, free: true },
    ]);
  });

  it("takes from the hand or this Digimon's digivolution cards", () => {
    const a = read(
      "[Main] By trashing 1 card with [Ore] in its name in your hand or this Digimon's digivolution cards, <Draw 1>.",
    );
    expect(a.ops[0]).toMatchObject({ op: "may", cost: [{ op: "moveCards", from: "handOrSources", n: 1 }] });
  });

  it("reads a cost that places this Tamer under one of your Digimon", () => {
    const a = read(
      "[Main] By placing this Tamer as the bottom digivolution card of 1 of your Digimon with [Ore] in its name, gain 1 memory.",
    );
    expect(a.ops[0]).toMatchObject({ op: "may", cost: [{ op: "placeSelfUnder", fromField: true }] });
  });
});

describe("phrases printed twice in a row", () => {
  it("keeps one", () => {
    expect(normalizeText("with [Ore] in its name in its name from your trash")).toBe(
      "with [Ore] in its name from your trash",
    );
    expect(normalizeText("placing the top top card under this under this Digimon")).toBe(
      "placing the top card under this Digimon",
    );
  });

  it("leaves a phrase that is said twice apart alone", () => {
    const text = "with [Ore] in its name and [Bit] in its name";
    expect(normalizeText(text)).toBe(text);
  });
});
