/**
 * Triggers about one side's Digimon that fit a filter: its attack target switched (11-2-7-2; a
 * block does it, Q1519), it deleting an opponent's Digimon in battle (even when it is deleted in
 * the same battle), and a Digimon moved out of the breeding area (4-17-1). Made-up cards on a board.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { activated, recordRunner } from "../record-runner.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-9391",
    "[Your Turn] When any of your [Tester] trait Digimon's attack targets change, gain 2 memory.",
    tamer,
  ),
  testCard("TST-9392", "", { traits: ["Tester"], dp: 4000 }),
  testCard("TST-9393", "<Blocker>", { dp: 6000 }),
  testCard(
    "TST-9394",
    "[All Turns] When one of your Digimon with [Tester] in its traits deletes an opponent's Digimon in battle, gain 2 memory.",
    tamer,
  ),
  testCard("TST-9395", "", { traits: ["Tester"], dp: 3000 }),
  testCard("TST-9396", "[Your Turn] When one of your Digimon activates <Digi-Burst>, gain 2 memory.", tamer),
  testCard("TST-9397", "[Main] <Digi-Burst 1> ・Gain 1 memory.", { level: 5, dp: 7000 }),
];
const { run } = recordRunner(CARDS);
const when = (text: string) => compileText(text, {}).abilities[0]?.when;

describe("reading triggers about a side's Digimon that fit", () => {
  it("reads the attacker whose target changes, and a battle won without 'and survives'", () => {
    expect(
      when("[Your Turn] When any of your [Tester] trait Digimon's attack targets change, gain 1 memory."),
    ).toEqual({ on: "targetSwitched", side: "you", filter: { traits: ["Tester"], category: "Digimon" } });
    expect(
      when(
        "[All Turns] When one of your Digimon with [Tester] in its traits deletes an opponent's Digimon in battle, gain 1 memory.",
      ),
    ).toEqual({
      on: "deletesInBattle",
      side: "you",
      filter: { category: "Digimon", traitIncludes: ["Tester"] },
    });
  });

  it("reads the opponent moving a Digimon out of the breeding area", () => {
    expect(
      when("[Opponent's Turn] When your opponent moves a Digimon from their breeding area, gain 1 memory."),
    ).toEqual({ on: "movedToBattle", side: "opponent", filter: { category: "Digimon" } });
  });
});

describe("an attack target switched (11-2-7-2)", () => {
  it("triggers for an attacker that fits, and not for one that does not", () => {
    const fits = run(
      "turn A | A: TST-9391 TST-9392 | B: TST-9393, security 2",
      "A attacks B with TST-9392",
      "target TST-9393",
    );
    expect(activated(fits, "TST-9391")).toBe(true);
    const other = run(
      "turn A | A: TST-9391 GEN-104 | B: TST-9393, security 2",
      "A attacks B with GEN-104",
      "target TST-9393",
    );
    expect(activated(other, "TST-9391")).toBe(false);
  });
});

describe("deleting an opponent's Digimon in battle", () => {
  it("triggers even when the winner is deleted in the same battle", () => {
    const t = run("turn A | A: TST-9394 TST-9395 | B: GEN-203(sus)", "A attacks GEN-203 with TST-9395");
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-9395"]);
    expect(activated(t, "TST-9394")).toBe(true);
  });

  it("does not trigger for a Digimon that does not fit", () => {
    const t = run("turn A | A: TST-9394 GEN-103 | B: GEN-203(sus)", "A attacks GEN-203 with GEN-103");
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(activated(t, "TST-9394")).toBe(false);
  });
});

describe("<Digi-Burst> activated (16-14)", () => {
  it("triggers when one of your Digimon activates it, not when it is declined", () => {
    const used = run(
      "turn A | A: TST-9396 TST-9397[GEN-104 GEN-103], memory 3 | B: GEN-103",
      "A activates TST-9397",
    );
    expect(used.final.areas.A!.trash).toHaveLength(1);
    expect(used.final.memory).toEqual({ player: "A", value: 6 });
    const declined = run(
      "turn A | A: TST-9396 TST-9397[GEN-104 GEN-103], memory 3 | B: GEN-103",
      "A activates TST-9397",
      "no",
    );
    expect(declined.final.memory).toEqual({ player: "A", value: 3 });
    expect(activated(declined, "TST-9396")).toBe(false);
  });
});
