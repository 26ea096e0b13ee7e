/**
 * The timings of an attack after its declaration (11-1-3): counter timing (11-3, counter.ts),
 * block timing (12), confirming whether the attack succeeds (11-5), battles (14), security
 * checks (13) with [Security] effects activating at once (15-16-10-2), and the end of the
 * attack (11-6). The kernel calls this whenever nothing is pending, so each timing starts only
 * after the previous one's effects are resolved (11-1-4).
 */
import type { EffectContext } from "../../../engine/types.ts";
import type { Ability } from "../model/index.ts";
import {
  optionId,
  placeOnField,
  playByEffectBlocker,
  suspendPermanent,
  newScope,
  deletePermanents,
  deletionWords,
  restricted,
  endOfBattleStep,
  securityDigimonDp,
  linkHolder,
  unknownOrder,
} from "../ops/index.ts";
import {
  type AttackState,
  type CardInst,
  type DigimonState,
  type Permanent,
  cardName,
  findPermanent,
  isFaceUp,
  opponentOf,
  ownerOf,
  permName,
  top,
} from "../state/state.ts";
import {
  dpOf,
  hasKeyword,
  securityChecksOf,
  forbidden,
  securityDpDelta,
  isDigimon,
} from "../derive/index.ts";
import { UNKNOWN_CARD } from "../model/cards/generic.ts";
import { executeDeletion } from "../keywords/index.ts";
import { recordEvent } from "../state/events.ts";
import { counterTiming } from "./counter.ts";

type Step = { player: string | null; card: string | null; text: string; rule: string | null };

