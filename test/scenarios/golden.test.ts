import { describe, expect, it } from "vitest";
import { compactTrace, firstDifference } from "../../src/scenarios/compact.ts";
import { editionsFor, findScenario, loadScenarios, runScenario } from "../../src/scenarios/library.ts";

const scenarios = loadScenarios();

describe("scenario library", () => {
  it("holds the six Rules Processing examples", () => {
    expect(
      scenarios.filter((s) => s.id.startsWith("digimon/rules-processing-")).map((s) => s.source.example),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  for (const s of scenarios)
    for (const edition of editionsFor(s.game))
      it(`${s.id} matches its golden under ${edition}`, () => {
        const expected = s.expected[edition];
        expect(
          expected,
          `no expected run for ${edition}; run \`npm run cli -- scenario record ${s.id}\``,
        ).toBeDefined();
        expect(firstDifference(expected!, compactTrace(runScenario(s, edition)))).toBeNull();
      });
});

const activations = (id: string, edition: string) =>
  runScenario(findScenario(id)!, edition)
    .steps.filter((x) => x.kind === "activate" || x.kind === "fail")
    .map((x) => `${x.kind === "fail" ? "fail " : ""}${x.card}`);

describe("the wiki's orders, and where the current rules differ", () => {
  it("example 4: ST3-04, BT2-070, BT4-097, BT2-021 after BT4-048 under wiki-2022", () => {
    expect(activations("digimon/rules-processing-4", "wiki-2022")).toEqual([
      "BT4-048",
      "ST3-04",
      "BT2-070",
      "BT4-097",
      "BT2-021",
    ]);
  });

  it("example 4: BT2-070 after all three of player A's effects under cr-4.2", () => {
    const order = activations("digimon/rules-processing-4", "cr-4.2");
    expect(order.at(-1)).toBe("BT2-070");
    expect(order.slice(1, 4).sort()).toEqual(["BT2-021", "BT4-097", "ST3-04"]);
  });

  it("example 3: Tapirmon fails under the wiki but draws first by default under cr-4.2", () => {
    expect(activations("digimon/rules-processing-3", "wiki-2022")).toEqual([
      "BT8-015",
      "BT5-072",
      "fail BT2-070",
    ]);
    expect(activations("digimon/rules-processing-3", "cr-4.2")).toEqual(["BT8-015", "BT2-070", "BT5-072"]);
  });

  it("example 5: Lotosmon fails because it left the battle area", () => {
    const t = runScenario(findScenario("digimon/rules-processing-5")!, "wiki-2022");
    const fail = t.steps.find((x) => x.kind === "fail")!;
    expect(fail).toMatchObject({ card: "BT4-060", rule: "15-4-4-3", player: "B" });
  });

  it("example 6: Gabumon's [On Play] fails after rules processing deleted it", () => {
    expect(activations("digimon/rules-processing-6", "wiki-2022")).toEqual([
      "BT3-092",
      "fail BT1-029",
      "BT1-086",
      "BT2-085",
    ]);
  });
});
