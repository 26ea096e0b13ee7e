/**
 * "When you would use an Option card with the [X] trait, by <cost>, reduce the cost by N": an
 * immediate-type effect (15-8-5) of a card on the field on the use cost of your matching Option
 * cards (9-1-6); "reduce this card's play cost" and "reduce the use cost" on the card itself.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const HELPER = readRecord("TST-7391", "Dawn Helper", {
  level: 4,
  effect:
    "[Your Turn] [Once Per Turn] When you would use an Option card with the [Dawn] trait, by suspending this Digimon, reduce the cost by 2.",
});
const SELF = readRecord("TST-7392", "Cheap Dawn", {
  category: "Option",
  level: undefined,
  dp: undefined,
  digivolve: [],
  playCost: 3,
  colors: ["Red"],
  effect:
    "When this card would be used, by suspending 1 of your Digimon, reduce the use cost by 1.\n[Main] Gain 1 memory.",
});
const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 3 };
const CARDS = [
  HELPER,
  SELF,
  testCard("TST-7393", "[Main] Delete 1 of your opponent's Digimon.", { ...option, traits: ["Dawn"] }),
  testCard("TST-7394", "[Main] Delete 1 of your opponent's Digimon.", option),
];
const { run } = recordRunner(CARDS);

describe("use costs reduced by immediate-type effects", () => {
  it("reads the field's effect as one on your matching Option cards", () => {
    expect(HELPER.abilities[0]).toMatchObject({
      category: "immediate",
      would: { on: "use", card: { category: "Option", traits: ["Dawn"] } },
    });
  });

  it("a [Dawn] Option costs 1 instead of 3, and the helper is suspended", () => {
    const t = run("turn A main; A: TST-7391, hand TST-7393, memory 3 | B: GEN-104", "A uses TST-7393", "yes");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(t.final.areas.A!.battle).toEqual(["TST-7391(sus)"]);
  });

  it("another Option pays the full 3", () => {
    const t = run("turn A main; A: TST-7391, hand TST-7394, memory 3 | B: GEN-104", "A uses TST-7394", "yes");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
    expect(t.final.areas.A!.battle).toEqual(["TST-7391"]);
  });

  it("'reduce the use cost by 1' on the Option itself", () => {
    const t = run("turn A main; A: GEN-103, hand TST-7392, memory 3", "A uses TST-7392", "yes");
    expect(t.final.memory).toEqual({ player: "A", value: 1 + 1 });
  });
});
