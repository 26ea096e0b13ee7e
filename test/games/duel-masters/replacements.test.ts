import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-703 "Murk Imp" creature darkness cost 1 power 1000',
  'XDM-750 "Homing Wisp" creature light cost 2 power 1000 : When this creature would be destroyed, you may return it to your hand instead.',
  'XDM-751 "Vow Keeper" creature light cost 3 power 2000 : When this creature would be put into your graveyard from the battle zone, add it to your shields face down instead.',
  'XDM-752 "Ledge Diver" creature fire cost 3 power 5000 : While attacking a creature, this creature can\'t be blocked.',
  'XDM-753 "Hit and Run" creature fire cost 2 power 2000 : At the end of each of your turns, if this creature broke any shields that turn, return it to your hand.',
  'XDM-754 "Deep Counter" creature water cost 3 power 1000 : This creature gets +1000 power for each water creature and darkness creature your opponent has in the battle zone.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace.final.areas;

describe("'instead' of being destroyed", () => {
  it("'you may return it to your hand instead' lets its controller choose", () => {
    const kept = run("A: XDM-700 | B: XDM-750(tap), shield 1", "A attacks XDM-750 with XDM-700", "yes");
    expect(kept.B!.hand).toEqual(["XDM-750"]);
    expect(kept.B!.graveyard ?? []).toEqual([]);
    const declined = run("A: XDM-700 | B: XDM-750(tap), shield 1", "A attacks XDM-750 with XDM-700", "no");
    expect(declined.B!.graveyard).toEqual(["XDM-750"]);
    expect(declined.B!.hand ?? []).toEqual([]);
  });

  it("'would be put into your graveyard from the battle zone' adds it to the shields when it is destroyed", () => {
    const t = run("A: XDM-700 | B: XDM-751(tap), shield 1", "A attacks XDM-751 with XDM-700");
    expect(t.B!.shield).toHaveLength(2);
    expect(t.B!.graveyard ?? []).toEqual([]);
  });
});

describe("conditions on attacking and on shields broken", () => {
  it("can't be blocked while it attacks a creature, but can be when it attacks a player", () => {
    expect(() =>
      run(
        "A: XDM-752 | B: XDM-700(tap) XDM-701, shield 1",
        "A attacks XDM-700 with XDM-752 blocked by XDM-701",
      ),
    ).toThrow(/can't be blocked/);
    const blocked = run("A: XDM-752 | B: XDM-701, shield 1", "A attacks B with XDM-752 blocked by XDM-701");
    expect(blocked.B!.graveyard).toEqual(["XDM-701"]);
    expect(blocked.B!.shield).toHaveLength(1);
  });

  it("returns to the hand at the end of the turn only if it broke a shield that turn", () => {
    const broke = run("A: XDM-753 | B: shield 2", "A attacks B with XDM-753; A ends the turn");
    expect(broke.A!.hand).toEqual(["XDM-753"]);
    expect(broke.A!.battle ?? []).toEqual([]);
    const idle = run("A: XDM-753 XDM-700 | B: shield 2", "A attacks B with XDM-700; A ends the turn");
    expect(idle.A!.battle).toContain("XDM-753");
    expect(idle.A!.hand ?? []).toEqual([]);
  });

  it("counts 'each water creature and darkness creature your opponent has' as creatures of either civilization", () => {
    // 1000 + 1000 x (Tide Pup, Murk Imp, Reef Guard) = 4000: a tie with Reef Guard destroys both.
    const both = run(
      "A: XDM-754 | B: XDM-701 XDM-702 XDM-703 XDM-700, shield 1",
      "A attacks B with XDM-754 blocked by XDM-701",
    );
    expect(both.A!.graveyard).toEqual(["XDM-754"]);
    expect(both.B!.graveyard).toEqual(["XDM-701"]);
    const fewer = run(
      "A: XDM-754 | B: XDM-701 XDM-700, shield 1",
      "A attacks B with XDM-754 blocked by XDM-701",
    );
    expect(fewer.A!.graveyard).toEqual(["XDM-754"]);
    expect(fewer.B!.graveyard ?? []).toEqual([]);
  });
});
