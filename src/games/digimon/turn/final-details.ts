/**
 * The final state's per-permanent detail (trace.ts PermanentDetail): each Digimon's or Tamer's
 * current DP, the keywords it has now and the effects still applying to it, so a ruling about
 * "0 DP" or "gained <Blocker> for the turn" shows it.
 */
import type { PermanentDetail } from "../../../engine/trace.ts";
import { dpOf, keywordsOf, permanentMatches } from "../derive/index.ts";
import { keywordName, restrictionWords } from "../ops/index.ts";
import { type DigimonState, type Permanent, ownerOf, top } from "../state/state.ts";

type Notation = (p: Permanent) => string;

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

function effectsOn(s: DigimonState, p: Permanent): string[] {
  const out: string[] = [];
  for (const m of p.dpMods)
    out.push(
      m.original
        ? `original DP ${m.amount} from ${m.source}`
        : `${signed(m.amount)} DP from ${m.source}${m.attack ? " for the attack" : ""}`,
    );
  for (const l of s.lasting.filter(
    (x) => x.affects === ownerOf(p) && (!x.filter || permanentMatches(s, p, x.filter)),
  ))
    out.push(
      `${signed(l.amount)} DP from ${l.card} (to all of player ${l.affects}'s Digimon${l.filter ? " that match" : ""})`,
    );
  for (const g of p.granted ?? [])
    out.push(
      `gained ${keywordName(g.keyword, g.value)} from ${g.source}${g.attack ? " for the attack" : ""}`,
    );
  for (const l of (s.lastingKeywords ?? []).filter(
    (x) => x.affects === ownerOf(p) && permanentMatches(s, p, x.filter),
  ))
    out.push(
      `${keywordName(l.keyword, l.value)} from ${l.source} (to player ${l.affects}'s Digimon that match)`,
    );
  for (const a of p.asDigimon ?? []) out.push(`treated as a ${a.dp} DP Digimon by ${a.source} (15-12-1-4)`);
  for (const a of p.gained ?? []) out.push(`gained the effect "${a.label}"`);
  for (const l of (s.lastingEffects ?? []).filter((x) => x.affects === ownerOf(p)))
    for (const a of l.abilities)
      out.push(`gained the effect "${a.label}" from ${l.source} (with all of player ${l.affects}'s Digimon)`);
  for (const c of p.cant ?? []) out.push(`can't ${restrictionWords([c.what])} (${c.source})`);
  for (const n of p.noUnsuspend ?? [])
    out.push(
      `doesn't unsuspend ${n.until === "nextUnsuspendPhase" ? "in its next unsuspend phase" : "until the end of the opponent's turn"} (${n.source})`,
    );
  return out;
}

function detail(s: DigimonState, p: Permanent, area: string, notation: Notation): PermanentDetail {
  const printed = top(p).def.dp;
  const dp = area === "battle" ? dpOf(s, p) : null;
  return {
    card: notation(p),
    area,
    ...(dp !== null ? { dp } : {}),
    ...(dp !== null && printed !== undefined && printed !== dp ? { printedDp: printed } : {}),
    suspended: p.suspended,
    keywords:
      area === "battle" ? [...new Set(keywordsOf(s, p).map((k) => keywordName(k.keyword, k.value)))] : [],
    effects: effectsOn(s, p),
  };
}

/** `notation`: the entry as `areas` writes it, so each detail names the same stack. */
export function permanentDetails(s: DigimonState, notation: Notation): Record<string, PermanentDetail[]> {
  const out: Record<string, PermanentDetail[]> = {};
  for (const id of s.order) {
    const ps = s.players[id]!;
    out[id] = [
      ...ps.battle.map((p) => detail(s, p, "battle", notation)),
      ...ps.breeding.map((p) => detail(s, p, "breeding", notation)),
    ];
  }
  return out;
}
