/**
 * The turn procedure (6-1 to 6-6): a turn starts ([Start of Your Turn], 15-16-11), then the
 * unsuspend, draw and breeding phases, and the main phase ([Start of Your Main Phase],
 * 15-16-13); it ends when the memory is on the opponent's side once nothing is resolving
 * (6-1-4-1) or when the player says so; [End of Your Turn] effects and pending processing
 * left for that end resolve (15-16-12, 18-1), lasting changes made for the turn end, and the
 * other player's turn comes (6-6-3). Each step runs only once everything before it is resolved
 * (6-1-3): the kernel asks `continueTurn` whenever nothing is pending.
 */
import { freshHistory } from "../state/turn-history.ts";
import type { EffectContext } from "../../../engine/types.ts";
import { forbidden, hasKeyword, turnEndMemory } from "../derive/index.ts";
import { cannotUnsuspend } from "../ops/index.ts";
import { recordEvent } from "../state/events.ts";
import {
  type DigimonState,
  type Permanent,
  type TurnStep,
  opponentOf,
  permName,
  turnNumber,
} from "../state/state.ts";

type Step = { player: string | null; card: string | null; text: string; rule: string | null };

/** The turn player's turn begins: [Start of Your Turn] triggers, then its phases follow (6-2-1-1). */
export function startTurn(s: DigimonState, ctx: EffectContext): void {
  s.phase = "unsuspend";
  delete s.phaseUnsaid;
  s.turnSteps = ["unsuspend", "draw", "breeding", "main"];
  recordEvent(ctx, { kind: "turnTiming", timing: "startOfYourTurn", player: s.turn });
}

/** The main phase arrives: [Start of Your Main Phase] and [Start of Opponent's Main Phase] trigger. */
export function startMainPhase(s: DigimonState, ctx: EffectContext): void {
  s.phase = "main";
  delete s.breedingOpen;
  delete s.phaseUnsaid;
  s.turnSteps = [];
  recordEvent(ctx, { kind: "turnTiming", timing: "startOfYourMainPhase", player: s.turn });
}

/** The end of the turn arrives (6-6-1): [End of Your Turn] effects and pending processing trigger. */
export function endTurn(s: DigimonState, ctx: EffectContext): void {
  s.phase = "end";
  delete s.breedingOpen;
  delete s.phaseUnsaid;
  s.turnSteps = ["pass"];
  recordEvent(ctx, { kind: "turnTiming", timing: "endOfYourTurn", player: s.turn });
}

/**
 * Whether the turn ends by itself now: memory on the opponent's side in the main phase (6-1-4-1),
 * as much of it as a continuous effect may ask for ("the opponent having 3 or more memory").
 */
export function turnEndConditionsMet(s: DigimonState): boolean {
  return s.memory <= -turnEndMemory(s) && s.phase === "main" && !s.attack && (s.turnSteps?.length ?? 0) === 0;
}

/**
 * The turn end the resolution leaves out: the memory is on the opponent's side, so the turn ends
 * next (6-1-4-1), but the question asked no further action, and its end is not shown.
 */
export function turnEndLeftOut(s: DigimonState): string | null {
  if (s.outcome || !turnEndConditionsMet(s)) return null;
  const me = s.turn;
  return `The memory is on player ${opponentOf(s, me)}'s side, so player ${me}'s turn ends next (6-1-4-1); that end ([End of Your Turn] effects and processing left for the end of the turn) is not part of this answer: add "; ${opponentOf(s, me)} starts the turn" to the action to see it.`;
}

function step(s: DigimonState, text: string, rule: string): Step {
  return { player: s.turn, card: null, text, rule };
}

