/**
 * Keyword effects as the attack and the battle see them (16-x): which keywords a Digimon has
 * now (printed, inherited or gained), the number of security checks, and the immediate-type
 * keywords that prevent a deletion.
 */
import { costReductionBan } from "./cost-bans.ts";
import type { EffectContext } from "../../../engine/types.ts";
import type { Keyword } from "../model/ability.ts";
import { continuousKeywords } from "./persistent-effects.ts";
import {
  type DeletionCause,
  type OpScope,
  deletePermanents,
  optionId,
  suspendPermanent,
  toTrash,
} from "../ops/primitives.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  activeAbilities,
  cardName,
  count,
  findPermanent,
  ownerOf,
  permName,
  permanentMatches,
  top,
  turnHolds,
} from "../state/state.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { recordEvent } from "../state/events.ts";

export interface HeldKeyword {
  keyword: Keyword;
  value?: number;
  param?: string;
}

/**
 * Every keyword a Digimon has now: its own and inherited keyword effects whose [Your Turn] /
 * [Opponent's Turn] limit holds, those gained from effects (15-8-2), those a lasting
 * "all of your Digimon gain" effect gives its side (15-11-2-2), and those continuous effects give. A keyword effect with a
 * timing ("[On Deletion] <Save>") is processing at that timing, not a keyword it holds.
 */
export function keywordsOf(s: DigimonState, p: Permanent): HeldKeyword[] {
  const owner = ownerOf(p);
  const own = activeAbilities(p)
    .map(({ ability }) => ability)
    .filter(
      (a) => a.category === "keyword" && a.keyword && !a.timing && !a.zone && turnHolds(s, a.turn, owner),
    )
    .map((a) => ({ keyword: a.keyword!, value: a.keywordValue, param: a.keywordParam }));
  const granted = (p.granted ?? []).map((g) => ({ keyword: g.keyword, value: g.value }));
  const lasting = (s.lastingKeywords ?? [])
    .filter((l) => l.affects === owner && permanentMatches(s, p, l.filter))
    .map((l) => ({ keyword: l.keyword, value: l.value }));
  return [...own, ...granted, ...lasting, ...continuousKeywords(s, p), ...countedKeywords(s, p)];
}

/** "gains <Security Attack +1> for each ...": the number as the count is now; none while it is 0. */
function countedKeywords(s: DigimonState, p: Permanent): HeldKeyword[] {
  const owner = ownerOf(p);
  return activeAbilities(p).flatMap(({ ability: a }) => {
    const pers = a.persistent;
    if (pers?.kind !== "keywordPerEach" || !pers.keyword || !pers.count || !turnHolds(s, a.turn, owner))
      return [];
    const n = count(s, owner, pers.count, p);
    return n > 0 ? [{ keyword: pers.keyword, value: (pers.amount ?? 0) * n }] : [];
  });
}

export function hasKeyword(s: DigimonState, p: Permanent, k: Keyword): boolean {
  return keywordsOf(s, p).some((h) => h.keyword === k);
}

/**
 * How many cards the Digimon checks in its one security check: 1, changed by every instance
 * of <Security A.> it has now (16-4-2, 16-4-3), never fewer than 0 (16-4-4).
 */
export function securityChecksOf(s: DigimonState, p: Permanent): number {
  const change = keywordsOf(s, p)
    .filter((h) => h.keyword === "securityAttack")
    .reduce((n, h) => n + (h.value ?? 0), 0);
  return Math.max(0, 1 + change);
}

/**
 * "Change the attack target to this Digimon" (11-2-7-2): not to the target it already is
 * (11-2-7-3), and not once the attacker has left the battle area (11-2-7-4).
 */
export function becomeAttackTarget(sc: OpScope): string[] {
  const { s, self } = sc;
  const a = s.attack;
  if (!self) return [];
  if (!a) return ["no attack target was named, so there is no attack target to change"];
  if (a.target === self.pid) return [`${permName(self)} is already the attack target (11-2-7-3)`];
  if (!findPermanent(s, a.attacker))
    return ["the attacking Digimon left the battle area, so its attack target can't change (11-2-7-4)"];
  if (ownerOf(self) === a.player) return [];
  a.target = self.pid;
  recordEvent(sc.ctx, { kind: "targetSwitched", attacker: a.attacker, player: a.player });
  return [`the attack target changes to ${permName(self)} (11-2-7-2)`];
}

/**
 * <Digisorption -N> (16-10): when a card with it in the hand would be digivolved into, its
 * player may suspend 1 of their Digimon (even the one digivolving, 16-10-5) to pay N less.
 * Each instance acts on its own (16-10-4). Returns the cost to pay.
 */
