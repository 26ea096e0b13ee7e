/**
 * "Trash any 2 digivolution cards from your opponent's Digimon" / "... of 1 of your opponent's
 * Digimon": the player picks which digivolution cards, from any place in the stacks (4-8).
 */
import type { Op } from "../model/index.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { totalWithDeletionMax } from "./effect-numbers.ts";
import { chooseTargets, optionId, toTrash } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { deletePermanents, deletionWords } from "./leave-field.ts";
import { describeOps } from "./describe.ts";
import {
  type CardInst,
  type Permanent,
  allPermanents,
  cardName,
  ownerOf,
  permName,
  sideMatches,
} from "../state/state.ts";
import { dpOf, permanentMatches } from "../derive/index.ts";
import { recordEvent } from "../state/events.ts";

type TrashAny = Extract<Op, { op: "trashAnySources" }>;
type Choose = Extract<Op, { op: "choose" }>;
type UpToTotal = Extract<Op, { op: "deleteUpToTotalDp" }>;

/** Picks Digimon one at a time while their DP still fits in what is left, then deletes them at once. */
export function runDeleteUpToTotal(sc: OpScope, op: UpToTotal): string[] {
  const { s, me } = sc;
  const picked: Permanent[] = [];
  const raised = totalWithDeletionMax(sc, op.maxTotal);
  let left = raised.maxTotal;
  for (;;) {
    const fits = allPermanents(s).filter(
      (p) =>
        !picked.includes(p) &&
        sideMatches(s, me, op.target.side, ownerOf(p)) &&
        permanentMatches(s, p, op.target.filter, sc.self) &&
        (dpOf(s, p) ?? Infinity) <= left,
    );
    if (fits.length === 0) break;
    const ids = sc.ctx.choose({
      kind: "target",
      player: me,
      prompt: `Player ${me}: choose a Digimon to delete (${left} DP left of ${raised.maxTotal}), or none`,
      options: fits.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
      min: 0,
      max: 1,
      forCard: sc.forCard,
    });
    const next = fits.find((p) => ids.includes(String(p.pid)));
    if (!next) break;
    picked.push(next);
    left -= dpOf(s, next) ?? 0;
  }
  const note = raised.note ? [raised.note] : [];
  if (picked.length === 0) return [...note, "no Digimon is chosen"];
  const names = new Map(picked.map((p) => [p, permName(p)]));
  return [...note, ...deletionWords(names, deletePermanents(s, sc.ctx, picked, false))];
}

/** "suspend 2 Digimon (maxDp 5000)": enough to tell the options apart. */
function describeOption(ops: Op[]): string {
  return ops
    .map((o) => {
      if (!("target" in o) || typeof o.target !== "object") return describeOps([o]);
      const f = Object.entries(o.target.filter)
        .filter(([k]) => k !== "category")
        .map(([k, v]) => `${k} ${JSON.stringify(v)}`);
      return `${o.op} ${o.target.count} Digimon${f.length ? ` (${f.join(", ")})` : ""}`;
    })
    .join(", then ");
}

/** "A, or B": the player picks which one the effect does (asked as "B rather than A?"). */
export function runChoose(sc: OpScope, op: Choose): string[] {
  const [first, ...others] = op.options;
  let chosen = first ?? [];
  for (const other of others) {
    const prompt = `Player ${sc.me}: with [${sc.forCard}]'s effect, ${describeOption(other)} rather than ${describeOption(chosen)}?`;
    if (askYesNo(sc.ctx, sc.me, prompt, sc.forCard)) chosen = other;
  }
  return [`player ${sc.me} chooses to ${describeOption(chosen)}`, ...chosen.flatMap((o) => sc.run(o))];
}

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
