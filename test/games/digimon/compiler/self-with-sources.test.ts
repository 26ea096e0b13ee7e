/**
 * "This Digimon with 4 or more [X] digivolution cards gets +3000 DP", "This Digimon without [X]
 * in it's digivolution cards can't attack": a persistent effect that holds only while this
 * Digimon's digivolution cards are so (and "it's" read as "its").
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const MANY = "[All Turns] This Digimon with 2 or more [Rock] digivolution cards gets +3000 DP.";
const WITHOUT = "[Your Turn] This Digimon without [Rock] in it's digivolution cards can't attack.";
const { run, errorOf } = recordRunner([
  testCard("TST-6141", MANY, { level: 5, dp: 6000 }),
  testCard("TST-6142", WITHOUT, { level: 5, dp: 6000 }),
  testCard("TST-6143", "", { name: "Rock", level: 4 }),
]);

const dpOf = (sources: string) =>
  run(
    `turn A main; A: TST-6141[${sources}] | B: security 3`,
    "A attacks player B with TST-6141",
  ).final.details!.A!.find((d) => d.card.startsWith("TST-6141"))!.dp;

describe("this Digimon with (or without) certain digivolution cards", () => {
  it("reads the count of named digivolution cards and the misspelt 'it's'", () => {
    for (const text of [MANY, WITHOUT]) expect(compileText(text, { code: "TST" }).unread).toEqual([]);
  });

  it("gets +3000 DP with two [Rock] digivolution cards, not with one", () => {
    expect(dpOf("TST-6143 TST-6143 GEN-104")).toBe(9000);
    expect(dpOf("TST-6143 GEN-104 GEN-104")).toBe(6000);
  });

  it("can't attack without a [Rock] digivolution card, and can with one", () => {
    const board = (sources: string) => `turn A main; A: TST-6142[${sources}] | B: security 3`;
    expect(errorOf(() => run(board("GEN-104"), "A attacks player B with TST-6142"))).toMatch(
      /can't attack|cannot attack/i,
    );
    expect(run(board("TST-6143"), "A attacks player B with TST-6142").final.areas.B!.security).toHaveLength(
      2,
    );
  });
});
