/**
 * Moving cards between areas, as the costs ("By placing 1 card from your trash as this
 * Digimon's bottom digivolution card, ...") and effects ("Return 2 cards from your trash to the
 * bottom of the deck") of compiled abilities. Every card leaves one list and joins exactly one.
 */
import { EGG_REDIRECT, eggToEggDeck } from "./hatch-move.ts";
import type { CardFilter, CardMoveOp, Op, PileFrom, PileTo } from "../model/index.ts";
import { chooseTargets, removeFromField, toTrash } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { staysLine, stillLeaving } from "./leave-field.ts";
import { emitHandAdded, placedBy } from "./hand-added.ts";
import { emitDeckAdded } from "./deck-added.ts";
import { runPlaceSelfUnder, runStackUnder } from "./stack-under.ts";
import {
  cannotReturnSelfToDeck,
  cannotTrashThisCard,
  returnSelfToDeck,
  trashThisCard,
} from "./this-card-to-deck.ts";
import { recordEvent } from "../state/events.ts";
import { chooseSourceHolder, sourceHolders } from "./sources-of.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  allPermanents,
  cardName,
  findPermanent,
  isFaceDown,
  isFaceUp,
  opponentOf,
  ownerOf,
  permName,
  top,
} from "../state/state.ts";
import { count, matchesFilter, permanentMatches, stackTrashProtected } from "../derive/index.ts";
import { UNKNOWN_CARD } from "../model/cards/generic.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { cardCount } from "./card-count.ts";
import { type Different, canAllDiffer, mostThatDiffer } from "./distinct-cards.ts";
import { WITHHOLD_NOTE, mayWithhold, restricts, withheldLine } from "./private-pick.ts";

const show = (c: CardInst) => (c.code === UNKNOWN_CARD ? "an unknown card" : cardName(c));

/** A card where it is now: the list that holds it. */
interface Held {
  card: CardInst;
  list: CardInst[];
}

const WHERE: Record<PileFrom, string> = {
  hand: "the hand",
  trash: "the trash",
  handOrTrash: "the hand or trash",
  opponentTrash: "the opponent's trash",
  deckTop: "the top of the deck",
  securityTop: "the top of the security stack",
  securityBottom: "the bottom of the security stack",
  securityTopOrBottom: "the security stack",
  securityTopFaceDown: "the top face-down security card",
  sources: "the digivolution cards",
  sourcesFaceDown: "the face-down digivolution cards",
  tamersFaceDown: "the face-down cards under the Tamers",
  handOrTamers: "the hand or the cards under the Tamers",
  tamers: "the cards under the Tamers",
  digimonSources: "the digivolution cards of their Digimon",
  handOrSources: "the hand or the digivolution cards",
  handOrDigimonSources: "the hand or the digivolution cards of their Digimon",
  trashes: "the trashes",
};

/** The areas a move may take cards from that include the private hand. */
const WITH_HAND: PileFrom[] = [
  "hand",
  "handOrTrash",
  "handOrTamers",
  "handOrSources",
  "handOrDigimonSources",
];

/** Whether the effect's player may take fewer than asked: cards meeting a condition from the hand (private-pick.ts). */
function withholdable(sc: OpScope, op: MoveCardsOp): boolean {
  const conditioned = restricts(op.filter) || !!op.each || !!op.also || !!op.different || !!op.sameLevel;
  return !op.upTo && WITH_HAND.includes(op.from) && mayWithhold(sc, conditioned);
}

/** The cards of these that no one could see: those in the player's hand. */
const inHand = (sc: OpScope, held: Held[]) => held.filter((h) => h.list === sc.s.players[sc.me]!.hand);

/** What the verb of a move into this area is, for "chooses to place none". */
const verbTo = (to: PileTo) => (to === "trash" ? "trash" : to.startsWith("deck") ? "return" : "place");

/** With `sourcesOf`: the one Digimon this move takes its cards from, once the player has picked it. */
const chosenHolder = new WeakMap<OpScope, Permanent>();

const fitsMove = (sc: OpScope, op: Extract<CardMoveOp, { op: "moveCards" }>) => (c: CardInst) =>
  !op.filter || matchesFilter(sc.s, c, op.filter);

