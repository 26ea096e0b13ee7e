/**
 * An effect that triggered and whose card left before it activates still becomes pending and
 * fails to activate, with the reason (15-4-4-3): the card placed under a Digimon by <Mind Link>,
 * returned to the hand by the rest of an Option's effect, or deleted by rules processing.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 0 };
const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, playCost: 2 };
const CARDS: CardDef[] = [
  testCard(
    "TST-990",
    "[Your Turn] When any of your Digimon are played, <Mind Link> with 1 of your Digimon. [Your Turn] When any of your Digimon are played, gain 1 memory.",
    tamer,
  ),
  testCard("TST-991", "[Opponent's Turn] When this Digimon becomes suspended, gain 1 memory."),
  testCard(
    "TST-992",
    "[Main] Suspend 1 of your opponent's Digimon. Then, return 1 of your opponent's Digimon to the hand.",
    option,
  ),
  testCard(
    "TST-993",
    "[Main] Suspend 1 of your opponent's Digimon. Then, 1 of your opponent's Digimon gets -3000 DP for the turn.",
    option,
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const failed = (t: ReturnType<typeof run>) => t.steps.filter((s) => s.kind === "fail");

describe("pending, then failing to activate (15-4-4-3)", () => {
  it("a Tamer placed under a Digimon by <Mind Link> fails, and the step says where it is", () => {
    const t = run(
      "turn A | A: TST-990, hand GEN-103, memory 5 | B: GEN-103",
      "A plays GEN-103",
      "order TST-990 TST-990",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103[TST-990]"]);
    const [fail] = failed(t);
    expect(fail).toMatchObject({ rule: "15-4-4-3" });
    expect(fail!.text).toMatch(/one of \[GEN-103 [^\]]*\]'s digivolution cards now/);
    // The memory it would have gained is not gained: 5 - 4 paid = 1 on player A's side.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("a Digimon the rest of an Option's effect returns to the hand still triggered, and fails", () => {
    const t = run("turn A | A: GEN-103, hand TST-992, memory 5 | B: TST-991", "A uses TST-992");
    expect(t.final.areas.B!.hand).toEqual(["TST-991"]);
    const [fail] = failed(t);
    expect(fail).toMatchObject({ rule: "15-4-4-3", card: "TST-991" });
    expect(fail!.text).toMatch(/no longer in the battle area \(it is in the hand now\)/);
  });

  it("a Digimon deleted by rules processing before its effect activates fails", () => {
    const t = run("turn A | A: GEN-103, hand TST-993, memory 5 | B: TST-991", "A uses TST-993");
    expect(t.steps.map((s) => s.rule)).toEqual(expect.arrayContaining(["17-1-3-1-1", "15-4-4-3"]));
    expect(failed(t)[0]!.text).toMatch(/it is in the trash now/);
  });
});
