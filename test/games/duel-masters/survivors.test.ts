import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-720 "Hive Brute" creature nature cost 5 power 3000 race "Survivor" : Survivor (reminder) : Double breaker.',
  'XDM-721 "Hive Drone" creature nature cost 2 power 2000 race "Survivor"',
  'XDM-722 "Hive Scout" creature nature cost 3 power 1000 race "Survivor" : Survivor (reminder) : Whenever this creature attacks, you may draw a card.',
  'XDM-723 "Hive Ghost" creature nature cost 3 power 1000 race "Survivor" : Survivor (reminder) : This creature can\'t be blocked.',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace;

describe("Survivor abilities", () => {
  it("every Survivor of the player has them, and other creatures don't", () => {
    expect(
      run("A: XDM-720 XDM-721 | B: shield 5", "A attacks B with XDM-721").final.areas.B!.shield,
    ).toHaveLength(3);
    expect(
      run("A: XDM-720 XDM-700 | B: shield 5", "A attacks B with XDM-700").final.areas.B!.shield,
    ).toHaveLength(4);
    expect(
      run("A: XDM-721 | B: XDM-720, shield 5", "A attacks B with XDM-721").final.areas.B!.shield,
    ).toHaveLength(4);
  });

  it("a shared triggered ability triggers on the Survivor that has it, once per copy", () => {
    const one = run("A: XDM-722 XDM-721, deck XDM-700 XDM-701 | B: shield 5", "A attacks B with XDM-721");
    expect(one.final.areas.A!.hand).toEqual(["XDM-700"]);
    const two = run(
      "A: XDM-722 XDM-722#b XDM-721, deck XDM-700 XDM-701 | B: shield 5",
      "A attacks B with XDM-721",
    );
    expect(two.final.areas.A!.hand).toEqual(["XDM-700", "XDM-701"]);
  });

  it("a shared restriction is refused with the Survivor that gives it", () => {
    expect(() =>
      run("A: XDM-723 XDM-721 | B: XDM-701, shield 5", "A attacks B with XDM-721 blocked by XDM-701"),
    ).toThrow(/Survivor ability of \[XDM-723 Hive Ghost\]/);
  });
});
