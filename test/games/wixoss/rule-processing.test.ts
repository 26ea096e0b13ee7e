import { describe, expect, it } from "vitest";
import { resolveWixoss } from "../../../src/games/wixoss/resolve-text.ts";
import { errorOf } from "../user-error-of.ts";

const run = (board: string, action: string, choices = "") => resolveWixoss({ board, action, choices });

describe("WIXOSS rule processing", () => {
  it("does no rule processing in the middle of an ability (RP-C1)", () => {
    const { trace } = run(
      "A: lrig GWX-102 | B: lrig GWX-102, signi GWX-002",
      "A uses GWX-171",
      "target GWX-002",
    );
    expect(trace.steps.map((s) => s.kind)).toEqual(["action", "end"]);
    expect(trace.final.areas.B!.signi).toEqual(["GWX-002"]);
  });

  it("resolves level and limit overflow A, then B, then C (RP-A4)", () => {
    const { trace } = run(
      "A: lrig GWX-102 | B: lrig GWX-102, signi GWX-004 GWX-002 GWX-012",
      "A uses GWX-172",
    );
    const rp = trace.steps.find((s) => s.kind === "rules-processing")!;
    const steps = [...rp.text.matchAll(/step ([ABC]),[^:]*: (\[GWX-\d+)/g)].map(
      (m) => `${m[1]} ${m[2]!.slice(1)}`,
    );
    expect(steps).toEqual(["A GWX-012", "B GWX-004", "C GWX-002"]);
    expect(trace.final.areas.B!.trash).toEqual(["GWX-012", "GWX-004", "GWX-002"]);
  });

  it("asks the player on whose side it happens, even on the other player's turn (RP-C2)", () => {
    const { trace } = run(
      "turn B | A: lrig GWX-102, signi GWX-001 GWX-002 GWX-003 | B: lrig GWX-102, lrigdeck GWX-150",
      "B plays GWX-150",
      "target GWX-003",
    );
    const rp = trace.steps.find((s) => s.kind === "rules-processing")!;
    expect(rp.rule).toBe("RP-8");
    expect(rp.choices?.[0]).toMatchObject({ player: "A", by: "script" });
    expect(trace.final.areas.A!.trash).toEqual(["GWX-003"]);
  });

  it("follows a scripted target naming one of two same-code SIGNI by its label", () => {
    const board = (label: string) =>
      `turn B | A: lrig GWX-102, signi GWX-001#${label} GWX-002 GWX-001#other | B: lrig GWX-102, lrigdeck GWX-150`;
    for (const label of ["p", "q"]) {
      const { trace } = run(board(label), "B plays GWX-150", "target GWX-001#other");
      expect(trace.final.areas.A!.trash).toEqual(["GWX-001#other"]);
      expect(trace.final.areas.A!.signi).toEqual([`GWX-001#${label}`, "GWX-002"]);
    }
  });

  it("lets the owner order two rule processes that move one card, and the order matters (RP-C3)", () => {
    const board = "A: lrig GWX-102 | B: lrig GWX-101, signi GWX-010 GWX-001, deck 5";
    const banish = run(board, "A uses GWX-180", "target GWX-010; target GWX-010#rp1").trace;
    const trash = run(board, "A uses GWX-180", "target GWX-010; target GWX-010#rp2").trace;
    expect(banish.final.areas.B!.ener).toEqual(["GWX-010"]);
    expect(banish.steps.some((s) => s.kind === "activate" && s.card === "GWX-010")).toBe(true);
    expect(trash.final.areas.B!.trash).toEqual(["GWX-010"]);
    expect(trash.steps.some((s) => s.kind === "activate")).toBe(false);
    expect(trash.steps.find((s) => s.kind === "rules-processing")!.choices![0]!.player).toBe("B");
  });

  it("sends a puppeteered SIGNI to its owner's trash instead of the ener zone (RP-A2)", () => {
    const { trace } = run("A: lrig GWX-102 | B: lrig GWX-102, signi GWX-005(puppet)", "A uses GWX-170");
    expect(trace.steps.map((s) => s.rule)).toContain("RP-A2");
    expect(trace.final.areas.A!.trash).toContain("GWX-005");
    expect(trace.final.areas.B!.ener).toEqual([]);
  });

  it("serves the turn player's waiting trigger abilities first (TA-1, TA-2)", () => {
    const { trace } = run(
      "A: lrig GWX-102, signi GWX-010 GWX-002, deck 5 | B: lrig GWX-102, signi GWX-015 GWX-004",
      "A uses GWX-179",
    );
    expect(trace.steps.filter((s) => s.kind === "activate").map((s) => `${s.player} ${s.rule}`)).toEqual([
      "A TA-1",
      "B TA-2",
    ]);
  });

  it("keeps a crushed card with a pending Life Burst out of rule processing 4", () => {
    const { trace } = run("A: lrig GWX-102 | B: lrig GWX-102, life GWX-014, deck 3", "A uses GWX-177", "no");
    expect(trace.steps.map((s) => `${s.kind} ${s.rule ?? ""}`.trim())).toEqual([
      "action",
      "activate TA-2",
      "rules-processing RP-4",
      "end",
    ]);
  });

  it("ends the game when a player takes damage with no Life Cloth", () => {
    const { trace } = run("A: lrig GWX-102, signi GWX-003 | B: lrig GWX-102", "A attacks with GWX-003");
    expect(trace.final.outcome).toContain("Player B took damage");
  });

  it("refuses what the rules do not allow and bad boards, naming the token", () => {
    expect(errorOf(() => run("A: lrig GWX-101 | B:", "A plays GWX-003"))).toContain(
      "over player A's LRIG level",
    );
    expect(errorOf(() => run("A: lrig GWX-102 | B:", "A grows GWX-104"))).toContain("shares no LRIG type");
    expect(errorOf(() => run("A: security 2 | B:", "A draws"))).toContain(
      'Unknown area "security" for WIXOSS',
    );
    expect(errorOf(() => run("A: GWX-170 | B:", "A draws"))).toContain("only SIGNI and Resona");
    expect(errorOf(() => run("A: GWX-001 GWX-002 GWX-003 GWX-004 | B:", "A draws"))).toContain(
      "three SIGNI zones",
    );
  });
});
