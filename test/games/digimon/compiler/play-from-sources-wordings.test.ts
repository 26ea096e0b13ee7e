/**
 * Playing a card from one of your Digimon's digivolution cards as another Digimon (4-8-2):
 * "from your trash or from one of your Digimon's digivolution cards" (either place), and the
 * older "Choose a Digimon digivolution card placed under 1 of your Digimon and play it" and
 * "play 1 level 4 or lower digivolution card of 1 of your Digimon cards". Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const EITHER =
  "[Main] You may play 1 level 3 blue Digimon card from your trash or from one of your Digimon's digivolution cards without paying the cost.";
const CHOSEN =
  "[Main] Choose a Digimon digivolution card placed under 1 of your Digimon and play it as another Digimon without paying its memory cost.";
const OF_ONE =
  "[On Play] You may play 1 level 4 or lower digivolution card of 1 of your Digimon cards as another Digimon without paying its memory cost.";

const cards = [
  `TST-5541 "Tide Call" option red cost 1 : ${EITHER}`,
  `TST-5542 "Unstack" option red cost 1 : ${CHOSEN}`,
  `TST-5543 "Splitmon" digimon lv 5 7000 dp red cost 6 : ${OF_ONE}`,
  `TST-5544 "Shellmon" digimon lv 3 3000 dp blue cost 3 : `,
].join("\n");

const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices, cards }).trace;

describe("playing a digivolution card of one of your Digimon", () => {
  it("reads the three wordings completely", () => {
    for (const text of [EITHER, CHOSEN, OF_ONE]) expect(compileText(text).unread).toEqual([]);
  });

  it("'from your trash or from one of your Digimon's digivolution cards': a card under a Digimon can be played", () => {
    const t = run(
      "turn A | A: GEN-104[TST-5544], hand TST-5541, memory 3 | B: GEN-204",
      "A uses TST-5541",
      "target TST-5544",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-5544"]);
  });

  it("... and so can one in the trash", () => {
    const t = run(
      "turn A | A: GEN-104, hand TST-5541, trash TST-5544, memory 3 | B: GEN-204",
      "A uses TST-5541",
      "target TST-5544",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-5544"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-5541"]);
  });

  it("... but not one in the hand", () => {
    const t = run("turn A | A: GEN-104, hand TST-5541 TST-5544, memory 3 | B: GEN-204", "A uses TST-5541");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-5544"]);
  });

  it("'Choose a Digimon digivolution card placed under 1 of your Digimon and play it': it becomes another Digimon", () => {
    const t = run(
      "turn A | A: GEN-104[GEN-103], hand TST-5542, memory 3 | B: GEN-204",
      "A uses TST-5542",
      "target GEN-103",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "GEN-103"]);
  });

  it("'1 level 4 or lower digivolution card of 1 of your Digimon cards': a level 5 one can't be played", () => {
    const low = run(
      "turn A | A: GEN-104[GEN-103], hand TST-5543, memory 6 | B: GEN-204",
      "A plays TST-5543",
      "yes; target GEN-103",
    );
    expect(low.final.areas.A!.battle).toEqual(["GEN-104", "TST-5543", "GEN-103"]);
    const high = run(
      "turn A | A: GEN-104[TST-5543], hand TST-5543, memory 6 | B: GEN-204",
      "A plays TST-5543",
      "yes",
    );
    expect(high.final.areas.A!.battle).toEqual(["GEN-104[TST-5543]", "TST-5543"]);
  });
});
