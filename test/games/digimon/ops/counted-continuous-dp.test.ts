/**
 * A continuous DP change to other Digimon multiplied by a count (15-8-2): "For each Tamer, all of
 * your [X] get +1000 DP" (every Tamer in play), "All of your [X] trait Digimon get +1000 DP for each
 * of their face-down digivolution cards" (each Digimon its own cards). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-84050", "[All Turns] For each Tamer, all of your [Eosmon] get +1000 DP.", { name: "Eosmon" }),
  testCard(
    "TST-84051",
    "[All Turns] All of your [DM] trait Digimon get +1000 DP for each of their face-down digivolution cards.",
    tamerOf("Purple"),
  ),
  testCard("TST-84052", "", { level: 4, dp: 5000, traits: ["DM"] }),
  testCard("TST-84053", "", tamerOf("Red")),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const details = (board: string) =>
  resolveDigimon({ board, action: "A passes", choices: "" }, registry).trace.final.details!.A!;
const dp = (board: string, card: string) => details(board).find((d) => d.card.startsWith(card))!.dp;

describe("'For each Tamer, all of your [X] get +1000 DP'", () => {
  it("a Tamer on each side: +2000 DP", () => {
    expect(dp("turn A | A: TST-84050 TST-84053 | B: TST-84053", "TST-84050")).toBe(5000);
  });

  it("no Tamer: no change", () => {
    expect(dp("turn A | A: TST-84050 | B: GEN-203", "TST-84050")).toBe(3000);
  });

  it("a count of this Digimon's own cards is not read for other Digimon", () => {
    const text =
      "[Your Turn] For each of this Digimon's digivolution cards, all of your [Eosmon] get +1000 DP.";
    expect(compileText(text, { code: "TST-84054" }).unread).toHaveLength(1);
  });
});

describe("'get +1000 DP for each of their face-down digivolution cards'", () => {
  it("each [DM] Digimon counts its own face-down cards", () => {
    const board =
      "turn A | A: TST-84051 TST-84052[GEN-103(down) GEN-203(down)] TST-84052#b[GEN-303(down) GEN-103] | B: GEN-203";
    expect(dp(board, "TST-84052[")).toBe(7000);
    expect(dp(board, "TST-84052#b")).toBe(6000);
  });
});

const MORE = [
  testCard(
    "TST-84055",
    "[All Turns] This Digimon gets +1000 DP for each of your Tamers' colors, and gains <Security Attack +1> for every 2 of their colors.",
  ),
  testCard(
    "TST-84056",
    "[All Turns] For every 2 suspended Digimon you have in play, this Digimon gets +2000 DP and gains <Security Attack +1>.",
  ),
  testCard("TST-84057", "", tamerOf("Blue")),
];
const moreRegistry = new CardRegistry([...bundledCards, ...MORE, ...CARDS]);
const first = (board: string) =>
  resolveDigimon({ board, action: "A passes", choices: "" }, moreRegistry).trace.final.details!.A![0]!;

describe("'gets +1000 DP for each of your Tamers' colors, and gains <Security Attack +1> for every 2 of their colors'", () => {
  it("two colours: +2000 DP and <Security Attack +1>", () => {
    const d = first("turn A | A: TST-84055 TST-84053 TST-84057 | B: GEN-203");
    expect(d.dp).toBe(5000);
    expect(d.keywords).toContain("<Security Attack +1>");
  });

  it("one colour: +1000 DP and no <Security Attack>", () => {
    const d = first("turn A | A: TST-84055 TST-84053 TST-84053 | B: GEN-203");
    expect(d.dp).toBe(4000);
    expect(d.keywords.join()).not.toContain("Security Attack");
  });
});

describe("'For every 2 suspended Digimon you have in play, this Digimon gets +2000 DP and gains <Security Attack +1>'", () => {
  it("two suspended: both", () => {
    const d = first("turn A | A: TST-84056 GEN-103(sus) GEN-203(sus) | B: GEN-203");
    expect(d.dp).toBe(5000);
    expect(d.keywords).toContain("<Security Attack +1>");
  });

  it("one: neither", () => {
    const d = first("turn A | A: TST-84056 GEN-103(sus) | B: GEN-203");
    expect(d.dp).toBe(3000);
    expect(d.keywords).toEqual([]);
  });
});
