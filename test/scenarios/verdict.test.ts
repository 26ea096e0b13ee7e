import { describe, expect, it } from "vitest";
import { editionsFor, loadScenarios, runScenario } from "../../src/scenarios/library.ts";

const scenarios = loadScenarios();

describe("the scenario library's rulings are complete", () => {
  it("holds scenarios of every game to check", () =>
    expect(new Set(scenarios.map((s) => s.game))).toEqual(new Set(["digimon", "duel-masters", "wixoss"])));
  for (const s of scenarios)
    for (const edition of editionsFor(s.game))
      it(`${s.id} under ${edition}: complete, no gaps`, () => {
        expect(runScenario(s, edition).verdict).toEqual({ complete: true, gaps: [] });
      });
});