export function digisorption(
  s: DigimonState,
  ctx: EffectContext,
  me: string,
  card: CardInst,
  cost: number,
): number {
  let left = cost;
  const instances = card.def.abilities.filter(
    (a) => a.category === "keyword" && a.keyword === "digisorption",
  );
  if (instances.length && costReductionBan(s, me, "digivolve")) return left;
  for (const inst of instances) {
    const mine = s.players[me]!.battle.filter((p) => !p.suspended && top(p).def.category === "Digimon");
    if (mine.length === 0) break;
    const prompt = `Player ${me}: suspend 1 of your Digimon to reduce the digivolution cost with <Digisorption ${inst.keywordValue ?? 0}>, or none?`;
    const p = pickOne(ctx, me, prompt, mine, card.code);
    if (!p) break;
    suspendPermanent(ctx, p);
    const before = left;
    left = Math.max(0, left + (inst.keywordValue ?? 0));
    ctx.interrupt({
      player: me,
      card: card.code,
      text: `${cardName(card)}'s <Digisorption> acts as the digivolution would occur (15-8-5-2): ${permName(p)} is suspended, and the digivolution cost goes from ${before} to ${left}.`,
      rule: "16-10-1",
    });
  }
  return left;
}

/** What lasted "for the attack" ends with it (<Alliance>, 16-24-1). */
export function clearAttackMods(s: DigimonState): void {
  for (const id of s.order)
    for (const p of s.players[id]!.battle) {
      p.dpMods = p.dpMods.filter((m) => !m.attack);
      if (p.granted) p.granted = p.granted.filter((g) => !g.attack);
    }
}

/**
 * <Barrier> (16-25): when the Digimon would be deleted in battle, its owner may trash their
 * top security card to prevent the deletion (an optional processing condition, 16-25-3).
 */
export function barrierSaves(s: DigimonState, ctx: EffectContext, p: Permanent): boolean {
  if (!hasKeyword(s, p, "barrier")) return false;
  const owner = ownerOf(p);
  const security = s.players[owner]!.security;
  if (security.length === 0) return false;
  const name = permName(p);
  const agreed = askYesNo(
    ctx,
    owner,
    `Player ${owner}: ${name} would be deleted in battle. Trash your top security card to prevent it (<Barrier>)?`,
    top(p).code,
  );
  if (!agreed) return false;
  const trashed = security.shift()!;
  toTrash(s, [trashed]);
  recordEvent(ctx, { kind: "securityRemoved", player: owner });
  ctx.interrupt({
    player: owner,
    card: top(p).code,
    text: `${name} would be deleted in battle: its <Barrier> acts right before the deletion (15-8-5-2), trashing the top card of player ${owner}'s security stack, so ${name} is not deleted.`,
    rule: "16-25-1",
  });
  return true;
}

function pickOne(ctx: EffectContext, player: string, prompt: string, perms: Permanent[], forCard: string) {
  const picked = ctx.choose({
    kind: "target",
    player,
    prompt,
    options: perms.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: 0,
    max: 1,
    forCard,
  });
  return perms.find((p) => picked.includes(String(p.pid)));
}

/**
 * <Scapegoat> (16-32): when its Digimon would be deleted other than by its owner's effect,
 * the owner may delete 1 of their other Digimon to prevent it (16-32-3).
 */
function scapegoat(s: DigimonState, ctx: EffectContext, p: Permanent): boolean {
  if (!hasKeyword(s, p, "scapegoat")) return false;
  const owner = ownerOf(p);
  const others = s.players[owner]!.battle.filter((x) => x !== p && top(x).def.category === "Digimon");
  if (others.length === 0) return false;
  const name = permName(p);
  const prompt = `Player ${owner}: ${name} would be deleted. Delete 1 of your other Digimon to prevent that (<Scapegoat>), or none?`;
  const victim = pickOne(ctx, owner, prompt, others, top(p).code);
  if (!victim) return false;
  const victimName = permName(victim);
  const gone = deletePermanents(s, ctx, [victim], false, { effectOf: owner });
  if (gone.length === 0) return false;
  ctx.interrupt({
    player: owner,
    card: top(p).code,
    text: `${name} would be deleted: its <Scapegoat> acts right before the deletion (15-8-5-2), deleting ${victimName}, so ${name} is not deleted.`,
    rule: "16-32-1",
  });
  return true;
}

