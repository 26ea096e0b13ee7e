import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { findScenario, runScenario } from "../../../../src/scenarios/library.ts";

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("several actions in one question", () => {
  it("applies each action once everything before it is resolved", () => {
    const { trace } = resolveDigimon({
      board: "A: BT1-086, hand BT1-029, deck 3, memory 6 | B: GEN-203",
      action: "A plays BT1-029; A ends the turn",
      choices: "BT1-086: no",
    });
    const actions = trace.steps.filter((s) => s.kind === "action").map((s) => s.rule);
    expect(actions).toEqual(["7-1-3", "15-16-12-1", "6-6-3"]);
    const second = trace.steps.findIndex((s) => s.rule === "15-16-12-1");
    const gabumon = trace.steps.findIndex((s) => s.card === "BT1-029" && s.kind === "activate");
    expect(gabumon).toBeLessThan(second);
  });

  it("binds a later action to the board as the earlier ones left it", () => {
    const msg = errorOf(() =>
      resolveDigimon({
        board: "A: GEN-203, hand BT1-029, memory 6 | B: GEN-204",
        action: "A plays BT1-029; A attacks with BT1-029",
      }),
    );
    expect(msg).toContain("was played this turn, so it can't attack yet");
    expect(msg).toContain("7-1-2-1");
  });

  it("points at the column of a mistake in a later action", () => {
    const action = "A plays BT1-029; A flies BT1-029";
    const msg = errorOf(() => resolveDigimon({ board: "A: GEN-203, hand BT1-029 | B: GEN-204", action }));
    expect(msg).toContain('Unknown action "flies"');
    expect(msg).toContain(`column ${action.indexOf("flies") + 1}`);
  });

  it("refuses more than 8 actions", () => {
    const action = Array.from({ length: 9 }, () => "A starts the turn").join("; ");
    expect(errorOf(() => resolveDigimon({ board: "A: GEN-203 | B: GEN-204", action }))).toContain(
      "At most 8 actions",
    );
  });
});

describe("pending processing (18-1)", () => {
  it("waits for the end of the turn and is ordered with the effects of that timing", () => {
    const s = findScenario("digimon/pending-processing-1")!;
    const trace = runScenario(s);
    const end = trace.steps.find((x) => x.rule === "15-16-12-1")!;
    expect(end.layers[0]!.map((e) => e.card).sort()).toEqual(["XP1-001", "XP1-002"]);
    const processed = trace.steps.find((x) => x.text.includes("pending processing left by"))!;
    expect(processed.text).toContain("loses 3 memory");
    expect(trace.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("does nothing before the end of the turn", () => {
    const s = findScenario("digimon/pending-processing-1")!;
    const { trace } = resolveDigimon({ board: s.board, action: "A attacks with XP1-001", cards: s.cards });
    expect(trace.final.memory).toEqual({ player: "A", value: 5 });
  });
});

describe("activation-type effects (15-8-4)", () => {
  const cards =
    'XM1-001 "Mainmon" tamer yellow cost 2 : [Main] [Once Per Turn] By suspending this Tamer, gain 1 memory.';

  it("activates a [Main] effect on the field directly", () => {
    const { trace } = resolveDigimon({
      board: "A: XM1-001, memory 0 | B: GEN-203",
      action: "A activates XM1-001",
      cards,
    });
    expect(trace.steps[0]).toMatchObject({ kind: "action", rule: "15-8-4-2", card: "XM1-001" });
    expect(trace.final.memory).toEqual({ player: "A", value: 1 });
    expect(trace.final.areas.A!.battle).toEqual(["XM1-001(sus)"]);
  });

  it("refuses a second use of a [Once Per Turn] [Main] effect, and a card with none", () => {
    expect(
      errorOf(() =>
        resolveDigimon({
          board: "A: XM1-001 | B: GEN-203",
          action: "A activates XM1-001; A activates XM1-001",
          cards,
        }),
      ),
    ).toContain("already used this turn");
    expect(
      errorOf(() => resolveDigimon({ board: "A: GEN-203 | B: GEN-204", action: "A activates GEN-203" })),
    ).toContain("has no [Main] effect");
  });
});
