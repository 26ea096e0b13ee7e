/** Digivolution cards: de-digivolving (16-12), trashing them from a stack, returning one to the hand. */
import { top, cardName, ownerOf, permName, allPermanents, sideMatches } from "../state/state.ts";
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import type { CardInst, Permanent } from "../state/state.ts";
import {
  affectable,
  chooseCards,
  chooseTargets,
  effectOrigin,
  show,
  take,
  toTrash,
  removeCards,
} from "./primitives.ts";
import { emitHandAdded } from "./hand-added.ts";
import { howMany } from "./stack.ts";
import { colorsOf, matchesFilter, permanentMatches, stackTrashProtected } from "../derive/index.ts";
import { recordEvent } from "../state/events.ts";
import { cardCount } from "./card-count.ts";

export function runDeDigivolve(sc: OpScope, op: Extract<Op, { op: "deDigivolve" }>): string[] {
  const { s } = sc;
  const out: string[] = [];
  // A keyword effect's processing: a Digimon that isn't affected by <De-Digivolve> effects stays chosen, unchanged (15-15-5).
  const keyword: OpScope = { ...sc, origin: { ...effectOrigin(sc), keyword: "De-Digivolve" } };
  const picked =
    op.target === "this"
      ? affectable(keyword, sc.self ? [sc.self] : [])
      : chooseTargets(keyword, op.target, "de-digivolve");
  if (op.target === "this" && !sc.self) out.push("that Digimon is no longer in the battle area");
  if (op.target !== "this") sc.chosen = keyword.chosen;
  for (const p of picked) {
    const kept = stackTrashProtected(s, p, sc.me);
    if (kept) {
      out.push(kept);
      continue;
    }
    const trashed: CardInst[] = [];
    for (let i = 0; i < op.n; i++) {
      const t = top(p);
      if (p.stack.length < 2 || (t.def.level ?? 0) <= 3) break;
      trashed.push(p.stack.shift()!);
    }
    if (trashed.length === 0) out.push(`${permName(p)} cannot be de-digivolved (16-12)`);
    else {
      toTrash(s, trashed);
      out.push(`${trashed.map(show).join(", ")} is trashed from the top, leaving ${permName(p)}`);
    }
  }
  return out;
}

export function runTrashBottomSource(sc: OpScope, op: Extract<Op, { op: "trashBottomSource" }>): string[] {
  const { s, ctx, me } = sc;
  const withSources = { ...op.target };
  const targets = chooseTargets(sc, withSources, "trash the bottom digivolution card of").filter(
    (p) => p.stack.length > 1,
  );
  const p = targets[0];
  if (!p) return ["no Digimon has a digivolution card to trash"];
  const kept = stackTrashProtected(s, p, me);
  if (kept) return [kept];
  const bottom = p.stack.pop()!;
  toTrash(s, [bottom]);
  recordEvent(ctx, {
    kind: "sourceTrashed",
    owner: ownerOf(p),
    pid: p.pid,
    byEffect: me,
    cards: [bottom],
  });
  return [`${show(bottom)} is trashed from under ${permName(p)}`];
}

export function runReturnSourceToHand(sc: OpScope, op: Extract<Op, { op: "returnSourceToHand" }>): string[] {
  const { s, me } = sc;
  const mine = s.players[me]!;
  const self = sc.self;
  const matching = self?.stack.slice(1).filter((c) => matchesFilter(s, c, op.filter)) ?? [];
  // The player picks which one when several match: "the same level as the returned card" reads it.
  const [card] = chooseCards(
    sc,
    me,
    matching,
    1,
    1,
    `Player ${me}: choose the digivolution card to return to the hand`,
  );
  if (!self || !card) return [];
  sc.moved = [card];
  take(self.stack, card);
  card.epoch += 1;
  mine.hand.push(card);
  emitHandAdded(sc, me, 1);
  return [`${cardName(card)} returns from under ${permName(self)} to the hand`];
}

export function runTrashSources(sc: OpScope, op: Extract<Op, { op: "trashSources" }>): string[] {
  const { s, ctx, me } = sc;
  const picked = chooseTargets(sc, op.target, "trash digivolution cards of");
  const out: string[] = [];
  for (const p of picked) {
    const kept = stackTrashProtected(s, p, me);
    if (kept) {
      out.push(kept);
      continue;
    }
    const under = p.stack.slice(1);
    const n = op.upTo
      ? howMany(sc, op.n === "all" ? under.length : op.n, under.length, p)
      : op.n === "all"
        ? under.length
        : op.perOwnColor
          ? op.n * colorsOf(s, p).length
          : op.n;
    const cards = op.from === "top" ? under.slice(0, n) : under.slice(Math.max(0, under.length - n));
    if (cards.length === 0) continue;
    removeCards(p.stack, cards);
    toTrash(s, cards);
    recordEvent(ctx, { kind: "sourceTrashed", owner: ownerOf(p), pid: p.pid, byEffect: me, cards });
    out.push(
      `${cards.map(show).join(", ")} ${cards.length > 1 ? "are" : "is"} trashed from under ${permName(p)}`,
    );
  }
  return out.length ? out : ["no digivolution card is trashed"];
}

