import { compileCard } from "./src/games/digimon/compiler/card.ts";
for (const t of process.argv.slice(2)) {
  const out = compileCard({ code: "TST-1", name: "T", category: "Tamer", colors: ["White"], playCost: 2, digivolve: [], traits: [], effect: t, inherited: "", security: "" });
  console.log(t, "\n unread:", JSON.stringify(out.unread.map(u=>u.fragment)), out.notExecutable);
  if (process.env.DEF) console.log(JSON.stringify(out.def.abilities, null, 1));
}
