/**
 * Digivolving into a revealed card by an effect (8-1-2): "digivolve this Digimon into ... among
 * them", "digivolve 1 of your Digimon into ... among them", "digivolve 1 ... among them onto the
 * attacking Digimon", all without paying the cost. The requirements still apply, the card is
 * taken from the revealed ones, and the digivolution draws a card (8-1-3-3). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const SELF =
  "[When Attacking] Reveal the top 3 cards of your deck. You may digivolve this Digimon into a green level 6 card among them without paying its memory cost. Return the rest to the bottom of the deck.";
const ANY =
  "[Main] Reveal the top 3 cards of your deck. You may digivolve 1 of your Digimon into a Digimon card with [Proto] in its traits among them without paying its memory cost. Trash the rest.";
const ATTACKER =
  "[Your Turn] When you attack with a level 5 green Digimon, you may suspend this Tamer to reveal the top 3 cards of your deck. You may digivolve 1 green level 6 Digimon card among them onto the attacking Digimon without paying its memory cost. Return the rest to the bottom of the deck.";

const cards = [
  `TST-5531 "Leafmon" digimon lv 5 7000 dp green cost 5 : ${SELF}`,
  `TST-5532 "Treemon" digimon lv 6 11000 dp green cost 12 from lv 5 green 3 : `,
  `TST-5533 "Oakmon" digimon lv 6 11000 dp red cost 12 from lv 5 red 3 : `,
  `TST-5534 "Lab" option red cost 1 : ${ANY}`,
  `TST-5535 "Protomon" digimon lv 4 5000 dp red cost 5 trait "Proto Type" from lv 3 red 2 : `,
  `TST-5536 "Ranger" tamer green cost 2 : ${ATTACKER}`,
  `TST-5537 "Grovemon" digimon lv 5 7000 dp green cost 5 : `,
].join("\n");

const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices, cards }).trace;

describe("digivolving into a revealed card", () => {
  it("reads the three wordings completely", () => {
    for (const text of [SELF, ANY, ATTACKER]) expect(compileText(text).unread).toEqual([]);
  });

  it("'this Digimon into ... among them': it digivolves for free into the matching card and draws", () => {
    const t = run(
      "turn A | A: TST-5531, memory 0, deck GEN-103 TST-5532 GEN-104 GEN-604 | B: GEN-204",
      "A attacks with TST-5531",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5532[TST-5531](sus)"]);
    expect(t.final.memory).toEqual({ player: "A", value: 0 });
    // The draw for digivolving takes the card left on top of the deck.
    expect(t.final.areas.A!.hand).toEqual(["GEN-604"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-103", "GEN-104"]);
  });

  it("a revealed card whose requirements the Digimon doesn't meet is not taken", () => {
    const t = run(
      "turn A | A: TST-5531, memory 0, deck TST-5533 GEN-103 GEN-104 GEN-604 | B: GEN-204",
      "A attacks with TST-5531",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5531(sus)"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-604", "TST-5533", "GEN-103", "GEN-104"]);
  });

  it("'1 of your Digimon into ... among them': one of yours that can digivolve into it does", () => {
    const t = run(
      "turn A | A: GEN-103, hand TST-5534, memory 3, deck TST-5535 GEN-104 GEN-204 GEN-604 | B: GEN-204",
      "A uses TST-5534",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5535[GEN-103]"]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["GEN-104", "GEN-204", "TST-5534"]));
  });

  it("'onto the attacking Digimon': the attacker digivolves, not another Digimon", () => {
    const t = run(
      "turn A | A: TST-5536 TST-5531 TST-5537, memory 0, deck TST-5532 GEN-103 GEN-104 GEN-604 | B: GEN-204",
      "A attacks with TST-5537",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-5536(sus)", "TST-5531", "TST-5532[TST-5537](sus)"]);
  });
});
