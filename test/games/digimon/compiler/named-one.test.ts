/**
 * "If you don't have a [X] in play, you may play one from your hand without paying its memory
 * cost": "one" is a card named [X]; nothing is played while one is in play. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { tamerOf, testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const PLAYS_ONE =
  "[On Play] If you don't have a [Test TST-6311] in play, you may play one from your hand without paying its memory cost.";

const { run } = recordRunner([
  testCard("TST-6311", "", { ...tamerOf("Red"), playCost: 3 }),
  testCard("TST-6312", PLAYS_ONE),
]);

describe("reading 'you may play one'", () => {
  it("plays a card with the name the condition named", () => {
    const out = compileText(PLAYS_ONE);
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops).toEqual([
      {
        op: "if",
        cond: { is: "not", cond: { is: "field", side: "you", filter: { nameIs: ["Test TST-6311"] } } },
        then: [{ op: "playFrom", from: "hand", filter: { nameIs: ["Test TST-6311"] }, free: true }],
      },
    ]);
  });

  it("stays unread when the condition names no single card", () => {
    const out = compileText(
      "[On Play] If you don't have a Tamer in play, you may play one from your hand without paying its memory cost.",
    );
    expect(out.unread.length).toBeGreaterThan(0);
  });
});

describe("'you may play one' on a board", () => {
  it("plays it for free when none is in play", () => {
    const t = run(
      "turn A | A: hand TST-6312 TST-6311, memory 2, deck 2",
      "A plays TST-6312",
      "TST-6312: yes",
    );
    expect(t.final.areas.A!.battle).toEqual(expect.arrayContaining(["TST-6312", "TST-6311"]));
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("plays nothing while one is in play", () => {
    const t = run("turn A | A: TST-6311, hand TST-6312 TST-6311, memory 2, deck 2", "A plays TST-6312");
    expect(t.final.areas.A!.hand).toEqual(["TST-6311"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});
