/**
 * Tokens (4-21): played by effects as cards with the information the text gives (4-21-1).
 * A token that leaves the field is removed from the game instead of going to another area
 * (4-21-5): toTrash and the returns to hand or deck leave it out, and rules processing
 * removes any token found elsewhere.
 */
import type { Op } from "../model/index.ts";
import { playBanWhy } from "../derive/index.ts";
import { placeOnField, playByEffectBlocker } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { type CardInst, type DigimonState, newCard, opponentOf, permName } from "../state/state.ts";

type PlayToken = Extract<Op, { op: "playToken" }>;

export function isToken(c: CardInst): boolean {
  return c.def.token === true;
}

export function runPlayToken(sc: OpScope, op: PlayToken): string[] {
  const blocker = playByEffectBlocker(sc.s);
  if (blocker) return [`no Token can be played: ${permName(blocker)} forbids playing Digimon by effects`];
  const out: string[] = [];
  const owner = op.by === "opponent" ? opponentOf(sc.s, sc.me) : sc.me;
  const at = sc.ctx.nextMoment();
  for (let i = 0; i < op.count; i++) {
    const card = newCard(sc.s, op.token, owner);
    const banned = playBanWhy(sc.s, owner, card);
    if (banned) {
      out.push(`no [${op.token.name}] Token is played: ${banned} (15-8-2-5)`);
      break;
    }
    const perm = placeOnField(sc.s, sc.ctx, card, owner, true, false, { at });
    if (op.suspended) perm.suspended = true;
    (sc.played ??= []).push(perm);
    const whose = owner === sc.me ? "" : ` on player ${owner}'s side`;
    out.push(`a [${op.token.name}] Token is played${whose}${op.suspended ? " suspended" : ""} (4-21-1)`);
  }
  return out;
}

/** Tokens outside the field are removed from the game (4-21-5); returns how many. */
export function removeStrayTokens(s: DigimonState): number {
  let n = 0;
  for (const id of s.order) {
    const ps = s.players[id]!;
    for (const area of ["hand", "deck", "security", "trash"] as const) {
      const kept = ps[area].filter((c) => !isToken(c));
      n += ps[area].length - kept.length;
      ps[area] = kept;
    }
  }
  return n;
}