function blockTiming(s: DigimonState, a: AttackState, ctx: EffectContext): Step | null {
  const attacker = findPermanent(s, a.attacker);
  const defender = opponentOf(s, a.player);
  // <Collision> (16-30-1): all of the opponent's Digimon gain <Blocker>, and they must block if they can.
  const collision = attacker !== undefined && hasKeyword(s, attacker, "collision");
  const blockers = s.players[defender]!.battle.filter(
    (p) =>
      (collision || hasKeyword(s, p, "blocker")) &&
      !p.suspended &&
      p.pid !== a.target &&
      isDigimon(s, p) &&
      !forbidden(s, p, "block") &&
      !(attacker && forbidden(s, attacker, "beBlocked", p)) &&
      !restricted(p, "block"),
  );
  if (!attacker || attacker.unblockable || blockers.length === 0) return null;
  const [pick] = ctx.choose({
    kind: "target",
    player: defender,
    prompt: collision
      ? `Player ${defender}: ${permName(attacker)} has <Collision>, so you must block: with which Digimon?`
      : `Player ${defender}: block ${permName(attacker)}'s attack?`,
    options: [
      ...(collision ? [] : [{ id: "none", label: "don't block" }]),
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
  recordEvent(ctx, { kind: "blocked", pid: blocker.pid, attacker: a.attacker });
  recordEvent(ctx, { kind: "targetSwitched", attacker: a.attacker, player: a.player });
  return {
    player: defender,
    card: top(blocker).code,
    text: `Player ${defender} suspends ${permName(blocker)} to block: it becomes the attack target.${collision ? ` (<Collision> gives it <Blocker> and forces the block, 16-30-1.)` : ""}`,
    rule: collision ? "16-30-1" : "12-1-7-1",
  };
}

/** What a battle compares: DP, or the digivolution cards when either has <Iceclad> (16-35). */
function strength(s: DigimonState, p: Permanent, iceclad: boolean): number {
  return iceclad ? p.stack.length - 1 : (dpOf(s, p) ?? 0);
}

function battle(
  s: DigimonState,
  ctx: EffectContext,
  a: AttackState,
  attacker: Permanent,
  other: Permanent,
): Step {
  const iceclad = hasKeyword(s, attacker, "iceclad") || hasKeyword(s, other, "iceclad");
  const x = strength(s, attacker, iceclad);
  const y = strength(s, other, iceclad);
  const losers = x > y ? [other] : x < y ? [attacker] : [attacker, other];
  const unit = iceclad ? " digivolution cards" : " DP";
  const before = `${permName(attacker)} (${x}${unit}) battles ${permName(other)} (${y}${unit})`;
  const names = new Map(losers.map((p) => [p, permName(p)]));
  const piercing = hasKeyword(s, attacker, "piercing");
  const cause = {
    battle: new Map<Permanent, Permanent | "security">([
      [attacker, other],
      [other, attacker],
    ]),
  };
  const gone = deletePermanents(s, ctx, losers, false, cause);
  // The winner wins even when an effect keeps the loser on the field (official Q&A on "wins a battle").
  const winner = losers.length === 1 ? (losers[0] === other ? attacker : other) : undefined;
  if (winner && findPermanent(s, winner.pid))
    recordEvent(ctx, { kind: "battleWon", pid: winner.pid, player: ownerOf(winner) });
  // <Piercing> triggers when the opponent's Digimon is deleted in battle; its check waits (16-7-4).
  if (piercing && gone.includes(other) && ownerOf(other) !== a.player) a.piercing = true;
  const outcome = `${losers.length > 1 ? "both lose" : `${names.get(losers[0]!)} loses`}; ${deletionWords(names, gone).join("; ")}`;
  return {
    player: a.player,
    card: top(attacker).code,
    text: `Battle: ${before}${iceclad ? ", comparing digivolution cards instead of DP because of <Iceclad>" : ""}: ${outcome}.`,
    rule: iceclad ? "16-35-4" : "14-2-2",
  };
}

function runSecurityEffect(s: DigimonState, ctx: EffectContext, card: CardInst, ability: Ability): string[] {
  const me = card.owner;
  const sc = newScope({ s, ctx, me, forCard: card.code, usedCard: card });
  return ability.ops.flatMap((op) => {
    if (op.op === "activateMain") {
      const main = card.def.abilities.find((x) => x.timing === "main");
      return main ? main.ops.flatMap((o) => sc.run(o)) : [];
    }
    if (op.op === "playSelfAfterBattle") {
      if (s.attack?.checked === card && card.def.category === "Digimon") s.attack.playAfterBattle = true;
      return [`${cardName(card)} will be played at the end of its battle`];
    }
    if (op.op === "playSelf") {
      const blocker = playByEffectBlocker(s);
      if (blocker)
        return [`${cardName(card)} cannot be played: ${permName(blocker)} forbids playing by effects`];
      placeOnField(s, ctx, card, me, true);
      return [`${cardName(card)} is played without paying its cost`];
    }
    return sc.run(op);
  });
}

/** Reveals the next security card (13-1-8-1); its [Security] effect activates at once. */
function securityCheck(s: DigimonState, a: AttackState, ctx: EffectContext, why = ""): Step {
  const defender = opponentOf(s, a.player);
  const card = s.players[defender]!.security.shift()!;
  const order = unknownOrder(s, defender, [card]);
  // Face up in the stack before the check moves it (3-7-4): "checks a face-up security card".
  const faceUp = isFaceUp(card);
  card.epoch += 1;
  a.checked = card;
  a.checkedFaceUp = faceUp;
  a.stage = "checked";
  a.checks = (a.checks ?? 0) + 1;
  recordEvent(ctx, { kind: "securityRemoved", player: defender });
  // What the check sets off is resolved before any battle with the card (13-1-8-2-1).
  recordEvent(ctx, {
    kind: "securityChecked",
    player: defender,
    card,
    by: a.attacker,
    ...(faceUp ? { faceUp } : {}),
  });
  const shown = card.code === UNKNOWN_CARD ? "an unknown card" : cardName(card);
  const security = card.def.security[0];
  if (!security)
    return {
      player: a.player,
      card: card.code,
      text: `${why}Security check: ${shown} is revealed from player ${defender}'s security stack${order}.`,
      rule: "13-1-8-1-1",
    };
  // "This Digimon doesn't activate [Security] effects on [Option] cards it checks": revealed, and no more.
  const attacker = findPermanent(s, a.attacker);
  const option = card.def.category === "Option";
  const quiet = attacker
    ? forbidden(s, attacker, option ? "activateOptionSecurity" : "activateCheckedSecurity")
    : null;
  if (attacker && quiet)
    return {
      player: a.player,
      card: card.code,
      text: `${why}Security check: ${shown} is revealed from player ${defender}'s security stack${order}; its [Security] effect does not activate, as ${permName(attacker)} doesn't activate [Security] effects on ${option ? "Option cards" : "the cards"} it checks (an effect of ${quiet}).`,
      rule: "13-1-8-1-1",
    };
  const done = runSecurityEffect(s, ctx, card, security);
  return {
    player: defender,
    card: card.code,
    text: `${why}Security check: ${shown} is revealed from player ${defender}'s security stack${order}, and its [Security] effect activates at once: ${done.join("; ")}.`,
    rule: "15-16-10-2",
  };
}

/** The battle with a Security Digimon (13-1-8-3): the attacker may be deleted, the Security Digimon never. */
function securityBattle(s: DigimonState, a: AttackState, ctx: EffectContext, attacker: Permanent): Step {
  const card = a.checked!;
  a.stage = "battled";
  const mine = dpOf(s, attacker) ?? 0;
  const theirs = Math.max(0, securityDigimonDp(s, card) + securityDpDelta(s, card));
  const lost = mine <= theirs;
  const name = permName(attacker);
  const base = `${name} (${mine} DP) battles the Security Digimon ${cardName(card)} (${theirs} DP)`;
  if (!lost) recordEvent(ctx, { kind: "battleWon", pid: attacker.pid, player: a.player });
  if (!lost)
    return {
      player: a.player,
      card: card.code,
      text: `${base}: the Security Digimon loses, and Security Digimon are not deleted.`,
      rule: "13-1-8-3-1",
    };
  if (hasKeyword(s, attacker, "jamming"))
    return {
      player: a.player,
      card: card.code,
      text: `${base}: ${name} loses, but it has <Jamming>, so it is not deleted by a battle with a Security Digimon.`,
      rule: "16-9-1",
    };
  const gone = deletePermanents(s, ctx, [attacker], false, { battle: new Map([[attacker, "security"]]) });
  return {
    player: a.player,
    card: card.code,
    text: `${base}: ${gone.length ? `${name} is deleted` : `${name} loses; ${deletionWords(new Map([[attacker, name]]), gone).join("; ")}`}.`,
    rule: "13-1-8-3-1",
  };
}

/**
 * "At the end of the battle, play this card": the Security Digimon is played once its battle
 * is over, whoever won (14-2-5). Without a battle (the attacker left) that moment never comes.
 */
function endOfBattlePlay(s: DigimonState, a: AttackState, ctx: EffectContext): Step {
  a.playAfterBattle = false;
  const card = a.checked!;
  const blocker = playByEffectBlocker(s);
  const text = blocker
    ? `At the end of the battle, ${cardName(card)} can't be played: ${permName(blocker)} forbids playing by effects.`
    : `At the end of the battle, the Security Digimon ${cardName(card)} is played without paying its cost.`;
  if (!blocker) placeOnField(s, ctx, card, card.owner, true);
  return { player: card.owner, card: card.code, text, rule: "14-2-5" };
}

/** The checked card goes to the trash (13-1-8-4), then the next check if the attacker has one left (13-1-8-5). */
function afterCheck(
  s: DigimonState,
  a: AttackState,
  ctx: EffectContext,
  attacker: Permanent | undefined,
): Step {
  const card = a.checked!;
  a.checked = undefined;
  const ps = s.players[card.owner]!;
  const onField = ps.battle.some((p) => p.stack.includes(card));
  const placed =
    ps.trash.includes(card) || ps.hand.includes(card) || ps.security.includes(card) || !!linkHolder(s, card);
  if (!onField && !placed) {
    card.epoch += 1;
    ps.trash.push(card);
    ctx.note(
      `${card.code === UNKNOWN_CARD ? "the checked card" : cardName(card)} goes to the trash (13-1-8-4)`,
    );
  }
  const defender = opponentOf(s, a.player);
  if (attacker && (a.checks ?? 0) < securityChecksOf(s, attacker) && s.players[defender]!.security.length > 0)
    return securityCheck(
      s,
      a,
      ctx,
      `${permName(attacker)} can check more cards (<Security A.>, 16-4-1), so it checks again (13-1-8-5). `,
    );
  return endOfAttack(s, a, ctx);
}

/** The end of the attack arrives (11-6-1): [End of Attack] effects trigger and resolve before it ends (11-6-2). */
function endOfAttack(s: DigimonState, a: AttackState, ctx: EffectContext): Step {
  a.stage = "ended";
  const attacker = findPermanent(s, a.attacker);
  if (attacker) recordEvent(ctx, { kind: "endOfAttack", pid: a.attacker, player: a.player });
  const executed = attacker && a.deleteAtEnd ? executeDeletion(s, ctx, a, attacker) : "";
  return { player: a.player, card: null, text: `The attack ends.${executed}`, rule: "11-6-1" };
}

/** The confirmation of an attack on the player (11-5-1-1, 11-5-1-2). */
function attackOnPlayer(s: DigimonState, a: AttackState, ctx: EffectContext, attacker: Permanent): Step {
  const defender = opponentOf(s, a.player);
  const checks = securityChecksOf(s, attacker);
  if (checks === 0) {
    a.stage = "battled";
    return {
      player: a.player,
      card: top(attacker).code,
      text: `${permName(attacker)} can check no security cards (<Security A.> brings its checks to 0), so the attack checks nothing${s.players[defender]!.security.length === 0 ? " and does not win the game" : ""}.`,
      rule: s.players[defender]!.security.length === 0 ? "11-5-1-2-1" : "16-4-4",
    };
  }
  if (s.players[defender]!.security.length === 0) {
    s.outcome = `Player ${a.player} wins: the attack on player ${defender} succeeded with no security cards left (11-5-1-2-1).`;
    a.stage = "over";
    return { player: a.player, card: top(attacker).code, text: s.outcome, rule: "11-5-1-2-1" };
  }
  return securityCheck(s, a, ctx);
}

/** <Piercing>'s security check, just before the end of the attack (16-7-4, 16-7-6). */
function piercingCheck(
  s: DigimonState,
  a: AttackState,
  ctx: EffectContext,
  attacker: Permanent | undefined,
): Step {
  a.piercing = false;
  const defender = opponentOf(s, a.player);
  if (!attacker)
    return {
      player: a.player,
      card: null,
      text: "<Piercing> is processed, but the attacking Digimon is no longer in the battle area, so no security check is possible.",
      rule: "16-7-6",
    };
  const why = `${permName(attacker)}'s <Piercing> is processed before the end of the attack: it checks security. `;
  if (securityChecksOf(s, attacker) === 0 || s.players[defender]!.security.length === 0)
    return {
      player: a.player,
      card: top(attacker).code,
      text: `${why}It checks no cards: ${s.players[defender]!.security.length === 0 ? `player ${defender} has no security cards` : "<Security A.> brings its checks to 0"}.`,
      rule: "16-7-4",
    };
  return securityCheck(s, a, ctx, why);
}

/** The next timing of the attack in progress, or null when there is none. */
export function continueAttack(s: DigimonState, ctx: EffectContext): Step | null {
  const a = s.attack;
  if (!a || s.outcome) return null;
  const attacker = findPermanent(s, a.attacker);
  if (a.stage === "untargeted") {
    // The declaration's effects are resolved; the question stops there.
    s.attack = undefined;
    return null;
  }
  if (a.stage === "ended") {
    clearAttackMods(s);
    s.attack = undefined;
    return null;
  }
  if (a.stage === "declared") {
    a.stage = "countered";
    const counter = counterTiming(s, a, ctx);
    if (counter) return counter;
  }
  if (a.stage === "countered") {
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
      return battle(s, ctx, a, attacker, target);
    }
    return attackOnPlayer(s, a, ctx, attacker);
  }
  if (a.stage === "checked") {
    // A checked card its own effect played is no longer a Security Digimon: no battle (13-1-7).
    const played = s.players[a.checked!.owner]!.battle.some((p) => p.stack.includes(a.checked!));
    if (attacker && a.checked!.def.category === "Digimon" && !played)
      return securityBattle(s, a, ctx, attacker);
    a.playAfterBattle = false;
    if (a.endOfBattle?.length)
      ctx.note(
        "no battle took place, so what the [Security] effect left for the end of the battle never happens",
      );
    a.endOfBattle = undefined;
    a.stage = "battled";
  }
  if (a.stage === "battled" && a.checked && a.playAfterBattle) return endOfBattlePlay(s, a, ctx);
  const later = a.stage === "battled" && a.checked ? endOfBattleStep(s, a, ctx) : null;
  if (later) return later;
  if (a.stage === "battled" && a.checked) return afterCheck(s, a, ctx, attacker);
  if (a.stage === "battled" && a.piercing) return piercingCheck(s, a, ctx, attacker);
  if (a.stage === "battled" || a.stage === "over") return endOfAttack(s, a, ctx);
  return null;
}

/** What lasted "for the attack" ends with it (<Alliance>, 16-24-1). */
export function clearAttackMods(s: DigimonState): void {
  for (const id of s.order)
    for (const p of s.players[id]!.battle) {
      p.dpMods = p.dpMods.filter((m) => !m.attack);
      if (p.granted) p.granted = p.granted.filter((g) => !g.attack);
    }
}
