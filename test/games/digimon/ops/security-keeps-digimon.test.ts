/**
 * "[Security] [All Turns] When any of your Digimon with [X] in their names would leave the battle
 * area other than by battle, by trashing this card, 1 of those Digimon doesn't leave.": an
 * immediate-type effect of a face-up security card (15-14-5-1, 15-8-5) whose cost trashes the
 * card itself from the security stack.
 */
import { describe, expect, it } from "vitest";
import { testCard, testOption } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const KEEP =
  "[Security] [All Turns] When any of your Digimon with [Red] in their names would leave the battle area other than by battle, by trashing this card, 1 of those Digimon doesn't leave.";
const { run } = recordRunner([
  testOption("TST-81040", KEEP),
  testCard("TST-81041", "[On Play] Delete 1 of your opponent's Digimon.", { colors: ["Yellow"] }),
]);

describe("a [Security] immediate-type effect paid by trashing its own card", () => {
  it("trashes the face-up card from the security stack and keeps the Digimon", () => {
    const t = run(
      "turn B | A: GEN-104, security TST-81040(up) GEN-203 | B: hand TST-81041, memory 5",
      "B plays TST-81041",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-81040"]);
    expect(t.final.areas.A!.security).toEqual(["GEN-203"]);
  });

  it("does nothing from a face-down security card", () => {
    const t = run(
      "turn B | A: GEN-104, security TST-81040 GEN-203 | B: hand TST-81041, memory 5",
      "B plays TST-81041",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
  });
});
