/**
 * "If this effect deleted / didn't trash / ..." and "If you do": the earlier processing of the
 * effect is run while watching what it does, then the condition is checked against that.
 */
import type { Op, PerOutcomeCount } from "../model/index.ts";
import { type OpScope } from "./scope.ts";
import {
  type CardInst,
  type DigimonState,
  type PlayerId,
  findPermanent,
  isFaceUp,
  memoryOf,
  ownerOf,
  opponentOf,
  top,
} from "../state/state.ts";
import { isDigimon, matchesFilter } from "../derive/index.ts";
import type { DigimonEvent } from "../state/events.ts";
import { repeatsWhenScaled, scaleOp } from "../model/index.ts";

type Outcome = Extract<Op, { op: "ifOutcome" }>;

/** Card counts per area of both players, and the memory: what any processing would change. */
function snapshot(s: DigimonState): Record<string, number> {
  const out: Record<string, number> = { memory: s.memory };
  for (const id of s.order) {
    const p = s.players[id]!;
    for (const area of ["battle", "breeding", "hand", "deck", "security", "trash"] as const)
      out[`${id}.${area}`] = p[area].length;
    out[`${id}.sources`] = p.battle.reduce((n, x) => n + x.stack.length, 0);
    // "If this effect didn't flip": face-up security cards (3-7-4).
    out[`${id}.faceUp`] = p.security.filter(isFaceUp).length;
  }
  return out;
}

function grew(before: Record<string, number>, after: Record<string, number>, areas: string[]): boolean {
  const sum = (r: Record<string, number>) =>
    Object.entries(r)
      .filter(([k]) => areas.some((a) => k.endsWith(`.${a}`)))
      .reduce((n, [, v]) => n + v, 0);
  return sum(after) > sum(before);
}

const VERB: Record<Outcome["what"], string> = {
  delete: "delete a Digimon",
  trash: "trash a card",
  return: "return a card",
  suspend: "suspend anything",
  play: "play a card",
  add: "add a card to a hand",
  digivolve: "digivolve a Digimon",
  unsuspend: "unsuspend anything",
  place: "place a card under a Digimon or in a security stack",
  flip: "flip a security card face up",
  memory: "gain memory",
  any: "change anything",
};

/** Runs `ops` in a copy of the scope that notes the events they record. */
function watch(sc: OpScope, ops: Op[]): { out: string[]; kinds: string[]; events: DigimonEvent[] } {
  const events: DigimonEvent[] = [];
  const kinds: string[] = [];
  const watched: OpScope = {
    ...sc,
    ctx: {
      ...sc.ctx,
      emit: (e) => {
        events.push(e as DigimonEvent);
        kinds.push(e.kind);
        // A pass-through: the event was checked where recordEvent made it.
        sc.ctx.emit(e);
      },
    },
  };
  const out = ops.flatMap((o) => watched.run(o));
  sc.chosen = watched.chosen;
  sc.played = watched.played;
  return { out, kinds, events };
}

/** Whether the events show a Digimon of that side deleted or suspended ("deleted one of your Digimon"). */
function happenedTo(sc: OpScope, op: Outcome, events: DigimonEvent[]): boolean {
  const side = op.whose === "you" ? sc.me : opponentOf(sc.s, sc.me);
  return events.some((e) => {
    if (op.what === "delete") return e.kind === "deleted" && e.owner === side;
    if (e.kind !== "suspended") return false;
    const p = findPermanent(sc.s, e.pid);
    return p !== undefined && ownerOf(p) === side;
  });
}

/**
 * Cards the processing put in a trash (or that side's trash), not counting the cards of a
 * Digimon it deleted: "trashed" means cards trashed from a hand, deck, security stack or from
 * under a Digimon, not a deletion.
 */
function newInTrash(sc: OpScope, before: Set<number>, events: DigimonEvent[], side?: PlayerId): CardInst[] {
  const deleted = new Set(events.flatMap((e) => (e.kind === "deleted" ? e.stack.map((c) => c.uid) : [])));
  const whose = side ? [side] : sc.s.order;
  return whose.flatMap((id) =>
    sc.s.players[id]!.trash.filter((c) => !before.has(c.uid) && !deleted.has(c.uid)),
  );
}

