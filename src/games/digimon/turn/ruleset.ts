/** The Digimon Card Game as a Ruleset for the engine kernel. */
import { permanentDetails } from "./final-details.ts";
import { aside } from "../../../engine/wording.ts";
import { effectHost, hostGoneReason } from "./effect-host.ts";
import type { OrderingRules } from "../../../engine/resolver.ts";
import type { FinalState } from "../../../engine/trace.ts";
import type { Activation, Edition, EffectContext, PendingEffect, Ruleset } from "../../../engine/types.ts";
import type { Ability } from "../model/index.ts";
import { type DigimonAction, type TurnAction, checkAndApply } from "./actions.ts";
import { describeSpecialAction } from "./special-actions.ts";
import { continueAttack } from "./attack.ts";
import { UNKNOWN_CARD } from "../model/cards/generic.ts";
import type { DelayedSource, DigimonEvent, DigimonSource } from "../state/events.ts";
import { newScope, canPay, payThen, runLaterNow, save, unmetProcessingCondition } from "../ops/index.ts";
import { ruleCheck } from "./rule-check.ts";
import { continueTurn, startTurn, turnEndLeftOut } from "./turn-procedure.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  activeAbilities,
  cardName,
  findPermanent,
  isFaceDown,
  isFaceUp,
  locate,
  memoryOf,
  opponentOf,
  permName,
  top,
} from "../state/state.ts";
import { digimonStateKey } from "../state/state-key.ts";
import { collectTriggers } from "./triggers.ts";
import { abilitiesInForce } from "../derive/index.ts";
import { recordDeeds } from "../state/turn-history.ts";
import {
  activateKeyword,
  checkKeywordActivation,
  collectKeywordTriggers,
  blitz,
  isKeywordSource,
} from "../keywords/index.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { gameNoteEn } from "../../game-notes.ts";
import { markUsed, perTurnKey, usedUp } from "../state/per-turn.ts";

export const DIGIMON_ORDERING: OrderingRules = {
  turnPlayerFirst: "15-4-3-5-1",
  otherPlayerNext: "15-4-3-5-2",
  newerLayerFirst: "15-4-5-2",
  derivedForOtherPlayerFirst: "15-4-5-3",
  simultaneous: "15-4-3-2",
  ruleCheckJoins: "15-4-3-3",
  ruleCheckNewLayer: "wiki: Effect Resolution, Rules Processing",
};

/** The next action of the user's sequence, once everything before it is resolved. */
function nextAction(s: DigimonState, ctx: EffectContext) {
  let action = s.heldAction as DigimonAction | undefined;
  delete s.heldAction;
  if (!action) {
    const next = s.queue.shift();
    if (!next) return null;
    const bound = next();
    action = bound.action as DigimonAction;
    for (const n of bound.notes) ctx.note(gameNoteEn(n));
    const starts = action.kind === "turn" && action.step === "start";
    if (s.phase === "start" && action.player === s.turn && !starts) {
      // The turn passed and the next action is the new turn player's: their turn starts first (6-6-3).
      s.heldAction = action;
      startTurn(s, ctx);
      return {
        player: s.turn,
        card: null,
        text: `Player ${s.turn}'s turn starts before their next action: [Start of Your Turn] effects trigger, then the unsuspend, draw and breeding phases and the main phase come.`,
        rule: "6-6-3",
      };
    }
  }
  if (s.breedingOpen && !(action.kind === "hatch" || action.kind === "move") && action.player === s.turn) {
    // The next action is no breeding-phase one: the breeding phase passes with nothing done (6-4-1-3).
    delete s.breedingOpen;
    s.heldAction = action;
    return {
      player: s.turn,
      card: null,
      text: `Breeding phase: player ${s.turn} does nothing (6-4-1-3); the next action comes in the main phase.`,
      rule: "6-4-1-3",
    };
  }
  const described = describeAction(s, action);
  checkAndApply(s, action, ctx);
  return described;
}

function isDelayed(source: unknown): source is DelayedSource {
  return typeof source === "object" && source !== null && "delayedId" in source;
}

/** Pending processing happens (18-1-1): its operations run for the player whose effect left it. */
function processDelayed(
  s: DigimonState,
  id: number,
  ctx: EffectContext,
): { text: string; rule: string | null } {
  const d = s.delayed.find((x) => x.id === id);
  if (!d) return { text: "The pending processing was already done.", rule: "18-1-1" };
  s.delayed = s.delayed.filter((x) => x !== d);
  // "this Digimon" is still the Digimon that left it, digivolved or not, while it stays on the field.
  const self = d.selfPid === undefined ? undefined : findPermanent(s, d.selfPid);
  const sc = newScope({ s, ctx, me: d.owner, forCard: d.card.code, ...(self ? { self } : {}) });
  const parts = d.pids ? runLaterNow(sc, d) : d.ops.flatMap((op) => sc.run(op));
  return {
    text: `The pending processing left by [${d.card.code} ${d.card.name}] happens at its timing (18-1-1), ordered like the effects that triggered with it (18-1-2): ${parts.join("; ")}.`,
    rule: "18-1-1",
  };
}

