/** The main-phase actions (6-5-1): play, digivolve, DNA digivolve, use an Option, attack. */
import {
  alsoAttacks,
  hasKeyword,
  colourRequirement,
  useCost,
  attackBan,
  colorRequirementOf,
  colorsOf,
  digivolveBan,
  digivolvesAsTamer,
  printsMain,
  handDigivolveCost,
  isDigimon,
  optionUseBan,
  playBanWhy,
  fitsDnaPartFor,
} from "../derive/index.ts";
import { RulesError } from "../../../engine/errors.ts";
import type { EffectContext } from "../../../engine/types.ts";
import { type CardDef, asOptionCard, describeDnaPart, describeRequirement } from "../model/index.ts";
import {
  canPay,
  payThen,
  digisorption,
  placeOnField,
  suspendPermanent,
  newScope,
  restricted,
  digivolveCost,
  immediateUseCost,
  playCost,
  afterUse,
} from "../ops/index.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  activeAbilities,
  addMemory,
  cardName,
  describeMemory,
  memoryOf,
  opponentOf,
  permName,
  top,
} from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { endTurn, startMainPhase, startTurn } from "./turn-procedure.ts";
import { type BreedingAction, applyBreedingAction } from "./breeding-actions.ts";
import {
  type ActionSteps,
  type SpecialAction,
  applySpecialAction,
  trashLinksForDna,
} from "./special-actions.ts";
import { markUsed, usedUp } from "../state/per-turn.ts";

export type DigimonAction =
  | { kind: "play"; player: PlayerId; card: CardInst }
  | { kind: "digivolve"; player: PlayerId; card: CardInst; onto: Permanent }
  | { kind: "dna"; player: PlayerId; card: CardInst; parts: [Permanent, Permanent] }
  | { kind: "use"; player: PlayerId; card: CardInst }
  | { kind: "attack"; player: PlayerId; attacker: Permanent; target: Permanent | "player" | null }
  /** `A starts the turn`, `A starts the main phase`, `A ends the turn`, `A passes` (6-1 to 6-6). */
  | { kind: "turn"; player: PlayerId; step: TurnAction }
  | { kind: "activate"; player: PlayerId; perm: Permanent }
  /** `A activates BT18-070` for a card in the hand or the trash: its [Hand] / [Trash] [Main] effect (15-14-2, 15-14-3). */
  | { kind: "activateFrom"; player: PlayerId; card: CardInst; zone: "hand" | "trash" }
  | SpecialAction
  | BreedingAction;

function pay(s: DigimonState, ctx: EffectContext, player: PlayerId, cost: number): void {
  addMemory(s, player, -cost);
  ctx.note(`player ${player} pays ${cost} memory (${describeMemory(s)})`);
}

export type TurnAction = "start" | "main" | "end" | "pass";

function requireTurnPlayer(s: DigimonState, player: PlayerId, what: string): void {
  if (player !== s.turn)
    throw new RulesError(
      `It is player ${s.turn}'s turn: only the turn player (${s.turn}) can ${what}, in their main phase.`,
      "6-5-1",
    );
  if (s.phase === "start")
    throw new RulesError(
      `Player ${s.turn}'s turn has not started yet: say "${s.turn} starts the turn" before player ${s.turn} can ${what}.`,
      "6-1-2",
    );
  if (s.phase !== "main")
    throw new RulesError(
      `It is player ${s.turn}'s ${s.phase} phase: player ${s.turn} can ${what} only in the main phase.`,
      "6-5-1",
    );
  // A main-phase action settles it: the turn has started.
  delete s.phaseUnsaid;
}

const TURN_WORDS: Record<TurnAction, string> = {
  start: "start the turn",
  main: "start the main phase",
  end: "end the turn",
  pass: "pass",
};

