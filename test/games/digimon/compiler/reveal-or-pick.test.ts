import { describe, expect, it } from "vitest";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] Reveal the top 3 cards of your deck. Add 1 [Sun Wing] trait card and 1 [Moon Tail] trait or 1 2-color card among them to the hand. Return the rest to the bottom of the deck.";
const cards = [
  `TST-180 "Dawnmon" digimon lv 3 1000 dp yellow cost 3 : ${TEXT}`,
  `TST-181 "Sunbird" digimon lv 4 4000 dp yellow trait "Sun Wing" : `,
  `TST-182 "Moonfox" digimon lv 4 4000 dp blue trait "Moon Tail" : `,
  `TST-183 "Twotone" digimon lv 4 4000 dp red/green : `,
].join("\n");

describe("'add 1 [X] trait card and 1 [Y] trait or 1 2-color card among them': the second card is one or the other", () => {
  it("reads the elided noun before 'or 1 ...' as one pick of either kind", () => {
    const out = compileCard({
      code: "TST-180",
      name: "Dawnmon",
      category: "Digimon",
      colors: ["Yellow"],
      level: 3,
      dp: 1000,
      playCost: 3,
      digivolve: [],
      traits: [],
      effect: TEXT,
      inherited: "",
      security: "",
    });
    expect(out.unread).toEqual([]);
  });

  it("adds only one of a [Y] card and a 2-color card when no [X] card is revealed", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: hand TST-180, memory 5, deck TST-182 TST-183 GEN-104 GEN-604 | B: GEN-204",
      action: "A plays TST-180",
      cards,
    });
    expect(trace.final.areas.A!.hand).toHaveLength(1);
    expect(trace.final.areas.A!.deck).toHaveLength(3);
  });

  it("adds an [X] card along with the other one", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: hand TST-180, memory 5, deck TST-181 TST-183 GEN-104 GEN-604 | B: GEN-204",
      action: "A plays TST-180",
      cards,
    });
    expect([...trace.final.areas.A!.hand!].sort()).toEqual(["TST-181", "TST-183"]);
  });
});
