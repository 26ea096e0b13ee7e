/**
 * "Until the end of your opponent's turn, none of your Digimon are affected by your opponent's
 * Digimon's effects" (said as "all of ... aren't affected"), and a record's "While this Digimon is
 * [X] all of your Digimon gain ..." (the comma left out). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-74033",
    "[Main] Until the end of your opponent's turn, none of your Digimon are affected by your opponent's Digimon's effects.",
    { colors: ["Red"], playCost: 0 },
  ),
  testCard("TST-74034", "[On Play] 1 of your opponent's Digimon gets -3000 DP for the turn.", {
    level: 4,
    dp: 5000,
    playCost: 0,
  }),
  testCard(
    "TST-74035",
    "[All Turns] While this Digimon is [Sky Knight] all of your Digimon gain <Blocker>.",
    {
      name: "Sky Knight",
      level: 5,
      dp: 7000,
    },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("'none of your Digimon are affected by ...'", () => {
  it("the opponent's Digimon's effect does not lower their DP in the opponent's turn", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-74033, deck 3 | B: hand TST-74034, deck 3",
      "A uses TST-74033; A passes; B starts the turn; B plays TST-74034",
    );
    expect(t.final.details!.A!.find((d) => d.card === "GEN-104")!.dp).toBe(5000);
  });

  it("reads '..., and they get +3000 DP' after it as every such Digimon's DP (none-affected-they-get.test.ts)", () => {
    const text =
      "[Main] Until your opponent's turn ends, none of your suspended Digimon are affected by your opponent's Option effects, and they get +3000 DP.";
    expect(compileText(text, { code: "TST-74053" }).unread).toEqual([]);
  });

  it("without it, the DP goes down", () => {
    const t = run("turn B | A: GEN-104 | B: hand TST-74034, memory 3", "B plays TST-74034");
    expect(t.final.details!.A!.find((d) => d.card === "GEN-104")!.dp).toBe(2000);
  });
});

describe("'While this Digimon is [X] all of your Digimon gain <Blocker>'", () => {
  it("reads with the comma put back: all of your Digimon gain <Blocker>", () => {
    const t = run("turn A | A: TST-74035 GEN-104 | B: GEN-203", "A starts the main phase");
    expect(t.final.details!.A!.find((d) => d.card === "GEN-104")!.keywords).toContain("<Blocker>");
  });
});
