/** Rule checks (17-1-3): everything found is processed simultaneously as one round. */
import type { EffectContext, RuleCheckResult } from "../../../engine/types.ts";
import { deletePermanents, trashPermanents, removeStrayTokens, linkLimit, toTrash } from "../ops/index.ts";
import { type CardInst, type DigimonState, type Permanent, cardName, permName, top } from "../state/state.ts";
import { dpOf, forbidden, isDigimon, permanentMatches, settleConditions } from "../derive/index.ts";

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
      // A Digimon that "can't be deleted" stays at 0 DP (derive/protections.ts deletionProtected).
      if (digimon && dp === 0 && !forbidden(s, perm, "beDeleted"))
        deletions.push({ perm, rule: "17-1-3-1-1", why: "has 0 DP and is deleted" });
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

interface LinkFinding {
  perm: Permanent;
  cards: CardInst[];
  rule: string;
  why: string;
}

/** Link cards whose Digimon no longer meets their link requirement (17-1-3-2-6), and those over its link limit (17-1-3-2-5). */
function linkFindings(s: DigimonState): LinkFinding[] {
  const out: LinkFinding[] = [];
  for (const id of s.order)
    for (const perm of [...s.players[id]!.battle, ...s.players[id]!.breeding]) {
      const links = perm.links ?? [];
      if (links.length === 0) continue;
      // A requirement the card record lost can't be checked (text-damage.ts reports it).
      const unmet = links.filter(
        (c) => !c.def.link || (!c.def.link.requirementMissing && !permanentMatches(s, perm, c.def.link.to)),
      );
      if (unmet.length > 0)
        out.push({ perm, cards: unmet, rule: "17-1-3-2-6", why: "no longer meets their link requirement" });
      const kept = links.filter((c) => !unmet.includes(c));
      const over = kept.length - linkLimit(s, perm);
      if (over > 0)
        out.push({
          perm,
          cards: kept.slice(0, over),
          rule: "17-1-3-2-5",
          why: "has more link cards than it may",
        });
    }
  return out;
}

export function ruleCheck(s: DigimonState, ctx: EffectContext): RuleCheckResult | null {
  settleConditions(s);
  const strays = removeStrayTokens(s);
  if (strays > 0)
    return {
      text: `Rules processing: ${strays} token${strays > 1 ? "s" : ""} outside the field ${strays > 1 ? "are" : "is"} removed from the game.`,
      rule: "4-21-5",
      card: null,
    };
  const { deletions, trashes } = findings(s);
  const all = [...deletions, ...trashes];
  const links = linkFindings(s);
  if (all.length === 0 && links.length === 0) return null;
  const linkParts = links.map((f) => {
    f.perm.links = f.perm.links!.filter((c) => !f.cards.includes(c));
    if (f.perm.links.length === 0) delete f.perm.links;
    toTrash(s, f.cards);
    return `${permName(f.perm)} ${f.why}: ${f.cards.map(cardName).join(", ")} ${f.cards.length === 1 ? "is" : "are"} trashed (${f.rule})`;
  });
  if (all.length === 0)
    return {
      text: `Rules processing: ${linkParts.join("; ")}.`,
      rule: links[0]!.rule,
      card: links.length === 1 && links[0]!.cards.length === 1 ? links[0]!.cards[0]!.code : null,
    };
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
    text: `Rules processing: ${[...parts, ...linkParts].join("; ")}.`,
    rule: all[0]!.rule,
    card: all.length === 1 ? top(all[0]!.perm).code : null,
  };
}
