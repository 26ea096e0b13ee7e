/** How much of the WIXOSS card data the compiler reads and the engine runs (src/games/coverage-report.ts). */
import { type CardCoverage, type CoverageReport, coverageReport } from "../../coverage-report.ts";
import { cardFromRecord } from "../importer.ts";
import { csvRecords } from "../csv.ts";

const blank = (t: string | undefined) => (t ?? "").trim() === "" || (t ?? "").trim() === "-";

/** Every card record of the CSV files (variants excluded), compiled once; the engine runs what it reads. */
export function wxCoverage(files: { name: string; text: string }[], topN = 30): CoverageReport {
  const cards: CardCoverage[] = [];
  for (const f of files) {
    if (/variants/i.test(f.name)) continue;
    for (const r of csvRecords(f.text)) {
      const def = cardFromRecord(r);
      if (typeof def === "string") continue;
      cards.push({
        vanilla: blank(r.EffectText) && blank(r.BurstText),
        unread: def.unexecuted.map((u) => u.replace(/\d+/g, "N").slice(0, 80)),
        notExecutable: [],
      });
    }
  }
  return coverageReport(cards, topN);
}
