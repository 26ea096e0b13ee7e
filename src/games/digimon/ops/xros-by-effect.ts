/**
 * A DigiXros while an effect plays a card (7-2-2-13: what affects playing cards affects playing
 * for a DigiXros; the official Q&A lets effect plays DigiXros). As in the action (7-2-3), the
 * effects that act when the card would be played come first: those that allow cards from under
 * the Tamers or from the trash (xros-sources.ts) are offered with the hand and the battle area,
 * then the player declares the DigiXros by choosing the cards, at most one per part (7-2-2-5),
 * and they are placed under the card before it is paid for. Choosing none is no DigiXros
 * (7-2-2-12). An effect that plays several cards at the same time plays each without the effects
 * for "a Digimon card" (one card).
 */
import { matchesFilter } from "../derive/index.ts";
import type { CardFilter } from "../model/index.ts";
import { removeFromField, take } from "./primitives.ts";
import { assignParts, inPartOrder } from "./requirement-parts.ts";
import type { OpScope } from "./scope.ts";
import { allowExtraSources, extraRoom, fitsAsXrosName, placeOf, standsInForXros } from "./xros-sources.ts";
import { type CardInst, cardName, isFaceDown } from "../state/state.ts";

export interface EffectXros {
  /** The cards placed under the played card, top first (7-2-2-8). */
  materials: CardInst[];
  /** The play cost reduction they give (7-2-2-1). */
  reduce: number;
  lines: string[];
}

const NONE: EffectXros = { materials: [], reduce: 0, lines: [] };

export function xrosByEffect(sc: OpScope, card: CardInst, several: boolean): EffectXros {
  const xros = card.def.xros;
  if (!xros || card.def.category !== "Digimon") return NONE;
  const { s, me } = sc;
  const fits = (c: CardInst, f: CardFilter) =>
    matchesFilter(s, c, f) || fitsAsXrosName(s, c, f) || standsInForXros(s, me, c);
  const room = extraRoom(s, me, card, several);
  const candidates = xrosCandidates(sc, card).filter((c) => {
    const at = placeOf(s, me, c)?.at;
    if ((at === "tamer" && room.tamers === 0) || (at === "trash" && room.trash === 0)) return false;
    return xros.parts.some((f) => fits(c, f));
  });
  if (candidates.length === 0) return NONE;
  const max = xros.max === "any" ? candidates.length : (xros.max ?? xros.parts.length);
  const slots = xros.max !== undefined ? Array.from({ length: max }, () => xros.parts[0]!) : xros.parts;
  const picked = sc.ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: choose the cards to place for ${cardName(card)}'s DigiXros (${xros.label}), or none (7-2-3-2)`,
    options: candidates.map((c) => ({ id: `x${c.uid}`, label: cardName(c), card: c.code })),
    min: 0,
    max: Math.min(max, candidates.length),
    forCard: sc.forCard,
  });
  // Kept in the order chosen while each still fits a part of its own and the limits (7-2-2-5).
  const chosen: CardInst[] = [];
  const used = { tamers: 0, trash: 0 };
  for (const id of picked) {
    const c = candidates.find((x) => `x${x.uid}` === id);
    if (!c) continue;
    const at = placeOf(s, me, c)?.at;
    const key = at === "tamer" ? "tamers" : at === "trash" ? "trash" : null;
    if (key && used[key] >= room[key]) continue;
    const next = [...chosen, c];
    if (!assignParts(next, slots, fits) || !different(next, xros.different)) continue;
    chosen.push(c);
    if (key) used[key] += 1;
  }
  if (chosen.length === 0) return { ...NONE, lines: [`player ${me} does not DigiXros ${cardName(card)}`] };
  // Matched before the cards move: a stand-in (xros-stand-in.ts) fits only while it is on the field.
  const at = assignParts(chosen, slots, fits)!;
  const lines: string[] = [];
  const before = sc.ctx;
  allowExtraSources(s, before, me, card, chosen, several);
  for (const c of chosen) lines.push(...takeMaterial(sc, c));
  const materials = xros.max === undefined ? inPartOrder(chosen, at) : chosen;
  const reduce = xros.reduce * chosen.length;
  lines.push(
    `${chosen.map(cardName).join(", ")} ${chosen.length === 1 ? "is" : "are"} placed under ${cardName(card)} for its DigiXros: the play cost is reduced by ${reduce} (7-2-3-3)`,
  );
  return { materials, reduce, lines };
}

/** The cards a DigiXros could place: the hand, alone in the battle area, under the Tamers, the trash. */
function xrosCandidates(sc: OpScope, card: CardInst): CardInst[] {
  const ps = sc.s.players[sc.me]!;
  const field = ps.battle.filter((p) => p.stack.length === 1).map((p) => p.stack[0]!);
  const tamers = ps.battle
    .filter((p) => p.stack[0]!.def.category === "Tamer")
    .flatMap((p) => p.stack.slice(1).filter((c) => !isFaceDown(c)));
  return [...ps.hand, ...field, ...tamers, ...ps.trash].filter((c) => c !== card);
}

function different(cards: CardInst[], by: "number" | "name" | undefined): boolean {
  if (!by) return true;
  const key = (c: CardInst) => (by === "number" ? c.code : c.def.name);
  return new Set(cards.map(key)).size === cards.length;
}

/** Takes a placed card from where it is; one from the battle area leaves the field (7-2-2-7). */
function takeMaterial(sc: OpScope, c: CardInst): string[] {
  const ps = sc.s.players[sc.me]!;
  const place = placeOf(sc.s, sc.me, c);
  if (place?.at === "hand") take(ps.hand, c);
  else if (place?.at === "trash") take(ps.trash, c);
  else if (place?.at === "tamer") take(place.perm.stack, c);
  else if (place?.at === "field") {
    removeFromField(sc.s, place.perm);
    return [`${cardName(c)} leaves the battle area for the DigiXros (7-2-2-7)`];
  }
  return [];
}
