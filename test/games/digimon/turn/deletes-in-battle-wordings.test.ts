/**
 * Older wordings of "When one of your Digimon ... deletes an opponent's Digimon in battle":
 * "If one of your Digimon that has [X] in its name or a [Y] trait deletes ...", and a record's
 * "delete 1 your opponent's Digimon in battle" (the "of" left out). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard(
    "TST-74005",
    "[Your Turn][Once Per Turn] If one of your Digimon that has [Dragon] in its name or a [Free] trait deletes an opponent's Digimon in battle, trash the top card of your opponent's security stack.",
    { level: 4, dp: 6000 },
  ),
  testCard("TST-74006", "", { name: "Dragon Whelp", level: 4, dp: 7000 }),
  testCard("TST-74007", "", { name: "Free Spirit", level: 4, dp: 7000, traits: ["Free"] }),
  testCard(
    "TST-74008",
    "[All Turns] When any of your Digimon with [Dragon] in their texts delete 1 your opponent's Digimon in battle, gain 2 memory.",
    { level: 4, dp: 6000 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'If one of your Digimon that has [X] in its name or a [Y] trait deletes ... in battle'", () => {
  it("triggers for a Digimon with the name", () => {
    const t = run(
      "turn A | A: TST-74005 TST-74006 | B: GEN-203(sus), security GEN-103 GEN-105",
      "A attacks GEN-203 with TST-74006",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-105"]);
  });

  it("triggers for a Digimon with the trait", () => {
    const t = run(
      "turn A | A: TST-74005 TST-74007 | B: GEN-203(sus), security GEN-103 GEN-105",
      "A attacks GEN-203 with TST-74007",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-105"]);
  });

  it("not for a Digimon with neither", () => {
    const t = run(
      "turn A | A: TST-74005 GEN-105 | B: GEN-203(sus), security GEN-103 GEN-105",
      "A attacks GEN-203 with GEN-105",
    );
    expect(t.final.areas.B!.security).toEqual(["GEN-103", "GEN-105"]);
  });
});

describe("'delete 1 your opponent's Digimon in battle'", () => {
  it("reads as 'one of your opponent's Digimon': a Digimon with the text deleting one triggers it", () => {
    const t = run(
      "turn A | A: TST-74008 TST-74006, memory 0 | B: GEN-203(sus)",
      "A attacks GEN-203 with TST-74006",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
