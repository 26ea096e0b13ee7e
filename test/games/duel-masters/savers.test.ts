import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-730 "Drake Cub" creature fire cost 2 power 1000 race "Armored Dragon"',
  'XDM-731 "Scale Shield" creature fire cost 2 power 1000 : Saver: Armored Dragon (reminder).',
  'XDM-732 "Wall Sprite" creature light cost 2 power 1000 : When one of your shields would be broken, you may destroy this creature instead.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace;

describe("Savers (DM-R2)", () => {
  it("a Saver may be destroyed instead of a creature of the race it names", () => {
    const saved = run(
      "A: XDM-701 | B: XDM-730(tap) XDM-731, shield 2",
      "A attacks XDM-730 with XDM-701",
      "yes",
    );
    expect(saved.final.areas.B!.battle).toEqual(["XDM-730(tap)"]);
    expect(saved.final.areas.B!.graveyard).toEqual(["XDM-731"]);
    const declined = run(
      "A: XDM-701 | B: XDM-730(tap) XDM-731, shield 2",
      "A attacks XDM-730 with XDM-701",
      "no",
    );
    expect(declined.final.areas.B!.graveyard).toEqual(["XDM-730"]);
  });

  it("does not save a creature of another race", () => {
    const t = run("A: XDM-701 | B: XDM-700(tap) XDM-731, shield 2", "A attacks XDM-700 with XDM-701", "yes");
    expect(t.final.areas.B!.graveyard).toEqual(["XDM-700"]);
  });

  it("a shield saver is destroyed instead of a shield being broken", () => {
    const t = run("A: XDM-700 | B: XDM-732, shield 2", "A attacks B with XDM-700", "yes");
    expect(t.final.areas.B!.shield).toHaveLength(2);
    expect(t.final.areas.B!.graveyard).toEqual(["XDM-732"]);
  });
});
