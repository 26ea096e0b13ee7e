/**
 * Several changes for one duration (15-15-2) where one is "can't be blocked by your opponent's
 * Digimon": every blocker is an opponent's Digimon, so the Digimon can't be blocked at all.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS = [
  testOption(
    "TST-951",
    "[Main] For the turn, 1 of your Digimon gains <Jamming> (This Digimon can't be deleted in battles against Security Digimon) and can't be blocked by your opponent's Digimon.",
  ),
  testCard("TST-952", "<Blocker>", { colors: ["Yellow"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const resolve = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof resolve>) => JSON.stringify(t.steps);

describe("a keyword and 'can't be blocked by your opponent's Digimon' for the turn", () => {
  it("gives the keyword and keeps the opponent's blockers from blocking", () => {
    const t = resolve(
      "turn A | A: GEN-104 GEN-103, hand TST-951, memory 3 | B: TST-952",
      "A uses TST-951; A attacks B with GEN-104",
      "target GEN-104",
    );
    expect(text(t)).toContain("gains <Jamming> for the turn");
    expect(text(t)).toContain("can't be blocked for the turn");
    expect(text(t)).not.toContain("to block");
    const other = resolve(
      "turn A | A: GEN-104 GEN-103, hand TST-951, memory 3 | B: TST-952",
      "A uses TST-951; A attacks B with GEN-103",
      "target GEN-104; target TST-952",
    );
    expect(text(other)).toContain("to block");
  });
});
