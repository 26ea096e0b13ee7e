/**
 * "You may play 1 card with [A] in its name and 1 card with [B] in its name from this
 * Digimon's digivolution cards without paying the costs. If this effect played, place this
 * Digimon as your top security card." (Q4767: whichever of the named cards are there is played.)
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[When Attacking] You may play 1 card with [Alpha] in its name and 1 card with [Beta] in its name from this Digimon's digivolution cards without paying the costs. If this effect played, place this Digimon as your top security card.";

describe("two plays from the digivolution cards, then this Digimon to the security stack", () => {
  it("reads one play for each named card, the outcome 'played' and the move", () => {
    const r = compileText(TEXT, { code: "TST-1" });
    expect(r.unread).toEqual([]);
    const json = JSON.stringify(r.abilities[0]!.ops);
    expect(json.match(/"op":"playFrom"/g)).toHaveLength(2);
    expect(json).toContain('"what":"play"');
    expect(json).toContain('{"op":"toSecurity","target":"this","at":"top"}');
  });

  const registry = new CardRegistry([
    ...bundledCards,
    testCard("TST-751", TEXT, { level: 6, dp: 12000 }),
    testCard("TST-752", "", { name: "Alpha One", level: 4, dp: 5000 }),
    testCard("TST-753", "", { name: "Beta One", level: 4, dp: 5000 }),
  ]);
  const run = (board: string, choices: string) =>
    resolveDigimon({ board, action: "A attacks B with TST-751", choices }, registry).trace;

  it("plays the one that is there, then places this Digimon on top of the security stack", () => {
    const t = run("turn A | A: TST-751[TST-752 GEN-104] | B: GEN-204, security 1", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-752"]);
    expect(t.final.areas.A!.security).toEqual(["TST-751"]);
    expect(t.final.areas.A!.trash).toEqual(["GEN-104"]);
  });

  it("plays both when both are there", () => {
    const t = run("turn A | A: TST-751[TST-752 TST-753] | B: GEN-204, security 1", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-752", "TST-753"]);
  });

  it("keeps this Digimon when nothing was played", () => {
    const t = run("turn A | A: TST-751[GEN-104] | B: GEN-204, security 1", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-751[GEN-104](sus)"]);
    expect(t.final.areas.A!.security ?? []).toEqual([]);
  });
});
