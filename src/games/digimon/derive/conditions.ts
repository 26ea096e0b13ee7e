/** Conditions inside effects ("If your opponent has a Digimon, ..."), checked when reached. */
import type { Cond } from "../model/index.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  findPermanent,
  memoryOf,
  opponentOf,
} from "../state/state.ts";
import { count, permanentMatches } from "./field-filter.ts";
import { matchesFilter } from "./card-filter.ts";
import { checkedCard } from "./checked-card.ts";
import { describeDeed, didThisTurn } from "../state/turn-history.ts";

function within(n: number, c: { atLeast?: number; atMost?: number }): boolean {
  return (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
}

export function condHolds(
  s: DigimonState,
  me: PlayerId,
  self: Permanent | undefined,
  c: Cond,
  subject?: Permanent,
  subjects: Permanent[] = subject ? [subject] : [],
  /** The deleted card an [On Deletion] effect waits on, for "If this Digimon had ...". */
  deleted?: CardInst,
  /** How the digivolution that triggered the effect was made; `moved`: the cards the effect last took. */
  how?: { fromTrash?: boolean; moved?: CardInst[]; playedBy?: string; thisCard?: CardInst },
): boolean {
  switch (c.is) {
    case "memory":
      return within(memoryOf(s, me), c);
    case "field":
      return within(count(s, me, { side: c.side, filter: c.filter }, self), {
        atLeast: c.atLeast ?? (c.atMost === undefined ? 1 : undefined),
        atMost: c.atMost,
      });
    case "security":
    case "hand":
    case "trash": {
      const whose = c.side === "both" ? s.order : [c.side === "you" ? me : opponentOf(s, me)];
      const cards = whose.flatMap((who) => s.players[who]![c.is]);
      return within(c.filter ? cards.filter((x) => matchesFilter(s, x, c.filter!)).length : cards.length, c);
    }
    case "subject":
      if (c.any) return subjects.some((p) => permanentMatches(s, p, c.filter, self, me));
      return subject !== undefined && permanentMatches(s, subject, c.filter, self, me);
    case "attackingDigimon": {
      const target = s.attack && s.attack.target !== "player" ? findPermanent(s, s.attack.target) : undefined;
      return target !== undefined && permanentMatches(s, target, c.filter, self, me);
    }
    case "fewerThanOpponent": {
      const size = (who: PlayerId) =>
        c.zone === "field"
          ? count(s, who, {
              side: "you",
              filter: { anyOf: [{ category: "Digimon" }, { category: "Tamer" }] },
            })
          : s.players[who]![c.zone].length;
      const [mine, theirs] = [size(me), size(opponentOf(s, me))];
      return c.orEqual ? mine <= theirs : mine < theirs;
    }
    case "self":
      return self !== undefined && permanentMatches(s, self, c.filter, undefined);
    case "deletedSelf":
      return deleted !== undefined && matchesFilter(s, deleted, c.filter);
    case "sources":
      return (
        self !== undefined &&
        self.stack.slice(1).filter((card) => matchesFilter(s, card, c.filter)).length >= (c.atLeast ?? 1)
      );
    case "yourTurn":
      return s.turn === me;
    case "digivolvedFromTrash":
      return how?.fromTrash === true;
    case "not":
      return !condHolds(s, me, self, c.cond, subject, subjects, deleted, how);
    case "all":
      return c.of.every((x) => condHolds(s, me, self, x, subject, subjects, deleted, how));
    case "any":
      return c.of.some((x) => condHolds(s, me, self, x, subject, subjects, deleted, how));
    case "checkedCard": {
      const card = checkedCard(s);
      return card !== undefined && matchesFilter(s, card, c.filter);
    }
    case "count":
      return within(count(s, me, c.count, self), c);
    case "countAtMostCount":
      return count(s, me, c.count, self) <= count(s, me, c.atMostOf, self);
    case "didThisTurn":
      return didThisTurn(s, c.side === "you" ? me : opponentOf(s, me), c.deed);
    case "moved":
      return (how?.moved ?? []).some((card) => matchesFilter(s, card, c.filter));
    case "breeding":
      return s.players[c.side === "you" ? me : opponentOf(s, me)]!.breeding.some((p) =>
        permanentMatches(s, p, c.filter, self, me),
      );
    case "duringAttack":
      // The end-of-attack timing still belongs to the attack until its processing is done (11-6-2).
      return s.attack !== undefined;
    case "executeAttack":
      // <Execute>'s attack carries the deletion it leaves for the attack's end (16-38-4).
      return s.attack?.deleteAtEnd !== undefined;
    case "playedBy":
      return how?.playedBy !== undefined && c.names.includes(how.playedBy);
    case "checkedFaceUp":
      // Only the effect of the very card being checked asks this.
      return (
        s.attack?.checked !== undefined &&
        s.attack.checked === how?.thisCard &&
        s.attack.checkedFaceUp === true
      );
  }
}

/** The condition in words, for traces. */
export function describeCond(c: Cond): string {
  const range = (x: { atLeast?: number; atMost?: number }) =>
    x.atMost !== undefined && x.atLeast === undefined
      ? `${x.atMost} or fewer`
      : x.atLeast !== undefined && x.atMost === undefined
        ? `${x.atLeast} or more`
        : `${x.atLeast ?? 0} to ${x.atMost ?? "any"}`;
  switch (c.is) {
    case "memory":
      return `${range(c)} memory`;
    case "field":
      return `${c.side === "opponent" ? "the opponent has" : c.side === "you" ? "you have" : "there are"} ${c.atLeast === undefined && c.atMost === undefined ? "a" : range(c)} matching Digimon or Tamer`;
    case "security":
    case "hand":
    case "trash":
      return `${c.side === "you" ? "your" : c.side === "both" ? "both players'" : "the opponent's"} ${c.is} ${c.side === "both" ? "have" : "has"} ${range(c)}${c.filter?.faceUp ? " face-up" : ""}${c.filter && Object.keys(c.filter).some((k) => k !== "faceUp") ? " matching" : ""} cards`;
    case "subject":
      return c.any ? "one of those Digimon matches" : "that Digimon matches";
    case "attackingDigimon":
      return "the attack targets a matching Digimon";
    case "fewerThanOpponent":
      return c.zone === "field"
        ? `you have ${c.orEqual ? "as many or fewer" : "fewer"} Digimon and Tamers than the opponent`
        : `you have ${c.orEqual ? "as many or fewer" : "fewer"} cards in your ${c.zone} than the opponent`;
    case "self":
      return "this Digimon matches";
    case "deletedSelf":
      return "this Digimon, as it was when deleted, matches";
    case "sources":
      return "its digivolution cards include a matching card";
    case "yourTurn":
      return "it is your turn";
    case "digivolvedFromTrash":
      return "the digivolution was into a card from the trash";
    case "not":
      return `not (${describeCond(c.cond)})`;
    case "all":
      return c.of.map(describeCond).join(" and ");
    case "any":
      return c.of.map(describeCond).join(" or ");
    case "checkedCard":
      return "the card the security check revealed matches";
    case "count":
      return `the count reaches ${range(c)}${c.count.colors ? " colours" : ""}`;
    case "countAtMostCount":
      return "the first count is at most the second";
    case "didThisTurn":
      return `${c.side === "you" ? "you" : "the opponent"} ${describeDeed(c.deed)} this turn`;
    case "moved":
      return "the card the effect took matches";
    case "breeding":
      return `${c.side === "you" ? "your" : "the opponent's"} breeding area holds a matching card`;
    case "duringAttack":
      return "an attack is under way";
    case "executeAttack":
      return "the attack under way was made by <Execute>";
    case "playedBy":
      return `it was played by an effect of ${c.names.map((n) => `[${n}]`).join(" or ")}`;
    case "checkedFaceUp":
      return "this card was face up in the security stack before the check";
  }
}