/** Who may start, end or pass the turn now, and in which phase (6-1-2, 6-5-1-7, 6-6). */
function checkTurnAction(s: DigimonState, player: PlayerId, step: TurnAction): void {
  const what = TURN_WORDS[step];
  if (player !== s.turn)
    throw new RulesError(
      s.phase === "start"
        ? `It is player ${s.turn}'s turn that comes next, so player ${player} can't ${what} now.`
        : `It is player ${s.turn}'s turn: player ${player} can't ${what} until player ${s.turn}'s turn ends ("${s.turn} ends the turn").`,
      "6-6-3",
    );
  const open = s.phaseUnsaid === true;
  const ok =
    step === "start"
      ? s.phase === "start" || open
      : step === "main"
        ? s.phase === "unsuspend" || s.phase === "draw" || s.phase === "breeding" || open
        : step === "pass"
          ? s.phase === "main"
          : s.phase !== "start" && s.phase !== "end";
  if (ok) return;
  const now = s.phase === "start" ? "its turn has not started" : `it is the ${s.phase} phase`;
  throw new RulesError(`Player ${player} can't ${what} now: ${now}.`, step === "pass" ? "6-5-1-7" : "6-1-2");
}

function fromHand(s: DigimonState, player: PlayerId, card: CardInst): number {
  const hand = s.players[player]!.hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new RulesError(`${cardName(card)} is not in player ${player}'s hand.`, "6-5-1");
  hand.splice(i, 1);
  return i;
}

/**
 * Pays a cost when it can be paid: exactly the cost, so never past 10 on the opponent's side
 * (1-4-2-2, 4-2-2). When it can't, the revealed card goes back where it was, which is no removal
 * from an area, and no memory moves (7-1-2-3, 8-1-2-6, 9-1-8). True when paid.
 */
function payOrReturn(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  at: number,
  cost: number,
  how: { verb: string; rule: string },
): boolean {
  if (memoryOf(s, player) - cost >= -10) {
    pay(s, ctx, player, cost);
    return true;
  }
  s.players[player]!.hand.splice(at, 0, card);
  ctx.note(
    `player ${player} can't pay ${cost} memory (${describeMemory(s)}: the gauge goes no further than 10 on the opponent's side), so ${cardName(card)} can't be ${how.verb}: it returns to the hand and no memory moves (${how.rule})`,
  );
  return false;
}

function drawOne(s: DigimonState, ctx: EffectContext, player: PlayerId, why: string): void {
  const ps = s.players[player]!;
  const c = ps.deck.shift();
  if (c) {
    c.epoch += 1;
    ps.hand.push(c);
    ctx.note(`player ${player} draws 1 card ${why}`);
  } else ctx.note(`player ${player} has no deck left to draw from ${why}`);
}

function meetsDigivolve(s: DigimonState, def: CardDef, onto: Permanent): { cost: number } | null {
  const cost = handDigivolveCost(s, def, onto);
  return cost === null ? null : { cost };
}

const ZONE_RULE = { hand: "15-14-2-1", trash: "15-14-3-1" } as const;
const ZONE_MARK = { hand: "[Hand]", trash: "[Trash]" } as const;

/**
 * A [Main] effect that works from the hand or the trash (15-14-2, 15-14-3): activated in the
 * main phase with nothing resolving (15-8-4-2), only while its cost can be paid (15-8-4-3-1).
 */
