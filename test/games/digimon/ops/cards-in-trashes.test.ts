/** "By returning 3 cards in trashes to the bottom of the deck, ...": both players' trashes, each card to its owner's deck. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT = "[On Play] By returning 3 cards in trashes to the bottom of the deck, <Recovery +1 (Deck)>";
const registry = new CardRegistry([...bundledCards, testCard("TST-761", TEXT)]);
const run = (board: string, choices = "") =>
  resolveDigimon({ board, action: "A plays TST-761", choices }, registry).trace;

describe("returning cards in trashes as a cost", () => {
  it("reads 'cards in trashes' as both players' trashes", () => {
    const [ability] = compileText(TEXT, { code: "TST-761" }).abilities;
    expect(ability!.cost).toEqual([{ op: "moveCards", from: "trashes", to: "deckBottom", n: 3 }]);
  });

  it("takes cards from both trashes, each to its owner's deck, and pays in full", () => {
    const t = run(
      "turn A | A: hand TST-761, trash GEN-104 GEN-103, security 1, deck 1, memory 3 | B: trash GEN-105 GEN-106",
      "yes; target GEN-104 GEN-103 GEN-105",
    );
    expect(t.final.areas.A).toMatchObject({ trash: [], security: ["?", "?"] });
    expect(t.final.areas.A!.deck).toHaveLength(2);
    expect(t.final.areas.B).toMatchObject({ trash: ["GEN-106"], deck: ["GEN-105"] });
  });

  it("can't be paid with only 2 cards in all the trashes, so there is no recovery", () => {
    const t = run("turn A | A: hand TST-761, trash GEN-104, security 1, deck 1, memory 3 | B: trash GEN-105");
    expect(t.final.areas.A).toMatchObject({ trash: ["GEN-104"], security: ["?"], deck: ["?"] });
    expect(t.final.areas.B).toMatchObject({ trash: ["GEN-105"] });
  });
});
