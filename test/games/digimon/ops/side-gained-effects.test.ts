/**
 * "All of your Digimon gain the following effect for the turn: "..."": the side holds the effect,
 * so a Digimon played afterwards has it too (15-11-2-2; official Q&A Q970), and it ends with the turn.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const GIVE =
  '[On Play] All of your Digimon gain the following effect for the turn: "[When Attacking] Gain 1 memory."';
const CARDS = [testCard("TST-2141", GIVE), testCard("TST-2142", "<Rush>", { name: "Test Runner" })];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("an effect all of a side's Digimon gain", () => {
  it("is read for 'All of your Digimon', not for a filtered 'all'", () => {
    expect(CARDS[0]!.abilities[0]!.ops[0]).toMatchObject({ op: "gainEffect", target: { count: "all" } });
    const filtered = compileText(
      '[On Play] All of your red Digimon gain "[When Attacking] Gain 1 memory." for the turn.',
      { code: "TST" },
    );
    expect(filtered.unread).not.toEqual([]);
  });

  it("reaches a Digimon played after it, and only that side's", () => {
    const t = run(
      "turn A; A: hand TST-2141 TST-2142, memory 5 | B: security 2",
      "A plays TST-2141; A plays TST-2142; A attacks B with TST-2142",
    );
    // Both cost 0 here: the only memory is the gained effect's.
    expect(t.final.memory).toEqual({ player: "A", value: 6 });
    expect(t.steps.map((s) => s.text).join("\n")).toMatch(/activates \[TST-2142[^\n]*Gain 1 memory/);
  });

  it("ends with the turn, and never reaches the other side", () => {
    const board = "turn A; A: hand TST-2141 TST-2142, memory 5 | B: GEN-104, security 2";
    const during = run(board, "A plays TST-2141; A plays TST-2142");
    expect(JSON.stringify(during.final.details!.A)).toContain("Gain 1 memory");
    expect(JSON.stringify(during.final.details!.B)).not.toContain("Gain 1 memory");
    const after = run(board, "A plays TST-2141; A plays TST-2142; A ends the turn");
    expect(JSON.stringify(after.final.details)).not.toContain("Gain 1 memory");
  });
});
