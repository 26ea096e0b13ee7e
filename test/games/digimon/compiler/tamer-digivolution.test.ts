import { describe, expect, it } from "vitest";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const base = {
  code: "XX1-070",
  name: "Tidemon",
  category: "Digimon" as const,
  colors: ["Blue" as const],
  level: 4,
  dp: 6000,
  playCost: 5,
  digivolve: [{ level: 3, color: "Blue" as const, cost: 3 }],
  traits: [],
  inherited: "",
  security: "",
};

describe("digivolving onto a Tamer as if it were a level 3 Digimon", () => {
  it("reads the sentence even when a requirement line is glued to it", () => {
    const out = compileCard({
      ...base,
      effect:
        "Digivolve: 1 from [Wavemon] You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a level 3 blue Digimon.[On Play] Gain 1 memory.",
    });
    expect(out.unread).toEqual([]);
    expect(out.def.digivolve).toContainEqual({ level: 3, color: "Blue", cost: 3, onto: "Tamer" });
    expect(out.def.abilities.map((a) => a.timing)).toEqual(["onPlay"]);
  });

  it("reads 'as if that card is' the same way", () => {
    const out = compileCard({
      ...base,
      effect:
        "[Digivolve][Wavemon]: Cost 1\n\nYou may digivolve this card from your hand onto one of your blue Tamers as if that card is a level 3 blue Digimon.",
    });
    expect(out.unread).toEqual([]);
    expect(out.def.digivolve).toContainEqual({ level: 3, color: "Blue", cost: 3, onto: "Tamer" });
  });

  it("lets the card digivolve onto such a Tamer", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: XX1-071, hand XX1-070, memory 5 | B: GEN-204",
      action: "A digivolves XX1-071 into XX1-070",
      cards: [
        `XX1-070 "Tidemon" digimon lv 4 6000 dp blue cost 5 from lv 3 blue 3 : Digivolve: 1 from [Wavemon] You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a level 3 blue Digimon.`,
        `XX1-071 "Captain" tamer blue cost 2 : [Your Turn] All of your Digimon get +1000 DP.`,
      ].join("\n"),
    });
    expect(trace.final.areas.A!.battle).toEqual(["XX1-070[XX1-071]"]);
  });
});

describe("'this Digimon or any of your Tamers would digivolve' (a Tamer's digivolution counts too)", () => {
  const cards = [
    `TST-072 "Stormmon" digimon lv 4 6000 dp blue/red cost 5 from lv 3 blue 3 : You may digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a level 3 blue Digimon.`,
    `TST-073 "Captain" tamer blue cost 2 : [Your Turn] All of your Digimon get +1000 DP.`,
    `TST-074 "Penguin" digimon lv 3 1000 dp blue cost 3 : [Your Turn] [Once Per Turn] When this Digimon or any of your Tamers would digivolve into a multicolored Digimon that is blue or red, reduce the digivolution cost by 1.`,
  ].join("\n");

  it("reduces the cost when the Tamer digivolves", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: TST-073 TST-074, hand TST-072, memory 5 | B: GEN-204",
      action: "A digivolves TST-073 into TST-072",
      cards,
    });
    expect(trace.final.areas.A!.battle).toContain("TST-072[TST-073]");
    expect(trace.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("and not when another of your Digimon digivolves", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: TST-074 GEN-303, hand TST-072, memory 5 | B: GEN-204",
      action: "A digivolves GEN-303 into TST-072",
      cards,
    });
    expect(trace.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("'onto one of your [X] cards as if the Tamer is a level 3 red Digimon' (a Tamer named so)", () => {
  const cards = [
    `TST-075 "Blazemon" digimon lv 4 5000 dp red cost 6 from lv 3 red 2 : Digivolve: 1 from [Emberdramon] You may digivolve this card from your hand onto one of your [Rin Hinode] cards as if the Tamer is a level 3 red Digimon.`,
    `TST-076 "Rin Hinode" tamer green cost 4 : [Your Turn] All of your Digimon get +1000 DP.`,
    `TST-077 "Sam Hinode" tamer red cost 4 : [Your Turn] All of your Digimon get +1000 DP.`,
  ].join("\n");

  it("reads the name and keeps the printed cost", () => {
    const out = compileCard({
      ...base,
      colors: ["Red"],
      digivolve: [{ level: 3, color: "Red", cost: 2 }],
      effect:
        "You may digivolve this card from your hand onto one of your [Rin Hinode] cards as if the Tamer is a level 3 red Digimon.",
    });
    expect(out.unread).toEqual([]);
    expect(out.def.digivolve).toContainEqual({
      level: 3,
      color: "Red",
      cost: 2,
      onto: "Tamer",
      tamerNamed: ["Rin Hinode"],
    });
  });

  it("digivolves onto the named Tamer whatever its colour, and draws the digivolution bonus card", () => {
    const { trace } = resolveDigimon({
      board: "turn A; A: TST-076, hand TST-075, memory 5, deck 3 | B: GEN-204",
      action: "A digivolves TST-076 into TST-075",
      cards,
    });
    expect(trace.final.areas.A!.battle).toEqual(["TST-075[TST-076]"]);
    expect(trace.final.areas.A!.deck).toHaveLength(2);
    expect(trace.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("not onto a red Tamer of another name", () => {
    expect(() =>
      resolveDigimon({
        board: "turn A; A: TST-077, hand TST-075, memory 5, deck 3 | B: GEN-204",
        action: "A digivolves TST-077 into TST-075",
        cards,
      }),
    ).toThrow(/digivolve|requirement/i);
  });
});
