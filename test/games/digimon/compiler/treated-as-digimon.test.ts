/**
 * The sentences that treat a card as a Digimon (15-12-1-4): made-up wordings of the family, and,
 * when the shared card data is present, the real cards whose Tamers become Digimon.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import type { Op } from "../../../../src/games/digimon/model/index.ts";

const ops = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities.flatMap((a) => a.ops);
};
const flat = (list: Op[]): Op[] =>
  list.flatMap((op) => (op.op === "onReferent" ? [op, ...flat(op.then)] : [op]));

describe("reading what treats a card as a Digimon", () => {
  it("reads one chosen card, with what the same effect gives it, for the duration said first", () => {
    const read = ops(
      "[Main] For the turn, 1 of your [Test Hero]s is also treated as a 5000 DP Digimon, can't digivolve, and gains <Rush> and <Piercing>.",
    );
    expect(read[0]).toEqual({
      op: "treatAsDigimon",
      target: { side: "you", count: 1, filter: { nameIs: ["Test Hero"] } },
      dp: 5000,
      duration: "turn",
    });
    // The rest is done to the card the first part chose, not chosen again.
    expect(read.slice(1).every((op) => op.op === "onReferent" && op.chosenOnly)).toBe(true);
    expect(
      flat(read)
        .filter((op) => op.op === "gainKeyword")
        .map((op) => op.op === "gainKeyword" && op.keyword),
    ).toEqual(["rush", "piercing"]);
    expect(flat(read).some((op) => op.op === "restrict" && op.cant.includes("digivolve"))).toBe(true);
  });

  it("reads the Tamer itself, and the imperative wording, with the duration after", () => {
    expect(ops("[Main] Treat this Tamer as a 2000 DP Digimon that can't digivolve for the turn.")[0]).toEqual(
      {
        op: "treatAsDigimon",
        target: "this",
        dp: 2000,
        duration: "turn",
      },
    );
    expect(
      ops(
        "[Main] This Tamer is also treated as a 2000 DP Digimon and gains <Blocker> until the end of your opponent's turn.",
      )[0],
    ).toMatchObject({ target: "this", duration: "untilOpponentTurnEnds" });
  });

  it("reads a continuous effect that makes all of a side's named cards Digimon", () => {
    const r = compileText(
      "[Your Turn] All of your [Test Hero]s are also treated as 9000 DP Digimon and gain <Rush>.",
      {
        code: "TST-1",
      },
    );
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.persistent).toMatchObject({
      kind: "continuous",
      grants: [{ asDigimon: 9000 }, { keyword: "rush" }],
      reach: { side: "you", filter: { nameIs: ["Test Hero"] } },
    });
  });

  it("leaves a sentence without a DP unread (a card treated as having a name is another effect)", () => {
    expect(
      compileText("[Main] 1 of your Tamers is also treated as a Digimon.", { code: "TST-1" }).unread,
    ).not.toEqual([]);
  });

  const DATA = "../shared/data/digimon/cards.json";
  const present = existsSync(DATA);
  if (!present) console.log(`treated as a Digimon: ${DATA} is absent, so the real cards are not read.`);
  it.runIf(present)("reads the real cards whose effects treat a Tamer as a Digimon", () => {
    const cards = JSON.parse(readFileSync(DATA, "utf8")) as { cardId: string; effectText?: string }[];
    const family = cards.filter((c) =>
      /treat(?:ed)? [^.]{0,60}as (?:an? )?\d+ DP Digimon/i.test(c.effectText ?? ""),
    );
    const read = family.filter((c) =>
      JSON.stringify(compileText(c.effectText ?? "", { code: c.cardId }).abilities).match(
        /treatAsDigimon|asDigimon/,
      ),
    );
    console.log(`treated as a Digimon: ${read.length} of ${family.length} real cards read`);
    expect(family.length).toBeGreaterThanOrEqual(10);
    expect(read.length).toBeGreaterThanOrEqual(8);
  });
});