function unsuspendPhase(s: DigimonState, ctx: EffectContext): Step {
  const me = s.turn;
  const ps = s.players[me]!;
  const done: string[] = [];
  const kept: string[] = [];
  // <Reboot>: the opponent's Digimon with it unsuspend in this phase too, once each (16-11-1, 16-11-3).
  const reboot = s.players[opponentOf(s, me)]!.battle.filter((p) => hasKeyword(s, p, "reboot"));
  for (const p of [...ps.battle, ...ps.breeding, ...reboot]) {
    const skip = p.noUnsuspend?.find((x) => x.until === "nextUnsuspendPhase");
    if (skip) {
      p.noUnsuspend = p.noUnsuspend!.filter((x) => x !== skip);
      if (p.suspended) kept.push(`${permName(p)} (an effect of [${skip.source}])`);
      continue;
    }
    if (!p.suspended) continue;
    const why = cannotUnsuspend(p) ?? banned(s, p);
    if (why) {
      kept.push(why);
      continue;
    }
    p.suspended = false;
    done.push(reboot.includes(p) ? `${permName(p)} (<Reboot>, 16-11-1)` : permName(p));
    recordEvent(ctx, { kind: "unsuspended", pid: p.pid });
  }
  const parts = [
    done.length > 0 ? `unsuspends ${done.join(", ")}` : "has nothing to unsuspend",
    ...(kept.length > 0 ? [`these stay suspended: ${kept.join("; ")}`] : []),
  ];
  return step(s, `Unsuspend phase: player ${me} ${parts.join("; ")}.`, "6-2-1");
}

function banned(s: DigimonState, p: Permanent): string | undefined {
  const why = forbidden(s, p, "unsuspendInPhase") ?? forbidden(s, p, "unsuspend");
  return why ? `${permName(p)} can't unsuspend (${why})` : undefined;
}

function drawPhase(s: DigimonState): Step {
  const me = s.turn;
  const ps = s.players[me]!;
  const card = ps.deck.shift();
  if (card) {
    card.epoch += 1;
    ps.hand.push(card);
    return step(s, `Draw phase: player ${me} draws 1 card.`, "6-3-1");
  }
  if (s.deckListed?.includes(me)) {
    s.outcome = `Player ${me} has no cards in their deck and can't draw in their draw phase: player ${opponentOf(s, me)} wins (1-2-3-2).`;
    return step(s, s.outcome, "1-2-3-2");
  }
  return step(
    s,
    `Draw phase: player ${me} draws 1 card (the board lists no deck for player ${me}, so the card is not shown).`,
    "6-3-1",
  );
}

/** The turn ends for good (6-6-3): what lasted for it ends, and the other player's turn comes. */
function passTurn(s: DigimonState): Step {
  const ended = s.turn;
  expireLasting(s);
  const missed = dropMissedProcessing(s);
  s.turnsPassed = turnNumber(s) + 1;
  s.turn = opponentOf(s, ended);
  // The gauge stays where it is; it is read from the new turn player's side now (1-4-2).
  s.memory = -s.memory;
  s.phase = "start";
  s.turnSteps = [];
  s.usedThisTurn = new Set();
  s.thisTurn = freshHistory(s);
  const early =
    s.memory < 0
      ? ` The memory is still on player ${ended}'s side, so player ${s.turn}'s turn will end as soon as it starts unless an effect moves it (6-2-1-2).`
      : "";
  return {
    player: ended,
    card: null,
    text: `Player ${ended}'s turn is over: what lasted "for the turn" ends, and player ${s.turn}'s turn begins next.${missed}${early}`,
    rule: "6-6-3",
  };
}

/**
 * Pending processing left for this turn's end after its end timing had passed is never done: the
 * timing does not come again (18-1-1; Q2731). It is dropped, and the step says so.
 */
function dropMissedProcessing(s: DigimonState): string {
  const now = turnNumber(s);
  const missed = s.delayed.filter((d) => d.turn !== undefined && d.turn <= now);
  if (missed.length === 0) return "";
  s.delayed = s.delayed.filter((d) => !missed.includes(d));
  const cards = [...new Set(missed.map((d) => `[${d.card.code} ${d.card.name}]`))].join(", ");
  return ` The pending processing ${cards} left for the end of this turn came after that timing had passed, so it is not done (18-1-1).`;
}

