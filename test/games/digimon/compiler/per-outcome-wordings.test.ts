/**
 * Counts of what the effect did before: "If you do, for each card trashed, ..." (the cards the
 * sentence before trashed; none trashed counts none) and "For each card this effect trashed, ...",
 * after "Trash all of your security cards" too; "For each level of the Digimon deleted by this
 * effect, ...": the deleted Digimon's levels added up; "For each one, ..." after trashing up to N;
 * "...; if you do, gain 1 memory for each card returned."
 */
import { describe, expect, it } from "vitest";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-70040",
    "[On Play] You may trash up to 2 cards in your hand. If you do, for each card trashed, suspend 1 of your opponent's Digimon.",
  ),
  testCard(
    "TST-70041",
    "[On Play] Trash 2 cards in your hand. For each card this effect trashed, delete 1 of your opponent's Digimon.",
  ),
  testCard(
    "TST-70042",
    "[On Play] Trash all of your security cards. For each card this effect trashed, delete 1 of your opponent's Digimon.",
  ),
  testCard(
    "TST-70043",
    "[On Play] Delete 1 of your opponent's Digimon. For each level of the Digimon deleted by this effect, trash the top card of your deck.",
  ),
  testCard(
    "TST-70044",
    "[On Play] You may trash up to 2 cards in your hand. For each one, suspend 1 of your opponent's Digimon.",
  ),
  testCard(
    "TST-70045",
    "[Main] You may return up to 3 cards from this Digimon's digivolution cards to the bottom of your deck; if you do, gain 1 memory for each card returned.",
  ),
];
const { run } = recordRunner(CARDS);

describe("counts of the cards the effect trashed", () => {
  it("'If you do, for each card trashed': one suspension per card trashed", () => {
    const t = run(
      "turn A | A: hand TST-70040 GEN-303 GEN-503, memory 3 | B: GEN-103 GEN-203 GEN-303",
      "A plays TST-70040",
      "yes; target GEN-303 GEN-503; target GEN-103 GEN-203",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-103(sus)", "GEN-203(sus)", "GEN-303"]);
  });

  it("'For each card this effect trashed': one deletion per card trashed", () => {
    const t = run(
      "turn A | A: hand TST-70041 GEN-303, memory 3 | B: GEN-103 GEN-203",
      "A plays TST-70041",
      "target GEN-103",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203"]);
  });

  it("'Trash all of your security cards': every one goes, and each counts", () => {
    const t = run(
      "turn A | A: hand TST-70042, security GEN-303 GEN-503, memory 3 | B: GEN-103 GEN-203 GEN-303",
      "A plays TST-70042",
      "target GEN-103 GEN-203",
    );
    expect(t.final.areas.A!.security).toEqual([]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-303"]);
  });

  it("'For each level of the Digimon deleted by this effect': a level 4 Digimon trashes 4 cards", () => {
    const t = run("turn A | A: hand TST-70043, deck 6, memory 3 | B: GEN-104", "A plays TST-70043");
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.A!.deck).toHaveLength(2);
  });

  it("'You may trash up to 2 cards in your hand. For each one, ...': one per card trashed", () => {
    const t = run(
      "turn A | A: hand TST-70044 GEN-303, memory 3 | B: GEN-103 GEN-203",
      "A plays TST-70044",
      "yes; target GEN-303; target GEN-103",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-103(sus)", "GEN-203"]);
  });

  it("'; if you do, gain 1 memory for each card returned': 1 memory per card returned", () => {
    const t = run(
      "turn A | A: TST-70045[GEN-103 GEN-303], memory 0 | B: GEN-103",
      "A activates TST-70045",
      "yes; target GEN-103 GEN-303",
    );
    expect(t.final.areas.A!.deck).toHaveLength(2);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
