/**
 * Playing a card by an effect into the breeding area (3-4-7), and "without the same name as the
 * cards in your battle area or trash": cards written in the card-text templates, resolved.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const deity = { traits: ["Deity"], level: 4, dp: 5000 };
const CARDS = [
  testCard(
    "TST-301",
    "[On Play] You may play 1 [Deity] trait Digimon card without the same name as the cards in your battle area or trash from your hand to an empty space in your breeding area without paying the cost.",
  ),
  testCard("TST-302", "[On Play] Gain 2 memory.", deity),
  testCard("TST-303", "", deity),
  testCard(
    "TST-304",
    "[On Play] By deleting 1 of your Digimon, you may play 1 Digimon card with the [Deity] trait from your hand to your empty breeding area without paying the cost.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: { steps: { text: string }[] }) => t.steps.map((x) => x.text).join("\n");

describe("playing a card into the breeding area", () => {
  it("places it there, where its [On Play] effect doesn't trigger (3-4-7-4)", () => {
    const t = run("turn A | A: hand TST-301 TST-302, memory 3", "A plays TST-301");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-301"], breeding: ["TST-302"], hand: [] });
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(texts(t)).toContain("into the breeding area");
  });

  it("plays nothing when the breeding area already holds a card (3-4-7-2)", () => {
    const t = run("turn A | A: breeding GEN-103, hand TST-301 TST-302, memory 3", "A plays TST-301");
    expect(t.final.areas.A).toMatchObject({ breeding: ["GEN-103"], hand: ["TST-302"] });
    expect(texts(t)).toContain("3-4-7-2");
  });

  it("skips a card named like one in the battle area or trash, but not like a digivolution card", () => {
    const named = run(
      "turn A | A: GEN-104[TST-303#a], hand TST-301 TST-302#a TST-303#b, trash TST-302#b, memory 3",
      "A plays TST-301",
    );
    // TST-302 shares a name with a card in the trash; TST-303 only with a digivolution card (Q3532).
    expect(named.final.areas.A).toMatchObject({ breeding: ["TST-303#b"], hand: ["TST-302"] });
    const battle = run("turn A | A: TST-303#a, hand TST-301 TST-303#b, memory 3", "A plays TST-301");
    expect(battle.final.areas.A!.breeding).toEqual([]);
    expect(battle.final.areas.A!.hand!.map((c) => c.replace(/#.*/, ""))).toEqual(["TST-303"]);
  });

  it("pays a cost first, then the play into the breeding area is the player's choice", () => {
    const t = run("turn A | A: GEN-103, hand TST-304 TST-303, memory 3", "A plays TST-304");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-304"], breeding: ["TST-303"], trash: ["GEN-103"] });
  });
});
