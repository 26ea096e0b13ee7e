/**
 * "By deleting this Digimon that has a digivolution card with [X] in one of its traits, ...",
 * "by returning this Digimon with [X] in one of its traits to the bottom of the deck, ... as high
 * or lower a level as the returned Digimon": a cost paid with this Digimon only while it is as the
 * words say (15-7). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const RETURN =
  "[Opponent's Turn] When any of your opponent's Digimon attack, by returning this Digimon with [Aqua] in one of its traits to the bottom of the deck, return 1 of your opponent's Digimon with as high or lower a level as the returned Digimon to the hand.";
const CARDS = [
  readRecord("TST-7951", "Tide Diver", { level: 4, traits: ["Aqua"], effect: RETURN }),
  readRecord("TST-7952", "Dry Diver", { level: 4, traits: ["Beast"], effect: RETURN }),
  readRecord("TST-7953", "Feather Giver", {
    level: 5,
    effect:
      "[Main] By deleting this Digimon that has a digivolution card with [Bird] in one of its traits, gain 2 memory.",
  }),
  readRecord("TST-7954", "Test Chick", { level: 4, traits: ["Bird"] }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("a cost paid with this Digimon as the words describe it", () => {
  it("returns this [Aqua] Digimon, then an opponent's Digimon of its level or lower", () => {
    const t = run(
      "turn B main; A: TST-7951, deck GEN-204 | B: GEN-104 GEN-105",
      "B attacks A with GEN-104",
      "yes",
    );
    expect(t.final.areas.A!.battle ?? []).toEqual([]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-204", "TST-7951"]);
    expect(t.final.areas.B!.hand).toEqual(["GEN-104"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-105"]);
  });

  it("a Digimon without the trait can't pay it, and nothing is returned", () => {
    const t = run(
      "turn B main; A: TST-7952, deck GEN-204, security GEN-203 | B: GEN-104 GEN-105",
      "B attacks A with GEN-104",
      "yes",
    );
    expect(t.final.areas.A!.deck).toEqual(["GEN-204"]);
    expect(t.final.areas.B!.hand ?? []).toEqual([]);
  });

  it("deletes this Digimon with a [Bird] digivolution card for 2 memory", () => {
    const t = run("turn A | A: TST-7953[TST-7954], memory 0 | B: GEN-103", "A activates TST-7953", "yes");
    expect(t.final.areas.A!.battle ?? []).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-7953", "TST-7954"]));
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("without such a digivolution card the cost can't be paid", () => {
    const why = errorOf(() =>
      run("turn A | A: TST-7953[GEN-104], memory 0 | B: GEN-103", "A activates TST-7953", "yes"),
    );
    expect(why).toMatch(/cost can't be paid \(.* is not as the cost asks\)/);
  });
});
