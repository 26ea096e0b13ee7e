import { describe, expect, it } from "vitest";
import { dmCard } from "../../../src/games/duel-masters/cards.ts";
import { compileDmText } from "../../../src/games/duel-masters/compiler/compile.ts";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

/** Compiles made-up text onto a blank creature (or spell) and returns it with what was not read. */
function compile(text: string, type: "Creature" | "Spell" = "Creature") {
  const def = dmCard({ code: "XDM-900", name: "Test", type, civilizations: ["Fire"], power: 1000 });
  return { def, ...compileDmText(text, def) };
}

describe("the Duel Masters card-text compiler", () => {
  it("reads keywords, restrictions and reminder text away", () => {
    const { def, unread } = compile(
      "Blocker (Whenever an opponent's creature attacks, you may tap this creature to stop the attack.)\nSlayer\nPower attacker +2000\nThis creature can't attack players.\nWater stealth",
    );
    expect(unread).toEqual([]);
    expect(def).toMatchObject({
      blocker: true,
      slayer: true,
      powerAttacker: 2000,
      restrictions: ["cantAttackPlayers"],
      stealth: "Water",
    });
  });

  it("reads triggers with their bodies, optional or not, and observer triggers with the side they watch", () => {
    const { def, unread } = compile(
      "When you put this creature into the battle zone, you may destroy one of your opponent's creatures that has power 3000 or less.\nWhenever one of your creatures is destroyed, draw a card.",
    );
    expect(unread).toEqual([]);
    expect(def.abilities.map((a) => [a.trigger, a.optional])).toEqual([
      ["onEnter", true],
      ["anyDestroyed", false],
    ]);
    expect(def.abilities[0]!.ops).toEqual([
      { op: "destroy", target: { side: "opponent", count: 1, maxPower: 3000 } },
    ]);
    expect(def.abilities[1]!.watch).toEqual({ side: "you", other: false });
  });

  it("reads a spell's effect and a condition on shields, and leaves out what it can't read whole", () => {
    const spell = compile(
      "If your opponent has 2 or fewer shields, he discards a card at random from his hand.",
      "Spell",
    );
    expect(spell.unread).toEqual([]);
    expect(spell.def.spell[0]).toMatchObject({ op: "ifShields", side: "opponent", atMost: 2 });
    const odd = compile("When you put this creature into the battle zone, sing a song.");
    expect(odd.unread).toEqual(["when you put this creature into the battle zone, sing a song"]);
    expect(odd.def.abilities).toEqual([]);
  });

  it("runs a threshold breaker, a block filter and a deck search on a board", () => {
    const cards = [
      'XDM-901 "Rising Drake" creature fire cost 5 power 5000 : While this creature has power 6000 or more, it has "double breaker."',
      'XDM-902 "Slip Eel" creature water cost 3 power 3000 : This creature can\'t be blocked by creatures that have power 2000 or less.',
      'XDM-903 "Seeker" spell water cost 2 : Search your deck. You may take a creature from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
    ].join("\n");
    const breaker = resolveDuelMasters({
      board: "A: XDM-901(+1000) | B: shield 3, deck 5",
      action: "A attacks B with XDM-901",
      cards,
    });
    expect(breaker.trace.final.areas.B!.shield).toHaveLength(1);
    expect(() =>
      resolveDuelMasters({
        board: "A: XDM-902 | B: GDM-014(-1000), deck 5",
        action: "A attacks B with XDM-902 blocked by GDM-014",
        cards,
      }),
    ).toThrow(/can't be blocked by/);
    const search = resolveDuelMasters({
      board: "A: hand XDM-903, deck GDM-101 GDM-003 | B: deck 5",
      action: "A casts XDM-903",
      cards,
    });
    expect(search.trace.final.areas.A!.hand).toEqual(["GDM-003"]);
  });
});
