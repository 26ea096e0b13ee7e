/**
 * Looking through the security stack and shuffling it. "Search your security stack" shows the
 * player every card there and "look at the top card" the top one; what the text picks leaves,
 * the rest stay where they are (3-7-3). A shuffle turns face-up cards face down and makes the
 * order random (1-3-10): the engine then keeps the cards in the order the board gave only as a
 * stand-in, and says so whenever a card is taken from such a stack, since no one knows which it is.
 */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import {
  type CardInst,
  type DigimonState,
  type PlayerId,
  cardName,
  isFaceUp,
  opponentOf,
  permName,
} from "../state/state.ts";
import { playedBy } from "./played-by.ts";
import { chooseCards, placeOnField, playByEffectBlocker } from "./primitives.ts";
import { emitHandAdded } from "./hand-added.ts";
import { matchesFilter, playBanWhy } from "../derive/index.ts";
import { recordEvent } from "../state/events.ts";
import { cardCount } from "./card-count.ts";
import { digivolveIntoRevealed } from "./digivolve-hook.ts";

type Search = Extract<Op, { op: "searchSecurity" }>;
type Shuffle = Extract<Op, { op: "shuffleSecurity" }>;

export function runSearchSecurity(sc: OpScope, op: Search): string[] {
  const { s, ctx, me } = sc;
  const stack = s.players[me]!.security;
  const looked = op.n === undefined ? [...stack] : stack.slice(0, op.n);
  const out = [
    op.n === undefined
      ? `player ${me} searches their security stack (${cardCount(looked.length)}, seen by player ${me} alone)`
      : `player ${me} looks at the top ${op.n === 1 ? "card" : `${op.n} cards`} of their security stack${unknownOrder(s, me, looked)}`,
  ];
  // "If that card is yellow, ...": what this search took, not a card an earlier step of the effect moved.
  const taken: CardInst[] = [];
  sc.moved = taken;
  if (looked.length === 0) return [...out, "there is no security card to look at"];
  for (const pick of op.picks) {
    const left = looked.filter((c) => stack.includes(c));
    if (pick.to === "digivolve") {
      // "This Digimon may digivolve into ... among them": the card taken leaves the security stack.
      const pool = [...left];
      out.push(
        ...digivolveIntoRevealed(
          sc,
          pick.digivolves ?? "this",
          pick.filter,
          pick.optional === true,
          pool,
          pick.digivolveCost,
        ),
      );
      for (const c of left.filter((x) => !pool.includes(x))) {
        stack.splice(stack.indexOf(c), 1);
        taken.push(c);
        recordEvent(ctx, { kind: "securityRemoved", player: me, byEffect: me });
      }
      continue;
    }
    const fits = left.filter((c) => matchesFilter(s, c, pick.filter));
    const count = pick.all ? fits.length : pick.count;
    const min = pick.to !== "play" && !pick.optional ? Math.min(count, fits.length) : 0;
    const verb = pick.to === "play" ? "play" : "add to the hand";
    const chosen = chooseCards(
      sc,
      me,
      fits,
      count,
      min,
      `Player ${me}: choose the security card(s) to ${verb}`,
    );
    if (chosen.length === 0) {
      out.push(fits.length === 0 ? "no card there fits, so none is taken" : "player " + me + " takes none");
      continue;
    }
    // The cards one pick plays are played at the same time (15-5-2).
    let at: number | undefined;
    for (const c of chosen) {
      if (pick.to === "play") {
        const blocker = playByEffectBlocker(s);
        if (blocker) {
          out.push(`${cardName(c)} cannot be played: ${permName(blocker)} forbids playing by effects`);
          continue;
        }
        const banned = playBanWhy(s, me, c);
        if (banned) {
          out.push(`${cardName(c)} cannot be played: ${banned} (15-8-2-5)`);
          continue;
        }
        stack.splice(stack.indexOf(c), 1);
        recordEvent(ctx, { kind: "securityRemoved", player: me, byEffect: me });
        placeOnField(s, ctx, c, me, true, false, { at: (at ??= ctx.nextMoment()), ...playedBy(sc) });
        taken.push(c);
        out.push(`${cardName(c)} is played from the security stack without paying its cost`);
      } else {
        stack.splice(stack.indexOf(c), 1);
        c.epoch += 1;
        s.players[me]!.hand.push(c);
        taken.push(c);
        recordEvent(ctx, { kind: "securityRemoved", player: me, byEffect: me });
        emitHandAdded(sc, me, 1);
        out.push(`${cardName(c)} is ${op.n === undefined ? "revealed and " : ""}added to the hand`);
      }
    }
  }
  return out;
}

export function runShuffleSecurity(sc: OpScope, op: Shuffle): string[] {
  const { s } = sc;
  const who = op.side === "you" ? sc.me : opponentOf(s, sc.me);
  const stack = s.players[who]!.security;
  const up = stack.filter(isFaceUp);
  for (const c of up) delete c.faceUpAt;
  const turned =
    up.length > 0
      ? `: first ${up.map(cardName).join(", ")} turn${up.length === 1 ? "s" : ""} face down and stay${up.length === 1 ? "s" : ""} so`
      : "";
  if (stack.length < 2) {
    if (s.shuffled) delete s.shuffled[who];
    return [
      `player ${who} shuffles their security stack${turned} (${cardCount(stack.length)}, so the order is still known) (1-3-10)`,
    ];
  }
  (s.shuffled ??= {})[who] = stack.map((c) => c.uid);
  return [
    `player ${who} shuffles their security stack${turned}; its ${stack.length} cards are now in a random order that no one knows (1-3-10)`,
  ];
}

/**
 * When cards taken from a security stack sat among shuffled ones, which cards they are is chance:
 * a clause saying the engine used the board's order, or "".
 */
export function unknownOrder(s: DigimonState, player: PlayerId, taken: CardInst[]): string {
  const mixed = s.shuffled?.[player];
  if (!mixed) return "";
  const stillThere = s.players[player]!.security.filter((c) => mixed.includes(c.uid)).length;
  const hit = taken.some((c) => mixed.includes(c.uid));
  if (!hit || stillThere + taken.filter((c) => mixed.includes(c.uid)).length < 2) return "";
  return " (the stack was shuffled, so which card this is is a matter of chance: the engine goes on with the card the board listed in that place, and another card could change the answer)";
}

/** Revealed cards placed face down on top of the security stack ("Place 1 of them on top of your security stack"). */
export function revealedToSecurity(sc: OpScope, chosen: CardInst[], shown: CardInst[]): string[] {
  if (chosen.length === 0) return [];
  const stack = sc.s.players[sc.me]!.security;
  for (const c of chosen) {
    shown.splice(shown.indexOf(c), 1);
    c.epoch += 1;
    stack.unshift(c);
  }
  recordEvent(sc.ctx, { kind: "securityAdded", player: sc.me });
  return [
    `${chosen.map(cardName).join(", ")} ${chosen.length > 1 ? "are" : "is"} placed face down on top of the security stack`,
  ];
}
