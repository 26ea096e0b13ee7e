/** How much of a Duel Masters card file the compiler reads and the engine runs (src/games/coverage-report.ts). */
import { type CoverageReport, coverageReport } from "../../coverage-report.ts";
import { type DmCardType, dmCard } from "../cards.ts";
import { repairText } from "../importer.ts";
import { compileDmText } from "./compile.ts";

function fragmentKey(fragment: string): string {
  return fragment.replace(/\s+/g, " ").trim().replace(/\d+/g, "N");
}

const TYPES: Record<string, DmCardType> = {
  Creature: "Creature",
  Spell: "Spell",
  "Cross Gear": "Cross Gear",
};

/** Every card record of the file (one per card, whatever its printings), compiled once. */
export function dmCoverage(doc: unknown, topN = 30): CoverageReport {
  const list = (doc as { cards?: unknown[] } | null)?.cards;
  if (!Array.isArray(list))
    throw new Error('not a Duel Masters card file: expected an object with a "cards" array');
  const cards = list.map((raw) => {
    const r = (raw ?? {}) as Record<string, unknown>;
    const text = typeof r.text === "string" ? repairText(r.text) : "";
    const def = dmCard({
      code: "X",
      name: String(r.name ?? "?"),
      type: TYPES[String(r.type)] ?? "Creature",
      civilizations: [],
    });
    const out = compileDmText(text, def);
    return { vanilla: !text.trim(), unread: out.unread.map(fragmentKey), notExecutable: out.notExecutable };
  });
  return coverageReport(cards, topN);
}
