/**
 * "This card" moved by its own effect from any zone: played from the trash by a printed or gained
 * [On Deletion], added to the hand, or refused with the rule that stops it.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const CARDS = [
  testCard("TST-701", "[On Deletion] You may play this card without paying the cost."),
  testCard("TST-702", "[Main] Delete 1 of your opponent's Digimon.", option),
  testCard(
    "TST-703",
    "[Main] 1 of your opponent's Digimon gains \"[On Deletion] You may play this card without paying the cost.\" for the turn. Then, delete 1 of your opponent's Digimon.",
    option,
  ),
  testCard(
    "TST-704",
    "[On Deletion] Return this card to its owner's hand.\n[On Deletion] You may play this card without paying the cost.",
  ),
  testCard("TST-705", "[Main] Play this card without paying the cost.", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry);
const texts = (t: ReturnType<typeof run>["trace"]) =>
  t.steps.flatMap((s) => [s.text, ...(s.changes ?? [])]).join("\n");

describe("an effect that plays its own card", () => {
  it("plays a deleted Digimon from the trash by its printed [On Deletion]", () => {
    const r = run("turn A | A: GEN-103, hand TST-702, memory 3 | B: TST-701", "A uses TST-702");
    expect(r.trace.final.areas.B).toMatchObject({ battle: ["TST-701"], trash: [] });
    expect(texts(r.trace)).toMatch(/Test TST-701\] is played from the trash without paying its cost/);
    expect(r.trace.verdict?.complete).toBe(true);
  });

  it("leaves it in the trash when its player declines the 'you may'", () => {
    const r = run("turn A | A: GEN-103, hand TST-702, memory 3 | B: TST-701", "A uses TST-702", "no");
    expect(r.trace.final.areas.B).toMatchObject({ battle: [], trash: ["TST-701"] });
  });

  it("plays it by a gained [On Deletion] too", () => {
    const r = run("turn A | A: GEN-103, hand TST-703, memory 3 | B: GEN-104", "A uses TST-703");
    expect(r.trace.final.areas.B).toMatchObject({ battle: ["GEN-104"], trash: [] });
  });

  it("does not play a card that left the trash: it is a new card (15-4-4-3)", () => {
    const r = run("turn A | A: GEN-103, hand TST-702, memory 3 | B: TST-704", "A uses TST-702");
    const text = texts(r.trace);
    expect(text).toMatch(/returns from the trash to player B's hand/);
    expect(text).toMatch(/no longer in the trash \(it is in the hand now\), so it is a new card/);
    expect(r.trace.final.areas.B).toMatchObject({ battle: [], hand: ["TST-704"] });
  });

  it("refuses to play a card that is already on the field", () => {
    const r = run("turn A | A: TST-705, memory 3", "A activates TST-705");
    expect(texts(r.trace)).toMatch(/already on the field .*can't be played/);
  });
});

describe("a pending effect of a card that came back as a new card", () => {
  const cards = new CardRegistry([
    ...bundledCards,
    testCard(
      "TST-710",
      "[When Attacking] Delete this Digimon.\n[When Attacking] Gain 1 memory.\n[On Deletion] Play this card without paying the cost.",
    ),
  ]);
  it("fails because it is a new card (15-4-4-3), not because it is gone", () => {
    const t = resolveDigimon(
      { board: "turn A | A: TST-710, memory 3 | B: security GEN-103", action: "A attacks B with TST-710" },
      cards,
    ).trace;
    const text = texts(t);
    expect(text).toMatch(/Test TST-710\] is played from the trash/);
    expect(text).toMatch(/left the battle area and is back there as a new card/);
    expect(text).not.toMatch(/no longer in the battle area/);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
