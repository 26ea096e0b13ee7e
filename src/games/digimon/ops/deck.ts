/** The deck: trashing its top cards, revealing them and placing what is revealed. */
import { type Op, type RevealPick, asOptionCard } from "../model/index.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import type { OpScope } from "./scope.ts";
import { type CardInst, cardName, opponentOf, permName } from "../state/state.ts";
import { playedBy } from "./played-by.ts";
import { chooseCards, placeOnField, playByEffectBlocker, show, toTrash, removeCards } from "./primitives.ts";
import { emitHandAdded } from "./hand-added.ts";
import { emitDeckAdded } from "./deck-added.ts";
import { count, matchesAsOption, matchesFilter, playBanWhy } from "../derive/index.ts";
import { placeRevealed } from "./stack.ts";
import { recordEvent } from "../state/events.ts";
import { revealedToSecurity } from "./security-search.ts";
import { digivolveIntoRevealed } from "./digivolve-hook.ts";
import { payReduced } from "./option-effects.ts";
import { cardCount } from "./card-count.ts";
import { canUseOption, useOptionByEffect } from "./use-option.ts";

export function runTrashDeck(sc: OpScope, op: Extract<Op, { op: "trashDeck" }>): string[] {
  const { s, ctx, me } = sc;
  const who = op.who === "both" ? s.order : op.who === "opponent" ? [opponentOf(s, me)] : [me];
  return who.map((id) => {
    const cards = s.players[id]!.deck.splice(0, op.upTo && id === me ? upToCount(sc, op.n) : op.n);
    toTrash(s, cards);
    if (cards.length > 0) recordEvent(ctx, { kind: "deckTrashed", player: id, cards });
    return `player ${id} trashes the top ${cardCount(cards.length)} of the deck`;
  });
}

/** "trash up to 3 cards from the top of your deck": the player says yes card by card. */
function upToCount(sc: OpScope, upTo: number): number {
  const max = Math.min(upTo, sc.s.players[sc.me]!.deck.length);
  let n = 0;
  while (
    n < max &&
    askYesNo(
      sc.ctx,
      sc.me,
      `Player ${sc.me}: trash ${n === 0 ? "the top" : "another"} card of your deck (up to ${max})?`,
      sc.forCard,
    )
  )
    n++;
  return n;
}

/** "reveal 1 card in your hand": the player chooses which; they are held apart until placed. */
function fromHand(sc: OpScope, n: number): CardInst[] {
  const hand = sc.s.players[sc.me]!.hand;
  const chosen = chooseCards(
    sc,
    sc.me,
    hand,
    n,
    n,
    `Player ${sc.me}: choose ${cardCount(n)} in the hand to reveal`,
  );
  removeCards(hand, chosen);
  return chosen;
}

export function runReveal(sc: OpScope, op: Extract<Op, { op: "reveal" }>): string[] {
  const { s, me } = sc;
  const mine = s.players[me]!;
  const shown = op.from === "hand" ? fromHand(sc, op.n) : mine.deck.splice(0, op.n);
  const out = [
    `player ${me} reveals ${shown.map(show).join(", ") || "nothing"}${op.from ? " from the hand" : ""}`,
  ];
  // One "you may" over several picks: none of them, or as many of each as possible (official Q&A).
  let taking: boolean | undefined;
  // Whether the last pick without "If you don't" took a revealed card.
  let took = false;
  for (const asked of op.picks) {
    if (asked.otherwise && took) {
      out.push('a card was taken, so the part after "if you don\'t" does nothing');
      continue;
    }
    const left = shown.length;
    out.push(...runPick(sc, asked, shown, () => (taking ??= takeAll(sc, op.picks, shown))));
    if (!asked.otherwise) took = shown.length < left;
  }
  return [...out, ...placeRest(sc, op, shown)];
}

