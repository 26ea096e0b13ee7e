/** Choices that change the answer: found when a default decided, silent when scripted or when nothing changes. */
import { describe, expect, it } from "vitest";
import { findAlternatives } from "../../src/engine/alternatives.ts";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import { CardRegistry } from "../../src/games/digimon/input/registry.ts";
import { bundledCards } from "../../src/games/digimon/model/cards/index.ts";
import { defaultChooser } from "../../src/engine/chooser.ts";
import type { ChoiceRequest, Chooser } from "../../src/engine/types.ts";
import { alternativeNotes } from "../../src/render/alternatives-text.ts";
import { testCard } from "../games/digimon/test-card.ts";

const registry = new CardRegistry([
  ...bundledCards,
  testCard("TST-601", "[On Play] You may gain 2 memory."),
  testCard("TST-602", "[On Play] Gain 2 memory."),
]);
const ask = (board: string, action: string, choices = "") => {
  const run = (fallback?: Chooser) =>
    resolveDigimon({ board, action, choices, ...(fallback ? { fallback } : {}) }, registry).trace;
  return findAlternatives(run, run());
};

describe("choices that change the answer", () => {
  it("names the 'you may' the reply answered by default and the other outcome", () => {
    const a = ask("turn A | A: hand TST-601, memory 3 | B: GEN-104", "A plays TST-601")!;
    expect(a).not.toBeNull();
    expect(a.outcomes).toHaveLength(2);
    expect(a.outcomes[a.answer]!.final.memory).toEqual({ player: "A", value: 5 });
    expect(a.outcomes[1 - a.answer]!.final.memory).toEqual({ player: "A", value: 3 });
    const notes = alternativeNotes(a);
    expect(notes[0]).toMatch(
      /^This choice changes the answer, and the reply took its default: ".*TST-601.*" \(yes \/ no\)\.$/,
    );
    expect(notes[1]).toMatch(/Another answer ends differently \(A: no\): memory 3 on A's side/);
  });

  it("says nothing when the user scripted the choice or there was none to make", () => {
    expect(ask("turn A | A: hand TST-601, memory 3 | B: GEN-104", "A plays TST-601", "no")).toBeNull();
    expect(ask("turn A | A: hand TST-602, memory 3 | B: GEN-104", "A plays TST-602")).toBeNull();
  });

  it("takes the reply's own resolution as its first replay when it picked the first options", () => {
    const board = "turn A | A: hand TST-601, memory 3 | B: GEN-104";
    let runs = 0;
    const run = (fallback?: Chooser) => {
      runs += 1;
      return resolveDigimon({ board, action: "A plays TST-601", ...(fallback ? { fallback } : {}) }, registry)
        .trace;
    };
    const answers: { req: ChoiceRequest; picked: string[] }[] = [];
    const recording: Chooser = {
      choose(req) {
        const answer = defaultChooser.choose(req);
        answers.push({ req, picked: answer.picked });
        return answer;
      },
    };
    const trace = run(recording);
    runs = 0;
    const replayed = findAlternatives(run, trace);
    const replays = runs;
    runs = 0;
    const reused = findAlternatives(run, trace, undefined, answers);
    expect(reused).toEqual(replayed);
    expect(runs).toBe(replays - 1);
    // A recording whose picks are not the explorer's first options is not taken for its replay.
    runs = 0;
    const other = findAlternatives(run, trace, undefined, [{ req: answers[0]!.req, picked: ["no"] }]);
    expect(other).toEqual(replayed);
    expect(runs).toBe(replays);
  });
});
