/**
 * "You may trash all of the digivolution cards of 1 of your [X] and place it at the bottom of this
 * Digimon's digivolution cards to digivolve ...": that Digimon's top card goes under this one, the
 * cards under it to the trash (4-7-8), then the digivolution.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72071", "Rider", {
    level: 3,
    digivolve: [],
    effect:
      "[Main] You may trash all of the digivolution cards of 1 of your [Axe] and place it at the bottom of this Digimon's digivolution cards to digivolve this Digimon into a [Knight] in your hand without paying its memory cost.",
  }),
  readRecord("TST-72072", "Axe", {}),
  readRecord("TST-72073", "Knight", {}),
];
const { run } = recordRunner(CARDS);

describe("trash its digivolution cards and place it under this Digimon, to digivolve", () => {
  it("the [Axe] goes under without its cards, and this Digimon digivolves for free", () => {
    const t = run(
      "turn A | A: TST-72071[GEN-103] TST-72072[GEN-104], hand TST-72073, memory 3",
      "A activates TST-72071",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-72073[TST-72071 GEN-103 TST-72072]"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
  });

  it("can't be paid without an [Axe]", () => {
    const { errorOf } = recordRunner(CARDS);
    const why = errorOf(() =>
      run("turn A | A: TST-72071[GEN-103] GEN-104, hand TST-72073, memory 3", "A activates TST-72071", "yes"),
    );
    expect(why).toContain("too few Digimon");
  });
});
