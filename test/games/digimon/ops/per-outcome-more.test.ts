/**
 * More counts of what the effect did before: "for each of your opponent's Digimon suspended by
 * this effect" (only theirs count), "for each card added to your hand by this effect" and a
 * choice of Digimon multiplied by the count (4-27-4).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const SUSPEND =
  "[On Play] You may suspend up to 3 Digimon. For each of your opponent's Digimon suspended by this effect, gain 1 memory.";
const ADDED =
  "[On Play] Reveal the top 3 cards of your deck. Add all cards with [Vleaf] in their traits among them to your hand. Place the remaining cards at the bottom of your deck in any order. Then, suspend 1 of your opponent's Digimon for each card added to your hand by this effect.";

describe("reading more counts of what this effect did", () => {
  it("reads whose Digimon a suspension count looks at", () => {
    const r = compileText(SUSPEND, { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({
      op: "perOutcome",
      what: "suspend",
      whose: "opponent",
      then: [{ op: "memory", n: 1 }],
    });
  });

  it("reads cards added to your hand, multiplying a choice of Digimon", () => {
    const r = compileText(ADDED, { code: "TST-1" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops.at(-1)).toMatchObject({
      op: "perOutcome",
      what: "add",
      whose: "you",
      then: [{ op: "suspend", target: { side: "opponent", count: 1 } }],
    });
  });
});

const PLAYED =
  "[On Play] You may play 1 Digimon card with [Vleaf] in its traits from your hand without paying the cost. Then, delete 1 of your opponent's Digimon for each Digimon played with this effect.";

const CARDS = [
  testCard("TST-8824", PLAYED),
  testCard("TST-8821", SUSPEND),
  testCard("TST-8822", ADDED),
  testCard("TST-8823", "", { traits: ["Vleaf"] }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices: string) =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("those counts on a board", () => {
  it("gains memory only for the opponent's Digimon it suspended", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-8821, memory 3 | B: GEN-203 GEN-204 GEN-205",
      "A plays TST-8821",
      "yes; target GEN-103 GEN-203 GEN-204",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203(sus)", "GEN-204(sus)", "GEN-205"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-103(sus)", "TST-8821"]);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("suspends as many of the opponent's Digimon as cards it added to the hand", () => {
    const two = run(
      "turn A | A: hand TST-8822, deck TST-8823 GEN-104 TST-8823 GEN-105, memory 3 | B: GEN-203 GEN-204 GEN-205",
      "A plays TST-8822",
      "target GEN-203 GEN-205",
    );
    expect(two.final.areas.A!.hand).toEqual(["TST-8823", "TST-8823"]);
    expect(two.final.areas.B!.battle).toEqual(["GEN-203(sus)", "GEN-204", "GEN-205(sus)"]);
    const none = run(
      "turn A | A: hand TST-8822, deck GEN-103 GEN-104 GEN-105 GEN-106, memory 3 | B: GEN-203",
      "A plays TST-8822",
      "",
    );
    expect(none.final.areas.B!.battle).toEqual(["GEN-203"]);
  });

  it("deletes one of the opponent's Digimon for each Digimon it played", () => {
    const played = run(
      "turn A | A: hand TST-8824 TST-8823, memory 3 | B: GEN-203 GEN-204",
      "A plays TST-8824",
      "yes; target GEN-204",
    );
    expect(played.final.areas.A!.battle).toEqual(["TST-8824", "TST-8823"]);
    expect(played.final.areas.B!.battle).toEqual(["GEN-203"]);
    const none = run("turn A | A: hand TST-8824, memory 3 | B: GEN-203 GEN-204", "A plays TST-8824", "");
    expect(none.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204"]);
  });
});
