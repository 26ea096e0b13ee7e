/**
 * What a player did this turn: "If your opponent didn't attack with a Digimon this turn", "If
 * you've digivolved this turn". The engine records what it runs; the board says what happened
 * before it (`did attack`, `did digivolve`, `did nothing`) or the question is refused.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { battleDp, recordRunner } from "../record-runner.ts";

const QUIET =
  "[End of Opponent's Turn] If your opponent didn't attack with a Digimon this turn, trigger <Draw 1>.";
const EVOLVED = "[When Attacking] If you've digivolved this turn, this Digimon gets +1000 DP for the turn.";
const CARDS = [
  testCard("TST-7311", QUIET, { level: 3, dp: 3000 }),
  testCard("TST-7312", EVOLVED, { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red", cost: 2 }] }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("a condition on what the opponent did this turn", () => {
  const handAfter = (b: string, actions = "B ends the turn") =>
    run(`turn B main | A: TST-7311, deck 3, security 3 | B: GEN-104, ${b}`, actions).final.areas.A!.hand ??
    [];

  it("reads as a negated turn-history condition", () => {
    expect(compileText(QUIET).abilities[0]!.ops[0]).toEqual({
      op: "if",
      cond: { is: "not", cond: { is: "didThisTurn", side: "opponent", deed: "attack" } },
      then: [{ op: "draw", n: 1 }],
    });
  });

  it("follows what the board says the opponent did", () => {
    expect(handAfter("did nothing")).toHaveLength(1);
    expect(handAfter("did attack")).toHaveLength(0);
    expect(handAfter("did digivolve")).toHaveLength(1);
  });

  it("an attack the engine runs counts, whatever the board said", () => {
    expect(handAfter("did nothing", "B attacks with GEN-104; B ends the turn")).toHaveLength(0);
    expect(handAfter("memory 0", "B attacks with GEN-104; B ends the turn")).toHaveLength(0);
  });

  it("refuses when the board does not say what happened before it", () => {
    const msg = errorOf(() => handAfter("memory 0"));
    expect(msg).toMatch(/whether player B attacked with a Digimon this turn/);
    expect(msg).toMatch(/"did attack"/);
  });

  it("a turn that began in the resolution is known from its start", () => {
    const t = run(
      "turn A main | A: TST-7311, deck 3, security 3 | B: GEN-104, deck 3, security 3",
      "A ends the turn; B ends the turn",
    );
    expect(t.final.areas.A!.hand).toHaveLength(1);
  });
});

describe("a condition on whether you digivolved this turn", () => {
  const dp = (board: string, actions: string) => battleDp(run(board, actions));
  const B = " | B: GEN-205(sus)";

  it("reads as a turn-history condition", () => {
    expect(compileText(EVOLVED).abilities[0]!.ops[0]).toMatchObject({
      op: "if",
      cond: { is: "didThisTurn", side: "you", deed: "digivolve" },
    });
  });

  it("a digivolution the engine runs counts", () => {
    expect(
      dp(
        `turn A | A: GEN-103, hand TST-7312, memory 3${B}`,
        "A digivolves GEN-103 into TST-7312; A attacks GEN-205 with TST-7312",
      ),
    ).toBe("6000");
  });

  it("follows the board for what happened before it, and refuses when it does not say", () => {
    expect(dp(`turn A | A: TST-7312, did digivolve${B}`, "A attacks GEN-205 with TST-7312")).toBe("6000");
    expect(dp(`turn A | A: TST-7312, did attack${B}`, "A attacks GEN-205 with TST-7312")).toBe("5000");
    expect(errorOf(() => run(`turn A | A: TST-7312${B}`, "A attacks GEN-205 with TST-7312"))).toMatch(
      /whether player A digivolved a Digimon this turn/,
    );
  });

  it("refuses a `did` the notation does not know, or one before the main phase", () => {
    expect(
      errorOf(() => run(`turn A | A: TST-7312, did fly${B}`, "A attacks GEN-205 with TST-7312")),
    ).toMatch(/"fly" is not something "did" knows/);
    expect(
      errorOf(() => run(`turn A draw | A: TST-7312, did attack${B}`, "A starts the main phase")),
    ).toMatch(/nothing has happened in it yet/);
    expect(errorOf(() => run(`turn A | A: TST-7312, did nothing attack${B}`, "A ends the turn"))).toMatch(
      /"did nothing" stands alone/,
    );
  });
});
