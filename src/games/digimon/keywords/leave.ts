/**
 * Keywords that play digivolution cards when their Digimon would leave the battle area,
 * immediate-type effects (15-8-5): <Decode> (16-36) plays 1 specified card, unless the Digimon
 * leaves in a battle; <Partition> (16-29) plays 1 of each specified card, unless it leaves by
 * its owner's effects or in a battle. The Digimon still leaves; the played cards are new
 * Digimon on the field. <Material Save> (16-21) places digivolution cards its DigiXros
 * requirements name under 1 of your Tamers when its Digimon would be deleted. <Guard> (16-45)
 * deletes its own Digimon so that another one stays.
 */
import type { EffectContext } from "../../../engine/types.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { identityOf, keywordsOf, matchesFilter } from "../derive/index.ts";
import { optionId, placeOnField, playByEffectBlocker, deletePermanents } from "../ops/index.ts";
import type { LeaveCause, LeaveInterceptor, LeavingHook } from "../ops/index.ts";
import { partitionCards, specifiedCard } from "../model/index.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  cardName,
  isFaceDown,
  ownerOf,
  permName,
  top,
} from "../state/state.ts";

function sourcesOf(p: Permanent): CardInst[] {
  return p.stack.slice(1).filter((c) => !isFaceDown(c));
}

function playFromSources(s: DigimonState, ctx: EffectContext, p: Permanent, cards: CardInst[]): void {
  for (const card of cards) {
    p.stack.splice(p.stack.indexOf(card), 1);
    placeOnField(s, ctx, card, ownerOf(p), true, false, { from: "sources" });
  }
}

/** Decode and Partition of each Digimon that is about to leave the battle area. */
function leaveKeywords(
  s: DigimonState,
  ctx: EffectContext,
  leaving: Permanent[],
  cause: LeaveCause,
  deletion: boolean,
): void {
  for (const p of leaving) {
    const held = keywordsOf(s, p);
    const save = held.find((h) => h.keyword === "materialSave");
    if (deletion && save) materialSave(s, ctx, p, save.value ?? 0);
    if (cause.battle) continue;
    const decode = held.find((h) => h.keyword === "decode");
    if (decode) runDecode(s, ctx, p, decode.param);
    const partition = held.find((h) => h.keyword === "partition");
    if (partition && cause.effectOf !== ownerOf(p)) runPartition(s, ctx, p, partition.param);
  }
}

function runDecode(s: DigimonState, ctx: EffectContext, p: Permanent, param: string | undefined): void {
  const owner = ownerOf(p);
  const name = permName(p);
  const filter = param ? specifiedCard(param) : null;
  const fits = filter ? sourcesOf(p).filter((c) => matchesFilter(s, c, filter)) : [];
  if (fits.length === 0 || playByEffectBlocker(s)) return;
  const picked = ctx.choose({
    kind: "target",
    player: owner,
    prompt: `Player ${owner}: ${name} would leave the battle area. Play 1 of its digivolution cards with <Decode>, or none?`,
    options: fits.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
    min: 0,
    max: 1,
    forCard: top(p).code,
  });
  const card = fits.find((c) => picked.includes(String(c.uid)));
  if (!card) return;
  playFromSources(s, ctx, p, [card]);
  ctx.interrupt({
    player: owner,
    card: top(p).code,
    text: `${name} would leave the battle area: its <Decode> plays ${cardName(card)} from its digivolution cards without paying the cost (16-36-1).`,
    rule: "16-36-1",
  });
}

function runPartition(s: DigimonState, ctx: EffectContext, p: Permanent, param: string | undefined): void {
  const owner = ownerOf(p);
  const name = permName(p);
  const specs = param ? partitionCards(param) : null;
  if (!specs || playByEffectBlocker(s)) return;
  const chosen: CardInst[] = [];
  for (const f of specs) {
    const card = sourcesOf(p).find((c) => !chosen.includes(c) && matchesFilter(s, c, f));
    if (!card) return; // 16-29-1: it needs 1 of each of the specified cards
    chosen.push(card);
  }
  const prompt = `Player ${owner}: ${name} would leave the battle area. Play ${chosen.map(cardName).join(" and ")} with <Partition>?`;
  if (!askYesNo(ctx, owner, prompt, top(p).code)) return;
  playFromSources(s, ctx, p, chosen);
  ctx.interrupt({
    player: owner,
    card: top(p).code,
    text: `${name} would leave the battle area: its <Partition> plays ${chosen.map(cardName).join(" and ")} from its digivolution cards without paying the costs (16-29-1, 16-29-4).`,
    rule: "16-29-1",
  });
}

