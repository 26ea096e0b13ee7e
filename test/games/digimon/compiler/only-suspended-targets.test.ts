/**
 * "While this Digimon is suspended, all of your opponent's Digimon can only attack suspended
 * Digimon": no attack on players, and no attack on an unsuspended Digimon that another effect
 * would allow (a prohibition wins over a permission, 15-8-2-5).
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const ONLY =
  "[Opponent's Turn] While this Digimon is suspended, all of your opponent's Digimon can only attack suspended Digimon.";
const CARDS = [
  testCard("TST-7331", ONLY, { level: 6, dp: 12000 }),
  testCard("TST-7332", "[Your Turn] This Digimon can also attack unsuspended Digimon.", {
    level: 5,
    dp: 8000,
  }),
];
const { run, errorOf } = recordRunner(CARDS);
const attack = (a: string, b: string, action: string) =>
  run(`turn B main | A: ${a}, security 3 | B: ${b}`, action).final.areas.A!;

describe("can only attack suspended Digimon", () => {
  it("reads as no attacks on players and none on unsuspended Digimon, while this Digimon is suspended", () => {
    expect(compileText(ONLY).abilities[0]!.persistent).toEqual({
      kind: "continuous",
      grants: [{ cant: "attackPlayers" }, { cant: "attackUnsuspended" }],
      reach: { side: "opponent", filter: { category: "Digimon" } },
      while: { is: "self", filter: { suspended: true } },
    });
  });

  it("stops attacks on the player only while this Digimon is suspended", () => {
    expect(errorOf(() => attack("TST-7331(sus)", "GEN-104", "B attacks player A with GEN-104"))).toMatch(
      /TST-7331/,
    );
    expect(attack("TST-7331", "GEN-104", "B attacks player A with GEN-104").security).toHaveLength(2);
  });

  it("overrides an effect that lets a Digimon attack unsuspended Digimon", () => {
    expect(
      errorOf(() => attack("TST-7331(sus) GEN-103", "TST-7332", "B attacks GEN-103 with TST-7332")),
    ).toMatch(/unsuspended/);
    expect(attack("TST-7331 GEN-103", "TST-7332", "B attacks GEN-103 with TST-7332").trash).toEqual([
      "GEN-103",
    ]);
  });

  it("still allows attacking a suspended Digimon", () => {
    expect(attack("TST-7331(sus) GEN-103(sus)", "GEN-104", "B attacks GEN-103 with GEN-104").trash).toEqual([
      "GEN-103",
    ]);
  });
});