/** "this effect trashed (N or more / a card with [X])", "your opponent didn't trash". */
function trashedEnough(sc: OpScope, op: Outcome, before: Set<number>, events: DigimonEvent[]): boolean {
  const side = op.whose ? (op.whose === "you" ? sc.me : opponentOf(sc.s, sc.me)) : undefined;
  const cards = newInTrash(sc, before, events, side).filter(
    (c) => !op.cards || matchesFilter(sc.s, c, op.cards),
  );
  return cards.length >= (op.atLeast ?? 1);
}

function trashUids(s: DigimonState): Set<number> {
  return new Set(s.order.flatMap((id) => s.players[id]!.trash.map((c) => c.uid)));
}

/** The event each outcome is seen by, or the areas that grow when it happens. */
const EVENT_OF: Partial<Record<Outcome["what"], string>> = {
  delete: "deleted",
  suspend: "suspended",
  unsuspend: "unsuspended",
  play: "played",
  add: "handAdded",
  digivolve: "digivolved",
};
const GROWS: Partial<Record<Outcome["what"], string[]>> = {
  trash: ["trash"],
  return: ["hand", "deck"],
  place: ["sources", "security"],
  flip: ["faceUp"],
};

function didHappen(
  what: Outcome["what"],
  kinds: string[],
  before: Record<string, number>,
  after: Record<string, number>,
): boolean {
  const kind = EVENT_OF[what];
  if (kind) return kinds.includes(kind);
  const areas = GROWS[what];
  if (areas) return grew(before, after, areas);
  return kinds.length > 0 || Object.keys(after).some((k) => after[k] !== before[k]);
}

export function runOutcome(sc: OpScope, op: Outcome): string[] {
  const before = snapshot(sc.s);
  const trashBefore = trashUids(sc.s);
  const memoryBefore = memoryOf(sc.s, sc.me);
  const { out, kinds, events } = watch(sc, op.ops);
  const after = snapshot(sc.s);
  // "If you gain 2 or more memory by this effect": how far the marker moved toward this player (4-1-4).
  const gained = memoryOf(sc.s, sc.me) - memoryBefore;
  const happened =
    op.what === "memory"
      ? gained >= (op.atLeast ?? 1)
      : op.minDp !== undefined
        ? events.some((e) => e.kind === "deleted" && (e.dp ?? -Infinity) >= op.minDp!)
        : op.what === "trash" && (op.whose || op.atLeast !== undefined || op.cards)
          ? trashedEnough(sc, op, trashBefore, events)
          : op.what === "place" && op.atLeast !== undefined
            ? growth(before, after, GROWS.place!) >= op.atLeast
            : op.whose
              ? happenedTo(sc, op, events)
              : didHappen(op.what, kinds, before, after);
  const what = op.whose
    ? `${op.what} ${op.what === "trash" ? "a card" : "a Digimon"} of ${op.whose === "you" ? `player ${sc.me}` : "the opponent"}`
    : op.minDp !== undefined
      ? `delete a Digimon with ${op.minDp} DP or more`
      : op.what === "memory"
        ? `gain ${op.atLeast ?? 1} or more memory (it gained ${Math.max(0, gained)})`
        : op.atLeast !== undefined
          ? `${op.what} ${op.atLeast} or more cards`
          : op.cards
            ? "trash a card that matches"
            : VERB[op.what];
  const seen = `the processing before ${happened ? "did" : "did not"} ${what}`;
  if (happened !== op.did) return [...out, `${seen}, so the rest does nothing`];
  return [...out, `${seen}, so the rest applies`, ...op.then.flatMap((o) => sc.run(o))];
}

/** How many cards went to the trashes between two snapshots. */
function trashed(before: Record<string, number>, after: Record<string, number>): number {
  return Object.keys(after)
    .filter((k) => k.endsWith(".trash"))
    .reduce((n, k) => n + Math.max(0, after[k]! - (before[k] ?? 0)), 0);
}

