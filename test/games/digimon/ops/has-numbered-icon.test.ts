/**
 * "While this Digimon has <Digi-Burst>, it gets +1000 DP": a keyword only printed with a number,
 * named without it, is had by a card that prints it with any number; a card whose text only
 * mentions it ("activating this Digimon's <Digi-Burst>") does not have it (4-23-4). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-74013", "", {
    level: 2,
    dp: undefined,
    inherited: compileText("[Your Turn] While this Digimon has <Digi-Burst>, it gets +1000 DP.", {
      code: "TST-74013",
      part: "inherited",
    }).abilities,
  }),
  testCard("TST-74014", "", {
    level: 4,
    dp: 6000,
    text: "[Main] <Digi-Burst 2> (Trash 2 of this Digimon's digivolution cards to activate the effect below.) ・Gain 1 memory.",
  }),
  testCard("TST-74015", "", {
    level: 4,
    dp: 6000,
    text: "[Your Turn] When this card is trashed due to activating this Digimon's <Digi-Burst>, gain 1 memory.",
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;
const dpOf = (t: ReturnType<typeof run>, card: string) =>
  t.final.details?.A?.find((d) => d.card === card)?.dp;

describe("'has <Digi-Burst>'", () => {
  it("holds for a Digimon printed with <Digi-Burst 2>, not for one that only mentions it", () => {
    const t = run(
      "turn A | A: TST-74014[TST-74013] TST-74015[TST-74013] | B: GEN-203",
      "A starts the main phase",
    );
    expect(dpOf(t, "TST-74014[TST-74013]")).toBe(7000);
    expect(dpOf(t, "TST-74015[TST-74013]")).toBe(6000);
  });
});
