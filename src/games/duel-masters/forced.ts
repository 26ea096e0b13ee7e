/**
 * Who may block an attack, and the attacks and blocks the rules force: a creature that
 * "attacks each turn if able" must be declared as an attacker before its player's turn ends
 * (506.1b), and a creature that "blocks if able" must be the one that blocks whenever it can
 * legally block the attacker (507.1a).
 */
import { RulesError } from "../../engine/errors.ts";
import type { EffectContext } from "../../engine/types.ts";
import type { DmRestriction } from "./cards.ts";
import { canBlock, holds, keywordsOf, powerOf } from "./power.ts";
import { survivorsSharing } from "./survivors.ts";
import {
  type BzObject,
  type DmState,
  type PlayerId,
  civilizationsOf,
  controllerOf,
  gearsOn,
  isCreature,
  objName,
  opponentOf,
  top,
} from "./state.ts";

/** Its own restrictions and those the Cross Gears crossed with it give it. */
export function restrictionsOf(s: DmState, o: BzObject): DmRestriction[] {
  return [
    ...top(o).def.restrictions,
    ...(top(o).def.restrictionsWhile ?? []).filter((r) => holds(s, o, r.when)).map((r) => r.restriction),
    ...gearsOn(s, o).flatMap((g) => top(g).def.crossedRestrictions ?? []),
    ...survivorsSharing(s, o).flatMap((x) => top(x).def.survivorRestrictions ?? []),
  ];
}

/** Whose text a restriction comes from, for the refusal. */
export function saysWho(s: DmState, o: BzObject, r: DmRestriction): string {
  if (top(o).def.restrictions.includes(r)) return "its own text says so";
  if (top(o).def.restrictionsWhile?.some((x) => x.restriction === r))
    return "its own text says so while its condition holds";
  const gear = gearsOn(s, o).find((g) => top(g).def.crossedRestrictions?.includes(r));
  if (gear) return `the Cross Gear ${objName(gear)} crossed with it says so`;
  const survivor = survivorsSharing(s, o).find((x) => top(x).def.survivorRestrictions?.includes(r));
  return survivor
    ? `it is a Survivor and has the Survivor ability of ${objName(survivor)}`
    : "its own text says so";
}

/** Why `b` can't block the attack of `att` (507.1a), or null when it can. */
export function blockRefusal(
  s: DmState,
  att: BzObject,
  b: BzObject,
  target: BzObject | "player",
  defender: PlayerId,
): string | null {
  const def = top(att).def;
  if (controllerOf(s, b) !== defender || !isCreature(b) || !keywordsOf(s, b).blocker || b.tapped)
    return `${objName(b)} is not an untapped blocker of player ${defender}.`;
  if (!canBlock(s, b, att))
    return `${objName(b)} is a blocker only for some creatures, and ${objName(att)} is not one of them (its own text says so).`;
  if (restrictionsOf(s, att).includes("cantBeBlocked"))
    return `${objName(att)} can't be blocked (${saysWho(s, att, "cantBeBlocked")}).`;
  if (keywordsOf(s, att).unblockable)
    return `${objName(att)} can't be blocked (an effect of this turn or another creature's static ability says so).`;
  if (target !== "player" && def.unblockableAttackingCreature)
    return `${objName(att)} is attacking a creature, and while it does it can't be blocked (its own text says so).`;
  const f = def.unblockableBy;
  if (
    f &&
    (f.maxPower === undefined || powerOf(s, b) <= f.maxPower) &&
    (f.minPower === undefined || powerOf(s, b) >= f.minPower) &&
    (f.civilizations === undefined || civilizationsOf(b).some((c) => f.civilizations!.includes(c as never)))
  )
    return `${objName(att)} can't be blocked by ${objName(b)} (its own text says so).`;
  const stealth = def.stealth;
  if (stealth && s.players[defender]!.mana.some((c) => c.def.civilizations.includes(stealth)))
    return `${objName(att)} has ${stealth} Stealth and player ${defender} has a ${stealth.toLowerCase()} card in the mana zone, so it can't be blocked.`;
  return null;
}

/**
 * The blocker of an attack: the one the script names, or a creature that blocks if able when
 * one can (its player chooses among several). Naming another blocker while one that must block
 * can is refused (507.1a).
 */
export function forcedBlocker(
  s: DmState,
  ctx: EffectContext,
  att: BzObject,
  target: BzObject | "player",
  defender: PlayerId,
  named: BzObject | undefined,
): BzObject | undefined {
  const forced = s.players[defender]!.battle.filter(
    (b) => isCreature(b) && top(b).def.blocksIfAble && blockRefusal(s, att, b, target, defender) === null,
  );
  if (named) {
    if (forced.length > 0 && !forced.includes(named))
      throw new RulesError(
        `${objName(forced[0]!)} blocks if able and can block ${objName(att)}, so player ${defender} must block with it, not with ${objName(named)} (507.1a).`,
      );
    return named;
  }
  if (forced.length === 0) return undefined;
  let chosen = forced[0]!;
  if (forced.length > 1) {
    const [id] = ctx.choose({
      kind: "target",
      player: defender,
      prompt: `Player ${defender}: which of your creatures that block if able blocks ${objName(att)}?`,
      options: forced.map((b) => ({ id: top(b).code, label: objName(b) })),
      min: 1,
      max: 1,
    });
    chosen = forced.find((b) => top(b).code === id) ?? chosen;
  }
  ctx.note(`${objName(chosen)} blocks if able and can block ${objName(att)}, so it blocks (507.1a)`);
  return chosen;
}

/** Whether `o` could still be declared as an attacker this turn (506.1a). */
function ableToAttack(s: DmState, o: BzObject): boolean {
  if (!isCreature(o) || o.tapped || (o.sick && !keywordsOf(s, o).speedAttacker)) return false;
  const says = restrictionsOf(s, o);
  if (says.includes("cantAttack")) return false;
  if (!says.includes("cantAttackPlayers")) return true;
  if (says.includes("cantAttackCreatures")) return false;
  const foe = opponentOf(s, controllerOf(s, o));
  return s.players[foe]!.battle.some(
    (x) => isCreature(x) && x.tapped && !restrictionsOf(s, x).includes("cantBeAttacked"),
  );
}

/** Refuses to end the turn while a creature that attacks each turn if able still can (506.1b). */
export function mustStillAttack(s: DmState, player: PlayerId): void {
  const idle = s.players[player]!.battle.find((o) => top(o).def.attacksIfAble && ableToAttack(s, o));
  if (idle)
    throw new RulesError(
      `${objName(idle)} attacks each turn if able and is still able to attack, so player ${player} must attack with it before ending the turn (506.1b).`,
    );
}
