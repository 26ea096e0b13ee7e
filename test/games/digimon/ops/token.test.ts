/**
 * Tokens (4-21): played with the card information the text gives, removed from the game when
 * they leave the field (4-21-5), and nothing stacks on them (4-21-3).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard("TST-501", "[On Play] You may play 1 [Guard Dog] Token (Digimon/Yellow/6000 DP/<Blocker>)."),
  testCard(
    "TST-502",
    "[On Play] Play 1 [Imp] Token (Digimon/Purple/2000 DP/[On Deletion] Gain 2 memory.). Then, delete all of your Digimon with 2000 DP or less.",
    { dp: 5000 },
  ),
  testCard(
    "TST-503",
    "[On Play] You may play 1 [Testomon] Token without paying its memory cost. (Testomon Tokens are level 6 white Digimon with a memory cost of 14, 3000 DP, and are Mega form, Odd type, and Unknown attribute.)",
  ),
  testCard(
    "TST-504",
    "[On Play] Play 1 [Imp] Token (Digimon/Purple/2000 DP). Then, return all of your Digimon with 2000 DP or less to the hand.",
    { dp: 5000 },
  ),
  testCard(
    "TST-505",
    "[On Play] You may play 1 [Imp] Token (Digimon/Purple/2000 DP). At the end of your opponent's turn, delete that token.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: { steps: { text: string }[] }) => t.steps.map((x) => x.text).join("\n");

describe("playing Tokens", () => {
  it("plays a token with its printed DP and keywords", () => {
    const t = run("turn A | A: hand TST-501, memory 3", "A plays TST-501");
    expect(t.final.areas.A!.battle).toEqual(["TST-501", "TOKEN-GuardDog"]);
    const def = CARDS[0]!.abilities[0]!.ops[0]!;
    expect(def).toMatchObject({
      op: "playToken",
      count: 1,
      token: { name: "Guard Dog", dp: 6000, colors: ["Yellow"], abilities: [{ keyword: "blocker" }] },
    });
  });

  it("removes a deleted token from the game instead of trashing it, and its [On Deletion] still triggers", () => {
    const t = run("turn A | A: hand TST-502, memory 3", "A plays TST-502");
    expect(texts(t)).toContain("a [Imp] Token is played");
    expect(t.final.areas.A!.battle).toEqual(["TST-502"]);
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("a token returned to the hand is removed from the game (4-21-5)", () => {
    const t = run("turn A | A: hand TST-504, memory 3", "A plays TST-504");
    expect(texts(t)).toContain("removed from the game (4-21-5)");
    expect(t.final.areas.A!.hand).toEqual([]);
  });

  it("leaves the deletion of 'that token' for the end of the opponent's turn", () => {
    const t = run("turn A | A: hand TST-505, memory 3", "A plays TST-505; A ends the turn");
    expect(texts(t)).toContain("it waits until that turn ends");
    expect(t.final.areas.A!.battle).toEqual(["TST-505", "TOKEN-Imp"]);
  });

  it("takes the token's information from the reminder sentence after it", () => {
    const t = run("turn A | A: hand TST-503, memory 3", "A plays TST-503");
    expect(t.final.areas.A!.battle).toEqual(["TST-503", "TOKEN-Testomon"]);
    expect(CARDS[2]!.abilities[0]!.ops[0]).toMatchObject({
      token: { level: 6, dp: 3000, colors: ["White"], playCost: 14 },
    });
  });

  it("reads a token with no card information but does not run it", () => {
    const r = compileText("[On Play] You may play 1 [Mystery] Token.", { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(whyNotExecutable(r.abilities[0]!, { security: 0 })).toMatch(/card information/);
  });

  it("a choice names a Token by its code, in any case, once an effect has played it", () => {
    const board = "turn B | A: TST-501, security GEN-103 | B: GEN-104, hand TST-501, memory 3";
    const t = run(board, "B plays TST-501; B passes; A attacks B with TST-501", "target token-guarddog");
    expect(texts(t)).toContain("Player B suspends [TOKEN-GuardDog Guard Dog] to block");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104", "TST-501", "TOKEN-GuardDog(sus)"]);
  });

  it("a Token's code is a card code for the notation, and an unknown one names no option", () => {
    const r = resolveDigimon(
      {
        board: "turn A | A: GEN-104 | B: GEN-104",
        action: "A attacks B with GEN-104",
        choices: "target TOKEN-Imp",
      },
      registry,
    );
    expect(r.notes).toContain(`The scripted choice "target TOKEN-IMP" was never asked for.`);
  });
});
