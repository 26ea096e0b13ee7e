/**
 * The Digimon one effect plays together are played at the same time (15-5-2): an effect that
 * triggers when a Digimon is played triggers once for them all, and a "1 of those Digimon" choice
 * is among all of them. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const CARDS = [
  testCard("TST-8101", "[Your Turn] When one of your Digimon is played, gain 1 memory.", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
  }),
  testCard("TST-8102", "[On Play] Play 2 [Pup] Tokens (Digimon/Yellow/2000 DP)."),
  testCard(
    "TST-8103",
    "[On Play] You may play up to 2 level 3 Digimon cards from your hand without paying the cost.",
    { level: 4, playCost: 0 },
  ),
  testCard("TST-8104", "", { playCost: 3 }),
  testCard(
    "TST-8105",
    "[Your Turn] When one of your Digimon is played, 1 of those Digimon gets +1000 DP for the turn.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
];
const { run } = recordRunner(CARDS);

describe("several Digimon played by one effect (15-5-2)", () => {
  it("two Tokens played together trigger a 'when one of your Digimon is played' effect once for them", () => {
    const t = run("turn A | A: TST-8101, hand TST-8102, memory 0", "A plays TST-8102");
    expect(t.final.areas.A!.battle).toEqual(["TST-8101", "TST-8102", "TOKEN-Pup", "TOKEN-Pup"]);
    // Once for TST-8102's own play, once for the two Tokens played together.
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("two cards played from the hand by one effect trigger it once too", () => {
    const t = run(
      "turn A | A: TST-8101, hand TST-8103 TST-8104 TST-8104, memory 0",
      "A plays TST-8103",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-8101", "TST-8103", "TST-8104", "TST-8104"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("'1 of those Digimon' is chosen among every Digimon played together", () => {
    const t = run("turn A | A: TST-8105, hand TST-8102, memory 0", "A plays TST-8102", "target TOKEN-Pup");
    const asked = t.steps
      .flatMap((s) => s.choices ?? [])
      .filter((c) => c.picked.join().includes("TOKEN-Pup"));
    // One trigger for the two Tokens: one Token chosen, and TST-8102's own play triggered it apart.
    expect(asked).toHaveLength(1);
    const dps = (t.final.details?.A ?? []).map((d) => `${d.card}:${d.dp ?? "-"}`);
    expect(dps).toEqual(["TST-8105:-", "TST-8102:4000", "TOKEN-Pup:3000", "TOKEN-Pup:2000"]);
  });
});
