/**
 * "When you play a Digimon from your trash", "When one of your Digimon is played from digivolution
 * cards", "[On Play] When played from digivolution cards": the play (7-1) must come from that zone;
 * the same card played from the hand or another zone does not count. Cards under a Tamer are
 * not digivolution cards (4-4-2).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [] };
const option = { category: "Option" as const, level: undefined, dp: undefined };
const GRAVE = readRecord("TST-7501", "Grave Keeper", {
  ...tamer,
  effect: "[Your Turn] When you play a Digimon from your trash, gain 1 memory.",
});
const ROOTS = readRecord("TST-7502", "Root Keeper", {
  ...tamer,
  effect: "[Your Turn] When one of your Digimon is played from digivolution cards, gain 2 memory.",
});
const RISER = readRecord("TST-7503", "Riser", {
  ...tamer,
  effect: "[Your Turn] When you play a Digimon from your trash, that Digimon gains <Rush> for the turn.",
});
const SPROUT = readRecord("TST-7504", "Sprout", {
  level: 3,
  dp: 2000,
  playCost: 3,
  effect: "[On Play] When played from digivolution cards, gain 3 memory.",
});
const CARDS = [
  GRAVE,
  ROOTS,
  RISER,
  SPROUT,
  testCard(
    "TST-7505",
    "[Main] You may play 1 level 3 Digimon card from your trash without paying the cost.",
    option,
  ),
  testCard(
    "TST-7506",
    "[Main] You may play 1 level 3 Digimon card from 1 of your Digimon's digivolution cards without paying the cost.",
    option,
  ),
  testCard(
    "TST-7507",
    "[Main] You may play 1 level 3 Digimon card from your hand without paying the cost.",
    option,
  ),
];
const { run } = recordRunner(CARDS);

describe("played from a zone", () => {
  it("'from your trash': a play from the trash gains memory; one from the hand doesn't", () => {
    const fromTrash = run(
      "turn A main; A: TST-7501, hand TST-7505, trash GEN-103, memory 0",
      "A uses TST-7505",
    );
    expect(fromTrash.final.areas.A!.battle).toContain("GEN-103");
    expect(fromTrash.final.memory).toEqual({ player: "A", value: 1 });
    const fromHand = run("turn A main; A: TST-7501, hand TST-7507 GEN-103, memory 0", "A uses TST-7507");
    expect(fromHand.final.areas.A!.battle).toContain("GEN-103");
    expect(fromHand.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("'played from digivolution cards': a play from a Digimon's digivolution cards counts; from the trash doesn't", () => {
    const fromSources = run(
      "turn A main; A: TST-7502 GEN-104[GEN-103], hand TST-7506, memory 0",
      "A uses TST-7506",
    );
    expect(fromSources.final.areas.A!.battle).toContain("GEN-103");
    expect(fromSources.final.memory).toEqual({ player: "A", value: 2 });
    const fromTrash = run(
      "turn A main; A: TST-7502, hand TST-7505, trash GEN-103, memory 0",
      "A uses TST-7505",
    );
    expect(fromTrash.final.memory).toEqual({ player: "A", value: 0 });
  });

  it("'that Digimon': the Digimon played from the trash gains <Rush>; one played from the hand doesn't", () => {
    const t = run(
      "turn A main; A: TST-7503, hand TST-7505, trash GEN-103, memory 0 | B: security 2",
      "A uses TST-7505",
    );
    const played = t.final.details!.A!.find((d) => d.card === "GEN-103");
    expect(played?.keywords).toContain("<Rush>");
    const fromHand = run("turn A main; A: TST-7503, hand TST-7507 GEN-103, memory 0", "A uses TST-7507");
    expect(fromHand.final.details!.A!.find((d) => d.card === "GEN-103")?.keywords).not.toContain("<Rush>");
  });

  it("[On Play] 'when played from digivolution cards' narrows the [On Play]: from the hand nothing happens", () => {
    const fromSources = run("turn A main; A: GEN-104[TST-7504], hand TST-7506, memory 0", "A uses TST-7506");
    expect(fromSources.final.memory).toEqual({ player: "A", value: 3 });
    const fromHand = run("turn A main; A: hand TST-7504, memory 5", "A plays TST-7504");
    expect(fromHand.final.areas.A!.battle).toContain("TST-7504");
    expect(fromHand.final.memory).toEqual({ player: "A", value: 2 });
  });
});
