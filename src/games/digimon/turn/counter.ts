/**
 * The counter timing (11-3): after the attack declaration's effects are resolved and before
 * the block timing, the non-turn player may activate 1 [Counter] effect for the attack
 * (11-3-2): <Blast Digivolve> from the hand (16-26), or a [Counter] effect of their Digimon.
 * It happens even when the attacker has left (11-1-5). The player uses one only when the
 * choices say so (`target CARD`), as with blocks.
 */
import type { EffectContext } from "../../../engine/types.ts";
import { aside } from "../../../engine/wording.ts";
import type { Ability, CardDef } from "../model/index.ts";
import { forbidden, requirementCost, isDigimon } from "../derive/index.ts";
import { newScope, optionId, canPay, payThen } from "../ops/index.ts";
import { recordEvent } from "../state/events.ts";
import { blastDnaDigivolve, blastDnaNames, blastDnaPairs } from "./blast-dna.ts";
import {
  type AttackState,
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  activeAbilities,
  cardName,
  findPermanent,
  opponentOf,
  permName,
} from "../state/state.ts";
import { markUsed, perTurnKey, usedUp } from "../state/per-turn.ts";

type Step = { player: string | null; card: string | null; text: string; rule: string | null };

/** One [Counter] effect the non-turn player could activate now. */
interface CounterOption {
  id: string;
  card: string;
  label: string;
  use(): Step;
}

function handCode(c: CardInst): string {
  return c.label ? `${c.code}#${c.label}` : c.code;
}

/** The Digimon a <Blast Digivolve> card may digivolve: the player's own that meet its requirements. */
function blastBases(s: DigimonState, player: PlayerId, card: CardInst): Permanent[] {
  return s.players[player]!.battle.filter(
    (p) => isDigimon(s, p) && requirementCost(s, card.def, p) !== null && !forbidden(s, p, "digivolve"),
  );
}

function blastDigivolve(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  bases: Permanent[],
): Step {
  const [pick] = ctx.choose({
    kind: "target",
    player,
    prompt: `Player ${player}: which of your Digimon digivolves into ${cardName(card)} (<Blast Digivolve>)?`,
    options: bases.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: 1,
    max: 1,
    forCard: card.code,
  });
  const onto = bases.find((p) => String(p.pid) === pick) ?? bases[0]!;
  const before = permName(onto);
  const ps = s.players[player]!;
  ps.hand = ps.hand.filter((c) => c !== card);
  card.epoch += 1;
  onto.stack.unshift(card);
  const drawn = ps.deck.shift();
  if (drawn) {
    drawn.epoch += 1;
    ps.hand.push(drawn);
  }
  const draw = drawn
    ? `player ${player} draws 1 card for digivolving (8-1-3-3)`
    : `player ${player} has no deck left to draw from for digivolving`;
  // <Blast Digivolve> is an effect that digivolves (16-26-4).
  recordEvent(ctx, { kind: "digivolved", pid: onto.pid, player, dna: false, byEffect: true });
  return {
    player,
    card: card.code,
    text: `Counter timing: player ${player} activates ${cardName(card)}'s <Blast Digivolve> from the hand: ${before} digivolves into ${cardName(card)} without paying the cost; ${draw}.`,
    rule: "16-26-1",
  };
}

function fieldCounter(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  perm: Permanent,
  ability: Ability,
  card: CardInst,
): Step {
  markUsed(s, ability, perTurnKey(ability, card));
  const sc = newScope({ s, ctx, me: player, self: perm, forCard: card.code });
  const done = payThen(sc, ability.cost, ability.ops);
  return {
    player,
    card: card.code,
    text: `Counter timing: player ${player} activates ${cardName(card)}'s [Counter] effect${aside(ability.label)}: ${done.join("; ")}.`,
    rule: "11-3-1",
  };
}

/** A [Hand] [Counter] effect that is not a keyword: it works from the hand (15-14-2) at the counter timing (11-3-1). */
function handCounter(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  ability: Ability,
): Step {
  markUsed(s, ability, `${ability.id}@${card.uid}`);
  const sc = newScope({ s, ctx, me: player, forCard: card.code, usedCard: card });
  const done = payThen(sc, ability.cost, ability.ops);
  return {
    player,
    card: card.code,
    text: `Counter timing: player ${player} activates ${cardName(card)}'s [Hand] [Counter] effect${aside(ability.label)} from the hand: ${done.join("; ")}.`,
    rule: "15-14-2-1",
  };
}

