/**
 * "by suspending this Tamer, activate 1 of that Digimon's [On Play] effects": after a trigger that
 * names a Digimon, one of that Digimon's effects of that timing runs, as its own.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61731", "Dragon Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    effect:
      "[Your Turn] When one of your Digimon digivolves into a Digimon with [Dragon] in its traits, by suspending this Tamer, activate 1 of that Digimon's [On Play] effects.",
  }),
  readRecord("TST-61732", "Scalemon", { traits: ["Dragon"], effect: "[On Play] Gain 2 memory." }),
  readRecord("TST-61733", "Furmon", { traits: ["Beast"], effect: "[On Play] Gain 2 memory." }),
];
const { run } = recordRunner(CARDS);

describe("activating an effect of the Digimon the trigger names", () => {
  it("runs the digivolved Digimon's [On Play] effect when the Tamer suspends", () => {
    const t = run(
      "turn A | A: TST-61731 GEN-103, hand TST-61732, deck GEN-104, memory 3",
      "A digivolves GEN-103 into TST-61732",
      "yes",
    );
    // 3 - 2 (digivolution cost) + 2 (the activated [On Play]).
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.final.areas.A!.battle).toEqual(["TST-61731(sus)", "TST-61732[GEN-103]"]);
  });

  it("does nothing when the player keeps the Tamer unsuspended", () => {
    const t = run(
      "turn A | A: TST-61731 GEN-103, hand TST-61732, deck GEN-104, memory 3",
      "A digivolves GEN-103 into TST-61732",
      "no",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("is not triggered by a Digimon without the trait", () => {
    const t = run(
      "turn A | A: TST-61731 GEN-103, hand TST-61733, deck GEN-104, memory 3",
      "A digivolves GEN-103 into TST-61733",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});
