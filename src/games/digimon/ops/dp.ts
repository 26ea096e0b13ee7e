/** DP changes for the turn (15-11-2-2 for those that reach later Digimon too). */
import type { Op, Amount } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { chooseTargets, effectOrigin } from "./primitives.ts";
import { count, dpOf, forbidden } from "../derive/index.ts";
import { type Permanent, endsOf, endsWords, opponentOf, ownerOf, permName } from "../state/state.ts";

export function runDp(sc: OpScope, op: Extract<Op, { op: "dp" }>): string[] {
  const { s, me } = sc;
  const amount = amountOf(sc, op.amount);
  const sign = amount >= 0 ? `+${amount}` : `${amount}`;
  const ends = endsOf(s, me, op.duration);
  const lasting = { ...(ends === undefined ? {} : { ends }), origin: effectOrigin(sc) };
  const until = endsWords(s, ends);
  if (op.target === "this") {
    if (!sc.self) return [];
    sc.self.dpMods.push({ amount, source: sc.forCard, ...lasting });
    return [`${permName(sc.self)} gets ${sign} DP ${until} (${dpOf(s, sc.self)} DP)`];
  }
  if (op.target.count === "all") {
    // Overall processing that lasts also reaches Digimon placed later (15-11-2-2).
    const affects = op.target.side === "you" ? me : opponentOf(s, me);
    const filter = op.target.filter;
    s.lasting.push({
      card: sc.forCard,
      owner: me,
      affects,
      amount,
      ...(filter ? { filter } : {}),
      ...lasting,
    });
    const which = filter ? "Digimon that match" : "Digimon";
    return [
      `all of player ${affects}'s ${which} get ${sign} DP ${until}, including any placed later (15-11-2-2)`,
    ];
  }
  const targets = chooseTargets(sc, op.target, `give ${sign} DP`, true);
  if (targets.length === 0) return ["there is no Digimon to give the DP change to"];
  return targets.map((p) => {
    const before = dpOf(s, p);
    p.dpMods.push({ amount, source: sc.forCard, ...lasting });
    const ban = amount < 0 ? reductionBan(sc, p) : null;
    if (ban)
      return `${permName(p)} can't have its DP reduced (an effect of ${ban}), so ${sign} DP does not change it while that holds (15-8-2-5; ${dpOf(s, p)} DP)`;
    return `${permName(p)} gets ${sign} DP ${until} (${before} → ${dpOf(s, p)} DP)`;
  });
}

/** The card whose "can't have its DP reduced" covers a reduction by this effect's player, or null. */
function reductionBan(sc: OpScope, p: Permanent): string | null {
  return (
    forbidden(sc.s, p, "haveDpReduced") ??
    (sc.me !== ownerOf(p) ? forbidden(sc.s, p, "haveDpReducedByOpponent") : null)
  );
}

function amountOf(sc: OpScope, amount: Amount): number {
  if (typeof amount === "number") return amount;
  return (amount.plus ?? 0) + count(sc.s, sc.me, amount.perEach, sc.self) * amount.times;
}
