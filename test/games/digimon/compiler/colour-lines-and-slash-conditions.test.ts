/**
 * An Option's colour-requirement line (4-22) glued to another sentence or opening its [Main]
 * effect is read as its own rule; "[Digivolve] Lv.3 w/[A]/[B]: Cost 1" reads the slash list as
 * any of them (4-24-1), names as printed (2-3-1-2) unless the pool knows them only as traits.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import { poolWords, resolveBracketTraits } from "../../../../src/games/digimon/compiler/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";
import { readRecord } from "../record-runner.ts";

const option = {
  category: "Option" as const,
  level: undefined,
  dp: undefined,
  playCost: 1,
  colors: ["Blue" as const],
};
const tamer = { category: "Tamer" as const, level: undefined, dp: undefined, colors: ["Yellow" as const] };

/** A purple level 4 Digimon record (from level 3 purple for 3) that must read whole and run. */
const compiled = (code: string, over: Partial<CardText>): CardDef =>
  readRecord(code, `Test ${code}`, {
    colors: ["Purple"],
    playCost: 5,
    digivolve: [{ level: 3, color: "Purple", cost: 3 }],
    ...over,
  });

const pooled = [
  testCard("TST-801", "", { name: "Feathered", traits: ["Bird"] }),
  testCard("TST-802", "", { name: "Scaled", traits: ["Reptile"] }),
  testCard("TST-803", "", { name: "Beast", traits: ["Fur"] }),
  compiled("TST-811", { effect: "[Digivolve] Lv.3 w/[Bird]/[Hoof]: Cost 1" }),
  compiled("TST-812", { effect: "[Digivolve] Lv.3 w/[Beast]/[Bird]: Cost 1" }),
];
const pool = poolWords([...pooled, { name: "Other", traits: ["Hoof"] }]);
const CARDS = [
  testCard("TST-821", "", { ...tamer, name: "Helper" }),
  compiled("TST-822", {
    ...option,
    effect:
      "[Main] While you have a Tamer, you may use this card without meeting its color requirements. Gain 2 memory.",
  }),
  compiled("TST-823", {
    ...option,
    effect:
      "When an effect trashes this digivolution card, gain 1 memory.While you have a Tamer, you may ignore this card's color requirements.\n[Main] Gain 2 memory.",
  }),
  ...pooled.map((d) => resolveBracketTraits(d, pool)),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, registry).trace;

describe("an Option's colour line glued to another sentence or opening its [Main] effect", () => {
  it("lets the card be used without its colour while the condition holds, and runs the effect", () => {
    for (const code of ["TST-822", "TST-823"]) {
      const t = run(`turn A | A: TST-821, hand ${code}, memory 3`, `A uses ${code}`);
      // 1 paid, 2 gained.
      expect(t.final.memory).toEqual({ player: "A", value: 4 });
      expect(() => run(`turn A | A: GEN-103, hand ${code}, memory 3`, `A uses ${code}`)).toThrow(/Blue/);
    }
  });

  it("keeps the sentence before the colour line as its own ability", () => {
    const def = CARDS.find((d) => d.code === "TST-823")!;
    expect(def.abilities.map((a) => a.persistent?.kind ?? a.when?.on ?? a.timing)).toEqual([
      "trashedSelf",
      "ignoreColors",
      "main",
    ]);
  });
});

describe("[Digivolve] Lv.N w/[A]/[B]: Cost N", () => {
  it("reads brackets that the pool knows only as traits as traits: any of them", () => {
    const t = run("turn A | A: TST-801, hand TST-811, deck 2, memory 5", "A digivolves TST-801 into TST-811");
    expect(t.final.areas.A!.battle).toEqual(["TST-811[TST-801]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    expect(() =>
      run("turn A | A: TST-802, hand TST-811, deck 2, memory 5", "A digivolves TST-802 into TST-811"),
    ).toThrow(/8-1-3-1/);
  });

  it("keeps a list naming a card of the pool as names", () => {
    const t = run("turn A | A: TST-803, hand TST-812, deck 2, memory 5", "A digivolves TST-803 into TST-812");
    expect(t.final.areas.A!.battle).toEqual(["TST-812[TST-803]"]);
    expect(() =>
      run("turn A | A: TST-801, hand TST-812, deck 2, memory 5", "A digivolves TST-801 into TST-812"),
    ).toThrow(/8-1-3-1/);
  });
});
