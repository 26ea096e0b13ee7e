/**
 * "You may play 1 of this Digimon's link cards without paying the cost" (4-9, 7-1): a link card
 * played from its Digimon, here in a "would leave the battle area" effect, before the link cards
 * left on a Digimon that leaves go to the trash (4-9-6). Made-up cards compiled from their text.
 */
import { describe, expect, it } from "vitest";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = (code: string, name: string, extra: Partial<CardText> = {}): CardDef =>
  readRecord(code, name, { playCost: 3, ...extra });

const CARDS = [
  card("TST-481", "Linkreleaser", {
    traits: ["Appmon"],
    dp: 3000,
    effect:
      "[All Turns] [Once Per Turn] When this Digimon would leave the battle area, you may play 1 of this Digimon's link cards without paying the cost.",
  }),
  card("TST-482", "Releasedlink", {
    level: 3,
    traits: ["Appmon"],
    linkRequirement: "[Link] [Appmon] trait: Cost 1",
    linkDp: 1000,
  }),
];

const { run } = recordRunner(CARDS);

describe("playing a link card (4-9)", () => {
  it("reads 'play 1 of this Digimon's link cards'", () => {
    expect(CARDS[0]!.abilities.at(-1)!.ops).toEqual([
      { op: "playFrom", from: "links", filter: {}, free: true, must: true },
    ]);
  });

  it("plays the link card for free when its Digimon would leave; the Digimon still leaves", () => {
    const t = run(
      "turn B | A: TST-481[TST-482(link)](sus), memory 0 | B: GEN-206",
      "B attacks TST-481 with GEN-206",
      "yes; target TST-482",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-482"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-481"]);
    expect(t.final.memory?.value).toBe(0);
  });

  it("declined, the link card goes to the trash with its Digimon (4-9-6)", () => {
    const t = run(
      "turn B | A: TST-481[TST-482(link)](sus) | B: GEN-206",
      "B attacks TST-481 with GEN-206",
      "no",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect([...(t.final.areas.A!.trash ?? [])].sort()).toEqual(["TST-481", "TST-482"]);
  });
});
