/**
 * "with play costs less than or equal to this Digimon's digivolution cards", "with as high or lower
 * a play cost as the number of this Digimon's digivolution cards": the play cost at most their number.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72026", "Counter Deleter", {
    effect:
      "[Main] Delete up to 2 of your opponent's Digimon with play costs less than or equal to this Digimon's digivolution cards.",
  }),
  readRecord("TST-72029", "Counter Deleter Two", {
    effect:
      "[Main] Delete 1 of your opponent's Digimon with as high or lower a play cost as the number of this Digimon's digivolution cards.",
  }),
  readRecord("TST-72027", "Cost Two", { playCost: 2 }),
  readRecord("TST-72028", "Cost Three", { playCost: 3 }),
];
const { run } = recordRunner(CARDS);

describe("a play cost at most the number of this Digimon's digivolution cards", () => {
  it("with 2 cards under it, the cost 2 Digimon goes and the cost 3 one stays", () => {
    const t = run(
      "turn A | A: TST-72026[GEN-103 GEN-103] | B: TST-72027 TST-72028",
      "A activates TST-72026",
      "target TST-72027",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-72028"]);
  });

  it("with 3 under it, both may go", () => {
    const t = run(
      "turn A | A: TST-72026[GEN-103 GEN-103 GEN-103] | B: TST-72027 TST-72028",
      "A activates TST-72026",
      "target TST-72027 TST-72028",
    );
    expect(t.final.areas.B!.battle).toEqual([]);
  });

  it("the other wording: with 1 card under it, neither", () => {
    const t = run("turn A | A: TST-72029[GEN-103] | B: TST-72027 TST-72028", "A activates TST-72029");
    expect(t.final.areas.B!.battle).toEqual(["TST-72027", "TST-72028"]);
  });
});
