/**
 * "Players can't ignore digivolution requirements": no digivolution ignores them while it
 * applies, by an effect or by a route a Digimon's own text opens; one that meets them still
 * happens, free or not (official Q&A on BT8-059).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const BAN = "[All Turns] Players can't ignore digivolution requirements.";
const IGNORE =
  "[On Play] This Digimon may digivolve into a Digimon card with [Vz] in its traits in the hand without paying the cost, ignoring digivolution requirements.";
const CARDS = [
  testCard("TST-8871", BAN, { colors: ["Blue"] }),
  testCard("TST-8872", IGNORE),
  testCard("TST-8873", "", { level: 5, traits: ["Vz"], digivolve: [{ level: 4, color: "Blue", cost: 3 }] }),
  testCard("TST-8874", "", { level: 4, traits: ["Vz"], digivolve: [{ level: 3, color: "Red", cost: 2 }] }),
  testCard(
    "TST-8875",
    "[Your Turn] This Digimon can digivolve into [Test TST-8873] in the hand for a digivolution cost of 1, ignoring digivolution requirements.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) =>
  resolveDigimon({ board, action, choices: "yes" }, registry).trace;

describe("players can't ignore digivolution requirements", () => {
  it("reads the ban as a persistent effect", () => {
    const r = compileText(BAN, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]).toMatchObject({
      category: "persistent",
      persistent: { kind: "noIgnoreRequirements" },
    });
  });

  it("without it, an effect digivolves ignoring the requirements", () => {
    const t = run("turn A | A: hand TST-8872 TST-8873, memory 3, deck 3 | B: GEN-203", "A plays TST-8872");
    expect(t.final.areas.A!.battle).toEqual(["TST-8873[TST-8872]"]);
  });

  it("with it on either side, only a card whose requirements are met may be chosen", () => {
    const banned = run(
      "turn A | A: hand TST-8872 TST-8873, memory 3, deck 3 | B: TST-8871",
      "A plays TST-8872",
    );
    expect(banned.final.areas.A!.battle).toEqual(["TST-8872"]);
    expect(banned.final.areas.A!.hand).toEqual(["TST-8873"]);
    const met = run("turn A | A: hand TST-8872 TST-8874, memory 3, deck 3 | B: TST-8871", "A plays TST-8872");
    expect(met.final.areas.A!.battle).toEqual(["TST-8874[TST-8872]"]);
    expect(met.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("closes a route a Digimon's own text opens", () => {
    const open = run(
      "turn A | A: TST-8875, hand TST-8873, memory 3, deck 3 | B: GEN-203",
      "A digivolves TST-8875 into TST-8873",
    );
    expect(open.final.areas.A!.battle).toEqual(["TST-8873[TST-8875]"]);
    expect(() =>
      run(
        "turn A | A: TST-8875, hand TST-8873, memory 3, deck 3 | B: TST-8871",
        "A digivolves TST-8875 into TST-8873",
      ),
    ).toThrow(/requirements/);
  });
});
