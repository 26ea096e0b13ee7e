/** Compiling the whole card pool (figures, not a test): `npx tsx bench/compile.ts [--json]`. */
import { existsSync, readFileSync } from "node:fs";
import { importDocument } from "../src/cards/import.ts";
import { compileCard } from "../src/games/digimon/compiler/index.ts";
import { round } from "./stats.ts";

const file = new URL("../../shared/data/digimon/cards.json", import.meta.url).pathname;
if (!existsSync(file)) {
  console.log(JSON.stringify({ skipped: `${file} is absent: the pool compile is not measured` }));
  process.exit(0);
}
const cards = importDocument(JSON.parse(readFileSync(file, "utf8"))).cards;
const runs: number[] = [];
let executable = 0;
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  executable = cards.filter((c) => compileCard(c).executable).length;
  runs.push(performance.now() - t0);
}
runs.sort((a, b) => a - b);
const figures = {
  cards: cards.length,
  executable,
  compile_pool_ms: round(runs[1]!, 0),
  per_card_us: round((runs[1]! * 1000) / cards.length, 0),
};
console.log(process.argv.includes("--json") ? JSON.stringify(figures) : figures);
