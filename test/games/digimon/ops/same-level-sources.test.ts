import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const cards = [
  `TST-210 "Howlmon" digimon lv 4 5000 dp blue cost 5 : inherited: [All Turns] If this Digimon has [Fang] or [Moon] in its name and would be deleted in battle, you may trash 2 cards of the same level from this Digimon's digivolution cards to prevent the deletion.`,
  `TST-211 "FangLord" digimon lv 6 8000 dp blue cost 9 : `,
  `TST-212 "Stonemon" digimon lv 6 8000 dp blue cost 9 : `,
  `TST-213 "Pupmon" digimon lv 3 3000 dp blue cost 3 : `,
  `TST-214 "Cubmon" digimon lv 3 3000 dp blue cost 3 : `,
  `TST-215 "Wolfmon" digimon lv 5 6000 dp blue cost 5 : `,
  `TST-216 "Foxmon" digimon lv 5 6000 dp blue cost 5 : `,
  `TST-217 "Rival" digimon lv 6 8000 dp red cost 9 : `,
  `TST-218 "Stubmon" digimon lv 6 8000 dp blue cost 9 : Treat this card/Digimon as if its name is also [Moonstub].`,
].join("\n");

const attack = (stack: string, choices?: string) =>
  resolveDigimon({
    board: `turn A; A: ${stack} | B: TST-217(sus)`,
    action: `A attacks TST-217 with ${stack.split("[")[0]}`,
    cards,
    ...(choices ? { choices } : {}),
  }).trace;

describe("'trash 2 cards of the same level from this Digimon's digivolution cards to prevent the deletion'", () => {
  it("two cards of one level, whatever level: the deletion is prevented", () => {
    const t = attack("TST-211[TST-210 TST-213 TST-214]");
    expect(t.final.areas.A!.battle).toEqual(["TST-211[TST-210](sus)"]);
    expect([...t.final.areas.A!.trash!].sort()).toEqual(["TST-213", "TST-214"]);
  });

  it("no two cards share a level: it can't be paid, the Digimon is deleted", () => {
    const t = attack("TST-211[TST-210 TST-213 TST-215]");
    expect(t.final.areas.A!.battle).toEqual([]);
  });

  it("with two levels to choose from, the player picks the level", () => {
    const t = attack("TST-211[TST-210 TST-213 TST-214 TST-215 TST-216]", "target TST-215");
    expect([...t.final.areas.A!.trash!].sort()).toEqual(["TST-215", "TST-216"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-211[TST-210 TST-213 TST-214](sus)"]);
  });

  it("'If this Digimon has [X] in its name and would be deleted': another name does nothing", () => {
    const t = attack("TST-212[TST-210 TST-213 TST-214]");
    expect(t.final.areas.A!.battle).toEqual([]);
  });

  it("'as if its name is also [X]': the card itself has the other name too", () => {
    const t = attack("TST-218[TST-210 TST-213 TST-214]");
    expect(t.final.areas.A!.battle).toEqual(["TST-218[TST-210](sus)"]);
  });
});