/** 16-21: up to N digivolution cards named in the top card's DigiXros requirements go under 1 Tamer. */
function materialSave(s: DigimonState, ctx: EffectContext, p: Permanent, n: number): void {
  const owner = ownerOf(p);
  const names = top(p).def.digixros ?? [];
  // Its names as "also treated as [X]" gives them, not those it has only for a DigiXros (Q3068).
  const fits = sourcesOf(p).filter((c) => identityOf(c.def).names.some((n) => names.includes(n)));
  const tamers = s.players[owner]!.battle.filter((t) => top(t).def.category === "Tamer");
  if (n <= 0 || fits.length === 0 || tamers.length === 0) return;
  const name = permName(p);
  const [tid] = ctx.choose({
    kind: "target",
    player: owner,
    prompt: `Player ${owner}: ${name} would be deleted. Place cards under 1 of your Tamers with <Material Save ${n}>, or none?`,
    options: tamers.map((t) => ({ id: String(t.pid), label: permName(t), card: top(t).code })),
    min: 0,
    max: 1,
    forCard: top(p).code,
  });
  const tamer = tamers.find((t) => String(t.pid) === tid);
  if (!tamer) return;
  // 16-21-3: once used, as many as possible, up to the number.
  const count = Math.min(n, fits.length);
  const picked =
    fits.length <= count
      ? fits
      : ctx
          .choose({
            kind: "target",
            player: owner,
            prompt: `Player ${owner}: choose ${count} cards to place under ${permName(tamer)}`,
            options: fits.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
            min: count,
            max: count,
            forCard: top(p).code,
          })
          .map((id) => fits.find((c) => String(c.uid) === id))
          .filter((c): c is CardInst => c !== undefined);
  for (const card of picked) {
    p.stack.splice(p.stack.indexOf(card), 1);
    card.epoch += 1;
    tamer.stack.push(card);
  }
  ctx.interrupt({
    player: owner,
    card: top(p).code,
    text: `${name} would be deleted: its <Material Save ${n}> places ${picked.map(cardName).join(", ")} from its digivolution cards at the bottom of ${permName(tamer)}'s stack (16-21-1, 16-21-6).`,
    rule: "16-21-1",
  });
}

/**
 * 16-45: when another of its player's Digimon would leave the battle area by an opponent's
 * effect, deleting the Digimon with <Guard> keeps it there. A Digimon leaving at the same time
 * can't guard.
 */
function guardSaves(
  s: DigimonState,
  ctx: EffectContext,
  p: Permanent,
  leaving: Permanent[],
  cause: LeaveCause,
): boolean {
  const owner = ownerOf(p);
  if (cause.effectOf === undefined || cause.effectOf === owner) return false;
  const guards = s.players[owner]!.battle.filter(
    (g) => g !== p && !leaving.includes(g) && keywordsOf(s, g).some((h) => h.keyword === "guard"),
  );
  if (guards.length === 0) return false;
  const name = permName(p);
  const [id] = ctx.choose({
    kind: "target",
    player: owner,
    prompt: `Player ${owner}: ${name} would leave the battle area. Delete a Digimon with <Guard> to keep it, or none?`,
    options: guards.map((g) => ({ id: String(g.pid), label: permName(g), card: optionId(g) })),
    min: 0,
    max: 1,
    forCard: top(guards[0]!).code,
  });
  const guard = guards.find((g) => String(g.pid) === id);
  if (!guard) return false;
  const guardName = permName(guard);
  const code = top(guard).code;
  if (deletePermanents(s, ctx, [guard], false, { effectOf: owner }).length === 0) return false;
  ctx.interrupt({
    player: owner,
    card: code,
    text: `${name} would leave the battle area by an opponent's effect: ${guardName}'s <Guard> deletes it, so ${name} doesn't leave (16-45-1).`,
    rule: "16-45-1",
  });
  return true;
}

/** <Guard>: a leave interceptor. */
export const GUARD: LeaveInterceptor = (m, p) => guardSaves(m.s, m.ctx, p, m.leaving, m.cause);

/** <Decode>, <Partition>, <Material Save>: told which Digimon still leave. */
export const LEAVING_KEYWORDS: LeavingHook = (m, leaving) =>
  leaveKeywords(m.s, m.ctx, leaving, m.cause, m.deletion);
