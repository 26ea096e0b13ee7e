/**
 * "If you don't have a [X] in play, you may place 1 [X] from your hand in your battle area": an
 * Option card named by name goes to the battle area without being played or used (4-28-1).
 * A named card of another kind is not placed, and the trace says why. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const PLACES =
  "[On Play] If you don't have a [Test TST-6321] in play, you may place 1 [Test TST-6321] from your hand in your battle area.";
const PLACES_DIGIMON = "[On Play] You may place 1 [Test TST-6323] from your hand in your battle area.";

const { run } = recordRunner([
  testOption("TST-6321", "[Main] Gain 3 memory.", { playCost: 2 }),
  testCard("TST-6322", PLACES),
  testCard("TST-6323", "[On Play] Gain 3 memory."),
  testCard("TST-6324", PLACES_DIGIMON),
]);

describe("reading 'place 1 [X] from your hand in your battle area'", () => {
  it("places the named card as an Option card in the battle area", () => {
    const out = compileText(PLACES);
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops).toEqual([
      {
        op: "if",
        cond: { is: "not", cond: { is: "field", side: "you", filter: { nameIs: ["Test TST-6321"] } } },
        then: [
          {
            op: "may",
            then: [{ op: "placeOptionInBattle", from: "hand", filter: { nameIs: ["Test TST-6321"] } }],
          },
        ],
      },
    ]);
  });
});

describe("placing a named Option card on a board", () => {
  it("puts it in the battle area without using it: no cost, no [Main] effect", () => {
    const t = run(
      "turn A | A: hand TST-6322 TST-6321, memory 2, deck 2",
      "A plays TST-6322",
      "TST-6322: yes",
    );
    expect(t.final.areas.A!.battle).toEqual(expect.arrayContaining(["TST-6322", "TST-6321"]));
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("places nothing while one is in play", () => {
    const t = run("turn A | A: TST-6321, hand TST-6322 TST-6321, memory 2, deck 2", "A plays TST-6322");
    expect(t.final.areas.A!.hand).toEqual(["TST-6321"]);
  });

  it("does not place a Digimon card, and says so", () => {
    const t = run(
      "turn A | A: hand TST-6324 TST-6323, memory 2, deck 2",
      "A plays TST-6324",
      "TST-6324: yes",
    );
    expect(t.final.areas.A!.hand).toEqual(["TST-6323"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(JSON.stringify(t.steps)).toMatch(/not an Option card/);
  });
});
