/**
 * Linking (10-1): plugging a card with [Link] into one of your Digimon as a link card, by the
 * link action (turn/special-actions.ts) or by an effect ("you may link this card to 1 of your
 * Digimon on the field without paying the cost"). Only a card with [Link] links (official Q&A:
 * "a card without <Link> can't be linked"), to a Digimon that meets its link requirement
 * (17-1-3-2-6 would trash it at once otherwise); tokens never get linked (4-21-4).
 */
import type { EffectContext } from "../../../engine/types.ts";
import type { CardFilter, LinkByOp, LinkFrom, Op } from "../model/index.ts";
import { isDigimon, keywordsOf, matchesFilter, permanentMatches } from "../derive/index.ts";
import { recordEvent } from "../state/events.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  addMemory,
  cardName,
  describeMemory,
  memoryOf,
  ownerOf,
  permName,
  top,
} from "../state/state.ts";
import { chooseCards, optionId, take, toTrash } from "./primitives.ts";
import type { OpScope } from "./scope.ts";
import { triggerSubjects } from "./referent.ts";
import { findThisCard } from "./this-card.ts";

/** Why `card` can't become a link card of `to`, or null. */
export function linkRefusal(s: DigimonState, card: CardInst, to: Permanent): string | null {
  const info = card.def.link;
  if (!info) return `${cardName(card)} has no [Link], so it can't be linked (10-1-1)`;
  if (!isDigimon(s, to)) return `${permName(to)} is not a Digimon (10-1-1)`;
  if (top(to).def.token) return `${permName(to)} is a token: tokens can't get linked (4-21-4)`;
  if (to.stack.includes(card)) return `${cardName(card)} can't be linked to itself (10-1-1)`;
  if (!permanentMatches(s, to, info.to))
    return `${permName(to)} does not meet ${cardName(card)}'s link requirement (${info.label}) (10-1-3-1)`;
  return null;
}

/** How many link cards the Digimon may have: 1, plus its <Link +N> (4-9-5, 16-40-1). */
export function linkLimit(s: DigimonState, p: Permanent): number {
  return 1 + keywordsOf(s, p).reduce((n, k) => n + (k.keyword === "link" ? (k.value ?? 0) : 0), 0);
}

/**
 * Plugs `card` (already taken from where it was) into `to` as its newest link card (10-1-3-3):
 * the oldest link cards over the limit are trashed at the same time (4-9-5), and the link is an
 * event for [When Linking] and "when this Digimon gets linked" (15-16-6).
 */
export function plugLink(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  to: Permanent,
  from = "",
): string[] {
  const out: string[] = [];
  const max = linkLimit(s, to);
  const links = to.links ?? [];
  const over = links.length + 1 - max;
  if (over > 0) {
    const gone = links.splice(0, over);
    toTrash(s, gone);
    recordEvent(ctx, {
      kind: "linkTrashed",
      owner: ownerOf(to),
      // Pushed out by the rule (4-9-5), never by an effect, even when an effect links (official Q&A).
      pid: to.pid,
      cards: gone,
    });
    out.push(
      `${permName(to)} can have ${max} link card${max === 1 ? "" : "s"}: ${gone.map(cardName).join(", ")} ${gone.length === 1 ? "is" : "are"} trashed at the same time (4-9-5)`,
    );
  }
  card.epoch += 1;
  to.links = [...links, card];
  out.push(
    `${cardName(card)}${from} is linked to ${permName(to)} (10-1-3-3): it gets +${card.def.link?.dp ?? 0} DP and the link effects (4-3-4, 4-3-5)`,
  );
  if (card.def.link?.requirementMissing)
    out.push(
      `${cardName(card)}'s card record has no [Link] requirement line, so whether ${permName(to)} meets it was not checked`,
    );
  recordEvent(ctx, { kind: "linked", pid: to.pid, player, card });
  return out;
}

/** The Digimon a link card is plugged into, if it is one now. */
export function linkHolder(s: DigimonState, card: CardInst): Permanent | undefined {
  for (const id of s.order)
    for (const p of [...s.players[id]!.battle, ...s.players[id]!.breeding])
      if (p.links?.includes(card)) return p;
  return undefined;
}

interface Candidate {
  card: CardInst;
  from: Exclude<LinkFrom, "this">;
  /** Takes the card out of where it is. */
  take: () => void;
}

function candidates(sc: OpScope, op: LinkByOp): { list: Candidate[]; notes: string[] } {
  const { s, me } = sc;
  const ps = s.players[me]!;
  const list: Candidate[] = [];
  const notes: string[] = [];
  const fits = (c: CardInst) => matchesFilter(s, c, op.filter as CardFilter);
  for (const from of op.from) {
    if (from === "this") {
      const found = findThisCard(sc);
      if ("why" in found) notes.push(`this card is not linked: ${found.why}`);
      else if (found.zone === "battle" || found.zone === "breeding")
        notes.push(
          `${cardName(found.card)} is on the field, and the engine links only a card from elsewhere`,
        );
      else list.push({ card: found.card, from: found.zone === "trash" ? "trash" : "hand", take: found.take });
      continue;
    }
    if (from === "sources") {
      const self = sc.self;
      if (!self) continue;
      for (const card of self.stack.slice(1))
        if (fits(card)) list.push({ card, from, take: () => take(self.stack, card) });
      continue;
    }
    if (from === "yourSources") {
      for (const holder of [...ps.battle, ...ps.breeding])
        if (isDigimon(s, holder))
          for (const card of holder.stack.slice(1))
            if (fits(card)) list.push({ card, from, take: () => take(holder.stack, card) });
      continue;
    }
    const pile = from === "hand" ? ps.hand : ps.trash;
    for (const card of pile) if (fits(card)) list.push({ card, from, take: () => take(pile, card) });
  }
  return { list, notes };
}

