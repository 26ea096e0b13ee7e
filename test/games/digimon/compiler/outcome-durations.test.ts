/**
 * "gets +1000 DP for each card trashed by this effect for the turn": the duration printed after
 * the count that multiplies the change (BT18-079's wording), on made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARD = testCard(
  "TST-2101",
  "[On Play] Trash the top 2 cards of your deck. Then, this Digimon gets +1000 DP for each card trashed by this effect for the turn.",
);
const registry = new CardRegistry([...bundledCards, CARD]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A plays TST-2101", choices: "" }, registry).trace;

describe("a DP change counted by what the effect trashed, with its duration after the count", () => {
  it("reads the duration and multiplies the change", () => {
    const op = CARD.abilities[0]!.ops[0]!;
    expect(op).toMatchObject({ op: "perOutcome", what: "trash" });
    expect(JSON.stringify(op)).toContain('"duration":"turn"');
  });

  it("gives +1000 DP per card the effect really trashed", () => {
    const two = run("turn A | A: hand TST-2101, memory 3, deck 3");
    expect(two.steps.map((s) => s.text).join("\n")).toMatch(
      /TST-2101[^\n]*gets \+2000 DP for the turn \(5000 DP\)/,
    );
    const one = run("turn A | A: hand TST-2101, memory 3, deck 1");
    expect(one.steps.map((s) => s.text).join("\n")).toMatch(
      /TST-2101[^\n]*gets \+1000 DP for the turn \(4000 DP\)/,
    );
  });
});
