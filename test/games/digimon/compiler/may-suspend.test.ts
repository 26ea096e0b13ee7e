/** "1 of your [X]s may suspend.": the player may choose one of them and suspend it; "can't attack Digimon" with another change. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT = "[On Play] 1 of your [Tamerone]s may suspend.";
const cards = [
  `TST-4895 "Caller" digimon lv 3 1000 dp red cost 0 : ${TEXT}`,
  `TST-4896 "Tamerone" tamer red cost 2 : `,
].join("\n");
const run = (choices: string) =>
  resolveDigimon({
    board: "turn A | A: hand TST-4895, TST-4896, memory 5 | B: GEN-204",
    action: "A plays TST-4895",
    choices,
    cards,
  }).trace.final.areas.A!.battle;

describe("one of your [X]s may suspend", () => {
  it("reads an optional suspension of one of them", () => {
    expect(compileText(TEXT, { code: "TST" }).abilities[0]!.ops).toEqual([
      {
        op: "may",
        then: [{ op: "suspend", target: { side: "you", count: 1, filter: { nameIs: ["Tamerone"] } } }],
      },
    ]);
  });

  it("suspends it when the player says yes, not when no", () => {
    expect(run("yes")).toEqual(["TST-4896(sus)", "TST-4895"]);
    expect(run("no")).toEqual(["TST-4896", "TST-4895"]);
  });
});

describe("'can't attack Digimon and gains ...' after a duration said first", () => {
  it("reads the restriction on attacking Digimon and the keyword, for the same Digimon", () => {
    const r = compileText(
      "[On Play] Until the end of your opponent's turn, 1 of their Digimon can't attack Digimon and gains <Security Attack -1>.",
      { code: "TST" },
    );
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities[0]!.ops)).toContain('"cant":["attackDigimon"]');
  });
});