/** One pick of a reveal: the cards it takes leave `shown`. */
function runPick(sc: OpScope, asked: RevealPick, shown: CardInst[], taking: () => boolean): string[] {
  const { s, ctx, me } = sc;
  const mine = s.players[me]!;
  const out: string[] = [];
  const pick = asked.or ? eitherPick(sc, asked, asked.or, shown) : asked;
  if (asked.oneMay && !taking()) return out;
  if (pick.to === "digivolve") {
    out.push(
      ...digivolveIntoRevealed(
        sc,
        pick.digivolves ?? "this",
        pick.filter,
        pick.optional === true,
        shown,
        pick.digivolveCost,
      ),
    );
    return out;
  }
  // Only Digimon and Tamer cards are played (an Option is used, a Digi-Egg hatched).
  const fits = fitting(sc, pick, shown);
  const per = pick.perEach ? count(s, me, pick.perEach, sc.self) : 1;
  if (pick.perEach) out.push(`it counts ${per}, so up to ${cardCount(pick.count * per)} may be taken`);
  const n = pick.all ? fits.length : pick.count * per;
  // Without "you may", as many as possible must be taken, played ones too (15-1-5, 15-10-2-1).
  const min = !pick.optional || asked.oneMay ? Math.min(n, fits.length) : 0;
  const chosen =
    pick.maxTotalCost !== undefined
      ? withinTotalCost(sc, fits, pick.maxTotalCost)
      : chooseCards(sc, me, fits, n, min, `Player ${me}: choose among the revealed cards`);
  if (pick.to === "securityTop") {
    out.push(...revealedToSecurity(sc, chosen, shown));
    return out;
  }
  if (pick.to !== "hand" && pick.to !== "play") {
    out.push(...placeRevealed(sc, pick, chosen, shown));
    return out;
  }
  removeCards(shown, chosen);
  // The cards one pick plays are played at the same time (15-5-2).
  let at: number | undefined;
  for (const c of chosen) {
    if (pick.to === "hand") {
      c.epoch += 1;
      mine.hand.push(c);
      emitHandAdded(sc, me, 1);
      out.push(`${cardName(c)} is added to the hand`);
    } else if (asOptionCard(c.def)) {
      // "play or use": an Option card is used, and done with, before the rest go back (official Q&A on BT26-084).
      out.push(useRevealed(sc, c, pick));
    } else {
      const blocker = playByEffectBlocker(s);
      const banned = playBanWhy(s, me, c);
      if (blocker) {
        shown.push(c);
        out.push(`${cardName(c)} cannot be played: ${permName(blocker)} forbids playing by effects`);
      } else if (banned) {
        shown.push(c);
        out.push(`${cardName(c)} cannot be played: ${banned} (15-8-2-5)`);
      } else {
        const paid = pick.reduce === undefined ? "without paying its cost" : payReduced(sc, c, pick.reduce);
        const perm = placeOnField(s, ctx, c, me, true, false, {
          at: (at ??= ctx.nextMoment()),
          ...playedBy(sc),
        });
        if (pick.suspended) perm.suspended = true;
        out.push(`${cardName(c)} is played${pick.suspended ? " suspended" : ""} ${paid}`);
      }
    }
  }
  return out;
}

/** The cards no pick took: to the deck, the trash or the hand, as the effect says. */
function placeRest(sc: OpScope, op: Extract<Op, { op: "reveal" }>, shown: CardInst[]): string[] {
  const { s, ctx, me } = sc;
  const mine = s.players[me]!;
  const out: string[] = [];
  if (shown.length === 0) return out;
  let where = op.rest;
  if (where === "topOrBottom") {
    const [answer] = ctx.choose({
      kind: "target",
      player: me,
      prompt: `Player ${me}: put the rest on top of the deck or at the bottom?`,
      options: [
        { id: "bottom", label: "bottom" },
        { id: "top", label: "top" },
      ],
      min: 1,
      max: 1,
      forCard: sc.forCard,
    });
    if (answer === "top") {
      mine.deck.unshift(...shown);
      if (op.from === "hand") emitDeckAdded(sc, shown);
      out.push("the rest go on top of the deck");
      return out;
    }
    where = "deckBottom";
  }
  if (op.from === "hand" && where === "hand") {
    // Revealed, not moved: the card never left the hand.
    mine.hand.push(...shown);
    out.push(`${shown.map(cardName).join(", ")} stay${shown.length > 1 ? "" : "s"} in the hand`);
    return out;
  }
  if (where === "deckTop" || where === "hand") {
    for (const c of shown) c.epoch += 1;
    if (where === "hand") mine.hand.push(...shown);
    else mine.deck.unshift(...shown);
    if (where === "deckTop" && op.from === "hand") emitDeckAdded(sc, shown);
    out.push(where === "hand" ? "the rest are added to the hand" : "the rest go on top of the deck");
    return out;
  }
  if (where === "trash") toTrash(s, shown);
  else mine.deck.push(...shown);
  if (where !== "trash" && op.from === "hand") emitDeckAdded(sc, shown);
  out.push(`the rest ${where === "trash" ? "are trashed" : "go to the bottom of the deck"}`);
  return out;
}

