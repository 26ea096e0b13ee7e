/**
 * "[Your Turn] When you play 1 Digimon with DigiXros requirements, by suspending this Tamer, you
 * may place cards from under one of your Tamers as digivolution cards for a DigiXros": the older
 * wording of the permission for a DigiXros (7-2), paid by suspending the Tamer. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const CARDS = [
  readRecord("TST-7981", "Xc", { level: 3 }),
  readRecord("TST-7982", "Xd", { level: 3 }),
  readRecord("TST-7983", "Crossing", { level: 5, playCost: 9, effect: "[DigiXros -1] [Xc] x [Xd]" }),
  readRecord("TST-7984", "Old Xros Tamer", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    playCost: 2,
    digivolve: [],
    effect:
      "[Your Turn] When you play 1 Digimon with DigiXros requirements, by suspending this Tamer, you may place cards from under one of your Tamers as digivolution cards for a DigiXros.",
  }),
];
const { run, errorOf } = recordRunner(CARDS);

describe("the older wording of a Tamer's DigiXros permission", () => {
  it("a card under the Tamer is placed for the DigiXros, and the Tamer is suspended", () => {
    const t = run(
      "turn A | A: TST-7984[TST-7981], hand TST-7983 TST-7982, memory 7 | B: GEN-104",
      "A plays TST-7983 with digixros TST-7981 TST-7982",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-7984(sus)", "TST-7983[TST-7981 TST-7982]"]);
  });

  it("a suspended Tamer can't pay, so the card under it can't be placed", () => {
    const why = errorOf(() =>
      run(
        "turn A | A: TST-7984(sus)[TST-7981], hand TST-7983, memory 7 | B: GEN-104",
        "A plays TST-7983 with digixros TST-7981",
      ),
    );
    expect(why).toMatch(/1 from under their Tamers/);
  });
});
