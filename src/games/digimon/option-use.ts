/** Whether a player meets an Option card's colour requirements (4-22), or may ignore them (<Use Req.>, 16-42). */
import type { CardDef, Color } from "./ability.ts";
import type { DigimonState, PlayerId } from "./state.ts";

/** The traits a <Use Req. ([A]/[B] trait)> names, or null when it asks for something else. */
export function useRequirementTraits(param: string | undefined): string[] | null {
  const m = /^((?:\[[^\]]+\]\s*\/\s*)*\[[^\]]+\])\s+traits?$/i.exec(param?.trim() ?? "");
  return m ? [...m[1]!.matchAll(/\[([^\]]+)\]/g)].map((x) => x[1]!.trim()) : null;
}

export interface ColourCheck {
  missing: Color[];
  /** Why the missing colours don't matter, for the trace. */
  waived?: string;
}

export function colourRequirement(s: DigimonState, player: PlayerId, def: CardDef): ColourCheck {
  // Only Digimon and Tamers in the battle area count (4-22-2), not an Option placed there.
  const meeting = s.players[player]!.battle.map((p) => p.stack[0]!.def).filter(
    (d) => d.category !== "Option",
  );
  const colours = new Set(meeting.flatMap((d) => d.colors));
  const missing = def.colors.filter((c) => !colours.has(c));
  if (missing.length === 0) return { missing };
  for (const a of def.abilities) {
    if (a.keyword !== "useRequirement") continue;
    const traits = useRequirementTraits(a.keywordParam);
    const by = traits && meeting.find((d) => d.traits.some((t) => traits.includes(t)));
    if (by)
      return {
        missing,
        waived: `its <Use Req.> lets player ${player} ignore its colour requirements with [${by.code} ${by.name}] (16-42-3)`,
      };
  }
  return { missing };
}
