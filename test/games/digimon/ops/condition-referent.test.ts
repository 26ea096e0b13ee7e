/**
 * "If you have a Digimon with [X] in its name in play, ... place this card under that Digimon as
 * its bottom digivolution card": "that Digimon" / "1 of those Digimon" is one of the Digimon the
 * condition found (4-8-1 for the placing). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/index.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-9821",
    "[Hand] [Main] If you have a Digimon with [Lancemon] in its name in play, you may pay 1 memory to place this card under that Digimon as its bottom digivolution card.",
    { level: 6 },
  ),
  testCard("TST-9822", "", { name: "Lancemon Knight", level: 5 }),
  testCard(
    "TST-9823",
    "[Hand] [Main] If you have a Digimon in play with the [Comet] trait, by paying 3 memory, place this card under 1 of those Digimon as its bottom digivolution card. Then, unsuspend that Digimon.",
    { level: 5 },
  ),
  testCard("TST-9824", "", { traits: ["Comet"], level: 4 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a condition's Digimon named again as 'that Digimon'", () => {
  it("pays 1 and goes under the Digimon the condition found, not another one", () => {
    const t = run(
      "turn A | A: GEN-103 TST-9822, hand TST-9821, memory 3 | B: GEN-103",
      "A activates TST-9821",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103", "TST-9822[TST-9821]"]);
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("declining keeps the card in the hand and the memory", () => {
    const t = run("turn A | A: TST-9822, hand TST-9821, memory 3 | B: GEN-103", "A activates TST-9821", "no");
    expect(t.final.areas.A!.battle).toEqual(["TST-9822"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-9821"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("without such a Digimon nothing is paid or placed", () => {
    const t = run("turn A | A: GEN-103, hand TST-9821, memory 3 | B: GEN-103", "A activates TST-9821", "yes");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-9821"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("'1 of those Digimon' by paying 3, then 'that Digimon' is the one it went under", () => {
    const t = run(
      "turn A | A: TST-9824(sus) GEN-103(sus), hand TST-9823, memory 5 | B: GEN-103",
      "A activates TST-9823",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-9824[TST-9823]", "GEN-103(sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("when the condition's words are not a Digimon of yours", () => {
  it("a Tamer condition leaves 'that Digimon' unread", () => {
    const out = compileText(
      "[Main] If you have a Tamer with [Lancemon] in its name, that Digimon gains <Rush> for the turn.",
      { code: "TST-9825" },
    );
    expect(out.unread.map((u) => u.fragment).join(" ")).toMatch(/that Digimon gains/);
  });

  it("a counted condition ('2 or more Digimon') leaves it unread", () => {
    const out = compileText(
      "[Hand] [Main] If you have 2 or more Digimon with [Lancemon] in their names, you may pay 1 memory to place this card under that Digimon as its bottom digivolution card.",
      { code: "TST-9826" },
    );
    expect(out.unread).toHaveLength(1);
  });
});
