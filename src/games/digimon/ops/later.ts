/**
 * Pending processing on particular Digimon (18-1): "At the next end of your opponent's turn,
 * delete it", "At turn end, delete the Digimon this effect played". The Digimon are fixed when
 * the effect leaves the processing; one that has left the battle area meanwhile is a new card
 * (3-1-3-1), so the processing on it is lost (15-11-1-2). Processing left for the end of the
 * opponent's turn waits through this turn's end and resolves when theirs ends
 * (turn/turn-procedure.ts).
 */
import type { Op } from "../model/index.ts";
import { removeFromField, toTrash } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { deletePermanents, deletionWords, staysLine, stillLeaving } from "./leave-field.ts";
import { emitHandAdded } from "./hand-added.ts";
import { emitDeckAdded } from "./deck-added.ts";
import { isToken } from "./token.ts";
import {
  type DelayedProcessing,
  type DigimonState,
  type Permanent,
  type PlayerId,
  allPermanents,
  findPermanent,
  opponentOf,
  turnNumber,
  ownerOf,
  permName,
} from "../state/state.ts";
import { describeOps, LATER_ACT } from "./describe.ts";

type Later = Extract<Op, { op: "later" }>;

/** A fresh id: ids stay unique after earlier processing was done and removed. */
function nextDelayedId(s: DigimonState): number {
  return Math.max(0, ...s.delayed.map((d) => d.id)) + 1;
}

/** The turn whose end a player's "end of the turn" names: this one when it is theirs, else the next. */
export function endingTurn(s: DigimonState, whose: PlayerId): number {
  return whose === s.turn ? turnNumber(s) : turnNumber(s) + 1;
}

const NOTHING: Record<Later["of"], string> = {
  this: "this Digimon is no longer in the battle area",
  played: "this effect played nothing",
  digivolved: "the Digimon this effect digivolved is no longer in the battle area",
};

/** Leaves the processing for the end of the turn it names. */
export function runLater(sc: OpScope, op: Later): string[] {
  const { s, me } = sc;
  const subjects =
    op.of === "this"
      ? sc.self
        ? [sc.self]
        : []
      : op.of === "digivolved"
        ? (sc.digivolved ?? []).filter((p) => findPermanent(s, p.pid) === p)
        : (sc.played ?? []);
  if (subjects.length === 0) return [NOTHING[op.of]];
  const whose = op.at === "turnEnd" ? s.turn : op.at === "yourTurnEnd" ? me : opponentOf(s, me);
  const from = sc.source?.abilityCard ?? sc.self?.stack[0];
  s.delayed.push({
    id: nextDelayedId(s),
    owner: me,
    card: { code: sc.forCard, name: from?.def.name ?? sc.forCard },
    ops: [op],
    atEndOf: whose,
    turn: endingTurn(s, whose),
    pids: subjects.map((p) => p.pid),
  });
  const names = subjects.map(permName).join(", ");
  const notYet = whose === s.turn ? "" : "; it waits until that turn ends";
  return [
    `at the end of player ${whose}'s turn: ${LATER_ACT[op.act]} ${names} (pending processing, 18-1-1)${notYet}`,
  ];
}

/** The processing's timing has come (18-1-1): it acts on those Digimon that are still the same. */
export function runLaterNow(sc: OpScope, d: DelayedProcessing): string[] {
  const op = d.ops[0];
  if (!op || op.op !== "later") return [];
  const perms = (d.pids ?? [])
    .map((pid) => findPermanent(sc.s, pid))
    .filter((p): p is Permanent => p !== undefined);
  if (perms.length === 0)
    return [
      "the Digimon it named is no longer in the battle area (a new card, 15-11-1-2), so nothing happens",
    ];
  if (op.act === "delete") {
    const names = new Map(perms.map((p) => [p, permName(p)]));
    return deletionWords(names, deletePermanents(sc.s, sc.ctx, perms, false, { effectOf: sc.me }));
  }
  if (op.act === "trashTop") return perms.map((p) => trashTopCard(sc, p));
  const leaving = stillLeaving(sc.s, sc.ctx, perms, { effectOf: sc.me, returned: true }, false);
  return [
    ...perms.filter((p) => !leaving.includes(p)).map(staysLine),
    ...leaving.map((p) => {
      const name = permName(p);
      const owner = sc.s.players[ownerOf(p)]!;
      removeFromField(sc.s, p);
      for (const c of p.stack) c.epoch += 1;
      // The cards under it go to the trash at the same time (4-7-8).
      const [first, ...rest] = p.stack;
      toTrash(sc.s, rest);
      if (isToken(first!))
        return `${name} leaves the field and, being a token, is removed from the game (4-21-5)`;
      if (op.act === "deckBottom") {
        owner.deck.push(first!);
        emitDeckAdded(sc, [first!]);
        return `${name} returns to the bottom of player ${owner.id}'s deck`;
      }
      owner.hand.push(first!);
      emitHandAdded(sc, owner.id, 1);
      return `${name} returns to player ${owner.id}'s hand`;
    }),
  ];
}

/**
 * Burst digivolution's pending processing (8-3-2-1): the top card of the Digimon's stack is
 * trashed, unless nothing is stacked under it or that card is not a Digimon.
 */
function trashTopCard(sc: OpScope, p: Permanent): string {
  const name = permName(p);
  const [first, ...rest] = p.stack;
  if (rest.length === 0) return `${name} has no cards stacked under it, so no card is trashed (8-3-2-1)`;
  if (first!.def.category !== "Digimon")
    return `${name}'s top card is not a Digimon, so no card is trashed (8-3-2-1)`;
  p.stack = rest;
  toTrash(sc.s, [first!]);
  return `${name}'s top card is trashed: the burst digivolution ends, and it is ${permName(p)} again (8-3-2-1)`;
}

/**
 * "This Digimon" of the pending processing: the effect's Digimon, or, for a card's effect run
 * off the field ("[Security] ... play this card ... At turn end, delete this Digimon"), that card
 * once the effect has played it (official Q&A).
 */
function thisDigimon(sc: OpScope): Permanent | undefined {
  if (sc.self) return sc.self;
  const card = sc.usedCard;
  return card ? allPermanents(sc.s).find((p) => p.stack[0] === card) : undefined;
}

export function runAtEndOfTurn(sc: OpScope, op: Extract<Op, { op: "atEndOfTurn" }>): string[] {
  const { s, me } = sc;
  const self = thisDigimon(sc);
  const from = sc.source?.abilityCard ?? self?.stack[0];
  const card = { code: sc.forCard, name: from?.def.name ?? sc.forCard };
  const selfPid = self ? { selfPid: self.pid } : {};
  const whose = op.whose === "you" ? me : op.whose === "opponent" ? opponentOf(s, me) : undefined;
  const at = { ...(whose === undefined ? {} : { atEndOf: whose }), turn: endingTurn(s, whose ?? s.turn) };
  s.delayed.push({ id: nextDelayedId(s), owner: me, card, ops: op.then, ...selfPid, ...at });
  const when = whose === undefined ? "the turn" : `player ${whose}'s turn`;
  const notYet = whose === undefined || whose === s.turn ? "" : "; it waits until that turn ends";
  return [`at the end of ${when}: ${describeOps(op.then)} (pending processing, 18-1-1)${notYet}`];
}
