/**
 * "use 1 [A] or [B] Option card from your hand or trash without paying the cost": only Option
 * cards (by name, or by trait once the pool shows the brackets are traits, bracket-traits.ts).
 */
import { describe, expect, it } from "vitest";
import { poolWords, resolveBracketTraits } from "../../../../src/games/digimon/compiler/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const USER = testCard(
  "TST-71010",
  "[On Play] You may use 1 [Pluggy] or [Charmy] Option card from your hand or trash without paying the cost.",
  { playCost: 3 },
);
const CARDS = [
  USER,
  { ...testOption("TST-71011", "[Main] Gain 2 memory.", { playCost: 4 }), name: "Pluggy" },
  { ...testCard("TST-71012", "", { playCost: 1 }), name: "Pluggy" },
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("use a named Option card by an effect", () => {
  it("reads the names as Option cards", () => {
    const ops = JSON.stringify(USER.abilities);
    expect(ops).toContain('"nameIs":["Pluggy","Charmy"]');
    expect(ops).toContain('"category":"Option"');
  });

  it("uses the Option card from the trash for free, never the Digimon card of the same name", () => {
    const t = run(
      "turn A | A: hand TST-71010, trash TST-71012 TST-71011, memory 3 | B: GEN-203",
      "A plays TST-71010",
      "yes",
    );
    // 3 - 3 (play) + 2 (the Option's [Main]) = 2: no use cost paid.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(t.final.areas.A!.trash).toEqual(["TST-71012", "TST-71011"]);
  });

  it("reads the brackets as traits when the pool has such traits and no such names", () => {
    const pool = poolWords([{ name: "Some Option", traits: ["Pluggy", "Charmy"] }]);
    const ops = JSON.stringify(resolveBracketTraits(USER, pool).abilities);
    expect(ops).toContain('"traits":["Pluggy","Charmy"]');
    expect(ops).toContain('"category":"Option"');
  });
});
