import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-702 "Tide Pup" creature water cost 1 power 1000',
  'XDM-710 "Rush Raider" creature fire cost 4 power 2000 : Turbo rush (reminder) : This creature gets +5000 power and has "double breaker."',
  'XDM-711 "Pure Current" creature water cost 3 power 2000 : While all the cards in your mana zone are water cards, this creature gets +3000 power.',
  'XDM-712 "Shell Keeper" creature light cost 3 power 1000 : This creature gets +1000 power for each shield you have.',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace;

describe("conditions on Duel Masters statics", () => {
  it("Turbo rush: the ability is there once another creature of the same player broke shields this turn", () => {
    const after = run(
      "A: XDM-700 XDM-710 | B: shield 5",
      "A attacks B with XDM-700; A attacks B with XDM-710",
    );
    expect(after.final.areas.B!.shield).toHaveLength(2);
    const first = run("A: XDM-700 XDM-710 | B: shield 5", "A attacks B with XDM-710");
    expect(first.final.areas.B!.shield).toHaveLength(4);
  });

  it("'while all the cards in your mana zone are water cards' holds only while none is of another civilization", () => {
    const battle = (mana: string) =>
      run(`A: XDM-711, mana ${mana} | B: XDM-701, shield 2`, "A attacks B with XDM-711 blocked by XDM-701")
        .final.areas;
    expect(battle("XDM-702 XDM-701").B!.graveyard).toEqual(["XDM-701"]);
    expect(battle("XDM-702 XDM-700").A!.graveyard).toEqual(["XDM-711"]);
  });

  it("counts its controller's shields for 'for each shield you have'", () => {
    const battle = (shields: number) =>
      run(
        `A: XDM-712, shield ${shields} | B: XDM-701, shield 2`,
        "A attacks B with XDM-712 blocked by XDM-701",
      ).final.areas;
    // 1000 + 4 x 1000 = 5000 beats 4000; 1000 + 2 x 1000 = 3000 loses.
    expect(battle(4).B!.graveyard).toEqual(["XDM-701"]);
    expect(battle(2).A!.graveyard).toEqual(["XDM-712"]);
  });
});

describe("'if you have a <name> in your graveyard'", () => {
  const named = [
    'XDM-720 "Echo Lantern, the Twice Lit" creature water cost 2 power 1000 : When you put this creature into the battle zone, if you have an Echo Lantern, the Twice Lit in your graveyard, you may draw a card.',
    'XDM-721 "Echo Lanterns" creature water cost 2 power 1000',
  ].join("\n");
  const summon = (graveyard: string) =>
    resolveDuelMasters({
      board: `A: hand XDM-720, ${graveyard}deck XDM-702 XDM-700`,
      action: "A summons XDM-720",
      cards: `${cards}\n${named}`,
    }).trace.final.areas.A!.hand ?? [];

  it("draws only when a card of that name is in the graveyard", () => {
    expect(summon("graveyard XDM-720, ")).toEqual(["XDM-702"]);
    expect(summon("graveyard XDM-721 XDM-700, ")).toEqual([]);
    expect(summon("")).toEqual([]);
  });
});
