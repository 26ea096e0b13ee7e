/**
 * A Tamer that digivolves "as if the Tamer is a level 3 Digimon" is a Digimon digivolving: "when
 * a Digimon would digivolve" and "when a Digimon digivolves" effects apply. A Tamer digivolving
 * by a requirement that names it ("[Digivolve] [X]: Cost 2") digivolves as itself: neither
 * applies, and the new card's own [When Digivolving] doesn't trigger either (official Q&A Q6583).
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import { recordCard, tamerOf, testCard } from "../test-card.ts";

const blue4 = (code: string, effect: string): CardDef => {
  const extra: Partial<CardText> = {
    colors: ["Blue"],
    effect,
    digivolve: [{ level: 3, color: "Blue", cost: 2 }],
  };
  const out = recordCard(code, `Test ${code}`, extra);
  expect(out.unread).toEqual([]);
  return out.def;
};

const CARDS: CardDef[] = [
  testCard("TST-75020", "", { ...tamerOf("Blue"), name: "Test Kid" }),
  blue4(
    "TST-75021",
    "You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a level 3 blue Digimon.",
  ),
  blue4("TST-75022", "[Digivolve] [Test Kid]: Cost 2\n[When Digivolving] Gain 2 memory."),
  testCard("TST-75023", "[Your Turn] When one of your Digimon digivolves, gain 1 memory.", tamerOf("Red")),
  testCard(
    "TST-75024",
    "[Your Turn] When one of your Digimon would digivolve, reduce the digivolution cost by 1.",
    tamerOf("Red"),
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (into: string) =>
  resolveDigimon(
    {
      board: `turn A | A: TST-75020 TST-75023 TST-75024, hand ${into}, memory 5, deck GEN-303 | B: GEN-104`,
      action: `A digivolves TST-75020 into ${into}`,
      choices: "",
    },
    registry,
  ).trace;

describe("a Tamer digivolving", () => {
  it("as if it were a level 3 Digimon: the cost cut and the 'digivolves' trigger apply", () => {
    const t = run("TST-75021");
    // 5 - (2 - 1) + 1
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-75023")).toBe(true);
  });

  it("as itself, by a requirement naming it: neither applies, nor its own [When Digivolving]", () => {
    const t = run("TST-75022");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.steps.some((s) => s.card === "TST-75023")).toBe(false);
    expect(t.steps.some((s) => s.kind === "activate" && s.card === "TST-75022")).toBe(false);
  });
});
