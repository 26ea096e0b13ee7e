/**
 * Effects that move cards between the zones of one player (not from the field): looking at the
 * top of the deck and picking from it, fetching from the trash, ener zone or deck, adding to
 * the Life Cloth, putting the top of decks into the trash, putting a SIGNI onto the field.
 */
import type { WxCardFilter, WxLookRest, WxOp } from "./cards.ts";
import { type OpScope, fitsFilter, pickUpTo, players, topOfDeck } from "./select.ts";
import { type CardInst, type PlayerId, cardName, newSigni, signiLimit } from "./state.ts";

/** A card goes onto its player's field in a free SIGNI zone (not played: its 【出】 still triggers). */
export function placeOnField(sc: OpScope, c: CardInst, from: string): { ok: boolean; text: string } {
  const { s, me, ctx } = sc;
  const ps = s.players[me]!;
  const free = [0, 1, 2].find((z) => !ps.signi.some((x) => x.zone === z));
  if (free === undefined || ps.signi.length >= signiLimit(s, me))
    return { ok: false, text: `player ${me} has no free SIGNI zone, so ${cardName(c)} stays in the ${from}` };
  const x = newSigni(s, c, free);
  ps.signi.push(x);
  ctx.emit({ kind: "played", sid: x.sid, player: me, card: c });
  return { ok: true, text: `${cardName(c)} is put onto player ${me}'s field from the ${from}` };
}

function filterWords(f: WxCardFilter): string {
  return f.signi ? "SIGNI" : "card";
}

/** Picked cards go to the hand or onto the field; "hand or field" asks for each card. */
function deliver(
  sc: OpScope,
  cards: CardInst[],
  from: string,
  to: "hand" | "field" | "handOrField",
): {
  kept: CardInst[];
  text: string[];
} {
  const ps = sc.s.players[sc.me]!;
  const kept: CardInst[] = [];
  const text: string[] = [];
  for (const c of cards) {
    let where = to;
    if (where === "handOrField") {
      const [pick] = sc.ctx.choose({
        kind: "target",
        player: sc.me,
        prompt: `Player ${sc.me}: put ${cardName(c)} into the hand or onto the field?`,
        options: [
          { id: "hand", label: "into the hand", card: `${c.code}#hand` },
          { id: "field", label: "onto the field", card: `${c.code}#field` },
        ],
        min: 1,
        max: 1,
        forCard: sc.forCard,
      });
      where = pick === "field" && c.def.type === "SIGNI" ? "field" : "hand";
    }
    if (where === "field") {
      const placed = placeOnField(sc, c, from);
      text.push(placed.text);
      if (!placed.ok) kept.push(c);
      continue;
    }
    ps.hand.push(c);
    text.push(`${cardName(c)} goes from the ${from} to player ${sc.me}'s hand`);
  }
  return { kept, text };
}

function restGoes(sc: OpScope, rest: CardInst[], where: WxLookRest): string {
  const ps = sc.s.players[sc.me]!;
  if (rest.length === 0) return "";
  const n = `${rest.length} card${rest.length === 1 ? "" : "s"}`;
  switch (where) {
    case "trash":
      ps.trash.push(...rest);
      return `the other ${n} go to the trash`;
    case "ener":
      ps.ener.push(...rest);
      return `the other ${n} go to the ener zone`;
    case "deckTop":
      ps.deck.unshift(...order(sc, rest, "top"));
      return `the other ${n} go back on top of the deck in the order player ${sc.me} chooses`;
    case "deckBottom":
      ps.deck.push(...order(sc, rest, "bottom"));
      return `the other ${n} go to the bottom of the deck in the order player ${sc.me} chooses`;
    case "shuffleBottom":
      ps.deck.push(...rest);
      return `the other ${n} are shuffled and go to the bottom of the deck`;
  }
}

/** The order a player puts cards in, first card first (a script names them in order). */
function order(sc: OpScope, cards: CardInst[], where: string): CardInst[] {
  if (cards.length < 2) return cards;
  const picked = sc.ctx.choose({
    kind: "order",
    player: sc.me,
    prompt: `Player ${sc.me}: the order of the cards going to the ${where} of the deck (first is topmost)`,
    options: cards.map((c, i) => ({ id: String(i), label: cardName(c), card: c.code })),
    min: cards.length,
    max: cards.length,
    forCard: sc.forCard,
  });
  const ordered = picked.map((id) => cards[Number(id)]).filter((c): c is CardInst => c !== undefined);
  return [...ordered, ...cards.filter((c) => !ordered.includes(c))];
}

type ZoneOp = Extract<WxOp, { op: "look" | "fetch" | "addLife" | "millSide" }>;

export function runZoneOp(sc: OpScope, op: ZoneOp): string {
  const { s, me } = sc;
  const ps = s.players[me]!;
  switch (op.op) {
    case "look": {
      const seen = topOfDeck(s, me, op.n);
      const head = `player ${me} looks at the top ${seen.length} card${seen.length === 1 ? "" : "s"} of the deck`;
      if (seen.length === 0) return `${head}: the deck is empty`;
      let rest = seen;
      const out: string[] = [];
      if (op.pick) {
        const fits = seen.filter((c) => fitsFilter(c, op.pick!.filter));
        const chosen = pickUpTo(
          sc,
          me,
          fits,
          op.pick.n,
          op.pick.upTo,
          `${filterWords(op.pick.filter)} among them`,
        );
        const to = op.pick.to;
        const done =
          to === "trash" || to === "ener"
            ? {
                kept: [],
                text: chosen.map(
                  (c) => (
                    ps[to].push(c),
                    `${cardName(c)} goes to the ${to === "ener" ? "ener zone" : "trash"}`
                  ),
                ),
              }
            : deliver(sc, chosen, "deck", to);
        rest = [...seen.filter((c) => !chosen.includes(c)), ...done.kept];
        out.push(...(done.text.length ? done.text : ["none is taken"]));
      }
      const r = restGoes(sc, rest, op.rest);
      if (r) out.push(r);
      return `${head}: ${out.join("; ")}`;
    }
    case "fetch": {
      const zone = ps[op.from];
      const fits = zone.filter((c) => fitsFilter(c, op.filter));
      const chosen = pickUpTo(sc, me, fits, op.n, op.upTo, `${filterWords(op.filter)} of the ${op.from}`);
      if (chosen.length === 0) return `player ${me} takes no ${filterWords(op.filter)} from the ${op.from}`;
      for (const c of chosen) zone.splice(zone.indexOf(c), 1);
      const done = deliver(sc, chosen, op.from, op.to);
      zone.push(...done.kept);
      return done.text.join("; ");
    }
    case "addLife": {
      const cards = topOfDeck(s, me, op.n);
      ps.life.unshift(...cards);
      return `${cards.length} card${cards.length === 1 ? "" : "s"} from the top of player ${me}'s deck ${cards.length === 1 ? "is" : "are"} added to the Life Cloth`;
    }
    case "millSide":
      return players(s, me, op.side)
        .map((p: PlayerId) => {
          const cards = topOfDeck(s, p, op.n);
          s.players[p]!.trash.push(...cards);
          return `${cards.length} card${cards.length === 1 ? "" : "s"} from the top of player ${p}'s deck go to the trash`;
        })
        .join("; ");
  }
}
