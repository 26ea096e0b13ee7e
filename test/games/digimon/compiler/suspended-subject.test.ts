/**
 * "When one of your Digimon becomes suspended, ..., activate 1 of that Digimon's [When Digivolving]
 * effects": the Digimon that became suspended is the trigger's subject, as for a play or an attack.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, tamerOf } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-671",
    "[All Turns] When one of your Digimon with [Pebble] in its name becomes suspended, by suspending this Tamer, activate 1 of that Digimon's [When Digivolving] effects.",
    tamerOf("Blue"),
  ),
  testCard("TST-672", "[When Digivolving] Gain 2 memory.", { name: "Pebble Rock", level: 4, dp: 5000 }),
  testCard("TST-673", "[When Digivolving] Gain 2 memory.", { level: 4, dp: 5000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("the Digimon that became suspended, as 'that Digimon'", () => {
  it("activates that Digimon's [When Digivolving] effect once the Tamer is suspended", () => {
    const t = run(
      "turn A | A: TST-671 TST-672, memory 3 | B: GEN-203(sus)",
      "A attacks GEN-203 with TST-672",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-671(sus)", "TST-672(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("does nothing for a Digimon without the name, nor when the Tamer is already suspended", () => {
    const other = run(
      "turn A | A: TST-671 TST-673, memory 3 | B: GEN-203(sus)",
      "A attacks GEN-203 with TST-673",
    );
    expect(other.final.areas.A!.battle).toEqual(["TST-671", "TST-673(sus)"]);
    expect(other.final.memory).toEqual({ player: "A", value: 3 });
    const tired = run(
      "turn A | A: TST-671(sus) TST-672, memory 3 | B: GEN-203(sus)",
      "A attacks GEN-203 with TST-672",
    );
    expect(tired.final.memory).toEqual({ player: "A", value: 3 });
  });
});
