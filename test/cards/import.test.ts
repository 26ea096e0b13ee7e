import { describe, expect, it } from "vitest";
import { ImportError, importDocument } from "../../src/cards/import.ts";
import {
  communityDigimon,
  communityPool,
  normalizedDigimon,
  normalizedEgg,
  normalizedPool,
  normalizedTamer,
} from "./fixtures.ts";

describe("importers", () => {
  it("maps the normalized format to stored records", () => {
    const r = importDocument([normalizedDigimon(0), normalizedTamer, normalizedEgg]);
    expect(r.format).toBe("normalized");
    expect(r.skipped).toEqual([]);
    const [digimon, tamer, egg] = r.cards;
    expect(digimon).toMatchObject({
      code: "TS1-001",
      name: "Sproutmon",
      category: "Digimon",
      colors: ["Red"],
      level: 3,
      dp: 3000,
      playCost: 3,
      digivolve: [{ level: 2, color: "Red", cost: 1 }],
      traits: ["Testbeast"],
      effect: "[On Play] Gain 1 memory.",
      inherited: "",
      security: "",
    });
    expect(tamer).toMatchObject({ category: "Tamer", dp: undefined, playCost: 3 });
    expect(tamer?.security).toContain("[Security]");
    expect(egg).toMatchObject({ category: "Digi-Egg", level: 2, playCost: undefined, dp: undefined });
    expect(egg?.inherited).toContain("+1000 DP");
  });

  it("turns a name's web escapes back into the characters ('Rin &amp; Toko')", () => {
    const r = importDocument([{ ...normalizedDigimon(0), nameEn: "Rin &amp; Toko" }]);
    expect(r.cards[0]?.name).toBe("Rin & Toko");
  });

  it("maps the community format, putting requirement lines at the head of the effect", () => {
    const r = importDocument(communityPool(2));
    expect(r.format).toBe("community");
    const [first, second] = r.cards;
    expect(first).toMatchObject({
      code: "TS2-001",
      category: "Digimon",
      colors: ["Green"],
      level: 3,
      dp: 3000,
      playCost: 3,
      traits: ["Testbeast", "Glow Kin"],
      digivolve: [{ level: 2, color: "Green", cost: 2 }],
      inherited: "[When Attacking] Gain 1 memory.",
      security: "",
    });
    expect(first?.effect).toBe("[Digivolve] Lv.3 w/[Testbeast] trait: Cost 1\n\n[When Digivolving] <Draw 1>");
    expect(second?.colors).toEqual(["Red", "Blue"]);
  });

  it("skips malformed records with their code and reason, and keeps the first of duplicate codes", () => {
    const bad = [
      { ...normalizedDigimon(1), colors: ["Mauve"] },
      { ...normalizedDigimon(2), level: "three" },
      { ...normalizedDigimon(3), nameEn: "" },
      { ...normalizedDigimon(4), cardId: "not a code" },
      42,
    ];
    const r = importDocument([normalizedDigimon(0), ...bad, normalizedDigimon(0)]);
    expect(r.cards.map((c) => c.code)).toEqual(["TS1-001"]);
    expect(r.duplicates).toEqual(["TS1-001"]);
    expect(r.skipped.map((s) => s.code)).toEqual(["TS1-002", "TS1-003", "TS1-004", "not a code", "#5"]);
    expect(r.skipped[0]!.reason).toMatch(/^colors\.0: /);
    expect(r.skipped[1]!.reason).toMatch(/^level: /);
    expect(r.skipped[2]!.reason).toMatch(/name: empty name/);
    expect(r.skipped[3]!.reason).toMatch(/code: not a card code/);
    expect(r.skipped[4]!.reason).toMatch(/not an object/);
  });

  it("flags community records whose numbers are not numbers", () => {
    const r = importDocument([communityDigimon(0), { ...communityDigimon(1), dp: "lots" }]);
    expect(r.skipped).toEqual([{ code: "TS2-002", reason: expect.stringMatching(/^dp: /) as unknown }]);
  });

  it("rejects documents that hold no recognizable cards", () => {
    expect(() => importDocument({ hello: 1 })).toThrow(ImportError);
    expect(() => importDocument([])).toThrow(/no card records/);
    expect(() => importDocument([{ foo: 1 }, { bar: 2 }])).toThrow(/unrecognized card format/);
  });

  it("accepts a wrapper object with a cards list", () => {
    expect(importDocument({ cards: normalizedPool(3) }).cards).toHaveLength(3);
  });
});
