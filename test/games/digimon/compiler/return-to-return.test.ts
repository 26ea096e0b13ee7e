/**
 * "Return 1 of your Digimon to its owner's hand to return up to 2 of your opponent's ... Digimon
 * to their owners' hands.": the older wording of a "by" cost (Q1265), paid before the rest and
 * needed for it.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[Main] Return 1 of your Digimon to its owner's hand to return up to 2 of your opponent's level 4 or lower Digimon to their owners' hands. Trash all of the digivolution cards of those Digimon.";
const OPTION = testCard("TST-771", TEXT, {
  category: "Option",
  level: undefined,
  dp: undefined,
  playCost: 1,
});
const TAMER = testCard("TST-772", "", { category: "Tamer", level: undefined, dp: undefined });
const registry = new CardRegistry([...bundledCards, OPTION, TAMER]);
const run = (board: string, choices = "") =>
  resolveDigimon({ board, action: "A uses TST-771", choices }, registry).trace;

describe("'X to Y': X is what Y costs", () => {
  it("reads the return of your own Digimon as the cost of the other returns", () => {
    const compiled = compileText(TEXT, { code: "TST-771" });
    expect(compiled.unread).toEqual([]);
    expect(compiled.abilities[0]!.ops[0]).toMatchObject({
      op: "may",
      cost: [{ op: "bounce", target: { side: "you", count: 1 }, to: "hand" }],
      then: [{ op: "bounce", target: { side: "opponent", count: 2, upTo: true }, to: "hand" }],
    });
  });

  it("returns your Digimon, then the opponent's", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-771, memory 3 | B: GEN-104[GEN-103] GEN-204 GEN-105",
      "yes; target GEN-104; target GEN-104 GEN-204",
    );
    expect(t.final.areas.A).toMatchObject({ battle: [], hand: ["GEN-104"] });
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-105"], trash: ["GEN-103"] });
    expect([...t.final.areas.B!.hand!].sort()).toEqual(["GEN-104", "GEN-204"]);
  });

  it("returns nothing of the opponent's without a Digimon of your own to return", () => {
    // A red Tamer lets A use the card; it is not a Digimon, so there is nothing to return.
    const t = run("turn A | A: TST-772, hand TST-771, memory 3 | B: GEN-104", "yes; target GEN-104");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-104"], hand: [] });
  });
});
