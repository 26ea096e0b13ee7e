/**
 * "link 1 ... to 1 of those Digimon": the host is one of the Digimon the trigger was about (10-1),
 * after "When any of your ... Digimon suspend" or "When effects trash any of your Digimon's link cards".
 */
import { describe, expect, it } from "vitest";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = (code: string, name: string, extra: Partial<CardText> = {}): CardDef =>
  readRecord(code, name, { playCost: 3, ...extra });
const option = { category: "Option" as const, level: undefined, dp: undefined, digivolve: [], playCost: 1 };

const CARDS = [
  card("TST-71001", "Suspendlink", {
    ...option,
    effect:
      "[Main] Place this card in the battle area.\n[All Turns] When any of your [Appmon] trait Digimon suspend, <Delay>\n・You may link 1 [Appmon] trait Digimon card from your hand to 1 of those Digimon without paying the cost.",
  }),
  card("TST-71002", "Relink", {
    ...option,
    effect:
      "[Main] Place this card in the battle area.\n[All Turns] When effects trash any of your Digimon's link cards, <Delay>\n・You may link 1 Digimon card with the [Appmon] trait from your trash to 1 of those Digimon without paying the cost.",
  }),
  card("TST-71003", "Appbody", { traits: ["Appmon"] }),
  card("TST-71004", "Applet", {
    level: 3,
    traits: ["Appmon"],
    linkRequirement: "[Link] [Appmon] trait: Cost 1",
    linkDp: 1000,
  }),
  card("TST-71005", "Linkcutter", {
    effect: "[On Play] Trash 1 of your Digimon's link cards.",
  }),
];

const { run, stepsText } = recordRunner(CARDS);

describe("link to 1 of those Digimon", () => {
  it("links only to the Digimon that suspended, not to another one that fits", () => {
    const t = run(
      "turn A | A: TST-71003#a TST-71003#b TST-71001, hand TST-71004 | B: GEN-203",
      "A attacks B with TST-71003#b",
      "yes; yes; target TST-71004",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-71003#a", "TST-71003#b[TST-71004(link)](sus)"]);
    expect(stepsText(t)).toMatch(/Applet\] from the hand is linked to \[TST-71003 Appbody\]/);
  });

  it("links back to the Digimon whose link card an effect trashed", () => {
    const t = run(
      "turn A | A: TST-71003#b TST-71003#a[TST-71004(link)] TST-71002, hand TST-71005, memory 5 | B: GEN-203",
      "A plays TST-71005",
      "yes; yes",
    );
    expect(t.final.areas.A!.battle).toContain("TST-71003#a[TST-71004(link)]");
    expect(t.final.areas.A!.battle).toContain("TST-71003#b");
    expect(t.final.areas.A!.trash).toEqual(["TST-71002"]);
  });
});
