import { Cursor } from "./src/games/digimon/compiler/text/cursor.ts";
import { cardSpec } from "./src/games/digimon/compiler/readers/filters.ts";
for (const t of process.argv.slice(2)) {
  const c = new Cursor(t);
  const s = cardSpec(c);
  console.log(JSON.stringify(s), "| rest:", c.rest());
}
