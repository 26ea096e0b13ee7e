/**
 * "1 of your Digimon may digivolve into a Digimon card in your face-up security cards": only a
 * face-up security card (3-7-4) may be the card, and taking it removes it from the stack.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { tamerOf, testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-71120",
    "[Main] By suspending this Tamer, 1 of your Digimon may digivolve into a Digimon card in your face-up security cards.",
    tamerOf("Red"),
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("digivolving into a face-up security card", () => {
  it("takes the face-up card, paying its digivolution cost", () => {
    const t = run(
      "turn A | A: TST-71120 GEN-103, security GEN-104 GEN-104#u(up), deck GEN-303, memory 3 | B: GEN-203",
      "A activates TST-71120",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71120(sus)", "GEN-104#u[GEN-103]"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-104"]);
  });

  it("never a face-down one", () => {
    const t = run(
      "turn A | A: TST-71120 GEN-103, security GEN-104, deck GEN-303, memory 3 | B: GEN-203",
      "A activates TST-71120",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71120(sus)", "GEN-103"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-104"]);
  });
});
