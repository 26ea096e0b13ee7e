/**
 * DUAL cards (4-6): a Digimon card without a play cost (7-1-1) that is also an Option card off the
 * field; used with its Option information (4-6-6: name, colours, use cost, <Use Req.>, [Main]),
 * after which one of the player's Digimon may digivolve into it instead of its being trashed
 * (Arts Digivolve, 4-20) — on made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import { finalDp, recordRunner } from "../record-runner.ts";
import { wholeRecordCard, wholeRecordTamer } from "../test-card.ts";

const card = wholeRecordCard;
const tamer = (code: string, effect: string) =>
  wholeRecordTamer(code, `Tamer ${code}`, effect, { colors: ["Purple"] });

const CARDS = [
  card("TST-80001", "Dualmon", {
    colors: ["Yellow"],
    level: 5,
    dp: 8000,
    playCost: 4,
    digivolve: [{ level: 4, color: "Yellow", cost: 3 }],
    traits: ["Glow"],
    effect: "[When Digivolving] Gain 1 memory.",
    optionEffect:
      "＜Use Req. ([Glow] trait)＞ \n[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.",
    optionName: "Glow Strike",
    optionColors: ["Purple"],
  }),
  card("TST-80005", "Artsmon", {
    colors: ["Yellow"],
    level: 5,
    dp: 8000,
    playCost: 4,
    digivolve: [{ level: 4, color: "Yellow", cost: 3 }],
    effect: "[When Digivolving] Activate 1 [Main] effect on this card's Option side.",
    optionEffect: "[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.",
    optionName: "Arts Strike",
    optionColors: ["Yellow"],
  }),
  card("TST-80006", "Wallmon", {
    level: 6,
    dp: 11000,
    effect: "[All Turns] Your opponent's Digimon effects don't affect this Digimon.",
  }),
  card("TST-80007", "Growmon", {
    colors: ["Yellow"],
    level: 6,
    dp: 12000,
    playCost: 2,
    digivolve: [{ level: 5, color: "Yellow", cost: 3 }],
    optionEffect:
      "For each of your security cards, add 1 to this card's use cost.\n[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.",
    optionName: "Grow Strike",
    optionColors: ["Yellow"],
  }),
  tamer(
    "TST-80008",
    "[Main] You may use 1 Option card with a use cost of 3 or less from your hand without paying the cost.",
  ),
  card("TST-80009", "Textmon", {
    colors: ["Yellow"],
    level: 5,
    dp: 8000,
    playCost: 4,
    digivolve: [{ level: 4, color: "Yellow", cost: 3 }],
    optionEffect:
      "＜Use Req. ([Glowmon] in text)＞ \n[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.",
    optionName: "Text Strike",
    optionColors: ["Purple"],
  }),
  card("TST-80040", "Furthermon", {
    colors: ["Yellow"],
    level: 5,
    dp: 8000,
    playCost: 1,
    digivolve: [{ level: 4, color: "Yellow", cost: 3 }],
    optionEffect:
      "[Main] 1 of your opponent's Digimon gets -3000 DP until their turn ends. By trashing your top security card, it further gets -2000 DP.",
    optionName: "Further Strike",
    optionColors: ["Yellow"],
  }),
  card("TST-80002", "Glowmon", { colors: ["Green"], level: 3, traits: ["Glow"] }),
  tamer("TST-80003", "[Main] You may use 1 [Glow] trait Option card from your hand without paying the cost."),
  tamer("TST-80004", "[Main] You may play 1 [Glow] trait card from your hand without paying the cost."),
];

const { run, stepsText: text } = recordRunner(CARDS);
const dpOf = finalDp;

describe("a DUAL card", () => {
  it("is used from the hand as its Option side: its use cost, its Option colours, its [Main] (4-6-6, 9-1-9)", () => {
    const t = run(
      "turn A | A: GEN-503, hand TST-80001, memory 5 | B: GEN-206",
      "A uses TST-80001",
      "target GEN-206",
    );
    expect(dpOf(t, "B", "GEN-206")).toBe(8000);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    // No Digimon of player A meets its digivolution requirements: it is trashed.
    expect(t.final.areas.A!.trash).toEqual(["TST-80001"]);
  });

  it("lets one of the player's Digimon digivolve into it instead of its being trashed (Arts Digivolve, 4-20)", () => {
    const t = run(
      "turn A | A: GEN-503 GEN-204, hand TST-80001, memory 5, deck GEN-103 | B: GEN-206",
      "A uses TST-80001",
      "target GEN-206; target TST-80001",
    );
    expect(text(t)).toMatch(/Arts Digivolve instead of trashing it \(4-20-1\)/);
    expect(t.final.areas.A!.battle).toEqual(["GEN-503", "TST-80001[GEN-204]"]);
    expect(t.final.areas.A!.trash).toEqual([]);
    // The cost is not paid; the digivolution draws and its [When Digivolving] effect activates.
    expect(t.final.areas.A!.hand).toEqual(["GEN-103"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("is trashed when the player declines Arts Digivolve", () => {
    const t = run(
      "turn A | A: GEN-503 GEN-204, hand TST-80001, memory 5 | B: GEN-206",
      "A uses TST-80001",
      "target GEN-206; skip",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-80001"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-503", "GEN-204"]);
  });

  it("needs its Option colours, not its Digimon colours (4-22-2)", () => {
    expect(() =>
      run("turn A | A: GEN-204, hand TST-80001, memory 5 | B: GEN-206", "A uses TST-80001"),
    ).toThrow(/needs a Purple Digimon or Tamer/);
  });

  it("ignores them with a Digimon its <Use Req.> names (16-42-3)", () => {
    const t = run(
      "turn A | A: TST-80002, hand TST-80001, memory 5 | B: GEN-206",
      "A uses TST-80001",
      "target GEN-206",
    );
    expect(text(t)).toMatch(/<Use Req\.> lets player A ignore its colour requirements/);
    expect(dpOf(t, "B", "GEN-206")).toBe(8000);
  });

  it("has no play cost, so it can't be played (7-1-1)", () => {
    expect(() =>
      run("turn A | A: GEN-503, hand TST-80001, memory 5 | B: GEN-206", "A plays TST-80001"),
    ).toThrow(/7-1-1/);
  });

  it("is an Option card in the hand for an effect that uses one", () => {
    const t = run(
      "turn A | A: TST-80003, hand TST-80001, memory 5 | B: GEN-206",
      "A activates TST-80003",
      "target TST-80001; target GEN-206",
    );
    expect(dpOf(t, "B", "GEN-206")).toBe(8000);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("but not a card an effect can play", () => {
    const t = run("turn A | A: TST-80004, hand TST-80001, memory 5 | B: GEN-206", "A activates TST-80004");
    expect(text(t)).toMatch(/has no card in their hand that can be played/);
    expect(t.final.areas.A!.hand).toEqual(["TST-80001"]);
  });

  it("'Activate 1 [Main] effect on this card's Option side': an Option card effect, the card not used (4-6-6-3)", () => {
    const t = run(
      "turn A | A: GEN-204, hand TST-80005, memory 5 | B: TST-80006",
      "A digivolves GEN-204 into TST-80005",
      "target TST-80006",
    );
    expect(text(t)).toMatch(/Option side activates, as an Option card effect/);
    // Not a Digimon effect, so the Digimon immune to those still loses the DP.
    expect(dpOf(t, "B", "TST-80006")).toBe(8000);
    expect(t.final.areas.A!.battle).toEqual(["TST-80005[GEN-204]"]);
  });

  it("'For each of your security cards, add 1 to this card's use cost': paid when used", () => {
    const t = run(
      "turn A | A: GEN-204, hand TST-80007, memory 5, security GEN-103 GEN-103 | B: GEN-206",
      "A uses TST-80007",
      "target GEN-206",
    );
    expect(text(t)).toMatch(/adds 2 to its use cost \(2 → 4\)/);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("and referenced with that cost while in the hand (official Q&A)", () => {
    const board = (security: string) =>
      `turn A | A: TST-80008 GEN-204, hand TST-80007, memory 5${security} | B: GEN-206`;
    const cheap = run(
      board(", security GEN-103"),
      "A activates TST-80008",
      "target TST-80007; target GEN-206",
    );
    expect(dpOf(cheap, "B", "GEN-206")).toBe(8000);
    const dear = run(board(", security GEN-103 GEN-103"), "A activates TST-80008");
    expect(dear.final.areas.A!.hand).toEqual(["TST-80007"]);
  });

  it("'<Use Req. ([X] in text)>': a Digimon with [X] printed on it frees the use from the colours (16-42-3)", () => {
    const t = run(
      "turn A | A: TST-80002, hand TST-80009, memory 5 | B: GEN-206",
      "A uses TST-80009",
      "target GEN-206",
    );
    expect(text(t)).toMatch(
      /<Use Req\.> lets player A ignore its colour requirements with \[TST-80002 Glowmon\]/,
    );
    expect(() =>
      run("turn A | A: GEN-204, hand TST-80009, memory 5 | B: GEN-206", "A uses TST-80009"),
    ).toThrow(/needs a Purple Digimon or Tamer/);
  });

  it("'By trashing your top security card, it further gets -2000 DP': the same Digimon, for as long (15-7)", () => {
    const paid = run(
      "turn A | A: GEN-203, hand TST-80040, memory 5, security GEN-103 | B: GEN-206 GEN-205",
      "A uses TST-80040",
      "target GEN-206; yes; skip",
    );
    expect(dpOf(paid, "B", "GEN-206")).toBe(6000);
    expect(paid.final.areas.A!.security).toEqual([]);
    const unpaid = run(
      "turn A | A: GEN-203, hand TST-80040, memory 5 | B: GEN-206 GEN-205",
      "A uses TST-80040",
      "target GEN-206; skip",
    );
    expect(dpOf(unpaid, "B", "GEN-206")).toBe(8000);
  });
});
