import { readFileSync } from "node:fs";
import { importDocument } from "./src/cards/import.ts";
import { compileCard } from "./src/games/digimon/compiler/index.ts";
const doc = JSON.parse(readFileSync("../shared/data/digimon/cards.json", "utf8"));
const r = importDocument(doc);
const codes = process.argv.slice(2);
for (const rec of (r as any).cards ?? (r as any).records) {
  if (!codes.includes(rec.code)) continue;
  const c = compileCard(rec);
  console.log(rec.code, JSON.stringify(c.unread, null, 1), c.notExecutable, c.leftOut);
  if (process.env.DEF) console.log(JSON.stringify(c.def, null, 1));
}
