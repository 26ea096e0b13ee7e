/** "By placing 1 of your Digimon cards with ... from your hand under this Tamer": one card of yours, as "1 Digimon card". */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61801", "Keeper", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 0,
    effect:
      "[On Play] By placing 1 of your Digimon cards with [Knight] in its name from your hand under this Tamer, <Draw 1>.",
  }),
  readRecord("TST-61802", "Knightmon", {}),
];
const { run } = recordRunner(CARDS);

describe("'1 of your Digimon cards' from the hand as a cost", () => {
  it("places the matching card under the Tamer and draws", () => {
    const t = run("turn A | A: hand TST-61801 GEN-104 TST-61802, deck GEN-103", "A plays TST-61801", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-61801[TST-61802]"]);
    expect(t.final.areas.A!.hand).toEqual(["GEN-104", "GEN-103"]);
  });

  it("cannot be paid without such a card", () => {
    const t = run("turn A | A: hand TST-61801 GEN-104, deck GEN-103", "A plays TST-61801", "yes");
    expect(t.final.areas.A!.hand).toEqual(["GEN-104"]);
  });
});
