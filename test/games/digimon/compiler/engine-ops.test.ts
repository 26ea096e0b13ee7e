/**
 * The operations the compiler added, run by the engine: cards written in the card-text
 * templates, compiled, put on a board and resolved.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-001", "[On Play] Suspend 1 of your opponent's Digimon."),
  testCard("TST-002", "[On Play] Return 1 of your opponent's Digimon to the hand."),
  testCard(
    "TST-003",
    "[On Play] Trash the top card of your opponent's security stack. Then, <Recovery +1 (Deck)>",
  ),
  testCard(
    "TST-004",
    "[On Play] Reveal the top 3 cards of your deck. Add 1 Tamer card among them to the hand. Return the rest to the bottom of the deck.",
  ),
  testCard("TST-005", "[On Play] If your opponent has 2 or more Digimon, gain 2 memory."),
  testCard("TST-006", "[Your Turn] This Digimon gets +2000 DP."),
  testCard("TST-007", "[On Play] Delete 1 of your opponent's Digimon with the lowest DP."),
  testCard("TST-008", "[On Play] You may trash 1 card in your hand to <Draw 2>."),
  testCard("TST-009", "[On Play] Trash the bottom 2 digivolution cards of 1 of your opponent's Digimon."),
  testCard("TST-010", "[Your Turn] When this Digimon attacks, gain 1 memory."),
  testCard("TST-011", "[All Turns] While this Digimon is suspended, it gets +2000 DP."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("compiled operations in the engine", () => {
  it("suspends a Digimon", () => {
    const t = run("turn A | A: hand TST-001, memory 3 | B: GEN-203", "A plays TST-001");
    expect(t.final.areas.B!.battle).toEqual(["GEN-203(sus)"]);
  });

  it("returns a Digimon to its owner's hand, its digivolution cards to the trash", () => {
    const t = run("turn A | A: hand TST-002, memory 3 | B: GEN-204[GEN-203]", "A plays TST-002");
    expect(t.final.areas.B).toMatchObject({ battle: [], hand: ["GEN-204"], trash: ["GEN-203"] });
  });

  it("trashes a security card and recovers one from the deck", () => {
    const t = run("turn A | A: hand TST-003, deck GEN-104, security 1 | B: security 2", "A plays TST-003");
    expect(t.final.areas.B!.security).toHaveLength(1);
    expect(t.final.areas.B!.trash).toHaveLength(1);
    expect(t.final.areas.A).toMatchObject({ security: ["GEN-104", "?"], deck: [] });
  });

  it("reveals, adds the matching card and puts the rest at the bottom", () => {
    const t = run(
      "turn A | A: hand TST-004, deck GEN-203 BT1-086 GEN-204 GEN-103 | B: GEN-203",
      "A plays TST-004",
    );
    expect(t.final.areas.A).toMatchObject({ hand: ["BT1-086"], deck: ["GEN-103", "GEN-203", "GEN-204"] });
  });

  it("checks conditions when it reaches them", () => {
    const yes = run("turn A | A: hand TST-005, memory 3 | B: GEN-203 GEN-204", "A plays TST-005");
    expect(yes.final.memory).toEqual({ player: "A", value: 5 });
    const no = run("turn A | A: hand TST-005, memory 3 | B: GEN-203", "A plays TST-005");
    expect(no.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("adds a [Your Turn] DP bonus only in its owner's turn", () => {
    const mine = run("turn A | A: TST-006 | B: GEN-204(sus)", "A attacks GEN-204 with TST-006");
    expect(mine.final.areas.B!.trash).toEqual(["GEN-204"]);
    const theirs = run("turn B | A: TST-006(sus) | B: GEN-204", "B attacks TST-006 with GEN-204");
    expect(theirs.final.areas.A!.trash).toEqual(["TST-006"]);
  });

  it("deletes among the Digimon with the lowest DP only", () => {
    const t = run("turn A | A: hand TST-007 | B: GEN-205 GEN-204 GEN-206", "A plays TST-007");
    expect(t.final.areas.B!.trash).toEqual(["GEN-204"]);
  });

  it("pays a 'you may ... to' cost only when the player agrees", () => {
    const yes = run(
      "turn A | A: hand TST-008 GEN-103, deck 3 | B: GEN-203",
      "A plays TST-008",
      "TST-008: yes",
    );
    expect(yes.final.areas.A).toMatchObject({ trash: ["GEN-103"], deck: ["?"] });
    const no = run("turn A | A: hand TST-008 GEN-103, deck 3 | B: GEN-203", "A plays TST-008", "TST-008: no");
    expect(no.final.areas.A).toMatchObject({ hand: ["GEN-103"], deck: ["?", "?", "?"] });
  });

  it("trashes digivolution cards from the bottom", () => {
    const t = run("turn A | A: hand TST-009 | B: GEN-206[GEN-205 GEN-204 GEN-203]", "A plays TST-009");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-206[GEN-205]"], trash: ["GEN-204", "GEN-203"] });
  });

  it("triggers 'When this Digimon attacks'", () => {
    const t = run("turn A | A: TST-010, memory 1 | B: GEN-204(sus)", "A attacks GEN-204 with TST-010");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("adds a 'While ...' DP bonus while its condition holds", () => {
    const t = run("turn B | A: TST-011(sus) | B: GEN-204", "B attacks TST-011 with GEN-204");
    expect(t.steps.map((x) => x.text).join("\n")).toContain("Test TST-011] (5000 DP)");
    expect(t.final.areas.A!.trash).toEqual(["TST-011"]);
  });
});
