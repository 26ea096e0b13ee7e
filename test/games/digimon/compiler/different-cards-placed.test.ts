/**
 * "up to 2 [X] trait cards with different colors", "up to 5 differently named ... cards", "with
 * [X] in their traits and different card numbers": no two placed cards alike in that, a card of
 * several colours counting as any one of them.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [], playCost: 0 };
const CARDS = [
  readRecord("TST-72001", "Colour Keeper", {
    ...tamer,
    effect:
      "[On Play] You may place up to 2 [Hybrid] trait cards with different colors from your hand or trash under this Tamer.",
  }),
  readRecord("TST-72002", "Name Keeper", {
    effect:
      "[On Play] You may place up to 3 differently named Digimon cards with [Gamma] in their names from your trash as this Digimon's bottom digivolution cards.",
  }),
  readRecord("TST-72003", "Number Keeper", {
    effect:
      "[On Play] By placing 2 Digimon cards with [Cyborg] in their traits and different card numbers from your hand and trash as this Digimon's bottom digivolution cards, <Draw 1>.",
  }),
  readRecord("TST-72004", "Red Blue Hybrid", { colors: ["Red", "Blue"], traits: ["Hybrid"] }),
  readRecord("TST-72005", "Blue Hybrid", { colors: ["Blue"], traits: ["Hybrid"] }),
  readRecord("TST-72006", "Other Blue Hybrid", { colors: ["Blue"], traits: ["Hybrid"] }),
  readRecord("TST-72007", "Gamma A", {}),
  readRecord("TST-72008", "Gamma B", {}),
  readRecord("TST-72009", "Cyborg One", { traits: ["Cyborg"] }),
];
const { run } = recordRunner(CARDS);

describe("cards placed with different colours, names or card numbers", () => {
  it("a red/blue card and a blue card differ: the first counts as red", () => {
    const t = run(
      "turn A | A: hand TST-72001 TST-72005, trash TST-72004",
      "A plays TST-72001",
      "yes; target TST-72004; target TST-72005",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72001[TST-72004 TST-72005]"]);
  });

  it("two blue-only cards don't: the second can't be chosen", () => {
    const t = run(
      "turn A | A: hand TST-72001 TST-72005, trash TST-72006",
      "A plays TST-72001",
      "yes; target TST-72005",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72001[TST-72005]"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-72006"]);
  });

  it("differently named: a second card of a name already placed stays", () => {
    const t = run(
      "turn A | A: hand TST-72002, trash TST-72007 TST-72007 TST-72008",
      "A plays TST-72002",
      "yes; target TST-72007; target TST-72008",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72002[TST-72007 TST-72008]"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-72007"]);
  });

  it("a cost of 2 cards with different card numbers can't be paid with two copies of one", () => {
    const t = run(
      "turn A | A: hand TST-72003 TST-72009, trash TST-72009, deck GEN-103",
      "A plays TST-72003",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72003"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-72009"]);
  });
});
