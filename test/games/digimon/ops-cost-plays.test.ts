/** Plays by an effect with the filters of the cost area, resolved on a board. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../src/games/digimon/cards/index.ts";
import { compileCard } from "../../../src/games/digimon/compiler/card.ts";
import { CardRegistry } from "../../../src/games/digimon/registry.ts";
import { resolveDigimon } from "../../../src/games/digimon/resolve-text.ts";
import { testCard } from "./test-card.ts";

const tamer = (code: string, inherited: string) =>
  compileCard({
    code,
    name: `Test ${code}`,
    category: "Tamer",
    colors: ["Red"],
    playCost: 3,
    digivolve: [],
    traits: [],
    effect: "",
    inherited,
    security: "",
  }).def;

const CARDS = [
  testCard(
    "TST-311",
    "[On Play] You may play 1 Tamer card with inherited effects from your hand without paying the cost.",
  ),
  tamer("TST-312", ""),
  tamer("TST-313", "[When Attacking] Gain 1 memory."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("playing a card by an effect, filtered", () => {
  it("plays only a Tamer with an inherited effect section (2-3-11-2)", () => {
    const t = run("turn A | A: hand TST-311 TST-312 TST-313, memory 3", "A plays TST-311");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-311", "TST-313"], hand: ["TST-312"] });
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
