/** How much of a Duel Masters card file the compiler reads and the engine runs (same keys as Digimon's report). */
import { type DmCardType, dmCard } from "../cards.ts";
import { repairText } from "../importer.ts";
import { compileDmText } from "./compile.ts";

export interface DmCoverageReport {
  total: number;
  parsed: number;
  executable: number;
  parsedAndExecutable: number;
  topUnread: { fragment: string; count: number }[];
  topNotExecutable: { reason: string; count: number }[];
  vanilla: number;
}

function fragmentKey(fragment: string): string {
  return fragment.replace(/\s+/g, " ").trim().replace(/\d+/g, "N");
}

function top(counts: Map<string, number>, n: number): [string, number][] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

const TYPES: Record<string, DmCardType> = {
  Creature: "Creature",
  Spell: "Spell",
  "Cross Gear": "Cross Gear",
};

/** Every card record of the file (one per card, whatever its printings), compiled once. */
export function dmCoverage(doc: unknown, topN = 30): DmCoverageReport {
  const list = (doc as { cards?: unknown[] } | null)?.cards;
  if (!Array.isArray(list))
    throw new Error('not a Duel Masters card file: expected an object with a "cards" array');
  let parsed = 0;
  let executable = 0;
  let both = 0;
  let vanilla = 0;
  const fragments = new Map<string, number>();
  const reasons = new Map<string, number>();
  for (const raw of list) {
    const r = (raw ?? {}) as Record<string, unknown>;
    const text = typeof r.text === "string" ? repairText(r.text) : "";
    if (!text.trim()) vanilla++;
    const def = dmCard({
      code: "X",
      name: String(r.name ?? "?"),
      type: TYPES[String(r.type)] ?? "Creature",
      civilizations: [],
    });
    const out = compileDmText(text, def);
    const ok = out.unread.length === 0;
    const runs = out.notExecutable.length === 0;
    if (ok) parsed++;
    if (runs) executable++;
    if (ok && runs) both++;
    for (const u of out.unread) fragments.set(fragmentKey(u), (fragments.get(fragmentKey(u)) ?? 0) + 1);
    for (const u of out.notExecutable) {
      const reason = u.replace(/^[^:]*: /, "");
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  return {
    total: list.length,
    parsed,
    executable,
    parsedAndExecutable: both,
    topUnread: top(fragments, topN).map(([fragment, count]) => ({ fragment, count })),
    topNotExecutable: top(reasons, topN).map(([reason, count]) => ({ reason, count })),
    vanilla,
  };
}
