/**
 * "When any of your opponent's Digimon are deleted or their security stack is removed from, they
 * play 1 [X] Token (...)": either event triggers it, and the opponent plays the Token on their side.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARD = testCard(
  "TST-2191",
  "[All Turns] When any of your opponent's Digimon are deleted or their security stack is removed from, they play 1 [Stone] Token (Digimon/White/1000 DP).",
  { dp: 9000 },
);
const registry = new CardRegistry([...bundledCards, CARD]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("either of two events, and a Token the opponent plays", () => {
  it("reads both events", () => {
    expect(CARD.abilities[0]!.when).toEqual({
      on: "any",
      of: [
        { on: "deleted", side: "opponent", filter: { category: "Digimon" } },
        { on: "securityRemoved", side: "opponent" },
      ],
    });
    expect(CARD.abilities[0]!.ops[0]).toMatchObject({ op: "playToken", by: "opponent" });
  });

  it("triggers on a security check, and the Token goes to the opponent's side", () => {
    const t = run("turn A; A: TST-2191 | B: security 2", "A attacks B with TST-2191");
    expect(t.final.areas.B!.battle).toEqual(["TOKEN-Stone"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-2191(sus)"]);
  });

  it("triggers on a deletion of the opponent's Digimon", () => {
    const t = run("turn A; A: TST-2191 | B: GEN-104(sus)", "A attacks GEN-104 with TST-2191");
    expect(t.final.areas.B!.battle).toEqual(["TOKEN-Stone"]);
  });
});
