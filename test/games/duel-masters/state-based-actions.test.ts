import { describe, expect, it } from "vitest";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";
import { errorOf } from "../user-error-of.ts";

const run = (board: string, action: string, choices = "") => resolveDuelMasters({ board, action, choices });

const activations = (board: string, action: string, choices = "") =>
  run(board, action, choices)
    .trace.steps.filter((s) => s.kind === "activate" || s.kind === "fail")
    .map((s) => `${s.player} ${s.card}`);

describe("Duel Masters state-based actions (703)", () => {
  it("performs everything one check finds as a single event (703.3)", () => {
    const { trace } = run("A: GDM-010, hand GDM-109, deck 5 | B: GDM-011 GDM-002, deck 5", "A casts GDM-109");
    const first = trace.steps.find((s) => s.kind === "rules-processing")!;
    expect(first.rule).toBe("703.4c");
    expect(first.text).toContain("performed together as one event (703.3)");
    expect(first.layers[0]!.map((e) => e.card).sort()).toEqual(["GDM-010", "GDM-011"]);
  });

  it("reads every condition before doing anything: a rebuilt spell waits for the next check", () => {
    const { trace } = run("A: hand GDM-103, deck 5 | B: GDM-021[GDM-108 GDM-003], deck 5", "A casts GDM-103");
    expect(trace.steps.filter((s) => s.kind === "rules-processing").map((s) => s.rule)).toEqual([
      "703.4h",
      "703.4i",
    ]);
    expect(trace.final.areas.B!.graveyard).toEqual(["GDM-108"]);
    expect(trace.final.areas.B!.battle).toEqual(["GDM-003"]);
  });

  it("checks in the middle of a spell (111.2d) while the abilities it triggers wait (111.2a)", () => {
    const { trace } = run("A: hand GDM-102, deck 5 | B: GDM-010, deck 5", "A casts GDM-102");
    expect(trace.steps.map((s) => s.kind)).toEqual(["action", "rules-processing", "activate", "end"]);
    expect(trace.steps[1]!.text).toContain("is still resolving");
    // The spell's draw happened before the destroyed creature's ability.
    expect(trace.steps[0]!.changes!.join(" ")).toContain("player A draws a card");
  });

  it("lets the turn player resolve every waiting ability before the other player (pool, 101.4)", () => {
    // A's Grudge Wisp kills B's beetle; B's draw joins the waiting abilities but A's own draw still comes first.
    const order = activations(
      "A: GDM-011 GDM-010, hand GDM-109, deck 5 | B: GDM-010(+2000), deck 5",
      "A casts GDM-109",
      "order GDM-011 GDM-010",
    );
    expect(order).toEqual(["A GDM-011", "A GDM-010", "B GDM-010"]);
  });

  it("ends the game on a loss and processes nothing more (703.4b)", () => {
    const { trace } = run("A: GDM-010, deck 5 | B: GDM-015(tap), deck 1", "A attacks GDM-015 with GDM-010");
    const end = trace.steps.at(-1)!;
    expect(end).toMatchObject({ kind: "end", rule: "703.4b" });
    expect(trace.final.outcome).toContain("Player B loses");
  });

  it("a player without shields only loses to an attack that is not redirected (703.4a)", () => {
    expect(run("A: GDM-005 | B: GDM-002", "A attacks B with GDM-005").trace.final.outcome).toContain(
      "Player B loses the game (703.4a)",
    );
    expect(
      run("A: GDM-005 | B: GDM-014", "A attacks B with GDM-005 blocked by GDM-014").trace.final.outcome,
    ).toBe(undefined);
  });

  it("lets the owner of a linked God pick the one card that leaves (703.4f)", () => {
    const left = run("A: hand GDM-106 | B: GDM-040[GDM-041]", "A casts GDM-106", "target GDM-040").trace;
    expect(left.final.areas.B!.battle).toEqual(["GDM-041"]);
    expect(left.final.areas.B!.graveyard).toEqual(["GDM-040"]);
  });

  it("keeps a castle that gives Shield Trigger until the trigger is used or declined (703.4k)", () => {
    const declined = run("A: GDM-005 | B: shield GDM-108[GDM-060]", "A attacks B with GDM-005", "no").trace;
    const kinds = declined.steps.map((s) => `${s.kind} ${s.rule ?? ""}`.trim());
    expect(kinds).toEqual([
      "action",
      "action DM-T6",
      "action DM-T6",
      "activate 101.4",
      "rules-processing 703.4k",
      "end",
    ]);
    expect(declined.final.areas.B!.hand).toEqual(["GDM-108"]);
  });

  it("never treats an unlisted deck as empty, and says so when it draws from it", () => {
    const out = run("A: hand GDM-108 | B: GDM-002", "A casts GDM-108");
    expect(out.trace.final.outcome).toBeUndefined();
    expect(out.notes.join(" ")).toContain("deck is not on the board");
  });

  it("rejects bad boards and actions with the token named", () => {
    expect(errorOf(() => run("A: security 3", "A draws"))).toContain(
      'Unknown area "security" for Duel Masters',
    );
    expect(errorOf(() => run("A: GDM-999", "A draws"))).toContain("Unknown Duel Masters card GDM-999");
    expect(errorOf(() => run("A: GDM-001[GDM-002]", "A draws"))).toContain("not an evolution creature");
    expect(errorOf(() => run("A: GDM-001, memory 3", "A draws"))).toContain("no memory gauge");
    expect(errorOf(() => run("A: GDM-001 | B: GDM-002", "A attacks GDM-002 with GDM-001"))).toContain(
      "not a tapped creature",
    );
    expect(errorOf(() => run("A: GDM-001", "A plays GDM-001"))).toContain('Unknown action "plays"');
  });
});
