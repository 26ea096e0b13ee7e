/**
 * Battle triggers (14-2-2): "this Digimon deletes one of your opponent's Digimon in battle and
 * survives", "any of your [X] trait Digimon win a battle", "an opponent's Digimon is deleted in
 * battle [or by having 0 DP]".
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const SURVIVOR = readRecord("TST-7341", "Survivor", {
  level: 5,
  dp: 7000,
  effect:
    "[Your Turn] When this Digimon deletes one of your opponent's Digimon in battle and survives, <Draw 1>.",
});
const PACK = readRecord("TST-7342", "Pack Leader", {
  category: "Tamer",
  level: undefined,
  dp: undefined,
  digivolve: [],
  effect:
    "[All Turns] When any of your [Wolf] trait Digimon win a battle, trash your opponent's top security card.",
});
const WATCH = readRecord("TST-7343", "Watcher", {
  category: "Tamer",
  level: undefined,
  dp: undefined,
  digivolve: [],
  effect: "[All Turns] When an opponent's Digimon is deleted in battle or by having 0 DP, gain 1 memory.",
});
const option = { category: "Option" as const, level: undefined, dp: undefined };
const CARDS = [
  SURVIVOR,
  PACK,
  WATCH,
  testCard("TST-7344", "", { level: 5, dp: 7000, traits: ["Wolf"] }),
  testCard("TST-7345", "[Main] Delete 1 of your opponent's Digimon.", option),
  testCard("TST-7346", "[Main] 1 of your opponent's Digimon gets -5000 DP for the turn.", option),
];
const { run } = recordRunner(CARDS);

describe("battle trigger wordings", () => {
  it("'deletes one of your opponent's Digimon in battle and survives' draws", () => {
    const t = run("turn A main; A: TST-7341, deck 2 | B: GEN-104(sus)", "A attacks GEN-104 with TST-7341");
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.A!.hand).toHaveLength(1);
  });

  it("'any of your [Wolf] trait Digimon win a battle': only a [Wolf] winner trashes a security card", () => {
    const wolf = run(
      "turn A main; A: TST-7342 TST-7344 | B: GEN-104(sus), security 2",
      "A attacks GEN-104 with TST-7344",
    );
    expect(wolf.final.areas.B!.security).toHaveLength(1);
    const plain = run(
      "turn A main; A: TST-7342 GEN-105 | B: GEN-104(sus), security 2",
      "A attacks GEN-104 with GEN-105",
    );
    expect(plain.final.areas.B!.security).toHaveLength(2);
  });

  it("'deleted in battle or by having 0 DP': a battle or 0 DP counts, a plain deletion doesn't", () => {
    const battle = run(
      "turn A main; A: TST-7343 GEN-105, memory 0 | B: GEN-104(sus)",
      "A attacks GEN-104 with GEN-105",
    );
    expect(battle.final.memory).toEqual({ player: "A", value: 1 });
    const zero = run(
      "turn A main; A: TST-7343 GEN-103, hand TST-7346, memory 3 | B: GEN-104",
      "A uses TST-7346",
    );
    expect(zero.final.areas.B!.battle).toEqual([]);
    expect(zero.final.memory).toEqual({ player: "A", value: 4 });
    const effect = run(
      "turn A main; A: TST-7343 GEN-103, hand TST-7345, memory 3 | B: GEN-104",
      "A uses TST-7345",
    );
    expect(effect.final.areas.B!.battle).toEqual([]);
    expect(effect.final.memory).toEqual({ player: "A", value: 3 });
  });
});
