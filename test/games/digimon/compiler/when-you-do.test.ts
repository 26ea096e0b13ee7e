/**
 * "When you do, ...": the older printing of "If you do, ...", the processing after it only when
 * the one before it did something. Made-up cards on a board.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Trash the bottom digivolution card of 1 of your opponent's Digimon. When you do, <Draw 1> and gain 1 memory.";
const CARDS = [testCard("TST-9411", TEXT)];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("'When you do, ...'", () => {
  it("reads as 'If you do'", () => {
    expect(compileText(TEXT, {}).abilities[0]!.ops[0]).toMatchObject({
      op: "ifOutcome",
      what: "any",
      did: true,
    });
  });

  it("runs when a card was trashed, and not when there was none to trash", () => {
    const did = run("turn A | A: hand TST-9411, deck 2, memory 3 | B: GEN-104[GEN-103]", "A plays TST-9411");
    expect(did.final.areas.B!.trash).toEqual(["GEN-103"]);
    expect(did.final.areas.A!.hand).toHaveLength(1);
    expect(did.final.memory).toEqual({ player: "A", value: 4 });
    const none = run("turn A | A: hand TST-9411, deck 2, memory 3 | B: GEN-104", "A plays TST-9411");
    expect(none.final.areas.A!.hand).toHaveLength(0);
    expect(none.final.memory).toEqual({ player: "A", value: 3 });
  });
});
