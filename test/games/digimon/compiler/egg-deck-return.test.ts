/**
 * "Return 1 Digi-Egg card from your trash to the bottom of your Digi-Egg deck": a Digi-Egg card
 * sent to a deck goes to its owner's Digi-Egg deck (3-1-3-9); only Digi-Egg cards may be named so.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT = "[On Play] Return 1 Digi-Egg card from your trash to the bottom of your Digi-Egg deck.";
const CARDS = [
  testCard("TST-8831", TEXT),
  testCard("TST-8832", "", { category: "Digi-Egg", level: 2, dp: undefined, playCost: undefined }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-8831", choices: "" }, registry).trace;

describe("returning a Digi-Egg card to the Digi-Egg deck", () => {
  it("reads the Digi-Egg deck only for Digi-Egg cards", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      { op: "moveCards", from: "trash", n: 1, filter: { category: "Digi-Egg" }, to: "deckBottom" },
    ]);
    const any = compileText("[On Play] Return 1 card from your trash to the bottom of your Digi-Egg deck.", {
      code: "TST",
    });
    expect(any.unread).not.toEqual([]);
  });

  it("puts the Digi-Egg card under the Digi-Egg deck, never in the deck", () => {
    const t = run(
      "turn A | A: hand TST-8831, trash GEN-103 TST-8832, eggs GEN-002, deck 2, memory 3 | B: GEN-203",
    );
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.eggs).toEqual(["GEN-002", "TST-8832"]);
    expect(t.final.areas.A!.deck).toHaveLength(2);
  });

  it("moves nothing when the trash holds no Digi-Egg card", () => {
    const t = run("turn A | A: hand TST-8831, trash GEN-103, eggs GEN-002, memory 3 | B: GEN-203");
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.eggs).toEqual(["GEN-002"]);
  });
});
