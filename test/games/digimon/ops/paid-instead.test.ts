/**
 * "By X, B instead.": overwrite processing (18-2) the player chooses by paying a cost (15-7). Paid,
 * B replaces the sentence before it; declined or unpayable, the sentence before it happens as printed.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-61701", "Swap Strike", {
    category: "Option",
    level: undefined,
    dp: undefined,
    playCost: 0,
    digivolve: [],
    effect:
      "[Main] Delete 1 of your opponent's level 4 or lower Digimon. By deleting 1 of your Digimon, delete 1 of your opponent's level 6 or lower Digimon instead.",
  }),
  readRecord("TST-61703", "Plain Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
  }),
  readRecord("TST-61702", "Shieldmon", {
    effect:
      "[On Play] 1 of your opponent's Digimon gets -3000 DP until their turn ends. By trashing your top security card, instead 1 of your opponent's Digimon gets -6000 DP until their turn ends.",
    playCost: 0,
  }),
];
const { run } = recordRunner(CARDS);

describe("a paid 'instead'", () => {
  it("deletes the bigger Digimon when the player pays with one of their own", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-61701, memory 3 | B: GEN-104 GEN-206",
      "A uses TST-61701",
      "yes; target GEN-103; target GEN-206",
    );
    expect(t.final.areas.A!.battle ?? []).toEqual([]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });

  it("does the printed processing when the player declines", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-61701, memory 3 | B: GEN-104 GEN-206",
      "A uses TST-61701",
      "no; target GEN-104",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-206"]);
  });

  it("does the printed processing when there is nothing to pay with", () => {
    const t = run(
      "turn A | A: TST-61703, hand TST-61701, memory 3 | B: GEN-104 GEN-206",
      "A uses TST-61701",
      "target GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-206"]);
  });

  it("pays a security card for the larger DP reduction", () => {
    const paid = run(
      "turn A | A: hand TST-61702, security GEN-103 GEN-104 | B: GEN-104",
      "A plays TST-61702",
      "yes",
    );
    expect(paid.final.areas.A!.security).toHaveLength(1);
    expect(paid.final.areas.B!.battle).toEqual([]);
    const kept = run(
      "turn A | A: hand TST-61702, security GEN-103 GEN-104 | B: GEN-104",
      "A plays TST-61702",
      "no",
    );
    expect(kept.final.areas.A!.security).toHaveLength(2);
    expect(kept.final.areas.B!.battle).toEqual(["GEN-104"]);
  });
});
