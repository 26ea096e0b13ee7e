/**
 * "It further gets -3000 DP for each of this Digimon's level 5 digivolution cards.": the DP change
 * before it grows by the counted amount, on the same Digimon and for as long.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[When Attacking] 1 of your opponent's Digimon gets -2000 DP for the turn. It further gets -3000 DP for each of this Digimon's level 5 digivolution cards.";
const { run } = recordRunner([testCard("TST-6121", TEXT, { level: 6, dp: 9000 })]);
const attack = (sources: string) =>
  run(
    `turn A main; A: TST-6121[${sources}] | B: GEN-105, security 3`,
    "A attacks player B with TST-6121",
    "target GEN-105",
  ).final.areas.B!;

describe("a DP change that further grows by a count", () => {
  it("reads as one DP change: the first amount plus the counted part", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "dp",
        target: { side: "opponent", count: 1, filter: { category: "Digimon" } },
        amount: {
          perEach: { side: "you", filter: { level: 5 }, zone: "sources" },
          times: -3000,
          plus: -2000,
        },
        duration: "turn",
      },
    ]);
  });

  it("takes the 7000 DP Digimon to 0 with two level 5 digivolution cards, not with one", () => {
    expect(attack("GEN-104 GEN-105 GEN-105").trash).toContain("GEN-105");
    // -2000 and -3000 once: 2000 DP left.
    expect(attack("GEN-104 GEN-104 GEN-105").battle).toEqual(["GEN-105"]);
  });

  it("leaves the sentence unread when there is no single DP change before it", () => {
    const r = compileText(
      "[On Play] All of your opponent's Digimon get -2000 DP for the turn. It further gets -3000 DP for each card in your hand.",
      { code: "TST" },
    );
    expect(r.unread.map((u) => u.fragment)).toEqual(["It further gets -3000 DP for each card in your hand."]);
  });
});
