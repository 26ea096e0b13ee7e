/** "... to activate <Draw 1>": the keyword effect the cost pays for, as "to <Draw 1>". */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-72037", "Recycler", {
    effect:
      "[Main] You may place 2 non-Digi-Egg cards from your trash at the bottom of your deck in any order to activate <Draw 1>.",
  }),
];
const { run } = recordRunner(CARDS);

describe("'to activate <Draw 1>'", () => {
  it("returns the 2 cards under the deck and draws 1", () => {
    const t = run(
      "turn A | A: TST-72037, trash GEN-103 GEN-104, deck GEN-105",
      "A activates TST-72037",
      "yes; target GEN-103 GEN-104",
    );
    expect(t.final.areas.A!.hand).toEqual(["GEN-105"]);
    expect(t.final.areas.A!.trash ?? []).toEqual([]);
  });
});
