/**
 * "Trash any 2 digivolution cards from your opponent's Digimon" / "... of 1 of your opponent's
 * Digimon": the player picks which digivolution cards, from any place in the stacks (4-8).
 */
import type { Op } from "./ability.ts";
import { type OpScope, chooseTargets, toTrash } from "./ops.ts";
import {
  type CardInst,
  type Permanent,
  allPermanents,
  cardName,
  ownerOf,
  permName,
  sideMatches,
  permanentMatches,
} from "./state.ts";

type TrashAny = Extract<Op, { op: "trashAnySources" }>;

export function runTrashAnySources(sc: OpScope, op: TrashAny): string[] {
  const { s, ctx, me } = sc;
  const perms: Permanent[] =
    op.target.count === "all"
      ? allPermanents(s).filter(
          (p) =>
            sideMatches(s, me, op.target.side, ownerOf(p)) &&
            permanentMatches(s, p, op.target.filter, sc.self),
        )
      : chooseTargets(
          sc,
          {
            ...op.target,
            filter: { ...op.target.filter, minSources: Math.max(1, op.target.filter.minSources ?? 0) },
          },
          "trash digivolution cards of",
        );
  const under = perms.flatMap((p) => p.stack.slice(1).map((card) => ({ p, card })));
  if (under.length === 0) return ["there is no digivolution card to trash"];
  const n = Math.min(op.n, under.length);
  const picked =
    under.length <= n
      ? under
      : (() => {
          const ids = ctx.choose({
            kind: "target",
            player: me,
            prompt: `Player ${me}: choose ${n} digivolution card(s) to trash`,
            options: under.map(({ p, card }) => ({
              id: String(card.uid),
              label: `${cardName(card)} under ${permName(p)}`,
              card: card.code,
            })),
            min: n,
            max: n,
            forCard: sc.forCard,
          });
          return under.filter(({ card }) => ids.includes(String(card.uid)));
        })();
  const moment = ctx.nextMoment();
  const out: string[] = [];
  for (const p of new Set(picked.map((x) => x.p))) {
    const cards: CardInst[] = picked.filter((x) => x.p === p).map((x) => x.card);
    p.stack = p.stack.filter((c) => !cards.includes(c));
    toTrash(s, cards);
    ctx.emit({ kind: "sourceTrashed", moment, owner: ownerOf(p), pid: p.pid, byEffect: sc.me, cards });
    out.push(
      `${cards.map(cardName).join(", ")} ${cards.length > 1 ? "are" : "is"} trashed from under ${permName(p)}`,
    );
  }
  return out;
}
