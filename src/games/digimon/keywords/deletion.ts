/**
 * Immediate-type keyword effects that prevent a deletion (15-8-5): <Armor Purge>, <Barrier>, <Scapegoat>,
 * <Decoy>, <Evade>, <Fragment>. Each is a deletion interceptor the deletion primitive asks.
 */
import type { EffectContext } from "../../../engine/types.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import type { DigimonState, Permanent } from "../state/state.ts";
import { cardName, ownerOf, permName, top } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { hasKeyword, keywordsOf, sameTrait, isDigimon } from "../derive/index.ts";
import {
  pickPermanent,
  toTrash,
  suspendPermanent,
  type DeletionCause,
  deletePermanents,
} from "../ops/index.ts";
import type { DeletionInterceptor } from "../ops/index.ts";

/**
 * <Armor Purge> (16-19): an immediate-type effect (15-8-5) that acts right before the deletion,
 * in the middle of whatever is deleting: by trashing its top card, the Digimon is not deleted.
 */
const armorPurge: DeletionInterceptor = (s, ctx, p) => {
  const has = hasKeyword(s, p, "armorPurge");
  if (!has || p.stack.length < 2) return false;
  const owner = ownerOf(p);
  const name = permName(p);
  const agreed = askYesNo(
    ctx,
    owner,
    `Player ${owner}: ${name} would be deleted. Trash its top card to prevent it (<Armor Purge>)?`,
    top(p).code,
  );
  if (!agreed) return false;
  const trashed = p.stack.shift()!;
  toTrash(s, [trashed]);
  ctx.interrupt({
    player: owner,
    card: trashed.code,
    text: `${name} would be deleted: its <Armor Purge> interrupts right before the deletion (15-8-5-2), trashing ${cardName(trashed)} from the top, so ${permName(p)} is not deleted.`,
    rule: "16-19-1",
  });
  return true;
};

/**
 * <Barrier> (16-25): when the Digimon would be deleted in battle, its owner may trash their
 * top security card to prevent the deletion (an optional processing condition, 16-25-3).
 */
function barrierSaves(s: DigimonState, ctx: EffectContext, p: Permanent): boolean {
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
  recordEvent(ctx, { kind: "securityRemoved", player: owner, trashed: [trashed], byEffect: owner });
  ctx.interrupt({
    player: owner,
    card: top(p).code,
    text: `${name} would be deleted in battle: its <Barrier> acts right before the deletion (15-8-5-2), trashing the top card of player ${owner}'s security stack, so ${name} is not deleted.`,
    rule: "16-25-1",
  });
  return true;
}

/**
 * <Scapegoat> (16-32): when its Digimon would be deleted other than by its owner's effect,
 * the owner may delete 1 of their other Digimon to prevent it (16-32-3).
 */
function scapegoat(s: DigimonState, ctx: EffectContext, p: Permanent): boolean {
  if (!hasKeyword(s, p, "scapegoat")) return false;
  const owner = ownerOf(p);
  const others = s.players[owner]!.battle.filter((x) => x !== p && isDigimon(s, x));
  if (others.length === 0) return false;
  const name = permName(p);
  const prompt = `Player ${owner}: ${name} would be deleted. Delete 1 of your other Digimon to prevent that (<Scapegoat>), or none?`;
  const victim = pickPermanent(ctx, owner, prompt, others, top(p).code);
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
    return def.traits.some((t) => sameTrait(t, word));
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
      isDigimon(s, d),
  );
  if (decoys.length === 0) return false;
  const name = permName(p);
  const prompt = `Player ${owner}: ${name} would be deleted by an opponent's effect. Delete a Digimon with <Decoy> instead, or none?`;
  const d = pickPermanent(ctx, owner, prompt, decoys, top(decoys[0]!).code);
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
function keywordPreventsDeletion(
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
      // <Evade> is an effect (16-22-1), so "when an effect suspends" sees it (official Q&A).
      suspendPermanent(ctx, p, owner);
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

/** The deletion interceptors of this file, in the order they are asked. */
export const DELETION_KEYWORDS: DeletionInterceptor[] = [
  armorPurge,
  (s, ctx, p, cause) => !!cause.battle && barrierSaves(s, ctx, p),
  keywordPreventsDeletion,
];