/** The cards an op may take, in order; with `sameLevel`, only those of a level it can take enough of. */
function candidates(sc: OpScope, op: Extract<CardMoveOp, { op: "moveCards" }>): Held[] {
  const held = anyCandidates(sc, op);
  return op.sameLevel ? held.filter((h) => sameLevelAs(held, h).length >= op.n) : held;
}

/** "2 cards of the same level": the candidates that share this one's level (none without a level). */
function sameLevelAs(held: Held[], h: Held): Held[] {
  // A face-down card has no level (4-7-9).
  const levelOf = (x: Held) => (isFaceDown(x.card) ? undefined : x.card.def.level);
  const level = levelOf(h);
  return level === undefined ? [] : held.filter((x) => levelOf(x) === level);
}

function anyCandidates(sc: OpScope, op: Extract<CardMoveOp, { op: "moveCards" }>): Held[] {
  const { s, me } = sc;
  const mine = s.players[me]!;
  const all = (list: CardInst[]) => list.map((card) => ({ card, list }));
  const fits = (h: Held[]) =>
    op.each
      ? h.filter((x) => op.each!.some((f) => matchesFilter(s, x.card, f)))
      : op.filter
        ? h.filter((x) => matchesFilter(s, x.card, op.filter!))
        : h;
  switch (op.from) {
    case "hand":
      return fits(all(mine.hand));
    case "trash":
      return fits(all(mine.trash));
    case "handOrTrash":
      return fits([...all(mine.hand), ...all(mine.trash)]);
    case "opponentTrash":
      return fits(all(s.players[opponentOf(s, me)]!.trash));
    case "trashes":
      return fits([...all(mine.trash), ...all(s.players[opponentOf(s, me)]!.trash)]);
    case "sources": {
      if (!op.sourcesOf) return sc.self ? fits(all(sc.self.stack).slice(1)) : [];
      const holder = chosenHolder.get(sc);
      const holders = holder
        ? [holder]
        : sourceHolders(sc, op.sourcesOf, fitsMove(sc, op), op.upTo ? 1 : op.n);
      return fits(holders.flatMap((p) => all(p.stack).slice(1)));
    }
    case "sourcesFaceDown":
      return sc.self ? bottomFaceDown([sc.self]) : [];
    case "tamersFaceDown": {
      // "2 bottom face-down cards from under any of your Tamers": each taken in turn (pick).
      const tamers = mine.battle.filter((p) => top(p).def.category === "Tamer");
      return op.n > 1 ? bottomFaceDown(tamers, Infinity) : bottomFaceDown(tamers);
    }
    case "tamers": {
      const under = mine.battle
        .filter((p) => top(p).def.category === "Tamer")
        .flatMap((p) => all(p.stack).slice(1))
        .filter((h) => !op.filter || !isFaceDown(h.card));
      return fits(under);
    }
    case "digimonSources":
      return fits(digimonSources(mine.battle));
    case "handOrDigimonSources":
      return fits([...all(mine.hand), ...digimonSources(mine.battle)]);
    case "handOrSources":
      return fits([...all(mine.hand), ...(sc.self ? all(sc.self.stack).slice(1) : [])]);
    case "handOrTamers": {
      // A face-down card under a Tamer has no card information to match (4-7-9).
      const under = mine.battle
        .filter((p) => top(p).def.category === "Tamer")
        .flatMap((p) => all(p.stack).slice(1))
        .filter((h) => !isFaceDown(h.card));
      return fits([...all(mine.hand), ...under]);
    }
    case "deckTop":
      return all(mine.deck).slice(0, op.n);
    case "securityTop":
      return all(mine.security).slice(0, op.n);
    case "securityBottom":
      return all(mine.security).slice(-op.n);
    case "securityTopOrBottom":
      return mine.security.length ? all(mine.security) : [];
    case "securityTopFaceDown":
      return all(mine.security)
        .filter((h) => !isFaceUp(h.card))
        .slice(0, op.n);
  }
}

/** The cards under each of these that is a Digimon. */
function digimonSources(perms: Permanent[]): Held[] {
  return perms
    .filter((p) => top(p).def.category === "Digimon")
    .flatMap((p) => p.stack.slice(1).map((card) => ({ card, list: p.stack })));
}

