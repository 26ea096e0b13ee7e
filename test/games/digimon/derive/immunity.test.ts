/**
 * "Isn't affected by effects" (15-15-5) as one mechanism: compiled from the card-text templates,
 * then resolved on boards. A card stays choosable (15-15-5-3) but the effect leaves it as it is
 * (15-15-5-1); a lasting change stops while the immunity holds and applies again after it
 * (15-15-5-2); a keyword or effect it was given does not count meanwhile (15-15-5-4).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importDocument } from "../../../../src/cards/import.ts";
import type { CardRecord } from "../../../../src/cards/schema.ts";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { sharedDataDir } from "../../../../src/paths.ts";
import { testCard } from "../test-card.ts";

const read = (t: string) => {
  const r = compileText(t, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities[0]!;
};

describe("compiling immunities", () => {
  it("reads 'isn't affected by' with whose effects, on this Digimon and joined to a restriction", () => {
    expect(
      read("[All Turns] This Digimon can't attack and isn't affected by your opponent's effects.").persistent,
    ).toEqual({ kind: "continuous", grants: [{ cant: "attack" }, { cant: "beAffectedByOpponent" }] });
    expect(
      read(
        "[All Turns] While this Digimon is suspended, it isn't affected by the effects of your opponent's Digimon.",
      ).persistent?.grants,
    ).toEqual([{ cant: "beAffectedByOpponentDigimon" }]);
  });

  it("reads 'X effects don't affect Y' for a duration, with the DP the same sentence gives", () => {
    expect(
      read(
        "[When Digivolving] Until your opponent's turn ends, their Digimon's effects don't affect this Digimon and it gets +6000 DP.",
      ).ops,
    ).toEqual([
      {
        op: "restrict",
        target: "this",
        cant: ["beAffectedByOpponentDigimon"],
        duration: "untilOpponentTurnEnds",
      },
      { op: "dp", target: "this", amount: 6000, duration: "untilOpponentTurnEnds" },
    ]);
    expect(
      read(
        "[Main] Until the end of your opponent's turn, 1 of your Digimon isn't affected by the effects of your opponent's Option cards.",
      ).ops,
    ).toEqual([
      {
        op: "restrict",
        target: { side: "you", count: 1, filter: { category: "Digimon" } },
        cant: ["beAffectedByOpponentOption"],
        duration: "untilOpponentTurnEnds",
      },
    ]);
    expect(read("[All Turns] Your opponent's effects don't affect this Digimon.").persistent?.grants).toEqual(
      [{ cant: "beAffectedByOpponent" }],
    );
  });
});

const CARDS = [
  testCard("TST-701", "[All Turns] This Digimon isn't affected by your opponent's effects.", { dp: 6000 }),
  testCard("TST-702", "[On Play] Suspend 1 of your opponent's Digimon."),
  testCard("TST-703", "[All Turns] This Digimon isn't affected by the effects of your opponent's Digimon.", {
    dp: 6000,
  }),
  testCard("TST-704", "[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.", {
    category: "Option",
    playCost: 0,
  }),
  testCard("TST-705", "[On Play] 1 of your opponent's Digimon gets -3000 DP for the turn."),
  testCard(
    "TST-706",
    "[All Turns] While this Digimon is suspended, it isn't affected by the effects of your opponent's Digimon.",
    { dp: 6000 },
  ),
  testCard("TST-707", "[On Play] 1 of your opponent's Digimon gains <Jamming> for the turn."),
  testCard("TST-708", "[On Play] For the turn, 1 of your Digimon isn't affected by your opponent's effects."),
  testCard("TST-709", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-711", "[On Play] Suspend 1 of your Digimon."),
  testCard("TST-712", "[Main] Unsuspend 1 of your opponent's Digimon.", { category: "Option", playCost: 0 }),
  testCard(
    "TST-710",
    "[On Play] Until the end of your opponent's turn, 1 of your Digimon isn't affected by your opponent's effects.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const detail = (t: ReturnType<typeof run>, player: string, code: string) =>
  t.final.details![player]!.find((d) => d.card.startsWith(code))!;
const words = (t: ReturnType<typeof run>) => JSON.stringify(t.steps);

describe("immunities on a board", () => {
  it("lets the immune Digimon be chosen, then leaves it unsuspended, saying why (15-15-5-1, 15-15-5-3)", () => {
    const t = run(
      "turn A | A: hand TST-702, memory 3 | B: TST-701 GEN-203",
      "A plays TST-702",
      "target TST-701",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-701", "GEN-203"]);
    expect(words(t)).toMatch(/isn't affected by the opponent's effects .*15-15-5-1/);
  });

  it("still affects the other Digimon the same effect chose", () => {
    const t = run(
      "turn A | A: hand TST-702, memory 3 | B: TST-701 GEN-203",
      "A plays TST-702",
      "target GEN-203",
    );
    expect(t.final.areas.B!.battle).toEqual(["TST-701", "GEN-203(sus)"]);
  });

  it("keeps a deletion by the opponent's effect from happening", () => {
    const t = run("turn A | A: hand TST-709, memory 3 | B: TST-701", "A plays TST-709", "target TST-701");
    expect(t.final.areas.B!.battle).toEqual(["TST-701"]);
  });

  it("shields only from the category it names: Digimon effects, not Option effects", () => {
    const byDigimon = run("turn A | A: hand TST-705, memory 3 | B: TST-703", "A plays TST-705");
    expect(detail(byDigimon, "B", "TST-703").dp).toBe(6000);
    const byOption = run("turn A | A: GEN-104, hand TST-704, memory 3 | B: TST-703", "A uses TST-704");
    expect(detail(byOption, "B", "TST-703").dp).toBe(3000);
  });

  it("stops a DP change already made while the immunity holds, and counts it again after (15-15-5-2)", () => {
    const t = run(
      "turn A | A: hand TST-705 TST-702, memory 5 | B: TST-706 GEN-203",
      "A plays TST-705; A plays TST-702",
      "target TST-706; target TST-706",
    );
    // -3000 DP while unsuspended; once suspended, it isn't affected by the Digimon's effects.
    expect(t.final.areas.B!.battle).toEqual(["TST-706(sus)", "GEN-203"]);
    expect(detail(t, "B", "TST-706").dp).toBe(6000);
    const before = run("turn A | A: hand TST-705, memory 5 | B: TST-706", "A plays TST-705");
    expect(detail(before, "B", "TST-706").dp).toBe(3000);
  });

  it("keeps a DP change given while it isn't affected, and counts it once it can be affected (15-15-5-2)", () => {
    const board = "turn A | A: GEN-104, hand TST-705 TST-712, memory 5 | B: TST-706(sus)";
    const kept = run(board, "A plays TST-705", "target TST-706");
    expect(detail(kept, "B", "TST-706").dp).toBe(6000);
    expect(words(kept)).toMatch(/the change is kept and counts once it can be affected \(15-15-5-2\)/);
    // An Option (not a Digimon) unsuspends it: from then on the -3000 DP counts.
    const after = run(board, "A plays TST-705; A uses TST-712", "target TST-706; target TST-706");
    expect(after.final.areas.B!.battle).toEqual(["TST-706"]);
    expect(detail(after, "B", "TST-706").dp).toBe(3000);
  });

  it("does not count a keyword it was given while it isn't affected (15-15-5-4)", () => {
    const t = run(
      "turn A | A: hand TST-707 TST-702, memory 5 | B: TST-706 GEN-203",
      "A plays TST-707; A plays TST-702",
      "target TST-706; target TST-706",
    );
    expect(detail(t, "B", "TST-706").keywords).not.toContain("<Jamming>");
    const given = run("turn A | A: hand TST-707, memory 5 | B: TST-706", "A plays TST-707");
    expect(detail(given, "B", "TST-706").keywords).toContain("<Jamming>");
  });

  it("an immunity an effect gives lasts as long as it says, against the opponent's effects only", () => {
    const next = "A ends the turn; B starts the turn; B plays TST-709";
    const board = (card: string) => `turn A | A: GEN-203, hand ${card}, memory 0 | B: hand TST-709, deck 2`;
    const held = run(board("TST-710"), `A plays TST-710; ${next}`, "target GEN-203; target GEN-203");
    expect(held.final.areas.A!.battle).toContain("GEN-203");
    expect(words(held)).toMatch(/isn't affected by the opponent's effects \(an effect of \[TST-710\]\)/);
    // "For the turn" ended with A's turn: B's deletion affects it.
    const ended = run(board("TST-708"), `A plays TST-708; ${next}`, "target GEN-203; target GEN-203");
    expect(ended.final.areas.A!.trash).toContain("GEN-203");
    // One's own effects still affect it.
    const own = run(
      "turn A | A: GEN-203, hand TST-708 TST-711, memory 5 | B: GEN-204",
      "A plays TST-708; A plays TST-711",
      "target GEN-203; target GEN-203",
    );
    expect(own.final.areas.A!.battle).toContain("GEN-203(sus)");
  });
});

const DATA = join(sharedDataDir(), "digimon", "cards.json");
const present = existsSync(DATA);
if (!present) console.warn(`[immunity] ${DATA} is absent: the real-card checks are not run.`);

describe.runIf(present)("immunities of real cards", () => {
  const records: Map<string, CardRecord> = present
    ? new Map(importDocument(JSON.parse(readFileSync(DATA, "utf8"))).cards.map((c) => [c.code, c]))
    : new Map();
  const real = (...codes: string[]) =>
    new CardRegistry([...bundledCards, ...CARDS, ...codes.map((c) => compileCard(records.get(c)!).def)]);

  it("EX2-007 can be chosen by an opponent's suspend effect but stays unsuspended", () => {
    const t = resolveDigimon(
      { board: "turn A | A: hand TST-702, memory 3 | B: EX2-007", action: "A plays TST-702", choices: "" },
      real("EX2-007"),
    ).trace;
    expect(t.final.areas.B!.battle).toEqual(["EX2-007"]);
    expect(words(t)).toMatch(/isn't affected by the opponent's effects/);
  });
});
