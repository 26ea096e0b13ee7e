/**
 * [Twice Per Turn] (15-14-1): the effect activates at most twice in a turn for each card, and
 * "by decreasing your memory by 3" is paying 3 memory.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { markUsed, usedUp } from "../../../../src/games/digimon/state/per-turn.ts";

const TEXT =
  "[When Attacking][Twice Per Turn] You can unsuspend this Digimon by trashing 1 card in your hand.";
const cards = `TST-9501 "Hound" digimon lv 5 7000 dp blue cost 6 : ${TEXT}`;
const attack = "A attacks B with TST-9501";

describe("[Twice Per Turn]", () => {
  it("reads the header as a limit of two", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]).toMatchObject({ timing: "whenAttacking", perTurn: 2 });
    expect(r.abilities[0]!.oncePerTurn).toBeUndefined();
  });

  it("counts uses for each card up to its limit", () => {
    const s = { usedThisTurn: new Set<string>() };
    const twice = { perTurn: 2 };
    expect(usedUp(s, twice, "x@1")).toBe(false);
    markUsed(s, twice, "x@1");
    expect(usedUp(s, twice, "x@1")).toBe(false);
    markUsed(s, twice, "x@1");
    expect(usedUp(s, twice, "x@1")).toBe(true);
    expect(usedUp(s, twice, "x@2")).toBe(false);
    expect(usedUp(s, { oncePerTurn: true }, "y@1")).toBe(false);
    markUsed(s, { oncePerTurn: true }, "y@1");
    expect(usedUp(s, { oncePerTurn: true }, "y@1")).toBe(true);
  });

  it("unsuspends after each of two attacks, and not after a third", () => {
    const board = "turn A; A: TST-9501, hand GEN-103 GEN-104 GEN-105 | B: security 5";
    const two = resolveDigimon({ board, action: `${attack}; ${attack}`, cards, choices: "yes; yes" }).trace;
    expect(two.final.areas.A!.battle).toEqual(["TST-9501"]);
    expect(two.final.areas.A!.hand).toHaveLength(1);
    const three = resolveDigimon({
      board,
      action: `${attack}; ${attack}; ${attack}`,
      cards,
      choices: "yes; yes; yes",
    }).trace;
    expect(three.final.areas.A!.battle).toEqual(["TST-9501(sus)"]);
    expect(three.final.areas.A!.hand).toHaveLength(1);
    expect(three.final.areas.B!.security).toHaveLength(2);
  });

  it("reads 'by decreasing your memory by 3' as paying 3 memory", () => {
    const r = compileText(
      "[End of Attack][Twice Per Turn] You can unsuspend this Digimon by decreasing your memory by 3.",
      {
        code: "TST",
      },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]).toMatchObject({ perTurn: 2, cost: [{ op: "memory", n: -3 }] });
  });
});
