/**
 * "By placing this Digimon as 1 of your [X]'s bottom digivolution card, ...": the cost puts this
 * Digimon under another of yours (4-8-1); without such a Digimon it cannot be paid (15-7).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61721", "Helpermon", {
    level: 3,
    playCost: 0,
    effect:
      "[On Play] By placing this Digimon as 1 of your [Hostmon]'s bottom digivolution card, you may play 1 [Friend Tamer] from your hand without paying the cost.",
  }),
  readRecord("TST-61722", "Hostmon", { level: 5 }),
  readRecord("TST-61723", "Friend Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 4,
  }),
];
const { run } = recordRunner(CARDS);

describe("placing this Digimon under one of your named Digimon as a cost", () => {
  it("goes under the named Digimon and plays the Tamer free", () => {
    const t = run("turn A | A: TST-61722, hand TST-61721 TST-61723, memory 3", "A plays TST-61721", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-61722[TST-61721]", "TST-61723"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("cannot be paid without such a Digimon, so nothing is played", () => {
    const t = run("turn A | A: GEN-104, hand TST-61721 TST-61723, memory 3", "A plays TST-61721", "yes");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-61721"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-61723"]);
  });
});
