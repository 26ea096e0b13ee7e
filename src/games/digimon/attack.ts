/**
 * The timings of an attack after its declaration (11-1-3): block timing (12), confirming
 * whether the attack succeeds (11-5), battles (14), security checks (13) with [Security]
 * effects activating at once (15-16-10-2), and the end of the attack (11-6). The kernel calls
 * this whenever nothing is pending, so each timing starts only after the previous one's
 * effects are resolved (11-1-4). [Counter] effects are not modelled.
 */
import type { EffectContext } from "../../engine/types.ts";
import type { Ability } from "./ability.ts";
import {
  type OpScope,
  deletePermanents,
  deletionWords,
  optionId,
  placeOnField,
  playByEffectBlocker,
  runOp,
  suspendPermanent,
} from "./ops.ts";
import {
  type AttackState,
  type CardInst,
  type DigimonState,
  type Permanent,
  cardName,
  dpOf,
  findPermanent,
  opponentOf,
  permName,
  top,
} from "./state.ts";
import { UNKNOWN_CARD } from "./cards/generic.ts";
import { forbidden, hasKeyword, securityDp } from "./continuous.ts";

type Step = { player: string | null; card: string | null; text: string; rule: string | null };

function blockTiming(s: DigimonState, a: AttackState, ctx: EffectContext): Step | null {
  const attacker = findPermanent(s, a.attacker);
  const defender = opponentOf(s, a.player);
  const blockers = s.players[defender]!.battle.filter(
    (p) =>
      hasKeyword(s, p, "blocker") &&
      !p.suspended &&
      p.pid !== a.target &&
      top(p).def.category === "Digimon" &&
      !forbidden(s, p, "block") &&
      !(attacker && forbidden(s, attacker, "beBlocked", p)),
  );
  if (!attacker || attacker.unblockable || blockers.length === 0) return null;
  const [pick] = ctx.choose({
    kind: "target",
    player: defender,
    prompt: `Player ${defender}: block ${permName(attacker)}'s attack?`,
    options: [
      { id: "none", label: "don't block" },
      ...blockers.map((p) => ({ id: String(p.pid), label: `block with ${permName(p)}`, card: optionId(p) })),
    ],
    min: 1,
    max: 1,
  });
  const blocker = blockers.find((p) => String(p.pid) === pick);
  if (!blocker)
    return { player: defender, card: null, text: `Player ${defender} does not block.`, rule: "12-1-7" };
  suspendPermanent(ctx, blocker);
  a.target = blocker.pid;
  ctx.emit({ kind: "blocked", pid: blocker.pid });
  return {
    player: defender,
    card: top(blocker).code,
    text: `Player ${defender} suspends ${permName(blocker)} to block: it becomes the attack target.`,
    rule: "12-1-7-1",
  };
}

function battle(s: DigimonState, ctx: EffectContext, attacker: Permanent, other: Permanent): string {
  const a = dpOf(s, attacker) ?? 0;
  const d = dpOf(s, other) ?? 0;
  const losers = a > d ? [other] : a < d ? [attacker] : [attacker, other];
  const before = `${permName(attacker)} (${a} DP) battles ${permName(other)} (${d} DP)`;
  const names = new Map(losers.map((p) => [p, permName(p)]));
  const gone = deletePermanents(s, ctx, losers, false);
  return `${before}: ${losers.length > 1 ? "both lose" : `${names.get(losers[0]!)} loses`}; ${deletionWords(names, gone).join("; ")}`;
}

function runSecurityEffect(s: DigimonState, ctx: EffectContext, card: CardInst, ability: Ability): string[] {
  const me = card.owner;
  const sc: OpScope = { s, ctx, me, forCard: card.code };
  return ability.ops.flatMap((op) => {
    if (op.op === "activateMain") {
      const main = card.def.abilities.find((x) => x.timing === "main");
      return main ? main.ops.flatMap((o) => runOp(sc, o)) : [];
    }
    if (op.op === "playSelf") {
      const blocker = playByEffectBlocker(s);
      if (blocker)
        return [`${cardName(card)} cannot be played: ${permName(blocker)} forbids playing by effects`];
      placeOnField(s, ctx, card, me, true);
      return [`${cardName(card)} is played without paying its cost`];
    }
    return runOp(sc, op);
  });
}

