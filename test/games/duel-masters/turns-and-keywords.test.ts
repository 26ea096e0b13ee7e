import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";
import { errorOf } from "../user-error-of.ts";

/** Made-up cards, written inline the way a user would. */
const CARDS = [
  'XDM-001 "Tide Scout" creature water cost 2 power 1000 race "Liquid People" : Blocker. When you put this creature into the battle zone, draw a card.',
  'XDM-002 "Ember Striker" creature fire cost 4 power 3000 : Power attacker +3000. At the end of your turn, untap this creature.',
  'XDM-003 "Grave Watcher" creature darkness cost 3 power 2000 : Whenever one of your opponent\'s creatures is destroyed, draw a card.',
  'XDM-004 "Venom Fang" creature darkness cost 2 power 1000 : Slayer',
  'XDM-005 "Twin Horn" creature nature cost 6 power 6000 : Double breaker',
  'XDM-006 "Mana Call" spell nature cost 3 : Put a creature from your mana zone into the battle zone. Charger',
  'XDM-007 "Dawn Keeper" creature light cost 3 power 2000 : At the start of your turn, draw a card.',
  'XDM-008 "Slippery Eel" creature water cost 3 power 3000 : This creature can\'t be blocked.',
  'XDM-009 "Reef Lord" evolution water cost 4 power 7000 : Evolution—Put on one of your Liquid People.',
  'XDM-010 "Quick Blade" creature fire cost 2 power 2000 : Speed attacker',
  'XDM-011 "Stubborn Root" creature nature cost 2 power 1000 : When this creature would be destroyed, put it into your mana zone instead.',
  'XDM-012 "Timid Guard" creature light cost 1 power 1000 : This creature can\'t attack players.',
].join("\n");

const run = (board: string, action: string, choices = "") =>
  resolveDuelMasters({ board, action, choices, cards: CARDS });