/** The Digimon the effect may link `card` to. */
function hosts(sc: OpScope, op: LinkByOp, card: CardInst): Permanent[] {
  const { s, me } = sc;
  const ps = s.players[me]!;
  if (op.to === "this") return sc.self && ps.battle.includes(sc.self) ? [sc.self] : [];
  const to = op.to;
  const field = to.field ? [...ps.battle, ...ps.breeding] : ps.battle;
  // "to 1 of those Digimon": only the Digimon the trigger was about.
  const among = to.filter.amongSubjects ? triggerSubjects(sc) : undefined;
  return field.filter(
    (p) =>
      (!among || among.includes(p)) &&
      permanentMatches(s, p, to.filter, sc.self, sc.me) &&
      !linkRefusal(s, card, p),
  );
}

const WHERE: Record<Candidate["from"], string> = {
  hand: "the hand",
  trash: "the trash",
  sources: "its digivolution cards",
  yourSources: "a Digimon's digivolution cards",
};

/** "You may link N ... to ... without paying the cost": each link is a choice the player may decline. */
export function runLinkBy(sc: OpScope, op: LinkByOp): string[] {
  const { s, ctx, me } = sc;
  const { list, notes } = candidates(sc, op);
  const out = [...notes];
  // Only cards with [Link] can be linked (10-1-1); say so for those the text would otherwise take.
  const linkable = list.filter((x) => x.card.def.link);
  for (const x of list)
    if (!x.card.def.link) out.push(`${cardName(x.card)} has no [Link], so it can't be linked (10-1-1)`);
  const linked: CardInst[] = [];
  for (let i = 0; i < op.count; i++) {
    const open = linkable.filter((x) => !linked.includes(x.card) && hosts(sc, op, x.card).length > 0);
    if (open.length === 0) break;
    const [pick] = chooseCards(
      sc,
      me,
      open.map((x) => x.card),
      1,
      // "You may" is asked before (the ability's choice or a "may" op); "up to" lets the player stop.
      op.upTo || i > 0 ? 0 : 1,
      `Player ${me}: choose a card to link${op.upTo || i > 0 ? " (or none)" : ""}`,
    );
    if (!pick) break;
    const cand = open.find((x) => x.card === pick)!;
    const places = hosts(sc, op, pick);
    const [id] =
      places.length === 1
        ? [String(places[0]!.pid)]
        : ctx.choose({
            kind: "target",
            player: me,
            prompt: `Player ${me}: choose the Digimon ${cardName(pick)} is linked to`,
            options: places.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
            min: 1,
            max: 1,
            forCard: sc.forCard,
          });
    const host = places.find((p) => String(p.pid) === id) ?? places[0]!;
    if (op.cost !== "free") {
      const cost = Math.max(0, (pick.def.link?.cost ?? 0) - op.cost.reduce);
      if (memoryOf(s, me) - cost < -10) {
        out.push(
          `player ${me} can't pay the link cost ${cost}, so ${cardName(pick)} is not linked (10-1-3-2)`,
        );
        break;
      }
      addMemory(s, me, -cost);
      out.push(`player ${me} pays the link cost ${cost} (${describeMemory(s)})`);
    }
    cand.take();
    const from = pick === sc.usedCard ? "" : ` from ${WHERE[cand.from]}`;
    out.push(...plugLink(s, ctx, me, pick, host, from));
    linked.push(pick);
  }
  if (linked.length === 0 && out.length === 0) out.push("no card is linked");
  return out;
}

type TrashLinkCardsOp = Extract<Op, { op: "trashLinkCards" }>;

/** The link cards "trash N of this Digimon's / your Digimon's link cards" may take, with the Digimon each is plugged into. */
export function trashableLinks(sc: OpScope, op: TrashLinkCardsOp): { card: CardInst; holder: Permanent }[] {
  const ps = sc.s.players[sc.me]!;
  const holders = op.whose === "this" ? (sc.self ? [sc.self] : []) : [...ps.battle, ...ps.breeding];
  return holders.flatMap((holder) => (holder.links ?? []).map((card) => ({ card, holder })));
}

/** Trashes link cards (4-9): the player picks which when there are more than needed. */
export function runTrashLinkCards(sc: OpScope, op: TrashLinkCardsOp): string[] {
  const all = trashableLinks(sc, op);
  if (all.length === 0) return ["there is no link card to trash"];
  const picked = chooseCards(
    sc,
    sc.me,
    all.map((x) => x.card),
    op.n,
    op.n,
    `Player ${sc.me}: choose ${op.n} link card${op.n === 1 ? "" : "s"} to trash`,
  );
  const byHolder = new Map<Permanent, CardInst[]>();
  for (const card of picked) {
    const holder = all.find((x) => x.card === card)!.holder;
    holder.links = holder.links!.filter((c) => c !== card);
    if (holder.links.length === 0) delete holder.links;
    byHolder.set(holder, [...(byHolder.get(holder) ?? []), card]);
  }
  toTrash(sc.s, picked);
  for (const [holder, cards] of byHolder)
    recordEvent(sc.ctx, {
      kind: "linkTrashed",
      owner: ownerOf(holder),
      pid: holder.pid,
      byEffect: sc.me,
      cards,
    });
  return picked.map(
    (c) => `${cardName(c)}, a link card of ${permName(all.find((x) => x.card === c)!.holder)}, is trashed`,
  );
}
