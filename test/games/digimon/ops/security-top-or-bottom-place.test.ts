/**
 * "place 1 ... from your hand as the top or bottom security card": the card is picked, then its
 * player says which end of the security stack it goes to; face down unless the text says face up (3-7-4).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] You may place 1 [Angel] trait Digimon card or 1 [Hope] trait Tamer card from your hand as the top or bottom security card.";
const CARDS = [
  testCard("TST-5131", TEXT),
  testCard(
    "TST-5135",
    "[On Play] You may place 1 [Angel] trait card from your hand or trash face up as the top or bottom security card.",
  ),
  testCard("TST-5132", "", { traits: ["Angel"] }),
  testCard("TST-5133", "", { category: "Tamer", traits: ["Hope"], level: undefined }),
  testCard("TST-5134", "", { traits: ["Demon"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (played: string, hand: string, choices: string) =>
  resolveDigimon(
    {
      board: `turn A | A: hand ${played} ${hand}, security GEN-103 GEN-104, memory 3 | B: GEN-203`,
      action: `A plays ${played}`,
      choices,
    },
    registry,
  ).trace;

describe("placing a card as the top or bottom security card", () => {
  it("reads a move to either end of the security stack", () => {
    expect(compileText(TEXT, { code: "TST" }).abilities[0]!.ops).toMatchObject([
      { op: "moveCards", from: "hand", n: 1, to: "securityTopOrBottom" },
    ]);
  });

  it("puts the picked card on top when the player says top", () => {
    const t = run("TST-5131", "TST-5132 TST-5134", "yes; target TST-5132; yes");
    expect(t.final.areas.A!.security).toEqual(["TST-5132", "GEN-103", "GEN-104"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-5134"]);
  });

  it("puts it at the bottom when the player says bottom, and a Tamer of the other kind may go", () => {
    const t = run("TST-5131", "TST-5133 TST-5134", "yes; target TST-5133; no");
    expect(t.final.areas.A!.security).toEqual(["GEN-103", "GEN-104", "TST-5133"]);
  });

  it("finds no card to place when none matches", () => {
    const t = run("TST-5131", "TST-5134", "yes");
    expect(t.final.areas.A!.security).toEqual(["GEN-103", "GEN-104"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-5134"]);
  });

  it("places a card face up at the end picked when the text says face up", () => {
    const t = run("TST-5135", "TST-5132", "yes; no");
    expect(t.final.areas.A!.security).toEqual(["GEN-103", "GEN-104", "TST-5132(up)"]);
  });
});
