import { describe, expect, it } from "vitest";
import { dmCard } from "../../../src/games/duel-masters/cards.ts";
import { compileDmText } from "../../../src/games/duel-masters/compiler/compile.ts";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

const cards = [
  'XDM-700 "Ember Squire" creature fire cost 3 power 3000',
  'XDM-701 "Reef Guard" creature water cost 4 power 4000 : Blocker.',
  'XDM-750 "Drake Claw" cross-gear fire cost 2 : The crossed creature gets +2000 power and breaks one more shield.',
  'XDM-751 "Heavy Anchor" cross-gear water cost 1 : The crossed creature can\'t attack.',
  'XDM-752 "Farewell Charm" cross-gear darkness cost 2 : When the crossed creature is destroyed, you may draw a card.',
  'XDM-753 "War Banner" cross-gear fire cost 2 : Whenever the crossed creature attacks, you may put a card from your graveyard into your mana zone.',
  'XDM-754 "Rush Spurs" cross-gear fire cost 1 : The crossed creature gets "speed attacker".',
  'XDM-755 "Tide Wall" cross-gear water cost 3 : Shield Trigger Cross (reminder). The crossed creature gets +5000 power and "blocker".',
  'XDM-705 "Ember Knight" evolution fire cost 4 power 5000',
].join("\n");

const run = (board: string, action: string, choices?: string) =>
  resolveDuelMasters({ board, action, cards, ...(choices ? { choices } : {}) }).trace;

describe("Cross Gear (DM-X1)", () => {
  it("gives its crossed creature power and one more broken shield, and nobody else", () => {
    const crossed = run("A: XDM-700[XDM-750(cross)] | B: shield 3", "A attacks B with XDM-700");
    expect(crossed.final.areas.B!.shield).toHaveLength(1);
    const alone = run("A: XDM-700 XDM-750 | B: shield 3", "A attacks B with XDM-700");
    expect(alone.final.areas.B!.shield).toHaveLength(2);
    // 3000 + 2000 beats a 4000 blocker; 3000 alone loses to it.
    const blocked = run(
      "A: XDM-700[XDM-750(cross)] | B: XDM-701, shield 3",
      "A attacks B with XDM-700 blocked by XDM-701",
    );
    expect(blocked.final.areas.B!.graveyard).toEqual(["XDM-701"]);
    const lost = run(
      "A: XDM-700 XDM-750 | B: XDM-701, shield 3",
      "A attacks B with XDM-700 blocked by XDM-701",
    );
    expect(lost.final.areas.A!.graveyard).toEqual(["XDM-700"]);
  });

  it("crosses a gear from the hand (generated first) and shows it under its creature", () => {
    const t = run("A: XDM-700, hand XDM-750 | B: shield 3", "A crosses XDM-750 with XDM-700");
    expect(t.final.areas.A!.battle).toEqual(["XDM-700[XDM-750(cross)]"]);
    expect(t.final.areas.A!.hand).toEqual([]);
    expect(t.steps[0]!.rule).toBe("DM-X1");
  });

  it("refuses an attack its gear forbids, naming the gear", () => {
    expect(() => run("A: XDM-700[XDM-751(cross)] | B: shield 3", "A attacks B with XDM-700")).toThrow(
      /Cross Gear \[XDM-751 Heavy Anchor\] crossed with it says so/,
    );
  });

  it("triggers on its crossed creature's destruction and stays behind, crossed with nothing", () => {
    const t = run(
      "A: XDM-700[XDM-752(cross)], deck XDM-701 | B: XDM-701, shield 3",
      "A attacks B with XDM-700 blocked by XDM-701",
    );
    expect(t.final.areas.A!.graveyard).toEqual(["XDM-700"]);
    expect(t.final.areas.A!.hand).toEqual(["XDM-701"]);
    expect(t.final.areas.A!.battle).toEqual(["XDM-752"]);
  });

  it("triggers when its crossed creature attacks, and gives Speed Attacker to a creature that just came in", () => {
    const t = run("A: XDM-700[XDM-753(cross)], graveyard XDM-701 | B: shield 3", "A attacks B with XDM-700");
    expect(t.final.areas.A!.mana).toEqual(["XDM-701"]);
    const fresh = run(
      "A: XDM-754, hand XDM-700 | B: shield 3",
      "A summons XDM-700; A crosses XDM-754 with XDM-700; A attacks B with XDM-700",
    );
    expect(fresh.final.areas.B!.shield).toHaveLength(2);
  });

  it("a Shield Trigger Cross generates the gear for no cost and crosses it with a creature its player chooses", () => {
    const t = run("A: XDM-700 | B: XDM-700#b, shield XDM-755", "A attacks B with XDM-700", "yes");
    expect(t.final.areas.B!.battle).toEqual(["XDM-700#b[XDM-755(cross)]"]);
    const none = run("A: XDM-700 | B: shield XDM-755", "A attacks B with XDM-700", "yes");
    expect(none.final.areas.B!.battle).toEqual(["XDM-755"]);
  });

  it("stays crossed with a creature that evolves", () => {
    const t = run("A: XDM-700[XDM-750(cross)], hand XDM-705 | B: shield 3", "A summons XDM-705 on XDM-700");
    expect(t.final.areas.A!.battle).toEqual(["XDM-705[XDM-700 XDM-750(cross)]"]);
  });

  it("reads Shield Trigger Cross only on a Cross Gear", () => {
    const on = (type: "Cross Gear" | "Creature") => {
      const def = dmCard({ code: "X", name: "x", type, civilizations: [] });
      return { unread: compileDmText("Shield Trigger Cross", def).unread, trigger: def.shieldTrigger };
    };
    expect(on("Cross Gear")).toEqual({ unread: [], trigger: true });
    expect(on("Creature")).toEqual({ unread: ["shield trigger cross"], trigger: false });
  });
});