/** Whether the ability is printed on the card (its own, inherited, security or link effect). */
function ownAbility(card: CardInst, ability: Ability): boolean {
  const d = card.def;
  return [...d.abilities, ...d.inherited, ...d.security, ...(d.link?.abilities ?? [])].includes(ability);
}

function abilityOf(s: DigimonState, src: DigimonSource): Ability | undefined {
  const d = src.abilityCard.def;
  const all = [
    ...d.abilities,
    ...d.inherited,
    ...d.security,
    ...(d.link?.abilities ?? []),
    ...(s.gainedAbilities ?? []),
  ];
  return all.find((a) => a.id === src.abilityId);
}

function stackCodes(p: Permanent): string {
  const [first, ...under] = p.stack;
  const code = (c: CardInst) => (c.code === UNKNOWN_CARD ? "?" : c.label ? `${c.code}#${c.label}` : c.code);
  const base = first ? code(first) : "?";
  const below = [
    ...under.map((c) => code(c) + (isFaceDown(c) ? "(down)" : "")),
    ...(p.links ?? []).map((c) => `${code(c)}(link)`),
  ];
  return (below.length ? `${base}[${below.join(" ")}]` : base) + (p.suspended ? "(sus)" : "");
}

function codes(cards: CardInst[]): string[] {
  return cards.map((c) => (c.code === UNKNOWN_CARD ? "?" : c.code) + (isFaceUp(c) ? "(up)" : ""));
}

function describeAction(
  s: DigimonState,
  a: DigimonAction,
): { player: string; card: string | null; text: string; rule: string | null } {
  const P = `Player ${a.player}`;
  switch (a.kind) {
    case "play":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} plays ${cardName(a.card)} from the hand.`,
        rule: "7-1-3",
      };
    case "digivolve":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} digivolves ${permName(a.onto)} into ${cardName(a.card)}.`,
        rule: "8-1-3",
      };
    case "dna":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} DNA digivolves ${permName(a.parts[0])} and ${permName(a.parts[1])} into ${cardName(a.card)}.`,
        rule: "8-2-3",
      };
    case "use":
      return {
        player: a.player,
        card: a.card.code,
        text: `${P} uses ${cardName(a.card)}; its [Main] effect activates directly, without triggering.`,
        rule: "9-1-9",
      };
    case "activate":
      return {
        player: a.player,
        card: top(a.perm).code,
        text: `${P} activates ${permName(a.perm)}'s [Main] effect; an activation-type effect activates directly, without triggering.`,
        rule: "15-8-4-2",
      };
    case "activateFrom":
      return {
        player: a.player,
        card: a.card.code,
        text:
          a.zone === "hand"
            ? `${P} reveals ${cardName(a.card)} from the hand and activates its [Hand] [Main] effect; an activation-type effect activates directly, without triggering.`
            : `${P} activates the [Trash] [Main] effect of ${cardName(a.card)} in the trash; an activation-type effect activates directly, without triggering.`,
        rule: a.zone === "hand" ? "15-14-2-1" : "15-14-3-1",
      };
    case "turn":
      return { player: a.player, card: null, ...TURN_TEXT[a.step](a.player) };
    case "link":
    case "playWith":
    case "appFusion":
    case "burst":
      return { player: a.player, card: a.card.code, ...describeSpecialAction(a) };
    case "hatch":
      return {
        player: a.player,
        card: null,
        text: `${P} hatches a Digi-Egg: the top card of the Digi-Egg deck is placed face up in the breeding area.`,
        rule: "6-4-1-1",
      };
    case "move":
      return {
        player: a.player,
        card: top(a.perm).code,
        text: `${P} moves ${permName(a.perm)} from the breeding area to the battle area.`,
        rule: "6-4-1-2",
      };
    case "attack": {
      const target =
        a.target === null
          ? ""
          : a.target === "player"
            ? ` player ${opponentOf(s, a.player)}`
            : ` ${permName(a.target)}`;
      const stop =
        a.target === null
          ? " (No attack target was named, so this breakdown covers the effects of the attack declaration.)"
          : "";
      return {
        player: a.player,
        card: top(a.attacker).code,
        text: `${P} suspends ${permName(a.attacker)} and attacks${target}.${stop}`,
        rule: "11-2-8-1",
      };
    }
  }
}

