import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-820 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-821 "Tide Pup" creature water cost 1 power 1000',
  'XDM-822 "Kelp Warden" creature water cost 3 power 5000 : Fire and nature blocker.',
  'XDM-823 "Thorn Biter" creature nature cost 3 power 1000 : Nature and light slayer.',
  'XDM-824 "Grove Elder" creature nature cost 3 power 5000',
  'XDM-825 "Rust Titan" creature fire cost 6 power 6000 race "Survivor" : Crew breaker - Survivor.',
  'XDM-826 "Scrap Runner" creature fire cost 2 power 1000 race "Survivor"',
  'XDM-827 "Patient Wall" creature light cost 3 power 5000 : Blocker. Whenever this creature blocks, untap it after it battles.',
  'XDM-828 "Slippery Eel" creature water cost 3 power 1000 : Whenever this creature becomes blocked, no battle happens.',
].join("\n");

const run = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace;

describe("limited blockers and slayers", () => {
  it("a fire and nature blocker blocks a fire attacker but not a water one", () => {
    const fire = run("A: XDM-820 | B: XDM-822, shield 2", "A attacks B with XDM-820 blocked by XDM-822");
    expect(fire.final.areas.A!.graveyard).toEqual(["XDM-820"]);
    expect(() =>
      run("A: XDM-821 | B: XDM-822, shield 2", "A attacks B with XDM-821 blocked by XDM-822"),
    ).toThrow(/blocker only for some creatures/);
  });

  it("a nature and light slayer destroys a nature creature it battles, not a water one", () => {
    const nature = run("A: XDM-823 | B: XDM-824(tap)", "A attacks XDM-824 with XDM-823").final.areas;
    expect(nature.B!.graveyard).toEqual(["XDM-824"]);
    const water = run("A: XDM-823 | B: XDM-822(tap)", "A attacks XDM-822 with XDM-823").final.areas;
    expect(water.B!.graveyard).toEqual([]);
    expect(water.A!.graveyard).toEqual(["XDM-823"]);
  });
});

describe("crew breaker and what happens around a block", () => {
  it("Crew breaker breaks one more shield for each other Survivor of its controller", () => {
    const two = run("A: XDM-825 XDM-826 XDM-826#b | B: shield 5", "A attacks B with XDM-825");
    expect(two.final.areas.B!.shield).toHaveLength(2);
    const none = run("A: XDM-825 | B: shield 5", "A attacks B with XDM-825");
    expect(none.final.areas.B!.shield).toHaveLength(4);
  });

  it("'untap it after it battles': the blocker that won is untapped after the battle", () => {
    const after = run("A: XDM-820 | B: XDM-827, shield 2", "A attacks B with XDM-820 blocked by XDM-827");
    expect(after.final.areas.A!.graveyard).toEqual(["XDM-820"]);
    expect(after.final.areas.B!.battle).toEqual(["XDM-827"]);
    expect(after.steps.some((st) => /untaps after the battle/.test(st.text))).toBe(true);
  });

  it("'whenever this creature becomes blocked, no battle happens': neither creature is destroyed", () => {
    const after = run("A: XDM-828 | B: XDM-827, shield 2", "A attacks B with XDM-828 blocked by XDM-827")
      .final.areas;
    expect(after.A!.graveyard).toEqual([]);
    expect(after.B!.graveyard).toEqual([]);
    expect(after.B!.shield).toHaveLength(2);
  });
});
