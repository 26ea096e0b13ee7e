/**
 * "This Digimon linked with [X] may digivolve into ...": only while one of its link cards has
 * that name (4-10-1).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS: CardDef[] = [
  readRecord("TST-83601", "Linker Test", {
    playCost: 3,
    level: 4,
    effect:
      "[Main] This Digimon linked with [Plug Test] may digivolve into a Digimon card with [Big] in its text in the hand with the digivolution cost reduced by 2.",
  }),
  readRecord("TST-83602", "Plug Test", {
    level: 3,
    playCost: 3,
    linkRequirement: "[Link] Lv.4: Cost 1",
    linkDp: 1000,
  }),
  readRecord("TST-83603", "Big Test", {
    level: 5,
    playCost: 8,
    digivolve: [{ level: 4, color: "Red", cost: 3 }],
  }),
];
const { run } = recordRunner(CARDS);

describe("a Digimon linked with a named card", () => {
  it("digivolves while it has that link card", () => {
    const t = run(
      "turn A | A: TST-83601[TST-83602(link)], hand TST-83603, memory 2",
      "A activates TST-83601",
      "target TST-83603",
    );
    expect(t.final.areas.A!.battle?.[0] ?? "").toMatch(/^TST-83603\[TST-83601/);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("does nothing without it", () => {
    const t = run("turn A | A: TST-83601, hand TST-83603, memory 2", "A activates TST-83601");
    expect(t.final.areas.A!.battle).toEqual(["TST-83601"]);
  });
});
