/**
 * "Digivolve: 0 from Koromon [On Play] ...": an older alternate condition whose record lost the
 * name's brackets. One capitalised word followed by the next ability is read as that name.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { readAlternateCondition } from "../../../../src/games/digimon/compiler/readers/digivolve-conditions.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const compiled = compileCard({
  code: "TST-6211",
  name: "Test TST-6211",
  category: "Digimon",
  colors: ["Purple"],
  level: 4,
  dp: 5000,
  playCost: 5,
  digivolve: [{ level: 3, color: "Purple", cost: 3 }],
  traits: [],
  effect: "Digivolve: 1 from Wolfling [When Digivolving] Gain 1 memory.",
  inherited: "",
  security: "",
});
const registry = new CardRegistry([
  ...bundledCards,
  compiled.def,
  testCard("TST-6212", "", { name: "Wolfling", colors: ["Blue"] }),
  testCard("TST-6213", "", { name: "Wolfling Two", colors: ["Blue"] }),
]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("an alternate condition naming a card without brackets", () => {
  it("reads the word as the card's name, and the rest as the next ability", () => {
    expect(compiled.unread).toEqual([]);
    expect(compiled.def.digivolve.find((d) => "from" in d)).toMatchObject({
      cost: 1,
      from: { nameIs: ["Wolfling"] },
    });
    // A phrase that goes on is not a bare name.
    expect(readAlternateCondition("Digivolve: 1 from Wolfling in name")).toBeNull();
  });

  it("lets that card digivolve for the alternate cost, and no other", () => {
    const t = run(
      "turn A | A: TST-6212, hand TST-6211, deck 2, memory 5",
      "A digivolves TST-6212 into TST-6211",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-6211[TST-6212]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
    expect(() =>
      run("turn A | A: TST-6213, hand TST-6211, deck 2, memory 5", "A digivolves TST-6213 into TST-6211"),
    ).toThrow();
  });
});
