import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

// "Any [On Play] effects on the Tamer played with this effect don't activate": as for a Digimon played so.
const PLAY =
  "[On Play] You may play 1 yellow Tamer card from your hand without paying its memory cost. Any [On Play] effects on the Tamer played with this effect don't activate.";
const CARDS = [
  testCard("TST-4811", PLAY),
  testCard("TST-4812", "[On Play] Gain 2 memory.", tamerOf("Yellow")),
];
const { run } = recordRunner(CARDS);

describe("a Tamer played by an effect without its [On Play] effects", () => {
  it("marks the play", () => {
    const a = compileText(PLAY);
    expect(a.unread).toEqual([]);
    expect(a.abilities[0]!.ops).toMatchObject([{ op: "playFrom", noOnPlay: true }]);
  });

  it("plays the Tamer, whose [On Play] effect does not activate", () => {
    const t = run(
      "turn A | A: hand TST-4811 TST-4812, memory 3 | B: GEN-203",
      "A plays TST-4811",
      "TST-4811: yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-4811", "TST-4812"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});
