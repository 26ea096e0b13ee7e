import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "Trash 1 card in your opponent's hand without looking": the effect's player picks, blind.
const BLIND = "[On Play] Trash 1 card in your opponent's hand without looking.";
const CARDS = [testCard("TST-4781", BLIND)];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("trashing a card from the opponent's hand without looking", () => {
  it("reads as a blind pick from the opponent's hand", () => {
    const r = compileText(BLIND);
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([{ op: "trashHand", n: 1, who: "opponent", blind: true }]);
  });

  it("lets the effect's player pick among face-down cards, not the hand's owner", () => {
    const t = run("turn B | A: GEN-203, hand GEN-104 GEN-105 | B: hand TST-4781", "B plays TST-4781");
    expect(t.final.areas.A!.trash).toHaveLength(1);
    expect(t.final.areas.A!.hand).toHaveLength(1);
    const asked = t.steps.flatMap((s) => s.choices ?? []).filter((c) => /face-down/.test(c.prompt));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.player).toBe("B");
    expect(JSON.stringify(asked)).not.toMatch(/GEN-10[45]/);
  });

  it("trashes nothing from an empty hand", () => {
    const t = run("turn B | A: GEN-203 | B: hand TST-4781", "B plays TST-4781");
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
  });
});
