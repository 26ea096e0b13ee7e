import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "When an effect places a digivolution card under this Digimon, it gets ...": "it" is this Digimon.
const GROWS =
  "[Your Turn] When an effect places a digivolution card under this Digimon, it gets +1000 DP for the turn.";
const CARDS = [
  testCard("TST-4790", GROWS, { traits: ["Guard"] }),
  testCard(
    "TST-4791",
    "[Main] Place this card as the bottom digivolution card of 1 of your Digimon with the [Guard] trait.",
    { category: "Option", level: undefined, dp: undefined, playCost: 0 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);

describe("a pronoun after a trigger about cards placed under this Digimon", () => {
  it("reads 'it' as this Digimon", () => {
    const r = compileText(GROWS);
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([{ op: "dp", target: "this", amount: 1000, duration: "turn" }]);
  });

  it("raises this Digimon's DP once a card goes under it", () => {
    const t = resolveDigimon(
      { board: "turn A | A: TST-4790, hand TST-4791 | B: GEN-103", action: "A uses TST-4791", choices: "" },
      registry,
    ).trace;
    expect(t.final.areas.A!.battle).toEqual(["TST-4790[TST-4791]"]);
    expect(t.final.details?.A?.find((d) => d.card.startsWith("TST-4790"))?.dp).toBe(4000);
  });
});

describe("a security effect whose record dropped a word", () => {
  it("reads 'add this card its owner's hand' as adding this card to the hand", () => {
    const r = compileText(
      "[Security] Suspend 1 of your opponent's Digimon. Then add this card its owner's hand.",
      {
        part: "security",
      },
    );
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities.map((a) => a.ops))).toContain('"op":"addSelfToHand"');
  });
});
