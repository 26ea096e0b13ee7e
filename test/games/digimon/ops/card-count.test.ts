import { describe, expect, it } from "vitest";
import { cardCount } from "../../../../src/games/digimon/ops/card-count.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

describe("counts of cards in step texts", () => {
  it("says 1 card and N cards", () => {
    expect(cardCount(1)).toBe("1 card");
    expect(cardCount(0)).toBe("0 cards");
    expect(cardCount(3, "digivolution card")).toBe("3 digivolution cards");
  });

  it("a <Recovery> step says how many cards it placed in plain words", () => {
    const { run } = recordRunner([testCard("TST-6397", "[On Play] <Recovery +1 (Deck)>")]);
    const t = run("turn A | A: hand TST-6397, deck 3, memory 3 | B: GEN-203", "A plays TST-6397");
    const text = t.steps.map((s) => s.text).join("\n");
    expect(text).toContain("places 1 card from the top of the deck");
    expect(text).not.toContain("card(s)");
  });
});