/** The revealed cards a pick can take. Only Digimon and Tamer cards are played (an Option is used, a Digi-Egg hatched). */
function fitting(sc: OpScope, pick: RevealPick, shown: CardInst[]): CardInst[] {
  return shown.filter(
    (c) => matchesFilter(sc.s, c, pick.filter) && (pick.to !== "play" || playsOrUses(sc, pick, c)),
  );
}

/**
 * Whether a "play" pick can take the card: a Digimon or Tamer card is played; with "play or use"
 * an Option card the player can use is used; a DUAL card has no play cost (7-1-1), so it can only be used.
 */
function playsOrUses(sc: OpScope, pick: RevealPick, c: CardInst): boolean {
  if (!asOptionCard(c.def)) return c.def.category === "Digimon" || c.def.category === "Tamer";
  if (!pick.use) return false;
  const asOption = c.def.category === "Option" || matchesAsOption(sc.s, c, pick.filter);
  return asOption && canUseOption(sc, c, usePick(pick));
}

/** The pick as the play-or-use op use-option.ts runs: free, or its cost less `reduce`. */
function usePick(pick: RevealPick): Extract<Op, { op: "playFrom" }> {
  return {
    op: "playFrom",
    from: "hand",
    filter: pick.filter,
    free: pick.reduce === undefined,
    ...(pick.reduce !== undefined ? { reduce: pick.reduce } : {}),
    use: "too",
  };
}

function useRevealed(sc: OpScope, c: CardInst, pick: RevealPick): string {
  return useOptionByEffect(sc, c, usePick(pick), "revealed cards");
}

/** Whether the player takes the picks one "you may" covers; not asked when none of them finds a card. */
function takeAll(sc: OpScope, picks: RevealPick[], shown: CardInst[]): boolean {
  const group = picks.filter((p) => p.oneMay);
  if (!group.some((p) => fitting(sc, p, shown).length > 0 || (p.or && fitting(sc, p.or, shown).length > 0)))
    return false;
  const what = group.map((p) => `${PICK_WORDS[p.to]}: ${cardCount(p.count)}`).join("; ");
  return askYesNo(
    sc.ctx,
    sc.me,
    `Player ${sc.me}: take the revealed cards this effect allows (${what}), as many as possible?`,
    sc.forCard,
  );
}

const PICK_WORDS: Record<RevealPick["to"], string> = {
  play: "play",
  hand: "add to the hand",
  under: "place under",
  trash: "trash",
  handOrUnder: "add to the hand or place under",
  securityTop: "place on top of the security stack",
  digivolve: "digivolve into",
};

/** "play 1 [X] ... or add 1 ... to the hand": the player says which (asked as "B rather than A?"), when both find a card. */
function eitherPick(sc: OpScope, a: RevealPick, b: RevealPick, shown: CardInst[]): RevealPick {
  const finds = (p: RevealPick) => shown.some((c) => matchesFilter(sc.s, c, p.filter));
  if (!finds(b)) return a;
  if (!finds(a)) return b;
  const prompt = `Player ${sc.me}: among the revealed cards, ${PICK_WORDS[b.to]} rather than ${PICK_WORDS[a.to]}?`;
  return askYesNo(sc.ctx, sc.me, prompt, sc.forCard) ? b : a;
}

/**
 * "up to 7 play cost's total worth of ...": the player takes cards one at a time, each one
 * within what is left of the total, and may stop at any point.
 */
function withinTotalCost(sc: OpScope, fits: CardInst[], max: number): CardInst[] {
  const chosen: CardInst[] = [];
  let left = max;
  for (;;) {
    const fitting = fits.filter(
      (c) =>
        !chosen.includes(c) &&
        c.def.category !== "Option" &&
        typeof c.def.playCost === "number" &&
        c.def.playCost <= left,
    );
    if (fitting.length === 0) return chosen;
    const [card] = chooseCards(
      sc,
      sc.me,
      fitting,
      1,
      0,
      `Player ${sc.me}: choose a revealed card to play (play costs left: ${left}), or none`,
    );
    if (!card) return chosen;
    chosen.push(card);
    left -= card.def.playCost ?? 0;
  }
}
