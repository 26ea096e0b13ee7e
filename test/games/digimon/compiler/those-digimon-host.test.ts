/**
 * "When any of your play cost 7 or higher [X] trait Digimon are played, ... you may place 1 card
 * from your hand face down as any of those Digimon's bottom digivolution card": the played
 * Digimon, the play cost at least 7.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72054", "Feeder Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 0,
    effect:
      "[Your Turn] When any of your play cost 7 or higher [Machine] trait Digimon are played, you may place 1 card from your hand face down as any of those Digimon's bottom digivolution card.",
  }),
  readRecord("TST-72055", "Big Machine", { traits: ["Machine"], playCost: 7 }),
  readRecord("TST-72056", "Small Machine", { traits: ["Machine"], playCost: 6 }),
];
const { run } = recordRunner(CARDS);

describe("under one of the Digimon the trigger names", () => {
  it("the played play cost 7 Digimon gets the card, not the Digimon already there", () => {
    const t = run(
      "turn A | A: TST-72054 GEN-104, hand TST-72055 GEN-103, memory 10",
      "A plays TST-72055",
      "yes; target GEN-103",
    );
    expect(t.final.areas.A!.battle).toContain("TST-72055[GEN-103(down)]");
    expect(t.final.areas.A!.battle).toContain("GEN-104");
  });

  it("not for a play cost 6 one", () => {
    const t = run(
      "turn A | A: TST-72054, hand TST-72056 GEN-103, memory 10",
      "A plays TST-72056",
      "yes; target GEN-103",
    );
    expect(t.final.areas.A!.battle).toContain("TST-72056");
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
  });
});
