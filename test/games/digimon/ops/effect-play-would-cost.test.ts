/**
 * A card an effect plays "with the play cost reduced by N" still meets its own and others'
 * "when ... would be played, reduce the play cost" effects first (7-1-2-2): both reductions count.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-76000",
    "[Main] [Once Per Turn] You may play 1 Digimon with [Zed] in its name from your hand with the play cost reduced by 2.",
    { level: 4, dp: 5000, playCost: 5 },
  ),
  testCard(
    "TST-76001",
    "When this card would be played, if you have a Digimon with [Test] in its name, reduce the play cost by 4.",
    {
      name: "Zedmon",
      level: 6,
      dp: 12000,
      playCost: 12,
    },
  ),
  testCard(
    "TST-76002",
    "[Main] [Once Per Turn] You may play 1 Digimon with [Zed] in its name from your trash with the play cost reduced by 2.",
    { level: 4, dp: 5000, playCost: 5 },
  ),
  testCard("TST-76003", "When you would play this card from your hand, reduce the play cost by 4.", {
    name: "Zedmon X",
    level: 6,
    dp: 12000,
    playCost: 12,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a play by an effect with its cost reduced", () => {
  it("also applies the played card's own 'would be played' reduction", () => {
    const t = run(
      "turn A | A: TST-76000, memory 9, hand TST-76001 | B: GEN-104",
      "A activates TST-76000",
      "yes",
    );
    const text = JSON.stringify(t);
    expect(text).toContain("paying 6 memory");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("leaves out a 'from your hand' reduction when the effect plays the card from the trash", () => {
    const t = run(
      "turn A | A: TST-76002, memory 10, trash TST-76003 | B: GEN-104",
      "A activates TST-76002",
      "yes",
    );
    expect(JSON.stringify(t)).toContain("paying 10 memory");
  });

  it("keeps it when the card comes from the hand", () => {
    const t = run(
      "turn A | A: TST-76000, memory 10, hand TST-76003 | B: GEN-104",
      "A activates TST-76000",
      "yes",
    );
    expect(JSON.stringify(t)).toContain("paying 6 memory");
  });
});
