/**
 * "For each of your opponent's Digimon, you may play 1 ... among the revealed cards": as many
 * picks as the count, none when it is 0 (the revealed cards still go where the text says); and
 * "Among them, play 1 ... or add 1 ... to the hand": one pick or the other.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-941",
    "[On Play] Reveal the top 3 cards of your deck. For each of your opponent's Digimon, you may play 1 level 3 Digimon card among the revealed cards without paying the cost. Trash the remaining cards.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (opponent: string, choices = "") =>
  resolveDigimon(
    {
      board: `turn A | A: hand TST-941, memory 3, deck GEN-103 GEN-303 GEN-203 GEN-104 | B: ${opponent}`,
      action: "A plays TST-941",
      choices,
    },
    registry,
  ).trace;

describe("picks among revealed cards, once for each thing counted", () => {
  it("plays as many as the opponent has Digimon", () => {
    const t = run("GEN-104 GEN-204", "target GEN-103 GEN-303 GEN-203");
    expect(t.steps.map((s) => s.text).join("\n")).toContain("it counts 2");
    expect(t.final.areas.A!.battle).toEqual(["TST-941", "GEN-103", "GEN-303"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-203"]);
  });

  it("plays none when the opponent has no Digimon, and trashes all three", () => {
    const t = run("", "target GEN-103");
    expect(t.final.areas.A!.battle).toEqual(["TST-941"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-103", "GEN-303", "GEN-203"]);
  });
});

describe("one pick or another among revealed cards", () => {
  const cards = [
    testCard(
      "TST-942",
      "[On Play] Reveal the top 3 cards of your deck. Among them, play 1 level 3 Digimon card without paying the cost or add 1 yellow card to the hand. Trash the rest.",
    ),
  ];
  const reg = new CardRegistry([...bundledCards, ...cards]);
  const run = (deck: string, choices = "") =>
    resolveDigimon(
      { board: `turn A | A: hand TST-942, memory 3, deck ${deck}`, action: "A plays TST-942", choices },
      reg,
    ).trace;

  it("the player picks which, when both find a card", () => {
    const play = run("GEN-103 GEN-204 GEN-104", "TST-942: no");
    expect(play.final.areas.A).toMatchObject({
      battle: ["TST-942", "GEN-103"],
      hand: [],
      trash: ["GEN-204", "GEN-104"],
    });
    const add = run("GEN-103 GEN-204 GEN-104", "TST-942: yes");
    expect(add.final.areas.A).toMatchObject({
      battle: ["TST-942"],
      hand: ["GEN-204"],
      trash: ["GEN-103", "GEN-104"],
    });
  });

  it("takes the only one that finds a card", () => {
    const t = run("GEN-204 GEN-104 GEN-105", "TST-942: no");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-942"], hand: ["GEN-204"] });
  });
});
