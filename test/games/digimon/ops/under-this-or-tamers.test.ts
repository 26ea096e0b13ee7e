/**
 * "By placing 1 [X] trait card from your hand under this Digimon or your Tamers, ...": the card
 * goes under this Digimon or under one of your Tamers, the player's pick (4-8-1, 4-4-2); only the
 * card whose effect it is counts as "this Digimon". Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-7961", "Spirit Keeper", {
    level: 5,
    effect:
      "[Main] By placing 1 [Spirit] trait card from your hand under this Digimon or your Tamers, gain 2 memory.",
  }),
  readRecord("TST-7962", "Spirit Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    playCost: 2,
  }),
  readRecord("TST-7963", "Spirit Card", { level: 3, traits: ["Spirit"] }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("under this Digimon or your Tamers", () => {
  it("places the card under the Tamer when the player picks it", () => {
    const t = run(
      "turn A | A: TST-7961 TST-7962 GEN-105, hand TST-7963, memory 0 | B: GEN-103",
      "A activates TST-7961",
      "yes; target TST-7962",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7961", "TST-7962[TST-7963]", "GEN-105"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("places it under this Digimon, never under another Digimon", () => {
    const t = run(
      "turn A | A: TST-7961 TST-7962 GEN-105, hand TST-7963, memory 0 | B: GEN-103",
      "A activates TST-7961",
      "yes; target TST-7961",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7961[TST-7963]", "TST-7962", "GEN-105"]);
    // GEN-105 is not among the choices: an unknown pick falls back to one that is.
    const other = run(
      "turn A | A: TST-7961 TST-7962 GEN-105, hand TST-7963, memory 0 | B: GEN-103",
      "A activates TST-7961",
      "yes; target GEN-105",
    );
    expect(other.final.areas.A!.battle).toContain("GEN-105");
  });

  it("without a [Spirit] card in the hand the cost can't be paid", () => {
    const why = errorOf(() =>
      run(
        "turn A | A: TST-7961 TST-7962, hand GEN-103, memory 0 | B: GEN-103",
        "A activates TST-7961",
        "yes",
      ),
    );
    expect(why).toMatch(/cost can't be paid/);
  });
});
