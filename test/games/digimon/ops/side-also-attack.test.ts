/**
 * "Until the end of your opponent's turn, all of your Digimon may also attack unsuspended Digimon
 * and get +2000 DP": overall processing that lasts, so a Digimon placed later has the permission
 * and the DP too (15-11-2-2, 15-15-2; official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard, testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-93025",
    "[Main] Until the end of your opponent's turn, all of your Digimon may also attack unsuspended Digimon and get +2000 DP.",
  ),
  testCard("TST-93026", "<Rush>", { level: 4, dp: 4000, playCost: 0 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("all of a player's Digimon may also attack unsuspended Digimon for a while", () => {
  it("lets a Digimon on the field attack an unsuspended Digimon, with the DP", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-93025, memory 3 | B: GEN-103",
      "A uses TST-93025; A attacks GEN-103 with GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.details?.A?.find((d) => d.card === "GEN-104(sus)" || d.card === "GEN-104")?.dp).toBe(7000);
  });

  it("reaches a Digimon played after the effect", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-93025 TST-93026, memory 3 | B: GEN-103",
      "A uses TST-93025; A plays TST-93026; A attacks GEN-103 with TST-93026",
    );
    expect(t.final.areas.B!.battle).toEqual([]);
  });

  it("does not let the Digimon attack an unsuspended one without the effect", () => {
    expect(() => run("turn A | A: GEN-104, memory 3 | B: GEN-103", "A attacks GEN-103 with GEN-104")).toThrow(
      /unsuspended/,
    );
  });
});