/** Removes what lasted until the end of the turn in progress: "for the turn" and "until the end of X's turn". */
export function expireLasting(s: DigimonState): void {
  const ended = turnNumber(s);
  const stays = (x: { ends?: number }) => x.ends !== undefined && x.ends > ended;
  s.lasting = s.lasting.filter(stays);
  if (s.securityDpMods) s.securityDpMods = s.securityDpMods.filter(stays);
  if (s.lastingKeywords) s.lastingKeywords = s.lastingKeywords.filter(stays);
  if (s.lastingEffects) s.lastingEffects = s.lastingEffects.filter(stays);
  if (s.restrictions) s.restrictions = s.restrictions.filter(stays);
  if (s.playBans) s.playBans = s.playBans.filter(stays);
  if (s.nextDigivolve) s.nextDigivolve = s.nextDigivolve.filter(stays);
  for (const id of s.order)
    for (const p of [...s.players[id]!.battle, ...s.players[id]!.breeding]) {
      p.dpMods = p.dpMods.filter((m) => m.source === "board" || stays(m));
      if (p.granted) p.granted = p.granted.filter(stays);
      if (p.asDigimon) p.asDigimon = p.asDigimon.filter(stays);
      if (p.noUnsuspend)
        p.noUnsuspend = p.noUnsuspend.filter((x) => x.until === "nextUnsuspendPhase" || stays(x));
      if (p.gained) {
        const ends = p.gainedEnds ?? {};
        p.gained = p.gained.filter((a) => ends[a.id] !== undefined && ends[a.id]! > ended);
        for (const [k, v] of Object.entries(ends)) if (v <= ended) delete ends[k];
      }
      delete p.unblockable;
      p.since = 0;
    }
}

/** Whether the turn player's next action is a breeding-phase one (hatch, move): the phase then waits for it. */
function breedingActionComes(s: DigimonState): boolean {
  const held = s.heldAction as { kind?: string } | undefined;
  if (held) return held.kind === "hatch" || held.kind === "move";
  const next = s.queue[0];
  return next?.breeding === true && next.player === s.turn;
}

/** The turn procedure's next step, once nothing is pending; null when the turn waits for an action. */
export function continueTurn(s: DigimonState, ctx: EffectContext): Step | null {
  // The breeding phase waits for the turn player's action (6-4-1).
  if (s.breedingOpen) return null;
  const next: TurnStep | undefined = s.turnSteps?.shift();
  if (next === undefined) {
    if (!turnEndConditionsMet(s) || s.queue.length === 0) return null;
    endTurn(s, ctx);
    s.endByMemory = true;
    return step(
      s,
      `The memory is on player ${opponentOf(s, s.turn)}'s side and nothing is resolving, so player ${s.turn}'s turn ends: [End of Your Turn] effects and processing left for the end of the turn trigger.`,
      "6-1-4-1",
    );
  }
  switch (next) {
    case "unsuspend":
      if (s.memory < 0) {
        // The start of the turn left the memory on the opponent's side: the turn ends before unsuspending.
        endTurn(s, ctx);
        return step(
          s,
          `The memory is on the opponent's side, so the turn ends before unsuspending.`,
          "6-2-1-2",
        );
      }
      s.phase = "unsuspend";
      return unsuspendPhase(s, ctx);
    case "draw":
      s.phase = "draw";
      return drawPhase(s);
    case "breeding":
      s.phase = "breeding";
      if (breedingActionComes(s)) {
        s.breedingOpen = true;
        return step(
          s,
          `Breeding phase: player ${s.turn} may hatch a Digi-Egg, move a Digimon from the breeding area to the battle area, or do nothing.`,
          "6-4-1",
        );
      }
      return step(
        s,
        `Breeding phase: player ${s.turn} does nothing here (hatching or moving out of the breeding area is not asked).`,
        "6-4-1-3",
      );
    case "main":
      startMainPhase(s, ctx);
      return step(
        s,
        `Player ${s.turn}'s main phase begins: [Start of Your Main Phase] effects trigger.`,
        "15-16-13-1",
      );
    case "end":
      endTurn(s, ctx);
      return step(s, `Player ${s.turn}'s turn ends.`, "6-6-1");
    case "pass":
      if (s.memory >= 0 && s.endByMemory) {
        delete s.endByMemory;
        s.phase = "main";
        return step(
          s,
          `The memory came back to player ${s.turn}'s side during the end of the turn, so the end is postponed and the main phase goes on.`,
          "6-6-4",
        );
      }
      delete s.endByMemory;
      return passTurn(s);
  }
}
