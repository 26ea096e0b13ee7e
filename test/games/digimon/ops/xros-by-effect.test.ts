/**
 * A DigiXros while an effect plays a card (7-2-2-13, 7-2-3): the player chooses the cards, each
 * lowers the cost the effect pays, "if DigiXrosing" holds for that play, and the effects that
 * act "when you would play a Digimon card" (one card) do not act when the effect plays several
 * cards at the same time — on made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { recordCard } from "../test-card.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

function card(code: string, name: string, extra: Partial<CardText> = {}): CardDef {
  const out = recordCard(code, name, extra);
  expect(out.unread, `${code} is read whole`).toEqual([]);
  return out.def;
}

const tamer = (code: string, name: string, effect: string) =>
  card(code, name, {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    playCost: 2,
    digivolve: [],
    effect,
  });

const CARDS = [
  card("TST-1801", "Ya", { level: 3, traits: ["Crew"] }),
  card("TST-1802", "Yb", { level: 3, traits: ["Crew"] }),
  card("TST-1803", "Crossmon", {
    level: 5,
    playCost: 9,
    effect: "[DigiXros -2] [Ya] x [Yb]\n[On Play] Then, if DigiXrosing, gain 3 memory.",
  }),
  tamer(
    "TST-1804",
    "Caller",
    "[Main] You may play 1 Digimon card from your hand with the play cost reduced by 2.",
  ),
  tamer(
    "TST-1805",
    "Rally",
    "[Main] You may play up to 2 Digimon cards from your hand with the play cost reduced by 2.",
  ),
  tamer(
    "TST-1806",
    "Lender",
    "[Your Turn] When you would play a Digimon card with a DigiXros requirement, by suspending this Tamer, you may place cards from under your Tamers as digivolution cards for a DigiXros.",
  ),
  tamer(
    "TST-1807",
    "Keeper",
    "[All Turns] When any of your Digimon cards with DigiXros requirements would be played, by suspending this Tamer, 1 card under your Tamers and 1 card in your trash can also be placed for their DigiXros.",
  ),
];

const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join("\n")).join("\n");
const mem = (t: ReturnType<typeof run>) => t.final.memory;

describe("a DigiXros while an effect plays a card", () => {
  it("places the chosen cards, lowers what the effect pays, and 'if DigiXrosing' holds", () => {
    const t = run(
      "turn A | A: TST-1804 TST-1801, hand TST-1803 TST-1802, memory 8 | B: GEN-203",
      "A activates TST-1804",
      "target TST-1803; target TST-1801 TST-1802",
    );
    expect(text(t)).toMatch(/Ya\], \[TST-1802 Yb\] are placed under \[TST-1803 Crossmon\] for its DigiXros/);
    expect(text(t)).toMatch(/Ya\] leaves the battle area for the DigiXros \(7-2-2-7\)/);
    // 9 - 2 (the effect) - 2 x 2 (DigiXros) = 3 paid; +3 from "if DigiXrosing": 8 - 3 + 3.
    expect(mem(t)).toEqual({ player: "A", value: 8 });
    // The left-most part's card on top (7-2-2-8).
    expect(t.final.areas.A!.battle).toEqual(["TST-1804", "TST-1803[TST-1801 TST-1802]"]);
  });

  it("is not mandatory: with none chosen the card is played as it is (7-2-2-12)", () => {
    const t = run(
      "turn A | A: TST-1804, hand TST-1803 TST-1802, memory 8 | B: GEN-203",
      "A activates TST-1804",
      "target TST-1803; skip",
    );
    expect(text(t)).toMatch(/does not DigiXros/);
    expect(text(t)).toMatch(/not being played by a DigiXros/);
    expect(mem(t)).toEqual({ player: "A", value: 1 });
    expect(t.final.areas.A!.hand).toEqual(["TST-1802"]);
  });

  it("lets a Tamer's 'a Digimon card' effect add the cards under the Tamers when the effect plays 1 card", () => {
    const t = run(
      "turn A | A: TST-1804 TST-1806[TST-1801], hand TST-1803, memory 8 | B: GEN-203",
      "A activates TST-1804",
      "target TST-1803; target TST-1801",
    );
    expect(text(t)).toMatch(/by suspending \[TST-1806 Lender\]/);
    expect(t.final.areas.A!.battle).toEqual(["TST-1804", "TST-1806(sus)", "TST-1803[TST-1801]"]);
  });

  it("but not when the effect plays several cards at the same time (official Q&A)", () => {
    const t = run(
      "turn A | A: TST-1805 TST-1806[TST-1801], hand TST-1803 GEN-103, memory 9 | B: GEN-203",
      "A activates TST-1805",
      "target TST-1803; target GEN-103",
    );
    expect(text(t)).not.toMatch(/DigiXros:|for its DigiXros|Lender\]/);
    expect(t.final.areas.A!.battle).toEqual(["TST-1805", "TST-1806[TST-1801]", "TST-1803", "GEN-103"]);
  });

  it("an effect for 'any of your ... cards' acts for each of several: one from under the Tamers, one from the trash", () => {
    const t = run(
      "turn A | A: TST-1805 TST-1807[TST-1801], hand TST-1803 GEN-103, trash TST-1802, memory 9 | B: GEN-203",
      "A activates TST-1805",
      "target TST-1803; target GEN-103; target TST-1801 TST-1802",
    );
    expect(text(t)).toMatch(/by suspending \[TST-1807 Keeper\]/);
    expect(t.final.areas.A!.battle).toContain("TST-1803[TST-1801 TST-1802]");
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
  });
});