/** With several levels to take the cards from, the player picks one card first: the rest share its level. */
function oneLevel(sc: OpScope, held: Held[]): Held[] {
  const levels = new Set(held.map((h) => h.card.def.level));
  if (levels.size <= 1) return held;
  const [first] = sc.ctx.choose({
    kind: "target",
    player: sc.me,
    prompt: `Player ${sc.me}: choose a card; the others are of the same level`,
    options: held.map((h) => ({ id: String(h.card.uid), label: cardName(h.card), card: h.card.code })),
    min: 1,
    max: 1,
    forCard: sc.forCard,
  });
  const chosen = held.find((h) => String(h.card.uid) === first) ?? held[0]!;
  return sameLevelAs(held, chosen);
}

/**
 * Each stack's lowest face-down card under its top card ("the bottom face-down card"); with
 * `depth`, that many of its face-down cards from the bottom up.
 */
function bottomFaceDown(perms: Permanent[], depth = 1): Held[] {
  return perms.flatMap((p) =>
    p.stack
      .slice(1)
      .reverse()
      .filter(isFaceDown)
      .slice(0, depth)
      .map((card) => ({ card, list: p.stack })),
  );
}

/** Several bottom face-down cards: each one the bottom face-down card of a stack once those before it are gone. */
function pickBottomFaceDown(sc: OpScope, op: MoveCardsOp, held: Held[]): Held[] {
  const out: Held[] = [];
  for (let k = 0; k < op.n; k++) {
    const lowest = held.filter(
      (h) =>
        !out.includes(h) &&
        !h.list
          .slice(h.list.indexOf(h.card) + 1)
          .some((below) => isFaceDown(below) && !out.some((o) => o.card === below)),
    );
    if (lowest.length === 0) break;
    out.push(...pick(sc, { ...op, n: 1 }, lowest));
  }
  return out;
}

/** Whether the op can move its full number of cards now (a cost must be paid in full). */
export function canMove(sc: OpScope, op: Op): string | null {
  if (op.op === "moveThis") return sc.self ? null : "this card is no longer on the field";
  if (op.op === "returnSelfToDeck") return cannotReturnSelfToDeck(sc);
  if (op.op === "trashThisCard") return cannotTrashThisCard(sc);
  if (op.op === "trashSourcesAny") {
    if (op.target !== "this") return null;
    const under = (sc.self?.stack.length ?? 1) - 1;
    return under >= op.n ? null : "this Digimon has too few digivolution cards";
  }
  if (op.op !== "moveCards") return null;
  if (underHost(op.to) && !op.onto && !sc.self) return "this card is no longer on the field";
  if (op.onto && count(sc.s, sc.me, op.onto, sc.self) === 0) return "there is no card to place them under";
  if (op.sourcesOf && sourceHolders(sc, op.sourcesOf, fitsMove(sc, op), op.upTo ? 1 : op.n).length === 0)
    return `no Digimon it names has enough matching digivolution cards`;
  if (op.each)
    return eachOf(sc, op, candidates(sc, op))
      ? null
      : `player ${sc.me} lacks one of the cards it names in ${WHERE[op.from]}`;
  if (op.also) {
    // Each kind from what the kinds before it left ("1 [A] and 1 [B]").
    const taken: CardInst[] = [];
    for (const part of parts(op)) {
      const left = candidates(sc, part).filter((h) => !taken.includes(h.card));
      if (!op.upTo && left.length < part.n)
        return `player ${sc.me} has too few cards in ${WHERE[op.from]} to move`;
      taken.push(...left.slice(0, part.n).map((h) => h.card));
    }
    return null;
  }
  const have =
    op.from === "securityTopOrBottom"
      ? Math.min(1, candidates(sc, op).length)
      : op.different
        ? mostThatDiffer(
            candidates(sc, op).map((h) => h.card),
            op.different,
          )
        : candidates(sc, op).length;
  if (!op.upTo && have < op.n) return `player ${sc.me} has too few cards in ${WHERE[op.from]} to move`;
  return null;
}

type MoveCardsOp = Extract<CardMoveOp, { op: "moveCards" }>;

/** The kinds of card a move names, each as a move of its own kind. */
function parts(op: MoveCardsOp): MoveCardsOp[] {
  const { also, filter: _, ...rest } = op;
  return [op, ...(also ?? []).map((a) => ({ ...rest, n: a.n, ...(a.filter ? { filter: a.filter } : {}) }))];
}

