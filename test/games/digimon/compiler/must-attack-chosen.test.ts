/**
 * "1 of your Digimon with [X] in its name attacks a player": one of them is chosen and must attack
 * if it can (11-2), unlike "may attack", which the player may decline.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/index.ts";
import { testCard, tamerOf } from "../test-card.ts";

const TAMER =
  "[Main] By suspending this Tamer, 1 of your Digimon with [Pebble] in its name attacks a player.";
const CARDS: CardDef[] = [
  testCard("TST-691", TAMER, tamerOf("Red")),
  testCard("TST-692", "", { name: "Pebble Knight", level: 4, dp: 5000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("a chosen Digimon that attacks", () => {
  it("reads as a mandatory attack on a player", () => {
    const op = compileText(TAMER).abilities[0]!.ops[0]!;
    expect(op).toMatchObject({ op: "may", then: [{ op: "attackBy", target: "player", must: true }] });
  });

  it("attacks the player with the named Digimon, not another", () => {
    const t = run("turn A | A: TST-691 GEN-103 TST-692 | B: GEN-203(sus), security 2", "A activates TST-691");
    expect(t.final.areas.A!.battle).toEqual(["TST-691(sus)", "GEN-103", "TST-692(sus)"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-203(sus)"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });

  it("does nothing when no Digimon it names can attack", () => {
    const t = run("turn A | A: TST-691 GEN-103 TST-692(sus) | B: security 2", "A activates TST-691");
    expect(t.final.areas.A!.battle).toEqual(["TST-691(sus)", "GEN-103", "TST-692(sus)"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
  });
});
