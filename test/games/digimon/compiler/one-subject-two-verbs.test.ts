/** "If an opponent's Digimon digivolves or attacks, ...": one subject, two events; either triggers. */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-91110", "Watchmon", {
    effect: "[Opponent's Turn] If an opponent's Digimon digivolves or attacks, <Draw 1>.",
  }),
];
const { run } = recordRunner(CARDS);

describe("one subject with two verbs", () => {
  it("triggers when the opponent's Digimon attacks", () => {
    const t = run("turn B | A: TST-91110, deck GEN-103 | B: GEN-104", "B attacks the player with GEN-104");
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
  });

  it("triggers when the opponent's Digimon digivolves", () => {
    const t = run(
      "turn B | A: TST-91110, deck GEN-103 | B: GEN-104, hand GEN-105, deck GEN-203, memory 3",
      "B digivolves GEN-104 into GEN-105",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
  });
});
