/**
 * "By trashing any 2 digivolution cards with the [Rock] trait from your Digimon, ...": a cost paid
 * with matching cards from under any of the player's Digimon, several at once, and only in full.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const ANY_TWO =
  "[On Play] By trashing any 2 digivolution cards with the [Rock] trait from your Digimon, this Digimon unsuspends and gains <Security Attack +1> for the turn.";
const ONE_CARD =
  "[On Play] By trashing any 1 card with the [Rock] trait from your Digimon's digivolution cards, gain 2 memory.";
const registry = new CardRegistry([
  ...bundledCards,
  testCard("TST-721", ANY_TWO),
  testCard("TST-722", ONE_CARD),
  testCard("TST-723", "", { traits: ["Rock"], level: 3 }),
]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("trashing matching digivolution cards from any of your Digimon as a cost", () => {
  it("compiles both phrasings to one pick among all your Digimon's matching cards", () => {
    const [ability] = compileText(ONE_CARD, { code: "TST-722" }).abilities;
    expect(ability!.cost).toEqual([
      {
        op: "trashAnySources",
        n: 1,
        target: { side: "you", count: "all", filter: { category: "Digimon" } },
        cards: { traits: ["Rock"] },
      },
    ]);
    const [two] = compileText(ANY_TWO, { code: "TST-721" }).abilities;
    expect(two!.ops).toEqual([
      { op: "unsuspendThis" },
      { op: "gainKeyword", target: "this", keyword: "securityAttack", duration: "turn", value: 1 },
    ]);
  });

  it("takes the cards from under different Digimon, leaving cards without the trait", () => {
    const t = run(
      "turn A | A: GEN-104[TST-723 GEN-103] GEN-604[TST-723#b], hand TST-721, memory 3 | B: GEN-104",
      "A plays TST-721",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-723", "TST-723"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[GEN-103]", "GEN-604", "TST-721"]);
  });

  it("can't be paid with fewer matching cards than it names, so nothing happens", () => {
    const t = run(
      "turn A | A: GEN-104[TST-723 GEN-103], hand TST-721, memory 3 | B: GEN-104",
      "A plays TST-721",
    );
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-104[TST-723 GEN-103]", "TST-721"]);
  });

  it("pays 'any 1 card ... from your Digimon's digivolution cards' from another Digimon", () => {
    const t = run("turn A | A: GEN-604[TST-723], hand TST-722, memory 3 | B: GEN-104", "A plays TST-722");
    expect(t.final.areas.A!.trash).toEqual(["TST-723"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });
});
