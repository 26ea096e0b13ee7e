import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { errorOf } from "../../user-error-of.ts";

const run = (board: string, action: string, choices = "", edition?: string) =>
  resolveDigimon({ board, action, choices, edition });

describe("Digimon ruleset", () => {
  it("deletes a 0 DP Digimon only after the effect ends, by rules processing (17-1-2-2)", () => {
    const { trace } = run("A: GEN-203 GEN-503, hand BT8-109, memory 6 | B: BT9-033", "A uses BT8-109");
    expect(trace.steps.map((s) => s.kind)).toEqual(["action", "rules-processing", "end"]);
    expect(trace.steps[1]!.rule).toBe("17-1-3-1-1");
    expect(trace.final.areas.B!.trash).toEqual(["BT9-033"]);
    expect(trace.final.areas.A!.trash).toEqual(["BT8-109"]);
  });

  it("trashes a Digimon without DP instead of deleting it (17-1-3-2-1)", () => {
    const { trace } = run(
      "A: GEN-106, deck 2, memory 6 | B: BT5-039[ST3-01]",
      "A digivolves GEN-106 into BT3-112",
    );
    const rp = trace.steps.find((s) => s.kind === "rules-processing")!;
    expect(rp.rule).toBe("17-1-3-2-1");
    expect(rp.text).toContain("no DP");
  });

  it("pays costs and draws for digivolving (8-1-3-3)", () => {
    const { trace } = run("A: GEN-106, deck 2, memory 6 | B: GEN-203", "A digivolves GEN-106 into BT3-112");
    expect(trace.steps[0]!.changes).toContain("player A draws 1 card for digivolving (8-1-3-3)");
    expect(trace.final.memory).toEqual({ player: "A", value: 0 });
    expect(trace.final.areas.A!.hand).toEqual(["?"]);
  });

  it("keeps an overall 'all Digimon for the turn' change on Digimon played later (15-11-2-2)", () => {
    const { trace } = run(
      "A: BT1-086, hand BT1-029, memory 3 | B: GEN-203, lasting BT4-106",
      "A plays BT1-029",
    );
    expect(trace.steps[1]!.kind).toBe("rules-processing");
    expect(trace.final.areas.A!.trash).toContain("BT1-029");
  });

  it("triggers an inherited unsuspend effect when an effect unsuspends the attacker", () => {
    const { trace } = run(
      "A: BT4-048[BT2-021], security 1, deck 1 | B: GEN-203",
      "A attacks with BT4-048",
      "BT4-048: yes",
    );
    expect(trace.steps.some((s) => s.card === "BT2-021" && s.kind === "activate")).toBe(true);
  });

  it("lets a player decline a 'you may' effect by script", () => {
    const { trace } = run("A: BT4-048, security 1 | B: BT2-070", "A attacks with BT4-048", "BT4-048: no");
    expect(trace.steps[1]!.text).toContain("chooses not to use it");
    expect(trace.final.areas.B!.battle).toEqual(["BT2-070"]);
  });

  it("cannot pay WarGreymon's cost with an empty security stack (Q1210)", () => {
    const { trace } = run("A: BT4-048 | B: BT2-070", "A attacks with BT4-048");
    expect(trace.steps[1]!.text).toContain("no security card");
  });

  it("follows the edition asked for and names it in the trace", () => {
    const board = "A: BT1-086 BT2-085, hand BT1-029, deck 3, memory 5 | B: BT3-092[BT3-085], lasting BT4-106";
    const wiki = run(board, "A plays BT1-029", "", "wiki-2022").trace;
    const cr = run(board, "A plays BT1-029", "", "cr-4.2").trace;
    const order = (t: typeof wiki) =>
      t.steps.filter((s) => s.kind === "activate" || s.kind === "fail").map((s) => s.card);
    expect(wiki.edition).toBe("wiki-2022");
    expect(order(wiki)).toEqual(["BT3-092", "BT1-029", "BT1-086", "BT2-085"]);
    expect(order(cr)).toEqual(["BT1-029", "BT1-086", "BT2-085", "BT3-092"]);
    expect(cr.final).toEqual(wiki.final);
  });
});

