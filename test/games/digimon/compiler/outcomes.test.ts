/**
 * "If this effect deleted / didn't trash ..." and "If you do": compiled from template text,
 * then resolved on boards where the earlier processing does and does not happen.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

describe("compiling outcome conditions", () => {
  it("wraps the processing before it", () => {
    const r = compileText(
      "[On Play] Delete 1 of your opponent's Digimon with 3000 DP or less. If this effect didn't delete, gain 2 memory.",
      { code: "TST-1" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops).toEqual([
      {
        op: "ifOutcome",
        what: "delete",
        did: false,
        ops: [
          {
            op: "delete",
            target: { side: "opponent", count: 1, filter: { category: "Digimon", maxDp: 3000 } },
          },
        ],
        then: [{ op: "memory", n: 2 }],
      },
    ]);
  });

  it("reads 'no Digimon was deleted by this effect' and 'If you do'", () => {
    const ops = (t: string) => compileText(t, { code: "TST-1" }).abilities[0]!.ops[0];
    expect(
      ops(
        "[On Play] Delete 1 of your opponent's Digimon. If no Digimon was deleted by this effect, gain 1 memory.",
      ),
    ).toMatchObject({ op: "ifOutcome", what: "delete", did: false });
    expect(ops("[On Play] You may trash 1 card in your hand. If you do, <Draw 2>.")).toMatchObject({
      op: "ifOutcome",
      what: "any",
      did: true,
      ops: [{ op: "may" }],
    });
  });
});

const CARDS = [
  testCard(
    "TST-401",
    "[On Play] Delete 1 of your opponent's Digimon with 3000 DP or less. If this effect didn't delete, gain 2 memory.",
  ),
  testCard("TST-402", "[On Play] You may trash 1 card in your hand. If you do, <Draw 2>."),
  testCard(
    "TST-403",
    "[On Play] Trash your opponent's top security card. If this effect trashed, gain 1 memory.",
  ),
  testCard(
    "TST-404",
    "[On Play] Delete 1 level 3 or lower Digimon. If this effect deleted one of your Digimon, gain 2 memory.",
  ),
  testCard(
    "TST-405",
    "[On Play] Suspend 1 Digimon. If this effect suspended your opponent's Digimon, gain 1 memory.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("outcome conditions on a board", () => {
  it("does the rest only when nothing was deleted", () => {
    const deleted = run("turn A | A: hand TST-401, memory 3 | B: GEN-203", "A plays TST-401");
    expect(deleted.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(deleted.final.memory).toEqual({ player: "A", value: 3 });
    const kept = run("turn A | A: hand TST-401, memory 3 | B: GEN-204", "A plays TST-401");
    expect(kept.final.areas.B!.battle).toEqual(["GEN-204"]);
    expect(kept.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("draws only if the player trashed a card", () => {
    const board = "turn A | A: hand TST-402 GEN-103, deck 3";
    const yes = run(board, "A plays TST-402", "TST-402: yes");
    expect(yes.final.areas.A).toMatchObject({ trash: ["GEN-103"], deck: ["?"] });
    const no = run(board, "A plays TST-402", "TST-402: no");
    expect(no.final.areas.A).toMatchObject({ hand: ["GEN-103"], deck: ["?", "?", "?"] });
  });

  it("sees that a security card was trashed, and that none could be", () => {
    const yes = run("turn A | A: hand TST-403, memory 3 | B: security 2", "A plays TST-403");
    expect(yes.final.memory).toEqual({ player: "A", value: 4 });
    const no = run("turn A | A: hand TST-403, memory 3 | B:", "A plays TST-403");
    expect(no.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("'deleted one of your Digimon' counts only a deletion on the player's own side", () => {
    const mine = run(
      "turn A | A: GEN-103, hand TST-404, memory 3 | B: GEN-203",
      "A plays TST-404",
      "target GEN-103",
    );
    expect(mine.final.areas.A!.trash).toEqual(["GEN-103"]);
    expect(mine.final.memory).toEqual({ player: "A", value: 5 });
    const theirs = run(
      "turn A | A: GEN-103, hand TST-404, memory 3 | B: GEN-203",
      "A plays TST-404",
      "target GEN-203",
    );
    expect(theirs.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(theirs.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("'suspended your opponent's Digimon' counts only the opponent's", () => {
    const board = "turn A | A: GEN-104, hand TST-405, memory 3 | B: GEN-204";
    expect(run(board, "A plays TST-405", "target GEN-204").final.memory).toEqual({ player: "A", value: 4 });
    expect(run(board, "A plays TST-405", "target GEN-104").final.memory).toEqual({ player: "A", value: 3 });
  });
});
