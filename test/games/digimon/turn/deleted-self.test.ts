/**
 * "[On Deletion] If this Digimon had the [X] trait, ...": the deleted Digimon as it was, that is
 * its top card, now in the trash (15-8-3-5). An inherited effect asks the top card, not itself.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const HAD = "[On Deletion] If this Digimon had the [Beast] trait, gain 2 memory.";
const inherited = compileText(HAD, { code: "TST-981", part: "inherited" });

const CARDS = [
  testCard("TST-981", "", { inherited: inherited.abilities }),
  testCard("TST-982", "", { level: 4, dp: 5000, traits: ["Beast"] }),
  testCard("TST-983", "", { level: 4, dp: 5000, traits: ["Bird"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'If this Digimon had ...' in an [On Deletion] effect", () => {
  it("is read as the deleted Digimon's condition, and runs only in [On Deletion] effects", () => {
    expect(inherited.unread).toEqual([]);
    expect(inherited.abilities[0]!.ops).toEqual([
      {
        op: "if",
        cond: { is: "deletedSelf", filter: { traits: ["Beast"] } },
        then: [{ op: "memory", n: 2 }],
      },
    ]);
    const elsewhere = compileCard({
      code: "TST-984",
      name: "Elsewhere",
      category: "Digimon",
      colors: ["Red"],
      digivolve: [],
      traits: [],
      effect: "[On Play] If this Digimon had the [Beast] trait, gain 2 memory.",
      inherited: "",
      security: "",
    });
    expect(elsewhere.executable).toBe(false);
  });

  it("asks the top card of the deleted Digimon", () => {
    const beast = run(
      "turn B | A: TST-982[TST-981](sus), memory 0 | B: GEN-206",
      "B attacks TST-982 with GEN-206",
    );
    expect(beast.final.areas.A!.trash).toContain("TST-982");
    expect(beast.final.memory).toEqual({ player: "A", value: 2 });
    const bird = run(
      "turn B | A: TST-983[TST-981](sus), memory 0 | B: GEN-206",
      "B attacks TST-983 with GEN-206",
    );
    expect(bird.final.areas.A!.trash).toContain("TST-983");
    expect(bird.final.memory?.value).toBe(0);
  });
});
