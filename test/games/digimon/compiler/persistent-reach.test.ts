/**
 * Persistent effects (15-8-2) that reach both players' Digimon ("All Digimon with ..."), this
 * Digimon together with a group ("This Digimon and all Digimon with [X] in their names"), and
 * Tamers ("Your opponent's Tamers don't unsuspend", "... with play cost of 2 or less can't suspend").
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-701",
    "[Your Turn] This Digimon and all Digimon with [Lancemon] in their names are unblockable.",
  ),
  testCard("TST-702", "[On Play] Gain 1 memory.", { name: "Test Lancemon" }),
  testCard("TST-703", "<Blocker>"),
  testCard("TST-704", "[All Turns] All Digimon with as much or less DP as this Digimon gain <Blocker>.", {
    dp: 5000,
    level: 4,
  }),
  testCard("TST-705", "[All Turns] Your opponent's Tamers don't unsuspend."),
  testCard("TST-706", "[Main] Unsuspend 1 of your Tamers.", {
    category: "Option",
    dp: undefined,
    level: undefined,
  }),
  testCard("TST-707", "[All Turns] All of your opponent's Tamers with play cost of 2 or less can't suspend."),
  testCard("TST-708", "[On Play] Suspend 1 of your opponent's Tamers."),
  testCard("TST-709", "[Main] Gain 1 memory.", { ...tamerOf("Red"), playCost: 2 }),
  testCard("TST-710", "[Main] Gain 1 memory.", { ...tamerOf("Red"), playCost: 3 }),
  testCard(
    "TST-711",
    "[All Turns] This Digimon and all Digimon with [Lancemon] in their names are unblockable.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof resolve>) => t.steps.map((x) => x.text).join("\n");

describe("persistent effects reaching both players, this Digimon with a group, and Tamers", () => {
  it("reads the reaches", () => {
    const reach = (t: string) => {
      const r = compileText(t, { code: "TST-1" });
      expect(r.unread).toEqual([]);
      return r.abilities[0]!.persistent!.reach;
    };
    expect(
      reach("[Your Turn] This Digimon and all Digimon with [Lancemon] in their names are unblockable."),
    ).toEqual({
      side: "any",
      filter: { anyOf: [{ isSelf: true }, { category: "Digimon", nameIncludes: ["Lancemon"] }] },
    });
    expect(reach("[All Turns] All Digimon with as much or less DP as this Digimon gain <Blocker>.")).toEqual({
      side: "any",
      filter: { category: "Digimon", maxDpOfSelf: true },
    });
    // An opponent's group is not joined to "this Digimon": that stays unread.
    expect(
      compileText("[Your Turn] This Digimon and all of your opponent's Digimon are unblockable.", {
        code: "TST-1",
      }).unread,
    ).toHaveLength(1);
  });

  it("makes this Digimon and every Digimon the name covers unblockable, whoever's they are", () => {
    const self = resolve("turn A | A: TST-701 | B: TST-703", "A attacks B with TST-701");
    expect(text(self)).not.toContain("to block");
    const named = resolve("turn A | A: TST-701 TST-702 | B: TST-703", "A attacks B with TST-702");
    expect(text(named)).not.toContain("to block");
    // The opponent's Digimon with the name is reached too, in the turn of the effect's owner only.
    const other = resolve(
      "turn A | A: TST-701 GEN-103 | B: TST-703",
      "A attacks B with GEN-103",
      "target TST-703",
    );
    expect(text(other)).toContain("to block");
    const theirs = resolve(
      "turn B | A: TST-701 TST-703 | B: TST-702",
      "B attacks A with TST-702",
      "target TST-703",
    );
    expect(text(theirs)).toContain("to block");
    const always = resolve("turn B | A: TST-711 TST-703 | B: TST-702", "B attacks A with TST-702");
    expect(text(always)).not.toContain("to block");
  });

  it("gives a keyword to either player's Digimon with as much or less DP as this Digimon", () => {
    const small = resolve(
      "turn A | A: TST-704 GEN-104 | B: GEN-203",
      "A attacks B with GEN-104",
      "target GEN-203",
    );
    expect(text(small)).toContain("to block");
    const big = resolve("turn A | A: TST-704 GEN-104 | B: GEN-206", "A attacks B with GEN-104");
    expect(text(big)).not.toContain("to block");
  });

  it("keeps the opponent's Tamers suspended", () => {
    const held = resolve("turn B | A: TST-705 | B: TST-709(sus), hand TST-706, memory 3", "B uses TST-706");
    expect(held.final.areas.B!.battle).toEqual(["TST-709(sus)"]);
    const free = resolve("turn B | A: GEN-103 | B: TST-709(sus), hand TST-706, memory 3", "B uses TST-706");
    expect(free.final.areas.B!.battle).toEqual(["TST-709"]);
  });

  it("keeps the opponent's cheap Tamers from being suspended, not the others", () => {
    const cheap = resolve(
      "turn A | A: hand TST-707 TST-708, memory 5 | B: TST-709",
      "A plays TST-707; A plays TST-708",
    );
    expect(cheap.final.areas.B!.battle).toEqual(["TST-709"]);
    const dear = resolve(
      "turn A | A: hand TST-707 TST-708, memory 5 | B: TST-710",
      "A plays TST-707; A plays TST-708",
    );
    expect(dear.final.areas.B!.battle).toEqual(["TST-710(sus)"]);
  });
});
