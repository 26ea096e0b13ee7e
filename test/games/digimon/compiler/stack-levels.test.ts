/**
 * Cards of one level in a Digimon's stack ("if this Digimon's stack has 2 or more same-level
 * cards", "for every 2 same-level cards this Digimon's stack has") and "for every 2 digivolution
 * cards this Digimon has" as a count.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const IF_SAME = "[When Attacking] If this Digimon's stack has 2 or more same-level cards, <Draw 1>.";
const PER_SAME =
  "[When Attacking] For every 2 same-level cards this Digimon's stack has, trash the top card of your opponent's security stack.";
const PER_SOURCES =
  "[Your Turn] For every 2 digivolution cards this Digimon has, it gains <Security Attack +1>.";
const EITHER =
  "[When Attacking] If [Test TST-7304] is in this Digimon's digivolution cards or if this Digimon's stack has 2 or more same-level cards, <Draw 1>.";
const CARDS = [
  testCard("TST-7301", IF_SAME, { level: 4, dp: 5000 }),
  testCard("TST-7302", PER_SAME, { level: 4, dp: 5000 }),
  testCard("TST-7303", PER_SOURCES, { level: 6, dp: 12000 }),
  testCard("TST-7304", "", { level: 3 }),
  testCard("TST-7305", EITHER, { level: 5, dp: 7000 }),
];
const { run } = recordRunner(CARDS);
const handOf = (board: string, attacker: string) =>
  run(`turn A | ${board}, deck 3 | B: GEN-205(sus)`, `A attacks GEN-205 with ${attacker}`).final.areas.A!
    .hand ?? [];

describe("same-level cards in a stack", () => {
  it("reads the condition and the counts", () => {
    expect(compileText(IF_SAME).abilities[0]!.ops[0]).toEqual({
      op: "if",
      cond: { is: "self", filter: { minSameLevel: 2 } },
      then: [{ op: "draw", n: 1 }],
    });
    expect(compileText(PER_SAME).abilities[0]!.ops[0]).toMatchObject({
      op: "scaled",
      by: { zone: "sources", sameLevel: true, per: 2 },
    });
    expect(compileText(PER_SOURCES).abilities[0]!.persistent).toEqual({
      kind: "keywordPerEach",
      keyword: "securityAttack",
      amount: 1,
      count: { side: "you", filter: {}, zone: "sources", per: 2 },
    });
    expect(compileText(EITHER).unread).toEqual([]);
  });

  it("holds when the top card and a digivolution card share a level, the top card counting", () => {
    expect(handOf("A: TST-7301[GEN-104 GEN-103]", "TST-7301")).toHaveLength(1);
    expect(handOf("A: TST-7301[GEN-103]", "TST-7301")).toHaveLength(0);
    expect(handOf("A: TST-7301[GEN-103 GEN-203]", "TST-7301")).toHaveLength(1);
  });

  it("a face-down card has no level", () => {
    expect(handOf("A: TST-7301[GEN-104(down) GEN-103]", "TST-7301")).toHaveLength(0);
  });

  it("either alternative of an 'or if' condition is enough", () => {
    expect(handOf("A: TST-7305[TST-7304]", "TST-7305")).toHaveLength(1);
    expect(handOf("A: TST-7305[GEN-105]", "TST-7305")).toHaveLength(1);
    expect(handOf("A: TST-7305[GEN-104]", "TST-7305")).toHaveLength(0);
  });

  it("counts the largest group of one level, every 2 of them once", () => {
    const security = (board: string) =>
      run(`turn A | A: ${board} | B: GEN-205(sus), security 5`, "A attacks GEN-205 with TST-7302").final.areas
        .B!.security;
    expect(security("TST-7302[GEN-104 GEN-204 GEN-104 GEN-103]")).toHaveLength(3);
    expect(security("TST-7302[GEN-104 GEN-103]")).toHaveLength(4);
    expect(security("TST-7302[GEN-103 GEN-203]")).toHaveLength(4);
  });

  it("gains <Security Attack +1> for every 2 digivolution cards, face-down ones too", () => {
    const checks = (sources: string) =>
      run(`turn A | A: TST-7303[${sources}] | B: security 5`, "A attacks player B with TST-7303").final.areas
        .B!.security;
    expect(checks("GEN-105 GEN-104 GEN-103 GEN-203(down)")).toHaveLength(2);
    expect(checks("GEN-105 GEN-104 GEN-103")).toHaveLength(3);
  });
});
