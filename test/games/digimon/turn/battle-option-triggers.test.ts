/**
 * "When ..." triggers about Option cards in the battle area (4-28-1): one placed there by an
 * effect, any trashed from there (either player's, Q5198), and an Option card's own effect when
 * it is trashed from there, which acts from the trash. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const CARDS = [
  testCard(
    "TST-9351",
    "When this card is trashed in your battle area, gain 2 memory.\n[Main] Gain 1 memory. Then, place this card in the battle area.",
    { ...option, traits: ["Gadget"] },
  ),
  testCard(
    "TST-9352",
    "When an effect trashes this card in your battle area, 1 of your Digimon gets +2000 DP for the turn.\n[Main] Place this card in the battle area.\n[Main] <Delay>\n・Gain 1 memory.",
    option,
  ),
  testCard("TST-9353", "[All Turns] When Option cards in the battle area are trashed, gain 1 memory."),
  testCard(
    "TST-9354",
    "[Your Turn] When any of your [Gadget] trait Option cards are placed in the battle area, gain 3 memory.",
  ),
  testCard("TST-9355", "[On Play] Trash 1 Option card in the battle area."),
  testCard("TST-9356", "[Main] Place this card in the battle area.", option),
  testCard(
    "TST-9357",
    "[Your Turn] When you play a Digimon with [Tester] in its traits or place [Test TST-9356] in your battle area, gain 1 memory.",
  ),
  testCard("TST-9358", "", { traits: ["Tester"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const when = (text: string) => compileText(text, {}).abilities[0]?.when;

describe("reading triggers about Option cards in the battle area", () => {
  it("reads a placement, with whose cards and what they must be", () => {
    expect(
      when(
        "[Your Turn] When any of your [CS] trait Option cards are placed in the battle area, gain 1 memory.",
      ),
    ).toEqual({
      on: "optionPlaced",
      side: "you",
      filter: { traits: ["CS"] },
    });
    expect(
      when(
        "[All Turns] When an Option card with the [CS] trait is placed in the battle area, gain 1 memory.",
      ),
    ).toEqual({
      on: "optionPlaced",
      side: "any",
      filter: { traits: ["CS"] },
    });
  });

  it("reads a trashing of anyone's, and this card's own", () => {
    expect(when("[All Turns] When Option cards in the battle area are trashed, gain 1 memory.")).toEqual({
      on: "battleOptionTrashed",
      side: "any",
    });
    expect(when("When an effect trashes this card in your battle area, gain 1 memory.")).toEqual({
      on: "trashedSelf",
      from: "battle",
      byEffect: "any",
    });
  });

  it("leaves a Digimon placed in the battle area to other readers", () => {
    expect(
      when("[All Turns] When any of your Digimon cards are placed in the battle area, gain 1 memory.")?.on,
    ).not.toBe("optionPlaced");
  });
});

describe("an Option card placed in the battle area (4-28-1)", () => {
  it("triggers for one that fits, placed by its own effect", () => {
    const t = run("turn A | A: TST-9354, hand TST-9351, memory 3 | B: GEN-103", "A uses TST-9351");
    expect(t.final.areas.A!.battle).toEqual(["TST-9354", "TST-9351"]);
    // 3 - 1 to use it + 1 from its effect + 3 from the trigger.
    expect(t.final.memory).toEqual({ player: "A", value: 6 });
  });

  it("does not trigger for one that does not fit", () => {
    const t = run("turn A | A: TST-9354, hand TST-9356, memory 3 | B: GEN-103", "A uses TST-9356");
    expect(t.final.areas.A!.battle).toEqual(["TST-9354", "TST-9356"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("triggers on either a play of the Digimon or the placement of the named Option card", () => {
    const placed = run("turn A | A: TST-9357, hand TST-9356, memory 3 | B: GEN-103", "A uses TST-9356");
    expect(placed.final.memory).toEqual({ player: "A", value: 3 });
    const played = run("turn A | A: TST-9357, hand TST-9358, memory 3 | B: GEN-103", "A plays TST-9358");
    expect(played.final.memory).toEqual({ player: "A", value: 4 });
  });
});

describe("an Option card trashed from the battle area (4-28-1)", () => {
  it("triggers an effect watching either player's, and the Option's own effect from the trash", () => {
    const t = run("turn A | A: TST-9353, hand TST-9355, memory 3 | B: GEN-103 TST-9351", "A plays TST-9355");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-103"], trash: ["TST-9351"] });
    // B's Option gives B 2 memory: the gauge moves 2 towards B; A's watcher gives A 1.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("counts the <Delay> trashing as an effect's", () => {
    const t = run("turn A | A: GEN-103 TST-9352 TST-9353, memory 3 | B: GEN-103", "A activates TST-9352");
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-103", "TST-9353"], trash: ["TST-9352"] });
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
    expect(t.final.areas.A!.battle).toHaveLength(2);
    expect(t.steps.map((s) => s.text).join("\n")).toMatch(/\+2000 DP/);
  });

  it("does not trigger when no Option card leaves the battle area", () => {
    const t = run("turn A | A: TST-9353, hand TST-9355, memory 3 | B: GEN-103", "A plays TST-9355");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
