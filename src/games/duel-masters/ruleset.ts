/** Duel Masters as a Ruleset for the engine kernel: state-based actions 703.4a-l. */
import type { OrderingRules } from "../../engine/resolver.ts";
import type { FinalState } from "../../engine/trace.ts";
import type { Activation, Edition, EffectContext, PendingEffect, Ruleset } from "../../engine/types.ts";
import { type DmAction, afterCast, applyAction, describeAction } from "./actions.ts";
import { continueDmAction } from "./timings.ts";
import type { DmEvent, DmSource } from "./events.ts";
import { crossWithChosen, enterBattle, runOps } from "./ops.ts";
import { gameResult, stateBasedActions } from "./sba.ts";
import {
  type BzObject,
  type CardInst,
  type DmState,
  cardName,
  codeOf,
  findObject,
  gearsOn,
  isCrossGear,
  isUnknown,
  top,
} from "./state.ts";
import { collectTriggers } from "./triggers.ts";
import { askYesNo } from "../../engine/chooser.ts";

export const DM_ORDERING: OrderingRules = {
  turnPlayerFirst: "101.4",
  otherPlayerNext: "101.4",
  newerLayerFirst: "111.2a",
  derivedForOtherPlayerFirst: "111.2a",
  simultaneous: "703.3",
  ruleCheckJoins: "111.2a",
  ruleCheckNewLayer: "703.3",
};

export const DM_GENERAL: Edition = {
  id: "dm-general",
  title: "Duel Masters General Game Rules, version 1.38 (as quoted by the Duel Masters Wiki)",
  ruleCheckTriggersNewLayer: false,
  switches: [
    {
      id: "pending",
      summary:
        "Triggered abilities wait in one pool: the turn player resolves all of theirs, in the order they choose, then the non-turn player.",
      source: "General Game Rules 101.4, 111.2a",
    },
    {
      id: "checkRulesDuringEffects",
      summary:
        "State-based actions are also checked between the parts of a spell or ability that is resolving.",
      source: "General Game Rules 111.2d, 703.1",
    },
  ],
};

export const DM_EDITIONS: Record<string, Edition> = { [DM_GENERAL.id]: DM_GENERAL };

function checkActivation(s: DmState, effect: PendingEffect): Activation {
  const src = effect.source as DmSource;
  if (src.kind === "shieldTrigger" && !s.players[src.card.owner]!.hand.includes(src.card))
    return {
      ok: false,
      reason: `${cardName(src.card)} is no longer in the hand, so its Shield Trigger can't be used.`,
      rule: "113",
    };
  return { ok: true };
}

function yes(ctx: EffectContext, player: string, card: CardInst, prompt: string): boolean {
  return askYesNo(ctx, player, `Player ${player}: ${prompt}`, card.code);
}

function useShieldTrigger(s: DmState, effect: PendingEffect, ctx: EffectContext): string {
  const src = effect.source as Extract<DmSource, { kind: "shieldTrigger" }>;
  const card = src.card;
  const me = effect.player;
  const ps = s.players[me]!;
  const loose = ps.looseCastles.find((l) => l.waitingFor === card.uid);
  const head = `Player ${me} may use the Shield Trigger of ${cardName(card)}`;
  if (!yes(ctx, me, card, `use the Shield Trigger of ${cardName(card)}?`)) {
    if (loose) loose.waitingFor = null;
    return `${head}, and chooses not to: it stays in the hand`;
  }
  ps.hand.splice(ps.hand.indexOf(card), 1);
  ctx.emit({ kind: "shieldTriggerUsed", player: me, card });
  let did: string;
  if (card.def.type === "Spell") {
    ctx.emit({ kind: "cast", player: me, card });
    s.spellsCast.push(me);
    const parts = runOps({ s, ctx, me, forCard: card.code, what: cardName(card) }, card.def.spell);
    if (card.def.unexecuted.length > 0) parts.push("its text is not executed by the engine");
    ctx.note(afterCast(s, card));
    did = `casts it for no cost${parts.length ? `: ${parts.join("; ")}` : ""}`;
  } else if (card.def.type === "Cross Gear") {
    const gear = enterBattle(s, ctx, me, [card]);
    did = `generates it for no cost; ${crossWithChosen({ s, ctx, me, forCard: card.code, what: cardName(card) }, gear)}`;
  } else {
    enterBattle(s, ctx, me, [card]);
    did = "summons it for no cost";
  }
  let castle = "";
  if (loose) {
    ps.looseCastles.splice(ps.looseCastles.indexOf(loose), 1);
    s.players[loose.castle.owner]!.graveyard.push(loose.castle);
    castle = `; right after the Shield Trigger is used, the castle ${cardName(loose.castle)} that fortified it goes to the graveyard (703.4k)`;
  }
  return `${head}, and ${did}${castle}`;
}

