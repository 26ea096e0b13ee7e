/**
 * Trigger events: "an effect deletes one of your other Digimon or Tamers" (not in battle, not by
 * 0 DP), "a player uses an Option card" (either player), "effects trash any of your [X] trait
 * Digimon's digivolution cards", "effects add digivolution cards to any of your Digimon with ...".
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [] };
const option = { category: "Option" as const, level: undefined, dp: undefined };
const AVENGER = readRecord("TST-7351", "Avenger", {
  ...tamer,
  effect:
    "[All Turns] When an effect deletes one of your other Digimon or Tamers, trash the top card of your opponent's security stack.",
});
const USER = readRecord("TST-7352", "Bystander", {
  ...tamer,
  effect: "[All Turns] When a player uses an Option card, gain 1 memory.",
});
const SEA = readRecord("TST-7353", "Sea Keeper", {
  ...tamer,
  effect:
    "[All Turns] When effects trash any of your [Sea] trait Digimon's digivolution cards, gain 1 memory.",
});
const AQUA = readRecord("TST-7354", "Aqua Keeper", {
  ...tamer,
  effect:
    "[All Turns] When effects add digivolution cards to any of your Digimon with [Aqua] in their texts, gain 1 memory.",
});
const BEASTS = readRecord("TST-7360", "Beast Keeper", {
  ...tamer,
  effect: "[All Turns] When any of your cards with the [Beast] trait are played, gain 1 memory.",
});
const CARDS = [
  BEASTS,
  testCard("TST-7370", "", { name: "Beast Pup", traits: ["Beast"], playCost: 0 }),
  AVENGER,
  USER,
  SEA,
  AQUA,
  testCard("TST-7355", "[Main] Delete 1 of your opponent's Digimon.", option),
  testCard("TST-7356", "[Main] Trash 1 digivolution card of 1 of your Digimon.", option),
  testCard(
    "TST-7357",
    "[Main] Place 1 Digimon card from your hand as the bottom digivolution card of 1 of your Digimon.",
    option,
  ),
  testCard("TST-7358", "", { name: "Sea Beast", traits: ["Sea"], level: 4, dp: 5000 }),
  testCard("TST-7359", "", { name: "Aqua Beast", level: 4, dp: 5000 }),
];
const { run } = recordRunner(CARDS);

describe("more trigger events", () => {
  it("a deletion by an effect trashes a security card; a deletion in battle doesn't", () => {
    const byEffect = run(
      "turn B main; B: GEN-103, hand TST-7355, memory 3, security 2 | A: TST-7351 GEN-104",
      "B uses TST-7355",
    );
    expect(byEffect.final.areas.A!.battle).toEqual(["TST-7351"]);
    expect(byEffect.final.areas.B!.security).toHaveLength(1);
    const inBattle = run(
      "turn B main; B: GEN-105, security 2 | A: TST-7351 GEN-104(sus)",
      "B attacks GEN-104 with GEN-105",
    );
    expect(inBattle.final.areas.A!.battle).toEqual(["TST-7351"]);
    expect(inBattle.final.areas.B!.security).toHaveLength(2);
  });

  it("'a player uses an Option card': the opponent's use counts too", () => {
    const t = run(
      "turn B main; B: GEN-103, hand TST-7355, memory 3 | A: TST-7352 GEN-104",
      "B uses TST-7355",
    );
    expect(t.final.memory).toEqual({ player: "B", value: 2 });
  });

  it("digivolution cards trashed from a [Sea] Digimon count; from another Digimon they don't", () => {
    const sea = run("turn A main; A: TST-7353 TST-7358[GEN-103], hand TST-7356, memory 0", "A uses TST-7356");
    expect(sea.final.memory).toEqual({ player: "A", value: 1 });
    const plain = run(
      "turn A main; A: TST-7353 GEN-104[GEN-103], hand TST-7356, memory 0",
      "A uses TST-7356",
    );
    expect(plain.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("cards added under a Digimon with [Aqua] in its text count; under another Digimon they don't", () => {
    const aqua = run("turn A main; A: TST-7354 TST-7359, hand TST-7357 GEN-103, memory 0", "A uses TST-7357");
    expect(aqua.final.memory).toEqual({ player: "A", value: 1 });
    const plain = run("turn A main; A: TST-7354 GEN-104, hand TST-7357 GEN-103, memory 0", "A uses TST-7357");
    expect(plain.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("'any of your cards with the [Beast] trait are played': a [Beast] card counts, another doesn't", () => {
    const beast = run("turn A main; A: TST-7360, hand TST-7370, memory 0", "A plays TST-7370");
    expect(beast.final.memory).toEqual({ player: "A", value: 1 });
    const plain = run("turn A main; A: TST-7360, hand GEN-103, memory 5", "A plays GEN-103");
    expect(plain.final.memory).toEqual({ player: "A", value: 1 });
  });
});
