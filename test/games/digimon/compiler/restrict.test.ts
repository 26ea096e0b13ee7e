/**
 * "can't unsuspend until their turn ends" and "doesn't unsuspend during their next unsuspend
 * phase": compiled from template text, then resolved on boards where an effect tries to unsuspend.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard as baseCard } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { colors: ["Blue"], ...extra });

const ops = (t: string) => {
  const r = compileText(t, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities[0]!.ops;
};

describe("compiling restrictions on unsuspending", () => {
  it("reads a chosen target, 'It', and the two durations", () => {
    expect(ops("[On Play] 1 of their Digimon or Tamers can't unsuspend until their turn ends.")).toEqual([
      {
        op: "noUnsuspend",
        target: {
          side: "opponent",
          count: 1,
          filter: { anyOf: [{ category: "Digimon" }, { category: "Tamer" }] },
        },
        until: "untilOpponentTurnEnds",
      },
    ]);
    expect(
      ops(
        "[On Play] Suspend 1 of your opponent's Digimon. It doesn't unsuspend during your opponent's next unsuspend phase.",
      ),
    ).toEqual([
      { op: "suspend", target: { side: "opponent", count: 1, filter: { category: "Digimon" } } },
      { op: "noUnsuspend", target: "them", until: "nextUnsuspendPhase" },
    ]);
    expect(
      ops("[On Play] Until the end of your opponent's turn, 1 of your opponent's Digimon doesn't unsuspend."),
    ).toEqual([
      {
        op: "noUnsuspend",
        target: { side: "opponent", count: 1, filter: { category: "Digimon" } },
        until: "untilOpponentTurnEnds",
      },
    ]);
  });

  it("reads what a Digimon can't do, and for how long", () => {
    expect(
      ops("[On Play] 1 of your opponent's Digimon can't attack or block until the end of their turn."),
    ).toEqual([
      {
        op: "restrict",
        target: { side: "opponent", count: 1, filter: { category: "Digimon" } },
        cant: ["attack", "block"],
        duration: "untilOpponentTurnEnds",
      },
    ]);
    expect(ops("[On Play] Your opponent's Digimon can't attack players for the turn.")).toEqual([
      {
        op: "restrict",
        target: { side: "opponent", count: "all", filter: { category: "Digimon" } },
        cant: ["attackPlayers"],
        duration: "turn",
      },
    ]);
  });

  it("needs a duration", () => {
    expect(
      compileText("[On Play] 1 of your opponent's Digimon can't unsuspend.", { code: "TST-1" }).unread,
    ).not.toEqual([]);
  });
});

const CARDS = [
  testCard(
    "TST-601",
    "[On Play] Suspend 1 of your opponent's Digimon. It can't unsuspend until their turn ends.",
  ),
  testCard("TST-602", "[On Play] Unsuspend 1 of your opponent's Digimon."),
  testCard(
    "TST-603",
    "[On Play] Suspend 1 of your opponent's Digimon. It doesn't unsuspend during their next unsuspend phase.",
  ),
  testCard("TST-607", "[On Play] 1 of your Digimon can't attack players for the turn."),
  testCard("TST-605", "[On Play] All of your opponent's Digimon can't block for the turn."),
  testCard("TST-606", "<Blocker>"),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("restrictions on unsuspending, on a board", () => {
  const board = "turn A | A: hand TST-601 TST-602 TST-603, memory 5 | B: GEN-203 GEN-204";

  it("keeps the Digimon it suspended from being unsuspended by an effect", () => {
    const t = run(board, "A plays TST-601; A plays TST-602", "target GEN-204; target GEN-204");
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204(sus)"]);
  });

  it("applies to the Digimon it chose only", () => {
    const t = run(
      "turn A | A: hand TST-601 TST-602, memory 5 | B: GEN-203(sus) GEN-204",
      "A plays TST-601; A plays TST-602",
      "target GEN-204; target GEN-203",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204(sus)"]);
  });

  it("lets an effect unsuspend a Digimon kept only from its unsuspend phase", () => {
    const t = run(board, "A plays TST-603; A plays TST-602", "target GEN-204; target GEN-204");
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204"]);
  });

  it("refuses an attack on a player by a Digimon that can't attack players, not one on a Digimon", () => {
    // Played on one's own Digimon, so that the attack comes in the same turn.
    const board = "turn A | A: GEN-104, hand TST-607, memory 3 | B: GEN-203(sus)";
    expect(() => run(board, "A plays TST-607; A attacks B with GEN-104")).toThrow(
      /can't attack: an effect of \[TST-607\] prevents it/,
    );
    const digimon = run(board, "A plays TST-607; A attacks GEN-203 with GEN-104");
    expect(digimon.final.areas.B!.trash).toEqual(["GEN-203"]);
  });

  it("keeps a <Blocker> from blocking", () => {
    const board = "turn A | A: GEN-104, hand TST-605, memory 3 | B: TST-606, security 2";
    const t = run(board, "A plays TST-605; A attacks B with GEN-104", "yes");
    expect(t.final.areas.B!.battle).toEqual(["TST-606"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});
