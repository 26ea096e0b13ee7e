/**
 * A battle an effect makes ("This Digimon may battle 1 of your opponent's Digimon"): the two
 * chosen Digimon battle as the rules make a battle (14-2-2), outside any attack. Effects that
 * don't affect a Digimon don't stop it from being chosen or battling: the battle is a rule, not
 * an effect, and its loser is deleted in battle (official Q&A on "may battle").
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { pickTargets } from "./primitives.ts";
import { deletePermanents, deletionWords } from "./leave-field.ts";
import { dpOf, hasKeyword, isDigimon } from "../derive/index.ts";
import { type DigimonState, type Permanent, findPermanent, ownerOf, permName } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";

type BattleOp = Extract<Op, { op: "battle" }>;

/** What a battle compares: DP, or the digivolution cards when either has <Iceclad> (16-35). */
function strength(s: DigimonState, p: Permanent, iceclad: boolean): number {
  return iceclad ? p.stack.length - 1 : (dpOf(s, p) ?? 0);
}

export function runEffectBattle(sc: OpScope, op: BattleOp): string[] {
  const { s } = sc;
  const onField = (p: Permanent | undefined) => p && findPermanent(s, p.pid) === p && isDigimon(s, p);
  const first = op.who === "this" ? sc.self : pickTargets(sc, op.who, "battle with")[0];
  if (!first || !onField(first)) return ["no Digimon of this effect's player is there to battle"];
  const second = pickTargets(sc, op.with, `battle ${permName(first)}`).find((p) => p !== first);
  if (!second || !onField(second)) return ["no Digimon is there for it to battle"];
  sc.chosen = [first, second];
  return [fight(sc, first, second)];
}

function fight(sc: OpScope, x: Permanent, y: Permanent): string {
  const { s, ctx } = sc;
  const iceclad = hasKeyword(s, x, "iceclad") || hasKeyword(s, y, "iceclad");
  const a = strength(s, x, iceclad);
  const b = strength(s, y, iceclad);
  const losers = a > b ? [y] : a < b ? [x] : [x, y];
  const unit = iceclad ? " digivolution cards" : " DP";
  const names = new Map(losers.map((p) => [p, permName(p)]));
  const cause = {
    battle: new Map<Permanent, Permanent | "security">([
      [x, y],
      [y, x],
    ]),
  };
  const before = `${permName(x)} (${a}${unit}) battles ${permName(y)} (${b}${unit})`;
  const gone = deletePermanents(s, ctx, losers, false, cause);
  const winner = losers.length === 1 ? (losers[0] === y ? x : y) : undefined;
  if (winner && findPermanent(s, winner.pid))
    recordEvent(ctx, { kind: "battleWon", pid: winner.pid, player: ownerOf(winner) });
  // During an attack, the attacker with <Piercing> deleting an opponent's Digimon in this battle counts (16-7-4).
  const attack = s.attack;
  for (const [mine, theirs] of [
    [x, y],
    [y, x],
  ] as const)
    if (
      attack &&
      attack.attacker === mine.pid &&
      gone.includes(theirs) &&
      ownerOf(theirs) !== attack.player &&
      hasKeyword(s, mine, "piercing")
    )
      attack.piercing = true;
  const outcome = `${losers.length > 1 ? "both lose" : `${names.get(losers[0]!)} loses`}; ${deletionWords(names, gone).join("; ")}`;
  return `${before} by this effect (14-2-2)${iceclad ? ", comparing digivolution cards because of <Iceclad> (16-35-4)" : ""}: ${outcome}`;
}
