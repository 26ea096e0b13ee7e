/**
 * "By trashing the top security card of 1 player with the most security cards": whichever player
 * has more security cards loses the top one; with none on either side the cost can't be paid.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-897",
    "[Main] [Once Per Turn] By trashing the top security card of 1 player with the most security cards, gain 2 memory.",
    { level: 4 },
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string) =>
  resolveDigimon({ board, action: "A activates TST-897", choices: "" }, registry).trace;

describe("trashing the top security card of the player with the most", () => {
  it("takes the opponent's when they have more, and gains the memory", () => {
    const t = run("turn A | A: TST-897, security GEN-103, memory 0 | B: security GEN-203 GEN-204");
    expect(t.final.areas.B!.security).toEqual(["GEN-204"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("takes your own when you have more", () => {
    const t = run("turn A | A: TST-897, security GEN-103 GEN-104, memory 0 | B: security GEN-203");
    expect(t.final.areas.A!.security).toEqual(["GEN-104"]);
    expect(t.final.areas.B!.security).toEqual(["GEN-203"]);
  });

  it("can't be paid when neither player has a security card", () => {
    expect(() => run("turn A | A: TST-897, memory 0 | B: GEN-203")).toThrow(/can't be paid/);
  });
});
