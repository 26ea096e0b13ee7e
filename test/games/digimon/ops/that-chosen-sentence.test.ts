/**
 * "Unsuspend 1 of your Digimon. Until the end of your opponent's next turn, that Digimon gains
 * <Blocker>.": a sentence about the one Digimon the sentence before chose, done to that one only;
 * when none was chosen, to none (ops/referent.ts). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testOption } from "../test-card.ts";

const CARDS: CardDef[] = [
  testOption(
    "TST-74025",
    "[Main] Unsuspend 1 of your Digimon. Until the end of your opponent's next turn, that Digimon gains <Blocker>.",
    { colors: ["Red"], playCost: 0 },
  ),
  testOption("TST-74026", "[Main] Suspend 1 of your opponent's Digimon. It gets -2000 DP for the turn.", {
    colors: ["Red"],
    playCost: 0,
  }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const detail = (t: ReturnType<typeof run>, side: "A" | "B", card: string) =>
  t.final.details![side]!.find((d) => d.card === card)!;

describe("'that Digimon' after a sentence that chose one", () => {
  it("gives <Blocker> to the Digimon unsuspended, not to another", () => {
    const t = run(
      "turn A | A: GEN-104(sus) GEN-105, hand TST-74025 | B: GEN-203",
      "A uses TST-74025",
      "target GEN-104",
    );
    expect(detail(t, "A", "GEN-104").keywords).toContain("<Blocker>");
    expect(detail(t, "A", "GEN-105").keywords).not.toContain("<Blocker>");
  });

  it("'It gets -2000 DP' goes to the suspended Digimon", () => {
    const t = run("turn A | A: GEN-104, hand TST-74026 | B: GEN-205", "A uses TST-74026");
    expect(detail(t, "B", "GEN-205(sus)").dp).toBe(
      detail(run("turn A | A: GEN-104 | B: GEN-205", "A passes"), "B", "GEN-205").dp! - 2000,
    );
  });

  it("when nothing was chosen, nothing gets the change", () => {
    const t = run("turn A | A: GEN-104, hand TST-74026 | B: memory 0", "A uses TST-74026");
    expect(detail(t, "A", "GEN-104").dp).toBe(5000);
  });
});
