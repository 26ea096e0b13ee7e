/**
 * "Place 1 of your opponent's Digimon as any of their other Digimon's bottom digivolution card or
 * under any of their Tamers": the Digimon goes under another card of its owner's, the cards under
 * it are trashed (4-7-8), and a Digimon the effect can't affect is neither placed nor a host.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const BOTH =
  "[On Play] You may place 1 of your opponent's Digimon as any of their other Digimon's bottom digivolution card or under any of their Tamers.";
const CARDS = [
  testCard("TST-971", BOTH),
  testCard("TST-972", "[All Turns] This Digimon isn't affected by the effects of your opponent's Digimon."),
  testCard("TST-973", "", { category: "Tamer", level: undefined, dp: undefined }),
  testCard(
    "TST-974",
    "[On Play] You may place 1 of your opponent's Digimon as any of their other Digimon's bottom digivolution card.",
  ),
  testCard(
    "TST-975",
    "[All Turns] When any of your opponent's Digimon or Tamers digivolve or effects place cards under them, gain 1 memory.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("placing an opponent's Digimon under another of their cards", () => {
  it("reads both places it may go", () => {
    const r = compileText(BOTH, { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities[0]!.ops)).toContain('"onto":["Digimon","Tamer"]');
  });

  it("puts the chosen Digimon under the chosen one, trashing what was under it", () => {
    const t = run(
      "turn A | A: hand TST-971, memory 3 | B: GEN-104[GEN-103] GEN-106 GEN-204",
      "A plays TST-971",
      "yes; target GEN-104; target GEN-106",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-106[GEN-104]", "GEN-204"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-103"]);
  });

  it("may put it under a Tamer, and not when the text names only Digimon", () => {
    const tamer = run("turn A | A: hand TST-971, memory 3 | B: GEN-104 TST-973", "A plays TST-971", "yes");
    expect(tamer.final.areas.B!.battle).toEqual(["TST-973[GEN-104]"]);
    const only = run("turn A | A: hand TST-974, memory 3 | B: GEN-104 TST-973", "A plays TST-974", "yes");
    expect(only.final.areas.B!.battle).toEqual(["GEN-104", "TST-973"]);
  });

  it("offers neither as host nor as the one placed a Digimon the effect can't affect", () => {
    const t = run("turn A | A: hand TST-971, memory 3 | B: TST-972 GEN-104", "A plays TST-971", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-972", "GEN-104"]);
    const three = run(
      "turn A | A: hand TST-971, memory 3 | B: TST-972 GEN-104 GEN-106",
      "A plays TST-971",
      "yes; target GEN-106",
    );
    expect(three.final.areas.B!.battle).toEqual(["TST-972", "GEN-104[GEN-106]"]);
  });

  it("sets off a trigger on the opponent's Digimon or Tamers getting cards placed under them", () => {
    const r = compileText(
      "[All Turns] When any of your opponent's Digimon or Tamers digivolve or effects place cards under them, gain 1 memory.",
      { code: "TST-1" },
    );
    expect(r.abilities[0]!.when).toEqual({
      on: "any",
      of: [
        { on: "digivolved", side: "opponent" },
        { on: "sourcesPlaced", byEffect: "any", side: "opponent" },
      ],
    });
    const t = run(
      "turn A | A: TST-975, hand TST-971, memory 3 | B: GEN-104 GEN-106",
      "A plays TST-971",
      "yes; target GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-106[GEN-104]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });
});