/** [Hand] [Counter] effects of a card in the hand that are not keywords, usable now (cost payable, not used up). */
function handCounterOptions(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
): CounterOption[] {
  return card.def.abilities
    .filter((a) => a.timing === "counter" && a.zone === "hand" && a.category !== "keyword")
    .filter((a) => !usedUp(s, a, `${a.id}@${card.uid}`))
    .filter(
      (a) => !a.cost || !canPay(newScope({ s, ctx, me: player, forCard: card.code, usedCard: card }), a.cost),
    )
    .map((ability) => ({
      id: `hand:${card.uid}:${ability.id}`,
      card: handCode(card),
      label: `[Hand] [Counter] effect of ${cardName(card)}`,
      use: () => handCounter(s, ctx, player, card, ability),
    }));
}

/** The [Counter] effects the non-turn player could activate now (11-3-1). */
function counterOptions(s: DigimonState, ctx: EffectContext, player: PlayerId): CounterOption[] {
  const out: CounterOption[] = [];
  for (const card of s.players[player]!.hand) {
    const blast = card.def.abilities.some((a) => a.keyword === "blastDigivolve");
    const bases = blast && card.def.category === "Digimon" ? blastBases(s, player, card) : [];
    if (bases.length > 0)
      out.push({
        id: `hand:${card.uid}`,
        card: handCode(card),
        label: `<Blast Digivolve> of ${cardName(card)} from the hand`,
        use: () => blastDigivolve(s, ctx, player, card, bases),
      });
    out.push(...handCounterOptions(s, ctx, player, card));
  }
  for (const card of s.players[player]!.hand) {
    const pairs = blastDnaPairs(s, player, card);
    if (pairs.length > 0)
      out.push({
        id: `hand-dna:${card.uid}`,
        card: handCode(card),
        label: `<Blast DNA Digivolve> of ${cardName(card)} from the hand`,
        use: () => blastDnaDigivolve(s, ctx, player, card, pairs),
      });
  }
  for (const perm of s.players[player]!.battle)
    for (const { ability, card } of activeAbilities(perm)) {
      if (ability.timing !== "counter" || ability.category === "keyword" || ability.zone) continue;
      if (usedUp(s, ability, perTurnKey(ability, card))) continue;
      const sc = newScope({ s, ctx, me: player, self: perm, forCard: card.code });
      if (ability.cost && canPay(sc, ability.cost)) continue;
      out.push({
        id: `field:${perm.pid}:${ability.id}`,
        card: optionId(perm),
        label: `[Counter] effect of ${permName(perm)}`,
        use: () => fieldCounter(s, ctx, player, perm, ability, card),
      });
    }
  return out;
}

/**
 * Whether the counter timing runs every [Counter] effect of the card: <Blast Digivolve>,
 * <Blast DNA Digivolve ([A] + [B])>, [Counter] effects of a Digimon on the field, and
 * [Hand] [Counter] effects that are not keywords.
 */
export function counterRun(def: CardDef): boolean {
  const printed = (def.text?.match(/\[Counter\]/gi) ?? []).length;
  const run = def.abilities.filter(
    (a) =>
      a.timing === "counter" &&
      (a.keyword === "blastDigivolve" ||
        (a.keyword === "blastDnaDigivolve" && blastDnaNames(a.keywordParam) !== null) ||
        (a.category !== "keyword" && a.zone === undefined && def.category === "Digimon") ||
        (a.category !== "keyword" && a.zone === "hand")),
  );
  return run.length >= Math.max(printed, 1);
}

/** The counter timing of the attack in progress: the step it took, or null when nothing could be used. */
export function counterTiming(s: DigimonState, a: AttackState, ctx: EffectContext): Step | null {
  const defender = opponentOf(s, a.player);
  const options = counterOptions(s, ctx, defender);
  if (options.length === 0) return null;
  const attacker = findPermanent(s, a.attacker);
  const against = attacker ? `${permName(attacker)}'s attack` : "the attack";
  const [pick] = ctx.choose({
    kind: "target",
    player: defender,
    prompt: `Player ${defender}: activate a [Counter] effect against ${against}? (1 per attack, 11-3-2)`,
    options: [
      { id: "none", label: "no [Counter] effect" },
      ...options.map((o) => ({ id: o.id, label: o.label, card: o.card })),
    ],
    min: 1,
    max: 1,
  });
  const chosen = options.find((o) => o.id === pick);
  if (!chosen)
    return {
      player: defender,
      card: null,
      text: `Counter timing: player ${defender} activates no [Counter] effect.`,
      rule: "11-3-1",
    };
  return chosen.use();
}