/** Each kind picked in turn from what the kinds before it left. */
function pickAll(sc: OpScope, op: MoveCardsOp): Held[] {
  if (!op.also) return pick(sc, op, candidates(sc, op));
  const out: Held[] = [];
  for (const part of parts(op)) {
    const left = candidates(sc, part).filter((h) => !out.some((o) => o.card === h.card));
    out.push(...pick(sc, part, left));
  }
  return out;
}

/**
 * "1 [A] and 1 [B]": a card for each filter, different cards, the player choosing where several
 * fit; null when some filter finds none left (then nothing moves: a cost is paid in full or not).
 * `partial`: an effect, which does as much as it can (1-3-2): a filter that finds none is passed
 * over (official Q&A: either card may be placed on its own).
 */
function eachOf(
  sc: OpScope,
  op: Extract<CardMoveOp, { op: "moveCards" }>,
  held: Held[],
  choose = false,
  partial = false,
): Held[] | null {
  const out: Held[] = [];
  const filters = op.each ?? [];
  // The filter with the fewest fitting cards goes first, so a card two filters fit is kept for the one that needs it.
  const fitting = (f: (typeof filters)[number]) =>
    held.filter((h) => !out.includes(h) && matchesFilter(sc.s, h.card, f));
  const order = [...filters].sort((a, b) => fitting(a).length - fitting(b).length);
  for (const f of order) {
    const fit = fitting(f);
    if (fit.length === 0 && partial) continue;
    if (fit.length === 0) return null;
    const hidden = choose && withholdable(sc, op) && inHand(sc, fit).length === fit.length;
    if (!choose || (fit.length === 1 && !hidden)) {
      out.push(fit[0]!);
      continue;
    }
    const [id] = sc.ctx.choose({
      kind: "target",
      player: sc.me,
      prompt: `Player ${sc.me}: choose 1 card from ${WHERE[op.from]}${hidden ? WITHHOLD_NOTE : ""}`,
      options: fit.map((h) => ({ id: String(h.card.uid), label: cardName(h.card), card: h.card.code })),
      min: hidden ? 0 : 1,
      max: 1,
      forCard: sc.forCard,
    });
    // Withheld: "1 [A] and 1 [B]" moves both or neither.
    if (id === undefined && hidden) return null;
    out.push(fit.find((h) => String(h.card.uid) === id) ?? fit[0]!);
  }
  return out;
}

function pick(sc: OpScope, op: Extract<CardMoveOp, { op: "moveCards" }>, all: Held[]): Held[] {
  if (op.each) return eachOf(sc, op, all, true, !sc.paying) ?? [];
  if (op.from === "tamersFaceDown" && op.n > 1) return pickBottomFaceDown(sc, op, all);
  if (op.different) return pickDiffering(sc, op, op.different, all);
  const held = op.sameLevel ? oneLevel(sc, all) : all;
  if (op.from === "securityTopOrBottom") {
    const stack = held[0]?.list;
    if (!stack || stack.length === 0) return [];
    const top = askYesNo(
      sc.ctx,
      sc.me,
      `Player ${sc.me}: take the top security card (no: the bottom one)?`,
      sc.forCard,
    );
    return [{ card: stack[top ? 0 : stack.length - 1]!, list: stack }];
  }
  const ends = ["deckTop", "securityTop", "securityBottom", "securityTopFaceDown"].includes(op.from);
  const n = Math.min(op.n, held.length);
  // Cards in the hand may be withheld; those others can see may not.
  const least = op.upTo ? 0 : withholdable(sc, op) ? Math.min(n, held.length - inHand(sc, held).length) : n;
  if (ends || (!op.upTo && held.length <= op.n && least === held.length)) return held.slice(0, op.n);
  if (op.sameLevel && new Set(held.map((h) => h.card.def.level)).size > 1) {
    // Several levels would do: the first card chosen settles the level of the rest.
    const first = pick(sc, { ...op, n: 1, sameLevel: undefined }, held);
    const level = first[0]?.card.def.level;
    const rest = held.filter((h) => h !== first[0] && h.card.def.level === level);
    return [...first, ...pick(sc, { ...op, n: op.n - 1, sameLevel: undefined }, rest)];
  }
  const picked = sc.ctx.choose({
    kind: "target",
    player: sc.me,
    prompt: `Player ${sc.me}: choose ${op.upTo ? "up to " : ""}${cardCount(n)} from ${WHERE[op.from]}${least < n && !op.upTo ? WITHHOLD_NOTE : ""}`,
    options: held.map((h) => ({ id: String(h.card.uid), label: cardName(h.card), card: h.card.code })),
    min: least,
    max: n,
    forCard: sc.forCard,
  });
  return held.filter((h) => picked.includes(String(h.card.uid)));
}

