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
    expect(spell.def.spell[0]).toMatchObject({
      op: "ifCount",
      count: { zone: "shield", side: "opponent" },
      max: 2,
    });
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

  it("lets the opponent choose when the text says so, and reads discards, mana-zone picks and top-of-deck moves", () => {
    const cards = [
      'XDM-910 "Grim Offering" spell darkness cost 3 : Your opponent chooses 1 of his creatures in the battle zone and puts it into his mana zone.',
      'XDM-911 "Mind Drain" spell darkness cost 2 : Draw up to 2 cards. Then discard 2 cards from your hand.',
      'XDM-912 "Root Rot" spell nature cost 4 : Choose up to 2 cards in your opponent\'s mana zone and put them into his graveyard.',
      'XDM-913 "Tide Lift" spell water cost 4 : Choose one of your opponent\'s creatures in the battle zone and put it on top of his deck.',
      'XDM-914 "Purge Light" spell darkness cost 5 : Destroy all creatures except darkness creatures.',
      'XDM-915 "Wall Breaker" spell fire cost 3 : Destroy all your opponent\'s creatures that have "blocker" and power 3000 or less.',
    ].join("\n");
    const offering = resolveDuelMasters({
      board: "A: hand XDM-910 | B: GDM-001 GDM-003",
      action: "A casts XDM-910",
      cards,
      choices: "target GDM-003",
    });
    expect(JSON.stringify(offering.trace.steps)).toMatch(/Player B: choose/);
    expect(offering.trace.final.areas.B!.mana).toEqual(["GDM-003"]);
    const drain = resolveDuelMasters({
      board: "A: hand XDM-911 GDM-001 GDM-002 GDM-003, deck GDM-004 | B: deck 5",
      action: "A casts XDM-911",
      cards,
      choices: "target GDM-001 GDM-002",
    });
    expect(drain.trace.final.areas.A!.graveyard).toEqual(
      expect.arrayContaining(["GDM-001", "GDM-002", "XDM-911"]),
    );
    expect(drain.trace.final.areas.A!.hand).toEqual(["GDM-003", "GDM-004"]);
    const rot = resolveDuelMasters({
      board: "A: hand XDM-912 | B: mana GDM-001 GDM-002 GDM-003",
      action: "A casts XDM-912",
      cards,
      choices: "target GDM-001 GDM-003",
    });
    expect(rot.trace.final.areas.B!.graveyard).toEqual(["GDM-001", "GDM-003"]);
    expect(rot.trace.final.areas.B!.mana).toEqual(["GDM-002"]);
    const lift = resolveDuelMasters({
      board: "A: hand XDM-913 | B: GDM-004, deck GDM-001",
      action: "A casts XDM-913",
      cards,
    });
    expect(lift.trace.final.areas.B!.deck).toEqual(["GDM-004", "GDM-001"]);
    const purge = resolveDuelMasters({
      board: "A: GDM-005 GDM-001, hand XDM-914 | B: GDM-003",
      action: "A casts XDM-914",
      cards,
    });
    expect(purge.trace.final.areas.A!.battle).toEqual(["GDM-005"]);
    expect(purge.trace.final.areas.B!.battle).toEqual([]);
    const walls = resolveDuelMasters({
      board: "A: hand XDM-915 | B: GDM-014 GDM-001",
      action: "A casts XDM-915",
      cards,
    });
    expect(walls.trace.final.areas.B!.battle).toEqual(["GDM-001"]);
  });

  it("runs static power: for each, while you have, and a bonus to other creatures of a race", () => {
    const cards = [
      'XDM-920 "Pack Hound" creature fire cost 3 power 1000 race "Beast Folk" : This creature gets +1000 power for each other fire creature you have in the battle zone.',
      'XDM-921 "Shade Moth" creature darkness cost 2 power 2000 : This creature gets -1000 power for each light or water creature in the battle zone.',
      'XDM-922 "Drake Banner" creature fire cost 4 power 2000 race "Armored Wyvern" : Each of your other armored wyverns in the battle zone gets +3000 power.',
      'XDM-923 "Young Wyvern" creature fire cost 2 power 1000 race "Armored Wyvern"',
      'XDM-924 "Lone Guard" creature light cost 3 power 1000 : While you have no shields, this creature gets +4000 power.',
    ].join("\n");
    // Three other fire creatures: 1000 + 3000 = 4000 beats 3000.
    const pack = resolveDuelMasters({
      board: "A: XDM-920 GDM-001 GDM-001 GDM-001 | B: GDM-003(tap)",
      action: "A attacks GDM-003 with XDM-920",
      cards,
    });
    expect(pack.trace.final.areas.B!.battle).toEqual([]);
    expect(pack.trace.final.areas.A!.battle).toContain("XDM-920(tap)");
    // The moth sees two light or water creatures (one on each side): 2000 - 2000 = 0, so it is destroyed.
    const moth = resolveDuelMasters({
      board: "A: XDM-921 GDM-002 | B: GDM-004",
      action: "A ends the turn",
      cards,
    });
    expect(moth.trace.final.areas.A!.graveyard).toContain("XDM-921");
    const banner = resolveDuelMasters({
      board: "A: XDM-922 XDM-923 | B: GDM-004(tap)",
      action: "A attacks GDM-004 with XDM-923",
      cards,
    });
    expect(banner.trace.final.areas.B!.battle).toEqual([]);
    // With no shields the guard has 5000 power and trades with the attacker; with one it loses alone.
    const guard = (shields: string) =>
      resolveDuelMasters({
        board: `A: GDM-005 | B: XDM-924(tap)${shields}`,
        action: "A attacks XDM-924 with GDM-005",
        cards,
      }).trace.final.areas;
    expect(guard("").A!.battle).toEqual([]);
    expect(guard(", shield 1").A!.battle).toEqual(["GDM-005(tap)"]);
  });

  it("gives keywords by static abilities: to other creatures of a kind, and to itself under a condition", () => {
    const cards = [
      'XDM-930 "Dawn Captain" creature light cost 4 power 3000 : Each of your other light creatures and water creatures in the battle zone has "blocker."',
      'XDM-931 "Last Stand" creature fire cost 4 power 4000 : While you have no shields, this creature has "double breaker."',
    ].join("\n");
    const block = (captain: string) =>
      resolveDuelMasters({
        board: `A: GDM-005 | B: ${captain}GDM-002`,
        action: "A attacks B with GDM-005 blocked by GDM-002",
        cards,
      });
    expect(block("XDM-930 ").trace.final.areas.B!.graveyard).toEqual(["GDM-002"]);
    expect(() => block("")).toThrow(/not an untapped blocker/);
    const breaks = (shields: number) =>
      resolveDuelMasters({
        board: `A: XDM-931${shields ? `, shield ${shields}` : ""} | B: shield 3`,
        action: "A attacks B with XDM-931",
        cards,
      }).trace.final.areas.B!.shield!.length;
    expect(breaks(0)).toBe(1);
    expect(breaks(2)).toBe(2);
  });

  it("triggers 'isn't blocked' after the block step passes, and 'becomes blocked' when a blocker steps in", () => {
    const cards = [
      'XDM-940 "Sly Raider" creature darkness cost 4 power 4000 : Whenever this creature is attacking your opponent and isn\'t blocked, your opponent chooses one of his creatures and destroys it.',
      'XDM-941 "Bold Ram" creature nature cost 3 power 3000 : Whenever this creature becomes blocked, put the top card of your deck into your mana zone.',
    ].join("\n");
    const raid = resolveDuelMasters({
      board: "A: XDM-940 | B: GDM-003, shield 2",
      action: "A attacks B with XDM-940",
      cards,
    }).trace;
    expect(raid.final.areas.B!.graveyard).toEqual(["GDM-003"]);
    const order = raid.steps.map((st) => st.text);
    const destroyed = order.findIndex((t) => /GDM-003|Generic Nature/.test(t));
    const broken = order.findIndex((t) => /breaks a shield/.test(t));
    expect(destroyed).toBeGreaterThan(-1);
    expect(destroyed).toBeLessThan(broken);
    const blocked = resolveDuelMasters({
      board: "A: XDM-941, deck GDM-001 | B: GDM-014",
      action: "A attacks B with XDM-941 blocked by GDM-014",
      cards,
    }).trace;
    expect(blocked.final.areas.A!.mana).toEqual(["GDM-001"]);
    const unblocked = resolveDuelMasters({
      board: "A: XDM-941, deck GDM-001 | B: GDM-014, shield 1",
      action: "A attacks B with XDM-941",
      cards,
    }).trace;
    expect(unblocked.final.areas.A!.mana ?? []).toEqual([]);
  });

  it("gives keywords until the end of the turn, and triggers when a creature is attacked", () => {
    const cards =
      'XDM-950 "Thorn Guard" creature nature cost 2 power 1000 : Whenever this creature is attacked, it gets "slayer" until the end of the turn.';
    const trace = resolveDuelMasters({
      board: "A: GDM-005 | B: XDM-950(tap)",
      action: "A attacks XDM-950 with GDM-005",
      cards,
    }).trace;
    expect(trace.final.areas.A!.graveyard).toEqual(["GDM-005"]);
    expect(trace.final.areas.B!.graveyard).toEqual(["XDM-950"]);
    expect(trace.steps.map((st) => st.text).join("\n")).toMatch(/gets Slayer until the end of the turn/);
  });

  it("gives a Wave Striker ability only while two other creatures in the battle zone have Wave Striker", () => {
    const cards = [
      'XDM-960 "Tide Caller" creature water cost 3 power 2000 : Wave striker (reminder) : When you put this creature into the battle zone, draw a card.',
      'XDM-961 "Reef Runner" creature water cost 2 power 1000 : Wave striker (reminder) : This creature gets +4000 power and has "blocker."',
    ].join("\n");
    const summon = (others: string) =>
      resolveDuelMasters({
        board: `A: ${others}, hand XDM-960, deck GDM-001 GDM-002`,
        action: "A summons XDM-960",
        cards,
      }).trace.final.areas.A!.hand!;
    expect(summon("XDM-961 XDM-961")).toEqual(["GDM-001"]);
    expect(summon("XDM-961 GDM-004")).toEqual([]);
    // Two other Wave Strikers (on either side) make the runner a 5000 blocker.
    const block = (board: string) =>
      resolveDuelMasters({ board, action: "A attacks B with GDM-005 blocked by XDM-961", cards }).trace.final
        .areas;
    expect(block("A: GDM-005 XDM-960 | B: XDM-961 XDM-960").A!.graveyard).toEqual(["GDM-005"]);
    expect(() => block("A: GDM-005 | B: XDM-961 XDM-960")).toThrow(/not an untapped blocker/);
  });

  it("keeps a tapped creature with a Silent skill tapped in the untap step and uses the skill at the start of the turn", () => {
    const cards =
      'XDM-970 "Quiet Monk" creature light cost 3 power 2000 : Silent skill (reminder) : Add the top card of your deck to your shields face down.';
    const run = (choices?: string) =>
      resolveDuelMasters({
        board: "A: XDM-970(tap), deck GDM-001 GDM-002 GDM-003 | B: deck 5",
        action: "A ends the turn; B ends the turn",
        cards,
        ...(choices ? { choices } : {}),
      }).trace;
    const used = run();
    expect(used.final.areas.A!.battle).toEqual(["XDM-970(tap)"]);
    expect(used.final.areas.A!.shield).toHaveLength(1);
    const declined = run("no");
    expect(declined.final.areas.A!.battle).toEqual(["XDM-970"]);
    expect(declined.final.areas.A!.shield ?? []).toHaveLength(0);
  });

  it("gives a $metamorph ability only while its controller has 7 or more cards in the mana zone", () => {
    const cards =
      'XDM-980 "Grove Shifter" creature nature cost 5 power 3000 : Metamorph (reminder). $metamorph This creature gets +2000 power and "slayer."';
    const attack = (mana: number) =>
      resolveDuelMasters({
        board: `A: GDM-005 | B: XDM-980(tap), mana ${mana}`,
        action: "A attacks XDM-980 with GDM-005",
        cards,
      }).trace.final.areas;
    // 5000 against 5000 with Slayer: both go; against a plain 3000 only the shifter goes.
    expect(attack(7).A!.graveyard).toEqual(["GDM-005"]);
    expect(attack(6).A!.battle).toEqual(["GDM-005(tap)"]);
  });

  it("watches attacks of the creatures its text names ('whenever one of your fire creatures attacks')", () => {
    const cards =
      'XDM-990 "War Drummer" creature fire cost 3 power 1000 : Whenever one of your fire creatures attacks, draw a card.';
    const drawn = (attacker: string) =>
      resolveDuelMasters({
        board: `A: XDM-990 ${attacker}, deck GDM-002 GDM-003 | B: shield 2`,
        action: `A attacks B with ${attacker}`,
        cards,
      }).trace.final.areas.A!.hand ?? [];
    expect(drawn("GDM-001")).toEqual(["GDM-002"]);
    expect(drawn("GDM-003")).toEqual([]);
  });

  it("reads 'non-evolution' targets and discards the opponent chooses", () => {
    const cards = [
      'XDM-995 "Undertow" spell water cost 3 : Choose one of your opponent\'s non-evolution creatures in the battle zone and return it to his hand.',
      'XDM-996 "Mind Rot" spell darkness cost 3 : Your opponent chooses and discards 2 cards from his hand.',
    ].join("\n");
    const undertow = resolveDuelMasters({
      board: "A: hand XDM-995 | B: GDM-020[GDM-001] GDM-003",
      action: "A casts XDM-995",
      cards,
    }).trace.final.areas.B!;
    expect(undertow.hand).toEqual(["GDM-003"]);
    const rot = resolveDuelMasters({
      board: "A: hand XDM-996 | B: hand GDM-001 GDM-002 GDM-003",
      action: "A casts XDM-996",
      cards,
      choices: "target GDM-002 GDM-003",
    }).trace;
    expect(rot.final.areas.B!.hand).toEqual(["GDM-001"]);
    expect(JSON.stringify(rot.steps)).toMatch(/Player B: choose/);
  });

  it("checks 'if this is your only creature' and 'if you have a <race> in the battle zone' when the ability resolves", () => {
    const cards = [
      'XDM-997 "Shy Sprite" creature light cost 2 power 3000 : At the end of each of your turns, if this is your only creature in the battle zone, destroy it.',
      'XDM-998 "Relay Drone" creature water cost 3 power 1000 : When you put this creature into the battle zone, if you have a cyber lord in the battle zone, draw a card.',
      'XDM-999 "Cyber Scout" creature water cost 2 power 1000 race "Cyber Lord"',
    ].join("\n");
    const sprite = (others: string) =>
      resolveDuelMasters({ board: `A: XDM-997${others} | B: deck 5`, action: "A ends the turn", cards }).trace
        .final.areas.A!.graveyard ?? [];
    expect(sprite("")).toEqual(["XDM-997"]);
    expect(sprite(" GDM-001")).toEqual([]);
    const drone = (others: string) =>
      resolveDuelMasters({
        board: `A: ${others}, hand XDM-998, deck GDM-002`,
        action: "A summons XDM-998",
        cards,
      }).trace.final.areas.A!.hand ?? [];
    expect(drone("XDM-999")).toEqual(["GDM-002"]);
    expect(drone("GDM-004")).toEqual([]);
  });

  it("searches the deck for what the text names, by whole race words, into the hand or the mana zone", () => {
    const cards = [
      'XDM-981 "Drake Call" spell fire cost 3 : Search your deck. You may take a creature that has Dragon in its race from your deck, show that creature to your opponent, and put it into your hand. Then shuffle your deck.',
      'XDM-982 "Scale Cub" creature fire cost 2 power 2000 race "Dragonoid"',
      'XDM-983 "Old Drake" creature fire cost 6 power 6000 race "Armored Dragon"',
      'XDM-984 "Root Seeker" spell nature cost 2 : Search your deck. You may take a card from your deck and put it into your mana zone. Then shuffle your deck.',
    ].join("\n");
    const search = (deck: string) =>
      resolveDuelMasters({
        board: `A: hand XDM-981, deck ${deck} | B: deck 5`,
        action: "A casts XDM-981",
        cards,
      }).trace.final.areas.A!;
    expect(search("XDM-982 XDM-983").hand).toEqual(["XDM-983"]);
    expect(search("XDM-982").hand ?? []).toEqual([]);
    const mana = resolveDuelMasters({
      board: "A: hand XDM-984, deck XDM-982 | B: deck 5",
      action: "A casts XDM-984",
      cards,
    }).trace.final.areas.A!;
    expect(mana.mana).toEqual(["XDM-982"]);
    expect(mana.deck ?? []).toEqual([]);
  });

  it("attacks untapped creatures of the civilizations its text names, and no others", () => {
    const cards =
      'XDM-989 "Flame Hunter" creature fire cost 4 power 5000 : This creature can attack untapped water creatures.';
    const attack = (target: string) =>
      resolveDuelMasters({
        board: `A: XDM-989 | B: ${target}`,
        action: `A attacks ${target} with XDM-989`,
        cards,
      });
    expect(attack("GDM-004").trace.final.areas.B!.graveyard).toEqual(["GDM-004"]);
    expect(() => attack("GDM-003")).toThrow(/only those can be attacked/);
  });
});
