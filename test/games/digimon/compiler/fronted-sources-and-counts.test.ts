/**
 * "from 1 of your opponent's Digimon, trash any 1 digivolution card for each ...": the Digimon
 * said first, the number of cards multiplied by the count; and a "for each" that only the last
 * clause can take ("unsuspend ..., and gain 1 memory for each ...") counts for that clause alone.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { recordCard } from "../test-card.ts";

const TAMER = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [] };
const CARDS = [
  readRecord("TST-61781", "Peelmon", {
    playCost: 0,
    effect:
      "[On Play] From 1 of your opponent's Digimon, trash any 1 digivolution card for each of your Tamers.",
  }),
  readRecord("TST-61782", "Wakemon", {
    playCost: 0,
    effect: "[When Attacking] Unsuspend this Digimon, and gain 1 memory for each of your Tamers.",
  }),
  readRecord("TST-61783", "Tamer One", TAMER),
  readRecord("TST-61784", "Tamer Two", TAMER),
];
const { run } = recordRunner(CARDS);

describe("a fronted Digimon for trashing digivolution cards", () => {
  it("trashes as many of its digivolution cards as the count says", () => {
    const t = run(
      "turn A | A: TST-61783 TST-61784, hand TST-61781 | B: GEN-106[GEN-105 GEN-104 GEN-103]",
      "A plays TST-61781",
      "target GEN-105 GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-106[GEN-103]"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-105", "GEN-104"]);
  });
});

describe("a count only the last clause takes", () => {
  it("multiplies the memory, and this Digimon unsuspends once", () => {
    const t = run(
      "turn A | A: TST-61783 TST-61784 TST-61782, memory 0 | B: GEN-203",
      "A attacks with TST-61782",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(t.final.areas.A!.battle).toContain("TST-61782");
  });

  it("leaves a count no clause can take unread", () => {
    const out = recordCard("TST-61785", "Countmon", {
      effect: "[On Play] Reveal 1 card from the top of your deck for each of your Tamers.",
    });
    expect(out.unread.map((u) => u.fragment)).toEqual([
      "Reveal 1 card from the top of your deck for each of your Tamers.",
    ]);
  });
});
