/**
 * "For each Digimon card in this Digimon's digivolution cards with [X] in its name (other than
 * [Y]) or[Z] in its form, this Digimon gains <Security Attack +1>": the count said first, its
 * description after the place, and a record's "or[" missing its space.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-91090", "Leadmon", {
    level: 6,
    effect:
      "[All Turns] For each Digimon card in this Digimon's digivolution cards with [Greymon] in its name (other than [DoruGreymon]) or[Hybrid] in its form, this Digimon gains <Security Attack +1>.",
  }),
  readRecord("TST-91091", "Greymon", { level: 4 }),
  readRecord("TST-91092", "DoruGreymon", { level: 4 }),
  readRecord("TST-91093", "Flame", { level: 3, forms: ["Hybrid"] }),
  readRecord("TST-91094", "Twomon", {
    level: 6,
    effect:
      "[All Turns] For each Digimon card in this Digimon's digivolution cards with [Greymon] in its name, this Digimon gets +1000 DP and gains <Security Attack +1>.",
  }),
];
const { run } = recordRunner(CARDS);
const detailOf = (t: ReturnType<typeof run>, code: string) =>
  t.final.details?.A?.find((d) => d.card.startsWith(code));

describe("a count of this Digimon's own digivolution cards, said first", () => {
  it("counts the named and the [Hybrid] form cards, not the excluded name", () => {
    const t = run("turn A | A: TST-91090[TST-91091 TST-91092 TST-91093] | B: GEN-104", "A passes");
    expect(detailOf(t, "TST-91090")?.keywords).toContain("<Security Attack +2>");
  });

  it("multiplies DP and a keyword alike", () => {
    const t = run("turn A | A: TST-91094[TST-91091 TST-91091 GEN-104] | B: GEN-104", "A passes");
    expect(detailOf(t, "TST-91094")?.keywords).toContain("<Security Attack +2>");
    expect(detailOf(t, "TST-91094")?.dp).toBe(7000);
  });
});
