import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "(Trash all of its digivolution cards.)" and "Trash all of the digivolution cards of the Digimon
// you returned with this effect." restate what returning a Digimon to the hand does (4-7-8).
const AFTER_THEN =
  "[On Play] Gain 1 memory. Then, if you have a red Digimon in play, return 1 of your opponent's Digimon to its owner's hand. (Trash all of its digivolution cards.)";
const AFTER_COST =
  "[On Play] You may return 1 of your Digimon to its owner's hand to delete 1 of your opponent's Digimon. Trash all of the digivolution cards of the Digimon you returned with this effect.";
const CARDS = [testCard("TST-4782", AFTER_THEN), testCard("TST-4783", AFTER_COST)];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a sentence restating that a returned Digimon's digivolution cards are trashed", () => {
  it("reads both wordings as nothing more than the return", () => {
    for (const text of [AFTER_THEN, AFTER_COST]) expect(compileText(text).unread).toEqual([]);
    expect(JSON.stringify(compileText(AFTER_THEN).abilities[0]!.ops)).not.toMatch(/trashSources/);
  });

  it("still says nothing after an effect that returns no Digimon", () => {
    const r = compileText("[On Play] Gain 1 memory. (Trash all of its digivolution cards.)");
    expect(r.unread.length).toBeGreaterThan(0);
  });

  it("returns the Digimon to the hand and trashes what was under it", () => {
    const t = run("turn A | A: hand TST-4782, memory 3 | B: GEN-104[GEN-103]", "A plays TST-4782");
    expect(t.final.areas.B!.hand).toEqual(["GEN-104"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
  });

  it("trashes the sources of the Digimon returned as the cost", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], hand TST-4783, memory 3 | B: GEN-205",
      "A plays TST-4783",
      "target GEN-104",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-104"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-205"]);
  });
});
