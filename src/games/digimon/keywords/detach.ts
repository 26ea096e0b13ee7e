/**
 * <Detach (X)> (16-46): when its Digimon would leave the battle area other than by its owner's
 * effects, its owner may trash 1 of its link cards that fits X; then it doesn't leave (16-46-3:
 * trashing is optional, not leaving then mandatory). An immediate-type effect (16-46-2).
 */
import type { EffectContext } from "../../../engine/types.ts";
import { keywordsOf, matchesFilter } from "../derive/index.ts";
import type { CardFilter } from "../model/index.ts";
import { specifiedCard } from "../model/index.ts";
import type { LeaveInterceptor } from "../ops/index.ts";
import { toTrash } from "../ops/index.ts";
import { recordEvent } from "../state/events.ts";
import { type DigimonState, type Permanent, cardName, ownerOf, permName, top } from "../state/state.ts";

/** "[Seven Code] trait", or a card as other keywords specify it ("[Agumon]"). */
function detachFilter(param: string | undefined): CardFilter | null {
  const t = (param ?? "").replace(/\s+/g, " ").trim();
  if (t === "") return {};
  const trait = /^\[([^\]]+)\] trait$/i.exec(t);
  if (trait) return { traits: [trait[1]!] };
  const card = specifiedCard(t);
  if (!card) return null;
  const { category: _category, ...rest } = card;
  return rest;
}

function detachSaves(
  s: DigimonState,
  ctx: EffectContext,
  p: Permanent,
  effectOf: string | undefined,
): boolean {
  const owner = ownerOf(p);
  if (effectOf === owner) return false;
  const held = keywordsOf(s, p).filter((h) => h.keyword === "detach");
  const filters = held.map((h) => detachFilter(h.param)).filter((f): f is CardFilter => f !== null);
  const fits = (p.links ?? []).filter((c) => filters.some((f) => matchesFilter(s, c, f)));
  if (fits.length === 0) return false;
  const name = permName(p);
  const [id] = ctx.choose({
    kind: "target",
    player: owner,
    prompt: `Player ${owner}: ${name} would leave the battle area. Trash 1 of its link cards with <Detach> to keep it, or none?`,
    options: fits.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
    min: 0,
    max: 1,
    forCard: top(p).code,
  });
  const card = fits.find((c) => String(c.uid) === id);
  if (!card) return false;
  p.links = p.links!.filter((c) => c !== card);
  if (p.links.length === 0) delete p.links;
  toTrash(s, [card]);
  // <Detach> is a keyword effect (16-46-1), so its owner's effect trashes this link card.
  recordEvent(ctx, { kind: "linkTrashed", owner, pid: p.pid, byEffect: owner, cards: [card] });
  ctx.interrupt({
    player: owner,
    card: top(p).code,
    text: `${name} would leave the battle area${effectOf === undefined ? "" : " by an opponent's effect"}: its <Detach> trashes ${cardName(card)}, one of its link cards, so it doesn't leave (16-46-1, 16-46-3).`,
    rule: "16-46-1",
  });
  return true;
}

/** <Detach>: a leave interceptor. */
export const DETACH: LeaveInterceptor = (m, p) => detachSaves(m.s, m.ctx, p, m.cause.effectOf);
