/**
 * "play or use 1 ... card": a Digimon or Tamer card is played, an Option card used (9-1), a DUAL
 * card only used (it has no play cost, 7-1-1) and matched by its Option information (4-6-6-2);
 * "play or use cost N or lower" and "add 1 to the cost maximum" read the card's play or use cost —
 * on made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import { finalDp, recordRunner } from "../record-runner.ts";
import { wholeRecordCard, wholeRecordTamer } from "../test-card.ts";

const card = wholeRecordCard;
const tamer = (code: string, effect: string) =>
  wholeRecordTamer(code, `Tamer ${code}`, effect, { colors: ["Purple"] });

const CARDS = [
  card("TST-80013", "Dualmon", {
    colors: ["Yellow"],
    level: 5,
    dp: 8000,
    playCost: 4,
    digivolve: [{ level: 4, color: "Yellow", cost: 3 }],
    traits: ["Glow"],
    optionEffect: "[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.",
    optionName: "Glow Strike",
    optionColors: ["Purple"],
  }),
  card("TST-80014", "Glowmon", { colors: ["Green"], level: 3, playCost: 3, traits: ["Glow"] }),
  tamer(
    "TST-80010",
    "[Main] Reveal the top 3 cards of your deck. You may play or use 1 [Glow] trait card among them with the cost reduced by 3. Return the rest to the bottom of the deck.",
  ),
  tamer(
    "TST-80011",
    "[Main] You may play or use 1 play or use cost 4 or lower card with the [Glow] trait from your hand without paying the cost.",
  ),
  tamer(
    "TST-80012",
    "[Main] You may play or use 1 play cost or use cost 3 or lower [Glow] trait card from your hand without paying the cost. For each suspended Digimon or Tamer, add 1 to the cost maximum.",
  ),
];

const { run, stepsText: text } = recordRunner(CARDS);
const dpOf = finalDp;

describe("play or use", () => {
  it("uses a revealed DUAL card for its use cost less the reduction, then returns the rest", () => {
    const t = run(
      "turn A | A: TST-80010, memory 5, deck TST-80013 GEN-103 GEN-104 | B: GEN-206",
      "A activates TST-80010",
      "yes; target TST-80013; target GEN-206",
    );
    expect(text(t)).toMatch(/is used from the revealed cards paying 1 memory/);
    expect(dpOf(t, "B", "GEN-206")).toBe(8000);
    expect(t.final.memory).toEqual({ player: "A", value: 4 });
    expect(t.final.areas.A!.trash).toEqual(["TST-80013"]);
    expect(t.final.areas.A!.deck).toEqual(["GEN-103", "GEN-104"]);
  });

  it("uses a DUAL card from the hand by its use cost ('play or use cost 4 or lower')", () => {
    const t = run(
      "turn A | A: TST-80011, hand TST-80013, memory 5 | B: GEN-206",
      "A activates TST-80011",
      "target TST-80013; target GEN-206",
    );
    expect(dpOf(t, "B", "GEN-206")).toBe(8000);
    expect(t.final.memory).toEqual({ player: "A", value: 5 });
  });

  it("'add 1 to the cost maximum' raises the play or use cost it may take", () => {
    const none = run("turn A | A: TST-80012, hand TST-80013, memory 5 | B: GEN-206", "A activates TST-80012");
    expect(none.final.areas.A!.hand).toEqual(["TST-80013"]);
    const t = run(
      "turn A | A: TST-80012, hand TST-80013, memory 5 | B: GEN-206(sus)",
      "A activates TST-80012",
      "target TST-80013; target GEN-206",
    );
    expect(text(t)).toMatch(/it counts 1; this effect's play cost maximum is raised by 1/);
    expect(t.final.areas.A!.trash).toEqual(["TST-80013"]);
  });

  it("still plays a Digimon card", () => {
    const t = run(
      "turn A | A: TST-80012, hand TST-80014, memory 5 | B: GEN-206",
      "A activates TST-80012",
      "target TST-80014",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-80012", "TST-80014"]);
  });
});
