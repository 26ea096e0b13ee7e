/**
 * "use 1 single-color Option card ...": a card of exactly one colour; "move 1 of your level 3 or
 * higher Digimon from the breeding area to the battle area" (4-17): the filter on "1 of your".
 * Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const USE =
  "[Main] You may use 1 single-color Option card with a cost of 5 or less from your hand without paying the cost.";
const MOVE =
  "[Main] You may move 1 of your level 3 or higher Digimon from the breeding area to the battle area.";

const cards = [
  `TST-5551 "Mono Plan" option red cost 1 : ${USE}`,
  `TST-5552 "Red Boost" option red cost 3 : [Main] Gain 2 memory.`,
  `TST-5553 "Twin Boost" option red/blue cost 3 : [Main] Gain 2 memory.`,
  `TST-5554 "Nursery Call" option red cost 0 : ${MOVE}`,
].join("\n");

const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices, cards }).trace;

describe("'single-color' and 'move 1 of your level 3 or higher Digimon from the breeding area'", () => {
  it("reads both wordings completely", () => {
    for (const text of [USE, MOVE]) expect(compileText(text).unread).toEqual([]);
  });

  it("a one-colour Option can be used for free, a two-colour one can't", () => {
    const mono = run(
      "turn A | A: GEN-104, hand TST-5551 TST-5552, memory 1 | B: GEN-204",
      "A uses TST-5551",
      "target TST-5552",
    );
    expect(mono.final.memory).toEqual({ player: "A", value: 2 });
    const twin = run("turn A | A: GEN-104, hand TST-5551 TST-5553, memory 1 | B: GEN-204", "A uses TST-5551");
    expect(twin.final.memory).toEqual({ player: "A", value: 0 });
    expect(twin.final.areas.A!.hand).toEqual(["TST-5553"]);
  });

  it("a level 3 Digimon in the breeding area moves to the battle area", () => {
    const t = run(
      "turn A | A: GEN-104, breeding GEN-103, hand TST-5554, memory 1 | B: GEN-204",
      "A uses TST-5554",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "GEN-103"]);
  });
});
