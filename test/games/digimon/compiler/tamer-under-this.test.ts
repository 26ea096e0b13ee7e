/**
 * "You may place 1 of your Tamers with [X] in its text as the bottom digivolution card of this
 * Digimon with no Tamer cards in its digivolution cards": the Tamer goes under this Digimon, only
 * while no Tamer card is there yet.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [], playCost: 0 };
const CARDS = [
  readRecord("TST-72065", "Partner", {
    effect:
      "[Main] You may place 1 of your Tamers with [Pulse] in its text as the bottom digivolution card of this Digimon with no Tamer cards in its digivolution cards.",
  }),
  readRecord("TST-72066", "Pulse Tamer", tamer),
  readRecord("TST-72067", "Other Tamer", tamer),
];
const { run } = recordRunner(CARDS);

describe("a Tamer placed under this Digimon", () => {
  it("goes under it", () => {
    const t = run("turn A | A: TST-72065[GEN-103] TST-72066", "A activates TST-72065", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-72065[GEN-103 TST-72066]"]);
  });

  it("not while a Tamer card is already under it", () => {
    const t = run("turn A | A: TST-72065[TST-72067] TST-72066", "A activates TST-72065", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-72065[TST-72067]", "TST-72066"]);
  });

  it("not a Tamer without the words", () => {
    const t = run("turn A | A: TST-72065 TST-72067", "A activates TST-72065", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-72065", "TST-72067"]);
  });
});
