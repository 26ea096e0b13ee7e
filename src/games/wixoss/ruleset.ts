/** WIXOSS as a Ruleset for the engine kernel: rule processing 1-9 and the additional rulings. */
import type { OrderingRules } from "../../engine/resolver.ts";
import type { FinalState } from "../../engine/trace.ts";
import type { Activation, Edition, EffectContext, PendingEffect, Ruleset } from "../../engine/types.ts";
import type { WxCost } from "./cards.ts";
import { cannotPay, describeCost, payCost } from "./costs.ts";
import { type WxAction, applyAction, describeAction } from "./actions.ts";
import type { WxEvent, WxSource } from "./events.ts";
import { leaveField, runOps } from "./ops.ts";
import { continueWxAction } from "./timings.ts";
import { ruleProcessing } from "./rule-processing.ts";
import { type CardInst, type Signi, type WxState, cardName, codeOf, isUnknown } from "./state.ts";
import { collectTriggers } from "./triggers.ts";
import { askYesNo } from "../../engine/chooser.ts";

export const WX_ORDERING: OrderingRules = {
  turnPlayerFirst: "TA-1",
  otherPlayerNext: "TA-2",
  newerLayerFirst: "TA-3",
  derivedForOtherPlayerFirst: "TA-3",
  simultaneous: "RP-C3",
  ruleCheckJoins: "TA-3",
  ruleCheckNewLayer: "TA-3",
};

export const WX_RULES: Edition = {
  id: "wx-rules",
  title: "WIXOSS rule processing (WIXOSS Wiki summary of the official page, with the 2019-12-21 update)",
  ruleCheckTriggersNewLayer: false,
  switches: [
    {
      id: "pending",
      summary:
        "Trigger abilities wait together: the turn player resolves all of theirs, in the order they choose, then the non-turn player.",
      source: "WIXOSS Wiki, Trigger ability",
    },
    {
      id: "noRuleProcessingDuringAbilities",
      summary:
        "Rule processing is never done in the middle of an ability; it comes first once the ability is over.",
      source: "WIXOSS Wiki, Rule processing: characteristics",
    },
  ],
};

export const WX_EDITIONS: Record<string, Edition> = { [WX_RULES.id]: WX_RULES };

function checkActivation(s: WxState, effect: PendingEffect): Activation {
  const src = effect.source as WxSource;
  if (src.kind === "lifeBurst") {
    const ps = s.players[src.card.owner]!;
    if (!ps.check.some((c) => c.card === src.card))
      return { ok: false, reason: `${cardName(src.card)} is no longer in the check zone.`, rule: "RP-4" };
  }
  return { ok: true };
}

function yes(ctx: EffectContext, player: string, card: CardInst, prompt: string): boolean {
  return askYesNo(ctx, player, `Player ${player}: ${prompt}`, card.code);
}

function lifeBurst(s: WxState, effect: PendingEffect, ctx: EffectContext): string {
  const src = effect.source as Extract<WxSource, { kind: "lifeBurst" }>;
  const me = effect.player;
  const ps = s.players[me]!;
  const entry = ps.check.find((c) => c.card === src.card)!;
  entry.burstPending = false;
  const head = `Player ${me} may use the Life Burst of the crushed ${cardName(src.card)}`;
  if (!yes(ctx, me, src.card, `use the Life Burst of ${cardName(src.card)}?`))
    return `${head}, and chooses not to: the card stays in the check zone`;
  const parts = runOps({ s, ctx, me, forCard: src.card.code }, src.card.def.burst);
  if (src.card.def.unexecuted.length > 0) parts.push("its Life Burst text is not executed by the engine");
  ps.check.splice(ps.check.indexOf(entry), 1);
  ps.ener.push(src.card);
  return `${head}, and uses it: ${parts.join("; ") || "nothing happens"}; after the Life Burst the card goes to the ener zone`;
}

