/** "a 2-color purple and yellow Digimon": both colours, where a plain colour list is either. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = [
  `TST-091 "Watcher" tamer purple cost 2 : [All Turns] When you play a 2-color purple and yellow Digimon, gain 1 memory.`,
  `TST-092 "Duskmon" digimon lv 3 3000 dp purple/yellow cost 3 : `,
  `TST-093 "Emberling" digimon lv 3 3000 dp purple/red cost 3 : `,
].join("\n");

const memoryAfter = (code: string) =>
  resolveDigimon({
    board: `A: TST-091, hand ${code}, memory 5 | B: GEN-204`,
    action: `A plays ${code}`,
    cards,
  }).trace.final.memory;

describe("a multicolour filter naming its colours with 'and'", () => {
  it("reads both colours as required", () => {
    const when = compileText(
      "[All Turns] When you play a 2-color purple and yellow Digimon, gain 1 memory.",
      { code: "TST-091" },
    ).abilities[0]!.when;
    expect(when).toMatchObject({ filter: { allColors: ["Purple", "Yellow"], minColors: 2, maxColors: 2 } });
  });

  it("triggers on a purple and yellow Digimon, not on a purple and red one", () => {
    expect(memoryAfter("TST-092")).toEqual({ player: "A", value: 3 });
    expect(memoryAfter("TST-093")).toEqual({ player: "A", value: 2 });
  });
});
