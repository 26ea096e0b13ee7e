/**
 * "To 1 of your opponent's Digimon, <De-Digivolve 1> for each ...": the Digimon named first, the
 * keyword repeated per thing counted, also after a "By ..." cost; with the cost unpaid nothing
 * after it happens, "Then" included.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-951",
    "[On Play] To 1 of your opponent's Digimon, <De-Digivolve 1> for each of your Digimon.",
  ),
  testCard(
    "TST-952",
    "[On Play] By placing 1 Digimon card from your trash face down as this Digimon's bottom digivolution card, to 1 of your opponent's Digimon, <De-Digivolve 1> for each of this Digimon's face-down digivolution cards. Then, delete 1 of your opponent's 3000 DP or lower Digimon.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("<De-Digivolve> to a Digimon named first", () => {
  it("reads the same as '<De-Digivolve 1> 1 of your opponent's Digimon'", () => {
    const a = compileText("[On Play] To 1 of your opponent's Digimon, <De-Digivolve 1>.", { code: "TST-1" });
    const b = compileText("[On Play] <De-Digivolve 1> 1 of your opponent's Digimon.", { code: "TST-1" });
    expect(a.unread).toEqual([]);
    expect(a.abilities[0]!.ops).toEqual(b.abilities[0]!.ops);
  });

  it("repeats once for each thing counted", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-951, memory 3 | B: GEN-106[GEN-205 GEN-104 GEN-103]",
      "A plays TST-951",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-104[GEN-103]"]);
  });

  it("after a cost, counts this Digimon's face-down cards, and 'Then' runs too", () => {
    const t = run(
      "turn A | A: hand TST-952, trash GEN-303, memory 3 | B: GEN-106[GEN-205 GEN-104] GEN-103",
      "A plays TST-952",
      "target GEN-106; target GEN-103",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-952[GEN-303(down)]"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-205[GEN-104]"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-106", "GEN-103"]);
  });

  it("with nothing to place, neither part happens", () => {
    const t = run("turn A | A: hand TST-952, memory 3 | B: GEN-106[GEN-205] GEN-103", "A plays TST-952");
    expect(t.final.areas.B!.battle).toEqual(["GEN-106[GEN-205]", "GEN-103"]);
  });
});
