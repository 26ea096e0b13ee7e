/**
 * "none of your suspended [X] trait Digimon are affected by your opponent's Option effects, and
 * they get +3000 DP" for a duration: overall processing with a condition (15-11-2-3), both parts
 * for whichever Digimon meet it at each moment.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const TEXT =
  "[Main] By suspending 1 Digimon, until your opponent's turn ends, none of your suspended [Beetle] trait Digimon are affected by your opponent's Option effects, and they get +3000 DP.";
const CARDS: CardDef[] = [
  testOption("TST-93030", TEXT),
  testCard("TST-93031", "", { level: 4, dp: 4000, traits: ["Beetle"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const dpOf = (t: ReturnType<typeof run>, card: string) =>
  t.final.details?.A?.find((d) => d.card === card)?.dp;

describe("a restriction on all of a player's Digimon that meet a condition, and the DP they get", () => {
  it("reads the DP for the same Digimon and duration", () => {
    const r = compileText(TEXT, { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities[0]!.ops)).toMatch(
      /"op":"restrict".*"op":"dp","target":\{"side":"you","count":"all"/,
    );
  });

  it("gives the DP to the suspended one only", () => {
    const t = run(
      "turn A | A: TST-93031 TST-93031#b GEN-103, hand TST-93030, memory 3 | B: GEN-103",
      "A uses TST-93030",
      "target TST-93031",
    );
    expect(dpOf(t, "TST-93031(sus)")).toBe(7000);
    expect(dpOf(t, "TST-93031#b")).toBe(4000);
  });
});
