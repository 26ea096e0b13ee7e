/**
 * An immediate-type effect (15-8-5) of more than one sentence: "When this Digimon would leave
 * the battle area, <Draw 1>. Then, ..." goes on with the outcome; "... If this effect didn't
 * delete, it doesn't leave." keeps the Digimon only when the outcome before deleted nothing.
 * A play there is mandatory once the effect is used ("you may" asks whether to use it at all).
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 0 };
const CARDS = [
  testCard(
    "TST-70020",
    "[All Turns] When this Digimon would leave the battle area, <Draw 1>. Then, you may play 1 level 3 Digimon card from your hand without paying the cost.",
    { level: 5, dp: 7000 },
  ),
  testCard(
    "TST-70021",
    "[All Turns] When this Digimon would leave the battle area, your opponent may delete 1 of their Digimon. If this effect didn't delete, it doesn't leave.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-70022", "[Main] Delete 1 of your opponent's Digimon.", option),
  testCard(
    "TST-70023",
    "[All Turns] When this Digimon would leave the battle area other than by one of your effects, play 1 [Test TST-70024] and 1 [Test TST-70025] from this Digimon's digivolution cards without paying the costs. Then, place this Digimon at the bottom of your security stack face down.",
    { level: 6, dp: 12000 },
  ),
  testCard("TST-70024", "", { level: 5, dp: 7000 }),
  testCard("TST-70025", "", { level: 5, dp: 7000 }),
  testCard(
    "TST-70026",
    "[All Turns] When this Digimon would leave the battle area, you may play 1 each of [Test TST-70024] and [Test TST-70025] from its digivolution cards without paying the cost.",
    { level: 6, dp: 12000 },
  ),
];
const { run } = recordRunner(CARDS);

describe("later sentences of a 'would leave' effect", () => {
  it("'Then, you may play ...' comes after the draw, before the Digimon leaves", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70022, memory 3 | B: TST-70020, deck GEN-303",
      "A uses TST-70022",
      "yes",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-303"], hand: [], trash: ["TST-70020"] });
  });

  it("'If this effect didn't delete, it doesn't leave': kept when the opponent deletes nothing", () => {
    const t = run("turn A | A: GEN-103, hand TST-70022, memory 3 | B: TST-70021", "A uses TST-70022", "no");
    expect(t.final.areas.B!.battle).toEqual(["TST-70021"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
  });

  it("... and deleted when the opponent deletes one of theirs", () => {
    const t = run("turn A | A: GEN-103, hand TST-70022, memory 3 | B: TST-70021", "A uses TST-70022", "yes");
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.A!.battle).toEqual([]);
  });

  it("a play without 'you may' is not offered, and 'Then, place this Digimon ...' takes it first", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70022, memory 3 | B: TST-70023[TST-70024 TST-70025]",
      "A uses TST-70022",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-70024", "TST-70025"]);
    expect(t.final.areas.B!.security).toEqual(["TST-70023"]);
    expect(t.final.areas.B!.trash).toEqual([]);
    expect(JSON.stringify(t)).not.toMatch(/choose a card to play[^"]*\(or none\)/);
  });

  it("'you may play 1 each of [A] and [B]': once the effect is used, both are played", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-70022, memory 3 | B: TST-70026[TST-70024 TST-70025]",
      "A uses TST-70022",
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-70024", "TST-70025"]);
    expect(JSON.stringify(t)).not.toMatch(/choose a card to play[^"]*\(or none\)/);
  });
});
