/**
 * Card lookup benchmark: builds the search index over the real pool (../shared/data, when
 * present) and times autocomplete queries of every kind: codes in several spellings, code
 * prefixes, exact names, name fragments, and names with typos. Figures only; nothing asserts.
 *
 *   npx tsx bench/cards.ts [--file ../shared/data/digimon/cards.json] [--queries 20000] [--json]
 */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { importDocument } from "../src/cards/import.ts";
import { CardIndex } from "../src/cards/search.ts";

const { values } = parseArgs({
  options: {
    file: { type: "string", default: "../shared/data/digimon/cards.json" },
    queries: { type: "string", default: "20000" },
    json: { type: "boolean", default: false },
  },
});
const file = values.file;
if (!existsSync(file)) {
  const note = `No card data at ${file}: nothing to measure (the benchmark needs the real pool).`;
  console.log(values.json ? JSON.stringify({ skipped: note }) : note);
  process.exit(0);
}

const cards = importDocument(JSON.parse(readFileSync(file, "utf8"))).cards;
const t0 = performance.now();
const index = new CardIndex(cards);
const buildMs = performance.now() - t0;

let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const pick = <T>(xs: T[]): T => xs[rand(xs.length)]!;

function typo(s: string): string {
  const i = rand(s.length);
  const kinds = [
    () => s.slice(0, i) + s.slice(i + 1),
    () => s.slice(0, i) + "x" + s.slice(i),
    () => s.slice(0, i) + "e" + s.slice(i + 1),
    () => (i + 1 < s.length ? s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2) : s + "n"),
  ];
  return pick(kinds)();
}

const KINDS: Record<string, () => string> = {
  code: () => pick(cards).code,
  codeLoose: () => {
    const [set, num] = pick(cards).code.split("-") as [string, string];
    return pick([`${set.toLowerCase()}-${Number(num)}`, `${set}${num}`, `${set.toLowerCase()} ${num}`]);
  },
  codePrefix: () => pick(cards).code.slice(0, 3 + rand(3)),
  name: () => pick(cards).name,
  fragment: () => {
    const n = pick(cards).name;
    const start = rand(Math.max(1, n.length - 3));
    return n.slice(start, start + 3 + rand(5));
  },
  typo: () => typo(pick(cards).name.toLowerCase()),
  typing: () => {
    const n = pick(cards).name;
    return n.slice(0, 1 + rand(n.length));
  },
};

const total = Number(values.queries);
const perKind: Record<string, number[]> = {};
const all: number[] = [];
for (let warm = 0; warm < 2000; warm++) index.autocomplete(pick(Object.values(KINDS))());
for (let i = 0; i < total; i++) {
  const kind = pick(Object.keys(KINDS));
  const q = KINDS[kind]!();
  const start = process.hrtime.bigint();
  index.autocomplete(q, 25);
  const us = Number(process.hrtime.bigint() - start) / 1000;
  (perKind[kind] ??= []).push(us);
  all.push(us);
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const row = (xs: number[]) => ({
  n: xs.length,
  medianUs: Number(quantile(xs, 0.5).toFixed(1)),
  p99Us: Number(quantile(xs, 0.99).toFixed(1)),
  maxUs: Number(Math.max(...xs).toFixed(1)),
});
const report = {
  cards: cards.length,
  buildMs: Number(buildMs.toFixed(1)),
  all: row(all),
  kinds: Object.fromEntries(Object.entries(perKind).map(([k, xs]) => [k, row(xs)])),
};
if (values.json) console.log(JSON.stringify(report));
else {
  console.log(
    `${report.cards} cards, index built in ${report.buildMs} ms, ${total} autocomplete queries (limit 25)`,
  );
  console.log(
    `${"kind".padEnd(12)} ${"n".padStart(6)} ${"median µs".padStart(10)} ${"p99 µs".padStart(8)} ${"max µs".padStart(8)}`,
  );
  for (const [k, r] of [...Object.entries(report.kinds), ["all", report.all] as const])
    console.log(
      `${k.padEnd(12)} ${String(r.n).padStart(6)} ${String(r.medianUs).padStart(10)} ${String(r.p99Us).padStart(8)} ${String(r.maxUs).padStart(8)}`,
    );
}
