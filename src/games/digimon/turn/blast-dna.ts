/**
 * <Blast DNA Digivolve ([A] + [B])> (16-31) at the counter timing: one of the player's Digimon
 * named as one part and a card in their hand named as the other DNA digivolve into the card
 * with the keyword, without paying the cost (16-31-1). The card's own DNA requirements, when it
 * has some, still apply (16-31-5). The Digimon it makes is a new one (8-2-2-1): an attack that
 * targeted the Digimon used no longer has that target (8-2-2-1-4).
 */
import type { EffectContext } from "../../../engine/types.ts";
import { colorsOf, dnaAliases, fitsDnaPartFor, forbidden, identityOf } from "../derive/index.ts";
import { type DnaPart, fitsDnaPart } from "../model/index.ts";
import { optionId, trashLinks } from "../ops/index.ts";
import { recordEvent } from "../state/events.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  cardName,
  newPermanent,
  permName,
  top,
} from "../state/state.ts";

type Step = { player: string | null; card: string | null; text: string; rule: string | null };

/** The two names of "[A] + [B]", or null when the parameter says something else. */
export function blastDnaNames(param: string | undefined): [string, string] | null {
  const m = /^\s*\(?\s*\[([^\]]+)\]\s*\+\s*\[([^\]]+)\]\s*\)?\s*$/.exec(param ?? "");
  return m ? [m[1]!.trim(), m[2]!.trim()] : null;
}

/** One way to use it: the Digimon, the hand card, and which of them goes on top (the left name, 8-2-2-2). */
export interface BlastDnaPair {
  perm: Permanent;
  hand: CardInst;
  permOnTop: boolean;
}

function blastDnaParam(card: CardInst): [string, string] | null {
  const a = card.def.abilities.find((x) => x.keyword === "blastDnaDigivolve");
  return a ? blastDnaNames(a.keywordParam) : null;
}

/** Whether a Digimon and a hand card meet the card's printed DNA requirements, when it has some (16-31-5). */
function meetsDna(
  s: DigimonState,
  card: CardInst,
  top: { p: Permanent } | CardInst,
  other: { p: Permanent } | CardInst,
) {
  const dna = card.def.dna;
  if (!dna || dna.parts.length !== 2) return true;
  const fits = (x: { p: Permanent } | CardInst, part: DnaPart) =>
    "p" in x
      ? fitsDnaPartFor(x.p, colorsOf(s, x.p), part, card.def)
      : fitsDnaPart(part, x.def.level, x.def.colors, identityOf(x.def).names);
  return fits(top, dna.parts[0]!) && fits(other, dna.parts[1]!);
}

/** Every pair the player could DNA digivolve into `card` with its <Blast DNA Digivolve> now. */
export function blastDnaPairs(s: DigimonState, player: PlayerId, card: CardInst): BlastDnaPair[] {
  const names = blastDnaParam(card);
  if (!names || card.def.category !== "Digimon") return [];
  const ps = s.players[player]!;
  const named = (c: CardInst, n: string) => identityOf(c.def).names.includes(n);
  // On the field, "also treated as [X] for this card's DNA digivolution" names it too; in the hand it doesn't.
  const permNamed = (p: Permanent, n: string) =>
    named(top(p), n) || dnaAliases(p, card.def).some((a) => a.name === n);
  const out: BlastDnaPair[] = [];
  for (const perm of ps.battle) {
    if (top(perm).def.category !== "Digimon" || forbidden(s, perm, "digivolve")) continue;
    for (const hand of ps.hand) {
      if (hand === card) continue;
      for (const permOnTop of [true, false]) {
        const fitsNames = permOnTop
          ? permNamed(perm, names[0]) && named(hand, names[1])
          : named(hand, names[0]) && permNamed(perm, names[1]);
        if (!fitsNames) continue;
        const ok = permOnTop ? meetsDna(s, card, { p: perm }, hand) : meetsDna(s, card, hand, { p: perm });
        if (ok) out.push({ perm, hand, permOnTop });
      }
    }
  }
  return out;
}

export function blastDnaDigivolve(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  pairs: BlastDnaPair[],
): Step {
  const id = (p: BlastDnaPair) => `${p.perm.pid}:${p.hand.uid}:${p.permOnTop ? "top" : "under"}`;
  const [pick] = ctx.choose({
    kind: "target",
    player,
    prompt: `Player ${player}: which of your Digimon and which card in your hand DNA digivolve into ${cardName(card)} (<Blast DNA Digivolve>)?`,
    options: pairs.map((p) => ({
      id: id(p),
      label: `${permName(p.perm)} and ${cardName(p.hand)}`,
      card: optionId(p.perm),
    })),
    min: 1,
    max: 1,
    forCard: card.code,
  });
  const pair = pairs.find((p) => id(p) === pick) ?? pairs[0]!;
  const ps = s.players[player]!;
  const before = permName(pair.perm);
  ps.hand = ps.hand.filter((c) => c !== card && c !== pair.hand);
  // Every card becomes a new card: the link cards are trashed first (8-2-2-1-2).
  const links = trashLinks(s, pair.perm);
  card.epoch += 1;
  pair.hand.epoch += 1;
  for (const c of pair.perm.stack) c.epoch += 1;
  const under = pair.permOnTop ? [...pair.perm.stack, pair.hand] : [pair.hand, ...pair.perm.stack];
  const made = newPermanent(s, [card, ...under]);
  ps.battle[ps.battle.indexOf(pair.perm)] = made;
  const drawn = ps.deck.shift();
  if (drawn) {
    drawn.epoch += 1;
    ps.hand.push(drawn);
  }
  const draw = drawn
    ? `player ${player} draws 1 card for DNA digivolving (8-2-3-3)`
    : `player ${player} has no deck left to draw from for DNA digivolving`;
  // <Blast DNA Digivolve> is an effect that DNA digivolves, as <Blast Digivolve> is (16-26-4).
  recordEvent(ctx, { kind: "digivolved", pid: made.pid, player, dna: true, byEffect: true });
  const trashed = links.length
    ? `; ${links.map(cardName).join(", ")}, its link card, is trashed (8-2-2-1-2)`
    : "";
  return {
    player,
    card: card.code,
    text: `Counter timing: player ${player} activates ${cardName(card)}'s <Blast DNA Digivolve> from the hand: ${before} and ${cardName(pair.hand)} from the hand DNA digivolve into ${cardName(card)} without paying the cost, as a new unsuspended Digimon (8-2-2-1)${trashed}; ${draw}.`,
    rule: "16-31-1",
  };
}
