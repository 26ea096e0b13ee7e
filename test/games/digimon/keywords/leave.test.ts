/**
 * <Decode> (16-36) and <Partition> (16-29): a Digimon about to leave the battle area plays
 * specified cards from its digivolution cards; <Material Save> (16-21) keeps DigiXros cards
 * under a Tamer when its Digimon would be deleted; <Guard> (16-45) deletes itself to keep another.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { partitionCards, specifiedCard } from "../../../../src/games/digimon/model/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const lv5 = { level: 5, dp: 7000 };
const CARDS = [
  testCard("TST-971", "<Decode (Red Lv.3)>", lv5),
  testCard("TST-972", "<Partition (red Lv.3 & yellow Lv.3)>", lv5),
  testCard("TST-973", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-974", "[On Play] Return 1 of your opponent's Digimon to the hand."),
  testCard("TST-975", "<Material Save 2>", { ...lv5, digixros: ["Generic Red Lv.3", "Generic Yellow Lv.3"] }),
  testCard("TST-976", "", { category: "Tamer", level: undefined, dp: undefined }),
  testCard("TST-977", "<Guard>"),
  testCard("TST-978", "[On Play] Delete 1 of your Digimon."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("the specified cards of a keyword's parameter", () => {
  it("reads names, colours and levels, and 'w/' alternatives", () => {
    expect(specifiedCard("[Testmon]")).toEqual({ category: "Digimon", nameIs: ["Testmon"] });
    expect(specifiedCard("Blue/Yellow Lv.3")).toEqual({
      category: "Digimon",
      colors: ["Blue", "Yellow"],
      level: 3,
    });
    expect(specifiedCard("Lv.4 or lower w/[Aa]/[Bb] in name or w/[Cc] trait")).toEqual({
      category: "Digimon",
      maxLevel: 4,
      anyOf: [{ nameIncludes: ["Aa", "Bb"] }, { traits: ["Cc"] }],
    });
    expect(partitionCards("red Lv.4 & yellow Lv.4")).toHaveLength(2);
    expect(specifiedCard("something else")).toBeNull();
  });
});

describe("<Decode> (16-36)", () => {
  it("plays the specified card from the digivolution cards when its Digimon would be deleted by an effect", () => {
    const t = run("turn B | A: TST-971[GEN-103 GEN-104] | B: hand TST-973", "B plays TST-973");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-971", "GEN-104"]);
    expect(t.steps.map((s) => s.rule)).toContain("16-36-1");
  });

  it("works when it would leave by being returned to the hand, and may be declined", () => {
    const bounced = run("turn B | A: TST-971[GEN-103] | B: hand TST-974", "B plays TST-974");
    expect(bounced.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(bounced.final.areas.A!.hand).toEqual(["TST-971"]);
    const declined = run("turn B | A: TST-971[GEN-103] | B: hand TST-973", "B plays TST-973", "skip");
    expect(declined.final.areas.A!.battle).toEqual([]);
  });

  it("does nothing when the Digimon is deleted in battle", () => {
    const t = run("turn B | A: TST-971[GEN-103](sus) | B: GEN-106", "B attacks TST-971 with GEN-106");
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["TST-971", "GEN-103"]);
  });
});

describe("<Partition> (16-29)", () => {
  it("plays 1 of each specified card when the opponent's effect would remove its Digimon", () => {
    const t = run("turn B | A: TST-972[GEN-103 GEN-203] | B: hand TST-973", "B plays TST-973");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "GEN-203"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-972"]);
  });

  it("needs every specified card (16-29-1)", () => {
    const t = run("turn B | A: TST-972[GEN-103 GEN-104] | B: hand TST-973", "B plays TST-973");
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toHaveLength(3);
  });
});

describe("<Material Save> (16-21)", () => {
  it("places the DigiXros cards among its digivolution cards under 1 of your Tamers, at the bottom", () => {
    const t = run(
      "turn B | A: TST-975[GEN-103 GEN-104 GEN-203] TST-976[GEN-105] | B: hand TST-973",
      "B plays TST-973",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-976[GEN-105 GEN-103 GEN-203]"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-975", "GEN-104"]);
  });

  it("acts in battle too, and places no more than its number", () => {
    const t = run(
      "turn B | A: TST-975[GEN-103 GEN-203 GEN-103#b](sus) TST-976 | B: GEN-106",
      "B attacks TST-975 with GEN-106",
      "target GEN-103 GEN-203",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-976[GEN-103 GEN-203]"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-975", "GEN-103"]);
  });
});

describe("<Guard> (16-45)", () => {
  it("deletes the Digimon with <Guard> so that the other stays", () => {
    const t = run("turn B | A: TST-977 GEN-104 | B: hand TST-973", "B plays TST-973", "target GEN-104");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-977"]);
    expect(t.steps.map((s) => s.rule)).toContain("16-45-1");
  });

  it("does not keep itself, nor act on its owner's effects, and may be declined", () => {
    const self = run("turn B | A: TST-977 GEN-104 | B: hand TST-973", "B plays TST-973", "target TST-977");
    expect(self.final.areas.A!.battle).toEqual(["GEN-104"]);
    const own = run("turn A | A: TST-977 GEN-104, hand TST-978", "A plays TST-978", "target GEN-104");
    expect(own.final.areas.A!.battle).toEqual(["TST-977", "TST-978"]);
    const declined = run(
      "turn B | A: TST-977 GEN-104 | B: hand TST-973",
      "B plays TST-973",
      "target GEN-104; skip",
    );
    expect(declined.final.areas.A!.battle).toEqual(["TST-977"]);
  });
});
