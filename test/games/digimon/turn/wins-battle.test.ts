/**
 * "When this Digimon wins a battle" (14-2-2): the Digimon it battled loses. It triggers against a
 * Security Digimon too, and even when the loser is not deleted (official Q&A); a tie wins nothing.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-601", "[Your Turn] When this Digimon wins a battle, gain 1 memory.", { level: 4, dp: 5000 }),
  testCard(
    "TST-602",
    "<Blocker>\n[All Turns] When this Digimon with the [Beast] trait wins a battle, <Draw 1>.",
    { level: 4, dp: 5000, traits: ["Beast"] },
  ),
  testCard("TST-603", "[All Turns] When this Digimon with the [Beast] trait wins a battle, <Draw 1>.", {
    level: 4,
    dp: 5000,
  }),
  testCard("TST-604", "<Armor Purge>", { level: 4, dp: 3000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("compiling 'wins a battle'", () => {
  it("reads this Digimon winning, with a filter on it", () => {
    const plain = compileText("[Your Turn] When this Digimon wins a battle, gain 1 memory.", {
      code: "TST-1",
    });
    expect(plain.unread).toEqual([]);
    expect(plain.abilities[0]!.when).toEqual({ on: "winsBattle", self: true });
    const filtered = compileText(
      "[Your Turn] When this Digimon with [Angoramon] in its name wins a battle, gain 1 memory.",
      { code: "TST-1" },
    );
    expect(filtered.unread).toEqual([]);
    expect(filtered.abilities[0]!.when).toEqual({
      on: "winsBattle",
      self: true,
      filter: { nameIncludes: ["Angoramon"] },
    });
  });
});

describe("'When this Digimon wins a battle' on a board", () => {
  it("triggers when the Digimon it attacked loses, not on a tie or a loss", () => {
    const won = run("turn A | A: TST-601, memory 0 | B: GEN-203(sus)", "A attacks GEN-203 with TST-601");
    expect(won.final.areas.B!.battle).toEqual([]);
    expect(won.final.memory).toEqual({ player: "A", value: 1 });
    const tie = run("turn A | A: TST-601, memory 0 | B: GEN-204(sus)", "A attacks GEN-204 with TST-601");
    expect(tie.final.memory).toEqual({ player: "A", value: 0 });
    const lost = run("turn A | A: TST-601, memory 0 | B: GEN-205(sus)", "A attacks GEN-205 with TST-601");
    expect(lost.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("triggers when the loser is kept on the field, and against a Security Digimon", () => {
    const kept = run(
      "turn A | A: TST-601, memory 0 | B: TST-604[GEN-103](sus)",
      "A attacks TST-604 with TST-601",
    );
    expect(kept.final.areas.B!.battle).toHaveLength(1);
    expect(kept.final.memory).toEqual({ player: "A", value: 1 });
    const security = run("turn A | A: TST-601, memory 0 | B: security GEN-203", "A attacks B with TST-601");
    expect(security.final.memory).toEqual({ player: "A", value: 1 });
    const lostToSecurity = run(
      "turn A | A: TST-601, memory 0 | B: security GEN-205",
      "A attacks B with TST-601",
    );
    expect(lostToSecurity.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("triggers for the blocker that wins, and only while the filter holds", () => {
    const blocked = run(
      "turn A | A: GEN-203, memory 0 | B: TST-602, security 1, deck 3",
      "A attacks B with GEN-203",
      "target TST-602",
    );
    expect(blocked.final.areas.A!.battle).toEqual([]);
    expect(blocked.final.areas.B!.hand).toHaveLength(1);
    const noTrait = run(
      "turn A | A: TST-603, memory 0 | B: GEN-203(sus), deck 3",
      "A attacks GEN-203 with TST-603",
    );
    expect(noTrait.final.areas.A!.hand ?? []).toHaveLength(0);
  });
});
