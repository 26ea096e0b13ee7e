import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";
import { testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

// "Delete your opponent's Digimon until they have as many as the number of your security cards".
const UNTIL =
  "[Main] Delete your opponent's Digimon until they have as many as the number of your security cards. If this effect deleted, <Recovery +1 (Deck)>.";
const { run } = recordRunner([testOption("TST-4801", UNTIL)]);

describe("deleting the opponent's Digimon down to a number", () => {
  it("reads the number as a count the engine takes when the effect resolves", () => {
    const [a] = compileText(UNTIL).abilities;
    expect(a!.ops[0]).toMatchObject({
      op: "ifOutcome",
      what: "delete",
      ops: [{ op: "deleteUntil", keep: { side: "you", zone: "security" } }],
    });
    expect(whyNotExecutable(a!, { security: 0 })).toBeNull();
  });

  it("deletes the Digimon beyond the number, those the player picks, then recovers", () => {
    const t = run(
      "turn A main; A: GEN-103, hand TST-4801, security 1, deck 3, memory 3 | B: GEN-203 GEN-204 GEN-205",
      "A uses TST-4801",
      "target GEN-203 GEN-205",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-204"]);
    expect(t.final.areas.A!.security).toHaveLength(2);
  });

  it("deletes none, and so recovers none, when they have no more than the number", () => {
    const t = run(
      "turn A main; A: GEN-103, hand TST-4801, security 2, deck 3, memory 3 | B: GEN-203 GEN-204",
      "A uses TST-4801",
    );
    expect(t.final.areas.B!.battle).toEqual(["GEN-203", "GEN-204"]);
    expect(t.final.areas.A!.security).toHaveLength(2);
  });

  it("deletes them all when the player has no security cards", () => {
    const t = run(
      "turn A main; A: GEN-103, hand TST-4801, deck 3, memory 3 | B: GEN-203 GEN-204",
      "A uses TST-4801",
    );
    expect(t.final.areas.B!.battle ?? []).toEqual([]);
    expect(t.final.areas.A!.security).toHaveLength(1);
  });
});
