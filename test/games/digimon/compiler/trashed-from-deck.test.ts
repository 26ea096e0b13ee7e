import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

// "When this card is trashed from the deck": an Option that places itself from the trash.
const PLACE = "When this card is trashed from the deck, you may place this card in the battle area.";
const CARDS = [
  testCard("TST-4741", PLACE, { category: "Option", level: undefined, dp: undefined }),
  testCard("TST-4742", "[On Play] Trash the top 2 cards of your deck."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a card that triggers when it is trashed from the deck", () => {
  it("reads 'from the deck' as 'from your deck'", () => {
    const [place] = compileText(PLACE).abilities;
    expect(place!.when).toEqual({ on: "trashedSelf", from: "deck" });
    expect(whyNotExecutable(place!, { security: 0 })).toBeNull();
    expect(compileText("When effects trash this card from the deck, gain 1 memory.").unread).toHaveLength(1);
  });

  it("places itself in the battle area when an effect trashes it from the deck", () => {
    const t = run(
      "turn A | A: hand TST-4742, deck TST-4741 GEN-203 | B: GEN-205",
      "A plays TST-4742",
      "TST-4741: yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-4741");
    expect(t.final.areas.A!.trash).toEqual(["GEN-203"]);
  });

  it("stays in the trash when its owner declines", () => {
    const t = run(
      "turn A | A: hand TST-4742, deck TST-4741 GEN-203 | B: GEN-205",
      "A plays TST-4742",
      "TST-4741: no",
    );
    expect(t.final.areas.A!.trash).toContain("TST-4741");
  });
});
