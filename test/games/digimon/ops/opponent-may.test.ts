/**
 * "Your opponent may ...": the opponent decides and makes the choices, the clause read from
 * their side; "If this effect didn't trash, ..." then sees what they did. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { fromTheirSide } from "../../../../src/games/digimon/compiler/readers/opponent-may.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-9501",
    "[On Play] Your opponent may trash 1 card in their hand. If this effect didn't trash, gain 2 memory.",
  ),
  testCard(
    "TST-9502",
    "[On Play] Your opponent may delete 1 of their Digimon or Tamers. If this effect didn't delete, trash the top card of your opponent's security stack.",
  ),
  testCard("TST-9503", "[On Play] Your opponent may trash their top security card."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const said = (t: ReturnType<typeof run>) => JSON.stringify(t.steps);

describe("reading what the opponent may do", () => {
  it("turns the words to their side", () => {
    expect(fromTheirSide("delete 1 of their Digimon")).toBe("delete 1 of your Digimon");
    expect(fromTheirSide("trash 1 card in their hand and 1 of your Digimon")).toBe(
      "trash 1 card in your hand and 1 of your opponent's Digimon",
    );
    expect(fromTheirSide("if they do, your opponent's Digimon")).toBe("if you do, your Digimon");
  });

  it("reads the clause as the opponent's own", () => {
    expect(
      compileText("[On Play] Your opponent may trash their top security card.", {}).abilities[0]!.ops,
    ).toEqual([{ op: "opponentMay", then: [{ op: "trashSecurity", side: "you", n: 1, from: "top" }] }]);
  });
});

describe("the opponent's choice", () => {
  const board = "turn A | A: GEN-103, hand TST-9501, memory 3 | B: GEN-103, hand GEN-104 GEN-105";

  it("is theirs: accepting, they pick the card from their own hand", () => {
    const t = run(board, "A plays TST-9501", "yes; target GEN-105");
    expect(t.final.areas.B).toMatchObject({ hand: ["GEN-104"], trash: ["GEN-105"] });
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(said(t)).toMatch(/Player B: do what TST-9501/);
  });

  it("declined, nothing is trashed and the rest applies", () => {
    const t = run(board, "A plays TST-9501", "no");
    expect(t.final.areas.B!.hand).toEqual(["GEN-104", "GEN-105"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("deletes one of their own Digimon, or else loses a security card", () => {
    const b = "turn A | A: GEN-103, hand TST-9502, memory 3 | B: GEN-103 GEN-104, security 2";
    const yes = run(b, "A plays TST-9502", "yes; target GEN-104");
    expect(yes.final.areas.A!.battle).toEqual(["GEN-103", "TST-9502"]);
    expect(yes.final.areas.B).toMatchObject({ battle: ["GEN-103"], trash: ["GEN-104"] });
    expect(yes.final.areas.B!.security).toHaveLength(2);
    const no = run(b, "A plays TST-9502", "no");
    expect(no.final.areas.B!.battle).toEqual(["GEN-103", "GEN-104"]);
    expect(no.final.areas.B!.security).toHaveLength(1);
  });

  it("trashes from their own security stack", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-9503, security 2, memory 3 | B: GEN-103, security 2",
      "A plays TST-9503",
    );
    expect(t.final.areas.B!.security).toHaveLength(1);
    expect(t.final.areas.A!.security).toHaveLength(2);
  });
});
