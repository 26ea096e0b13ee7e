/**
 * "When effects add to this Digimon's digivolution cards": a card an effect places under it
 * triggers it; linking does not, since a link card is not a digivolution card (4-9; official
 * Q&A Q5894, stated on real cards in the conformance suite).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TRIGGER = "[All Turns] When effects add to this Digimon's digivolution cards, gain 1 memory.";
const inherited = compileText(TRIGGER, { code: "TST-2181", part: "inherited" });
const CARDS = [
  testCard("TST-2181", "", { inherited: inherited.abilities }),
  testCard(
    "TST-2182",
    "[When Attacking] Place 1 card from your hand as this Digimon's bottom digivolution card.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);

describe("a trigger on cards added to this Digimon's digivolution cards", () => {
  it("is read as cards placed under it by any effect", () => {
    expect(inherited.unread).toEqual([]);
    expect(inherited.abilities[0]!.when).toEqual({ on: "sourcesPlaced", byEffect: "any" });
  });

  it("triggers when an effect places a card under the Digimon", () => {
    const t = resolveDigimon(
      {
        board: "turn A; A: TST-2182[TST-2181], hand GEN-104, memory 2 | B: security 2",
        action: "A attacks B with TST-2182",
        choices: "",
      },
      registry,
    ).trace;
    expect(t.final.areas.A!.battle).toEqual(["TST-2182[TST-2181 GEN-104](sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
