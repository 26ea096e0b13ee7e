/**
 * A record that lost a keyword after "gains", keeping a period and the keyword's reminder
 * ("1 of your Digimon gains . (When an opponent's Digimon attacks, ...)"): the keyword is put
 * back where the period stands, and the effect gives it.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { normalizeText } from "../../../../src/games/digimon/compiler/text/normalize.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const LOST =
  "[On Play] Until the end of your opponent's turn, 1 of your Digimon gains . (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead.)";

describe("a keyword lost after 'gains'", () => {
  it("puts the keyword back in place of the period", () => {
    expect(normalizeText(LOST)).toBe(
      "[On Play] Until the end of your opponent's turn, 1 of your Digimon gains <Blocker>. (When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead.)",
    );
  });

  it("gives the keyword on a board", () => {
    const registry = new CardRegistry([...bundledCards, testCard("TST-981", LOST)]);
    const t = resolveDigimon(
      {
        board: "turn A | A: hand TST-981, memory 3 | B: GEN-204",
        action: "A plays TST-981",
        choices: "target TST-981",
      },
      registry,
    ).trace;
    expect(JSON.stringify(t.steps)).toContain("gains <Blocker> until the end of");
  });
});
