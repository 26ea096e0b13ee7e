import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-820 "Raging Boar" creature fire cost 3 power 4000 : This creature attacks each turn if able.',
  'XDM-821 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-822 "Bulwark Crab" creature water cost 3 power 3000 : Blocker. Whenever an opponent\'s creature attacks, this creature blocks if able.',
  'XDM-823 "Reef Guard" creature water cost 4 power 6000 : Blocker.',
  'XDM-824 "Chained Boar" creature fire cost 3 power 4000 : This creature attacks each turn if able. This creature can\'t attack players.',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace;

describe("attacks and blocks the rules force (506.1b, 507.1a)", () => {
  it("refuses to end the turn while a creature that attacks each turn if able still can (506.1b)", () => {
    expect(() => run("A: XDM-820 | B: shield 2", "A ends the turn")).toThrow(/must attack with it.*506\.1b/);
    const attacked = run("A: XDM-820 | B: shield 2, deck 3", "A attacks B with XDM-820; A ends the turn");
    expect(attacked.final.areas.B!.hand).toHaveLength(2);
  });

  it("lets the turn end when the creature can't attack: tapped, summoning sick, or no legal target", () => {
    expect(() => run("A: XDM-820(tap) | B: shield 2", "A ends the turn")).not.toThrow();
    expect(() => run("A: hand XDM-820 | B: shield 2", "A summons XDM-820; A ends the turn")).not.toThrow();
    // It can't attack players and the opponent has no tapped creature to attack.
    expect(() => run("A: XDM-824 | B: XDM-821, shield 2", "A ends the turn")).not.toThrow();
    expect(() => run("A: XDM-824 | B: XDM-821(tap), shield 2", "A ends the turn")).toThrow(/506\.1b/);
  });

  it("blocks with the creature that blocks if able when the attack names no blocker (507.1a)", () => {
    const t = run("A: XDM-821 | B: XDM-822, shield 2", "A attacks B with XDM-821");
    // Both have 3000 power: both are destroyed, and no shield is broken.
    expect(t.final.areas.B!.graveyard).toEqual(["XDM-822"]);
    expect(t.final.areas.A!.graveyard).toEqual(["XDM-821"]);
    expect(t.final.areas.B!.hand ?? []).toEqual([]);
  });

  it("refuses another blocker while the forced one can block, and lets it stay out when it is tapped", () => {
    expect(() =>
      run("A: XDM-821 | B: XDM-822 XDM-823, shield 2", "A attacks B with XDM-821 blocked by XDM-823"),
    ).toThrow(/must block with it.*507\.1a/);
    const tapped = run(
      "A: XDM-821 | B: XDM-822(tap) XDM-823, shield 2",
      "A attacks B with XDM-821 blocked by XDM-823",
    );
    expect(tapped.final.areas.A!.graveyard).toEqual(["XDM-821"]);
  });
});