function activateFrom(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  card: CardInst,
  zone: "hand" | "trash",
): void {
  requireTurnPlayer(s, player, `activate a ${ZONE_MARK[zone]} [Main] effect`);
  if (!s.players[player]![zone].includes(card))
    throw new RulesError(`${cardName(card)} is not in player ${player}'s ${zone}.`, ZONE_RULE[zone]);
  const ability = card.def.abilities.find((x) => x.timing === "main" && x.zone === zone);
  if (!ability) {
    const printed = new RegExp(`\\[${zone}\\]\\s*\\[Main\\]`, "i").test(card.def.text ?? "");
    if (printed) {
      ctx.note(
        `the engine could not read ${cardName(card)}'s ${ZONE_MARK[zone]} [Main] effect, so it does not activate it: this ruling can't be given (see the verdict)`,
      );
      return;
    }
    throw new RulesError(
      `${cardName(card)} has no ${ZONE_MARK[zone]} [Main] effect: only an effect marked ${ZONE_MARK[zone]} works from the ${zone}.`,
      ZONE_RULE[zone],
    );
  }
  const used = `${ability.id}@${card.uid}`;
  if (usedUp(s, ability, used))
    throw new RulesError(
      `${cardName(card)}'s ${ZONE_MARK[zone]} [Main] effect is [Once Per Turn] and was already used this turn.`,
      "15-14-1",
    );
  const sc = newScope({
    s,
    ctx,
    me: player,
    forCard: card.code,
    usedCard: card,
    activatedFrom: { area: zone, epoch: card.epoch },
  });
  const lead = ability.ops[0];
  const cost = ability.cost ?? (lead?.op === "may" ? lead.cost : undefined);
  const cannot = cost ? canPay(sc, cost) : null;
  if (cannot)
    throw new RulesError(
      `${cardName(card)}'s ${ZONE_MARK[zone]} [Main] effect can't be activated: its cost can't be paid (${cannot}).`,
      "15-8-4-3-1",
    );
  markUsed(s, ability, used);
  const done = payThen(sc, ability.cost, ability.ops);
  ctx.note(`its ${ZONE_MARK[zone]} [Main] effect: ${done.join("; ")}`);
}
const STEPS: ActionSteps = { requireTurnPlayer, fromHand, payOrReturn, drawOne };

