/**
 * "When any of your Tamers with [X] in their names are played or any of your Digimon digivolve
 * into a Digimon with [Y] in its name, ...": two events with their own subjects, either one
 * triggering; and "When any of your Digimon or Tamers digivolve into Digimon with the [X] trait".
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const run = (board: string, action: string, cards: string) => resolveDigimon({ board, action, cards }).trace;

describe("two events joined by 'or'", () => {
  const text =
    "[Your Turn] When any of your Tamers with [Captain] in their names are played or any of your Digimon digivolve into a Digimon with [Wolf] in its name, gain 2 memory.";
  const cards = [
    `TST-9701 "Watcher" digimon lv 3 3000 dp red cost 3 : ${text}`,
    `TST-9702 "Captain Ray" tamer red cost 1 : [Your Turn] All of your Digimon get +1000 DP.`,
    `TST-9703 "Sailor Ray" tamer red cost 1 : [Your Turn] All of your Digimon get +1000 DP.`,
    `TST-9704 "Wolf Knight" digimon lv 4 5000 dp red cost 5 from lv 3 red 2 : [Your Turn] This Digimon gets +1000 DP.`,
  ].join("\n");

  it("reads both events", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toEqual({
      on: "any",
      of: [
        { on: "played", side: "you", filter: { category: "Tamer", nameIncludes: ["Captain"] } },
        { on: "digivolved", side: "you", filter: { category: "Digimon", nameIncludes: ["Wolf"] } },
      ],
    });
  });

  it("triggers on the Tamer's play", () => {
    const t = run("turn A; A: TST-9701, hand TST-9702, memory 3 | B: GEN-103", "A plays TST-9702", cards);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("and on the digivolution, but not on another Tamer's play", () => {
    const d = run(
      "turn A; A: TST-9701 GEN-103, hand TST-9704, memory 3, deck 1 | B: GEN-103",
      "A digivolves GEN-103 into TST-9704",
      cards,
    );
    expect(d.final.memory).toEqual({ player: "A", value: 3 });
    const other = run("turn A; A: TST-9701, hand TST-9703, memory 3 | B: GEN-103", "A plays TST-9703", cards);
    expect(other.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("'When any of your Digimon or Tamers digivolve into Digimon with the [X] trait'", () => {
  it("reads the Digimon digivolved into, whoever digivolved", () => {
    const r = compileText(
      "[Your Turn] When any of your Digimon or Tamers digivolve into Digimon with the [Hybrid] trait, gain 1 memory.",
      { code: "TST" },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toEqual({
      on: "digivolved",
      side: "you",
      filter: { category: "Digimon", traits: ["Hybrid"] },
    });
  });
});
