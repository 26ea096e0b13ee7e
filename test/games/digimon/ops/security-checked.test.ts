/**
 * "When your security is checked, if that card is ..., play it without battling and without
 * paying the cost": the trigger is resolved before the battle (13-1-8-2-1), the played card is no
 * Security Digimon (13-1-8-3-2), and a card that doesn't match battles as usual.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-961",
    "[Opponent's Turn] [Once Per Turn] When your security is checked, if that card is a Digimon card with the [Guard] trait, play it without battling and without paying the cost.",
    { level: 6, dp: 12000 },
  ),
  testCard("TST-962", "", { traits: ["Guard"], dp: 9000 }),
  testCard("TST-963", "", { dp: 9000 }),
  testCard("TST-964", "<Security A. +1>", { dp: 11000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;
const said = (t: ReturnType<typeof run>) => t.steps.map((s) => s.text).join("\n");

describe("a trigger on the card a security check reveals", () => {
  it("plays a matching card before the battle, so no battle takes place", () => {
    const t = run("turn B | A: TST-961, security TST-962 GEN-000 | B: GEN-106", "B attacks A with GEN-106");
    expect(t.final.areas.A!.battle).toEqual(["TST-961", "TST-962"]);
    expect(said(t)).not.toMatch(/battles the Security Digimon/);
    expect(t.final.areas.B!.battle).toEqual(["GEN-106(sus)"]);
  });

  it("leaves a card that doesn't match to battle and go to the trash", () => {
    const t = run("turn B | A: TST-961, security TST-963 GEN-000 | B: GEN-106", "B attacks A with GEN-106");
    expect(t.final.areas.A!.battle).toEqual(["TST-961"]);
    expect(said(t)).toMatch(/battles the Security Digimon \[TST-963/);
    expect(t.final.areas.A!.trash).toEqual(["TST-963"]);
  });

  it("waits for its own side's security only", () => {
    const t = run("turn A | A: TST-961 GEN-106 | B: GEN-104, security TST-962", "A attacks B with GEN-106");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.B!.trash).toEqual(["TST-962"]);
  });

  it("once per turn: a second matching card checked in the same turn battles", () => {
    const t = run(
      "turn B | A: TST-961, security TST-962#a TST-962#b GEN-000 | B: TST-964",
      "B attacks A with TST-964",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-961", "TST-962#a"]);
    expect(said(t)).toMatch(/battles the Security Digimon \[TST-962/);
  });

  it("reads the opponent's side too, and stays unread for another sentence", () => {
    const theirs = compileText(
      "[Your Turn] When your opponent's security is checked, if that card is a Digimon card, play it without paying the cost.",
      { code: "TST-1" },
    );
    expect(theirs.unread).toEqual([]);
    expect(theirs.abilities[0]!.when).toEqual({ on: "securityChecked", side: "opponent" });
    const other = compileText(
      "[Your Turn] When your opponent's security is checked, if that card is a Digimon card, add it to your hand.",
      { code: "TST-1" },
    );
    expect(other.unread).not.toEqual([]);
  });
});
