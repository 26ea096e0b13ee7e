/**
 * "[On Play] If played by an effect, ...": the rest happens only when the play that triggered
 * was made by an effect, not by the play action, and never for [When Digivolving]. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-9851", "[On Play] [When Digivolving] If played by an effect, gain 2 memory.", {
    name: "Effectling",
    digivolve: [{ level: 2, color: "Yellow", cost: 0 }],
  }),
  testCard("TST-9852", "[On Play] You may play 1 [Effectling] from your hand without paying the cost.", {
    level: 4,
  }),
  testCard("TST-9853", "[On Play] Gain 1 memory. Then, if played by effects, <Draw 1>."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'If played by an effect' on an [On Play] effect", () => {
  it("does nothing when the card is played by the play action", () => {
    const t = run("turn A | A: hand TST-9851, memory 3 | B: GEN-103", "A plays TST-9851");
    expect(t.final.areas.A!.battle).toEqual(["TST-9851"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("happens when an effect plays it", () => {
    const t = run("turn A | A: hand TST-9852 TST-9851, memory 3 | B: GEN-103", "A plays TST-9852", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-9852", "TST-9851"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("does nothing for [When Digivolving]: the card was not played", () => {
    const t = run(
      "turn A | A: GEN-002, hand TST-9851, deck 1, memory 3 | B: GEN-103",
      "A digivolves GEN-002 into TST-9851",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9851[GEN-002]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("after 'Then,' only the part it guards waits on the play", () => {
    const t = run("turn A | A: hand TST-9853, deck 2, memory 3 | B: GEN-103", "A plays TST-9853");
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
  });
});