function securityCheck(s: DigimonState, a: AttackState, ctx: EffectContext): Step {
  const defender = opponentOf(s, a.player);
  const card = s.players[defender]!.security.shift()!;
  card.epoch += 1;
  a.checked = card;
  a.stage = "checked";
  ctx.emit({ kind: "securityRemoved", player: defender });
  const shown = card.code === UNKNOWN_CARD ? "an unknown card" : cardName(card);
  const security = card.def.security[0];
  if (!security)
    return {
      player: a.player,
      card: card.code,
      text: `Security check: ${shown} is revealed from player ${defender}'s security stack.`,
      rule: "13-1-8-1-1",
    };
  const done = runSecurityEffect(s, ctx, card, security);
  return {
    player: defender,
    card: card.code,
    text: `Security check: ${shown} is revealed from player ${defender}'s security stack, and its [Security] effect activates at once: ${done.join("; ")}.`,
    rule: "15-16-10-2",
  };
}

function afterCheck(
  s: DigimonState,
  a: AttackState,
  ctx: EffectContext,
  attacker: Permanent | undefined,
): Step | null {
  const card = a.checked!;
  if (a.stage === "checked" && card.def.category === "Digimon" && attacker) {
    a.stage = "battled";
    const mine = dpOf(s, attacker) ?? 0;
    const theirs = securityDp(s, card);
    const lost = mine <= theirs;
    if (lost) deletePermanents(s, ctx, [attacker], false);
    return {
      player: a.player,
      card: card.code,
      text: `${permName(attacker)} (${mine} DP) battles the Security Digimon ${cardName(card)} (${theirs} DP): ${lost ? `${permName(attacker)} is deleted` : "the Security Digimon loses, and Security Digimon are not deleted"}.`,
      rule: "13-1-8-3-1",
    };
  }
  a.stage = "over";
  const ps = s.players[card.owner]!;
  const onField = ps.battle.some((p) => p.stack.includes(card));
  if (!onField && !ps.trash.includes(card) && !ps.hand.includes(card)) {
    card.epoch += 1;
    ps.trash.push(card);
    ctx.note(
      `${card.code === UNKNOWN_CARD ? "the checked card" : cardName(card)} goes to the trash (13-1-8-4)`,
    );
  }
  return endOfAttack(s, a);
}

function endOfAttack(s: DigimonState, a: AttackState): Step {
  a.stage = "over";
  s.attack = undefined;
  return { player: a.player, card: null, text: "The attack ends.", rule: "11-6-1" };
}

/** The next timing of the attack in progress, or null when there is none. */
export function continueAttack(s: DigimonState, ctx: EffectContext): Step | null {
  const a = s.attack;
  if (!a || s.outcome) return null;
  const attacker = findPermanent(s, a.attacker);
  if (a.stage === "declared") {
    a.stage = "blocked";
    const block = blockTiming(s, a, ctx);
    if (block) return block;
  }
  if (a.stage === "blocked") {
    if (!attacker) {
      a.stage = "over";
      return {
        player: a.player,
        card: null,
        text: "The attacking Digimon left the battle area, so the attack does not succeed and ends.",
        rule: "11-5-1-4",
      };
    }
    if (a.target !== "player") {
      const target = findPermanent(s, a.target);
      a.stage = "battled";
      if (!target)
        return {
          player: a.player,
          card: null,
          text: "The attack target left the battle area, so the attack fails.",
          rule: "11-2-6",
        };
      const text = battle(s, ctx, attacker, target);
      return { player: a.player, card: top(attacker).code, text: `Battle: ${text}.`, rule: "14-2-2" };
    }
    const defender = opponentOf(s, a.player);
    if (s.players[defender]!.security.length === 0) {
      s.outcome = `Player ${a.player} wins: the attack on player ${defender} succeeded with no security cards left (11-5-1-2-1).`;
      a.stage = "over";
      return { player: a.player, card: top(attacker).code, text: s.outcome, rule: "11-5-1-2-1" };
    }
    return securityCheck(s, a, ctx);
  }
  if (a.stage === "checked" || (a.stage === "battled" && a.checked)) return afterCheck(s, a, ctx, attacker);
  if (a.stage === "battled" || a.stage === "over") return endOfAttack(s, a);
  return null;
}
