/**
 * Official Q&A search benchmark: builds the rulings index over the real Q&A (../shared/data,
 * when present) and times searches by words (1 to 4 words taken from real questions, some
 * cut to a prefix), by card, and words with a card. Figures only; nothing asserts.
 *
 *   npx tsx bench/rulings.ts [--file ../shared/data/digimon/qa.json] [--queries 5000] [--json]
 */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { importRulingsDocument } from "../src/rulings/import.ts";
import { RulingIndex } from "../src/rulings/index.ts";
import { EMPTY_FILE, type Ruling } from "../src/rulings/schema.ts";

const { values } = parseArgs({
  options: {
    file: { type: "string", default: "../shared/data/digimon/qa.json" },
    queries: { type: "string", default: "5000" },
    json: { type: "boolean", default: false },
  },
});
if (!existsSync(values.file)) {
  const note = `No Q&A at ${values.file}: nothing to measure (the benchmark needs the real Q&A).`;
  console.log(values.json ? JSON.stringify({ skipped: note }) : note);
  process.exit(0);
}
const [qa] = importRulingsDocument(JSON.parse(readFileSync(values.file, "utf8")));
const file = { ...EMPTY_FILE, rulings: qa!.records as Ruling[] };
const t0 = performance.now();
const index = new RulingIndex(file);
const buildMs = performance.now() - t0;

let seed = 7;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const rulings = file.rulings;
const wordsOf = (r: Ruling) => r.question.split(/[^A-Za-z]+/).filter((w) => w.length > 3);
const someWords = () => {
  const ws = wordsOf(rulings[rand(rulings.length)]!);
  const n = 1 + rand(4);
  return Array.from({ length: n }, () => {
    const w = ws[rand(ws.length)] ?? "memory";
    return rand(3) === 0 ? w.slice(0, Math.max(3, w.length - 2)) : w;
  }).join(" ");
};
const KINDS: Record<string, () => [string, string | undefined]> = {
  words: () => [someWords(), undefined],
  card: () => ["", rulings[rand(rulings.length)]!.cards[0]],
  wordsAndCard: () => [someWords(), rulings[rand(rulings.length)]!.cards[0]],
};

const n = Number(values.queries);
const results: Record<string, { median: number; p99: number; max: number; meanHits: number }> = {};
for (const [kind, make] of Object.entries(KINDS)) {
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const [q, card] = make();
    const s = performance.now();
    hits += index.search(q, { card, page: rand(3) }).total;
    times.push((performance.now() - s) * 1000);
  }
  times.sort((a, b) => a - b);
  results[kind] = {
    median: times[Math.floor(n / 2)]!,
    p99: times[Math.floor(n * 0.99)]!,
    max: times[n - 1]!,
    meanHits: hits / n,
  };
}
const report = {
  rulings: rulings.length,
  cards: index.counts().cards,
  buildMs,
  queriesPerKind: n,
  microseconds: results,
};
if (values.json) console.log(JSON.stringify(report));
else {
  console.log(`${report.rulings} rulings on ${report.cards} cards; index built in ${buildMs.toFixed(0)} ms`);
  for (const [k, r] of Object.entries(results))
    console.log(
      `${k.padEnd(13)} median ${r.median.toFixed(0)} µs, p99 ${r.p99.toFixed(0)} µs, max ${r.max.toFixed(0)} µs (${r.meanHits.toFixed(1)} hits on average)`,
    );
}
