/**
 * "by returning 2 [X] from that Digimon's digivolution cards to the bottom of the deck": the cards
 * come from the trigger's Digimon (15-8-5) and from no other; "from 1 of your [Y]'s digivolution
 * cards": all of them from one such Digimon (4-8-1). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const TAMER = { category: "Tamer" as const, level: undefined, dp: undefined, digivolve: [], playCost: 3 };
const CARDS = [
  readRecord("TST-7941", "Seed Caller", {
    ...TAMER,
    effect:
      "[Your Turn] When any of your Digimon attack, by suspending this Tamer and returning 2 [Test Seed] from that Digimon's digivolution cards to the bottom of the deck, gain 3 memory.",
  }),
  readRecord("TST-7942", "Test Seed", { level: 3, dp: 3000 }),
  readRecord("TST-7943", "Seed Keeper", {
    ...TAMER,
    effect:
      "[Main] By placing 2 [Test Seed] from 1 of your [Test Tree]'s digivolution cards at the bottom of their owners' decks, gain 2 memory.",
  }),
  readRecord("TST-7944", "Test Tree", { level: 5, dp: 7000 }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("digivolution cards of the trigger's Digimon as a cost", () => {
  it("returns two of the attacker's [Test Seed] to the bottom of the deck", () => {
    const t = run(
      "turn A main; A: TST-7941 GEN-105[TST-7942 GEN-103 TST-7942], deck GEN-204, memory 0 | B: security GEN-203",
      "A attacks B with GEN-105",
      "yes",
    );
    const a = t.final.areas.A!;
    expect(a.battle![0]).toBe("TST-7941(sus)");
    expect(a.battle![1]).toMatch(/^GEN-105\[GEN-103\]/);
    expect(a.deck).toEqual(["GEN-204", "TST-7942", "TST-7942"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("another Digimon's seeds don't pay for the attacker", () => {
    const t = run(
      "turn A main; A: TST-7941 GEN-105[TST-7942 GEN-104] GEN-106[TST-7942 TST-7942], deck GEN-204, memory 0 | B: security GEN-203",
      "A attacks B with GEN-105",
      "yes",
    );
    expect(t.final.areas.A!.battle![0]).toBe("TST-7941");
    expect(t.final.areas.A!.deck).toEqual(["GEN-204"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("digivolution cards of one named Digimon as a cost", () => {
  it("takes both from the one [Test Tree] that has two", () => {
    const t = run(
      "turn A | A: TST-7943 TST-7944[TST-7942 GEN-104] TST-7944[TST-7942 TST-7942 GEN-104], deck GEN-204, memory 0 | B: GEN-103",
      "A activates TST-7943",
      "yes",
    );
    const a = t.final.areas.A!;
    expect(a.battle).toEqual(["TST-7943", "TST-7944[TST-7942 GEN-104]", "TST-7944[GEN-104]"]);
    expect(a.deck).toEqual(["GEN-204", "TST-7942", "TST-7942"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("one seed under each of two [Test Tree] is not enough", () => {
    const why = errorOf(() =>
      run(
        "turn A | A: TST-7943 TST-7944[TST-7942] TST-7944[TST-7942], memory 0 | B: GEN-103",
        "A activates TST-7943",
        "yes",
      ),
    );
    expect(why).toMatch(/cost can't be paid \(no Digimon it names has enough matching digivolution cards\)/);
  });
});
