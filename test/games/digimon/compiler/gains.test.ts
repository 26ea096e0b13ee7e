/**
 * Keywords given with other wordings ("Give ...", "gets +N DP and <Keyword>"): compiled from
 * template text, then resolved on a board where the keyword changes the attack.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const ops = (t: string) => {
  const r = compileText(t, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities[0]!.ops;
};
const opp = { side: "opponent", count: 1, filter: { category: "Digimon" } };
const mine = { side: "you", count: 1, filter: { category: "Digimon" } };

describe("compiling given keywords", () => {
  it("reads 'Give ... <Keyword> until their turn ends'", () => {
    expect(
      ops("[On Play] Give 1 of your opponent's Digimon <Security Attack -1> until their turn ends."),
    ).toEqual([
      {
        op: "gainKeyword",
        target: opp,
        keyword: "securityAttack",
        value: -1,
        duration: "untilOpponentTurnEnds",
      },
    ]);
  });

  it("reads a DP change and keywords together", () => {
    expect(
      ops("[On Play] 1 of your Digimon gets +1000 DP and gains <Rush> and <Piercing> for the turn."),
    ).toEqual([
      { op: "dp", target: mine, amount: 1000, duration: "turn" },
      // The same Digimon, chosen once by the DP change (one-subject.ts).
      {
        op: "onReferent",
        referent: "it",
        chosenOnly: true,
        then: [{ op: "gainKeyword", target: "this", keyword: "rush", duration: "turn" }],
      },
      {
        op: "onReferent",
        referent: "it",
        chosenOnly: true,
        then: [{ op: "gainKeyword", target: "this", keyword: "piercing", duration: "turn" }],
      },
    ]);
  });
});

const code = "TST-701";
const compiled = compileText(
  "[On Play] 1 of your Digimon gets +1000 DP and <Security Attack +1> for the turn.",
  { code },
);
const card: CardDef = {
  code,
  name: "Test",
  category: "Tamer",
  colors: ["Red"],
  playCost: 0,
  digivolve: [],
  traits: [],
  abilities: compiled.abilities,
  inherited: [],
  security: [],
};
const registry = new CardRegistry([...bundledCards, card]);

describe("given keywords on a board", () => {
  it("checks one more security card with the <Security Attack +1> it was given", () => {
    const board = "turn A | A: GEN-104, hand TST-701, memory 3 | B: security 3";
    const t = resolveDigimon(
      { board, action: "A plays TST-701; A attacks B with GEN-104", choices: "" },
      registry,
    ).trace;
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});
