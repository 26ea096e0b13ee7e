/**
 * Tamer costs and the cards under Tamers: Tamer cards written in the card-text templates,
 * compiled, put on a board and resolved.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-201",
    "[Main] By suspending this Tamer, you may return 1 Digimon card from your trash to the hand.",
    tamer,
  ),
  testCard(
    "TST-202",
    "[On Play] You may play 1 Tamer card with inherited effects from your hand without paying the cost.",
  ),
  testCard("TST-203", "", tamer),
  testCard("TST-204", "", {
    ...tamer,
    inherited: compileText("[Your Turn] This Digimon gets +1000 DP.", { code: "TST-204", part: "inherited" })
      .abilities,
  }),
  testCard(
    "TST-205",
    "[Main] You may play 1 Digimon card from under one of your Tamers without paying the cost.",
    tamer,
  ),
  testCard(
    "TST-206",
    "[Your Turn] When one of your Digimon with [Alpha] in its text or the [Beta] trait attacks, by suspending this Tamer, gain 1 memory.",
    tamer,
  ),
  testCard("TST-207", "", { traits: ["Beta"] }),
  testCard("TST-208", "[Your Turn] When effects trash cards from under this Tamer, gain 1 memory.", tamer),
  testCard(
    "TST-209",
    "[Main] By trashing the bottom face-down card from under any of your Tamers, <Draw 1>.",
    tamer,
  ),
  testCard(
    "TST-210",
    "[Your Turn] When one of your blue Digimon deletes an opponent's Digimon in battle and survives, you may suspend this Tamer to gain 1 memory.",
    tamer,
  ),
  testCard("TST-211", "", { colors: ["Blue"], dp: 6000 }),
  testCard("TST-212", "", { colors: ["Blue"], dp: 3000 }),
  testCard(
    "TST-213",
    "[Main] By suspending this Tamer, <Draw 1>.\n[Your Turn] If this Tamer becomes suspended, gain 1 memory.",
    tamer,
  ),
  testCard(
    "TST-214",
    "[On Play] By placing your top security card face down under any of your [Alpha] trait Tamers, gain 1 memory.",
  ),
  testCard("TST-215", "", { ...tamer, traits: ["Alpha"] }),
  testCard(
    "TST-216",
    "[On Play] Reveal the top 3 cards of your deck. Among them, add 1 [Alpha] trait card to the hand and place 1 such card face down under any of your [Alpha] trait Tamers. Return the rest to the bottom of the deck.",
  ),
  testCard("TST-217", "", { traits: ["Alpha"] }),
  testCard(
    "TST-218",
    "[On Play] Reveal the top 3 cards of your deck. Among them, add 1 [Alpha] trait card to the hand and trash 1 such card. Return the rest to the bottom of the deck.",
  ),
  testCard(
    "TST-219",
    "[Your Turn] When you attack with a Digimon that has an [Alpha] trait card in its digivolution cards, you may suspend this Tamer to gain 1 memory.",
    tamer,
  ),
  testCard(
    "TST-220",
    "[Your Turn] When one of your Digimon attacks, by suspending this Tamer, that Digimon gets +2000 DP for the turn.",
    tamer,
  ),
  testCard(
    "TST-221",
    "[All Turns] When one of your Digimon with a Tamer card in its digivolution cards is deleted, gain 1 memory.",
    tamer,
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("Tamer costs (15-7)", () => {
  it("triggers an older 'If this Tamer becomes suspended' when the Tamer pays with its suspension", () => {
    const t = run("turn A | A: TST-213, deck 1, memory 0", "A activates TST-213");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-213(sus)"], hand: ["?"], deck: [] });
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("triggers when one of your blue Digimon deletes an opponent's Digimon in battle and survives", () => {
    const board = (attacker: string) => `turn A | A: ${attacker} TST-210, memory 0 | B: GEN-103(sus)`;
    const won = run(board("TST-211"), "A attacks GEN-103 with TST-211");
    expect(won.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(won.final.areas.A!.battle).toEqual(["TST-211(sus)", "TST-210(sus)"]);
    expect(won.final.memory).toEqual({ player: "A", value: 1 });
    const red = run(board("GEN-105"), "A attacks GEN-103 with GEN-105");
    expect(red.final.memory).toEqual({ player: "A", value: 0 });
    const both = run(board("TST-212"), "A attacks GEN-103 with TST-212");
    expect(both.final.areas.A!.trash).toEqual(["TST-212"]);
    expect(both.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("triggers on a Digimon with a term in its text or a trait, and pays by suspending the Tamer", () => {
    const t = run("turn A | A: TST-207 TST-206, memory 0 | B: security 1", "A attacks with TST-207");
    expect(t.final.areas.A!.battle).toEqual(["TST-207(sus)", "TST-206(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    const plain = run("turn A | A: GEN-103 TST-206, memory 0 | B: security 1", "A attacks with GEN-103");
    expect(plain.final.areas.A!.battle).toEqual(["GEN-103(sus)", "TST-206"]);
  });

  it("pays 'by suspending this Tamer', then asks the 'you may' of what follows", () => {
    const t = run("turn A | A: TST-201, trash GEN-103", "A activates TST-201");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-201(sus)"], hand: ["GEN-103"], trash: [] });
    const declined = run("turn A | A: TST-201, trash GEN-103", "A activates TST-201", "yes; no");
    expect(declined.final.areas.A).toMatchObject({ battle: ["TST-201(sus)"], trash: ["GEN-103"] });
  });
});

describe("Tamer cards with inherited effects (15-3)", () => {
  it("plays only a Tamer card that has an inherited effect", () => {
    const t = run("turn A | A: hand TST-202 TST-203 TST-204, memory 3", "A plays TST-202");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-202", "TST-204"], hand: ["TST-203"] });
  });
});

describe("'that Digimon': the Digimon the trigger was about", () => {
  it("gives the DP to the attacker, not to the first Digimon on the board", () => {
    const t = run("turn A | A: GEN-104 GEN-103 TST-220 | B: GEN-104(sus)", "A attacks GEN-104 with GEN-103");
    // 3000 + 2000 against 5000: both are deleted (the first Digimon getting it would leave 3000 to lose alone).
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-104", "TST-220(sus)"], trash: ["GEN-103"] });
    expect(t.final.areas.B!.trash).toEqual(["GEN-104"]);
  });
});

describe("Tamer triggers on what is under a Digimon (4-8)", () => {
  it("asks a deleted Digimon's digivolution cards as they were", () => {
    const lose = (stack: string) =>
      run(`turn A | A: ${stack} TST-221, memory 0 | B: GEN-105(sus)`, "A attacks GEN-105 with GEN-103").final;
    const withTamer = lose("GEN-103[TST-203]");
    expect(withTamer.areas.A!.trash).toEqual(["GEN-103", "TST-203"]);
    expect(withTamer.memory).toEqual({ player: "A", value: 1 });
    expect(lose("GEN-103[GEN-203]").memory).toEqual({ player: "A", value: 0 });
  });

  it("triggers only for an attacker with a face-up digivolution card of the trait (4-7-9)", () => {
    const attack = (stack: string) =>
      run(`turn A | A: GEN-104[${stack}] TST-219, memory 0 | B: security 1`, "A attacks with GEN-104").final
        .memory;
    expect(attack("TST-217")).toEqual({ player: "A", value: 1 });
    expect(attack("GEN-103")).toEqual({ player: "A", value: 0 });
    expect(attack("TST-217(down)")).toEqual({ player: "A", value: 0 });
  });
});

describe("cards under Tamers (4-4-2)", () => {
  it("places a revealed card face down under a Tamer of the trait, and one with nowhere to go stays", () => {
    const deck = "deck TST-217#a GEN-103 TST-217#b";
    const t = run(`turn A | A: TST-203 TST-215, hand TST-216, ${deck}`, "A plays TST-216");
    expect(t.final.areas.A).toMatchObject({
      battle: ["TST-203", "TST-215[TST-217#b(down)]", "TST-216"],
      hand: ["TST-217"],
      deck: ["GEN-103"],
    });
    const none = run(`turn A | A: TST-203, hand TST-216, ${deck}`, "A plays TST-216");
    expect(none.final.areas.A!.battle).toEqual(["TST-203", "TST-216"]);
    expect(none.final.areas.A!.deck).toHaveLength(2);
  });

  it("trashes 'such a card' among the revealed ones after adding one", () => {
    const t = run("turn A | A: hand TST-218, deck TST-217#a GEN-103 TST-217#b", "A plays TST-218");
    expect(t.final.areas.A).toMatchObject({ hand: ["TST-217"], trash: ["TST-217"], deck: ["GEN-103"] });
  });

  it("places the top security card face down under a Tamer of the trait, as a cost", () => {
    const t = run(
      "turn A | A: TST-203 TST-215, hand TST-214, security GEN-103 GEN-104, memory 3",
      "A plays TST-214",
    );
    expect(t.final.areas.A).toMatchObject({
      battle: ["TST-203", "TST-215[GEN-103(down)]", "TST-214"],
      security: ["GEN-104"],
    });
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("triggers 'when effects trash cards from under this Tamer' for that Tamer only", () => {
    const under = run("turn A | A: TST-208[GEN-103(down)] TST-209, deck 1, memory 0", "A activates TST-209");
    expect(under.final.areas.A).toMatchObject({ battle: ["TST-208", "TST-209"], trash: ["GEN-103"] });
    expect(under.final.memory).toEqual({ player: "A", value: 1 });
    const other = run("turn A | A: TST-208 TST-209[GEN-103(down)], deck 1, memory 0", "A activates TST-209");
    expect(other.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(other.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("plays a card from under a Tamer, never a face-down one (4-7-9)", () => {
    const t = run("turn A | A: TST-203[GEN-103(down) GEN-105] TST-205", "A activates TST-205");
    expect(t.final.areas.A!.battle).toEqual(["TST-203[GEN-103(down)]", "TST-205", "GEN-105"]);
    expect(t.steps[0]!.changes).toEqual([
      "its [Main] effect: [GEN-105 Generic Red Lv.5] is played from the cards under [TST-203 Test TST-203] without paying its cost",
    ]);
  });
});