describe("Digimon bad input", () => {
  it("names the closest known codes for an unknown card, and points at it", () => {
    const msg = errorOf(() => run("A: BT4-049 | B: BT2-070", "A attacks with BT4-049"));
    expect(msg).toContain("Unknown card BT4-049");
    expect(msg).toContain("BT4-048");
    expect(msg).toMatch(/\n {2}A: BT4-049[^\n]*\n {5}\^/);
  });

  it("refuses digivolving onto the wrong level and says why", () => {
    const msg = errorOf(() => run("A: GEN-203 | B: BT2-070", "A digivolves GEN-203 into BT4-048"));
    expect(msg).toContain("does not meet [BT4-048 WarGreymon]'s digivolution requirements (Yellow level 5)");
  });

  it("refuses attacking with a suspended Digimon", () => {
    expect(errorOf(() => run("A: GEN-203(sus) | B: BT2-070", "A attacks with GEN-203"))).toContain(
      "is suspended, so it can't attack",
    );
  });

  it("refuses playing a card from the trash", () => {
    expect(errorOf(() => run("A: GEN-203, trash BT1-029 | B: BT2-070", "A plays BT1-029"))).toContain(
      "is in player A's trash, not in player A's hand",
    );
  });

  it("refuses an Option without its colours on the field (4-22-2)", () => {
    expect(errorOf(() => run("A: GEN-203 | B: BT9-033", "A uses BT8-109"))).toContain(
      "needs a Purple Digimon or Tamer",
    );
  });

  it("points at the column of malformed notation", () => {
    const msg = errorOf(() => run("A: BT4-048[BT2-0)21] | B: BT2-070", "A attacks with BT4-048"));
    expect(msg).toContain("column 17");
  });

  it("reports an exhausted step budget", () => {
    expect(
      errorOf(() =>
        resolveDigimon({
          board: "A: BT4-048, security 1 | B: BT2-070",
          action: "A attacks with BT4-048",
          budget: 3,
        }),
      ),
    ).toContain("step budget of 3");
  });

  it("rejects an unknown edition and an unknown verb", () => {
    expect(errorOf(() => run("A: GEN-203 | B: BT2-070", "A plays GEN-203", "", "cr-9"))).toContain(
      "Unknown edition",
    );
    expect(errorOf(() => run("A: GEN-203 | B: BT2-070", "A flips GEN-203"))).toContain(
      'Unknown action "flips"',
    );
  });
});

describe("immediate-type effects (15-8-5)", () => {
  const cards = [
    'XA1-001 "Armormon" digimon lv 5 7000 dp red cost 6 from lv 4 red 2 : <Armor Purge>',
    'XD1-001 "Deletemon" digimon lv 3 3000 dp yellow cost 3 : [On Play] Delete 1 of your opponent\'s Digimon with 8000 DP or less. Then, <Draw 1>.',
  ].join("\n");
  const board = "turn A | A: GEN-203, hand XD1-001, deck 2, memory 5 | B: XA1-001[GEN-104]";

  it("lets <Armor Purge> keep the Digimon, in the middle of the effect that deletes it", () => {
    const { trace } = resolveDigimon({ board, action: "A plays XD1-001", cards });
    const interrupt = trace.steps.find((s) => s.kind === "interrupt")!;
    expect(interrupt).toMatchObject({ player: "B", rule: "16-19-1" });
    expect(trace.steps.find((s) => s.kind === "activate")!.text).toContain("would be deleted, but");
    expect(trace.final.areas.B!.battle).toEqual(["GEN-104"]);
    expect(trace.final.areas.A!.hand).toHaveLength(1);
  });

  it("deletes the Digimon when its owner declines", () => {
    const { trace } = resolveDigimon({ board, action: "A plays XD1-001", choices: "XA1-001: no", cards });
    expect(trace.steps.some((s) => s.kind === "interrupt")).toBe(false);
    expect([...trace.final.areas.B!.trash!].sort()).toEqual(["GEN-104", "XA1-001"]);
  });
});