describe("Duel Masters: inline cards, turns, observer triggers and keywords", () => {
  it("resolves an inline creature that draws when it is put into the battle zone", () => {
    const { trace } = run("A: hand XDM-001, deck 5 | B: deck 5", "A summons XDM-001");
    const activation = trace.steps.find((s) => s.kind === "activate")!;
    expect(activation.card).toBe("XDM-001");
    expect(activation.text).toContain("draws a card");
    expect(trace.final.areas.A!.hand).toEqual(["?"]);
    expect(trace.final.areas.A!.deck).toHaveLength(4);
  });

  it("ends the turn: end-of-turn abilities, then the next player's untap, start and draw steps", () => {
    const { trace } = run("A: XDM-002(tap), deck 5 | B: XDM-007(tap), deck 5", "A ends the turn");
    const rules = trace.steps.map((s) => [s.kind, s.card, s.rule].filter(Boolean).join(" "));
    expect(rules).toEqual([
      "action DM-T7",
      "activate XDM-002 101.4",
      "action DM-T7",
      "action DM-T1",
      "action DM-T2",
      "activate XDM-007 101.4",
      "action DM-T3",
      "end",
    ]);
    expect(trace.final.areas.A!.battle).toEqual(["XDM-002"]);
    expect(trace.final.areas.B!.battle).toEqual(["XDM-007"]);
    expect(trace.final.areas.B!.hand).toEqual(["?", "?"]);
  });

  it("runs several actions in order, each after the last is resolved", () => {
    const { trace } = run(
      "A: XDM-005, deck 5 | B: shield 3, deck 5",
      "A attacks B with XDM-005; A ends the turn",
    );
    expect(trace.final.areas.B!.shield).toHaveLength(1);
    expect(trace.steps.filter((s) => s.rule === "DM-T3")).toHaveLength(1);
  });

  it("triggers an observer ability when an opponent's creature is destroyed, not its own", () => {
    const { trace } = run(
      "A: XDM-004 XDM-003(+5000), hand GDM-109, deck 5 | B: GDM-002, deck 5",
      "A casts GDM-109",
    );
    // GDM-109 gives every creature -2000: A's 1000 creature and B's 2000 one die; the watcher survives.
    const watcher = trace.steps.filter((s) => s.kind === "activate" && s.card === "XDM-003");
    expect(watcher).toHaveLength(1);
    expect(trace.final.areas.B!.graveyard).toEqual(["GDM-002"]);
  });

  it("lets a watcher destroyed at the same moment still see the others go", () => {
    const { trace } = run("A: XDM-003, hand GDM-109, deck 5 | B: GDM-002 GDM-001, deck 5", "A casts GDM-109");
    expect(trace.steps.filter((s) => s.kind === "activate" && s.card === "XDM-003")).toHaveLength(2);
  });

  it("puts a creature onto the field from the mana zone, and its entering ability triggers; Charger sends the spell to mana", () => {
    const { trace } = run("A: hand XDM-006, mana XDM-001, deck 5 | B: deck 5", "A casts XDM-006");
    expect(trace.final.areas.A!.battle).toEqual(["XDM-001"]);
    expect(trace.steps.some((s) => s.kind === "activate" && s.card === "XDM-001")).toBe(true);
    expect(trace.final.areas.A!.mana).toEqual(["XDM-006"]);
    expect(trace.final.areas.A!.graveyard).toEqual([]);
  });

  it("Slayer destroys the creature it battles even when it loses", () => {
    const { trace } = run("A: XDM-004, deck 5 | B: GDM-005(tap), deck 5", "A attacks GDM-005 with XDM-004");
    expect(trace.final.areas.A!.graveyard).toEqual(["XDM-004"]);
    expect(trace.final.areas.B!.graveyard).toEqual(["GDM-005"]);
  });

  it("Power Attacker counts only while attacking, and wins the battle with it", () => {
    const { trace } = run("A: XDM-002, deck 5 | B: GDM-005(tap), deck 5", "A attacks GDM-005 with XDM-002");
    expect(trace.final.areas.B!.graveyard).toEqual(["GDM-005"]);
    expect(trace.final.areas.A!.battle).toEqual(["XDM-002(tap)"]);
  });

  it("Double Breaker breaks two shields; a Blocker takes the attack instead", () => {
    const broken = run("A: XDM-005, deck 5 | B: shield 3, deck 5", "A attacks B with XDM-005");
    expect(broken.trace.final.areas.B!.shield).toHaveLength(1);
    const blocked = run(
      "A: XDM-005, deck 5 | B: XDM-001, shield 3, deck 5",
      "A attacks B with XDM-005 blocked by XDM-001",
    );
    expect(blocked.trace.final.areas.B!.shield).toHaveLength(3);
    expect(blocked.trace.final.areas.B!.graveyard).toEqual(["XDM-001"]);
  });

  it("refuses what a card's keywords forbid", () => {
    expect(
      errorOf(() => run("A: XDM-008 | B: XDM-001, deck 5", "A attacks B with XDM-008 blocked by XDM-001")),
    ).toContain("can't be blocked");
    expect(errorOf(() => run("A: XDM-012 | B: deck 5", "A attacks B with XDM-012"))).toContain(
      "can't attack players",
    );
    expect(
      errorOf(() => run("A: GDM-001, hand XDM-009 | B: deck 5", "A summons XDM-009 on GDM-001")),
    ).toContain("evolves only on a Liquid People");
  });

  it("gives a creature put into the battle zone summoning sickness, except a Speed Attacker", () => {
    expect(
      errorOf(() =>
        run("A: hand GDM-001, deck 5 | B: deck 5", "A summons GDM-001; A attacks B with GDM-001"),
      ),
    ).toContain("summoning sickness");
    const fast = run(
      "A: hand XDM-010, deck 5 | B: shield 2, deck 5",
      "A summons XDM-010; A attacks B with XDM-010",
    );
    expect(fast.trace.final.areas.B!.shield).toHaveLength(1);
  });

  it("evolves an inline evolution creature on the race its text names", () => {
    const { trace } = run("A: XDM-001, hand XDM-009, deck 5 | B: deck 5", "A summons XDM-009 on XDM-001");
    expect(trace.final.areas.A!.battle).toEqual(["XDM-009[XDM-001]"]);
  });

  it("puts a creature elsewhere instead of destroying it, so nothing waiting for its destruction triggers", () => {
    const { trace } = run("A: XDM-003, hand GDM-106, deck 5 | B: XDM-011, deck 5", "A casts GDM-106");
    expect(trace.final.areas.B!.mana).toEqual(["XDM-011"]);
    expect(trace.steps.some((s) => s.kind === "interrupt" && s.rule === "DM-R1")).toBe(true);
    expect(trace.steps.some((s) => s.kind === "activate")).toBe(false);
  });

  it("names the part of an inline card's text it could not read, and points at a bad card line", () => {
    const { notes } = resolveDuelMasters({
      board: "A: hand XDM-020, deck 5 | B: deck 5",
      action: "A summons XDM-020",
      cards: 'XDM-020 "Odd One" creature fire cost 2 power 1000 : Blocker. This creature sings at dawn.',
    });
    expect(notes.join("\n")).toContain("this creature sings at dawn");
    const message = errorOf(() =>
      resolveDuelMasters({
        board: "A: XDM-021",
        action: "A draws",
        cards: 'XDM-021 "Bad" creature purple cost 2 power 1000 : Blocker',
      }),
    );
    expect(message).toContain('Unknown word "purple"');
  });
});
