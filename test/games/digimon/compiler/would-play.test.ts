/**
 * "You may play 1 ... from your hand for the cost. When it would be played by this effect,
 * reduce the play cost by N.": the play pays the card's own cost, less N.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] You may play 1 yellow Digimon card from your hand for the cost. When it would be played by this effect, reduce the play cost by 2.";
const CARDS = [testCard("TST-931", TEXT), testCard("TST-932", "", { colors: ["Yellow"], playCost: 5 })];
const registry = new CardRegistry([...bundledCards, ...CARDS]);

describe("a play for the cost, reduced by the sentence after it", () => {
  it("reads both sentences into one play", () => {
    const r = compileText(TEXT, { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities[0]!.ops)).toContain('"op":"playFrom","from":"hand"');
    expect(JSON.stringify(r.abilities[0]!.ops)).toContain('"free":false,"reduce":2');
  });

  it("pays the card's cost less the reduction", () => {
    const t = resolveDigimon(
      { board: "turn A | A: hand TST-931 TST-932, memory 5", action: "A plays TST-931", choices: "" },
      registry,
    ).trace;
    expect(t.final.areas.A!.battle).toEqual(["TST-931", "TST-932"]);
    // 5 - 0 for TST-931, then 5 - 2 = 3 for TST-932.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("a reduction sentence with no play before it stays unread", () => {
    const r = compileText(
      "[On Play] <Draw 1>. When it would be played by this effect, reduce the play cost by 2.",
      {
        code: "TST-1",
      },
    );
    expect(r.unread.length).toBeGreaterThan(0);
  });
});
