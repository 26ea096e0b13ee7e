/**
 * Gained quoted effects: a quote that ends its sentence ('gains "[On Deletion] ...." Then, ...')
 * and "this Digimon and 1 of your ... Digimon gain "..."" (each of them gains it).
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const THEN =
  "[On Play] Until the end of your opponent's turn, 1 of your opponent's Digimon gains \"[On Deletion] Gain 1 memory.\" Then, gain 2 memory.";
const BOTH =
  '[On Play] Until the end of your opponent\'s turn, this Digimon and 1 of your level 4 or lower Digimon gain "[On Deletion] Gain 1 memory."';

describe("a quote that ends a sentence", () => {
  it("ends the sentence, so the next one reads on its own", () => {
    const r = compileText(THEN, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops.map((o) => o.op)).toEqual(["gainEffect", "memory"]);
  });

  it("does not split a quote followed by its duration", () => {
    const r = compileText(
      '[On Play] 1 of your opponent\'s Digimon gains "[On Deletion] Gain 1 memory." until the end of their turn.',
      { code: "TST" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[0]).toMatchObject({ op: "gainEffect", duration: "untilOpponentTurnEnds" });
  });
});

describe("this Digimon and another gain a quoted effect", () => {
  const card = testCard("TST-2151", BOTH, { level: 5 });
  const registry = new CardRegistry([...bundledCards, card]);

  it("gives it to this Digimon and to the one chosen", () => {
    expect(card.abilities[0]!.ops.map((o) => (o.op === "gainEffect" ? o.target : o.op))).toEqual([
      "this",
      { side: "you", count: 1, filter: { maxLevel: 4, category: "Digimon" } },
    ]);
    const t = resolveDigimon(
      { board: "turn A; A: GEN-104, hand TST-2151, memory 5", action: "A plays TST-2151", choices: "" },
      registry,
    ).trace;
    const details = t.final.details!.A!;
    expect(details.find((d) => d.card === "TST-2151")!.effects.join()).toContain("Gain 1 memory");
    expect(details.find((d) => d.card === "GEN-104")!.effects.join()).toContain("Gain 1 memory");
  });
});
