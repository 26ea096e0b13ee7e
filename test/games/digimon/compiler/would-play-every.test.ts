/**
 * A card lowering its own play cost (7-1-2-2): "When playing this card from your hand, reduce its
 * memory cost by 1 for each ..." (the older wording of "When this card would be played") and
 * "reduce the play cost by 4 for every 10 cards in your trash" (the count divided, rounded down).
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { normalizeText } from "../../../../src/games/digimon/compiler/text/normalize.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const memoryAfter = (board: string, code: string, cards: string) =>
  resolveDigimon({ board, action: `A plays ${code}`, cards }).trace.final.memory;

describe("'When playing this card from your hand, reduce its memory cost by 1 for each ...'", () => {
  const text =
    "When playing this card from your hand, reduce its memory cost by 1 for each of your opponent's Digimon with no digivolution cards.";
  const cards = `TST-9601 "Seal Pup" digimon lv 4 5000 dp blue cost 5 : ${text}`;

  it("reads as the card's own play-cost reduction", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]).toMatchObject({
      category: "immediate",
      would: { on: "play", card: "this", fromHand: true },
      ops: [{ op: "reduceCost", n: 1, perEach: { side: "opponent" } }],
    });
  });

  it("costs 1 less for each opponent's Digimon without digivolution cards", () => {
    const board = (b: string) => `turn A; A: hand TST-9601, memory 5 | B: ${b}`;
    expect(memoryAfter(board("GEN-103 GEN-104"), "TST-9601", cards)).toEqual({ player: "A", value: 2 });
    expect(memoryAfter(board("GEN-103 GEN-104[GEN-103]"), "TST-9601", cards)).toEqual({
      player: "A",
      value: 1,
    });
  });
});

describe("'reduce the play cost by 4 for every 10 cards in your trash'", () => {
  const text =
    "When you would play this card from your hand, reduce the play cost by 4 for every 10 cards in your trash.";
  const cards = `TST-9611 "Gunner" digimon lv 5 7000 dp purple cost 9 : ${text}`;
  const trash = (n: number) => Array.from({ length: n }, () => "GEN-103").join(" ");

  it("reads the count per 10", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      { op: "reduceCost", n: 4, perEach: { side: "you", filter: {}, zone: "trash", per: 10 } },
    ]);
  });

  it("takes 4 off for 10 cards, 8 for 20, nothing for 9", () => {
    const board = (n: number) => `turn A; A: hand TST-9611, memory 9, trash ${trash(n)} | B: GEN-103`;
    expect(memoryAfter(board(9), "TST-9611", cards)).toEqual({ player: "A", value: 0 });
    expect(memoryAfter(board(10), "TST-9611", cards)).toEqual({ player: "A", value: 4 });
    expect(memoryAfter(board(21), "TST-9611", cards)).toEqual({ player: "A", value: 8 });
  });
});

describe("a word printed twice", () => {
  it("mends 'an use Option card'", () => {
    expect(normalizeText("When you use an use Option card with a cost of 1 or more, gain 1 memory.")).toBe(
      "When you use an Option card with a cost of 1 or more, gain 1 memory.",
    );
  });
});
