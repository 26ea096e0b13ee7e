/**
 * Naming one of a card's several pending effects in an order choice: `order CODE(words)`, the
 * words found in that effect's label; made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS: CardDef[] = [
  testCard("TST-995", "[On Deletion] Gain 1 memory. [On Deletion] <Draw 1>.", { level: 4 }),
  testCard("TST-996", "[On Play] Delete 1 of your opponent's Digimon."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (choices: string) =>
  resolveDigimon(
    { board: "turn A | A: hand TST-996, memory 3 | B: TST-995, deck 2", action: "A plays TST-996", choices },
    registry,
  );
const activations = (choices: string) =>
  run(choices)
    .trace.steps.filter((s) => s.kind === "activate" && s.card === "TST-995")
    .map((s) => (/draws 1 card/.test(s.text) ? "draw" : "memory"));

describe("ordering two effects of one card by script", () => {
  it("takes them in trigger order by default", () => {
    expect(activations("")).toEqual(["memory", "draw"]);
  });

  it("TST-995(draw) picks the <Draw 1> effect first", () => {
    expect(activations("order TST-995(draw) TST-995(memory)")).toEqual(["draw", "memory"]);
    expect(run("order TST-995(draw) TST-995(memory)").notes.join("\n")).not.toMatch(/nothing asked for/);
  });

  it("words that name no effect of the card leave the choice to the default, and the note says so", () => {
    const r = run("order TST-995(fortitude)");
    expect(r.trace.steps.filter((s) => s.kind === "activate" && s.card === "TST-995")).toHaveLength(2);
    expect(r.notes.join("\n")).toMatch(/TST-995/);
  });

  it("refuses a bracket with no words, saying how to write it", () => {
    expect(() => run("order TST-995()")).toThrow(/TST-995\(on deletion\)/);
  });
});