const COUNTED: Record<Extract<Op, { op: "perOutcome" }>["what"], string> = {
  delete: "Digimon deleted",
  deletedLevels: "levels of the Digimon deleted",
  trash: "cards trashed",
  return: "cards returned",
  suspend: "cards suspended",
  suspendedTamers: "Tamers suspended",
  place: "cards placed",
  add: "cards added to a hand",
  play: "Digimon played",
};

/** Runs `ops` and says how many of `what` they did ("for each card trashed by this effect"). */
export function countedOutcome(sc: OpScope, what: PerOutcomeCount, ops: Op[]): { out: string[]; k: number } {
  const before = snapshot(sc.s);
  const { out, kinds, events } = watch(sc, ops);
  const k = countOf(sc, { op: "perOutcome", what, ops, then: [] }, kinds, events, before, snapshot(sc.s));
  return { out: [...out, `${k} ${COUNTED[what]} by this effect`], k };
}

export function runPerOutcome(sc: OpScope, op: Extract<Op, { op: "perOutcome" }>): string[] {
  const before = snapshot(sc.s);
  const { out, kinds, events } = watch(sc, op.ops);
  const after = snapshot(sc.s);
  const k = countOf(sc, op, kinds, events, before, after);
  const what = COUNTED[op.what];
  if (k === 0) return [...out, `no ${what} by this effect, so the rest does nothing`];
  const ops = op.each
    ? Array.from({ length: k }, () => op.then).flat()
    : op.then.flatMap((o) => (repeatsWhenScaled(o) ? Array<Op>(k).fill(o) : [scaleOp(o, k) ?? o]));
  return [...out, `${k} ${what} by this effect`, ...ops.flatMap((o) => sc.run(o))];
}

/** How many of what the count names the watched processing did. */
function countOf(
  sc: OpScope,
  op: Extract<Op, { op: "perOutcome" }>,
  kinds: string[],
  events: DigimonEvent[],
  before: Record<string, number>,
  after: Record<string, number>,
): number {
  if (op.whose) {
    const side = op.whose === "you" ? sc.me : opponentOf(sc.s, sc.me);
    return countedFor(sc, op.what, side, events, before, after);
  }
  switch (op.what) {
    case "delete":
      return kinds.filter((x) => x === "deleted").length;
    // The level each had in the battle area (its top card's); one without a level adds none (official Q&A).
    case "deletedLevels":
      return events.reduce((n, e) => n + (e.kind === "deleted" ? (e.stack[0]?.def.level ?? 0) : 0), 0);
    case "suspend":
      return kinds.filter((x) => x === "suspended").length;
    case "suspendedTamers":
      return events.filter((e) => {
        const p = e.kind === "suspended" ? findPermanent(sc.s, e.pid) : undefined;
        return p !== undefined && top(p).def.category === "Tamer" && !isDigimon(sc.s, p);
      }).length;
    case "play":
      return kinds.filter((x) => x === "played").length;
    case "return":
      return growth(before, after, ["hand", "deck"]);
    case "place":
      return growth(before, after, ["sources", "security"]);
    case "add":
      return growth(before, after, ["hand"]);
    case "trash":
      return trashed(before, after);
  }
}

/** What the processing did to one side only: its Digimon suspended, cards added to its hand. */
function countedFor(
  sc: OpScope,
  what: PerOutcomeCount,
  side: PlayerId,
  events: DigimonEvent[],
  before: Record<string, number>,
  after: Record<string, number>,
): number {
  if (what === "suspend")
    return events.filter((e) => {
      if (e.kind !== "suspended") return false;
      const p = findPermanent(sc.s, e.pid);
      return p !== undefined && ownerOf(p) === side;
    }).length;
  if (what === "add") return Math.max(0, after[`${side}.hand`]! - before[`${side}.hand`]!);
  return 0;
}

/** How many cards the areas gained between two snapshots, over both players. */
function growth(before: Record<string, number>, after: Record<string, number>, areas: string[]): number {
  return Object.keys(after)
    .filter((k) => areas.some((a) => k.endsWith(`.${a}`)))
    .reduce((n, k) => n + Math.max(0, after[k]! - (before[k] ?? 0)), 0);
}
