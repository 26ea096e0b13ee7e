/** "a Digimon with 2 or more colors, or with 2 or more colors in one of its digivolution cards": one card must have them. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less. If you have a Digimon in play with 2 or more colors, or with 2 or more colors in one of its digivolution cards, delete 1 of your opponent's Digimon with 7000 DP or less instead.";
const registry = new CardRegistry([
  ...bundledCards,
  testCard("TST-751", TEXT),
  testCard("TST-752", "", { colors: ["Red", "Blue"] }),
]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-751", choices: "target GEN-105" }, registry).trace;

describe("colours counted on one digivolution card", () => {
  it("reads the condition", () => {
    expect(compileText(TEXT, { code: "TST-751" }).unread).toEqual([]);
  });

  it("counts a 2-colour digivolution card", () => {
    const t = run("turn A | A: GEN-104[TST-752], hand TST-751, memory 3 | B: GEN-105 GEN-303");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-303"], trash: ["GEN-105"] });
  });

  it("does not add up the colours of several one-colour digivolution cards", () => {
    const t = run("turn A | A: GEN-104[GEN-303 GEN-103], hand TST-751, memory 3 | B: GEN-105 GEN-303");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-105"], trash: ["GEN-303"] });
  });

  it("counts a 2-colour Digimon itself", () => {
    const t = run("turn A | A: TST-752, hand TST-751, memory 3 | B: GEN-105 GEN-303");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-303"], trash: ["GEN-105"] });
  });
});
