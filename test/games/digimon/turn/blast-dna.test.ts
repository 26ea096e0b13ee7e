/**
 * <Blast DNA Digivolve ([A] + [B])> (16-31) at the counter timing (11-3): the non-turn player's
 * Digimon of one name and a card of the other from the hand DNA digivolve into the card, for
 * free; on made-up cards.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { blastDnaNames } from "../../../../src/games/digimon/turn/blast-dna.ts";
import { counterRun } from "../../../../src/games/digimon/turn/counter.ts";
import { testCard } from "../test-card.ts";

const BLAST_DNA =
  "[Hand] [Counter] <Blast DNA Digivolve ([Lefty] + [Righty])> (1 of your specified Digimon and 1 specified card in hand may DNA digivolve into this card.)\n[When Digivolving] Gain 1 memory.";
const CARDS: CardDef[] = [
  testCard("TST-981", BLAST_DNA, { name: "Joinmon", level: 7, dp: 15000, text: BLAST_DNA }),
  testCard("TST-982", "", { name: "Lefty", level: 6, dp: 9000 }),
  testCard("TST-983", "", { name: "Righty", level: 6, dp: 9000 }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: { steps: { text: string }[] }) => t.steps.map((s) => s.text).join("\n");

describe("<Blast DNA Digivolve> (16-31)", () => {
  it("reads the two names and is run at the counter timing", () => {
    expect(blastDnaNames("[Lefty] + [Righty]")).toEqual(["Lefty", "Righty"]);
    expect(blastDnaNames("Lv.6 + Lv.6")).toBeNull();
    expect(counterRun(CARDS[0]!)).toBe(true);
  });

  it("the field Digimon and the hand card DNA digivolve for free, the left name on top (8-2-2-2)", () => {
    const t = run(
      "turn A | A: GEN-106, memory 3 | B: TST-983, hand TST-981 TST-982, security 2, deck 2",
      "A attacks B with GEN-106",
      "target TST-981",
    );
    expect(texts(t)).toMatch(/<Blast DNA Digivolve> from the hand/);
    expect(t.final.areas.B!.battle).toEqual(["TST-981[TST-982 TST-983]"]);
    // Free, then [When Digivolving] gains B 1 memory: 3 on A's side → 2; 1 card drawn (8-2-3-3).
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
    expect(t.final.areas.B!.hand).toHaveLength(1);
  });

  it("the Digimon it makes is a new one: an attack on the Digimon used loses its target (8-2-2-1-4)", () => {
    const t = run(
      "turn A | A: GEN-106, memory 3 | B: TST-982(sus), hand TST-981 TST-983, security 2, deck 2",
      "A attacks TST-982 with GEN-106",
      "target TST-981",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-981[TST-982 TST-983]"]);
    expect(texts(t)).not.toMatch(/battles \[TST-981/);
    expect(t.final.areas.A!.battle).toEqual(["GEN-106(sus)"]);
  });

  it("is not offered without a card of the other name in the hand", () => {
    const t = run(
      "turn A | A: GEN-106, memory 3 | B: TST-983, hand TST-981 TST-983, security 2, deck 2",
      "A attacks B with GEN-106",
      "target TST-981",
    );
    expect(texts(t)).not.toMatch(/Blast DNA/);
    expect(t.final.areas.B!.battle).toEqual(["TST-983"]);
  });
});
