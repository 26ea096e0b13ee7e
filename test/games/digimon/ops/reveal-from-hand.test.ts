import { describe, expect, it } from "vitest";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] Gain 1 memory, and reveal 1 card in your hand. If it's yellow, place it on top of your security stack face down. If it's not, return it to the hand.";
const cards = [
  `TST-200 "Lancemon" digimon lv 5 7000 dp yellow cost 0 : ${TEXT}`,
  `TST-201 "Duskmon" digimon lv 3 2000 dp yellow/black cost 3 : `,
  `TST-202 "Embermon" digimon lv 3 2000 dp red cost 3 : `,
].join("\n");

const run = (hand: string, choices?: string) =>
  resolveDigimon({
    board: `turn A; A: hand TST-200 ${hand}, security 1, memory 3 | B: GEN-204`,
    action: "A plays TST-200",
    cards,
    ...(choices ? { choices } : {}),
  }).trace;

describe("'reveal 1 card in your hand. If it's yellow, place it on top of your security stack ...'", () => {
  it("reads the three sentences as one reveal from the hand", () => {
    const out = compileCard({
      code: "TST-200",
      name: "Lancemon",
      category: "Digimon",
      colors: ["Yellow"],
      level: 5,
      dp: 7000,
      playCost: 0,
      digivolve: [],
      traits: [],
      effect: TEXT,
      inherited: "",
      security: "",
    });
    expect(out.unread).toEqual([]);
    expect(out.def.abilities[0]!.ops).toContainEqual({
      op: "reveal",
      n: 1,
      from: "hand",
      picks: [{ count: 1, filter: { colors: ["Yellow"] }, to: "securityTop" }],
      rest: "hand",
    });
  });

  it("a card with yellow among its colours goes on top of the security stack", () => {
    const t = run("TST-201");
    expect(t.final.areas.A!.hand).toEqual([]);
    expect(t.final.areas.A!.security).toHaveLength(2);
    expect(t.final.areas.A!.security![0]).toBe("TST-201");
  });

  it("a card of another colour stays in the hand", () => {
    const t = run("TST-202");
    expect(t.final.areas.A!.hand).toEqual(["TST-202"]);
    expect(t.final.areas.A!.security).toHaveLength(1);
  });

  it("the player chooses which card to reveal", () => {
    const t = run("TST-201 TST-202", "target TST-202");
    expect([...t.final.areas.A!.hand!].sort()).toEqual(["TST-201", "TST-202"]);
    expect(t.final.areas.A!.security).toHaveLength(1);
  });

  it("an empty hand reveals nothing", () => {
    const t = run("");
    expect(t.final.areas.A!.security).toHaveLength(1);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });
});
