/**
 * Action sentences that were the last unread text of their cards: misprints with one sure reading,
 * both players trimming their hands "so that they have N left", a name a card "also has",
 * "<De-Digivolve N> that Digimon" on the trigger's Digimon, a card "with <Digi-Burst>", a chosen
 * digivolution card trashed, Digimon kept suspended (by this effect, or with the phase said first),
 * "it" for a Digimon that moved out of the breeding area, "is unaffected by", an attack "without
 * suspending", a gained trigger with no header, "and they get +N DP", "N of your opponent's security cards", "for each card this effect trashed", a battle an effect makes, activating a named card's effect,
 * "you may attack a player with that Digimon".
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const PAIRS: [string, string][] = [
  [
    "[On Play] 1 your Digimon gains <Piercing> for the turn.",
    "[On Play] 1 of your Digimon gains <Piercing> for the turn.",
  ],
  [
    "[On Play][When Digivolving] on] 1 of your opponent's Digimon gets -3000 DP for the turn.",
    "[On Play][When Digivolving] 1 of your opponent's Digimon gets -3000 DP for the turn.",
  ],
  [
    "[On Play] Gain 1 memory and Digimon isn't affected by your opponent's effects until the end of their turn.",
    "[On Play] Gain 1 memory and this Digimon isn't affected by your opponent's effects until the end of their turn.",
  ],
  [
    "[All Turns] When a Digimon is unsuspended, this Digimon is unaffected by your opponent's Digimon's effects, and gets +3000 DP for the turn.",
    "[All Turns] When a Digimon is unsuspended, this Digimon isn't affected by your opponent's Digimon's effects, and gets +3000 DP for the turn.",
  ],
  [
    "[When Digivolving] Unsuspend this Digimon, and it gets +2000 DP for the turn for each Tamer you have in play.",
    "[When Digivolving] Unsuspend this Digimon, and this Digimon gets +2000 DP for the turn for each Tamer you have in play.",
  ],
  [
    "[When Attacking] Trash 2 cards from the top of your opponent's security stack.",
    "[When Attacking] Trash 2 of your opponent's security cards.",
  ],
];

const CARDS = [
  testCard("TST-6601", "[On Play] Both players trash cards in their hand so that they have 1 left.", {
    playCost: 2,
  }),
  testCard("TST-6602", "Treat this card/Digimon as if it also has [Leo] in its name.", {
    level: 4,
    dp: 5000,
  }),
  testCard("TST-6603", "[On Play] Delete 1 of your opponent's Digimon with [Leo] in its name.", {
    playCost: 2,
  }),
  testCard(
    "TST-6604",
    "[Opponent's Turn] When an opponent's Digimon becomes unsuspended, <De-Digivolve 1> that Digimon.",
    { level: 6, dp: 11000 },
  ),
  testCard(
    "TST-6605",
    "[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with <Digi-Burst> among them to your hand. Place the rest at the bottom of your deck in any order.",
  ),
  testCard("TST-6606", "", { text: "[Main] <Digi-Burst 2> (Trash 2 cards.)" }),
  testCard("TST-6607", "", { text: "<Material Burst> [On Play] Gain 1 memory." }),
  testCard("TST-6608", "[On Play] Choose 1 digivolution card of 1 of your opponent's Digimon and trash it."),
  testCard(
    "TST-6609",
    "[On Play] Suspend 1 of your opponent's Digimon. Digimon suspended by this effect don't unsuspend until the end of your opponent's turn.",
  ),
  testCard(
    "TST-6610",
    "[On Play] During your opponent's next unsuspend phase, all of your opponent's Digimon with 5000 DP or less don't unsuspend.",
  ),
  testCard(
    "TST-6611",
    "[Opponent's Turn] When an opponent's Digimon moves from the breeding area to the battle area, it gains <Security Attack -1> for the turn.",
    { level: 6, dp: 11000 },
  ),
  testCard(
    "TST-6612",
    "[On Play] 1 of your Digimon may gain <Rush> for the turn and attack without suspending.",
    { playCost: 3 },
  ),
  testCard(
    "TST-6613",
    '[Main] 1 of your Digimon gains the following effect for the turn: "When this Digimon deletes an opponent\'s Digimon in battle and survives, unsuspend it."',
    { category: "Option", level: undefined, dp: undefined, playCost: 1 },
  ),
  testCard(
    "TST-6614",
    "[Main] Unsuspend all of your Digimon with <Blocker> and they get +5000 DP for the turn.",
    { category: "Option", level: undefined, dp: undefined, playCost: 1 },
  ),
  testCard("TST-6615", "<Blocker>", { level: 4, dp: 5000 }),
  testCard(
    "TST-6616",
    "[When Attacking] Trash 1 of your opponent's security cards for every 3 cards in their trash.",
    { level: 6, dp: 11000 },
  ),
  testCard(
    "TST-6617",
    "[On Play] You may trash up to 2 cards from your hand. To 1 of your opponent's Digimon, give -2000 DP for the turn for each card this effect trashed.",
    { playCost: 3 },
  ),
  testCard(
    "TST-6618",
    "[On Play] This Digimon may battle 1 of your opponent's Digimon. [All Turns] When this Digimon deletes an opponent's Digimon in battle, gain 2 memory.",
    { level: 5, dp: 7000, playCost: 3 },
  ),
  testCard("TST-6620", "[On Play] Gain 1 memory.", {
    name: "Test Rina",
    category: "Tamer",
    level: undefined,
    dp: undefined,
  }),
  testCard("TST-6621", "[When Attacking] Activate 1 of your [Test Rina]'s [On Play] effects.", {
    level: 5,
    dp: 7000,
  }),
  testCard(
    "TST-6622",
    "[Main] Unsuspend 1 of your [Test Knight] cards, and you may attack a player with that Digimon.",
    { category: "Option", level: undefined, dp: undefined, playCost: 1 },
  ),
  testCard("TST-6623", "", { name: "Test Knight", level: 5, dp: 7000 }),
  testCard("TST-6624", "<Rush> [On Play] This Digimon attacks without suspending.", { playCost: 2 }),
];
const { run, stepsText } = recordRunner(CARDS);

describe("misprints and other spellings in action sentences", () => {
  for (const [wrong, right] of PAIRS)
    it(`reads "${wrong.slice(0, 60)}..." as corrected`, () => {
      const a = compileText(wrong, { code: "TST-6600" });
      const b = compileText(right, { code: "TST-6600" });
      expect(a.unread).toEqual([]);
      expect(b.unread).toEqual([]);
      const ops = (x: typeof a) => x.abilities.map((ab) => ({ ops: ab.ops, timing: ab.timing }));
      expect(ops(a)).toEqual(ops(b));
    });
});

describe("both players trash cards in their hand so that they have N left", () => {
  it("leaves each player the number said, each choosing what goes", () => {
    const t = run(
      "turn A main | A: hand TST-6601 GEN-103 GEN-104, memory 3 | B: hand GEN-203 GEN-204 GEN-205",
      "A plays TST-6601",
      "target GEN-104; target GEN-203 GEN-205",
    );
    expect(t.final.areas.A).toMatchObject({ hand: ["GEN-103"], trash: ["GEN-104"] });
    expect(t.final.areas.B).toMatchObject({ hand: ["GEN-204"], trash: ["GEN-203", "GEN-205"] });
  });
});

describe("treat this card as if it also has [X] in its name", () => {
  it("reads the name part it gains and lets a name filter find it", () => {
    expect(
      compileText("Treat this card/Digimon as if it also has [Leo] in its name.").abilities[0]!.persistent,
    ).toMatchObject({ grants: [{ alsoName: "Leo", partial: true }] });
    const t = run("turn A main | A: hand TST-6603, memory 3 | B: TST-6602 GEN-204", "A plays TST-6603");
    expect(t.final.areas.B!.battle).toEqual(["GEN-204"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-6602"]);
    expect(stepsText(t)).toMatch(/TST-6602/);
  });
});

describe("<De-Digivolve N> that Digimon", () => {
  it("de-digivolves the Digimon the trigger was about, not this one", () => {
    const t = run(
      "turn A main | A: TST-6604[GEN-105] | B: GEN-205[GEN-204](sus), deck 3",
      "A ends the turn; B starts the turn",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-204"]);
    expect(t.final.areas.B!.trash).toEqual(["GEN-205"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-6604[GEN-105]"]);
  });
});

describe("a card 'with <Digi-Burst>'", () => {
  it("is a card with that icon printed, its number aside, and not another icon", () => {
    const hand = (deck: string) =>
      run(`turn A main | A: hand TST-6605, memory 3, deck ${deck} GEN-604 | B: GEN-204`, "A plays TST-6605")
        .final.areas.A!.hand;
    expect(hand("GEN-104 TST-6606 GEN-103")).toEqual(["TST-6606"]);
    expect(hand("GEN-104 TST-6607 GEN-103")).toEqual([]);
  });
});

describe("choose a digivolution card of a Digimon and trash it", () => {
  it("trashes the one the player picks from under that Digimon", () => {
    const t = run(
      "turn A main | A: hand TST-6608 | B: GEN-206[GEN-105 GEN-104]",
      "A plays TST-6608",
      "target GEN-104",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-206[GEN-105]"], trash: ["GEN-104"] });
  });
});

describe("Digimon that stay suspended", () => {
  const next = "A ends the turn; B starts the turn";
  it("'Digimon suspended by this effect don't unsuspend': only the one this effect suspended", () => {
    const t = run(
      "turn A main | A: hand TST-6609 | B: GEN-204 GEN-205(sus), deck 3",
      `A plays TST-6609; ${next}`,
      "target GEN-204",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-204(sus)", "GEN-205"]);
  });
  it("'During your opponent's next unsuspend phase, all of ... don't unsuspend': the phase said first", () => {
    const t = run(
      "turn A main | A: hand TST-6610 | B: GEN-204(sus) GEN-205(sus), deck 3",
      `A plays TST-6610; ${next}`,
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-204(sus)", "GEN-205"]);
  });
});

describe("'it' after a Digimon moves out of the breeding area", () => {
  it("is the Digimon that moved", () => {
    const t = run(
      "turn B breeding; A: TST-6611, security 3 | B: breeding GEN-204[GEN-203], deck 3",
      "B moves GEN-204; B attacks player A with GEN-204",
    );
    expect(stepsText(t)).toMatch(/GEN-204 Generic Yellow Lv\.4\] gains <Security Attack -1>/);
    expect(t.final.areas.A!.security).toHaveLength(3);
  });
});

describe("'may gain <Rush> for the turn and attack without suspending'", () => {
  const board = "turn A main | A: hand TST-6612, GEN-105(sus), memory 5 | B: security 3, deck 3";
  it("the chosen Digimon attacks and stays unsuspended", () => {
    const t = run(board, "A plays TST-6612", "target TST-6612");
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)", "TST-6612"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
    expect(stepsText(t)).toMatch(/attacks without suspending/);
  });
  it("a suspended Digimon can make that attack too", () => {
    const t = run(board, "A plays TST-6612", "target GEN-105");
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)", "TST-6612"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
  });
});

describe("a gained trigger with no header", () => {
  it("holds in every turn: the Digimon that wins its battle unsuspends", () => {
    const t = run(
      "turn A main; A: GEN-105, hand TST-6613, memory 3 | B: GEN-104(sus)",
      "A uses TST-6613; A attacks GEN-104 with GEN-105",
    );
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-105"]);
    const plain = run(
      "turn A main; A: GEN-105, memory 3 | B: GEN-104(sus)",
      "A attacks GEN-104 with GEN-105",
    );
    expect(plain.final.areas.A!.battle).toEqual(["GEN-105(sus)"]);
  });
});

describe("'... all of your Digimon with <Blocker> and they get +N DP'", () => {
  it("each Digimon the clause chose gets the DP, the others don't", () => {
    const t = run(
      "turn A main; A: TST-6615(sus) GEN-105(sus), hand TST-6614, memory 3 | B: GEN-205(sus)",
      "A uses TST-6614; A attacks GEN-205 with TST-6615",
    );
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.A!.battle).toEqual(["TST-6615(sus)", "GEN-105(sus)"]);
    expect(stepsText(t)).not.toMatch(/GEN-105[^\n]*\+5000/);
  });
});

describe("'Trash 1 of your opponent's security cards for every 3 cards in their trash'", () => {
  it("trashes from the top of their security stack once per full 3 cards", () => {
    const left = (trash: string) =>
      run(`turn A main; A: TST-6616 | B: security 5, trash ${trash}`, "A attacks B with TST-6616").final.areas
        .B!.security!.length;
    expect(left("GEN-203 GEN-204 GEN-205 GEN-206 GEN-103 GEN-104")).toBe(2);
    expect(left("GEN-203 GEN-204 GEN-205 GEN-206 GEN-103")).toBe(3);
  });
});

describe("'for each card this effect trashed'", () => {
  it("counts the cards the effect trashed before", () => {
    const board = (hand: string) => `turn A main; A: hand TST-6617 ${hand}, memory 3 | B: GEN-203`;
    const two = run(board("GEN-103 GEN-104"), "A plays TST-6617", "yes; target GEN-103 GEN-104");
    expect(two.final.areas.B!.battle).toEqual([]);
    const one = run(board("GEN-103"), "A plays TST-6617", "yes; target GEN-103");
    expect(one.final.areas.B!.battle).toEqual(["GEN-203"]);
  });
});

describe("'This Digimon may battle 1 of your opponent's Digimon'", () => {
  const board = "turn A main; A: hand TST-6618, memory 5 | B: GEN-204 GEN-206";
  it("battles outside an attack: the loser is deleted in battle", () => {
    const win = run(board, "A plays TST-6618", "yes; target GEN-204");
    expect(win.final.areas.B!.battle).toEqual(["GEN-206"]);
    expect(win.final.areas.A!.battle).toEqual(["TST-6618"]);
    expect(win.final.memory).toEqual({ player: "A", value: 4 });
    expect(stepsText(win)).toMatch(/battles .*GEN-204.* \(5000 DP\) by this effect/);
    const lose = run(board, "A plays TST-6618", "yes; target GEN-206");
    expect(lose.final.areas.A!.battle).toEqual([]);
    expect(lose.final.areas.B!.battle).toEqual(["GEN-204", "GEN-206"]);
  });
  it("may be declined", () => {
    const t = run(board, "A plays TST-6618", "no");
    expect(t.final.areas.B!.battle).toEqual(["GEN-204", "GEN-206"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-6618"]);
  });
});

describe("'Activate 1 of your [X]'s [On Play] effects'", () => {
  it("runs the [On Play] effect of the chosen card with that name", () => {
    const t = run("turn A main; A: TST-6621 TST-6620, memory 0 | B: security 3", "A attacks B with TST-6621");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    const none = run(
      "turn A main; A: TST-6621 GEN-105, memory 0 | B: security 3",
      "A attacks B with TST-6621",
    );
    expect(none.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("'..., and you may attack a player with that Digimon'", () => {
  it("the Digimon the effect unsuspended may attack", () => {
    const board = "turn A main; A: TST-6623(sus) GEN-105, hand TST-6622, memory 3 | B: security 3";
    const t = run(board, "A uses TST-6622", "target TST-6623");
    expect(t.final.areas.B!.security).toHaveLength(2);
    expect(t.final.areas.A!.battle).toEqual(["TST-6623(sus)", "GEN-105"]);
  });
});

describe("'This Digimon attacks without suspending'", () => {
  it("attacks and stays unsuspended", () => {
    const t = run("turn A main; A: hand TST-6624, memory 3 | B: security 3", "A plays TST-6624");
    expect(t.final.areas.A!.battle).toEqual(["TST-6624"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
  });
});
