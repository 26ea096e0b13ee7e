/**
 * "<Recovery +1 (Deck)> until there are 3 cards in your security stack": the recovery is
 * repeated while the stack has fewer, and never past that count. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const UNTIL =
  "[On Play] If you have 2 or fewer security cards, you may <Recovery +1 (Deck)> until there are 3 cards in your security stack.";

const { run } = recordRunner([testCard("TST-6391", UNTIL)]);

describe("reading '<Recovery +1 (Deck)> until there are 3 cards'", () => {
  it("keeps the count to reach", () => {
    const out = compileText(UNTIL);
    expect(out.unread).toEqual([]);
    expect(JSON.stringify(out.abilities[0]!.ops)).toContain('{"op":"recovery","n":1,"untilCount":3}');
  });
});

describe("'<Recovery +1 (Deck)> until there are 3 cards' on a board", () => {
  const security = (sec: string) =>
    run(
      `turn A | A: hand TST-6391, ${sec}deck GEN-103 GEN-104 GEN-105 GEN-106, memory 3`,
      "A plays TST-6391",
      "TST-6391: yes",
    ).final.areas.A!;

  it("fills the stack up to 3 cards", () => {
    expect(security("security GEN-303, ").security).toHaveLength(3);
    expect(security("").security).toHaveLength(3);
    expect(security("").deck).toHaveLength(1);
  });

  it("does nothing at 3 or more", () => {
    const a = run(
      "turn A | A: hand TST-6391, security GEN-303 GEN-303 GEN-303, deck GEN-103 GEN-104, memory 3",
      "A plays TST-6391",
    ).final.areas.A!;
    expect(a.security).toHaveLength(3);
    expect(a.deck).toHaveLength(2);
  });
});

describe("'<Recovery +1 (Deck)> until there are 3 cards' with a short deck", () => {
  it("stops when the deck runs out", () => {
    const a = run("turn A | A: hand TST-6391, deck GEN-103, memory 3", "A plays TST-6391", "TST-6391: yes")
      .final.areas.A!;
    expect(a.security).toHaveLength(1);
    expect(a.deck).toHaveLength(0);
  });
});
