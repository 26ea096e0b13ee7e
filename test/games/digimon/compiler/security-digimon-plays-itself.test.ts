/**
 * "[Security] At the end of the battle, play this Digimon without paying its memory cost.": the
 * older wording of a Security Digimon playing itself (14-2-5), "this Digimon" for "this card".
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const TEXT = "[Security] At the end of the battle, play this Digimon without paying its memory cost.";
const { run } = recordRunner([testCard("TST-6151", TEXT, { dp: 4000 })]);

describe("a Security Digimon that plays 'this Digimon' at the end of its battle", () => {
  it("reads as the card playing itself after the battle", () => {
    expect(compileText(TEXT, { code: "TST", part: "security" }).abilities[0]!.ops).toEqual([
      { op: "playSelfAfterBattle" },
    ]);
  });

  it("is played after the battle it loses", () => {
    const t = run("turn A | A: GEN-105 | B: security TST-6151 GEN-203", "A attacks B with GEN-105");
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-6151"], security: ["GEN-203"] });
    expect(t.steps.map((s) => s.rule)).toContain("14-2-5");
  });
});
