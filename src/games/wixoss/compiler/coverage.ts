/** How much of the WIXOSS card data the compiler reads and the engine runs (same keys as Digimon's report). */
import { cardFromRecord } from "../importer.ts";
import { csvRecords } from "../csv.ts";

export interface WxCoverageReport {
  total: number;
  parsed: number;
  executable: number;
  parsedAndExecutable: number;
  topUnread: { fragment: string; count: number }[];
  topNotExecutable: { reason: string; count: number }[];
  vanilla: number;
}

function top(counts: Map<string, number>, n: number): [string, number][] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

const blank = (t: string | undefined) => (t ?? "").trim() === "" || (t ?? "").trim() === "-";

/** Every card record of the CSV files (variants excluded), compiled once. */
export function wxCoverage(files: { name: string; text: string }[], topN = 30): WxCoverageReport {
  let total = 0;
  let parsed = 0;
  let executable = 0;
  let both = 0;
  let vanilla = 0;
  const fragments = new Map<string, number>();
  const reasons = new Map<string, number>();
  for (const f of files) {
    if (/variants/i.test(f.name)) continue;
    for (const r of csvRecords(f.text)) {
      const def = cardFromRecord(r);
      if (typeof def === "string") continue;
      total++;
      if (blank(r.EffectText) && blank(r.BurstText)) vanilla++;
      const unread = def.unexecuted;
      if (unread.length === 0) parsed++;
      executable++;
      if (unread.length === 0) both++;
      for (const u of unread) {
        const key = u.replace(/\d+/g, "N").slice(0, 80);
        fragments.set(key, (fragments.get(key) ?? 0) + 1);
      }
    }
  }
  return {
    total,
    parsed,
    executable,
    parsedAndExecutable: both,
    topUnread: top(fragments, topN).map(([fragment, count]) => ({ fragment, count })),
    topNotExecutable: top(reasons, topN).map(([reason, count]) => ({ reason, count })),
    vanilla,
  };
}
