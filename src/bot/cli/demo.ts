/** `npm run demo`: one canonical example under both editions, with demo.png beside it. */
import { findScenario, runScenario } from "../../scenarios/library.ts";
import { type Args, flag, has, rejectExtra } from "./args.ts";
import { traceText, writePngs } from "./output.ts";

export const DEMO_SCENARIO = "digimon/rules-processing-4";

export function demoCommand(args: Args, print: (s: string) => void): void {
  rejectExtra(args, 0, "demo");
  const s = findScenario(DEMO_SCENARIO)!;
  for (const edition of ["wiki-2022", "cr-4.2"]) {
    const trace = runScenario(s, edition);
    print(traceText(trace, `${s.title} (${edition})`));
    print("");
    if (edition === "cr-4.2") {
      const png = flag(args, "png") ?? "demo.png";
      for (const f of writePngs(trace, s.title, png, has(args, "force")))
        print(`Wrote ${f} (the pending-effect layers, edition ${edition}).`);
    }
  }
  print(`Why the two orders differ: ${s.editions}`);
}
