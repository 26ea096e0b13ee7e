/**
 * Effects that link for a reduced link cost (10-1-3-2) from "your Digimon's digivolution cards"
 * (any of your Digimon's), and without naming the Digimon: any of yours that meets the link
 * requirement (10-1-3-1). Made-up cards compiled from their text.
 */
import { describe, expect, it } from "vitest";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = (code: string, name: string, extra: Partial<CardText> = {}): CardDef =>
  readRecord(code, name, { playCost: 3, ...extra });

const tamer: Partial<CardText> = { category: "Tamer", level: undefined, dp: undefined, digivolve: [] };

const CARDS = [
  card("TST-471", "Stacklinker", {
    ...tamer,
    effect:
      "[Main] By suspending this Tamer, you may link 1 [Appmon] trait Digimon card from your hand or your Digimon's digivolution cards to 1 of your Digimon with the cost reduced by 2.",
  }),
  card("TST-472", "Handlinker", {
    ...tamer,
    effect:
      "[Main] By suspending this Tamer, you may link 1 [Appmon] trait card from your hand with the cost reduced by 1.",
  }),
  card("TST-473", "Apphost", { traits: ["Appmon"] }),
  card("TST-474", "Plainhost", { level: 4 }),
  card("TST-475", "Applinker", {
    level: 3,
    traits: ["Appmon"],
    linkRequirement: "[Link] [Appmon] trait: Cost 3",
    linkDp: 1000,
  }),
];

const { run } = recordRunner(CARDS);
const mem = (n: number) => (n >= 0 ? { player: "A", value: n } : { player: "B", value: -n });

describe("the compiler reads a link with the cost reduced", () => {
  it("reads 'your Digimon's digivolution cards' and a link with no Digimon named", () => {
    const [a, b] = [CARDS[0]!, CARDS[1]!].map((c) => JSON.stringify(c.abilities[0]!.ops));
    expect(a).toMatch(/"from":\["hand","yourSources"\].*"cost":\{"reduce":2\}/);
    expect(b).toMatch(
      /"from":\["hand"\].*"to":\{"filter":\{"category":"Digimon"\},"count":1\}.*"cost":\{"reduce":1\}/,
    );
  });
});

describe("linking for a reduced cost (10-1-3-2)", () => {
  it("links a card from under another of your Digimon, paying the link cost less 2", () => {
    const t = run(
      "turn A | A: TST-471 TST-473 TST-474[TST-475], memory 3 | B: GEN-203",
      "A activates TST-471",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-473[TST-475(link)]");
    expect(t.final.areas.A!.battle).toContain("TST-474");
    // 3 - (3 - 2) = 2.
    expect(t.final.memory).toEqual(mem(2));
  });

  it("with no Digimon named, links only to one that meets the link requirement", () => {
    const t = run(
      "turn A | A: TST-472 TST-474 TST-473, hand TST-475, memory 3 | B: GEN-203",
      "A activates TST-472",
      "yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-473[TST-475(link)]");
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    // 3 - (3 - 1) = 1.
    expect(t.final.memory).toEqual(mem(1));
  });

  it("nothing to link where no Digimon meets the requirement: the card stays in the hand", () => {
    const t = run(
      "turn A | A: TST-472 TST-474, hand TST-475, memory 3 | B: GEN-203",
      "A activates TST-472",
      "yes",
    );
    expect(t.final.areas.A!.hand).toEqual(["TST-475"]);
    expect(t.final.memory).toEqual(mem(3));
  });
});
