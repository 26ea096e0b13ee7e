/** "you may activate 1 of this Digimon's [When Digivolving] effects": its own effect runs again. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const words = (t: { steps: { text: string; changes?: string[] }[] }) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join(" ")).join("\n");

const cards = [
  `TST-311 "Echo" digimon lv 4 6000 dp red cost 3 : [When Digivolving] Gain 2 memory. [When Attacking] You may activate 1 of this Digimon's [When Digivolving] effects.`,
  `TST-312 "Hollow" digimon lv 4 6000 dp red cost 3 : [When Attacking] By trashing your top security card, activate 1 of this Digimon's [On Deletion] effects.`,
].join("\n");

describe("activating one of this Digimon's own effects", () => {
  it("reads the timing named", () => {
    const out = compileText(
      "[When Attacking] You may activate 1 of this Digimon's [When Digivolving] effects.",
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]).toMatchObject({
      optional: true,
      ops: [{ op: "activateOwn", timing: "whenDigivolving" }],
    });
  });

  it("runs the named effect of the Digimon on the field", () => {
    const { trace } = resolveDigimon({
      board: "A: TST-311, memory 3 | B: GEN-204",
      action: "A attacks B with TST-311",
      cards,
    });
    expect(words(trace)).toMatch(/\[When Digivolving\] effect activates/);
    expect(trace.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("says so when the Digimon has no effect of that timing", () => {
    const { trace } = resolveDigimon({
      board: "A: TST-312, memory 3, security 2 | B: GEN-204",
      action: "A attacks B with TST-312",
      cards,
    });
    expect(words(trace)).toMatch(/has no \[On Deletion\] effect to activate/);
    expect(trace.final.memory).toEqual({ player: "A", value: 3 });
  });
});
