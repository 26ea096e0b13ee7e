/**
 * "When DigiXrosing this turn, you may use this Digimon in place of one of the DigiXros
 * requirements": the Digimon fills any one part of a DigiXros for the rest of the turn, by the
 * action or by an effect, never as a card beyond the parts; and "a card with a DigiXros
 * requirement" as a filter — on made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

const card = readRecord;

const CARDS = [
  card("TST-1871", "Za", { level: 4 }),
  card("TST-1872", "Zb", { level: 4 }),
  card("TST-1873", "Zedmon", { level: 6, playCost: 10, effect: "[DigiXros -2] [Za] x [Zb]" }),
  card("TST-1874", "Kingmon", {
    level: 4,
    playCost: 3,
    effect:
      "[On Play] Return 1 card with a DigiXros requirement from your trash to your hand. When DigiXrosing this turn, you may use this Digimon in place of one of the DigiXros requirements.",
  }),
];
const { run, stepsText: texts, errorOf } = recordRunner(CARDS);

describe("a Digimon in place of one DigiXros requirement", () => {
  const board = "turn A | A: hand TST-1874 TST-1871, trash TST-1873 TST-1872, memory 10 | B: GEN-203";

  it("returns only a card with DigiXros requirements, then fills the other part", () => {
    const t = run(board, "A plays TST-1874; A plays TST-1873 with digixros TST-1871 TST-1874");
    expect(texts(t)).toMatch(/Zedmon\] returns from the trash/);
    expect(t.final.areas.A!.trash).toEqual(["TST-1872"]);
    expect(t.final.areas.A!.battle).toEqual(["TST-1873[TST-1871 TST-1874]"]);
    // 10 - 3 - (10 - 2 x 2) = 1.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("takes the place of one part only: it is not a card beyond them", () => {
    const e = errorOf(() =>
      run(
        "turn A | A: hand TST-1874 TST-1871 TST-1872, trash TST-1873, memory 10 | B: GEN-203",
        "A plays TST-1874; A plays TST-1873 with digixros TST-1871 TST-1872 TST-1874",
      ),
    );
    expect(e).toMatch(/can't all be placed/);
  });

  it("does nothing on a later turn, nor for a Digimon that did not gain it", () => {
    const e = errorOf(() =>
      run(
        "turn A | A: TST-1874 TST-1871, hand TST-1873, memory 10 | B: GEN-203",
        "A plays TST-1873 with digixros TST-1871 TST-1874",
      ),
    );
    expect(e).toMatch(/can't all be placed/);
  });

  it("works for a DigiXros while an effect plays the card", () => {
    const caller = card("TST-1875", "Caller", {
      category: "Tamer",
      level: undefined,
      dp: undefined,
      playCost: 0,
      digivolve: [],
      effect: "[Main] You may play 1 Digimon card from your hand with the play cost reduced by 2.",
    });
    const reg = new CardRegistry([...bundledCards, ...CARDS, caller]);
    const t = resolveDigimon(
      {
        board: "turn A | A: TST-1875, hand TST-1874, trash TST-1873, memory 10 | B: GEN-203",
        action: "A plays TST-1874; A activates TST-1875",
        choices: "target TST-1873; target TST-1873; target TST-1874",
      },
      reg,
    ).trace;
    expect(t.final.areas.A!.battle).toEqual(["TST-1875", "TST-1873[TST-1874]"]);
  });
});