function activate(
  s: DmState,
  effect: PendingEffect,
  ctx: EffectContext,
): { text: string; rule: string | null } {
  const src = effect.source as DmSource;
  if (src.kind === "shieldTrigger") return { text: `${useShieldTrigger(s, effect, ctx)}.`, rule: null };
  const ab = src.card.def.abilities.find((a) => a.id === src.abilityId)!;
  const me = effect.player;
  const head = `Player ${me} resolves the ability of ${cardName(src.card)} (${ab.label})`;
  if (ab.optional && !yes(ctx, me, src.card, `use the ability of ${cardName(src.card)} (${ab.label})?`))
    return { text: `${head}, and chooses not to use it.`, rule: null };
  const parts = runOps(
    {
      s,
      ctx,
      me,
      forCard: src.card.code,
      what: `the ability of ${cardName(src.card)}`,
      ...(src.oid !== undefined ? { self: src.oid } : {}),
    },
    ab.ops,
  );
  return { text: `${head}: ${parts.join("; ")}.`, rule: null };
}

/** In board notation; a crossed Cross Gear is written under its creature, as the board takes it. */
function printObject(s: DmState, o: BzObject): string {
  const [first, ...rest] = o.cards;
  const under = [
    ...rest.map(codeOf),
    ...o.seals.map((c) => `${codeOf(c)}(seal)`),
    ...gearsOn(s, o).map((g) => `${codeOf(top(g))}(cross)`),
  ];
  const base = first ? codeOf(first) : "?";
  return (under.length ? `${base}[${under.join(" ")}]` : base) + (o.tapped ? "(tap)" : "");
}

function crossedNow(s: DmState, o: BzObject): boolean {
  return isCrossGear(o) && o.crossedWith !== undefined && findObject(s, o.crossedWith) !== undefined;
}

function final(s: DmState): FinalState {
  const areas: FinalState["areas"] = {};
  for (const id of s.order) {
    const ps = s.players[id]!;
    const area: Record<string, string[]> = {
      battle: ps.battle.filter((o) => !crossedNow(s, o)).map((o) => printObject(s, o)),
      shield: [
        ...ps.shields.map((sh) => (sh.castle ? `${codeOf(sh.card)}[${codeOf(sh.castle)}]` : codeOf(sh.card))),
        ...ps.looseCastles.map((l) => `${codeOf(l.castle)}(loose)`),
      ],
      hand: ps.hand.map(codeOf),
      graveyard: ps.graveyard.map(codeOf),
      mana: ps.mana.map((c) => codeOf(c) + (c.tapped ? "(tap)" : "")),
      hyperspatial: ps.hyperspatial.map(codeOf),
    };
    if (ps.deckKnown) area.deck = ps.deck.map(codeOf);
    areas[id] = area;
  }
  const over = gameResult(s);
  return { areas, memory: null, ...(over ? { outcome: over.text } : {}) };
}

function cardNames(s: DmState): Record<string, string> {
  const names: Record<string, string> = {};
  const add = (c: CardInst) => {
    if (!isUnknown(c)) names[c.code] = c.def.name;
  };
  for (const id of s.order) {
    const ps = s.players[id]!;
    for (const o of ps.battle) [...o.cards, ...o.seals].forEach(add);
    for (const sh of ps.shields) [sh.card, ...(sh.castle ? [sh.castle] : [])].forEach(add);
    ps.looseCastles.forEach((l) => add(l.castle));
    [...ps.hand, ...ps.deck, ...ps.graveyard, ...ps.mana, ...ps.hyperspatial].forEach(add);
  }
  return names;
}

export type DmRuleset = Ruleset<DmState, DmAction> & { ordering: OrderingRules };

export function duelMastersRuleset(edition: Edition = DM_GENERAL): DmRuleset {
  return {
    game: "duel-masters",
    edition,
    ordering: DM_ORDERING,
    pending: "pool",
    turnPlayer: (s) => s.turn,
    players: (s) => [s.turn, ...s.order.filter((p) => p !== s.turn)],
    describeAction,
    applyAction,
    continueAction: continueDmAction,
    collectTriggers: (s, events) => collectTriggers(s, events as DmEvent[]),
    ruleCheck: stateBasedActions,
    checkActivation,
    activate,
    final,
    cardNames,
    gameOver: gameResult,
  };
}