/** "with different colors": one card at a time, each one a card that can still differ from those before it. */
function pickDiffering(sc: OpScope, op: MoveCardsOp, different: Different, all: Held[]): Held[] {
  const out: Held[] = [];
  while (out.length < op.n) {
    const taken = out.map((h) => h.card);
    const left = all.filter((h) => !out.includes(h) && canAllDiffer([...taken, h.card], different));
    if (left.length === 0) break;
    // Any cards that differ can be finished into the most that can (a matroid), so no pick strands a cost.
    const need = op.n - out.length;
    const word = different === "number" ? "card number" : different;
    const hidden = withholdable(sc, op) && inHand(sc, left).length === left.length;
    const [id] = sc.ctx.choose({
      kind: "target",
      player: sc.me,
      prompt: `Player ${sc.me}: choose ${op.upTo ? "up to " : ""}1 card from ${WHERE[op.from]} with a ${word} no card chosen before has (${cardCount(need)} left to choose)${hidden ? WITHHOLD_NOTE : ""}`,
      options: left.map((h) => ({ id: String(h.card.uid), label: cardName(h.card), card: h.card.code })),
      min: op.upTo || hidden ? 0 : 1,
      max: 1,
      forCard: sc.forCard,
    });
    const chosen = left.find((h) => String(h.card.uid) === id);
    if (!chosen) break;
    out.push(chosen);
  }
  return out;
}

function place(
  sc: OpScope,
  cards: CardInst[],
  to: Exclude<PileTo, "securityTopOrBottom" | "deckTopOrBottom" | "sourceTopOrBottom">,
  faceDown = false,
  host = sc.self,
  faceUp = false,
): string {
  const { s } = sc;
  if (to === "trash") {
    toTrash(s, cards);
    return "to the trash";
  }
  for (const c of cards) c.epoch += 1;
  if (underHost(to)) {
    if (faceDown) for (const c of cards) c.faceDownAt = c.epoch;
    if (to === "sourceTop") host!.stack.splice(1, 0, ...cards);
    else host!.stack.push(...cards);
    const plural = cards.length > 1 ? "s" : "";
    const end = to === "sourceTop" ? "top" : "bottom";
    return `under ${permName(host!)} as its ${end} digivolution card${plural}${faceDown ? ", face down (4-7-9)" : ""}`;
  }
  const eggs = cards.filter((c) => eggToEggDeck(s, c, to === "deckTop" ? "top" : "bottom"));
  for (const c of cards) {
    if (eggs.includes(c)) continue;
    const owner = s.players[c.owner]!;
    if (to === "hand") owner.hand.push(c);
    else if (to === "deckTop") owner.deck.unshift(c);
    else if (to === "deckBottom") owner.deck.push(c);
    else if (to === "securityTop") owner.security.unshift(c);
    else owner.security.push(c);
    if (faceUp && to.startsWith("security")) c.faceUpAt = c.epoch;
  }
  if (faceUp && to.startsWith("security"))
    return `${to === "securityTop" ? "to the top" : "to the bottom"} of the security stack, face up, public information there (3-7-4)`;
  const words: Record<
    Exclude<
      PileTo,
      "trash" | "sourceBottom" | "sourceTop" | "securityTopOrBottom" | "deckTopOrBottom" | "sourceTopOrBottom"
    >,
    string
  > = {
    hand: "to the hand",
    deckTop: "to the top of the deck",
    deckBottom: "to the bottom of the deck",
    securityTop: "to the top of the security stack, face down",
    securityBottom: "to the bottom of the security stack, face down",
  };
  return eggs.length > 0 ? `${words[to]}; ${EGG_REDIRECT}` : words[to];
}

