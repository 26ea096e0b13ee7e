/**
 * A play no "you may" or "up to" softens must be made when it can be (15-1-5), as many cards as it
 * names (15-10-2-1); "you may play 2" without "up to" plays none or as many as possible, and
 * "up to" leaves each card to the player (15-10-2-2). Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const CARDS = [
  testCard("TST-8201", "[On Play] Play 1 level 3 Digimon card from your trash without paying the cost.", {
    level: 4,
  }),
  testCard(
    "TST-8202",
    "[On Play] You may play 1 level 3 Digimon card from your trash without paying the cost.",
    {
      level: 4,
    },
  ),
  testCard(
    "TST-8203",
    "[On Play] You may play 2 level 3 Digimon cards from your trash without paying the cost.",
    {
      level: 4,
    },
  ),
  testCard(
    "TST-8204",
    "[On Play] You may play up to 2 level 3 Digimon cards from your trash without paying the cost.",
    { level: 4 },
  ),
  testCard(
    "TST-8205",
    "[On Play] Reveal the top 3 cards of your deck. Play 1 level 3 Digimon card among them without paying the cost. Trash the rest.",
    { level: 4 },
  ),
  testCard("TST-8206", ""),
  testCard(
    "TST-8207",
    "[On Play] You may play 1 level 3 Digimon card and 1 level 4 Digimon card from your trash without paying the costs.",
    { level: 5 },
  ),
  testCard("TST-8208", "", { level: 4 }),
];
const { run } = recordRunner(CARDS);
const battle = (t: ReturnType<typeof run>) => t.final.areas.A!.battle;

describe("mandatory and all-or-none plays (15-1-5, 15-10-2)", () => {
  it("a mandatory 'Play 1' plays a card even when the player would skip it", () => {
    const t = run("turn A | A: hand TST-8201, trash TST-8206, memory 5", "A plays TST-8201", "skip");
    expect(battle(t)).toEqual(["TST-8201", "TST-8206"]);
  });

  it("'You may play 1' lets the player play nothing", () => {
    const t = run("turn A | A: hand TST-8202, trash TST-8206, memory 5", "A plays TST-8202", "yes, skip");
    expect(battle(t)).toEqual(["TST-8202"]);
  });

  it("'You may play 2' without 'up to': once one is played, the second must be too", () => {
    const t = run(
      "turn A | A: hand TST-8203, trash TST-8206 TST-8206, memory 5",
      "A plays TST-8203",
      "yes, target TST-8206, skip",
    );
    expect(battle(t)).toEqual(["TST-8203", "TST-8206", "TST-8206"]);
  });

  it("'You may play up to 2' lets the player stop after one", () => {
    const t = run(
      "turn A | A: hand TST-8204, trash TST-8206 TST-8206, memory 5",
      "A plays TST-8204",
      "yes, target TST-8206, skip",
    );
    expect(battle(t)).toEqual(["TST-8204", "TST-8206"]);
  });

  it("a mandatory play among revealed cards plays a matching card", () => {
    const t = run("turn A | A: hand TST-8205, deck TST-8206, memory 5", "A plays TST-8205", "skip");
    expect(battle(t)).toEqual(["TST-8205", "TST-8206"]);
  });

  it("'play 1 [A] and 1 [B]' is one play: once [A] is played, [B] must be too", () => {
    const t = run(
      "turn A | A: hand TST-8207, trash TST-8206 TST-8208, memory 5",
      "A plays TST-8207",
      "yes, target TST-8206, skip",
    );
    expect(battle(t)).toEqual(["TST-8207", "TST-8206", "TST-8208"]);
  });

  it("'play 1 [A] and 1 [B]': declining [A] plays no [B] either", () => {
    const t = run(
      "turn A | A: hand TST-8207, trash TST-8206 TST-8208, memory 5",
      "A plays TST-8207",
      "yes, skip, target TST-8208",
    );
    expect(battle(t)).toEqual(["TST-8207"]);
  });
});
