/**
 * Keywords that let a Digimon attack at the end of your turn, trigger-type effects (15-8-3)
 * of the End of Your Turn timing: <Vortex> (16-33) attacks an opponent's Digimon, even on the
 * turn it was played; <Execute> (16-38) may attack a player or any of the opponent's Digimon,
 * unsuspended ones too, and is deleted at the end of that attack; <Engage> (16-44) attacks as
 * any attack does; <Overclock> (16-34), by deleting 1 of your other specified Digimon, attacks a
 * player without suspending. The attack goes on once the effects are resolved (11-1-4).
 */
import type { EffectContext } from "../../../engine/types.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import type { Keyword } from "../model/index.ts";
import { hasKeyword, keywordsOf, sameTrait, isDigimon } from "../derive/index.ts";
import { optionId, suspendPermanent, deletePermanents, isToken } from "../ops/index.ts";
import {
  type AttackState,
  type DigimonState,
  type Permanent,
  opponentOf,
  permName,
  top,
} from "../state/state.ts";
import { recordEvent } from "../state/events.ts";

export const END_TURN_ATTACKS = [
  "vortex",
  "execute",
  "engage",
  "overclock",
] as const satisfies readonly Keyword[];
export type EndTurnAttack = (typeof END_TURN_ATTACKS)[number];

const RULE: Record<EndTurnAttack, string> = {
  vortex: "16-33-1",
  execute: "16-38-1",
  engage: "16-44-1",
  overclock: "16-34-1",
};
const NAME: Record<EndTurnAttack, string> = {
  vortex: "<Vortex>",
  execute: "<Execute>",
  engage: "<Engage>",
  overclock: "<Overclock>",
};

/** <Overclock ([X] trait)>: the trait of the other Digimon it may delete; null when not understood. */
export function overclockTrait(param: string | undefined): string | null {
  return /^\[([^\]]+)\] trait$/i.exec(param?.trim() ?? "")?.[1] ?? null;
}

export function isEndTurnAttack(k: Keyword): k is EndTurnAttack {
  return (END_TURN_ATTACKS as readonly Keyword[]).includes(k);
}

/** The keywords of this kind the Digimon has now, each one trigger. */
export function endTurnAttacksOf(s: DigimonState, p: Permanent): EndTurnAttack[] {
  return END_TURN_ATTACKS.filter((k) => hasKeyword(s, p, k));
}

/** Why the Digimon can't attack with this keyword now, or null. */
function cannotAttack(s: DigimonState, me: string, self: Permanent, k: EndTurnAttack): string | null {
  if (s.attack) return "an attack is already in progress, so no new attack can be declared (11-2-4)";
  if (s.turn !== me) return "only the turn player can attack (11-1-2)";
  if (!isDigimon(s, self)) return `${permName(self)} is not a Digimon`;
  if (self.suspended) return `${permName(self)} is suspended, so it can't attack (11-2-5)`;
  if (k !== "vortex" && self.since > 0 && !hasKeyword(s, self, "rush"))
    return `${permName(self)} was played this turn, so it can't attack (7-1-2-1)`;
  return null;
}

