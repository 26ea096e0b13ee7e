/**
 * Keyword effects read as a clause inside another effect: "Then, <Save>." (16-20), "<Mind Link>
 * with 1 of your Digimon ..." (16-28); and <Ascension> (16-43), a keyword of its own.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { executable } from "../../../../src/games/digimon/compiler/executable.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard("TST-951", "[On Deletion] Gain 1 memory. Then, <Save>."),
  testCard("TST-952", "[On Deletion] <Save>. Then, gain 2 memory."),
  testCard("TST-953", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard("TST-954", "", tamer),
  testCard("TST-955", "[Main] <Mind Link> with 1 of your Digimon with the [Beast] trait.", tamer),
  testCard(
    "TST-956",
    "[All Turns] When any of your Digimon are played, you may <Mind Link> to 1 of your Digimon with [Wolf] in its text or the [Beast] trait.",
    tamer,
  ),
  testCard("TST-957", "", { traits: ["Beast"] }),
  testCard("TST-958", "", { level: 4, traits: ["Beast"] }),
  testCard("TST-959", "<Ascension>"),
  testCard("TST-960", "[On Play] 1 of your Digimon gains <Ascension> for the turn."),
  testCard("TST-961", "[Your Turn] This Digimon with the [Beast] trait gains <Security Attack +1>.", {
    traits: ["Beast"],
  }),
  testCard("TST-962", "[Your Turn] This Digimon with the [Beast] trait gains <Security Attack +1>."),
  testCard(
    "TST-963",
    "[On Play] <De-Digivolve 1> on 1 of your opponent's Digimon (Trash up to 1 card from the top of one of your opponent's Digimon. If it has no digivolution cards, or becomes a level 3 Digimon, you can't trash any more cards).",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;

describe("<Save> inside an effect (16-20)", () => {
  it("reads 'Then, <Save>.' and '<Save>.' followed by another sentence", () => {
    for (const text of [
      "[On Deletion] Gain 1 memory. Then, <Save>.",
      "[On Deletion] <Save>. Then, gain 2 memory.",
    ]) {
      const out = compileText(text, { code: "TST-1" });
      expect(out.unread).toEqual([]);
      expect(JSON.stringify(out.abilities)).toContain('"op":"save"');
    }
  });

  it("places the deleted card under 1 of its owner's Tamers after the rest of the effect", () => {
    const t = run("turn B | A: TST-951 TST-954, memory 0 | B: hand TST-953", "B plays TST-953");
    expect(t.final.areas.A!.battle).toEqual(["TST-954[TST-951]"]);
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("is optional (16-20-3), and needs a Tamer", () => {
    const declined = run("turn B | A: TST-952 TST-954 | B: hand TST-953", "B plays TST-953", "skip");
    expect(declined.final.areas.A!.trash).toEqual(["TST-952"]);
    const none = run("turn B | A: TST-952 | B: hand TST-953", "B plays TST-953");
    expect(none.final.areas.A!.trash).toEqual(["TST-952"]);
    expect(none.steps.map((s) => s.text).join("\n")).toContain("has no Tamer");
  });
});

describe("<Mind Link> (16-28)", () => {
  it("places the Tamer at the bottom of a named Digimon's digivolution cards", () => {
    const t = run("turn A | A: GEN-104 TST-958[GEN-103] TST-955", "A activates TST-955");
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-958[GEN-103 TST-955]"]);
  });

  it("skips a Digimon that already has a Tamer among its digivolution cards (16-28-1)", () => {
    const t = run("turn A | A: TST-958[TST-954] TST-957 TST-955", "A activates TST-955");
    expect(t.final.areas.A!.battle).toEqual(["TST-958[TST-954]", "TST-957[TST-955]"]);
    const none = run("turn A | A: TST-958[TST-954] TST-955", "A activates TST-955");
    expect(none.final.areas.A!.battle).toEqual(["TST-958[TST-954]", "TST-955"]);
  });

  it("runs from a triggered effect, and a 'you may' can decline it", () => {
    const board = "turn A | A: TST-956, hand TST-957";
    expect(run(board, "A plays TST-957").final.areas.A!.battle).toEqual(["TST-957[TST-956]"]);
    expect(run(board, "A plays TST-957", "no").final.areas.A!.battle).toEqual(["TST-956", "TST-957"]);
  });
});

describe("<Ascension> (16-43)", () => {
  it("places the deleted card at the top of its owner's security stack", () => {
    const t = run("turn B | A: TST-959, security GEN-103 | B: hand TST-953", "B plays TST-953");
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(t.final.areas.A!.security).toEqual(["TST-959", "GEN-103"]);
  });

  it("is optional (16-43-3), and seen when gained for the turn", () => {
    const declined = run("turn B | A: TST-959 | B: hand TST-953", "B plays TST-953", "no");
    expect(declined.final.areas.A!.trash).toEqual(["TST-959"]);
    const gained = run(
      "turn A | A: GEN-103, hand TST-960, security 1 | B: GEN-106(sus)",
      "A plays TST-960; A attacks GEN-106 with GEN-103",
    );
    expect(gained.final.areas.A!.security).toEqual(["GEN-103", "?"]);
  });
});

describe("'This Digimon with the [X] trait gains <K>'", () => {
  it("grants the keyword only while the Digimon has the trait", () => {
    const has = run("turn A | A: TST-961 | B: security 3", "A attacks B with TST-961");
    expect(has.final.areas.B!.security).toHaveLength(1);
    const lacks = run("turn A | A: TST-962 | B: security 3", "A attacks B with TST-962");
    expect(lacks.final.areas.B!.security).toHaveLength(2);
  });
});

describe("<De-Digivolve>'s reminder after its targets", () => {
  it("is masked as reminder text, and the keyword runs", () => {
    const t = run("turn A | A: hand TST-963 | B: GEN-105[GEN-104 GEN-103]", "A plays TST-963");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104[GEN-103]"]);
    const other = compileText("[On Play] Gain 1 memory (Trash the top card of your deck).", {
      code: "TST-1",
    });
    expect(other.unread).not.toEqual([]);
  });
});

describe("<Detach> (16-46)", () => {
  it("counts as run: it needs a link card to trash, and no board the engine builds has one", () => {
    const out = compileText("<Detach ([Code] trait)>", { code: "TST-1" });
    expect(out.abilities).toMatchObject([{ keyword: "detach", keywordParam: "[Code] trait" }]);
    expect(executable([{ list: out.abilities }])).toEqual([]);
  });
});
