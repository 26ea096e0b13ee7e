/** Rule checks (17-1-3): everything found is processed simultaneously as one round. */
import type { EffectContext, RuleCheckResult } from "../../../engine/types.ts";
import { deletePermanents, trashPermanents, removeStrayTokens } from "../ops/index.ts";
import { type DigimonState, type Permanent, permName, top } from "../state/state.ts";
import { dpOf, isDigimon } from "../derive/index.ts";

interface Finding {
  perm: Permanent;
  rule: string;
  why: string;
}

function findings(s: DigimonState): { deletions: Finding[]; trashes: Finding[] } {
  const deletions: Finding[] = [];
  const trashes: Finding[] = [];
  for (const id of s.order) {
    const ps = s.players[id]!;
    for (const perm of ps.battle) {
      // A Digi-Egg on the field is a Digimon too (4-3-1): only one without DP is trashed. A Tamer
      // an effect treats as a Digimon has the rules of a Digimon while it lasts (15-12-1-4).
      const digimon = isDigimon(s, perm);
      const dp = dpOf(s, perm);
      if (digimon && dp === 0) deletions.push({ perm, rule: "17-1-3-1-1", why: "has 0 DP and is deleted" });
      else if (digimon && dp === null)
        trashes.push({ perm, rule: "17-1-3-2-1", why: "has no DP in the battle area and is trashed" });
      // 17-1-3-2-2 trashes Options in the battle area except those an effect placed there, and
      // an effect is the only way the engine (or a board, describing an earlier state) has one.
    }
    for (const perm of ps.breeding) {
      if (!isDigimon(s, perm))
        trashes.push({
          perm,
          rule: "17-1-3-2-3",
          why: "is not a Digimon in the breeding area and is trashed",
        });
    }
  }
  return { deletions, trashes };
}

export function ruleCheck(s: DigimonState, ctx: EffectContext): RuleCheckResult | null {
  const strays = removeStrayTokens(s);
  if (strays > 0)
    return {
      text: `Rules processing: ${strays} token${strays > 1 ? "s" : ""} outside the field ${strays > 1 ? "are" : "is"} removed from the game.`,
      rule: "4-21-5",
      card: null,
    };
  const { deletions, trashes } = findings(s);
  const all = [...deletions, ...trashes];
  if (all.length === 0) return null;
  trashPermanents(
    s,
    trashes.map((f) => f.perm),
  );
  const names = new Map(all.map((f) => [f.perm, permName(f.perm)]));
  const gone =
    deletions.length > 0
      ? deletePermanents(
          s,
          ctx,
          deletions.map((f) => f.perm),
          true,
        )
      : [];
  const kept = (f: Finding) => deletions.includes(f) && !gone.includes(f.perm);
  const parts = all.map((f) =>
    kept(f)
      ? `${names.get(f.perm)} has 0 DP and would be deleted, but an immediate-type effect prevents it (see the interrupt)`
      : `${names.get(f.perm)} ${f.why} (${f.rule})`,
  );
  return {
    text: `Rules processing: ${parts.join("; ")}.`,
    rule: all[0]!.rule,
    card: all.length === 1 ? top(all[0]!.perm).code : null,
  };
}
