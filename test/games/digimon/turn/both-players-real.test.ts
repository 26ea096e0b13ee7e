/**
 * The examples on the real pool, when ../shared/data is present: <Blast Digivolve> in
 * the counter timing, and an inherited [On Deletion] condition read from the Digimon as it was.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importDocument } from "../../../../src/cards/import.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { smokeRegistry } from "../../../../src/games/digimon/input/smoke.ts";
import { sharedDataDir } from "../../../../src/paths.ts";

const DATA = join(sharedDataDir(), "digimon", "cards.json");
const present = existsSync(DATA);
if (!present) console.log(`both players: ${DATA} is absent, so the real-card boards are not run.`);

describe.runIf(present)("the non-turn player and last known information on real cards", () => {
  const real = () => smokeRegistry(importDocument(JSON.parse(readFileSync(DATA, "utf8"))).cards);
  const STRIKER = `XX9-006 "Striker" digimon lv 3 3000 dp red cost 0 : [On Play] Delete 1 of your opponent's Digimon.`;

  it("EX5-024's <Blast Digivolve> in the counter timing returns the attacker before any block or check", () => {
    const { trace } = resolveDigimon(
      {
        board: "turn A | A: GEN-105, memory 3 | B: GEN-205, hand EX5-024, security 2, deck 2",
        action: "A attacks B with GEN-105",
        choices: "target EX5-024",
      },
      real(),
    );
    expect(trace.final.areas.B!.battle).toEqual(["EX5-024[GEN-205]"]);
    expect(trace.final.areas.A!.hand).toEqual(["GEN-105"]);
    // The attacker left: no security check happened.
    expect(trace.final.areas.B!.security).toHaveLength(2);
    expect(trace.verdict?.gaps.filter((g) => g.card === "EX5-024")).toEqual([]);
  });

  it("BT11-036's inherited [On Deletion] reads the deleted Sukamon's name and plays the Chuumon from the trash", () => {
    const { trace } = resolveDigimon(
      {
        board: "turn A | A: hand XX9-006, memory 3 | B: BT14-034[BT11-036]",
        action: "A plays XX9-006",
        choices: "",
        cards: STRIKER,
      },
      real(),
    );
    expect(trace.final.areas.B!.battle).toEqual(["BT11-036(sus)"]);
    expect(trace.final.areas.B!.trash).toEqual(["BT14-034"]);
  });
});
