/** "You may trash up to 3 cards from the top of your deck": the player decides how many, at most 3. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const TEXT = "[On Play] You may trash up to 3 cards from the top of your deck.";
const cards = `TST-4891 "Digger" digimon lv 3 1000 dp red cost 0 : ${TEXT}`;
const run = (choices: string) =>
  resolveDigimon({
    board: "turn A | A: hand TST-4891, deck GEN-103 GEN-104 GEN-105 GEN-106, memory 5 | B: GEN-204",
    action: "A plays TST-4891",
    choices,
    cards,
  }).trace.final.areas.A!;

describe("trashing up to N cards from the top of the deck", () => {
  it("reads the count as a maximum", () => {
    const r = compileText(TEXT, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(JSON.stringify(r.abilities[0]!.ops)).toContain('"op":"trashDeck","n":3,"upTo":true');
  });

  it("trashes as many as the player says, from the top", () => {
    expect(run("yes; yes; no").trash).toEqual(["GEN-103"]);
    expect(run("yes; yes; yes; yes").trash).toEqual(["GEN-103", "GEN-104", "GEN-105"]);
    expect(run("yes; yes; yes; yes").deck).toEqual(["GEN-106"]);
  });
});
