/** Misprints with one sure reading are read as meant (text/typos.ts); correct text is left alone. */
import { describe, expect, it } from "vitest";
import { normalizeText } from "../../../../src/games/digimon/compiler/text/normalize.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

describe("misprints", () => {
  it("mends each pattern", () => {
    expect(
      normalizeText("[Main] Delete 1 of your opponent's Digimon. with as much or less DP as this Digimon."),
    ).toBe("[Main] Delete 1 of your opponent's Digimon with as much or less DP as this Digimon.");
    expect(normalizeText("[Main] 1 of your opponent's Digimon gets -6000 for the turn.")).toBe(
      "[Main] 1 of your opponent's Digimon gets -6000 DP for the turn.",
    );
    expect(normalizeText("[Main] Gain +3 memory.")).toBe("[Main] Gain 3 memory.");
    expect(normalizeText("[Main] Delete 1 of your opponent's Digimon with 3000 or less.")).toBe(
      "[Main] Delete 1 of your opponent's Digimon with 3000 DP or less.",
    );
    expect(normalizeText("[Main] By suspending this Tamer. You may gain 1 memory.")).toBe(
      "[Main] By suspending this Tamer, you may gain 1 memory.",
    );
    expect(normalizeText("[Main] Then, delete1 of your opponent's Digimon.")).toBe(
      "[Main] Then, delete 1 of your opponent's Digimon.",
    );
    expect(normalizeText("[Main] 1 of your Digimon gets +1000 DP until then end of your turn.")).toBe(
      "[Main] 1 of your Digimon gets +1000 DP until the end of your turn.",
    );
    expect(
      normalizeText("[Main] By trashing 1 card in your hand, for the turn 1 of your Digimon gains <Raid>."),
    ).toBe("[Main] By trashing 1 card in your hand, for the turn, 1 of your Digimon gains <Raid>.");
    expect(normalizeText("[Main] Trash the top 2 digivolution cards of 1 if your opponent's Digimon.")).toBe(
      "[Main] Trash the top 2 digivolution cards of 1 of your opponent's Digimon.",
    );
  });

  it("leaves correct text as it is", () => {
    const ok = [
      "[Main] Delete 1 of your opponent's Digimon. Then, gain 1 memory.",
      "[Main] 1 of your Digimon gets +1000 DP for the turn.",
      "[Main] If your opponent has 1 or more Digimon, gain 1 memory.",
    ];
    for (const t of ok) expect(normalizeText(t)).toBe(t);
  });

  it("reads the mended texts whole", () => {
    for (const t of [
      "[Main] Delete 1 of your opponent's Digimon. with as much or less DP as this Digimon.",
      "[Main] 1 of your opponent's Digimon gets -6000 for the turn.",
    ])
      expect(compileText(t, { code: "TST" }).unread).toEqual([]);
  });

  it("mends a reveal group missing its 'the' and 'them'", () => {
    const t =
      "[On Play] Reveal top 3 cards of your deck. Add 1 card with the [Sun] trait from among to your hand. Return the remaining to the bottom of deck.";
    expect(normalizeText(t)).toBe(
      "[On Play] Reveal the top 3 cards of your deck. Add 1 card with the [Sun] trait among them to your hand. Return the remaining cards to the bottom of the deck.",
    );
    expect(compileText(t, { code: "TST" }).unread).toEqual([]);
    expect(normalizeText("[On Play] You may play 1 Tamer card among without paying the cost.")).toBe(
      "[On Play] You may play 1 Tamer card among them without paying the cost.",
    );
  });

  it("mends a trigger ended by a period, a trigger printed twice, and 'yellowuce'", () => {
    expect(
      normalizeText(
        "[Your Turn] When one of your Digimon moves from the breeding area to the battle area. You may hatch in your breeding area.",
      ),
    ).toBe(
      "[Your Turn] When one of your Digimon moves from the breeding area to the battle area, you may hatch in your breeding area.",
    );
    expect(
      normalizeText(
        "When an effect trashes this card in your battle area, When this card is trashed from the battle area, gain 1 memory.",
      ),
    ).toBe("When an effect trashes this card in your battle area, gain 1 memory.");
    expect(normalizeText("When it would digivolve by this effect, yellowuce the cost by 2.")).toBe(
      "When it would digivolve by this effect, reduce the cost by 2.",
    );
    expect(normalizeText("When an effects plays one of your Tokens, gain 1 memory.")).toBe(
      "When an effect plays one of your Tokens, gain 1 memory.",
    );
  });

  it("mends 'gers', a missing 'on' before 'the field' and a comma before 'gain'", () => {
    expect(normalizeText("[All Turns] While you have a Tamer, this Digimon gers +1000 DP.")).toBe(
      "[All Turns] While you have a Tamer, this Digimon gets +1000 DP.",
    );
    expect(
      normalizeText("While you have a Digimon with [Gabumon] in its name the field, gain 1 memory."),
    ).toBe("While you have a Digimon with [Gabumon] in its name on the field, gain 1 memory.");
    const comma = "[All Turns] All of your Digimon with the [Bird]/[Sky] trait, gain <Blocker>.";
    expect(normalizeText(comma)).toBe(
      "[All Turns] All of your Digimon with the [Bird]/[Sky] trait gain <Blocker>.",
    );
    expect(compileText(comma, { code: "TST" }).unread).toEqual([]);
  });
});

describe("'may unsuspended this Digimon'", () => {
  it("reads as 'may unsuspend this Digimon'", () => {
    const t =
      "[All Turns] [Once Per Turn] When an opponent's Digimon becomes suspended, you may unsuspended this Digimon.";
    expect(normalizeText(t)).toContain("you may unsuspend this Digimon.");
    const r = compileText(t, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([{ op: "unsuspendThis" }]);
    expect(r.abilities[0]!.optional).toBe(true);
  });
});
