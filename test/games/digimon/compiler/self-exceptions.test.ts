import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { battleDp, recordRunner } from "../record-runner.ts";

// Conditions on this Digimon with excepted names or traits, and a shared condition together
// with "this Digimon with the [X] trait".
const NAMED =
  "[Your Turn] While this Digimon has [Dragon] (other than [SandDragon], or [MudDragon]) in its name, it gets +2000 DP.";
const TRAITS =
  "[Your Turn] While this Digimon has [Bird] or [Fish], other than [Sea Fish], in one of its traits or the [Knight] trait, it gets +2000 DP.";
const BOTH =
  "[Your Turn] While your opponent has no Digimon with digivolution cards, this Digimon with the [Frost] trait gets +2000 DP.";
const TRAIT_FIRST =
  "[Your Turn] While your opponent has no Digimon with digivolution cards, this [Frost] trait Digimon gets +2000 DP.";
const CARDS = [
  testCard("TST-4711", NAMED, { name: "SkyDragon", level: 4, dp: 5000 }),
  testCard("TST-4712", NAMED, { name: "SandDragon", level: 4, dp: 5000 }),
  testCard("TST-4713", TRAITS, { level: 4, dp: 5000, traits: ["Night Bird"] }),
  testCard("TST-4714", TRAITS, { level: 4, dp: 5000, traits: ["Deep Sea Fish"] }),
  testCard("TST-4715", TRAITS, { level: 4, dp: 5000, traits: ["Knight"] }),
  testCard("TST-4716", BOTH, { level: 4, dp: 5000, traits: ["Frost"] }),
  testCard("TST-4717", BOTH, { level: 4, dp: 5000, traits: ["Flame"] }),
  testCard("TST-4718", TRAIT_FIRST, { level: 4, dp: 5000, traits: ["Frost"] }),
  testCard("TST-4719", TRAIT_FIRST, { level: 4, dp: 5000, traits: ["Flame"] }),
];
const { run } = recordRunner(CARDS);
/** The attacker's DP in its battle with a suspended yellow level 5. */
function attackDp(attacker: string, target = "GEN-205(sus)"): string | undefined {
  return battleDp(run(`turn A | A: ${attacker} | B: ${target}`, `A attacks GEN-205 with ${attacker}`));
}

describe("conditions on this Digimon with exceptions", () => {
  it("reads a name with excepted card names and traits with an excepted one", () => {
    expect(compileText(NAMED).abilities[0]!.persistent!.while).toEqual({
      is: "self",
      filter: { nameIncludes: ["Dragon"], noneOf: [{ nameIs: ["SandDragon", "MudDragon"] }] },
    });
    expect(compileText(TRAITS).abilities[0]!.persistent!.while).toEqual({
      is: "self",
      filter: {
        anyOf: [{ traitIncludes: ["Bird", "Fish"], traitExcludes: ["Sea Fish"] }, { traits: ["Knight"] }],
      },
    });
  });

  it("gives the DP to a name that is not excepted only", () => {
    expect(attackDp("TST-4711")).toBe("7000");
    expect(attackDp("TST-4712")).toBe("5000");
  });

  it("gives the DP to a matching trait, not to an excepted one, and to the alternative trait", () => {
    expect(attackDp("TST-4713")).toBe("7000");
    expect(attackDp("TST-4714")).toBe("5000");
    expect(attackDp("TST-4715")).toBe("7000");
  });

  it("needs both the shared condition and this Digimon's trait", () => {
    expect(compileText(BOTH).unread).toEqual([]);
    expect(attackDp("TST-4716")).toBe("7000");
    expect(attackDp("TST-4717")).toBe("5000");
    expect(attackDp("TST-4716", "GEN-205[GEN-204](sus)")).toBe("5000");
  });

  it("reads 'this [X] trait Digimon' as this Digimon having that trait", () => {
    expect(compileText(TRAIT_FIRST).abilities[0]!.persistent!.while).toMatchObject({
      is: "all",
      of: [{ is: "not" }, { is: "self", filter: { traits: ["Frost"] } }],
    });
    expect(attackDp("TST-4718")).toBe("7000");
    expect(attackDp("TST-4719")).toBe("5000");
    expect(attackDp("TST-4718", "GEN-205[GEN-204](sus)")).toBe("5000");
  });
});