const TURN_TEXT: Record<TurnAction, (p: string) => { text: string; rule: string }> = {
  start: (p) => ({
    text: `Player ${p}'s turn starts: [Start of Your Turn] effects trigger before the unsuspend phase.`,
    rule: "15-16-11-1",
  }),
  main: (p) => ({
    text: `Player ${p}'s main phase begins: [Start of Your Main Phase] effects trigger.`,
    rule: "15-16-13-1",
  }),
  end: (p) => ({
    text: `Player ${p}'s turn reaches its end: [End of Your Turn] effects trigger.`,
    rule: "15-16-12-1",
  }),
  pass: (p) => ({
    text: `Player ${p} passes: the memory moves to 3 on the opponent's side and the turn ends.`,
    rule: "6-5-1-7-1",
  }),
};

export function checkActivation(s: DigimonState, effect: PendingEffect, ctx: EffectContext): Activation {
  const held = hostCheck(s, effect);
  if (!held.ok || isDelayed(effect.source) || isKeywordSource(effect.source)) return held;
  const src = effect.source as DigimonSource;
  const ability = abilityOf(s, src)!;
  if (ability.category !== "trigger") return held;
  const self = effectHost(s, src);
  const lastKnown = self ? {} : src.lastKnown ? { lastKnown: src.lastKnown } : {};
  const sc = newScope({ s, ctx, me: effect.player, self, source: src, forCard: effect.card, ...lastKnown });
  const unmet = unmetProcessingCondition(sc, ability);
  if (unmet === null) return held;
  return {
    ok: false,
    reason: `its condition (${unmet}) is not met now${ability.oncePerTurn ? ", so its [Once Per Turn] is not spent" : ""}.`,
    rule: "15-8-3-9-2",
  };
}

/** Whether the card still has the effect where it triggered (15-4-4). */
function hostCheck(s: DigimonState, effect: PendingEffect): Activation {
  if (isDelayed(effect.source)) return { ok: true };
  if (isKeywordSource(effect.source)) return checkKeywordActivation(s, effect.source);
  const src = effect.source as DigimonSource;
  const ability = abilityOf(s, src);
  if (!ability) return { ok: false, reason: "the card no longer has this effect.", rule: "15-4-4-4" };
  if (usedUp(s, ability, perTurnKey(ability, src.abilityCard)))
    return { ok: false, reason: "this [Once Per Turn] effect was already used this turn.", rule: "15-4-4-5" };
  if (src.where === "trash") {
    // A deleted token is removed from the game but counts as placed in the trash (4-21-5).
    if (src.host.def.token) return { ok: true };
    if (src.movedOn)
      return {
        ok: false,
        reason: `${cardName(src.host)} was used or moved again after it triggered in the trash, so it is a new card and its effect can't activate.`,
        rule: "15-4-4-3",
      };
    const at = locate(s, src.host.uid);
    if (!at || at.area !== "trash" || src.host.epoch !== src.hostEpoch)
      return {
        ok: false,
        reason: `${cardName(src.host)} is no longer in the trash${at ? ` (it is in the ${at.area === "battle" || at.area === "breeding" ? `${at.area} area` : at.area} now)` : ""}, so it is a new card and its effect can't activate.`,
        rule: "15-4-4-3",
      };
    return { ok: true };
  }
  if (src.where === "security") {
    const at = locate(s, src.host.uid);
    if (at?.area !== "security" || src.host.epoch !== src.hostEpoch || !isFaceUp(src.host))
      return {
        ok: false,
        reason: `${cardName(src.host)} is no longer face up in the security stack, so it is a new card and its [Security] effect can't activate (15-14-5-1).`,
        rule: "15-4-4-3",
      };
    return { ok: true };
  }
  const perm = effectHost(s, src);
  if (!perm)
    return {
      ok: false,
      reason: hostGoneReason(s, src),
      rule: "15-4-4-3",
    };
  // A link effect stays while its card is still a link card of the Digimon (4-3-5).
  if (perm.links?.includes(src.abilityCard)) return { ok: true };
  const i = perm.stack.indexOf(src.abilityCard);
  // A card under it whose effects it gains ("gains all effects of cards with [X] in their names ...").
  const gainedFromUnder = () =>
    activeAbilities(perm).some(({ card, inherited }) => card === src.abilityCard && !inherited);
  if (i < 0 || (src.inherited ? i === 0 : i !== 0 && !gainedFromUnder()))
    return { ok: false, reason: `${permName(perm)} no longer has this effect.`, rule: "15-4-4-4" };
  // A gained effect (15-15-2) whose grant no longer reaches the Digimon is lost with it (official Q&A).
  if (
    !ownAbility(src.abilityCard, ability) &&
    !abilitiesInForce(s, perm).some((x) => x.ability.id === ability.id)
  )
    return {
      ok: false,
      reason: `${permName(perm)} no longer has this effect: what gave it no longer does.`,
      rule: "15-4-4-4",
    };
  return { ok: true };
}

