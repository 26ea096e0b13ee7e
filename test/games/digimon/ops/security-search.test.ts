/**
 * Looking through the security stack and shuffling it (1-3-10, 3-7-3): searches that add or play
 * what they find, a look at the top card, and a shuffle that turns face-up cards face down and
 * leaves an order the engine says it does not know; made-up cards.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-701",
    "[On Play] Search your security stack. You may add 1 yellow card among them to the hand. If you added a card, <Recovery +1 (Deck)>. Then, shuffle your security stack.",
  ),
  testCard(
    "TST-702",
    "[On Play] You may search your security stack for 1 Digimon card with [Bee] in its traits and play it without paying its memory cost. Then, shuffle your security stack.",
  ),
  testCard(
    "TST-703",
    "[On Play] Look at the top card of your security stack. You may add that card to your hand to trigger <Draw 1>.",
  ),
  testCard("TST-704", "", { traits: ["Bee"], level: 4, dp: 6000 }),
  testCard("TST-705", "[On Play] Trash the top card of your security stack."),
  testCard(
    "TST-706",
    "[On Play] Shuffle your security stack. Then, trash the top card of your security stack.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const said = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");

describe("searching the security stack", () => {
  it("reads the search group and the shuffle", () => {
    const r = compileText(
      "[On Play] Search your security stack. You may add 1 yellow card among them to the hand. Then, shuffle your security stack.",
      { code: "TST-799" },
    );
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities[0]!.ops)).toMatch(/"searchSecurity".*"shuffleSecurity"/);
  });

  it("adds the chosen card, recovers, and shuffles", () => {
    const t = run(
      "turn A main; A: hand TST-701, security GEN-103 GEN-203, deck GEN-303 GEN-503",
      "A plays TST-701",
      "target GEN-203",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-203"]);
    expect(t.final.areas.A!.security).toHaveLength(2);
    expect(t.final.areas.A!.deck).toEqual(["GEN-503"]);
    expect(said(t)).toMatch(/random order that no one knows \(1-3-10\)/);
  });

  it("with nothing that fits, adds nothing and does not recover", () => {
    const t = run("turn A main; A: hand TST-701, security GEN-103, deck GEN-303", "A plays TST-701");
    expect(t.final.areas.A!.hand).toEqual([]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-303"]);
    expect(said(t)).toMatch(/no card there fits/);
  });

  it("plays a found Digimon from the security stack", () => {
    const t = run(
      "turn A main; A: hand TST-702, security GEN-103 TST-704, deck 1",
      "A plays TST-702",
      "yes; target TST-704",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-702", "TST-704"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-103"]);
  });

  it("a look at the top card draws only when that card is added", () => {
    const none = run("turn A main; A: hand TST-703, security 0, deck GEN-303", "A plays TST-703");
    expect(none.final.areas.A!.hand).toEqual([]);
    const one = run("turn A main; A: hand TST-703, security GEN-203, deck GEN-303", "A plays TST-703");
    expect([...one.final.areas.A!.hand!].sort()).toEqual(["GEN-203", "GEN-303"]);
  });
});

describe("shuffling the security stack", () => {
  it("turns face-up cards face down and keeps them so", () => {
    const t = run("turn A main; A: hand TST-701, security GEN-103(up) GEN-503, deck 1", "A plays TST-701");
    expect([...t.final.areas.A!.security!].sort()).toEqual(["GEN-103", "GEN-503"]);
    expect(said(t)).toMatch(/\[GEN-103 [^\]]+\] turns face down and stays so/);
  });

  it("says the card taken after a shuffle is a matter of chance, not the board's order", () => {
    const t = run("turn A main; A: hand TST-706, security GEN-103 GEN-503, deck 1", "A plays TST-706");
    expect(said(t)).toMatch(/the stack was shuffled, so which card this is is a matter of chance/);
    const plain = run("turn A main; A: hand TST-705, security GEN-103 GEN-503, deck 1", "A plays TST-705");
    expect(said(plain)).not.toMatch(/matter of chance/);
  });
});
