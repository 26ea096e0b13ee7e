/**
 * "While ..., it gains "..."": this Digimon has the quoted effect while the condition holds
 * (15-8-2, 15-15-2). A gained [On Deletion] effect is asked as it is deleted; a triggered one it
 * no longer has when it would activate does not activate (15-4-4-4, official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CHECKS =
  '[Your Turn] This Digimon gets +2000 DP. While this Digimon has 6000 or more DP, it gains "[Your Turn][Once Per Turn] When this Digimon checks an opponent\'s security, gain 2 memory."';

const CARDS: CardDef[] = [
  testCard(
    "TST-93005",
    '[All Turns] While [Pebblemon] is in this Digimon\'s digivolution cards, it gains "[On Deletion] Gain 2 memory."',
    { level: 4, dp: 5000 },
  ),
  testCard("TST-93006", "", { name: "Pebblemon" }),
  testOption("TST-93004", "[Main] Delete 1 of your opponent's Digimon."),
  testCard("TST-93007", CHECKS, { level: 4, dp: 4000 }),
  testCard(
    "TST-93010",
    '[When Attacking] This Digimon gets -3000 DP for the turn. [Your Turn] While this Digimon has 6000 or more DP, it gains "[When Attacking] Gain 2 memory."',
    { level: 4, dp: 7000 },
  ),
];
const SHRINK: CardDef = {
  ...testCard("TST-93009", "", {}, "[Security] 1 of your opponent's Digimon gets -3000 DP for the turn."),
  category: "Option",
  level: undefined,
  dp: undefined,
};
const registry = new CardRegistry([...bundledCards, ...CARDS, SHRINK]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("an effect this Digimon gains while a condition holds", () => {
  it("reads the DP and the quoted effect as two persistent effects", () => {
    const r = compileText(CHECKS, { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[1]!.persistent).toMatchObject({ while: { is: "self", filter: { minDp: 6000 } } });
  });

  it("triggers the gained [On Deletion] effect while the card is in its digivolution cards", () => {
    const t = run(
      "turn B | A: TST-93005[TST-93006] | B: GEN-103, hand TST-93004, memory 3",
      "B uses TST-93004",
      "target TST-93005",
    );
    expect(t.final.memory).toEqual({ player: "B", value: 1 });
    const without = run(
      "turn B | A: TST-93005[GEN-103] | B: GEN-103, hand TST-93004, memory 3",
      "B uses TST-93004",
      "target TST-93005",
    );
    expect(without.final.memory).toEqual({ player: "B", value: 3 });
  });

  it("gains memory on a security check while the DP holds", () => {
    const t = run(
      "turn A | A: TST-93007, memory 0 | B: GEN-106, security GEN-103",
      "A attacks B with TST-93007",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does not activate once the checked card's [Security] effect took the DP below the condition", () => {
    const t = run(
      "turn A | A: TST-93007, memory 0 | B: GEN-106, security TST-93009",
      "A attacks B with TST-93007",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("does not activate a triggered gained effect once an earlier effect took the DP below the condition", () => {
    const t = run("turn A | A: TST-93010, memory 0 | B: GEN-106", "A attacks B with TST-93010");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
    expect(JSON.stringify(t.steps)).toMatch(/no longer has this effect/);
  });
});
