import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-740 "Mist Veil" creature water cost 3 power 2000 : Whenever your opponent would choose a creature in the battle zone, he can\'t choose this one.',
  'XDM-741 "Hex Bolt" spell darkness cost 2 : Destroy one of your opponent\'s creatures.',
  'XDM-742 "Night Purge" spell darkness cost 5 : Destroy all your opponent\'s creatures.',
  'XDM-743 "Shy Giant" creature nature cost 5 power 6000 : While your opponent has no shields, this creature can\'t attack.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace;

describe("choices the opponent can't make (DM-R3) and restrictions under a condition", () => {
  it("the opponent's spell can't choose it, but an effect on all creatures still reaches it", () => {
    const one = run("A: hand XDM-741 | B: XDM-740 XDM-700", "A casts XDM-741");
    expect(one.final.areas.B!.battle).toEqual(["XDM-740"]);
    expect(one.final.areas.B!.graveyard).toEqual(["XDM-700"]);
    const all = run("A: hand XDM-742 | B: XDM-740 XDM-700", "A casts XDM-742");
    expect(all.final.areas.B!.battle).toEqual([]);
  });

  it("refuses the attack only while the condition holds", () => {
    expect(() => run("A: XDM-743 | B: XDM-700", "A attacks B with XDM-743")).toThrow(
      /while its condition holds/,
    );
    expect(run("A: XDM-743 | B: shield 2", "A attacks B with XDM-743").final.areas.B!.shield).toHaveLength(1);
  });
});
