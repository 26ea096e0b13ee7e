/**
 * An older printing's digivolution line glued to the next sentence ("Your [X] can digivolve into this
 * card ... requirements. For every 2 cards in your trash, reduce the memory cost when playing this card
 * from your hand by 3."): each read on its own, the second a cost change on the play from the hand
 * (15-8-5); and "Delete 1 of your opponent's Tamers or level 6 or lower Digimon".
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/index.ts";
import { tamerOf, testCard } from "../test-card.ts";

const GLUED =
  "Your [Test TST-89019] can digivolve into this card in your hand for a memory cost of 7, ignoring this card's digivolution requirements. For every 2 cards in your trash, reduce the memory cost when playing this card from your hand by 3.";
const CARDS = [
  testCard("TST-89018", GLUED, { level: 6, dp: 12000, playCost: 12 }),
  testCard("TST-89019", ""),
  testCard("TST-89020", "[On Play] Delete 1 of your opponent's Tamers or level 6 or lower Digimon."),
  testCard("TST-89021", "", tamerOf("Yellow")),
  testCard("TST-89022", "", { level: 7, dp: 15000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a digivolution line glued to a cost change", () => {
  it("reads both: the requirement and the reduction", () => {
    const r = compileText(GLUED);
    expect(r.unread).toEqual([]);
    expect(r.requirements).toHaveLength(1);
    expect(r.abilities.map((a) => a.category)).toEqual(["immediate"]);
  });

  it("reduces the play cost from the hand by 3 for every 2 cards in the trash", () => {
    const t = run(
      "turn A | A: hand TST-89018, trash GEN-103 GEN-103#b GEN-103#c GEN-103#d GEN-103#e, memory 10",
      "A plays TST-89018",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });
});

describe("Tamers or level 6 or lower Digimon", () => {
  it("may delete a Tamer", () => {
    const t = run(
      "turn A | A: hand TST-89020 | B: TST-89021 GEN-106",
      "A plays TST-89020",
      "target TST-89021",
    );
    expect(t.final.areas.B!.trash).toEqual(["TST-89021"]);
  });

  it("deletes a level 6 Digimon, never a level 7 one", () => {
    const t = run("turn A | A: hand TST-89020 | B: GEN-106 TST-89022", "A plays TST-89020");
    expect(t.final.areas.B!.trash).toEqual(["GEN-106"]);
    expect(t.final.areas.B!.battle).toEqual(["TST-89022"]);
  });
});
