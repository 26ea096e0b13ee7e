/**
 * Whether a player meets an Option card's colour requirements (4-22), or may ignore them: the
 * card's own "you may ignore this card's color requirements" lines and <Use Req.> (16-42).
 */
import type { CardDef, Color } from "../model/index.ts";
import { useRequirementFilter } from "../model/index.ts";
import { condHolds, describeCond } from "./conditions.ts";
import { matchesFilter, useCostGrowth } from "./card-filter.ts";
import type { DigimonState, PlayerId } from "../state/state.ts";

export interface ColourCheck {
  missing: Color[];
  /** Why the missing colours don't matter, for the trace. */
  waived?: string;
}

export function colourRequirement(s: DigimonState, player: PlayerId, def: CardDef): ColourCheck {
  const ps = s.players[player]!;
  // The rule counts every Digimon and Tamer on the field, the breeding area too (4-22-2, Q on
  // LM-033); an Option placed in the battle area is neither.
  const onField = [...ps.battle, ...ps.breeding]
    .map((p) => p.stack[0]!.def)
    .filter((d) => d.category !== "Option");
  const colours = new Set(onField.flatMap((d) => d.colors));
  const also = def.abilities.flatMap((a) =>
    a.persistent?.kind === "alsoMeetsColors" ? (a.persistent.colors ?? []) : [],
  );
  const missing = def.colors.filter((c) => !colours.has(c));
  if (missing.length === 0) return { missing };
  const substitute = also.find((c) => colours.has(c));
  if (substitute && missing.length === 1)
    return {
      missing,
      waived: `a ${substitute} Digimon or Tamer also meets its colour requirement (its own text)`,
    };
  for (const a of def.abilities) {
    const p = a.persistent;
    // An effect's condition looks at the battle area only (3-4-7-8).
    if (p?.kind === "ignoreColors" && (!p.while || condHolds(s, player, undefined, p.while)))
      return {
        missing,
        waived: `its own text lets player ${player} ignore its colour requirements${p.while ? ` (${describeCond(p.while)})` : ""}`,
      };
    if (a.keyword !== "useRequirement") continue;
    const named = useRequirementFilter(a.keywordParam);
    const by =
      named &&
      ps.battle
        .map((p) => p.stack[0]!)
        .find(
          (c) =>
            (c.def.category === "Digimon" || c.def.category === "Tamer") &&
            matchesFilter(s, c, named, () => null, true),
        )?.def;
    if (by)
      return {
        missing,
        waived: `its <Use Req.> lets player ${player} ignore its colour requirements with [${by.code} ${by.name}] (16-42-3)`,
      };
  }
  return { missing };
}

/** The memory an Option costs to use now: its own "reduce the cost" lines apply when their condition holds (9-1-6). */
export function useCost(
  s: DigimonState,
  player: PlayerId,
  def: CardDef,
  ctx: { note(line: string): void },
): number {
  let cost = def.playCost ?? 0;
  const growth = useCostGrowth(s, player, def);
  if (growth > 0) {
    ctx.note(`its own text adds ${growth} to its use cost (${cost} → ${cost + growth})`);
    cost += growth;
  }
  for (const a of def.abilities) {
    const p = a.persistent;
    if (p?.kind !== "useCostReduction" || (p.while && !condHolds(s, player, undefined, p.while))) continue;
    const before = cost;
    cost = Math.max(0, cost - (p.amount ?? 0));
    ctx.note(
      `its own text reduces its use cost from ${before} to ${cost}${p.while ? ` (${describeCond(p.while)})` : ""}`,
    );
  }
  return cost;
}