function moveCards(sc: OpScope, printed: Extract<CardMoveOp, { op: "moveCards" }>): string[] {
  // "add 2 to the maximum number this effect may place for each ...": counted as it runs.
  const op = printed.raise
    ? { ...printed, n: printed.n + printed.raise.n * count(sc.s, sc.me, printed.raise.by, sc.self) }
    : printed;
  const host = op.onto ? chooseTargets(sc, op.onto, "place cards under")[0] : sc.self;
  if (underHost(op.to) && !host)
    return [
      op.onto
        ? "there is no card to place it under"
        : "this card is no longer on the field, so nothing is placed",
    ];
  if (op.sourcesOf) {
    const holders = sourceHolders(sc, op.sourcesOf, fitsMove(sc, op), op.upTo ? 1 : op.n);
    const holder = chooseSourceHolder(sc, holders, "take digivolution cards from");
    if (!holder) return ["no Digimon it names has enough matching digivolution cards, so nothing moves"];
    const kept = op.to === "trash" ? stackTrashProtected(sc.s, holder, sc.me) : null;
    if (kept) return [kept];
    chosenHolder.set(sc, holder);
  }
  const could = withholdable(sc, op) ? mostMovable(sc, op) : 0;
  const chosen = pickAll(sc, op);
  chosenHolder.delete(sc);
  const withheld = chosen.length < could ? [withheldLine(sc.me, verbTo(op.to), chosen.length)] : [];
  if (chosen.length === 0)
    return withheld.length ? withheld : [`player ${sc.me} has no card in ${WHERE[op.from]} to move`];
  const stacks = allPermanents(sc.s)
    .map((p) => ({ p, under: chosen.filter((h) => h.list === p.stack).map((h) => h.card) }))
    .filter((x) => x.under.length > 0);
  const fromHand = chosen.filter((h) => h.list === sc.s.players[sc.me]!.hand).map((h) => h.card);
  const fromTrash = chosen.filter((h) => inSomeTrash(sc.s, h.list)).map((h) => h.card);
  for (const { card, list } of chosen) list.splice(list.indexOf(card), 1);
  const cards = chosen.map((h) => h.card);
  sc.moved = cards;
  const to =
    op.to === "securityTopOrBottom"
      ? securityEnd(sc, cards)
      : op.to === "deckTopOrBottom"
        ? deckEnd(sc, cards)
        : op.to === "sourceTopOrBottom" || op.ontoTopOrBottom
          ? sourceEnd(sc, cards, host!)
          : op.to;
  const where = place(sc, cards, to, op.faceDown, host, op.faceUp);
  record(sc, { ...op, to }, cards, fromHand, stacks, fromTrash);
  // Revealed from the deck and returned there, cards are not added to it (official Q&A).
  const toDeck = to === "deckTop" || to === "deckBottom";
  if (toDeck && op.from !== "deckTop")
    emitDeckAdded(
      sc,
      cards.filter((c) => sc.s.players[c.owner]!.deck.includes(c)),
      fromTrash,
    );
  if (underHost(op.to))
    recordEvent(sc.ctx, { kind: "sourcesPlaced", pid: host!.pid, ...placedBy(sc), cards });
  const hidden = (op.from === "deckTop" || op.from.startsWith("security")) && !op.faceUp;
  const names = hidden ? cards.map(show) : cards.map(cardName);
  return [
    ...withheld,
    `${names.join(", ")} ${cards.length > 1 ? "move" : "moves"} from ${WHERE[op.from]} ${where}`,
  ];
}

/** How many cards the move could take now, for telling a withheld pick (private-pick.ts). */
function mostMovable(sc: OpScope, op: MoveCardsOp): number {
  const held = candidates(sc, op);
  if (op.each) return eachOf(sc, op, held)?.length ?? 0;
  if (op.different)
    return Math.min(
      op.n,
      mostThatDiffer(
        held.map((h) => h.card),
        op.different,
      ),
    );
  if (!op.also) return Math.min(op.n, held.length);
  const taken: CardInst[] = [];
  for (const part of parts(op)) {
    const left = candidates(sc, part).filter((h) => !taken.includes(h.card));
    taken.push(...left.slice(0, part.n).map((h) => h.card));
  }
  return taken.length;
}

/** "to the top or bottom of the deck": the player says which end, once the cards are picked. */
function deckEnd(sc: OpScope, cards: CardInst[]): "deckTop" | "deckBottom" {
  const top = askYesNo(
    sc.ctx,
    sc.me,
    `Player ${sc.me}: place ${cards.map(cardName).join(", ")} on top of the deck (no: at the bottom)?`,
    sc.forCard,
  );
  return top ? "deckTop" : "deckBottom";
}

