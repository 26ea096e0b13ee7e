/**
 * "You may play 1 play cost 12 or lower [X] trait Digimon card among them with the cost reduced
 * by 5": the revealed card is played paying its play cost less 5 (7-1), not for free.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Reveal the top 3 cards of your deck. You may play 1 play cost 12 or lower [Tank] trait Digimon card among them with the cost reduced by 5. Trash the rest.";
const CARDS = [
  testCard("TST-5151", TEXT),
  testCard("TST-5152", "", { traits: ["Tank"], playCost: 8, level: 5 }),
  testCard("TST-5153", "", { traits: ["Tank"], playCost: 13, level: 6 }),
  testCard("TST-5154", "", { traits: ["Tank"], playCost: 3 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (deck: string, choices: string) =>
  resolveDigimon(
    {
      board: `turn A | A: hand TST-5151, memory 4, deck ${deck} GEN-103 | B: GEN-203`,
      action: "A plays TST-5151",
      choices,
    },
    registry,
  ).trace;

describe("playing a revealed card with its cost reduced", () => {
  it("reads the reduction on the pick", () => {
    const ops = compileText(TEXT, { code: "TST" }).abilities[0]!.ops;
    expect(ops).toMatchObject([
      { op: "reveal", picks: [{ to: "play", reduce: 5, filter: { maxPlayCost: 12 } }] },
    ]);
  });

  it("pays the play cost less 5", () => {
    const t = run("TST-5152 TST-5153", "target TST-5152");
    expect(t.final.areas.A!.battle).toEqual(["TST-5151", "TST-5152"]);
    // 4 memory, the 8 play cost reduced to 3.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-5153", "GEN-103"]));
  });

  it("pays nothing below 0", () => {
    const t = run("TST-5154 TST-5153", "target TST-5154");
    expect(t.final.areas.A!.battle).toEqual(["TST-5151", "TST-5154"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("never offers a card above the play cost limit", () => {
    const t = run("TST-5153 TST-5153", "");
    expect(t.final.areas.A!.battle).toEqual(["TST-5151"]);
  });
});