export function checkAndApply(s: DigimonState, a: DigimonAction, ctx: EffectContext): void {
  const ps = s.players[a.player]!;
  switch (a.kind) {
    case "link":
    case "playWith":
    case "appFusion":
    case "burst":
      return applySpecialAction(s, ctx, a, STEPS);
    case "hatch":
    case "move":
      return applyBreedingAction(s, ctx, a);
    case "play": {
      requireTurnPlayer(s, a.player, "play a card");
      const cat = a.card.def.category;
      if (a.card.def.optionSide)
        throw new RulesError(
          `${cardName(a.card)} is a DUAL card: it has no play cost, so it can't be played; it digivolves, or is used as an Option.`,
          "7-1-1",
        );
      if (cat === "Option")
        throw new RulesError(
          `${cardName(a.card)} is an Option card: use it instead of playing it.`,
          "6-5-1-3",
        );
      if (cat === "Digi-Egg")
        throw new RulesError(
          `${cardName(a.card)} is a Digi-Egg: it hatches from the Digi-Egg deck and can't be played from the hand.`,
          "6-5-1-1",
        );
      const banned = playBanWhy(s, a.player, a.card, "play", true);
      if (banned) throw new RulesError(`${cardName(a.card)} can't be played: ${banned}.`, "15-8-2-5");
      const at = fromHand(s, a.player, a.card);
      const cost = playCost(s, ctx, a.player, a.card);
      if (!payOrReturn(s, ctx, a.player, a.card, at, cost, { verb: "played", rule: "7-1-2-3" })) return;
      placeOnField(s, ctx, a.card, a.player, false);
      return;
    }
    case "digivolve": {
      requireTurnPlayer(s, a.player, "digivolve");
      if (a.card.def.category !== "Digimon")
        throw new RulesError(
          `${cardName(a.card)} is not a Digimon card, so nothing can digivolve into it.`,
          "8-1-1",
        );
      if (!ps.battle.includes(a.onto) && !ps.breeding.includes(a.onto))
        throw new RulesError(`${permName(a.onto)} is not player ${a.player}'s Digimon.`, "8-1-3-1");
      const banned = digivolveBan(s, a.onto, a.card);
      if (banned)
        throw new RulesError(`${permName(a.onto)} can't digivolve: ${banned} forbids it.`, "15-8-2");
      const req = meetsDigivolve(s, a.card.def, a.onto);
      if (!req) {
        const wanted = a.card.def.digivolve.map(describeRequirement).join(" or ") || "nothing";
        const t = top(a.onto).def;
        const bred = ps.breeding.includes(a.onto)
          ? " In the breeding area, effects neither change it nor let it digivolve in other ways (3-4-7-3, 3-4-7-5)."
          : "";
        throw new RulesError(
          `${permName(a.onto)} (${t.colors.join("/")} level ${t.level ?? "-"}) does not meet ${cardName(a.card)}'s digivolution requirements (${wanted}).${bred}`,
          "8-1-3-1",
        );
      }
      const reduced = digisorption(s, ctx, a.player, a.card, req.cost);
      const at = fromHand(s, a.player, a.card);
      const cost = digivolveCost(s, ctx, a.player, a.card, [a.onto], reduced);
      if (!payOrReturn(s, ctx, a.player, a.card, at, cost, { verb: "digivolved", rule: "8-1-2-6" })) return;
      const asTamer = digivolvesAsTamer(s, a.card.def, a.onto);
      a.card.epoch += 1;
      a.onto.stack.unshift(a.card);
      drawOne(s, ctx, a.player, "for digivolving (8-1-3-3)");
      recordEvent(ctx, {
        kind: "digivolved",
        pid: a.onto.pid,
        player: a.player,
        dna: false,
        ...(asTamer ? { asTamer: true as const } : {}),
      });
      return;
    }
    case "dna": {
      requireTurnPlayer(s, a.player, "DNA digivolve");
      const dna = a.card.def.dna;
      if (!dna) throw new RulesError(`${cardName(a.card)} has no DNA digivolution requirement.`, "8-2-1");
      const [p1, p2] = a.parts;
      if (p1 === p2) throw new RulesError("DNA digivolution needs two different Digimon.", "8-2-1");
      for (const p of a.parts)
        if (!ps.battle.includes(p))
          throw new RulesError(`${permName(p)} is not in player ${a.player}'s battle area.`, "8-2-2-4");
      const fits = (x: Permanent, i: number) => {
        return fitsDnaPartFor(x, colorsOf(s, x), dna.parts[i]!, a.card.def);
      };
      const ordered = fits(p1, 0) && fits(p2, 1) ? [p1, p2] : fits(p2, 0) && fits(p1, 1) ? [p2, p1] : null;
      if (!ordered) {
        const wanted = dna.parts.map(describeDnaPart).join(" + ");
        throw new RulesError(
          `${permName(p1)} and ${permName(p2)} do not meet ${cardName(a.card)}'s DNA requirement (${wanted}).`,
          "8-2-3-1",
        );
      }
      const reduced = digisorption(s, ctx, a.player, a.card, dna.cost);
      const at = fromHand(s, a.player, a.card);
      const cost = digivolveCost(s, ctx, a.player, a.card, ordered, reduced);
      if (!payOrReturn(s, ctx, a.player, a.card, at, cost, { verb: "DNA digivolved", rule: "8-1-2-6" }))
        return;
      const [first, second] = ordered as [Permanent, Permanent];
      trashLinksForDna(s, ctx, [first, second]);
      a.card.epoch += 1;
      first.stack = [a.card, ...first.stack, ...second.stack];
      first.suspended = false;
      first.dpMods = [];
      ps.battle = ps.battle.filter((p) => p !== second);
      drawOne(s, ctx, a.player, "for DNA digivolving (8-2-3-3)");
      recordEvent(ctx, { kind: "digivolved", pid: first.pid, player: a.player, dna: true });
      return;
    }
    case "use": {
      requireTurnPlayer(s, a.player, "use an Option card");
      // A DUAL card is used with its Option information (4-6-2, 4-6-6).
      const def = asOptionCard(a.card.def);
      if (!def) throw new RulesError(`${cardName(a.card)} is not an Option card.`, "9-1-1");
      const banned = optionUseBan(s, a.player);
      if (banned) throw new RulesError(`${banned.replace(/ \(15-8-2\)$/, "")}.`, "15-8-2");
      const { missing: unmet, waived } = colourRequirement(s, a.player, def);
      // Colours a Digimon is also treated as, and the card's own persistent waivers (4-22).
      const onField = [...ps.battle, ...ps.breeding].filter((p) => p.stack[0]!.def.category !== "Option");
      const colours = new Set(onField.flatMap((p) => colorsOf(s, p)));
      const own = colorRequirementOf(s, a.card, a.player);
      const ownWaive = own.ignore || own.also.some((c) => colours.has(c));
      const missing = waived || ownWaive ? [] : unmet.filter((c) => !colours.has(c));
      if (waived) ctx.note(waived);
      else if (ownWaive && unmet.length > 0)
        ctx.note(
          `${cardName(a.card)}'s own effect lets player ${a.player} use it without meeting its colour requirements (4-22)`,
        );
      if (missing.length > 0)
        throw new RulesError(
          `Player ${a.player} can't use ${cardName(a.card)}: it needs a ${missing.join(" and a ")} Digimon or Tamer on their field.`,
          "4-22-2",
        );
      const main = def.abilities.find((x) => x.timing === "main");
      if (!main && printsMain(def)) {
        ctx.note(
          `the engine could not read ${cardName(a.card)}'s [Main] effect, so it does not use the card (no cost paid, the card stays in the hand): this ruling can't be given (see the verdict)`,
        );
        return;
      }
      const at = fromHand(s, a.player, a.card);
      const cost = immediateUseCost(s, ctx, a.card, useCost(s, a.player, def, ctx));
      if (!payOrReturn(s, ctx, a.player, a.card, at, cost, { verb: "used", rule: "9-1-8" })) return;
      recordEvent(ctx, { kind: "optionUsed", player: a.player, card: a.card, cost });
      // A DUAL card's effects used so are Option card effects (4-6-6-3), though the card is a Digimon card.
      const origin = { player: a.player, category: "Option" };
      const sc = newScope({ s, ctx, me: a.player, forCard: a.card.code, usedCard: a.card, origin });
      const done = main ? main.ops.flatMap((op) => sc.run(op)) : [];
      ctx.note(`its [Main] effect: ${done.join("; ")}`);
      ctx.note(afterUse(sc, a.card));
      return;
    }
    case "activate": {
      requireTurnPlayer(s, a.player, "activate a [Main] effect");
      // In the breeding area only [Breeding] effects activate, in the battle area those without a place icon (15-14-4-1, 3-4-7-4).
      const bred = ps.breeding.includes(a.perm);
      if (!ps.battle.includes(a.perm) && !bred)
        throw new RulesError(`${permName(a.perm)} is not in player ${a.player}'s battle area.`, "15-8-4-2");
      // An Option's first [Main] effect is the one using it activates (9-1-9-3), never from the field.
      const def = top(a.perm).def;
      const useEffect =
        def.category === "Option" ? def.abilities.find((x) => x.timing === "main") : undefined;
      const found = activeAbilities(a.perm).find(
        ({ ability }) =>
          ability.timing === "main" &&
          ability.category === "activation" &&
          ability !== useEffect &&
          ability.zone === (bred ? "breeding" : undefined),
      );
      if (!found && printsMain(def, bred ? "breeding" : undefined)) {
        ctx.note(
          `the engine could not read ${permName(a.perm)}'s [Main] effect, so it does not activate it: this ruling can't be given (see the verdict)`,
        );
        return;
      }
      if (!found)
        throw new RulesError(
          bred
            ? `${permName(a.perm)} is in the breeding area, where only a [Breeding] [Main] effect can be activated (3-4-7-4).`
            : `${permName(a.perm)} has no [Main] effect to activate.`,
          bred ? "15-14-4-1" : "15-8-4-1",
        );
      const { ability, card } = found;
      if (ability.ops[0]?.op === "delay" && a.perm.since > 0)
        throw new RulesError(
          `${permName(a.perm)} was placed in the battle area this turn, so its <Delay> can't be activated until a later turn.`,
          "16-17-3",
        );
      const used = `${ability.id}@${card.uid}`;
      if (usedUp(s, ability, used))
        throw new RulesError(
          `${cardName(card)}'s [Main] effect is [Once Per Turn] and was already used this turn.`,
          "15-8-4-2",
        );
      const sc = newScope({ s, ctx, me: a.player, self: a.perm, forCard: card.code });
      // "[Main] By X, Y": an effect whose cost can't be paid can't be activated (official Q&A).
      const lead = ability.ops[0];
      const cost = ability.cost ?? (lead?.op === "may" ? lead.cost : undefined);
      const cannot = cost ? canPay(sc, cost) : null;
      if (cannot)
        throw new RulesError(
          `${cardName(card)}'s [Main] effect can't be activated: its cost can't be paid (${cannot}).`,
          "15-8-4-2",
        );
      markUsed(s, ability, used);
      const done = payThen(sc, ability.cost, ability.ops);
      ctx.note(`its [Main] effect: ${done.join("; ")}`);
      return;
    }
    case "activateFrom":
      activateFrom(s, ctx, a.player, a.card, a.zone);
      return;
    case "turn": {
      checkTurnAction(s, a.player, a.step);
      if (a.step === "start") startTurn(s, ctx);
      else if (a.step === "main") startMainPhase(s, ctx);
      else if (a.step === "end") endTurn(s, ctx);
      else {
        s.memory = -3;
        ctx.note(
          `player ${a.player} passes: the memory moves to 3 on player ${opponentOf(s, a.player)}'s side`,
        );
        endTurn(s, ctx);
        s.endByMemory = true;
      }
      return;
    }
    case "attack": {
      requireTurnPlayer(s, a.player, "attack");
      if (!ps.battle.includes(a.attacker))
        throw new RulesError(`${permName(a.attacker)} is not in player ${a.player}'s battle area.`, "11-2-1");
      if (!isDigimon(s, a.attacker))
        throw new RulesError(`${permName(a.attacker)} is not a Digimon, so it can't attack.`, "11-2-1");
      const rush = hasKeyword(s, a.attacker, "rush");
      if (a.attacker.since > 0 && !rush)
        throw new RulesError(
          `${permName(a.attacker)} was played this turn, so it can't attack yet (it has no <Rush>).`,
          "7-1-2-1",
        );
      if (a.attacker.suspended)
        throw new RulesError(`${permName(a.attacker)} is suspended, so it can't attack.`, "11-2-1");
      const held = attackBan(s, a.attacker, a.target);
      if (held) throw new RulesError(held, "15-8-2");
      const kept = restricted(a.attacker, a.target === "player" ? "attackPlayers" : "attack");
      if (kept)
        throw new RulesError(
          `${permName(a.attacker)} can't attack: an effect of [${kept}] prevents it.`,
          "11-2-1",
        );
      if (
        a.target !== null &&
        a.target !== "player" &&
        !a.target.suspended &&
        !alsoAttacks(s, a.attacker, a.target)
      )
        throw new RulesError(
          `${permName(a.target)} is unsuspended: only suspended Digimon can be attacked.`,
          "11-2-7-1",
        );
      suspendPermanent(ctx, a.attacker);
      s.attack = {
        attacker: a.attacker.pid,
        target: a.target === null || a.target === "player" ? "player" : a.target.pid,
        player: a.player,
        stage: a.target === null ? "untargeted" : "declared",
      };
      const target = a.target === null ? undefined : a.target === "player" ? "player" : "digimon";
      const targetPid = a.target !== null && a.target !== "player" ? { targetPid: a.target.pid } : {};
      recordEvent(ctx, { kind: "attacking", pid: a.attacker.pid, player: a.player, target, ...targetPid });
      return;
    }
  }
}