function activate(
  s: WxState,
  effect: PendingEffect,
  ctx: EffectContext,
): { text: string; rule: string | null } {
  const src = effect.source as WxSource;
  if (src.kind === "lifeBurst") return { text: `${lifeBurst(s, effect, ctx)}.`, rule: null };
  const ab = src.card.def.abilities.find((a) => a.id === src.abilityId)!;
  const head = `Player ${effect.player} resolves the trigger ability of ${cardName(src.card)} (${ab.label})`;
  const me = effect.player;
  const self = s.players[me]!.signi.find((x) => x.sid === src.sid);
  const cost: WxCost | undefined =
    ab.cost ?? (ab.discardCost !== undefined ? { discard: ab.discardCost } : undefined);
  const once = `${ab.id}@${src.card.uid}`;
  if (ab.oncePerTurn && s.players[me]!.usedThisTurn.includes(once))
    return {
      text: `${head}, but it was already used this turn (once per turn): it does nothing.`,
      rule: null,
    };
  const why = cost ? cannotPay(s, me, cost, self) : null;
  if (cost && why)
    return {
      text: `${head}, but can't pay its cost (${describeCost(cost)}: ${why}): it does nothing.`,
      rule: null,
    };
  const ask = `use the ability of ${cardName(src.card)} (${ab.label})?`;
  if ((ab.optional || cost) && !yes(ctx, me, src.card, ask))
    return { text: `${head}, and chooses not to use it.`, rule: null };
  if (ab.oncePerTurn) s.players[me]!.usedThisTurn.push(once);
  if (cost) {
    const sc = { s, ctx, me, forCard: src.card.code };
    ctx.note(
      `cost: ${payCost(sc, cost, self, (x) => leaveField(s, ctx, x, "trash", ctx.nextMoment(), false))}`,
    );
  }
  const parts = runOps(
    {
      s,
      ctx,
      me: effect.player,
      forCard: src.card.code,
      ...(src.sid !== undefined ? { self: src.sid } : {}),
    },
    ab.ops,
  );
  return {
    text: `${head}: ${parts.join("; ")}.`,
    rule: null,
  };
}

function printSigni(s: WxState, x: Signi): string {
  const under = [
    ...x.under.map((c) => (c.owner !== x.card.owner ? `${codeOf(c)}(puppet)` : codeOf(c))),
    ...x.charms.map((c) => `${codeOf(c)}(charm)`),
    ...x.accessories.map((c) => `${codeOf(c)}(accessory)`),
  ];
  const marks = [
    x.down ? "down" : "",
    ...(s.order.some((p) => s.players[p]!.signi.includes(x) && p !== x.card.owner) ? ["puppet"] : []),
  ].filter(Boolean);
  return `${codeOf(x.card)}${under.length ? `[${under.join(" ")}]` : ""}${marks.length ? `(${marks.join(",")})` : ""}`;
}

function final(s: WxState): FinalState {
  const areas: FinalState["areas"] = {};
  for (const id of s.order) {
    const ps = s.players[id]!;
    const [lrig, ...under] = ps.lrig;
    const area: Record<string, string[]> = {
      lrig: lrig
        ? [
            `${codeOf(lrig)}${under.length ? `[${under.map(codeOf).join(" ")}]` : ""}${ps.lrigDown ? "(down)" : ""}`,
          ]
        : [],
      key: ps.keys.map(codeOf),
      signi: [...ps.signi].sort((a, b) => a.zone - b.zone).map((x) => printSigni(s, x)),
      hand: ps.hand.map(codeOf),
      ener: ps.ener.map(codeOf),
      trash: ps.trash.map(codeOf),
      life: ps.life.map(codeOf),
      check: ps.check.map((c) => codeOf(c.card)),
      lrigdeck: ps.lrigDeck.map(codeOf),
      lrigtrash: ps.lrigTrash.map(codeOf),
    };
    if (ps.deckKnown) area.deck = ps.deck.map(codeOf);
    if (ps.coins > 0) area.coin = [String(ps.coins)];
    areas[id] = area;
  }
  const over = gameOver(s);
  return { areas, memory: null, ...(over ? { outcome: over.text } : {}) };
}

function gameOver(s: WxState): { text: string; rule: string } | null {
  if (!s.lost) return null;
  const winner = s.order.find((p) => p !== s.lost);
  return {
    text: `Player ${s.lost} took damage with no Life Cloth left and loses the game; player ${winner} wins.`,
    rule: "damage",
  };
}

function cardNames(s: WxState): Record<string, string> {
  const names: Record<string, string> = {};
  const add = (c: CardInst) => {
    if (!isUnknown(c)) names[c.code] = c.def.name;
  };
  for (const id of s.order) {
    const ps = s.players[id]!;
    for (const x of ps.signi) [x.card, ...x.under, ...x.charms, ...x.accessories].forEach(add);
    ps.leftovers.forEach((l) => add(l.card));
    ps.check.forEach((c) => add(c.card));
    [
      ...ps.lrig,
      ...ps.keys,
      ...ps.hand,
      ...ps.deck,
      ...ps.ener,
      ...ps.trash,
      ...ps.life,
      ...ps.lrigDeck,
      ...ps.lrigTrash,
    ].forEach(add);
  }
  return names;
}

export type WxRuleset = Ruleset<WxState, WxAction> & { ordering: OrderingRules };

export function wixossRuleset(edition: Edition = WX_RULES): WxRuleset {
  return {
    game: "wixoss",
    edition,
    ordering: WX_ORDERING,
    pending: "pool",
    turnPlayer: (s) => s.turn,
    players: (s) => [s.turn, ...s.order.filter((p) => p !== s.turn)],
    describeAction,
    applyAction,
    continueAction: continueWxAction,
    collectTriggers: (s, events) => collectTriggers(s, events as WxEvent[]),
    ruleCheck: ruleProcessing,
    checkActivation,
    activate,
    final,
    cardNames,
    gameOver,
  };
}
