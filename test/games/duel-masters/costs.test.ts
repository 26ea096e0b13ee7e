import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-920 "Gloom Toll" creature light cost 3 power 2000 : Each darkness creature costs 1 more to summon, and each darkness spell costs 1 more to cast.',
  'XDM-921 "Bog Ghoul" creature darkness cost 2 power 2000',
  'XDM-922 "Dark Rite" spell darkness cost 3 : Draw a card.',
  'XDM-923 "Kin Caller" creature nature cost 3 power 1000 : Your creatures each cost 1 less to summon. They can\'t cost less than 1.',
  'XDM-924 "Tide Pup" creature water cost 1 power 1000',
  'XDM-925 "Glow Scout" creature light cost 2 power 2000',
].join("\n");

const step = (board: string, action: string) => resolveDuelMasters({ board, action, cards }).trace.steps[0]!;

describe("cost modifiers (112)", () => {
  it("raises what every player's darkness creatures and spells cost, and nothing else", () => {
    expect(step("A: hand XDM-921 | B: XDM-920", "A summons XDM-921").text).toMatch(
      /It costs 3 \(printed 2; \+1 from .*Gloom Toll/,
    );
    expect(step("A: XDM-920, hand XDM-922, deck 2 | B: deck 2", "A casts XDM-922").text).toMatch(
      /It costs 4/,
    );
    const light = step("A: hand XDM-925 | B: XDM-920", "A summons XDM-925");
    expect(light.text).not.toMatch(/It costs/);
    expect(light.rule).toBeNull();
  });

  it("says plainly on every summon and cast that mana is taken as paid, not checked", () => {
    for (const [board, action] of [
      ["A: hand XDM-925 | B: deck 2", "A summons XDM-925"],
      ["A: hand XDM-922, deck 2 | B: deck 2", "A casts XDM-922"],
    ]) {
      expect(step(board!, action!).text).toContain(
        "takes its mana cost as paid: it does not check or tap mana",
      );
    }
  });

  it("lowers only its own player's creatures, never below the floor", () => {
    const s = step("A: XDM-923, hand XDM-921 | B: deck 2", "A summons XDM-921");
    expect(s.text).toMatch(/It costs 1 \(printed 2; -1 from/);
    expect(s.rule).toBe("112");
    expect(step("A: XDM-923, hand XDM-924 | B: deck 2", "A summons XDM-924").text).not.toMatch(/It costs/);
    expect(step("A: hand XDM-921 | B: XDM-923", "A summons XDM-921").text).not.toMatch(/It costs/);
  });

  it("adds up modifiers from both sides", () => {
    expect(step("A: XDM-923, hand XDM-921 | B: XDM-920", "A summons XDM-921").text).toMatch(
      /It costs 2 \(printed 2; \+1 from .*Gloom Toll.*, -1 from .*Kin Caller/,
    );
  });
});
