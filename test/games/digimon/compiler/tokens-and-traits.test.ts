/**
 * "All of your Tokens and [X] trait Digimon gain <Blocker>": a continuous grant reaching both
 * kinds (Tokens, 4-21, and the trait's Digimon) and no other Digimon.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-4501", "[All Turns] All of your Tokens and [Doll] trait Digimon gain <Blocker>."),
  testCard("TST-4502", "", { token: true }),
  testCard("TST-4503", "", { traits: ["Doll"] }),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);

describe("all of your Tokens and [X] trait Digimon", () => {
  it("reach each Token and each Digimon with the trait, and no other", () => {
    const t = resolveDigimon(
      { board: "turn A | A: TST-4501 TST-4502 TST-4503 GEN-103", action: "A ends the turn", choices: "" },
      reg,
    ).trace;
    const blockers = t.final
      .details!.A!.filter((d) => d.keywords.includes("<Blocker>"))
      .map((d) => d.card)
      .sort();
    expect(blockers).toEqual(["TST-4502", "TST-4503"]);
  });
});
