/**
 * Keywords that attack at the end of your turn: <Vortex> (16-33), <Execute> (16-38) and
 * <Engage> (16-44) and <Overclock> (16-34), on boards, through "A ends the turn".
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard as baseCard } from "../test-card.ts";

const testCard = (code: string, effect: string, extra: Partial<CardDef> = {}): CardDef =>
  baseCard(code, effect, { level: 4, dp: 6000, ...extra });

const CARDS = [
  testCard(
    "TST-901",
    "<Vortex> (At the end of your turn, this Digimon may attack an opponent's Digimon. With this effect, it can attack the turn it was played.)",
  ),
  testCard("TST-902", "<Execute>"),
  testCard("TST-903", "<Engage>"),
  testCard("TST-904", "[On Play] 1 of your Digimon gains <Execute> for the turn."),
  testCard("TST-905", "[On Deletion] Gain 2 memory.\n<Execute>"),
  testCard("TST-906", "<Overclock ([Puppet] trait)>"),
  testCard("TST-907", "", { traits: ["Puppet"], dp: 1000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");

describe("<Vortex> (16-33)", () => {
  it("attacks a suspended Digimon of the opponent at the end of the turn, even the turn it was played", () => {
    const t = run(
      "turn A | A: hand TST-901 | B: GEN-203(sus), security 2",
      "A plays TST-901; A ends the turn",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
    expect(t.final.areas.A!.battle).toEqual(["TST-901(sus)"]);
    expect(texts(t)).toContain("<Vortex>");
  });

  it("can't attack the player, nor an unsuspended Digimon", () => {
    const t = run("turn A | A: TST-901 | B: GEN-203, security 2", "A ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-901"]);
    expect(t.final.areas.B!.security).toHaveLength(2);
    expect(texts(t)).toContain("no suspended Digimon to attack");
  });

  it("may be declined (16-33-3)", () => {
    const t = run("turn A | A: TST-901 | B: GEN-203(sus)", "A ends the turn", "no");
    expect(t.final.areas.A!.battle).toEqual(["TST-901"]);
    expect(t.final.areas.B!.battle).toEqual(["GEN-203(sus)"]);
  });
});

describe("<Execute> (16-38)", () => {
  it("attacks the player and is deleted at the end of the attack", () => {
    const t = run("turn A | A: TST-902 | B: security 2", "A ends the turn");
    expect(t.final.areas.B!.security).toHaveLength(1);
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(["TST-902"]);
    expect(texts(t)).toContain("deleted by <Execute> (16-38-4)");
  });

  it("can attack an unsuspended Digimon, and its deletion triggers [On Deletion]", () => {
    const t = run(
      "turn A | A: TST-905, memory 0 | B: GEN-203, security 2",
      "A ends the turn",
      "target GEN-203",
    );
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-905"]);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("is seen when gained for the turn, and can't attack the turn its Digimon was played (7-1-2-1)", () => {
    const gained = run(
      "turn A | A: GEN-104, hand TST-904 | B: security 2",
      "A plays TST-904; A ends the turn",
    );
    expect(gained.final.areas.A!.trash).toEqual(["GEN-104"]);
    expect(gained.final.areas.B!.security).toHaveLength(1);
    const fresh = run("turn A | A: hand TST-902 | B: security 2", "A plays TST-902; A ends the turn");
    expect(fresh.final.areas.A!.battle).toEqual(["TST-902"]);
    expect(texts(fresh)).toContain("7-1-2-1");
  });

  it("does nothing at the end of the opponent's turn", () => {
    const t = run("turn B | A: TST-902 | B: GEN-203, security 2", "B ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-902"]);
  });
});

describe("<Engage> (16-44)", () => {
  it("attacks at the end of the turn and stays on the field", () => {
    const t = run("turn A | A: TST-903 | B: security 2", "A ends the turn");
    expect(t.final.areas.B!.security).toHaveLength(1);
    expect(t.final.areas.A!.battle).toEqual(["TST-903(sus)"]);
  });
});

describe("<Overclock> (16-34)", () => {
  it("deletes another Digimon of the trait and attacks the player without suspending", () => {
    const t = run("turn A | A: TST-906 GEN-103 TST-907 | B: security 2", "A ends the turn");
    expect(t.final.areas.A!.battle).toEqual(["TST-906", "GEN-103"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-907"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });

  it("does not attack without a Digimon of the trait to delete, or when the deletion is declined", () => {
    const none = run("turn A | A: TST-906 GEN-103 | B: security 2", "A ends the turn");
    expect(none.final.areas.B!.security).toHaveLength(2);
    const declined = run("turn A | A: TST-906 TST-907 | B: security 2", "A ends the turn", "skip");
    expect(declined.final.areas.A!.battle).toEqual(["TST-906", "TST-907"]);
    expect(declined.final.areas.B!.security).toHaveLength(2);
  });
});
