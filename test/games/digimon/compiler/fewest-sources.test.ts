/**
 * "Return all of your opponent's Digimon with the fewest digivolution cards to the bottom of the
 * deck": every Digimon that ties for the fewest goes, whatever that number is.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Return all of your opponent's Digimon with the fewest digivolution cards to the bottom of the deck.";
const { run } = recordRunner([testCard("TST-6181", TEXT)]);
const play = (b: string) => run(`turn A | A: hand TST-6181 | B: ${b}`, "A plays TST-6181").final.areas.B!;

describe("the Digimon with the fewest digivolution cards", () => {
  it("reads as the lowest number of digivolution cards", () => {
    expect(compileText(TEXT, { code: "TST" }).abilities[0]!.ops[0]).toMatchObject({
      op: "bounce",
      target: { count: "all", filter: { extreme: { by: "sources", which: "lowest" } } },
    });
  });

  it("returns every Digimon tied for the fewest, and only them", () => {
    const none = play("GEN-104[GEN-103] GEN-203 GEN-303");
    expect(none.battle).toEqual(["GEN-104[GEN-103]"]);
    expect(none.deck).toEqual(["GEN-203", "GEN-303"]);
    // No Digimon without digivolution cards: the fewest is one.
    const one = play("GEN-105[GEN-104 GEN-103] GEN-204[GEN-203]");
    expect(one.battle).toEqual(["GEN-105[GEN-104 GEN-103]"]);
    expect(one.deck).toContain("GEN-204");
  });
});
