/**
 * "1 Digimon card in your hand of the same color as the digivolving Digimon": any colour the Digimon
 * about to digivolve has now (a colour it is also treated as counts), either one's for a DNA
 * digivolution (official Q&A). Without a digivolution in progress no card matches.
 */
import type { CardFilter } from "../model/index.ts";
import { colorsOf } from "../derive/index.ts";
import type { OpScope } from "./scope.ts";

export function withDigivolvingColor(sc: OpScope, f: CardFilter): CardFilter {
  if (!f.colorOfDigivolving) return f;
  const { colorOfDigivolving: _, ...rest } = f;
  const colors = [...new Set((sc.digivolving ?? []).flatMap((p) => colorsOf(sc.s, p)))];
  return { ...rest, colors };
}
