/**
 * "You may use 1 Option card with the [X] trait among them without paying the cost" (used, 9-1),
 * and "When your Digimon with the [X] trait would leave the battle area ..., by trashing 1 Option
 * card in this Digimon's digivolution cards, prevent it" ("your Digimon": any of them).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const option = (code: string, effect: string, traits: string[] = []) =>
  readRecord(code, `Opt${code.slice(-1)}`, {
    category: "Option",
    level: undefined,
    dp: undefined,
    playCost: 2,
    digivolve: [],
    traits,
    effect,
  });
const CARDS = [
  readRecord("TST-91130", "Gundish", {
    level: 6,
    effect:
      "[On Play] Reveal the top 3 cards of your deck. You may use 1 Option card with the [Musketeer] trait among them without paying the cost. Return the rest to the bottom of the deck.\n[All Turns] When your Digimon with the [Musketeer] trait would leave the battle area other than by your effects, by trashing 1 Option card in this Digimon's digivolution cards, prevent it.",
  }),
  readRecord("TST-91131", "Muskmon", { level: 4, traits: ["Musketeer"] }),
  option("TST-91132", "[Main] Gain 2 memory.", ["Musketeer"]),
  option("TST-91133", "[Main] Delete 1 of your opponent's level 4 Digimon."),
];
const { run } = recordRunner(CARDS);

describe("an Option card used from among the revealed cards", () => {
  it("is used without paying its cost", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-91130, deck TST-91132 GEN-103 GEN-103, memory 6 | B: GEN-104",
      "A plays TST-91130",
      "yes",
    );
    expect(t.final.memory?.value).toBe(2);
    expect(t.final.areas.A!.trash).toEqual(["TST-91132"]);
  });
});

describe("'When your Digimon with the [X] trait would leave'", () => {
  it("trashes the Option card from this Digimon's digivolution cards to keep that Digimon", () => {
    const t = run(
      "turn B | A: TST-91130[TST-91132 GEN-105] TST-91131 | B: GEN-104, hand TST-91133, memory 3",
      "B uses TST-91133",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-91130[GEN-105]", "TST-91131"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-91132"]);
  });
});
