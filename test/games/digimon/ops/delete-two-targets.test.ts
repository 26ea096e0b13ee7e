/** "Delete 1 of your Digimon ... and 1 of your opponent's Digimon ...": two targets, deleted as one event. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const TEXT =
  "[On Play] Delete 1 of your Digimon with the lowest level and 1 of your opponent's Digimon with the lowest level.";
const registry = new CardRegistry([...bundledCards, testCard("TST-711", TEXT, { level: 5, playCost: 0 })]);
const run = (board: string, choices = "") =>
  resolveDigimon({ board, action: "A plays TST-711", choices }, registry).trace;

describe("deleting one Digimon of each side in one effect", () => {
  it("compiles both targets into one deletion", () => {
    const [op] = compileText(TEXT, { code: "TST-711" }).abilities[0]!.ops;
    expect(op).toMatchObject({
      op: "delete",
      target: { side: "you", count: 1, filter: { extreme: { by: "level", which: "lowest" } } },
      and: { side: "opponent", count: 1, filter: { extreme: { by: "level", which: "lowest" } } },
    });
  });

  it("deletes the lowest-level Digimon on each side, and this Digimon when it is the lowest", () => {
    const t = run("turn A | A: hand TST-711, memory 3 | B: GEN-105 GEN-303");
    expect(t.final.areas.A).toMatchObject({ battle: [], trash: ["TST-711"] });
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-105"], trash: ["GEN-303"] });
  });

  it("leaves a higher-level Digimon of the same side alone", () => {
    const t = run("turn A | A: GEN-106 GEN-104, hand TST-711, memory 3 | B: GEN-105 GEN-104");
    expect(t.final.areas.A).toMatchObject({ battle: ["GEN-106", "TST-711"], trash: ["GEN-104"] });
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-105"], trash: ["GEN-104"] });
  });

  it("still reads a single deletion followed by another clause", () => {
    const ops = compileText("[On Play] Delete 1 of your opponent's Digimon and gain 1 memory.", {
      code: "TST-712",
    }).abilities[0]!.ops;
    expect(ops[0]).toEqual({
      op: "delete",
      target: { side: "opponent", count: 1, filter: { category: "Digimon" } },
    });
  });
});
