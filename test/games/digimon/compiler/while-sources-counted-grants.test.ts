/**
 * "While a card with [X] in its traits is in this Digimon's digivolution cards, this Digimon gains
 * <Piercing> and <Blocker>, and gains <Security Attack +1> for each card with [X] in its traits in
 * this Digimon's digivolution cards": keywords, one of them counted, while the condition holds;
 * a record's "[Royal Knights] in its traits" names the trait printed "Royal Knight".
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-91080", "Countknightmon", {
    level: 6,
    effect:
      "[All Turns] While a card with [Royal Knight] in its traits is in this Digimon's digivolution cards, this Digimon gains <Piercing> and <Blocker>, and gains <Security Attack +1> for each card with [Royal Knights] in its traits in this Digimon's digivolution cards.",
  }),
  readRecord("TST-91081", "Knightling", { level: 5, traits: ["Royal Knight"] }),
];
const { run } = recordRunner(CARDS);
const keywordsOf = (t: ReturnType<typeof run>) =>
  t.final.details?.A?.find((d) => d.card.startsWith("TST-91080"))?.keywords ?? [];

describe("counted and plain keywords while a condition on the digivolution cards holds", () => {
  it("gives both keywords and one <Security Attack +1> per matching card", () => {
    const t = run("turn A | A: TST-91080[TST-91081 TST-91081 GEN-104] | B: GEN-104", "A passes");
    expect(keywordsOf(t)).toEqual(
      expect.arrayContaining(["<Piercing>", "<Blocker>", "<Security Attack +2>"]),
    );
  });

  it("gives nothing without such a card", () => {
    const t = run("turn A | A: TST-91080[GEN-105 GEN-104] | B: GEN-104", "A passes");
    expect(keywordsOf(t)).toEqual([]);
  });
});