export function endTurnAttack(
  s: DigimonState,
  ctx: EffectContext,
  me: string,
  self: Permanent,
  k: EndTurnAttack,
): { text: string; rule: string } {
  const head = `Player ${me} activates ${permName(self)}'s ${NAME[k]}`;
  const rule = RULE[k];
  if (k === "overclock") return overclock(s, ctx, me, self, head);
  const why = cannotAttack(s, me, self, k);
  if (why) return { text: `${head}, but ${why}.`, rule };
  const them = opponentOf(s, me);
  const theirs = s.players[them]!.battle.filter((p) => isDigimon(s, p));
  // Only <Execute> also lets an unsuspended Digimon be attacked (16-38-1, 11-2-7-1).
  const targets = k === "execute" ? theirs : theirs.filter((p) => p.suspended);
  const player = k !== "vortex";
  if (targets.length === 0 && !player)
    return {
      text: `${head}, but player ${them} has no suspended Digimon to attack (16-33-1, 11-2-7-1).`,
      rule,
    };
  if (!askYesNo(ctx, me, `Player ${me}: attack with ${permName(self)} (${NAME[k]})?`, top(self).code))
    return { text: `${head}, and chooses not to attack.`, rule: k === "execute" ? "16-38-3" : rule };
  const [pick] = ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: choose what ${permName(self)} attacks (${NAME[k]})`,
    options: [
      ...(player ? [{ id: "player", label: `player ${them}` }] : []),
      ...targets.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    ],
    min: 1,
    max: 1,
    forCard: top(self).code,
  });
  const target = targets.find((p) => String(p.pid) === pick) ?? (player ? undefined : targets[0]!);
  suspendPermanent(ctx, self);
  const attack: AttackState = {
    attacker: self.pid,
    target: target ? target.pid : "player",
    player: me,
    stage: "declared",
  };
  if (k === "execute") attack.deleteAtEnd = top(self).code;
  s.attack = attack;
  recordEvent(ctx, {
    kind: "attacking",
    pid: self.pid,
    player: me,
    target: target ? "digimon" : "player",
    ...(target ? { targetPid: target.pid } : {}),
  });
  const what = target
    ? `${permName(target)}${target.suspended ? "" : ", which is unsuspended"}`
    : `player ${them}`;
  const after = k === "execute" ? "; it will be deleted at the end of the attack (16-38-4)" : "";
  return {
    text: `${head}: ${permName(self)} suspends and attacks ${what} (${rule}, 11-2-8-1)${after}.`,
    rule,
  };
}

/**
 * 16-34: deleting the other Digimon is an optional cost (16-34-3); once paid, the attack on the
 * player is mandatory and does not suspend (Q3185: even a Digimon that can't suspend attacks).
 */
function overclock(
  s: DigimonState,
  ctx: EffectContext,
  me: string,
  self: Permanent,
  head: string,
): { text: string; rule: string } {
  const trait = overclockTrait(keywordsOf(s, self).find((h) => h.keyword === "overclock")?.param);
  if (s.attack) return { text: `${head}, but an attack is already in progress (11-2-4).`, rule: "11-2-4" };
  if (s.turn !== me)
    return { text: `${head}, but only the turn player can attack (11-1-2).`, rule: "11-1-2" };
  if (self.since > 0 && !hasKeyword(s, self, "rush"))
    return {
      text: `${head}, but ${permName(self)} was played this turn, so it can't attack (7-1-2-1).`,
      rule: "7-1-2-1",
    };
  // "1 of your Tokens or 1 of your other specified Digimon" (16-34-1): any Token, whatever its traits.
  const others = s.players[me]!.battle.filter(
    (p) =>
      p !== self &&
      (isToken(top(p)) ||
        (isDigimon(s, p) && trait !== null && top(p).def.traits.some((t) => sameTrait(t, trait)))),
  );
  const what = `Token or other [${trait ?? "?"}] trait Digimon`;
  if (others.length === 0)
    return { text: `${head}, but player ${me} has no ${what} to delete.`, rule: "16-34-3" };
  const [id] = ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: delete 1 of your Tokens or other [${trait}] trait Digimon for <Overclock>, or none`,
    options: others.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: 0,
    max: 1,
    forCard: top(self).code,
  });
  const victim = others.find((p) => String(p.pid) === id);
  if (!victim) return { text: `${head}, and chooses not to delete a Digimon (16-34-3).`, rule: "16-34-3" };
  const name = permName(victim);
  const gone = deletePermanents(s, ctx, [victim], false, { effectOf: me });
  if (gone.length === 0)
    return {
      text: `${head}: ${name} would be deleted, but an immediate-type effect keeps it, so there is no attack.`,
      rule: "16-34-3",
    };
  if (!s.players[me]!.battle.includes(self))
    return {
      text: `${head}: ${name} is deleted, but ${permName(self)} has left the battle area.`,
      rule: "16-34-1",
    };
  s.attack = { attacker: self.pid, target: "player", player: me, stage: "declared" };
  recordEvent(ctx, { kind: "attacking", pid: self.pid, player: me, target: "player" });
  return {
    text: `${head}: ${name} is deleted, and ${permName(self)} attacks player ${opponentOf(s, me)} without suspending (16-34-1).`,
    rule: "16-34-1",
  };
}

/** <Execute>'s pending deletion at the end of its attack (16-38-4, 18-1). */
export function executeDeletion(
  s: DigimonState,
  ctx: EffectContext,
  a: AttackState,
  self: Permanent,
): string {
  const name = permName(self);
  const gone = deletePermanents(s, ctx, [self], false, { effectOf: a.player });
  return gone.length
    ? ` ${name} is deleted by <Execute> (16-38-4).`
    : ` ${name} would be deleted by <Execute>, but an immediate-type effect keeps it (16-38-4).`;
}
