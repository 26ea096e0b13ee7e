/**
 * Wordings of "When this Digimon would leave the battle area, by <cost>, it doesn't leave"
 * (immediate-type effects, 15-8-5): "its digivolution cards" is this Digimon's, "2 same-level
 * cards" is 2 cards of one level, and "prevent this Digimon from being deleted" prevents it.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const RETURNER = readRecord("TST-7331", "Keeper", {
  level: 6,
  effect:
    "[All Turns] When this Digimon would leave the battle area, by returning 2 [Seed] from its digivolution cards to the bottom of the deck, it doesn't leave.",
});
const LEVELS = readRecord("TST-7332", "Leveller", {
  level: 6,
  effect:
    "[All Turns] When this Digimon would leave the battle area by an opponent's effect, by trashing 2 same-level cards in this Digimon's digivolution cards, prevent it from leaving.",
});
const BATTLE = readRecord("TST-7333", "Guarded", {
  level: 6,
  effect:
    "[All Turns] When this Digimon would be deleted in battle, you may delete 1 of your other [Guard] to prevent this Digimon from being deleted.",
});
const option = { category: "Option" as const, level: undefined, dp: undefined };
const CARDS = [
  RETURNER,
  LEVELS,
  BATTLE,
  testCard("TST-7334", "", { name: "Seed" }),
  testCard("TST-7335", "", { name: "Guard" }),
  testCard("TST-7336", "[Main] Delete 1 of your opponent's Digimon.", option),
];
const { run } = recordRunner(CARDS);
const uses = "turn A main; A: GEN-103, hand TST-7336, memory 3 | B: ";

describe("leave-prevention cost wordings", () => {
  it("'its digivolution cards': the two [Seed] under it go to the deck and it stays", () => {
    expect(RETURNER.abilities[0]).toMatchObject({ cost: [{ from: "sources" }] });
    const t = run(`${uses}TST-7331[TST-7334 TST-7334 GEN-104], deck 1`, "A uses TST-7336", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-7331[GEN-104]"]);
    const short = run(`${uses}TST-7331[TST-7334 GEN-104], deck 1`, "A uses TST-7336", "yes");
    expect(short.final.areas.B!.battle).toEqual([]);
  });

  it("'2 same-level cards': two of one level pay it, two of different levels don't", () => {
    expect(LEVELS.abilities[0]).toMatchObject({ cost: [{ sameLevel: true, n: 2 }] });
    const t = run(`${uses}TST-7332[GEN-104 GEN-104]`, "A uses TST-7336", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-7332"]);
    const mixed = run(`${uses}TST-7332[GEN-104 GEN-103]`, "A uses TST-7336", "yes");
    expect(mixed.final.areas.B!.battle).toEqual([]);
  });

  it("'prevent this Digimon from being deleted': another [Guard] is deleted in its place in battle", () => {
    expect(BATTLE.abilities[0]).toMatchObject({
      would: { on: "leave", inBattle: true },
      ops: [{ op: "preventLeave" }],
    });
    const t = run(
      "turn A main; A: GEN-106 | B: TST-7333(sus) TST-7335",
      "A attacks TST-7333 with GEN-106",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-7333(sus)"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-7335"]);
  });
});
