/**
 * "Look at the top card of your deck.": the player alone sees it and it stays on top
 * (15-15-3-9); "Look at your Digi-Egg deck's top card." the same for the Digi-Egg deck.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-8841", "[On Play] Look at the top card of your deck."),
  testCard("TST-8842", "[On Play] Look at your Digi-Egg deck's top card."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;
const text = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");

describe("looking at the top card of a deck", () => {
  it("reads which deck", () => {
    expect(
      compileText("[On Play] Look at the top card of your deck.", { code: "TST" }).abilities[0]!.ops,
    ).toEqual([{ op: "lookTop", pile: "deck" }]);
    expect(
      compileText("[On Play] Look at your Digi-Egg deck's top card.", { code: "TST" }).abilities[0]!.ops,
    ).toEqual([{ op: "lookTop", pile: "eggs" }]);
  });

  it("shows the player the top card and leaves the deck as it was", () => {
    const t = run(
      "turn A | A: hand TST-8841, deck GEN-105 GEN-104, memory 3 | B: GEN-203",
      "A plays TST-8841",
    );
    expect(t.final.areas.A!.deck).toEqual(["GEN-105", "GEN-104"]);
    expect(t.final.areas.A!.hand).toEqual([]);
    expect(text(t)).toMatch(/looks at the top card of their deck \(.*GEN-105.*\)/);
  });

  it("says so when the deck is empty", () => {
    const t = run("turn A | A: hand TST-8841, memory 3 | B: GEN-203", "A plays TST-8841");
    expect(text(t)).toContain("deck is empty, so there is nothing to look at");
  });

  it("looks at the Digi-Egg deck's top card, which stays there", () => {
    const t = run(
      "turn A | A: hand TST-8842, eggs GEN-002, deck 2, memory 3 | B: GEN-203",
      "A plays TST-8842",
    );
    expect(t.final.areas.A!.eggs).toEqual(["GEN-002"]);
    expect(text(t)).toMatch(/looks at the top card of their Digi-Egg deck/);
  });
});
