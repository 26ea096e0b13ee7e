import { readFileSync } from "node:fs";
import { importDocument } from "/work/wt/h13/src/cards/import.ts";
import { smokeRegistry, smokeCases } from "/work/wt/h13/src/games/digimon/smoke.ts";
import { resolveDigimon } from "/work/wt/h13/src/games/digimon/resolve-text.ts";
const pool = importDocument(JSON.parse(readFileSync("/work/shared/data/digimon/cards.json", "utf8"))).cards;
const reg = smokeRegistry(pool);
for (const code of process.argv.slice(2)) for (const k of smokeCases(reg.get(code)!)) {
  try { resolveDigimon({ board: k.board, action: k.action }, reg); console.log("OK", k.action); } catch (e) { console.log("ERR", k.board, "::", k.action, "::", (e as Error).message.slice(0, 300)); }
}
