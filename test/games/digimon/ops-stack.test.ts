/**
 * Digivolution cards, reveals and hand/deck moves of the "stack" templates, compiled from text
 * and resolved on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../src/games/digimon/cards/index.ts";
import { CardRegistry } from "../../../src/games/digimon/registry.ts";
import { resolveDigimon } from "../../../src/games/digimon/resolve-text.ts";
import { testCard } from "./test-card.ts";

const CARDS = [
  testCard(
    "TST-101",
    "[On Deletion] If deleted outside of a battle, your opponent trashes 1 card in their hand.",
  ),
  testCard("TST-102", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard(
    "TST-103",
    "[On Play] Reveal the top card of your deck. Add it to your hand if it's a yellow Digimon card. Otherwise, place it at the bottom of your deck.",
  ),
  testCard(
    "TST-104",
    "[On Play] Reveal the top card of your deck. If it's a black card, add it to your hand. Trash the rest.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const said = (t: ReturnType<typeof run>) => t.steps.map((x) => x.text).join("\n");

describe("[On Deletion] If deleted outside of a battle", () => {
  it("acts when an effect deleted the Digimon", () => {
    const t = run("turn A | A: hand TST-102 GEN-103 | B: TST-101", "A plays TST-102");
    expect(t.final.areas.B!.trash).toEqual(["TST-101"]);
    expect(t.final.areas.A).toMatchObject({ hand: [], trash: ["GEN-103"] });
  });

  it("does nothing when the Digimon was deleted in battle", () => {
    const t = run("turn A | A: GEN-105, hand GEN-103 | B: TST-101(sus)", "A attacks TST-101 with GEN-105");
    expect(t.final.areas.B!.trash).toEqual(["TST-101"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(said(t)).toContain("it was deleted in a battle, so the rest does nothing");
  });
});

describe("revealing one card and adding it if it matches", () => {
  it("adds the revealed card when it matches", () => {
    const t = run("turn A | A: hand TST-103, deck GEN-203 GEN-103 | B: GEN-203", "A plays TST-103");
    expect(t.final.areas.A).toMatchObject({ hand: ["GEN-203"], deck: ["GEN-103"] });
  });

  it("otherwise places it at the bottom of the deck", () => {
    const t = run("turn A | A: hand TST-103, deck GEN-103 GEN-204 | B: GEN-203", "A plays TST-103");
    expect(t.final.areas.A).toMatchObject({ hand: [], deck: ["GEN-204", "GEN-103"] });
  });

  it("trashes a card that does not match when the rest is trashed", () => {
    const yes = run("turn A | A: hand TST-104, deck GEN-604 GEN-103 | B: GEN-203", "A plays TST-104");
    expect(yes.final.areas.A).toMatchObject({ hand: ["GEN-604"], trash: [] });
    const no = run("turn A | A: hand TST-104, deck GEN-103 GEN-604 | B: GEN-203", "A plays TST-104");
    expect(no.final.areas.A).toMatchObject({ hand: [], trash: ["GEN-103"], deck: ["GEN-604"] });
  });
});
