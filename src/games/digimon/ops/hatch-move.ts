/**
 * Hatching a Digi-Egg (4-18) and moving a Digimon from the breeding area to the battle area
 * (4-17): the breeding-phase actions (6-4-1), and what effects that hatch or move do.
 */
import type { EffectContext } from "../../../engine/types.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  cardName,
  permName,
  top,
} from "../state/state.ts";
import { newPermanent } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import type { Op } from "../model/index.ts";
import { permanentMatches, playBanWhy } from "../derive/index.ts";
import type { OpScope } from "./scope.ts";

/** Why the player can't hatch now, or null (4-18-2, 4-18-3). */
export function hatchBlocked(s: DigimonState, player: PlayerId): { why: string; rule: string } | null {
  const ps = s.players[player]!;
  if (ps.breeding.length > 0)
    return {
      why: `player ${player}'s breeding area already holds ${permName(ps.breeding[0]!)}, so nothing can hatch`,
      rule: "4-18-3",
    };
  if (ps.eggs.length === 0)
    return {
      why: s.eggsListed?.includes(player)
        ? `player ${player}'s Digi-Egg deck is empty, so nothing can hatch`
        : `the board lists no Digi-Egg deck for player ${player} (write "eggs" and its cards, like "eggs BT1-001 2"), so nothing can hatch`,
      rule: "4-18-2",
    };
  return null;
}

/** The top card of the Digi-Egg deck turns face up into the breeding area (4-18-1). */
export function hatch(s: DigimonState, ctx: EffectContext, player: PlayerId): Permanent {
  const card = s.players[player]!.eggs.shift()!;
  card.epoch += 1;
  const perm = newPermanent(s, [card]);
  perm.since = ctx.nextMoment();
  s.players[player]!.breeding.push(perm);
  recordEvent(ctx, { kind: "hatched", pid: perm.pid, player });
  return perm;
}

/** Why this Digimon can't move out of the breeding area, or null: only a Digimon with DP moves (4-17-2). */
export function moveBlocked(
  s: DigimonState,
  perm: Permanent,
  player: PlayerId,
): { why: string; rule: string } | null {
  if (!s.players[player]!.breeding.includes(perm))
    return { why: `${permName(perm)} is not in player ${player}'s breeding area`, rule: "4-17-1" };
  if (top(perm).def.dp === undefined)
    return {
      why: `${cardName(top(perm))} has no DP (a Digi-Egg stays in the breeding area until it digivolves)`,
      rule: "4-17-2",
    };
  const banned = playBanWhy(s, player, top(perm), "move");
  if (banned) return { why: banned, rule: "15-8-2-5" };
  return null;
}

/**
 * The Digimon goes to the battle area as it is: same orientation, what effects gave it kept, and
 * still the Digimon that came into play when it did (4-17-3, 4-17-4). Moving is not playing, so
 * no "played" event (official Q&A Q912, Q1718).
 */
export function moveToBattle(s: DigimonState, ctx: EffectContext, perm: Permanent, player: PlayerId): void {
  const ps = s.players[player]!;
  ps.breeding = ps.breeding.filter((p) => p !== perm);
  ps.battle.push(perm);
  recordEvent(ctx, { kind: "movedToBattle", pid: perm.pid, player });
}

/** An effect hatches: the same as the breeding-phase action, and refused for the same reasons (4-18). */
export function runHatch(sc: OpScope): string[] {
  const blocked = hatchBlocked(sc.s, sc.me);
  if (blocked) return [`player ${sc.me} can't hatch: ${blocked.why} (${blocked.rule})`];
  const perm = hatch(sc.s, sc.ctx, sc.me);
  return [`${permName(perm)} hatches into player ${sc.me}'s breeding area (4-18-1)`];
}

/** An effect moves the Digimon in the breeding area, when it fits the text and has DP (4-17). */
export function runMoveFromBreeding(sc: OpScope, op: Extract<Op, { op: "moveFromBreeding" }>): string[] {
  const { s, ctx, me } = sc;
  const perm = s.players[me]!.breeding[0];
  if (!perm) return [`player ${me} has no Digimon in the breeding area to move`];
  if (op.self && sc.self !== perm)
    return ["this Digimon is not in the breeding area, so it can't move (4-17-1)"];
  if (!permanentMatches(s, perm, op.filter))
    return [`${permName(perm)} in the breeding area is not a Digimon this effect can move`];
  const blocked = moveBlocked(s, perm, me);
  if (blocked) return [`${permName(perm)} can't move: ${blocked.why} (${blocked.rule})`];
  moveToBattle(s, ctx, perm, me);
  return [
    `${permName(perm)} moves from the breeding area to the battle area, as it is: a move, not a play (4-17-3)`,
  ];
}

/**
 * A Digi-Egg card sent to the deck, the hand or the security stack goes to its owner's Digi-Egg
 * deck instead (3-1-3-9): on top or at the bottom as the text says for the deck, at the bottom
 * otherwise. True when it went there.
 */
export function eggToEggDeck(s: DigimonState, c: CardInst, at: "top" | "bottom"): boolean {
  if (c.def.category !== "Digi-Egg") return false;
  const eggs = s.players[c.owner]!.eggs;
  if (at === "top") eggs.unshift(c);
  else eggs.push(c);
  return true;
}

export const EGG_REDIRECT = "a Digi-Egg card goes to its owner's Digi-Egg deck instead (3-1-3-9)";
