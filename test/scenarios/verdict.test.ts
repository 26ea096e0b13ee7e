import { describe, expect, it } from "vitest";
import { editionsFor, loadScenarios, runScenario } from "../../src/scenarios/library.ts";

const scenarios = loadScenarios().filter((s) => s.game === "digimon");

describe("the scenario library's rulings are complete", () => {
  it("holds Digimon scenarios to check", () => expect(scenarios.length).toBeGreaterThan(5));
  for (const s of scenarios)
    for (const edition of editionsFor(s.game))
      it(`${s.id} under ${edition}: complete, no gaps`, () => {
        expect(runScenario(s, edition).verdict).toEqual({ complete: true, gaps: [] });
      });
});
