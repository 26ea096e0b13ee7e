/**
 * "This [Rock] trait Digimon unsuspends": only while this Digimon is such a Digimon; and
 * "Suspend 1 of your opponent's Digimon and 1 of their Tamers": one of each. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard("TST-9901", "[On Play] This [Rock] trait Digimon gets +2000 DP for the turn.", {
    traits: ["Rock"],
  }),
  testCard("TST-9902", "[On Play] This [Rock] trait Digimon gets +2000 DP for the turn."),
  testCard("TST-9903", "[On Play] Suspend 1 of your opponent's Digimon and 1 of their Tamers."),
  testCard("TST-9904", "", tamer),
  testCard(
    "TST-9905",
    "[On Play] Suspend 1 of your opponent's Digimon and 1 of their Tamers. They can't unsuspend until the end of their turn.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("this Digimon, if it is such a Digimon", () => {
  it("applies when this Digimon fits", () => {
    const t = run("turn A | A: hand TST-9901, memory 3 | B: GEN-103", "A plays TST-9901");
    expect(JSON.stringify(t.steps)).toMatch(/gets \+2000 DP for the turn \(5000 DP\)/);
  });

  it("does nothing when it does not", () => {
    const t = run("turn A | A: hand TST-9902, memory 3 | B: GEN-103", "A plays TST-9902");
    const said = JSON.stringify(t.steps);
    expect(said).not.toMatch(/gets \+2000 DP for the turn \(/);
    expect(said).toMatch(/condition \(this Digimon matches\) is not met/);
  });
});

describe("suspending one target of each kind", () => {
  it("suspends a Digimon and a Tamer", () => {
    const t = run(
      "turn A | A: hand TST-9903, memory 3 | B: GEN-103 GEN-104 TST-9904",
      "A plays TST-9903",
      "target GEN-104",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-103", "GEN-104(sus)", "TST-9904(sus)"]);
  });

  it("lets 'They' name both", () => {
    const t = run(
      "turn A | A: hand TST-9905, memory 3 | B: GEN-103 TST-9904",
      "A plays TST-9905; A passes; B starts the turn",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-103(sus)", "TST-9904(sus)"]);
  });
});
