/** "The Digimon this effect played gains ...": the change goes to each Digimon the effect played, and to nothing when it played none. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT =
  "[On Play] You may play 1 level 5 Digimon card from your trash without paying the cost. The Digimon this effect played gains <Rush> and <Blocker> until your opponent's turn ends.";
const cards = `TST-4851 "Caller" digimon lv 3 1000 dp red cost 0 : ${TEXT}`;
const run = (board: string, choices = "") =>
  resolveDigimon({ board, action: "A plays TST-4851", choices, cards }).trace.final;

describe("the Digimon this effect played", () => {
  it("reads the change as one for each Digimon the effect played", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops[1]).toMatchObject({
      op: "onReferent",
      referent: "played",
      then: [
        { op: "gainKeyword", target: "this", keyword: "rush" },
        { op: "gainKeyword", target: "this", keyword: "blocker" },
      ],
    });
  });

  it("gives the keywords to the Digimon played, not to this one", () => {
    const f = run("turn A | A: hand TST-4851, trash GEN-105, memory 5 | B: GEN-204", "target GEN-105");
    const played = f.details!.A!.find((d) => d.card === "GEN-105")!;
    expect(played.keywords).toEqual(expect.arrayContaining(["<Rush>", "<Blocker>"]));
    expect(f.details!.A!.find((d) => d.card === "TST-4851")!.keywords).toEqual([]);
  });

  it("does nothing when the effect played nothing", () => {
    const f = run("turn A | A: hand TST-4851, trash GEN-104, memory 5 | B: GEN-204");
    expect(f.areas.A!.battle).toEqual(["TST-4851"]);
    expect(f.details!.A!.find((d) => d.card === "TST-4851")!.keywords).toEqual([]);
  });
});
