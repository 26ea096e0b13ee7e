/**
 * "You may play 1 [X] or up to 2 yellow level 3 Digimon cards from your hand without paying their
 * memory costs": the player makes one of the two plays, never some of each.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] You may play 1 [Thornmon] or up to 2 yellow level 3 Digimon cards from your hand without paying their memory costs.";
const CARDS = [
  testCard("TST-5141", TEXT),
  testCard("TST-5142", "", { name: "Thornmon", level: 5, playCost: 9 }),
  testCard("TST-5143", "", { colors: ["Yellow"], playCost: 4 }),
  testCard("TST-5144", "", { colors: ["Yellow"], playCost: 4 }),
  testCard("TST-5145", "", { colors: ["Yellow"], playCost: 4 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (choices: string) =>
  resolveDigimon(
    {
      board: "turn A | A: hand TST-5141 TST-5142 TST-5143 TST-5144 TST-5145, memory 3 | B: GEN-203",
      action: "A plays TST-5141",
      choices,
    },
    registry,
  ).trace;

describe("'play 1 [X] or up to 2 ...'", () => {
  it("reads a choice between the two plays", () => {
    const ops = compileText(TEXT, { code: "TST" }).abilities[0]!.ops;
    expect(ops).toMatchObject([
      {
        op: "choose",
        options: [
          [{ op: "playFrom", filter: { nameIs: ["Thornmon"] }, free: true }],
          [{ op: "playFrom", filter: { colors: ["Yellow"], level: 3 }, free: true, count: 2 }],
        ],
      },
    ]);
  });

  it("plays the named card alone, free, when the player picks it", () => {
    const t = run("yes; no");
    expect(t.final.areas.A!.battle).toEqual(["TST-5141", "TST-5142"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("plays two yellow level 3 cards, never the named one too, when the player picks those", () => {
    const t = run("yes; yes; target TST-5143; target TST-5145");
    expect(t.final.areas.A!.battle).toEqual(["TST-5141", "TST-5143", "TST-5145"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-5142", "TST-5144"]);
  });
});
