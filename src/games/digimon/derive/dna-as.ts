/**
 * "This Digimon is also treated as Lv.6 [X] for [Y]'s DNA digivolution": a Digimon in the battle
 * area that counts as another level and name when it DNA digivolves into a card named [Y]. Its
 * top card's own text says so, and only on the field (in the hand it is no such Digimon).
 */
import { type CardDef, type DnaPart, fitsDnaPart } from "../model/index.ts";
import { type Permanent, top } from "../state/state.ts";
import { identityOf } from "./identity.ts";

/** The levels and names this Digimon also counts as for a DNA digivolution into `into`. */
export function dnaAliases(perm: Permanent, into: CardDef): { level: number; name?: string }[] {
  const wanted = identityOf(into).names;
  return top(perm).def.abilities.flatMap((a) =>
    a.persistent?.kind === "continuous"
      ? (a.persistent.grants ?? []).flatMap((g) =>
          "dnaAs" in g && wanted.includes(g.dnaAs.forName) ? [g.dnaAs] : [],
        )
      : [],
  );
}

/** Whether the Digimon fits a DNA part of `into`, as printed or as what it is treated as (8-2-3-1). */
export function fitsDnaPartFor(
  perm: Permanent,
  colors: Parameters<typeof fitsDnaPart>[2],
  part: DnaPart,
  into: CardDef,
): boolean {
  const def = top(perm).def;
  if (fitsDnaPart(part, def.level, colors, identityOf(def).names)) return true;
  return dnaAliases(perm, into).some((a) =>
    fitsDnaPart(part, a.level, colors, a.name !== undefined ? [a.name] : identityOf(def).names),
  );
}
