/**
 * "You may trash any 1 of your opponent's security cards": the player picks which card of the
 * stack by its place (face-down cards are known by place only), not just the top one.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const TEXT = "[On Play] You may trash any 1 of your opponent's security cards.";
const CARDS = [testCard("TST-5111", TEXT)];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (choices: string) =>
  resolveDigimon(
    {
      board: "turn A | A: hand TST-5111, memory 3 | B: security GEN-203 GEN-204 GEN-205",
      action: "A plays TST-5111",
      choices,
    },
    registry,
  ).trace;

describe("trashing any 1 of the opponent's security cards", () => {
  it("reads as a chosen security card, optional", () => {
    const ability = compileText(TEXT, { code: "TST" }).abilities[0]!;
    expect(ability.ops).toEqual([{ op: "trashSecurity", side: "opponent", n: 1, from: "any" }]);
    expect(ability.optional).toBe(true);
  });

  it("trashes the card picked from the middle of the stack", () => {
    const t = run("yes; target GEN-204");
    expect(t.final.areas.B!.security).toEqual(["GEN-203", "GEN-205"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-204"]);
  });

  it("can take the bottom one", () => {
    const t = run("yes; target GEN-205");
    expect(t.final.areas.B!.security).toEqual(["GEN-203", "GEN-204"]);
  });

  it("trashes nothing when the player declines", () => {
    expect(run("no").final.areas.B!.security).toHaveLength(3);
  });
});
