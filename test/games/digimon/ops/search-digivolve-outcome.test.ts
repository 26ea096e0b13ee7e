/**
 * A security search group that digivolves into one of the cards and then shuffles: "... among them
 * with the digivolution cost reduced by 2", "1 of your Digimon may digivolve into ... among them",
 * "If it's your turn, search ..." (the whole group under the condition), and "If this effect
 * digivolved, ..." / "If digivolved by this effect, and you have ..., ..." after the shuffle: they
 * see the digivolution the group made (8-1-2).
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const SELF =
  "[On Play] If it's your turn, search your security stack. This Digimon may digivolve into a Digimon card with the [Angel] trait among them with the digivolution cost reduced by 2. Then, shuffle your security stack. If this effect digivolved, you may place 1 Digimon card with the [Angel] trait from the hand at the bottom of your security stack.";
const ANY =
  "[Main] Search your security stack. 1 of your Digimon may digivolve into 1 yellow level 6 or lower Digimon card with the [Vaccine] trait among them without paying the cost. Then, shuffle your security stack. If digivolved by this effect, and you have a Tamer with [TST-90055] in its name, <Recovery +1 (Deck)>.";
const { run } = recordRunner([
  testCard("TST-90050", SELF, { level: 4 }),
  testCard("TST-90051", "", {
    level: 5,
    dp: 7000,
    traits: ["Angel"],
    digivolve: [{ level: 4, color: "Red", cost: 3 }],
  }),
  testCard("TST-90052", "", { traits: ["Angel"] }),
  testOption("TST-90053", ANY, { colors: ["Yellow"] }),
  testCard("TST-90054", "", {
    level: 5,
    dp: 7000,
    colors: ["Yellow"],
    traits: ["Vaccine"],
    digivolve: [{ level: 4, color: "Yellow", cost: 3 }],
  }),
  testCard("TST-90055", "", tamerOf("Yellow")),
]);

describe("a security search that digivolves, then what the group did", () => {
  it("digivolves this Digimon for the reduced cost, then places the card from the hand", () => {
    const t = run(
      "turn A | A: hand TST-90050 TST-90052, security TST-90051 GEN-203, memory 5",
      "A plays TST-90050",
      "target TST-90051, yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90051[TST-90050]"]);
    expect(t.final.areas.A!.hand).toEqual([]);
    expect(t.final.areas.A!.security).toEqual(["GEN-203", "TST-90052"]);
    expect(t.final.memory?.value).toBe(4);
  });

  it("places nothing when it did not digivolve", () => {
    const t = run(
      "turn A | A: hand TST-90050 TST-90052, security GEN-203, memory 5",
      "A plays TST-90050",
      "yes",
    );
    expect(t.final.areas.A!.hand).toEqual(["TST-90052"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-203"]);
  });

  it("1 of your Digimon digivolves; with the Tamer, <Recovery +1 (Deck)> follows", () => {
    const t = run(
      "turn A | A: GEN-204 TST-90055, hand TST-90053, security TST-90054, deck GEN-203 GEN-205, memory 5",
      "A uses TST-90053",
      "target TST-90054",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90054[GEN-204]", "TST-90055"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-205"]);
  });

  it("without the Tamer, no <Recovery>", () => {
    const t = run(
      "turn A | A: GEN-204, hand TST-90053, security TST-90054, deck GEN-203, memory 5",
      "A uses TST-90053",
      "target TST-90054",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-90054[GEN-204]"]);
    expect(t.final.areas.A!.security).toEqual([]);
  });
});
