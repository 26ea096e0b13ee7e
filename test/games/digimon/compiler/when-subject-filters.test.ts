/**
 * Trigger conditions that narrow their subject or their event: "When this Digimon with [X] in its
 * name suspends", "When any of your [X]s are played or suspend", "When other Digimon are deleted
 * in battle", "When this Digimon deletes one of your opponent's level 6 or higher Digimon in
 * battle" (and "by battle"), each run on a board.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const run = (board: string, action: string, cards: string, choices = "") =>
  resolveDigimon({ board, action, cards, choices }).trace;

describe("'When this Digimon with [X] in its name suspends'", () => {
  const text = "[All Turns] When this Digimon with [Dragon] in its name suspends, gain 1 memory.";
  const cards = [
    `TST-9301 "Dragon Knight" digimon lv 5 7000 dp red cost 6 : ${text}`,
    `TST-9302 "Plain Knight" digimon lv 5 7000 dp red cost 6 : ${text}`,
  ].join("\n");

  it("reads the name as a condition on this Digimon", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toEqual({
      on: "suspended",
      self: true,
      filter: { nameIncludes: ["Dragon"] },
    });
  });

  it("gains memory when the named Digimon suspends to attack, not when another does", () => {
    const named = run("turn A; A: TST-9301, memory 3 | B: security 2", "A attacks B with TST-9301", cards);
    expect(named.final.memory).toEqual({ player: "A", value: 4 });
    const plain = run("turn A; A: TST-9302, memory 3 | B: security 2", "A attacks B with TST-9302", cards);
    expect(plain.final.memory).toEqual({ player: "A", value: 3 });
  });
});

describe("'When any of your [X]s are played or suspend'", () => {
  const cards = [
    `TST-9311 "Watcher" digimon lv 3 3000 dp red cost 3 : [All Turns] When any of your [Hero]s are played or suspend, gain 2 memory.`,
    `TST-9312 "Hero" digimon lv 4 5000 dp red cost 1 : [Your Turn] This Digimon gets +1000 DP.`,
    `TST-9313 "Sidekick" digimon lv 4 5000 dp red cost 1 : [Your Turn] This Digimon gets +1000 DP.`,
  ].join("\n");

  it("triggers on the play", () => {
    const t = run("turn A; A: TST-9311, hand TST-9312, memory 3 | B: security 2", "A plays TST-9312", cards);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
  });

  it("and on the suspension", () => {
    const t = run(
      "turn A; A: TST-9311 TST-9312, memory 3 | B: security 2",
      "A attacks B with TST-9312",
      cards,
    );
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("not for a card of another name", () => {
    const t = run("turn A; A: TST-9311, hand TST-9313, memory 3 | B: security 2", "A plays TST-9313", cards);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("'When other Digimon are deleted in battle'", () => {
  const cards = [
    `TST-9321 "Stinger" digimon lv 6 9000 dp green cost 6 : [All Turns] When other Digimon are deleted in battle, this Digimon may unsuspend.`,
    `TST-9322 "Bomb" digimon lv 3 1000 dp red cost 0 : [On Play] Delete 1 of your opponent's level 5 Digimon.`,
  ].join("\n");

  it("unsuspends after a battle deletes another Digimon", () => {
    const t = run(
      "turn A; A: GEN-106 | B: TST-9321(sus) GEN-105(sus)",
      "A attacks GEN-105 with GEN-106",
      cards,
      "yes",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-9321"]);
  });

  it("not after an effect's deletion", () => {
    const t = run("turn A; A: hand TST-9322 | B: TST-9321(sus) GEN-105", "A plays TST-9322", cards, "yes");
    expect(t.final.areas.B!.trash).toContain("GEN-105");
    expect(t.final.areas.B!.battle).toEqual(["TST-9321(sus)"]);
  });
});

describe("'When this Digimon deletes one of your opponent's level 6 or higher Digimon in battle'", () => {
  const text =
    "[Your Turn] When this Digimon deletes one of your opponent's level 6 or higher Digimon in battle, unsuspend this Digimon.";
  const cards = `TST-9331 "Tyrant" digimon lv 6 13000 dp black cost 12 : ${text}`;

  it("reads the deleted Digimon's level", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toEqual({ on: "deletesInBattle", victim: { minLevel: 6 } });
  });

  it("unsuspends after deleting a level 6", () => {
    const t = run("turn A; A: TST-9331 | B: GEN-106(sus)", "A attacks GEN-106 with TST-9331", cards);
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.A!.battle).toEqual(["TST-9331"]);
  });

  it("stays suspended after deleting a level 5", () => {
    const t = run("turn A; A: TST-9331 | B: GEN-105(sus)", "A attacks GEN-105 with TST-9331", cards);
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(t.final.areas.A!.battle).toEqual(["TST-9331(sus)"]);
  });

  it("reads 'by battle' as 'in battle'", () => {
    const r = compileText(
      "[Your Turn] When this Digimon deletes an opponent's Digimon by battle, gain 1 memory.",
      {
        code: "TST",
      },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toEqual({ on: "deletesInBattle" });
  });
});

describe("'When one of your [X] or Tamers with [Y] in their names is played'", () => {
  const text =
    "[Your Turn] When one of your [Sprite] or Tamers with [Rin] in their names is played, gain 2 memory.";
  const cards = [
    `TST-9341 "Host" digimon lv 3 3000 dp red cost 3 : ${text}`,
    `TST-9342 "Sprite" digimon lv 3 3000 dp yellow cost 1 : [Your Turn] This Digimon gets +1000 DP.`,
    `TST-9343 "Rin Hinode" tamer red cost 1 : [Your Turn] All of your Digimon get +1000 DP.`,
    `TST-9344 "Sam Hinode" tamer red cost 1 : [Your Turn] All of your Digimon get +1000 DP.`,
  ].join("\n");

  it("reads the name or the kind of card", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toEqual({
      on: "played",
      side: "you",
      filter: { anyOf: [{ nameIs: ["Sprite"] }, { category: "Tamer", nameIncludes: ["Rin"] }] },
    });
  });

  it("triggers for the named Digimon and the named Tamer, not another Tamer", () => {
    const memory = (code: string) =>
      run(`turn A; A: TST-9341, hand ${code}, memory 3 | B: GEN-103`, `A plays ${code}`, cards).final.memory;
    expect(memory("TST-9342")).toEqual({ player: "A", value: 4 });
    expect(memory("TST-9343")).toEqual({ player: "A", value: 4 });
    expect(memory("TST-9344")).toEqual({ player: "A", value: 2 });
  });
});
