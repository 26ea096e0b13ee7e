import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const reveal = (picks: string) =>
  `[On Play] Reveal the top 3 cards of your deck. ${picks} Return the rest to the bottom of the deck.`;

const SHARED = reveal(
  "Add 1 Digimon card and 1 Tamer card-both with [Star Crew] in their traits-among them to your hand.",
);
const COMMA = reveal("Add 1 Digimon card with [Fox] in its name, and 1 [Kit Keeper] among them to the hand.");
const AND_OR = reveal(
  "Add up to 2 Digimon cards with [Knight] and/or [Squire] in their types among them to your hand.",
);
const THE_SLASH = reveal("Add 1 card with the [Wing]/[Feather] in one of its traits among them to the hand.");

const FROM_AMONG = reveal(
  "From among them, add 1 card with [Fox] in its name to your hand and play 1 Digimon card with [Sir] in its name without paying the cost.",
);

const SUSPENDED = reveal(
  "You may play 1 play cost 7 or lower [Star Crew] trait card suspended among them without paying the cost.",
);

const cards = [
  `TST-5506 "Sleeper" digimon lv 3 1000 dp red cost 3 : ${SUSPENDED}`,
  `TST-5518 "Crew Order" option red cost 2 trait "Star Crew" : [Main] Gain 1 memory.`,
  `TST-5505 "FromAmong" digimon lv 3 1000 dp red cost 3 : ${FROM_AMONG}`,
  `TST-5501 "Shared" digimon lv 3 1000 dp red cost 3 : ${SHARED}`,
  `TST-5502 "Comma" digimon lv 3 1000 dp red cost 3 : ${COMMA}`,
  `TST-5503 "AndOr" digimon lv 3 1000 dp red cost 3 : ${AND_OR}`,
  `TST-5504 "TheSlash" digimon lv 3 1000 dp red cost 3 : ${THE_SLASH}`,
  `TST-5510 "Crewmon" digimon lv 4 4000 dp red cost 5 trait "Star Crew" : `,
  `TST-5511 "Captain" tamer red cost 2 trait "Star Crew" : `,
  `TST-5512 "Landlubber" tamer red cost 2 : `,
  `TST-5513 "Foxmon" digimon lv 4 4000 dp red : `,
  `TST-5514 "Kit Keeper" tamer red cost 2 : `,
  `TST-5515 "Sirmon" digimon lv 4 4000 dp red trait "Knight Order" : `,
  `TST-5516 "Pagemon" digimon lv 4 4000 dp red trait "Squire" : `,
  `TST-5517 "Birdmon" digimon lv 4 4000 dp red trait "Wing Beast" : `,
].join("\n");

const hand = (code: string, deck: string) =>
  [
    ...resolveDigimon({
      board: `turn A; A: hand ${code}, memory 5, deck ${deck} GEN-604 | B: GEN-204`,
      action: `A plays ${code}`,
      cards,
    }).trace.final.areas.A!.hand!,
  ].sort();

describe("reveal-and-add wordings: shared qualities, a comma before 'and', 'and/or', 'the [X]/[Y] in one of its traits', 'From among them'", () => {
  it("reads every wording completely", () => {
    for (const text of [SHARED, COMMA, AND_OR, THE_SLASH, FROM_AMONG, SUSPENDED])
      expect(compileText(text).unread).toEqual([]);
  });

  it("'-both with [X] in their traits-' applies to the Digimon card and the Tamer card alike", () => {
    expect(hand("TST-5501", "TST-5510 TST-5511 TST-5512")).toEqual(["TST-5510", "TST-5511"]);
    // A Tamer without the trait is not taken, even when it is the only Tamer revealed.
    expect(hand("TST-5501", "TST-5512 TST-5513 GEN-104")).toEqual([]);
  });

  it("', and 1 [X]' adds a second card along with the first", () => {
    expect(hand("TST-5502", "TST-5513 TST-5514 TST-5512")).toEqual(["TST-5513", "TST-5514"]);
  });

  it("'[A] and/or [B] in their types' takes cards with either trait, up to 2", () => {
    expect(hand("TST-5503", "TST-5515 TST-5516 TST-5513")).toEqual(["TST-5515", "TST-5516"]);
  });

  it("'with the [A]/[B] in one of its traits' takes a card whose trait contains either", () => {
    expect(hand("TST-5504", "TST-5513 TST-5517 TST-5515")).toEqual(["TST-5517"]);
  });

  it("'From among them, add 1 ... and play 1 ...': one card to the hand, another played for free", () => {
    const t = resolveDigimon({
      board: "turn A; A: hand TST-5505, memory 5, deck TST-5513 TST-5515 GEN-104 GEN-604 | B: GEN-204",
      action: "A plays TST-5505",
      cards,
    }).trace;
    expect(t.final.areas.A!.hand).toEqual(["TST-5513"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-5505", "TST-5515"]);
  });

  it("'play 1 ... suspended among them': the card comes into play suspended; an Option with the trait is not played", () => {
    const t = resolveDigimon({
      board: "turn A; A: hand TST-5506, memory 5, deck TST-5518 TST-5510 GEN-104 GEN-604 | B: GEN-204",
      action: "A plays TST-5506",
      choices: "target TST-5510",
      cards,
    }).trace;
    expect(t.final.areas.A!.battle).toEqual(["TST-5506", "TST-5510(sus)"]);
    const option = resolveDigimon({
      board: "turn A; A: hand TST-5506, memory 5, deck TST-5518 GEN-103 GEN-104 GEN-604 | B: GEN-204",
      action: "A plays TST-5506",
      choices: "target TST-5518",
      cards,
    }).trace;
    expect(option.final.areas.A!.battle).toEqual(["TST-5506"]);
    expect(option.final.areas.A!.deck).toContain("TST-5518");
  });
});
