import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

// "<Recovery +1 (Deck)> until there are N cards in your security stack" (16-6-1): as many as it lacks.
const UNTIL = "[On Play] <Recovery +1 (Deck)> until there are 3 cards in your security stack.";
const { run } = recordRunner([testCard("TST-4791", UNTIL)]);

describe("<Recovery +1 (Deck)> until the security stack holds N cards", () => {
  it("reads as one op with the total, which the engine runs", () => {
    const [a] = compileText(UNTIL).abilities;
    expect(a!.ops).toEqual([{ op: "recoveryUntil", total: 3 }]);
    expect(whyNotExecutable(a!, { security: 0 })).toBeNull();
  });

  it("fills the stack up to the total", () => {
    const t = run("turn A | A: hand TST-4791, security 1, deck 5 | B: GEN-203", "A plays TST-4791");
    expect(t.final.areas.A!.security).toHaveLength(3);
    expect(t.final.areas.A!.deck).toHaveLength(3);
  });

  it("places none when the stack already holds that many", () => {
    const t = run("turn A | A: hand TST-4791, security 4, deck 5 | B: GEN-203", "A plays TST-4791");
    expect(t.final.areas.A!.security).toHaveLength(4);
    expect(t.final.areas.A!.deck).toHaveLength(5);
  });

  it("stops when the deck runs out", () => {
    const t = run("turn A | A: hand TST-4791, deck 1 | B: GEN-203", "A plays TST-4791");
    expect(t.final.areas.A!.security).toHaveLength(1);
  });
});