/** "as this Digimon's top or bottom digivolution cards": the player says which end, once the cards are picked. */
function sourceEnd(sc: OpScope, cards: CardInst[], host: Permanent): "sourceTop" | "sourceBottom" {
  const top = askYesNo(
    sc.ctx,
    sc.me,
    `Player ${sc.me}: place ${cards.map(cardName).join(", ")} as ${permName(host)}'s top digivolution cards (no: as its bottom ones)?`,
    sc.forCard,
  );
  return top ? "sourceTop" : "sourceBottom";
}

/** "as the top or bottom security card": the player says which end, once the cards are picked. */
function securityEnd(sc: OpScope, cards: CardInst[]): "securityTop" | "securityBottom" {
  const top = askYesNo(
    sc.ctx,
    sc.me,
    `Player ${sc.me}: place ${cards.map(cardName).join(", ")} on top of the security stack (no: at the bottom)?`,
    sc.forCard,
  );
  return top ? "securityTop" : "securityBottom";
}

/** Whether the cards go under a Digimon or Tamer (as its top or bottom digivolution cards). */
const underHost = (to: PileTo): to is "sourceBottom" | "sourceTop" | "sourceTopOrBottom" =>
  to === "sourceBottom" || to === "sourceTop" || to === "sourceTopOrBottom";

/** The events triggers see (events.ts): what left a security stack, a hand, a deck or a stack, and what arrived. */
function record(
  sc: OpScope,
  op: Extract<CardMoveOp, { op: "moveCards" }>,
  cards: CardInst[],
  fromHand: CardInst[],
  stacks: { p: Permanent; under: CardInst[] }[],
  fromTrash: CardInst[],
): void {
  const { ctx, me } = sc;
  if (op.from.startsWith("security"))
    recordEvent(ctx, {
      kind: "securityRemoved",
      player: me,
      byEffect: me,
      ...(op.to === "trash" ? { trashed: cards } : {}),
    });
  if (op.to === "trash") {
    if (fromHand.length) recordEvent(ctx, { kind: "handTrashed", player: me, byEffect: me, cards: fromHand });
    if (op.from === "deckTop") recordEvent(ctx, { kind: "deckTrashed", player: me, cards });
    for (const { p, under } of stacks)
      recordEvent(ctx, { kind: "sourceTrashed", owner: ownerOf(p), pid: p.pid, byEffect: me, cards: under });
  }
  if (op.to === "deckBottom" || op.to === "deckTop")
    for (const { p, under } of stacks)
      recordEvent(ctx, { kind: "sourcesReturned", pid: p.pid, cards: under });
  const owners = [...new Set(cards.map((c) => c.owner))];
  for (const owner of owners) {
    const n = cards.filter((c) => c.owner === owner).length;
    if (op.to === "hand")
      emitHandAdded(
        sc,
        owner,
        n,
        fromTrash.filter((c) => c.owner === owner),
      );
    if (op.to === "securityTop" || op.to === "securityBottom")
      recordEvent(ctx, {
        kind: "securityAdded",
        player: owner,
        ...(op.faceUp ? { faceUp: cards.filter((c) => c.owner === owner) } : {}),
      });
  }
}

/** "return this Tamer to the bottom of the deck": it leaves the field; cards under it are trashed (4-7-8). */
function moveThis(sc: OpScope, to: "hand" | "deckBottom", filter?: CardFilter): string[] {
  const self = sc.self;
  if (!self) return ["this card is no longer on the field"];
  const { s } = sc;
  const name = permName(self);
  if (filter && !permanentMatches(s, self, filter, self))
    return [`${name} is not as the text asks, so it stays`];
  // "... as high or lower a level as the returned Digimon": the effect compares with this one.
  sc.chosen = [self];
  if (stillLeaving(s, sc.ctx, [self], { effectOf: sc.me, returned: true }, false).length === 0)
    return [staysLine(self)];
  const owner = s.players[ownerOf(self)]!;
  removeFromField(s, self);
  const [first, ...under] = self.stack;
  first!.epoch += 1;
  if (to === "hand") owner.hand.push(first!);
  else owner.deck.push(first!);
  if (to === "hand") emitHandAdded(sc, owner.id, 1);
  else emitDeckAdded(sc, [first!]);
  toTrash(s, under);
  const dest = to === "hand" ? `player ${owner.id}'s hand` : `the bottom of player ${owner.id}'s deck`;
  return [`${name} returns to ${dest}${under.length ? "; the cards under it are trashed (4-7-8)" : ""}`];
}