type TrashAny = Extract<Op, { op: "trashAnySources" }>;

/**
 * "Trash any 2 digivolution cards from your opponent's Digimon" / "... of 1 of your opponent's
 * Digimon": the player picks which digivolution cards, from any place in the stacks (4-8).
 */
export function runTrashAnySources(sc: OpScope, op: TrashAny): string[] {
  const { s, ctx, me } = sc;
  const perms: Permanent[] =
    op.target.count === "all"
      ? allPermanents(s).filter(
          (p) =>
            sideMatches(s, me, op.target.side, ownerOf(p)) &&
            permanentMatches(s, p, op.target.filter, sc.self, sc.me),
        )
      : chooseTargets(
          sc,
          {
            ...op.target,
            filter: { ...op.target.filter, minSources: Math.max(1, op.target.filter.minSources ?? 0) },
          },
          "trash digivolution cards of",
        );
  const kept = perms.flatMap((p) => stackTrashProtected(s, p, me) ?? []);
  // Link cards are not stacked cards: a stack protection doesn't keep them.
  const under = pickable(sc, op, perms).filter((x) => x.link || !stackTrashProtected(s, x.p, me));
  if (under.length === 0) return [...kept, "there is no digivolution card to trash"];
  const n = Math.min(op.n, under.length);
  const picked =
    under.length <= n
      ? under
      : (() => {
          const ids = ctx.choose({
            kind: "target",
            player: me,
            prompt: `Player ${me}: choose ${cardCount(n, "digivolution card")} to trash`,
            options: under.map(({ p, card, link }) => ({
              id: String(card.uid),
              label: `${cardName(card)} ${link ? "linked to" : "under"} ${permName(p)}`,
              card: card.code,
            })),
            min: n,
            max: n,
            forCard: sc.forCard,
          });
          return under.filter(({ card }) => ids.includes(String(card.uid)));
        })();
  const moment = ctx.nextMoment();
  const out: string[] = [...kept, ...trashPickedLinks(sc, picked)];
  for (const p of new Set(picked.filter((x) => !x.link).map((x) => x.p))) {
    const cards: CardInst[] = picked.filter((x) => x.p === p && !x.link).map((x) => x.card);
    p.stack = p.stack.filter((c) => !cards.includes(c));
    toTrash(s, cards);
    // Cards under a Tamer are not digivolution cards (4-4-2): no "digivolution cards trashed" event.
    if (top(p).def.category !== "Tamer")
      recordEvent(ctx, {
        kind: "sourceTrashed",
        moment,
        owner: ownerOf(p),
        pid: p.pid,
        byEffect: sc.me,
        cards,
      });
    out.push(
      `${cards.map(cardName).join(", ")} ${cards.length > 1 ? "are" : "is"} trashed from under ${permName(p)}`,
    );
  }
  return out;
}

/** How many digivolution cards "trash any N ... from your Digimon" could pick from now (a cost needs all N). */
export function trashableSources(sc: OpScope, op: TrashAny): number {
  if (op.target.count !== "all") return Infinity;
  const perms = allPermanents(sc.s).filter(
    (p) =>
      sideMatches(sc.s, sc.me, op.target.side, ownerOf(p)) &&
      permanentMatches(sc.s, p, op.target.filter, sc.self, sc.me),
  );
  return pickable(sc, op, perms).length;
}

interface Pickable {
  p: Permanent;
  card: CardInst;
  /** A link card of `p` (4-9), not one of its digivolution cards. */
  link?: true;
}

/** The cards under those Digimon (and, with `links`, plugged into them) that the op may trash. */
function pickable(sc: OpScope, op: TrashAny, perms: Permanent[]): Pickable[] {
  const fits = (card: CardInst) => !op.cards || matchesFilter(sc.s, card, op.cards);
  return perms.flatMap((p) => [
    ...p.stack
      .slice(1)
      .filter(fits)
      .map((card) => ({ p, card })),
    ...(op.links ? (p.links ?? []).filter(fits).map((card) => ({ p, card, link: true as const })) : []),
  ]);
}

/** The link cards among those picked leave their Digimon for the trash (4-9). */
function trashPickedLinks(sc: OpScope, picked: Pickable[]): string[] {
  const out: string[] = [];
  for (const p of new Set(picked.filter((x) => x.link).map((x) => x.p))) {
    const cards = picked.filter((x) => x.p === p && x.link).map((x) => x.card);
    p.links = (p.links ?? []).filter((c) => !cards.includes(c));
    if (p.links.length === 0) delete p.links;
    toTrash(sc.s, cards);
    recordEvent(sc.ctx, { kind: "linkTrashed", owner: ownerOf(p), pid: p.pid, byEffect: sc.me, cards });
    out.push(
      `${cards.map(cardName).join(", ")}, linked to ${permName(p)}, ${cards.length > 1 ? "are" : "is"} trashed`,
    );
  }
  return out;
}
