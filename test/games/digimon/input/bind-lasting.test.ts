/** `lasting CODE`: what a card used earlier leaves in force over a side, "for the turn" or "until the end of their turn". */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const tamer = {
  category: "Tamer" as const,
  level: undefined,
  dp: undefined,
  playCost: 3,
  colors: ["Yellow" as const],
};
const registry = new CardRegistry([
  ...bundledCards,
  testCard(
    "TST-951",
    "[Main] All of your Digimon gain <Blocker> until the end of your opponent's turn.",
    option,
  ),
  testCard(
    "TST-952",
    "[Main] All of your opponent's Digimon get -1000 DP until the end of their turn.",
    option,
  ),
  testCard("TST-953", "[Main] <Draw 1>", option),
  // Made-up Tamers whose effects treat a Tamer as a Digimon (15-12-1-4).
  testCard(
    "TST-954",
    "[Main] Until the end of your opponent's turn, this Tamer is also treated as a 4000 DP Digimon, can't digivolve, and gains <Blocker>.",
    tamer,
  ),
  testCard(
    "TST-955",
    "[On Play] Until the end of your opponent's turn, 1 of your [Test TST-956]s is also treated as a 3000 DP Digimon and gains <Blocker>.",
    tamer,
  ),
  testCard("TST-956", "[Start of Your Turn] Gain 1 memory.", tamer),
]);
// Using a plain Option keeps the turn going, so what lasts is still in force at the end.
const run = (board: string) => resolveDigimon({ board, action: "A uses TST-953" }, registry).trace;

describe("lasting effects from earlier turns", () => {
  it("accepts keywords all of a side's Digimon gained until the end of the opponent's turn", () => {
    const t = run("turn A | A: GEN-104, hand TST-953, deck 1, memory 3 | B: GEN-103, lasting TST-951");
    expect(t.final.details!.B![0]!.keywords).toEqual(["<Blocker>"]);
    expect(t.final.details!.A![0]!.keywords).toEqual([]);
  });

  it("accepts DP changes to the other side until the end of their turn", () => {
    const t = run("turn A | A: GEN-104, hand TST-953, deck 1, memory 3 | B: GEN-105, lasting TST-952");
    expect(t.final.details!.A![0]).toMatchObject({ dp: 4000, printedDp: 5000 });
    expect(t.final.details!.B![0]!.dp).toBe(7000);
  });

  it("states a Tamer an earlier effect left a Digimon, with what the same effect gave it", () => {
    const t = run("turn A | A: GEN-104, hand TST-953, deck 1, memory 3 | B: TST-954, lasting TST-954");
    const d = t.final.details!.B![0]!;
    expect(d).toMatchObject({ card: "TST-954", dp: 4000, keywords: ["<Blocker>"] });
    expect(d.effects).toContain("treated as a 4000 DP Digimon by TST-954 (15-12-1-4)");
    // Without "lasting" the Tamer is only a Tamer.
    const plain = run("turn A | A: GEN-104, hand TST-953, deck 1 | B: TST-954").final.details!.B![0]!;
    expect(plain.dp).toBeUndefined();
    expect(plain.keywords).toEqual([]);
  });

  it("lets that Tamer block with the <Blocker> the effect gave it, and lose the battle as a Digimon", () => {
    const t = resolveDigimon(
      {
        board: "turn A | A: GEN-104 | B: TST-954, security 1, lasting TST-954",
        action: "A attacks B with GEN-104",
        choices: "target TST-954",
      },
      registry,
    ).trace;
    expect(t.final.areas.B).toMatchObject({ trash: ["TST-954"], security: ["?"] });
  });

  it("finds the one card an effect that chooses could have treated, or the one its label names", () => {
    const one = run(
      "turn A | A: GEN-104, hand TST-953, deck 1, memory 3 | B: TST-956 TST-955, lasting TST-955",
    );
    expect(one.final.details!.B!.find((d) => d.card === "TST-956")).toMatchObject({ dp: 3000 });
    expect(one.final.details!.B!.find((d) => d.card === "TST-955")!.dp).toBeUndefined();
    const two = "turn A | A: GEN-104, hand TST-953, deck 1, memory 3 | B: TST-956#a TST-956#b TST-955";
    expect(() => run(`${two}, lasting TST-955`)).toThrow(
      /all fit: label the one it was used on.*TST-955\(m\)/,
    );
    const named = run(`${two}, lasting TST-955(b)`).final.details!.B!;
    expect(named.find((d) => d.card === "TST-956#b")).toMatchObject({ dp: 3000 });
    expect(named.find((d) => d.card === "TST-956#a")!.dp).toBeUndefined();
    expect(() => run(`${two}, lasting TST-955(c)`)).toThrow(/no card labelled #c/);
  });

  it("refuses such a card when nothing on the field fits, and a label on any other lasting card", () => {
    expect(() => run("turn A | A: GEN-104, hand TST-953, deck 1 | B: GEN-103, lasting TST-954")).toThrow(
      /TST-954 itself as a Digimon, but player B's battle area has none/,
    );
    expect(() => run("turn A | A: GEN-104, deck 1 | B: GEN-103, lasting TST-952(a)")).toThrow(
      /treats no card as a Digimon/,
    );
  });

  it("still refuses a card with no such effect, naming what it needs", () => {
    expect(() => run("turn A | A: GEN-104, lasting TST-953")).toThrow(
      /no effect that lasts over all of a side's Digimon/,
    );
  });
});
