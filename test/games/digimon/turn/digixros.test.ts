/**
 * DigiXros beyond the plain play (7-2): "if DigiXrosing (with N cards)" conditions, names a card
 * has only for a DigiXros, requirements with "different card numbers" or no limit ("∞"), and
 * Assembly with "different-level cards" — on made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { identityOf } from "../../../../src/games/digimon/derive/index.ts";

const card = readRecord;

const CARDS = [
  card("TST-451", "Xa", { level: 3, traits: ["Crew"] }),
  card("TST-452", "Xb", { level: 3, traits: ["Crew"] }),
  card("TST-453", "Crossmon", {
    level: 5,
    playCost: 9,
    effect:
      "[DigiXros -1] [Xa] x [Xb]\n[On Play] Gain 1 memory. Then, if DigiXrosing, gain 2 memory. Then, if DigiXrosing with 2 cards, gain 4 memory.",
  }),
  // A card that is [Xa] only for a DigiXros.
  card("TST-454", "Alsomon", { level: 4, effect: "This card is also treated as [Xa] for a DigiXros." }),
  card("TST-455", "Manymon", {
    level: 6,
    playCost: 12,
    effect: "[DigiXros -2] ∞ Digimon cards w/[Crew] trait & different card numbers",
  }),
  card("TST-456", "Fivemon", {
    level: 6,
    playCost: 12,
    effect: "[DigiXros -1] 2 Lv.3 [Crew] trait Digimon cards w/different card numbers",
  }),
  card("TST-457", "Givemon", {
    level: 3,
    effect: "[On Play] 1 Digimon may gain <Security Attack +1> until the end of your opponent's turn.",
  }),
  card("TST-458", "Xros Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    playCost: 2,
    digivolve: [],
    effect:
      "[Your Turn] When you would play a Digimon card with a DigiXros requirement, by suspending this Tamer, you may place cards from under your Tamers as digivolution cards for a DigiXros.",
  }),
  card("TST-459", "Trashxros", {
    level: 5,
    playCost: 9,
    effect:
      "[DigiXros -1] [Xa] x [Xb]\nWhen you would play this card, you can also place cards from your trash in digivolution cards for a DigiXros.",
  }),
];

const { run, stepsText: text, errorOf } = recordRunner(CARDS);

describe("'if DigiXrosing' (7-2-2-9, 7-2-2-10)", () => {
  it("a plain play runs only the first part", () => {
    const t = run("turn A | A: GEN-104, hand TST-453, memory 9 | B: GEN-104", "A plays TST-453");
    // 9 paid, then +1.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    expect(text(t)).toMatch(/not being played by a DigiXros \(7-2-2-9\)/);
  });

  it("a DigiXros with 1 card runs 'if DigiXrosing' but not 'with 2 cards'", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-453 TST-451, memory 8 | B: GEN-104",
      "A plays TST-453 with digixros TST-451",
    );
    // 9 - 1 = 8 paid, then +1 +2.
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(text(t)).toMatch(/1 card was placed for the DigiXros, not 2 \(7-2-2-10\)/);
  });

  it("a DigiXros with 2 cards runs both", () => {
    const t = run(
      "turn A | A: TST-452, hand TST-453 TST-451, memory 7 | B: GEN-104",
      "A plays TST-453 with digixros TST-451 TST-452",
    );
    // 9 - 2 = 7 paid, then +1 +2 +4.
    expect(t.final.memory).toEqual({ player: "A", value: 7 });
  });
});

describe("a name only for a DigiXros", () => {
  it("is placed as the card it is treated as", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-453 TST-454, memory 8 | B: GEN-104",
      "A plays TST-453 with digixros TST-454",
    );
    expect(t.final.areas.A!.battle).toContain("TST-453[TST-454]");
  });

  it("is not one of its names anywhere else", () => {
    const def = CARDS[3]!;
    expect(identityOf(def).names).toEqual(["Alsomon"]);
    expect(identityOf(def).xrosNames).toEqual(["Xa"]);
  });
});

describe("requirements with a number of cards", () => {
  it("'∞ ... cards & different card numbers' takes any number of cards, each a different card number", () => {
    const t = run(
      "turn A | A: TST-451, hand TST-455 TST-452, memory 8 | B: GEN-104",
      "A plays TST-455 with digixros TST-451 TST-452",
    );
    // 12 - 2 × 2 = 8.
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
    const same = errorOf(() =>
      run(
        "turn A | A: TST-451, hand TST-455 TST-451, memory 8 | B: GEN-104",
        "A plays TST-455 with digixros TST-451 TST-451",
      ),
    );
    expect(same).toMatch(/different card numbers/);
    expect(same).toMatch(/7-2-2-5/);
  });

  it("'2 ... cards' takes at most 2 (7-2-2-5)", () => {
    const e = errorOf(() =>
      run(
        "turn A | A: TST-451, hand TST-456 TST-452 TST-457, memory 8 | B: GEN-104",
        "A plays TST-456 with digixros TST-451 TST-452 TST-457",
      ),
    );
    expect(e).toMatch(/2 in all/);
  });
});

describe("'1 Digimon may gain <...>'", () => {
  it("asks, and gives the keyword to the chosen Digimon", () => {
    const yes = run(
      "turn A | A: GEN-104, hand TST-457, memory 3 | B: GEN-104",
      "A plays TST-457",
      "yes; target GEN-104",
    );
    expect(text(yes)).toMatch(/gains <Security Attack \+1>/);
    const no = run("turn A | A: GEN-104, hand TST-457, memory 3 | B: GEN-104", "A plays TST-457", "no");
    expect(text(no)).not.toMatch(/gains <Security Attack \+1>/);
  });
});

describe("cards from under Tamers or the trash, where an effect allows it (7-2-1)", () => {
  it("a Tamer's effect allows cards from under Tamers, and is suspended for it", () => {
    const t = run(
      "turn A | A: TST-458[TST-451], hand TST-453 TST-452, memory 7 | B: GEN-104",
      "A plays TST-453 with digixros TST-451 TST-452",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-458(sus)", "TST-453[TST-451 TST-452]"]);
    expect(text(t)).toMatch(/by suspending \[TST-458 Xros Tamer\]/);
  });

  it("is refused without such an effect, or when the Tamer is suspended", () => {
    const none = errorOf(() =>
      run(
        "turn A | A: GEN-104, trash TST-451, hand TST-453, memory 7 | B: GEN-104",
        "A plays TST-453 with digixros TST-451",
      ),
    );
    expect(none).toMatch(/1 from their trash/);
    expect(none).toMatch(/7-2-1/);
    const suspended = errorOf(() =>
      run(
        "turn A | A: TST-458(sus)[TST-451], hand TST-453, memory 7 | B: GEN-104",
        "A plays TST-453 with digixros TST-451",
      ),
    );
    expect(suspended).toMatch(/1 from under their Tamers/);
  });

  it("the card's own text allows its trash, with no Tamer to suspend", () => {
    const t = run(
      "turn A | A: GEN-104, trash TST-451 TST-452, hand TST-459, memory 7 | B: GEN-104",
      "A plays TST-459 with digixros TST-451 TST-452",
    );
    expect(t.final.areas.A!.battle).toContain("TST-459[TST-451 TST-452]");
    expect(t.final.areas.A!.trash).toEqual([]);
  });
});