function activate(
  s: DigimonState,
  effect: PendingEffect,
  ctx: EffectContext,
): { text: string; rule: string | null } {
  if (isDelayed(effect.source)) return processDelayed(s, effect.source.delayedId, ctx);
  if (isKeywordSource(effect.source)) return activateKeyword(s, effect, ctx);
  const src = effect.source as DigimonSource;
  const ability = abilityOf(s, src)!;
  const me = effect.player;
  const self = effectHost(s, src);
  const lastKnown = self ? {} : src.lastKnown ? { lastKnown: src.lastKnown } : {};
  const optional = ability.optional ? { optional: true as const } : {};
  const sc = newScope({ s, ctx, me, self, source: src, forCard: effect.card, ...lastKnown, ...optional });
  const head = `Player ${me} activates ${cardName(src.abilityCard)}'s effect${aside(ability.label)}`;
  if (ability.cost) {
    const cannot = canPay(sc, ability.cost);
    if (cannot) {
      markUsed(s, ability, perTurnKey(ability, src.abilityCard));
      return { text: `${head}, but ${cannot}, so nothing happens.`, rule: null };
    }
  }
  if (ability.optional) {
    const agreed = askYesNo(
      ctx,
      me,
      `Player ${me}: use ${cardName(src.abilityCard)}'s effect${aside(ability.label)}?`,
      effect.card,
    );
    if (!agreed) return { text: `${head}, and chooses not to use it.`, rule: null };
  }
  // Only an effect that is used spends [Once Per Turn]: declining a "you may" keeps it (official Q&A).
  markUsed(s, ability, perTurnKey(ability, src.abilityCard));
  if (ability.condition && memoryOf(s, me) > ability.condition.memoryAtMost)
    return {
      text: `${head}, but player ${me} has more than ${ability.condition.memoryAtMost} memory, so nothing happens.`,
      rule: "15-6-1",
    };
  if (ability.keyword === "blitz") return { text: `${head}: ${blitz(sc).join("; ")}.`, rule: "16-16-1" };
  if (ability.keyword === "save")
    return { text: `${head}: ${save(sc, src.abilityCard).join("; ")}.`, rule: "16-20-1" };
  const parts = payThen(sc, ability.cost, ability.ops);
  return { text: `${head}: ${parts.join("; ")}.`, rule: null };
}

function final(s: DigimonState): FinalState {
  const areas: FinalState["areas"] = {};
  for (const id of s.order) {
    const ps = s.players[id]!;
    areas[id] = {
      battle: ps.battle.map(stackCodes),
      breeding: ps.breeding.map(stackCodes),
      hand: codes(ps.hand),
      trash: codes(ps.trash),
      security: codes(ps.security),
      deck: codes(ps.deck),
      ...(s.eggsListed?.includes(id) ? { eggs: codes(ps.eggs) } : {}),
    };
  }
  const side = s.memory >= 0 ? s.turn : opponentOf(s, s.turn);
  return {
    areas,
    memory: { player: side, value: Math.abs(s.memory) },
    ...(s.outcome ? { outcome: s.outcome } : {}),
    details: permanentDetails(s, stackCodes),
  };
}

function cardNames(s: DigimonState): Record<string, string> {
  const names: Record<string, string> = {};
  for (const id of s.order) {
    const ps = s.players[id]!;
    const loose = [...ps.hand, ...ps.deck, ...ps.security, ...ps.trash, ...ps.eggs];
    const stacked = [...ps.battle, ...ps.breeding].flatMap((p) => p.stack);
    for (const c of [...loose, ...stacked]) if (c.code !== UNKNOWN_CARD) names[c.code] = c.def.name;
  }
  return names;
}

export type DigimonRuleset = Ruleset<DigimonState, DigimonAction> & { ordering: OrderingRules };

export function digimonRuleset(edition: Edition): DigimonRuleset {
  return {
    game: "digimon",
    edition,
    ordering: DIGIMON_ORDERING,
    turnPlayer: (s) => s.turn,
    players: (s) => [s.turn, ...s.order.filter((p) => p !== s.turn)],
    describeAction,
    applyAction: checkAndApply,
    continueAction: (s, ctx) => continueAttack(s, ctx) ?? continueTurn(s, ctx) ?? nextAction(s, ctx),
    collectTriggers: (s, events) => {
      // Every event passes here once: what happened this turn is noted as it goes by.
      recordDeeds(s, events as DigimonEvent[]);
      return [
        ...collectTriggers(s, events as DigimonEvent[]),
        ...collectKeywordTriggers(s, events as DigimonEvent[]),
      ];
    },
    ruleCheck,
    checkActivation,
    activate,
    final,
    closingNote: turnEndLeftOut,
    stateKey: digimonStateKey,
    cardNames,
  };
}
