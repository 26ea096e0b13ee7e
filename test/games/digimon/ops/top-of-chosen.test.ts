/**
 * "By trashing the top stacked card of 1 of your [X] trait Digimon", "By placing the top card of 1
 * of your level 4 or higher Digimon on top of your security stack", "... as that Digimon's bottom
 * digivolution card": one of your Digimon with stacked cards gives its top card (4-7-2); the card
 * under it becomes the top with the stack's state (4-7-6). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const TAMER = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [], playCost: 3 };
const SHEDDER = readRecord("TST-7901", "Plate Shedder", {
  ...TAMER,
  effect:
    "[Main] By suspending this Tamer and trashing the top stacked card of 1 of your [Plated] trait Digimon, <Draw 1> and gain 1 memory.",
});
const PLATED = readRecord("TST-7902", "Plated Beast", { level: 5, dp: 7000, traits: ["Plated"] });
const KEEPER = readRecord("TST-7903", "Stack Keeper", {
  ...TAMER,
  effect:
    "[Main] By placing the top card of 1 of your level 4 or higher Digimon on top of your security stack, gain 2 memory.",
});
const TURNER = readRecord("TST-7904", "Stack Turner", {
  ...TAMER,
  effect:
    "[Main] By suspending this Tamer and placing the top card of one of your [Plated] trait Digimon as that Digimon's bottom digivolution card, gain 1 memory.",
});
const { run, errorOf } = recordRunner([SHEDDER, PLATED, KEEPER, TURNER]);

describe("the top card of a chosen Digimon as a cost", () => {
  it("trashes the top card; the card under it stays suspended and is the Digimon now (4-7-6)", () => {
    const t = run(
      "turn A | A: TST-7901 TST-7902(sus)[GEN-104 GEN-103] GEN-105[GEN-104], deck 2, memory 0 | B: GEN-103",
      "A activates TST-7901",
      "yes",
    );
    const a = t.final.areas.A!;
    expect(a.battle).toEqual(["TST-7901(sus)", "GEN-104[GEN-103](sus)", "GEN-105[GEN-104]"]);
    expect(a.trash).toEqual(["TST-7902"]);
    expect(a.hand).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("a [Plated] Digimon of one card is not stacked cards: the cost can't be paid (4-7-2, 15-8-4-2)", () => {
    const why = errorOf(() =>
      run(
        "turn A | A: TST-7901 TST-7902 GEN-105[GEN-104], deck 2, memory 0 | B: GEN-103",
        "A activates TST-7901",
        "yes",
      ),
    );
    expect(why).toMatch(/cost can't be paid \(player A has no matching Digimon with stacked cards\)/);
  });

  it("places the top card of the chosen level 4+ Digimon on top of the security stack, face down", () => {
    const t = run(
      "turn A | A: TST-7903 GEN-103[GEN-002] GEN-105[GEN-104], security GEN-203, memory 0 | B: GEN-103",
      "A activates TST-7903",
      "yes",
    );
    const a = t.final.areas.A!;
    expect(a.security).toEqual(["GEN-105", "GEN-203"]);
    expect(a.battle).toEqual(["TST-7903", "GEN-103[GEN-002]", "GEN-104"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("declining pays nothing", () => {
    const t = run(
      "turn A | A: TST-7903 GEN-105[GEN-104], security GEN-203, memory 0 | B: GEN-103",
      "A activates TST-7903",
      "no",
    );
    expect(t.final.areas.A!.security).toEqual(["GEN-203"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("moves the top card under the same Digimon as its bottom digivolution card", () => {
    const t = run(
      "turn A | A: TST-7904 TST-7902[GEN-104 GEN-103], memory 0 | B: GEN-103",
      "A activates TST-7904",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7904(sus)", "GEN-104[GEN-103 TST-7902]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});
