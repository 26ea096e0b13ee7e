/**
 * Continuous grants that carry a keyword's parentheses (<Decoy (Black)> given by "While ..., it
 * gains"), "All of your Digimon with <Blocker> or <Reboot> gain ...", and "this turn" as a
 * duration: each read from made-up cards and resolved on a board.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const OPTION = (code: string, effect: string): CardDef => ({
  ...testCard(code, effect),
  category: "Option",
  level: undefined,
  dp: undefined,
});

const CARDS = [
  testCard(
    "TST-4401",
    "[All Turns] While this Digimon has [Shield] in its traits, it gains <Decoy (Black)>",
    {
      dp: 1000,
      traits: ["Shield"],
    },
  ),
  testCard(
    "TST-4402",
    "[All Turns] While this Digimon has [Shield] in its traits, it gains <Decoy (Black)>",
    {
      dp: 1000,
    },
  ),
  testCard("TST-4403", "[On Play] Delete 1 of your opponent's Digimon."),
  OPTION("TST-4404", "[Main] All of your Digimon with <Blocker> or <Reboot> gain <Piercing> for the turn."),
  testCard("TST-4405", "<Blocker>", { dp: 4000 }),
  testCard("TST-4406", "<Reboot>", { dp: 4000 }),
  testCard("TST-4407", "<Jamming>", { dp: 4000 }),
  OPTION("TST-4408", "[Main] Your Digimon can't be blocked by your opponent's Digimon this turn."),
];
const reg = new CardRegistry([...bundledCards, ...CARDS]);
const go = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, reg).trace;

describe("a continuous <Decoy (...)> grant (16-18)", () => {
  it("keeps the colours it covers, so it is deleted in place of a black Digimon", () => {
    const t = go("turn B | A: GEN-604 TST-4401 | B: hand TST-4403", "B plays TST-4403", "target GEN-604");
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-604"], trash: ["TST-4401"] });
  });

  it("is not held while its condition fails", () => {
    const t = go("turn B | A: GEN-604 TST-4402 | B: hand TST-4403", "B plays TST-4403", "target GEN-604");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-4402"], trash: ["GEN-604"] });
  });

  it("does not cover a colour it does not name", () => {
    const t = go("turn B | A: GEN-103 TST-4401 | B: hand TST-4403", "B plays TST-4403", "target GEN-103");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-4401"], trash: ["GEN-103"] });
  });

  it("leaves a keyword whose parentheses the engine does not read unread", () => {
    const out = compileText(
      "While this Digimon has [Shield] in its traits, it gains <Overclock ([Token])>.",
      {
        code: "TST-4409",
      },
    );
    expect(out.unread).toHaveLength(1);
  });
});

describe("keyword alternatives in a filter", () => {
  it("reaches a Digimon with either keyword and not one with neither", () => {
    const t = go("turn A | A: TST-4405 TST-4406 TST-4407, hand TST-4404, memory 3", "A uses TST-4404");
    const keywords = Object.fromEntries(t.final.details!.A!.map((d) => [d.card, d.keywords]));
    expect(keywords["TST-4405"]).toContain("<Piercing>");
    expect(keywords["TST-4406"]).toContain("<Piercing>");
    expect(keywords["TST-4407"]).not.toContain("<Piercing>");
    const out = compileText(
      "[Main] All of your Digimon with <Blocker> or <Reboot> gain <Piercing> for the turn.",
      {
        code: "TST-4404",
      },
    );
    const op = out.abilities[0]!.ops[0]!;
    expect(op).toMatchObject({
      op: "gainKeyword",
      keyword: "piercing",
      target: { filter: { anyOf: [{ hasKeyword: "blocker" }, { hasKeyword: "reboot" }] } },
    });
  });
});

describe('"this turn" after a restriction', () => {
  it("lasts for the turn, as 'for the turn' does", () => {
    const out = compileText("[Main] Your Digimon can't be blocked by your opponent's Digimon this turn.", {
      code: "TST-4408",
    });
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops[0]).toMatchObject({ op: "restrict", cant: ["beBlocked"], duration: "turn" });
  });
});
