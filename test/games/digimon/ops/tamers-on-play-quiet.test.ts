/**
 * "While you have [X], all of your opponent's Tamers [On Play] effects don't activate": the same as
 * "can't activate [On Play] effects" (15-8-2), only while the named Digimon is there. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74019",
    "[All Turns] While you have [Dark Lord], all of your opponent's Tamers [On Play] effects don't activate.",
    tamerOf("White"),
  ),
  testCard("TST-74017", "", { name: "Dark Lord", level: 5, dp: 7000 }),
  testCard("TST-74020", "[On Play] Gain 2 memory.", { ...tamerOf("Blue"), playCost: 2 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("Tamers' [On Play] effects that don't activate", () => {
  it("the opponent's Tamer's [On Play] effect does not activate while the named Digimon is there", () => {
    const t = run("turn B | A: TST-74019 TST-74017 | B: hand TST-74020, memory 3", "B plays TST-74020");
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
  });

  it("without it, the effect activates", () => {
    const t = run("turn B | A: TST-74019 GEN-104 | B: hand TST-74020, memory 3", "B plays TST-74020");
    expect(t.final.memory).toEqual({ player: "B", value: 3 });
  });
});
