/** Keywords given with "may gain", "gets <...>", "have ... get ... and gain", and split persistent bodies. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const words = (t: { steps: { text: string; changes?: string[] }[] }) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");

describe("keywords given to a Digimon of either player", () => {
  it("reads '1 Digimon may gain <Security Attack -1>' as a choice on any Digimon", () => {
    const out = compileText(
      "[On Play] 1 Digimon may gain <Security Attack -1> until the end of your opponent's turn.",
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops).toMatchObject([
      {
        op: "may",
        then: [
          {
            op: "gainKeyword",
            keyword: "securityAttack",
            value: -1,
            target: { side: "any", count: 1 },
            duration: "untilOpponentTurnEnds",
          },
        ],
      },
    ]);
  });

  it("reads 'gets <Security Attack -2>' and 'have ... get ... and gain'", () => {
    const gets = compileText(
      "[On Play] 1 of your opponent's Digimon gets <Security Attack -2> until the end of your opponent's next turn.",
    );
    expect(gets.unread).toEqual([]);
    expect(gets.abilities[0]!.ops).toMatchObject([
      { op: "gainKeyword", value: -2, target: { side: "opponent" } },
    ]);
    const have = compileText(
      "[On Play] You may have 1 of your opponent's Digimon get -4000 DP and gain <Security Attack -1> until the end of their turn.",
    );
    expect(have.unread).toEqual([]);
    expect(have.abilities[0]).toMatchObject({
      optional: true,
      ops: [
        { op: "dp", amount: -4000 },
        { op: "onReferent", then: [{ op: "gainKeyword", value: -1 }] },
      ],
    });
  });

  it("gives the keyword to an opponent's Digimon when the player picks it", () => {
    const cards = `TST-321 "Monk" digimon lv 4 6000 dp yellow cost 0 : [On Play] 1 Digimon may gain <Security Attack -1> until the end of your opponent's turn.`;
    const { trace } = resolveDigimon({
      board: "A: hand TST-321, memory 3 | B: GEN-204",
      action: "A plays TST-321",
      choices: "yes; target GEN-204",
      cards,
    });
    expect(words(trace)).toMatch(/GEN-204[^\n]*gains <Security Attack -1>/);
  });
});

describe("several persistent sentences under one turn limit", () => {
  const TEXT =
    "[Your Turn] This Digimon gets +2000 DP. While this Digimon has 10000 DP or more, it gains <Piercing>.";

  it("reads each sentence as its own persistent effect", () => {
    const out = compileText(TEXT, { part: "inherited" });
    expect(out.unread).toEqual([]);
    expect(out.abilities).toHaveLength(2);
    expect(out.abilities.map((a) => [a.category, a.turn])).toEqual([
      ["persistent", "your"],
      ["persistent", "your"],
    ]);
  });

  it("keeps a [Once Per Turn] body whole (and unread when it does not read as one)", () => {
    const out = compileText("[Your Turn] [Once Per Turn] This Digimon gets +2000 DP. Dance twice.");
    expect(out.abilities).toEqual([]);
    expect(out.unread.length).toBeGreaterThan(0);
  });

  it("counts the first sentence's DP for the second on the board", () => {
    const cards = [
      `TST-331 "Booster" tamer red cost 0 : inherited: ${TEXT}`,
      `TST-332 "Striker" digimon lv 5 8000 dp red cost 5 : `,
      `TST-333 "Smaller" digimon lv 5 7000 dp red cost 5 : `,
    ].join("\n");
    const { trace } = resolveDigimon({
      board: "A: TST-332[TST-331], memory 3, security 2 | B: GEN-204(sus), security 2",
      action: "A attacks GEN-204 with TST-332",
      cards,
    });
    expect(words(trace)).toMatch(/Piercing/);
    const weaker = resolveDigimon({
      board: "A: TST-333[TST-331], memory 3, security 2 | B: GEN-204(sus), security 2",
      action: "A attacks GEN-204 with TST-333",
      cards,
    }).trace;
    expect(words(weaker)).not.toMatch(/Piercing/);
  });
});
