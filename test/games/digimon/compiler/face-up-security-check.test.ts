/**
 * "When your Digimon checks a face-up security card" / "When this Digimon checks a face-up
 * security card": a security check (13-1-8-1) that reveals a card that was face up in the stack
 * (3-7-4); and "place the top card of this Digimon face up at the bottom of your security stack",
 * which leaves the card under it on top with the stack's state (4-7-6).
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const KEEPER = readRecord("TST-7510", "Shell Keeper", {
  level: 4,
  dp: 4000,
  effect:
    "[Your Turn] When your Digimon checks a face-up security card, you may place the top card of this Digimon face-up at the bottom of your security stack.",
});
const SEEKER = readRecord("TST-7511", "Seeker", {
  level: 5,
  dp: 9000,
  effect: "[Your Turn] When this Digimon checks a face-up security card, gain 2 memory.",
});
const { run } = recordRunner([KEEPER, SEEKER]);

describe("face-up security checks", () => {
  it("a face-up check lets the top card of this Digimon go face up under the security stack", () => {
    const t = run(
      "turn A main; A: TST-7510(sus)[GEN-103] GEN-105, security GEN-503, memory 0 | B: security GEN-204(up) GEN-203",
      "A attacks B with GEN-105",
    );
    const a = t.final.areas.A!;
    expect(a.security).toHaveLength(2);
    expect(a.security![1]).toBe("TST-7510(up)");
    expect(a.battle!.map((x) => x.replace(/\(sus\)/, ""))).toEqual(["GEN-103", "GEN-105"]);
    const left = t.final.details!.A!.find((d) => d.card.startsWith("GEN-103"));
    // The card under it carries over the suspended state (4-7-6).
    expect(left?.suspended).toBe(true);
  });

  it("a Digimon of one card goes whole, face up, and leaves the battle area", () => {
    const t = run(
      "turn A main; A: TST-7510 GEN-105, security GEN-503, memory 0 | B: security GEN-204(up) GEN-203",
      "A attacks B with GEN-105",
    );
    expect(t.final.areas.A!.security).toEqual(["GEN-503", "TST-7510(up)"]);
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)"]);
  });

  it("a face-down check does nothing", () => {
    const t = run(
      "turn A main; A: TST-7510[GEN-103] GEN-105, security GEN-503, memory 0 | B: security GEN-204 GEN-203",
      "A attacks B with GEN-105",
    );
    expect(t.final.areas.A!.security).toHaveLength(1);
    expect(t.final.areas.A!.battle).toContain("TST-7510[GEN-103]");
  });

  it("'this Digimon checks': only its own check of a face-up card counts", () => {
    const own = run(
      "turn A main; A: TST-7511 GEN-105, memory 0 | B: security GEN-204(up) GEN-203",
      "A attacks B with TST-7511",
    );
    expect(own.final.memory).toEqual({ player: "A", value: 2 });
    const other = run(
      "turn A main; A: TST-7511 GEN-105, memory 0 | B: security GEN-204(up) GEN-203",
      "A attacks B with GEN-105",
    );
    expect(other.final.memory).toEqual({ player: "A", value: 0 });
  });
});
