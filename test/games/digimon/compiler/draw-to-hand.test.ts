/**
 * "Draw cards until there are 4 cards in your hand": as many as the hand lacks, none when it has
 * that many; and "by trashing 1 Option card in this Digimon's digivolution card," (a record's
 * lost plural) read as the digivolution cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-91060", "Drawmon", {
    effect: "[On Play] Gain 1 memory. Then, draw cards until there are 4 cards in your hand.",
  }),
  readRecord("TST-91061", "Optmon", {
    effect: "[On Play] By trashing 1 Option card in this Digimon's digivolution card, gain 2 memory.",
  }),
];
const { run } = recordRunner(CARDS);

describe("'draw cards until there are N cards in your hand'", () => {
  it("draws what the hand lacks", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-91060 GEN-105, deck GEN-103 GEN-103 GEN-103 GEN-103 GEN-103, memory 6 | B: GEN-104",
      "A plays TST-91060",
    );
    expect(t.final.areas.A!.hand).toHaveLength(4);
  });

  it("draws none when the hand already has that many", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-91060 GEN-105 GEN-105 GEN-105 GEN-105 GEN-105, deck GEN-103 GEN-103, memory 6 | B: GEN-104",
      "A plays TST-91060",
    );
    expect(t.final.areas.A!.hand).toHaveLength(5);
  });
});