/** Whether a Digimon is one a <Decoy (...)> names: colours and traits separated by "/". */
function decoyCovers(p: Permanent, param: string | undefined): boolean {
  if (!param) return false;
  const def = top(p).def;
  return param.split("/").some((part) => {
    const word = part
      .trim()
      .replace(/\s+trait$/i, "")
      .replace(/^\[|\]$/g, "");
    if ((def.colors as string[]).includes(word)) return true;
    return def.traits.some((t) => t.toLowerCase() === word.toLowerCase());
  });
}

/**
 * <Decoy (...)> (16-18): when another of its owner's specified Digimon would be deleted by an
 * opponent's effect, the owner may delete the Digimon with <Decoy> to prevent it (16-18-3).
 */
function decoy(s: DigimonState, ctx: EffectContext, p: Permanent): boolean {
  const owner = ownerOf(p);
  const decoys = s.players[owner]!.battle.filter(
    (d) =>
      d !== p &&
      keywordsOf(s, d).some((h) => h.keyword === "decoy" && decoyCovers(p, h.param)) &&
      top(d).def.category === "Digimon",
  );
  if (decoys.length === 0) return false;
  const name = permName(p);
  const prompt = `Player ${owner}: ${name} would be deleted by an opponent's effect. Delete a Digimon with <Decoy> instead, or none?`;
  const d = pickOne(ctx, owner, prompt, decoys, top(decoys[0]!).code);
  if (!d) return false;
  const decoyName = permName(d);
  const decoyCode = top(d).code;
  const gone = deletePermanents(s, ctx, [d], false, { effectOf: owner });
  if (gone.length === 0) return false;
  ctx.interrupt({
    player: owner,
    card: decoyCode,
    text: `${name} would be deleted by an opponent's effect: ${decoyName}'s <Decoy> acts right before the deletion (15-8-5-2), deleting ${decoyName}, so ${name} is not deleted.`,
    rule: "16-18-1",
  });
  return true;
}

/**
 * <Evade> (16-22) and <Fragment> (16-37): immediate-type effects that prevent any deletion,
 * by suspending the Digimon or by trashing the given number of its digivolution cards.
 */
export function keywordPreventsDeletion(
  s: DigimonState,
  ctx: EffectContext,
  p: Permanent,
  cause: DeletionCause,
): boolean {
  const owner = ownerOf(p);
  const name = permName(p);
  if (cause.effectOf !== owner && scapegoat(s, ctx, p)) return true;
  if (cause.effectOf !== undefined && cause.effectOf !== owner && decoy(s, ctx, p)) return true;
  if (!p.suspended && hasKeyword(s, p, "evade")) {
    const ask = `Player ${owner}: ${name} would be deleted. Suspend it to prevent that (<Evade>)?`;
    if (askYesNo(ctx, owner, ask, top(p).code)) {
      suspendPermanent(ctx, p);
      ctx.interrupt({
        player: owner,
        card: top(p).code,
        text: `${name} would be deleted: its <Evade> acts right before the deletion (15-8-5-2), suspending it, so it is not deleted.`,
        rule: "16-22-1",
      });
      return true;
    }
  }
  const fragment = keywordsOf(s, p).find((h) => h.keyword === "fragment");
  const n = fragment?.value ?? 0;
  if (fragment && n > 0 && p.stack.length - 1 >= n) {
    const ask = `Player ${owner}: ${name} would be deleted. Trash ${n} of its digivolution cards to prevent that (<Fragment>)?`;
    if (askYesNo(ctx, owner, ask, top(p).code)) {
      const under = p.stack.slice(1);
      const picked = ctx.choose({
        kind: "target",
        player: owner,
        prompt: `Player ${owner}: choose ${n} digivolution cards of ${name} to trash (<Fragment>)`,
        options: under.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
        min: n,
        max: n,
        forCard: top(p).code,
      });
      const cards = under.filter((c) => picked.includes(String(c.uid))).slice(0, n);
      for (const c of under) if (cards.length < n && !cards.includes(c)) cards.push(c);
      p.stack = p.stack.filter((c) => !cards.includes(c));
      toTrash(s, cards);
      recordEvent(ctx, { kind: "sourceTrashed", owner, pid: p.pid, cards });
      ctx.interrupt({
        player: owner,
        card: top(p).code,
        text: `${name} would be deleted: its <Fragment> acts right before the deletion (15-8-5-2), trashing ${cards.map(cardName).join(", ")} from its digivolution cards, so it is not deleted.`,
        rule: "16-37-1",
      });
      return true;
    }
  }
  return false;
}
