/**
 * "You may choose 1 of your Digimon. Delete the chosen Digimon and 1 of your opponent's Digimon
 * with as high or lower a level as it.": both chosen first, the second compared with the first,
 * then deleted at once; and "by trashing any 2 of this Digimon's digivolution cards" as a cost.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CHOSEN =
  "[On Play] You may choose 1 of your Digimon. Delete the chosen Digimon and 1 of your opponent's Digimon with as high or lower a level as it.";
const STAYS =
  "[All Turns] When any of your Digimon would leave the battle area by effects, by trashing any 2 of this Digimon's digivolution cards, they don't leave.";
const registry = new CardRegistry([
  ...bundledCards,
  testCard("TST-731", CHOSEN, { level: 4 }),
  testCard("TST-732", STAYS, { level: 6 }),
]);
const run = (board: string, choices: string) =>
  resolveDigimon({ board, action: "A plays TST-731", choices }, registry).trace;

describe("deleting a chosen Digimon and one compared with it", () => {
  it("reads the two sentences as one deletion of two targets", () => {
    expect(compileText(CHOSEN, { code: "TST-731" }).unread).toEqual([]);
    expect(compileText(STAYS, { code: "TST-732" }).unread).toEqual([]);
    const [ability] = compileText(CHOSEN, { code: "TST-731" }).abilities;
    expect(ability!.optional).toBe(true);
    expect(ability!.ops[0]).toMatchObject({
      op: "delete",
      and: { side: "opponent", filter: { atMostOf: { by: "level", of: "chosen" } } },
    });
  });

  it("offers only opponent's Digimon whose level is at most the chosen one's", () => {
    // The chosen level 3 Digimon allows the level 3 only; the level 5 is never offered.
    const t = run(
      "turn A | A: GEN-103, hand TST-731, memory 3 | B: GEN-105 GEN-303",
      "target GEN-103; target GEN-105",
    );
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-731"], trash: ["GEN-103"] });
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-105"], trash: ["GEN-303"] });
  });

  it("lets the chosen Digimon stay through a 'would leave' cost paid with any 2 of its digivolution cards", () => {
    const t = run(
      "turn A | A: TST-732[GEN-105 GEN-104 GEN-103], hand TST-731, memory 3 | B: GEN-106",
      "target TST-732; target GEN-106; yes; target GEN-105 GEN-103",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-732[GEN-104]", "TST-731"]);
    expect([...t.final.areas.A!.trash!].sort()).toEqual(["GEN-103", "GEN-105"]);
    expect(t.final.areas.B).toMatchObject({ battle: [], trash: ["GEN-106"] });
  });
});
