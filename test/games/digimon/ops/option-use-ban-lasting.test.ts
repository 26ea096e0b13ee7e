/**
 * "Your opponent can't use Option cards until the end of their next turn" / "... this turn": an
 * effect's ban on using Option cards (9-1-1) that lasts as long as it says. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption("TST-74023", "[Main] Your opponent can't use Option cards until the end of their next turn.", {
    colors: ["Red"],
    playCost: 1,
  }),
  testOption("TST-74024", "[Main] Gain 2 memory.", { colors: ["Red"], playCost: 0 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry);

describe("a lasting ban on using Option cards", () => {
  it("the opponent can't use an Option card in their next turn", () => {
    expect(() =>
      run(
        "turn A | A: GEN-104, hand TST-74023, memory 3, deck 5 | B: GEN-103, hand TST-74024, deck 5",
        "A uses TST-74023; A passes; B starts the turn; B uses TST-74024",
      ),
    ).toThrow(/player B can't use Option cards/);
  });

  it("once their turn is over, they may use one again", () => {
    const r = run(
      "turn A | A: GEN-104, hand TST-74023, memory 3, deck 5 | B: GEN-103, hand TST-74024, deck 5",
      "A uses TST-74023; A passes; B starts the turn; B passes; A starts the turn; A passes; B starts the turn; B uses TST-74024",
    );
    expect(r.trace.final.areas.B!.trash).toEqual(["TST-74024"]);
  });
});
