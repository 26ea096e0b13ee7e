/**
 * A lasting side-wide effect whose filter asks about keywords ("all of your Digimon with <Reboot>
 * get +1000 DP and <Blocker>") asks each Digimon's keywords, which include what lasting effects
 * give: it must reach only the Digimon that match, without asking itself forever.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-311",
    "[Main] Until the end of your opponent's next turn, all of your Digimon with <Reboot> get +1000 DP and <Blocker>.",
    { category: "Option", colors: ["Black"], playCost: 1, dp: undefined },
  ),
  testCard("TST-312", "<Reboot>", { colors: ["Black"], dp: 4000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);

describe("keyword-filtered lasting effects", () => {
  it("reach the Digimon with the keyword and no other, without recursion", () => {
    const { trace } = resolveDigimon(
      { board: "turn A | A: GEN-604 TST-312, hand TST-311, memory 3 | B: GEN-604", action: "A uses TST-311" },
      registry,
    );
    const details = trace.final.details!.A!;
    const reboot = details.find((d) => d.card.startsWith("TST-312"))!;
    const plain = details.find((d) => d.card.startsWith("GEN-604"))!;
    expect(reboot.dp).toBe(5000);
    expect(reboot.keywords).toContain("<Blocker>");
    expect(plain.dp).toBe(5000);
    expect(plain.keywords).not.toContain("<Blocker>");
    expect(plain.effects).toEqual([]);
  });
});
