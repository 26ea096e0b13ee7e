/**
 * "When one of your opponent's Digimon attacks one of your blue Digimon": the Digimon the attack
 * declaration names (11-2-7-1) must fit; "When one of your Digimon ... is moved from your breeding
 * area to your battle area": the older wording of a move (4-17-1). "When this Digimon attacks an
 * opponent's Digimon, delete that Digimon" stays unread: the attacker or the one attacked?
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const run = (board: string, action: string, cards: string, choices = "") =>
  resolveDigimon({ board, action, cards, choices }).trace;

describe("an attack on one of your Digimon of a colour", () => {
  const text =
    "[Opponent's Turn] When one of your opponent's Digimon attacks one of your blue Digimon, you may suspend this Tamer to <Draw 1>.";
  const cards = [
    `TST-9401 "Keeper" tamer blue cost 2 : ${text}`,
    `TST-9402 "Seal" digimon lv 4 5000 dp blue cost 4 : [Your Turn] This Digimon gets +1000 DP.`,
  ].join("\n");

  it("reads the attacked Digimon's colour", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toMatchObject({
      on: "attacks",
      side: "opponent",
      target: "digimon",
      targetFilter: { colors: ["Blue"] },
    });
  });

  it("draws when the blue Digimon is attacked", () => {
    const t = run(
      "turn B; A: TST-9401 TST-9402(sus), deck 2 | B: GEN-106",
      "B attacks TST-9402 with GEN-106",
      cards,
      "yes",
    );
    expect(t.final.areas.A!.hand).toHaveLength(1);
    expect(t.final.areas.A!.battle).toContain("TST-9401(sus)");
  });

  it("not when a red Digimon is attacked", () => {
    const t = run(
      "turn B; A: TST-9401 GEN-104(sus), deck 2 | B: GEN-106",
      "B attacks GEN-104 with GEN-106",
      cards,
      "yes",
    );
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
    expect(t.final.areas.A!.battle).toContain("TST-9401");
  });

  it("nor when the player is attacked", () => {
    const t = run(
      "turn B; A: TST-9401 TST-9402, deck 2, security 2 | B: GEN-106",
      "B attacks A with GEN-106",
      cards,
      "yes",
    );
    expect(t.final.areas.A!.hand ?? []).toEqual([]);
  });

  it("leaves 'delete that Digimon' after an attack on a Digimon unread", () => {
    const r = compileText(
      "[Your Turn] When this Digimon attacks an opponent's Digimon, delete that Digimon.",
      {
        code: "TST",
      },
    );
    expect(r.unread).toHaveLength(1);
  });
});

describe("'is moved from your breeding area to your battle area'", () => {
  const text =
    "[Your Turn] When one of your Digimon with [Test Germ] in its traits is moved from your breeding area to your battle area, gain 1 memory.";
  const cards = [
    `TST-9411 "Lab" tamer black cost 2 : ${text}`,
    `TST-9412 "Germmon" digimon lv 3 3000 dp black cost 3 traits "Test Germ" : [Your Turn] This Digimon gets +1000 DP.`,
  ].join("\n");

  it("reads as the move", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toMatchObject({ on: "movedToBattle", side: "you" });
  });

  it("gains memory when a Digimon with the trait moves out, not another", () => {
    const germ = run(
      "turn A breeding; A: breeding TST-9412, battle TST-9411, memory 0",
      "A moves TST-9412",
      cards,
    );
    expect(germ.final.memory).toEqual({ player: "A", value: 1 });
    const plain = run(
      "turn A breeding; A: breeding GEN-103, battle TST-9411, memory 0",
      "A moves GEN-103",
      cards,
    );
    expect(plain.final.memory).toEqual({ player: "A", value: 0 });
  });
});

describe("'When one of your Digimon with [X] in its name attacks (other than [A], [B])'", () => {
  const text =
    "[Your Turn] When one of your Digimon with [Dragon] in its name attacks (other than [Dragon Lord],[Dragon King]), you may suspend this Tamer to gain 1 memory.";
  const cards = [
    `TST-9421 "Rider" tamer red cost 2 : ${text}`,
    `TST-9422 "Dragon Pup" digimon lv 4 5000 dp red cost 4 : [Your Turn] This Digimon gets +1000 DP.`,
    `TST-9423 "Dragon Lord" digimon lv 4 5000 dp red cost 4 : [Your Turn] This Digimon gets +1000 DP.`,
  ].join("\n");

  it("reads the names left out of the attacker", () => {
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.when).toMatchObject({
      on: "attacks",
      filter: { nameIncludes: ["Dragon"], noneOf: [{ nameIs: ["Dragon Lord", "Dragon King"] }] },
    });
  });

  it("gains memory for a [Dragon] attacker, not for one of the names left out", () => {
    const pup = run(
      "turn A; A: TST-9421 TST-9422, memory 2 | B: security 2",
      "A attacks B with TST-9422",
      cards,
      "yes",
    );
    expect(pup.final.memory).toEqual({ player: "A", value: 3 });
    const lord = run(
      "turn A; A: TST-9421 TST-9423, memory 2 | B: security 2",
      "A attacks B with TST-9423",
      cards,
      "yes",
    );
    expect(lord.final.memory).toEqual({ player: "A", value: 2 });
  });
});
