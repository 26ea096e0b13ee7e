/**
 * The rulings store: `DATA_DIR/digimon-rulings.json`, with the official Q&A, errata and
 * restriction list. It has the card store's guarantees: a section is replaced only after every
 * guard passed, the write is atomic, and the file it replaces is kept as the last good copy,
 * which serves when the store itself cannot be read.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_GUARDS, type Guards, loadValidFile, writeFileAtomic } from "../cards/store.ts";
import type { AnyImport } from "./import.ts";
import { EMPTY_FILE, type RulingsFile, type Section, rulingsFileSchema } from "./schema.ts";

export const RULINGS_FILE = "digimon-rulings.json";

export const rulingsPath = (dataDir: string) => join(dataDir, RULINGS_FILE);
export const rulingsLastGoodPath = (dataDir: string) => join(dataDir, "digimon-rulings.last-good.json");

export function loadRulingsFile(path: string): RulingsFile | null {
  return loadValidFile(path, rulingsFileSchema, "rulings store");
}

export type LoadedRulings =
  | { kind: "none"; path: string }
  | { kind: "store"; path: string; file: RulingsFile; recovered?: string }
  | { kind: "unreadable"; path: string; reason: string };

/** The store, or its last good copy when the store is damaged (`recovered` says why). */
export function loadRulings(dataDir: string): LoadedRulings {
  const path = rulingsPath(dataDir);
  try {
    const file = loadRulingsFile(path);
    return file ? { kind: "store", path, file } : { kind: "none", path };
  } catch (e) {
    const reason = (e as Error).message;
    try {
      const file = loadRulingsFile(rulingsLastGoodPath(dataDir));
      if (file) return { kind: "store", path: rulingsLastGoodPath(dataDir), file, recovered: reason };
    } catch {
      // Neither copy reads: say why the store itself failed.
    }
    return { kind: "unreadable", path, reason };
  }
}

export interface SectionReport {
  section: Section;
  ok: boolean;
  reason?: string;
  total: number;
  imported: number;
  skipped: AnyImport["skipped"];
  duplicates: string[];
  previous: number | null;
}

export interface RulingsSaveReport {
  /** True when every section passed its guards (those that passed are saved either way). */
  ok: boolean;
  source: string;
  path: string;
  sections: SectionReport[];
  /** Why nothing could be read (the document itself was unusable). */
  reason?: string;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function check(s: AnyImport, previous: number | null, g: Guards): string | undefined {
  if (s.records.length === 0) return "no record passed the schema";
  const share = s.skipped.length / Math.max(1, s.total);
  if (share > g.maxSkippedShare)
    return `${s.skipped.length} of ${s.total} records (${pct(share)}) fail the schema, more than the ${pct(g.maxSkippedShare)} allowed`;
  if (previous && !g.force) {
    const loss = (previous - s.records.length) / previous;
    if (loss > g.maxShrink)
      return `the ${s.section} would shrink from ${previous} to ${s.records.length} (-${pct(loss)}), more than the ${pct(g.maxShrink)} allowed; use --force to accept it`;
  }
  return undefined;
}

/** Replaces each section that passes its guards; a section that fails leaves its old records. */
export function saveRulings(
  dataDir: string,
  imports: AnyImport[],
  source: string,
  guards: Partial<Guards> = {},
): RulingsSaveReport {
  const g = { ...DEFAULT_GUARDS, ...guards };
  const path = rulingsPath(dataDir);
  let current: RulingsFile | null = null;
  let readable = true;
  try {
    current = loadRulingsFile(path);
  } catch {
    // A damaged store has nothing worth guarding; what passes replaces it.
    readable = false;
  }
  const next: RulingsFile = structuredClone(current ?? EMPTY_FILE);
  const sections: SectionReport[] = imports.map((s) => {
    const previous = current ? current[s.section].length || null : null;
    const reason = check(s, previous, g);
    const report = {
      section: s.section,
      ok: reason === undefined,
      total: s.total,
      imported: s.records.length,
      skipped: s.skipped,
      duplicates: s.duplicates,
      previous,
      ...(reason ? { reason } : {}),
    };
    if (!reason) {
      (next[s.section] as unknown[]) = s.records;
      next.meta[s.section] = { source, savedAt: new Date().toISOString() };
    }
    return report;
  });
  if (sections.some((s) => s.ok)) {
    if (current && readable) writeFileAtomic(rulingsLastGoodPath(dataDir), readFileSync(path, "utf8"));
    writeFileAtomic(path, JSON.stringify(next));
  }
  return { ok: sections.every((s) => s.ok), source, path, sections };
}

const LABEL: Record<Section, string> = {
  rulings: "Q&A rulings",
  errata: "errata",
  restrictions: "restrictions",
};

export function describeRulingsReport(r: RulingsSaveReport, maxListed = 20): string[] {
  if (r.reason) return [`${r.source}: ${r.reason}; the rulings store ${r.path} is left untouched.`];
  const lines: string[] = [];
  for (const s of r.sections) {
    lines.push(
      `${r.source}: ${s.total} ${LABEL[s.section]} records, ${s.imported} valid, ${s.skipped.length} skipped, ${s.duplicates.length} duplicates`,
    );
    for (const k of s.skipped.slice(0, maxListed)) lines.push(`  skipped ${k.code}: ${k.reason}`);
    if (s.skipped.length > maxListed) lines.push(`  ... and ${s.skipped.length - maxListed} more skipped`);
    lines.push(
      s.ok
        ? `${LABEL[s.section]} updated in ${r.path}: ${s.imported}${s.previous === null ? "" : ` (was ${s.previous})`}`
        : `${LABEL[s.section]} left untouched${s.previous === null ? "" : ` (still ${s.previous})`}: ${s.reason}`,
    );
  }
  return lines;
}
