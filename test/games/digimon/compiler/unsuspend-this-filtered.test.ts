/**
 * "you may unsuspend this Digimon with [X] in its name" (an inherited effect): the Digimon
 * unsuspends only while it has that name; any other Digimon the card is under stays suspended.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const INHERITED =
  "[All Turns] [Once Per Turn] When an effect deletes an opponent's Digimon, you may unsuspend this Digimon with [Lancer] in its name.";
const inherited = compileText(INHERITED, { code: "TST-5121" });
const CARDS = [
  testCard("TST-5121", "", { inherited: inherited.abilities }),
  testCard("TST-5122", "", { name: "Shining Lancer", level: 4 }),
  testCard("TST-5123", "", { name: "Shining Sword", level: 4 }),
  testCard("TST-5124", "[On Play] Delete 1 of your opponent's Digimon."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (top: string, choices: string) =>
  resolveDigimon(
    {
      board: `turn A | A: ${top}(sus)[TST-5121], hand TST-5124, memory 3 | B: GEN-203`,
      action: "A plays TST-5124",
      choices,
    },
    registry,
  ).trace;

describe("'unsuspend this Digimon with [X] in its name'", () => {
  it("reads as an unsuspension of this Digimon while it has the name", () => {
    expect(inherited.unread).toEqual([]);
    expect(inherited.abilities[0]!.ops).toEqual([
      {
        op: "if",
        cond: { is: "self", filter: { nameIncludes: ["Lancer"] } },
        then: [{ op: "unsuspendThis" }],
      },
    ]);
  });

  it("unsuspends the Digimon with the name when the player says yes", () => {
    const t = run("TST-5122", "yes");
    expect(t.final.areas.A!.battle).toContain("TST-5122[TST-5121]");
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
  });

  it("leaves a Digimon without the name suspended", () => {
    const t = run("TST-5123", "yes");
    expect(t.final.areas.A!.battle).toContain("TST-5123[TST-5121](sus)");
  });
});
