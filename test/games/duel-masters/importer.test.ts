import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { genericDmCards } from "../../../src/games/duel-masters/cards.ts";
import {
  codeForPrinting,
  dmDataPath,
  importDuelMasters,
  loadDuelMastersData,
  repairText,
} from "../../../src/games/duel-masters/importer.ts";
import { dmRegistryOf } from "../../../src/games/duel-masters/registry.ts";
import { resolveDuelMasters } from "../../../src/games/duel-masters/resolve-text.ts";

/** A small file in the data's format, written for the test (the cards are invented). */
const FIXTURE = {
  cards: [
    {
      name: "Test Beetle",
      type: "Creature",
      civilizations: ["Nature"],
      cost: 3,
      power: "2000",
      subtypes: ["Giant Insect"],
      text: "When this creature is destroyed, draw a card.\nThis creature hums a tune at dawn.",
      printings: [
        { set: "DM-03 Rampage of the Super Warriors", id: "7/55", rarity: "Common", illustrator: "x" },
        { set: "Promotional", id: "B2/7 Y1", rarity: "No Rarity", illustrator: "x" },
        { set: "Promotional", id: "12a/55", rarity: "No Rarity", illustrator: "x" },
      ],
    },
    {
      name: "Ãœber Spell",
      type: "Spell",
      civilizations: ["Water"],
      cost: 2,
      text: "Shield trigger (When this spell is put into your hand from your shield zone, you may cast it.)\nDraw 2 cards.",
      printings: [
        { set: "DM-10 Shockwaves of the Shattered Rainbow", id: "S3/110", rarity: "Rare", illustrator: "x" },
      ],
    },
    {
      name: "Evolved Test Dragon",
      type: "Creature",
      civilizations: ["Fire"],
      cost: 6,
      power: "9000+",
      supertypes: ["Evolution"],
      text: "Double breaker",
      printings: [
        { set: "DM-05 Survivors of the Megapocalypse", id: "40/55", rarity: "Rare", illustrator: "x" },
      ],
    },
  ],
};

describe("Duel Masters card importer", () => {
  it("gives each printing a code the board notation can name", () => {
    expect(codeForPrinting("DM-09 Fatal Brood of Infinite Ruin", "16/55")).toBe("DM-09-016");
    expect(codeForPrinting("DM-01 Base Set", "S2/110")).toBe("DM-01S-002");
    expect(codeForPrinting("Promotional", "A1/Y1")).toBe("DMP-AY1-001");
    expect(codeForPrinting("Promotional", "L10 Y2")).toBe("DMP-LY2-010");
    expect(codeForPrinting("Promotional", "10a/46")).toBeNull();
  });

  it("reads characteristics and only the text templates it can execute", () => {
    const { cards, skipped } = importDuelMasters(FIXTURE);
    expect(cards.map((c) => c.code)).toEqual(["DM-03-007", "DMP-BY1-002", "DM-10S-003", "DM-05-040"]);
    const beetle = cards[0]!;
    expect(beetle).toMatchObject({
      type: "Creature",
      power: 2000,
      races: ["Giant Insect"],
      origin: "imported",
    });
    expect(beetle.abilities.map((a) => a.label)).toEqual(["When destroyed: draw a card"]);
    expect(beetle.unexecuted).toEqual(["this creature hums a tune at dawn"]);
    const spell = cards[2]!;
    expect(spell.name).toBe("Über Spell");
    expect(spell.shieldTrigger).toBe(true);
    expect(spell.spell).toEqual([{ op: "draw", n: 2 }]);
    expect(cards[3]).toMatchObject({ evolution: true, breaker: 2, power: 9000 });
    expect(skipped).toEqual([
      expect.objectContaining({ card: "Test Beetle", reason: "no code for this printing" }),
    ]);
  });

  it("repairs text stored as UTF-8 read as Windows-1252, and leaves good text alone", () => {
    expect(repairText("Ãœberdragon")).toBe("Überdragon");
    expect(repairText("Evolutionâ€”Put on")).toBe("Evolution—Put on");
    expect(repairText("Café")).toBe("Café");
  });

  it("resolves boards with imported cards and reports their unexecuted text", () => {
    const reg = dmRegistryOf(genericDmCards, () => importDuelMasters(FIXTURE));
    const { trace, notes } = resolveDuelMasters(
      { board: "A: hand GDM-101 | B: DM-3-7, deck 3", action: "A casts GDM-101" },
      reg,
    );
    expect(trace.final.areas.B!.graveyard).toEqual(["DM-03-007"]);
    expect(trace.steps.some((s) => s.kind === "activate" && s.card === "DM-03-007")).toBe(true);
    expect(notes.join("\n")).toContain("not executed by the engine");
  });

  const path = dmDataPath();
  const present = existsSync(path);
  if (!present) console.log(`Duel Masters card data absent at ${path}: the real-data check is skipped.`);
  it.skipIf(!present)("imports the shared card data when it is present", () => {
    const data = loadDuelMastersData(path)!;
    expect(data.cards.length).toBeGreaterThan(1000);
    const codes = new Set(data.cards.map((c) => c.code));
    expect(codes.has("DM-01-001")).toBe(true);
    expect(data.cards.every((c) => !/Ã|â€/.test(c.name))).toBe(true);
  });
});
