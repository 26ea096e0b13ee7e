/**
 * The cards an effect's play could take now ("play 1 [X] from your hand or trash"), and why a play
 * paid as a cost ("By playing 1 [X] from your trash ..., ") can't be paid: nothing to play, or
 * nowhere to play it (3-4-7-2). Kept apart from plays.ts so the cost check (can-pay.ts) needs
 * none of the play machinery.
 */
import { type CardFilter, type Op, asOptionCard } from "../model/index.ts";
import { matchesAsOption, matchesFilter, permanentMatches, playBanOn } from "../derive/index.ts";
import { type CardInst, isFaceDown, isFaceUp, permName, top } from "../state/state.ts";
import { breedingFull, hasNewName, raisedFilter } from "./breeding.ts";
import { playByEffectBlocker } from "./primitives.ts";
import type { OpScope } from "./scope.ts";
import { isTriggerCard } from "./trigger-cards.ts";

type PlayFromOp = Extract<Op, { op: "playFrom" }>;

export function areasOf(
  sc: OpScope,
  from: PlayFromOp["from"] | "tamers",
  sourcesOf?: CardFilter,
): CardInst[][] {
  if (from === "links") return sc.self?.links ? [sc.self.links] : [];
  const mine = sc.s.players[sc.me]!;
  // Only a face-up security card is known to be what the effect names (3-7-4).
  if (from === "securityFaceUp") return [mine.security.filter(isFaceUp)];
  // The cards under a Tamer (4-4-2); a face-down one has no card information to be chosen by (4-7-9).
  const underTamers = () =>
    mine.battle
      .filter((p) => top(p).def.category === "Tamer")
      .map((p) => p.stack.slice(1).filter((c) => !isFaceDown(c)));
  if (from === "tamers") return underTamers();
  if (from === "handOrTamers") return [mine.hand, ...underTamers()];
  if (from === "handOrSources") return sc.self ? [mine.hand, sc.self.stack.slice(1)] : [mine.hand];
  if (from === "sources" && sourcesOf) {
    // "that Digimon's digivolution cards": the trigger's or the immediate-type effect's Digimon.
    const about = sourcesOf.subject ? (sc.source?.subjectPid ?? sc.subject?.pid) : undefined;
    return (sourcesOf.inBreeding ? mine.breeding : mine.battle)
      .filter(
        (p) =>
          permanentMatches(sc.s, p, sourcesOf, sc.self, sc.me) && (!sourcesOf.subject || p.pid === about),
      )
      .map((p) => p.stack.slice(1));
  }
  if (from === "sources") return sc.self ? [sc.self.stack.slice(1)] : [];
  if (from === "handOrTrash") return [mine.hand, mine.trash];
  return [from === "hand" ? mine.hand : mine.trash];
}

/** The cards a play could take now, before any ban; `kind` says whether a card is one it may play or use. */
export function playable(
  sc: OpScope,
  op: PlayFromOp,
  filter: CardFilter,
  left: number,
  kind: (c: CardInst) => boolean,
): CardInst[] {
  const areas = [...(op.alsoFrom ? areasOf(sc, op.alsoFrom) : []), ...areasOf(sc, op.from, op.sourcesOf)];
  return areas.flatMap((area) =>
    area.filter(
      (c) =>
        // A face-down card has no card information to be played by (4-7-9).
        !isFaceDown(c) &&
        (!op.triggerCards || isTriggerCard(sc, c)) &&
        kind(c) &&
        matchesFilter(sc.s, c, filter) &&
        (!op.newNameIn || hasNewName(sc, c, op.newNameIn)) &&
        (op.maxTotalCost === undefined || withinLeft(c, left)),
    ),
  );
}

function withinLeft(c: CardInst, left: number): boolean {
  return !asOptionCard(c.def) && typeof c.def.playCost === "number" && c.def.playCost <= left;
}

/**
 * Why "By playing 1 [X] from your trash ..." can't be paid now, or null. An Option card to use
 * counts when it fits the words; whether it can be used is checked as it is used (9-1).
 */
export function cannotPlayFrom(sc: OpScope, op: Op): string | null {
  if (op.op !== "playFrom" || op.by) return null;
  const full = op.to === "breeding" ? breedingFull(sc) : null;
  if (full) return full;
  const filter = raisedFilter(sc, op);
  // A DUAL card can't be played (7-1-1), only used as the Option card it is off the field (4-6-6-2).
  const kind = (c: CardInst) =>
    asOptionCard(c.def)
      ? op.use !== undefined && (c.def.category === "Option" || matchesAsOption(sc.s, c, filter))
      : op.use !== "only" && (c.def.category === "Digimon" || c.def.category === "Tamer");
  const cards = playable(sc, op, filter, op.maxTotalCost ?? Infinity, kind).filter(
    (c) => asOptionCard(c.def) !== undefined || !playBanOn(sc.s, sc.me, c),
  );
  if (cards.length === 0) return `player ${sc.me} has no card that can be played`;
  const blocker = cards.every((c) => !asOptionCard(c.def)) ? playByEffectBlocker(sc.s) : undefined;
  return blocker ? `${permName(blocker)} forbids playing Digimon by effects` : null;
}
