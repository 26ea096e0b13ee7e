/**
 * "By trashing 1 Option card from any of your Digimon's digivolution cards or link cards": the
 * player picks such a card under or linked to any of their Digimon (4-8, 4-9); a DUAL card under
 * a Digimon is an Option card there (4-6-1) — on made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { recordCard } from "../test-card.ts";

function card(code: string, name: string, extra: Partial<CardText> = {}): CardDef {
  const out = recordCard(code, name, extra);
  expect(out.unread, `${code} is read whole`).toEqual([]);
  expect(out.notExecutable, `${code} runs`).toEqual([]);
  return out.def;
}

const CARDS = [
  card("TST-80030", "Musketmon", {
    level: 5,
    dp: 7000,
    traits: ["Glow"],
    effect:
      "[When Attacking] By trashing 1 Option card from any of your Digimon's digivolution cards or link cards, this Digimon unsuspends.",
  }),
  card("TST-80031", "Plug", {
    category: "Option",
    level: undefined,
    dp: undefined,
    playCost: 1,
    digivolve: [],
    linkRequirement: "[Link] Lv.5 w/[Glow] trait: Cost 1",
    linkDp: 1000,
  }),
  card("TST-80032", "Dualmon", {
    colors: ["Yellow"],
    level: 4,
    playCost: 4,
    optionEffect: "[Main] Gain 1 memory.",
    optionName: "Dual Gain",
    optionColors: ["Yellow"],
  }),
];

const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("trashing an Option card from digivolution cards or link cards", () => {
  it("takes a DUAL card under a Digimon, an Option card there (4-6-1)", () => {
    const t = run(
      "turn A | A: TST-80030[TST-80032] | B: GEN-203, security 1",
      "A attacks B with TST-80030",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-80032"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-80030"]);
  });

  it("can't be paid with no such card", () => {
    const t = run(
      "turn A | A: TST-80030[GEN-104] | B: GEN-203, security 1",
      "A attacks B with TST-80030",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(t.final.areas.A!.battle).toEqual(["TST-80030[GEN-104](sus)"]);
  });

  it("takes an Option card linked to a Digimon (4-9)", () => {
    const t = run(
      "turn A | A: TST-80030[GEN-104 TST-80031(link)] | B: GEN-203, security 1",
      "A attacks B with TST-80030",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-80031"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-80030[GEN-104]"]);
  });
});