function trashSourcesAny(sc: OpScope, op: Extract<CardMoveOp, { op: "trashSourcesAny" }>): string[] {
  const perms: Permanent[] =
    op.target === "this"
      ? sc.self
        ? [sc.self]
        : []
      : chooseTargets(sc, op.target, "trash digivolution cards of");
  const out: string[] = [];
  for (const p of perms) {
    const kept = stackTrashProtected(sc.s, p, sc.me);
    if (kept) {
      out.push(kept);
      continue;
    }
    const under = p.stack.slice(1);
    let cards = under;
    if (under.length > op.n) {
      const picked = sc.ctx.choose({
        kind: "target",
        player: sc.me,
        prompt: `Player ${sc.me}: choose ${cardCount(op.n, "digivolution card")} of ${permName(p)} to trash`,
        options: under.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
        min: op.n,
        max: op.n,
        forCard: sc.forCard,
      });
      cards = under.filter((c) => picked.includes(String(c.uid)));
    }
    if (cards.length === 0) continue;
    for (const c of cards) p.stack.splice(p.stack.indexOf(c), 1);
    toTrash(sc.s, cards);
    recordEvent(sc.ctx, { kind: "sourceTrashed", owner: ownerOf(p), pid: p.pid, byEffect: sc.me, cards });
    out.push(
      `${cards.map(show).join(", ")} ${cards.length > 1 ? "are" : "is"} trashed from under ${permName(p)}`,
    );
  }
  return out.length ? out : ["no digivolution card is trashed"];
}

/** A Digimon to the security stack: only its top card goes there; the cards under it are trashed (4-7-8). */
export function toSecurity(
  sc: OpScope,
  op: Extract<CardMoveOp, { op: "toSecurity" }>,
  faceUp = false,
): string[] {
  const picked =
    op.target === "this"
      ? sc.self && findPermanent(sc.s, sc.self.pid) === sc.self
        ? [sc.self]
        : []
      : chooseTargets(sc, op.target, "place in the security stack");
  if (picked.length === 0) return ["there is nothing to place in the security stack"];
  const leaving = stillLeaving(sc.s, sc.ctx, picked, { effectOf: sc.me }, false);
  const stay = picked.filter((p) => !leaving.includes(p)).map(staysLine);
  return stay.concat(
    leaving.map((p) => {
      const name = permName(p);
      const owner = sc.s.players[ownerOf(p)]!;
      removeFromField(sc.s, p);
      const [first, ...under] = p.stack;
      first!.epoch += 1;
      const onTop =
        op.at === "either"
          ? askYesNo(
              sc.ctx,
              sc.me,
              `Player ${sc.me}: place ${name} on top of the security stack (no: at the bottom)?`,
              sc.forCard,
            )
          : op.at === "top";
      if (onTop) owner.security.unshift(first!);
      else owner.security.push(first!);
      if (faceUp) first!.faceUpAt = first!.epoch;
      recordEvent(sc.ctx, {
        kind: "securityAdded",
        player: owner.id,
        ...(faceUp ? { faceUp: [first!] } : {}),
      });
      toTrash(sc.s, under);
      const rest = under.length ? "; the cards under it are trashed (4-7-8)" : "";
      return `${name} is placed face ${faceUp ? "up" : "down"} ${onTop ? "on top" : "at the bottom"} of player ${owner.id}'s security stack${rest}`;
    }),
  );
}

export function runCardMoveOp(sc: OpScope, op: CardMoveOp): string[] {
  switch (op.op) {
    case "toSecurity":
      return toSecurity(sc, op, op.faceUp);
    case "moveCards":
      return moveCards(sc, op);
    case "moveThis":
      return moveThis(sc, op.to, op.filter);
    case "trashSourcesAny":
      return trashSourcesAny(sc, op);
    case "stackUnder":
      return runStackUnder(sc, op);
    case "placeSelfUnder":
      return runPlaceSelfUnder(sc, op);
    case "returnSelfToDeck":
      return returnSelfToDeck(sc);
    case "trashThisCard":
      return trashThisCard(sc);
  }
}

/** Whether a pile cards are taken from is a player's trash. */
function inSomeTrash(s: DigimonState, list: CardInst[]): boolean {
  return Object.values(s.players).some((p) => p.trash === list);
}
