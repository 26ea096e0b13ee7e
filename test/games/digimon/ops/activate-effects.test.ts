/**
 * Effects that activate other effects (15-15-7) and gained effects (15-15-2): "for each Tamer,
 * activate this Digimon's [When Digivolving] effect"; "activate this Digimon's [On Play] effects"
 * after a condition; the effects of the Digimon this effect played; an effect of a chosen
 * Digimon, of a digivolution card or of a face-up security card as this Digimon's (a mandatory
 * activation forcing the activated effect's "you may", 15-15-7-4; a used-up [Once Per Turn]
 * not activating); [Main] effects gained from digivolution cards with a trait; gained effects
 * with a turn limit or given after a cost. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { tamerOf, testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const CARDS = [
  testCard(
    "TST-82010",
    "[When Digivolving] Gain 1 memory. [When Attacking][Once Per Turn] For each Tamer you have in play, activate this Digimon's [When Digivolving] effect.",
    { level: 5, dp: 7000 },
  ),
  testCard("TST-82011", "", tamerOf("Red")),
  testCard(
    "TST-82012",
    "[On Play] Gain 1 memory. [When Digivolving] If [Dobermon] in its name or [X Antibody] is in this Digimon's digivolution cards, activate this Digimon's [On Play] effects.",
    { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red", cost: 2 }] },
  ),
  testCard("TST-82013", "", { name: "Test Dobermon" }),
  testCard(
    "TST-82014",
    "[On Play] 1 of your Digimon gains <Rush> (This Digimon can attack the turn it comes into play), for the turn.",
  ),
  testCard(
    "TST-82015",
    "[On Play] You may play 1 [Rosa] from your hand without paying the cost. Then, activate the [When Digivolving] effects of the Digimon this effect played.",
  ),
  testCard("TST-82016", "[When Digivolving] Gain 2 memory. [On Play] Gain 1 memory.", { name: "Rosa" }),
  testOption(
    "TST-82017",
    "[Main] Activate 1 of the [On Deletion] effects of 1 of your red Digimon with [Vaccine] in its traits.",
  ),
  testCard("TST-82018", "[On Deletion] Gain 2 memory.", { traits: ["Vaccine"] }),
  testCard(
    "TST-82019",
    "[Main] By suspending this Tamer, activate 1 [On Play] or [When Digivolving] effect of 1 of your [Olympos XII] trait Digimon.",
    tamerOf("White"),
  ),
  testCard("TST-82020", "[When Digivolving] Gain 1 memory.", { traits: ["Olympos XII"] }),
  testCard("TST-82021", "[On Play] [Once Per Turn] Gain 1 memory.", { traits: ["Olympos XII"] }),
  testCard(
    "TST-82022",
    "[When Attacking] Activate 1 [When Digivolving] effect of 1 Digimon card with [Justi] in its name in this Digimon's digivolution cards as if it was this Digimon's effect.",
    { level: 6, dp: 11000 },
  ),
  testCard("TST-82023", "[When Digivolving] This Digimon gets +3000 DP for the turn.", {
    name: "Justi Test",
  }),
  testCard(
    "TST-82024",
    "[When Attacking] Activate 1 [On Play] effect on a face-up Digimon card with the [Zaxon] trait in your security stack as an effect of this Digimon.",
    { level: 6, dp: 11000 },
  ),
  testCard("TST-82025", "[On Play] This Digimon gets +2000 DP for the turn.", { traits: ["Zaxon"] }),
  testCard(
    "TST-82026",
    "[When Digivolving] You may place 1 [Knight] from your hand under this Digimon as its bottom digivolution card. Activate 1 of that Digimon's [When Digivolving] effects as an effect of this Digimon.",
    { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red", cost: 2 }] },
  ),
  testCard("TST-82028", "[On Play] You may gain 2 memory.", { traits: ["Zaxon"] }),
  testCard(
    "TST-82030",
    "[Your Turn] This Digimon gains all [Main] effects of its digivolution cards with the [Flame] trait.",
    { level: 6, dp: 11000 },
  ),
  testCard("TST-82031", "[Main] Gain 1 memory. [When Attacking] Gain 2 memory.", { traits: ["Flame"] }),
  testCard("TST-82032", "[Main] Gain 1 memory.", { traits: ["Aqua"] }),
  testOption(
    "TST-82033",
    "[Main] Until the end of your opponent's turn, 1 of your Digimon gains \"[Opponent's Turn] This Digimon gets +2000 DP.\"",
  ),
  testCard(
    "TST-82034",
    '[Your Turn] When one of your other Digimon attacks, by trashing 1 of this Digimon\'s digivolution cards, that Digimon gains "[End of Attack] Gain 3 memory." for the turn.',
    { level: 4, dp: 5000 },
  ),
  testOption(
    "TST-82035",
    "[Main] 1 of your opponent's Digimon gets -3000 DP and that Digimon's [When Digivolving] effects don't activate until the end of your opponent's turn.",
  ),
  testCard("TST-82027", "[When Digivolving] This Digimon gets +3000 DP for the turn.", { name: "Knight" }),
];
const { run } = recordRunner(CARDS);
const dpOf = (t: ReturnType<typeof run>, code: string) =>
  t.final.details?.A?.find((d) => d.card.startsWith(code))?.dp;

describe("'for each Tamer you have in play, activate this Digimon's [When Digivolving] effect'", () => {
  it("activates it once for each Tamer", () => {
    const t = run(
      "turn A | A: TST-82010 TST-82011 TST-82011, memory 0 | B: GEN-103",
      "A attacks B with TST-82010",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("activates nothing without a Tamer", () => {
    const t = run("turn A | A: TST-82010, memory 0 | B: GEN-103", "A attacks B with TST-82010");
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("'if [X] in its name or [Y] is in this Digimon's digivolution cards, activate this Digimon's [On Play] effects'", () => {
  it("activates them when a card with the name is under it", () => {
    const t = run(
      "turn A | A: TST-82013, hand TST-82012, memory 5 | B: GEN-103",
      "A digivolves TST-82013 into TST-82012",
    );
    const u = run(
      "turn A | A: GEN-103, hand TST-82012, memory 5 | B: GEN-103",
      "A digivolves GEN-103 into TST-82012",
    );
    expect(t.final.memory!.value - u.final.memory!.value).toBe(1);
  });
});

describe("a keyword's reminder closed by a comma before the duration", () => {
  it("reads '<Rush> (...), for the turn' as <Rush> for the turn", () => {
    const t = run(
      "turn A | A: hand TST-82014, memory 5 | B: GEN-103",
      "A plays TST-82014",
      "target TST-82014",
    );
    expect(JSON.stringify(t.steps)).toMatch(/Rush/);
  });
});

describe("'activate the [When Digivolving] effects of the Digimon this effect played'", () => {
  it("runs the played Digimon's [When Digivolving] effect as well as its [On Play] one", () => {
    const t = run("turn A | A: hand TST-82015 TST-82016, memory 0 | B: GEN-103", "A plays TST-82015", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-82015", "TST-82016"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});

describe("'activate 1 of the [On Deletion] effects of 1 of your red Digimon with [Vaccine] in its traits'", () => {
  it("runs the chosen Digimon's [On Deletion] effect while it stays on the field", () => {
    const t = run("turn A | A: TST-82018 GEN-103, hand TST-82017, memory 0 | B: GEN-203", "A uses TST-82017");
    expect(t.final.areas.A!.battle).toEqual(["TST-82018", "GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("'activate 1 [On Play] or [When Digivolving] effect of 1 of your [Olympos XII] trait Digimon'", () => {
  it("runs an effect of either timing", () => {
    const t = run("turn A | A: TST-82019 TST-82020, memory 0 | B: GEN-203", "A activates TST-82019");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("can't activate a [Once Per Turn] effect that was used this turn (15-14-1)", () => {
    const t = run(
      "turn A | A: TST-82019, hand TST-82021, memory 0 | B: GEN-203",
      "A plays TST-82021; A activates TST-82019",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    expect(JSON.stringify(t.steps)).toMatch(/used up its activations/);
  });
});

describe("an effect printed on a digivolution card activated as this Digimon's", () => {
  it("runs the [When Digivolving] effect of the named card under it, 'this Digimon' being this one", () => {
    const t = run(
      "turn A | A: TST-82022[TST-82023] | B: GEN-106, security GEN-203",
      "A attacks B with TST-82022",
    );
    expect(dpOf(t, "TST-82022")).toBe(14000);
  });

  it("finds none without a card that fits", () => {
    const t = run(
      "turn A | A: TST-82022[GEN-105] | B: GEN-106, security GEN-203",
      "A attacks B with TST-82022",
    );
    expect(dpOf(t, "TST-82022")).toBe(11000);
  });
});

describe("an effect printed on a face-up security card activated as this Digimon's", () => {
  it("runs the [On Play] effect of a face-up card of the trait; the card stays", () => {
    const up = run(
      "turn A | A: TST-82024, security TST-82025(up) | B: GEN-106, security GEN-203",
      "A attacks B with TST-82024",
    );
    expect(dpOf(up, "TST-82024")).toBe(13000);
    expect(up.final.areas.A!.security).toEqual(["TST-82025(up)"]);
  });

  it("makes the activated effect's 'you may' mandatory, the activating one being mandatory (15-15-7-4)", () => {
    const t = run(
      "turn A | A: TST-82024, security TST-82028(up), memory 0 | B: GEN-106, security GEN-203",
      "A attacks B with TST-82024",
      "no",
    );
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("does not see a face-down one", () => {
    const t = run(
      "turn A | A: TST-82024, security TST-82025 | B: GEN-106, security GEN-203",
      "A attacks B with TST-82024",
    );
    expect(dpOf(t, "TST-82024")).toBe(11000);
  });
});

describe("'activate 1 of that Digimon's [When Digivolving] effects as an effect of this Digimon' after a placement", () => {
  it("runs the placed card's effect as this Digimon's (official Q&A: right after the placement)", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-82026 TST-82027, memory 5 | B: GEN-106",
      "A digivolves GEN-103 into TST-82026",
      "yes",
    );
    expect(dpOf(t, "TST-82026")).toBe(8000);
  });
});

describe("'gains all [Main] effects of its digivolution cards with the [Flame] trait'", () => {
  it("has the [Main] effect of a [Flame] card under it", () => {
    const t = run("turn A | A: TST-82030[TST-82031], memory 0 | B: GEN-106", "A activates TST-82030");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("has none of a card without the trait", () => {
    const t = () => run("turn A | A: TST-82030[TST-82032], memory 0 | B: GEN-106", "A activates TST-82030");
    expect(t).toThrow();
  });
});

describe("a gained continuous effect with a turn limit", () => {
  it("applies in its owner's opponent's turn only", () => {
    const mine = run("turn A | A: GEN-104, hand TST-82033 | B: GEN-106", "A uses TST-82033");
    expect(dpOf(mine, "GEN-104")).toBe(5000);
    const theirs = run(
      "turn A | A: GEN-104, hand TST-82033 | B: GEN-106",
      "A uses TST-82033; A ends the turn",
    );
    expect(dpOf(theirs, "GEN-104")).toBe(7000);
  });
});

describe("'by trashing 1 of this Digimon's digivolution cards, that Digimon gains \"...\"' after another Digimon's trigger", () => {
  it("pays with this Digimon's card; the attacking Digimon gains the effect", () => {
    const t = run(
      "turn A | A: TST-82034[GEN-103] GEN-104, memory 0 | B: GEN-106, security GEN-203",
      "A attacks B with GEN-104",
      "yes",
    );
    expect(t.final.areas.A!.trash).toContain("GEN-103");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });
});

describe("'gets -3000 DP and that Digimon's [When Digivolving] effects don't activate'", () => {
  it("both happen to the one chosen Digimon", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-82035 | B: GEN-106 GEN-104",
      "A uses TST-82035",
      "target GEN-106",
    );
    expect(JSON.stringify(t.steps)).toMatch(
      /GEN-106 Generic Red Lv\.6\] can't activate \[When Digivolving\] effects/,
    );
    expect(t.final.details?.B?.find((d) => d.card.startsWith("GEN-106"))?.dp).toBe(8000);
  });
});
