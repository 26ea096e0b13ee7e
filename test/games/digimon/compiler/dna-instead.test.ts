/** "If DNA digivolving, ... instead" is an overwrite, never one more step after the sentence before it. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

describe("'If DNA digivolving, ... instead'", () => {
  it("is read as an overwrite of the sentence before it, on a DNA digivolution only (18-2)", () => {
    const text =
      "[When Digivolving] You may play 1 Digimon card with the [X] trait from your hand without paying the cost. If DNA digivolving, you may play 2 Digimon cards with the [X] trait from your hand without paying the cost instead.";
    const r = compileText(text, { code: "TST-1" });
    expect(r.unread).toEqual([]);
    const ops = r.abilities[0]!.ops;
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ op: "overwrite", dna: true, optional: true });
  });

  it("still reads 'If DNA digivolving, ...' without 'instead' as a step of its own", () => {
    const r = compileText("[When Digivolving] Gain 1 memory. If DNA digivolving, gain 1 memory.", {
      code: "TST-1",
    });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops.map((o) => o.op)).toEqual(["memory", "ifDna"]);
  });
});
