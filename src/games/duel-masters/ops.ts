/**
 * What Duel Masters effects do to the state. Between the parts of one effect the state-based
 * actions are checked (111.2d: they are handled even while an ability is being resolved);
 * the abilities they trigger wait until the effect is over (111.2a).
 */
import { countMatches, keywordsOf, powerOf } from "./power.ts";
import { raceMatches } from "./races.ts";
import type { EffectContext } from "../../engine/types.ts";
import { askYesNo } from "../../engine/chooser.ts";
import {
  CHOSEN_RACE,
  type CardFilter,
  type DmCardDef,
  type DmGrant,
  type DmOp,
  type Target,
  type Zone,
} from "./cards.ts";
import {
  type BzObject,
  type CardInst,
  type DmState,
  type PlayerId,
  allObjects,
  findObject,
  cardName,
  controllerOf,
  godsLink,
  isCell,
  isCommand,
  gearsOn,
  isCreature,
  isGod,
  isLinkedCells,
  isLinkedGod,
  isUnknown,
  newCard,
  newObject,
  objName,
  opponentOf,
  civilizationsOf,
  removeObject,
  sendToGraveyard,
  top,
} from "./state.ts";

export interface OpScope {
  s: DmState;
  ctx: EffectContext;
  me: PlayerId;
  /** The card whose effect runs, so a scripted choice can be addressed to it. */
  forCard: string;
  /** How the effect is named when the state-based actions are checked inside it. */
  what: string;
  /** The battle-zone object whose ability runs ("this creature"), if any. */
  self?: number;
}

function sideOk(s: DmState, me: PlayerId, side: Target["side"], owner: PlayerId): boolean {
  if (side === "any") return true;
  return side === "you" ? owner === me : owner === opponentOf(s, me);
}

function candidates(sc: OpScope, t: Target): BzObject[] {
  const all = matchingObjects(sc, t);
  if (!t.leastPower || all.length === 0) return all;
  const least = Math.min(...all.map((o) => powerOf(sc.s, o)));
  return all.filter((o) => powerOf(sc.s, o) === least);
}

function matchingObjects(sc: OpScope, t: Target): BzObject[] {
  return allObjects(sc.s).filter((o) => {
    if (t.self) return o.oid === sc.self;
    if (t.other && o.oid === sc.self) return false;
    if (!sideOk(sc.s, sc.me, t.side, controllerOf(sc.s, o))) return false;
    if (t.only === "linked-cells") return isLinkedCells(o);
    if (t.only === "god") return o.cards.some(isGod) && o.seals.length === 0;
    if (!isCreature(o)) return false;
    if (t.maxPower !== undefined && powerOf(sc.s, o) > t.maxPower) return false;
    if (t.minPower !== undefined && powerOf(sc.s, o) < t.minPower) return false;
    if (t.tapped !== undefined && o.tapped !== t.tapped) return false;
    if (t.civilizations && !civilizationsOf(o).some((c) => t.civilizations!.includes(c as never)))
      return false;
    if (t.exceptCivilizations && civilizationsOf(o).some((c) => t.exceptCivilizations!.includes(c as never)))
      return false;
    if (t.blocker !== undefined && keywordsOf(sc.s, o).blocker !== t.blocker) return false;
    if (t.race && !o.cards.some((c) => c.def.races.some((r) => raceMatches(r, t.race!)))) return false;
    if (t.lessPowerThanSelf) {
      const self = sc.self === undefined ? undefined : findObject(sc.s, sc.self);
      if (!self || powerOf(sc.s, o) >= powerOf(sc.s, self)) return false;
    }
    if (t.maxCost !== undefined && (top(o).def.cost ?? 0) > t.maxCost) return false;
    if (t.minCost !== undefined && (top(o).def.cost ?? 0) < t.minCost) return false;
    if (t.only === "evolution") return o.form === "stack" && top(o).def.evolution && o.cards.length > 1;
    if (t.only === "non-evolution") return !top(o).def.evolution;
    if (t.only === "linked-god") return isLinkedGod(o);
    return true;
  });
}

function pickOne<T>(
  sc: OpScope,
  items: T[],
  label: (x: T) => string,
  code: (x: T) => string,
  prompt: string,
  chooser: PlayerId = sc.me,
): T | undefined {
  if (items.length <= 1) return items[0];
  const [id] = sc.ctx.choose({
    kind: "target",
    player: chooser,
    prompt: `Player ${chooser}: ${prompt}`,
    options: items.map((x, i) => ({ id: String(i), label: label(x), card: code(x) })),
    min: 1,
    max: 1,
    forCard: sc.forCard,
  });
  return items[Number(id ?? 0)] ?? items[0];
}

/** Asks for `count` of the items (fewer allowed with "up to"); takes them all when there is no choice. */
function pickSome<T>(
  sc: OpScope,
  items: T[],
  count: number | "all",
  upTo: boolean,
  label: (x: T) => string,
  code: (x: T) => string,
  prompt: string,
  chooser: PlayerId = sc.me,
): T[] {
  if (count === "all") return items;
  if (items.length <= count && !upTo) return items;
  if (items.length === 0) return [];
  const picked = sc.ctx.choose({
    kind: "target",
    player: chooser,
    prompt: `Player ${chooser}: ${prompt}`,
    options: items.map((x, i) => ({ id: String(i), label: label(x), card: code(x) })),
    min: upTo ? 0 : Math.min(count, items.length),
    max: Math.min(count, items.length),
    forCard: sc.forCard,
  });
  return picked.map((id) => items[Number(id)]).filter((x): x is T => x !== undefined);
}

/** "Your opponent can't choose this one": a creature its controller's opponent can't choose (DM-R3). */
function choosable(s: DmState, o: BzObject, chooser: PlayerId): boolean {
  const controller = controllerOf(s, o);
  if (chooser === controller) return true;
  return !top(o).def.unchoosable && !gearsOn(s, o).some((g) => top(g).def.crossedUnchoosable);
}

function chooseObjects(sc: OpScope, t: Target, what: string): BzObject[] {
  const chooser = t.chooser === "opponent" ? opponentOf(sc.s, sc.me) : sc.me;
  const all = candidates(sc, t).filter((o) => t.count === "all" || t.self || choosable(sc.s, o, chooser));
  if (t.count === 1 && !t.upTo) {
    const one = pickOne(sc, all, objName, (o) => top(o).code, `choose ${what}`, chooser);
    return one ? [one] : [];
  }
  const n = t.count === "all" ? "all" : t.count;
  return pickSome(sc, all, n, t.upTo === true, objName, (o) => top(o).code, `choose ${what}`, chooser);
}

function fits(c: CardInst, f: CardFilter | undefined): boolean {
  if (!f) return true;
  if (f.type && c.def.type !== f.type) return false;
  if (f.civilizations && !c.def.civilizations.some((x) => f.civilizations!.includes(x))) return false;
  if (f.race && !c.def.races.some((r) => raceMatches(r, f.race!))) return false;
  if (f.maxCost !== undefined && (c.def.cost ?? 0) > f.maxCost) return false;
  if (f.minCost !== undefined && (c.def.cost ?? 0) < f.minCost) return false;
  if (f.tapped !== undefined && (c.tapped === true) !== f.tapped) return false;
  if (f.multicolored && c.def.civilizations.length < 2) return false;
  if (f.evolution !== undefined && c.def.evolution !== f.evolution) return false;
  if (f.blocker && !c.def.blocker) return false;
  return true;
}

/** "Blocker and Power Attacker +2000", as the breakdown names keywords. */
export function describeGrant(g: DmGrant): string {
  const names: string[] = [];
  if (g.blocker) names.push("Blocker");
  if (g.slayer) names.push("Slayer");
  if (g.speedAttacker) names.push("Speed Attacker");
  if (g.powerAttacker) names.push(`Power Attacker +${g.powerAttacker}`);
  if (g.breaker === 2) names.push("Double Breaker");
  if (g.breaker === 3) names.push("Triple Breaker");
  if (g.moreBreaks) names.push(`${g.moreBreaks} more shield${g.moreBreaks === 1 ? "" : "s"} broken`);
  if (g.unblockable) names.push('"can\'t be blocked"');
  if (g.attacksUntapped) names.push('"can attack untapped creatures"');
  return names.join(" and ");
}

const OBJECT_DESTINATIONS: Record<"bounce" | "toMana" | "toShield" | "toDeckTop", Zone> = {
  bounce: "hand",
  toMana: "mana",
  toShield: "shield",
  toDeckTop: "deck",
};

const ZONE_NAMES: Record<Zone, string> = {
  hand: "hand",
  mana: "mana zone",
  graveyard: "graveyard",
  deck: "deck",
  shield: "shield zone",
};

/** The cards of a zone, as a list to take from (shields by their card). */
function zoneCards(s: DmState, p: PlayerId, z: Zone): CardInst[] {
  const ps = s.players[p]!;
  if (z === "shield") return ps.shields.map((sh) => sh.card);
  return ps[z];
}

function takeFrom(s: DmState, p: PlayerId, z: Zone, c: CardInst): void {
  const ps = s.players[p]!;
  delete c.tapped;
  if (z === "shield") {
    const sh = ps.shields.find((x) => x.card === c)!;
    ps.shields.splice(ps.shields.indexOf(sh), 1);
    if (sh.castle) ps.looseCastles.push({ castle: sh.castle, waitingFor: null });
    return;
  }
  ps[z].splice(ps[z].indexOf(c), 1);
}

function putInto(s: DmState, p: PlayerId, z: Zone, c: CardInst): void {
  const ps = s.players[p]!;
  if (z === "shield") ps.shields.push({ card: c, castle: null });
  else if (z === "deck") ps.deck.unshift(c);
  else ps[z].push(c);
}

/** Cards a move may take: the top of a deck, or the chosen ones of another zone. */
function cardsToMove(
  sc: OpScope,
  p: PlayerId,
  from: Zone,
  n: number | "all",
  upTo: boolean,
  f?: CardFilter,
  chosenBy?: "you" | "opponent",
): CardInst[] | string {
  const { s } = sc;
  const ps = s.players[p]!;
  if (from === "deck") {
    if (n === "all") return [...ps.deck];
    if (!ps.deckKnown) {
      const blind = Array.from({ length: n }, () => newCard(s, s.unknownDef, p));
      ps.deck.unshift(...blind);
      if (!s.drewBlind.includes(p)) s.drewBlind.push(p);
    }
    return ps.deck.slice(0, n);
  }
  const pool = zoneCards(s, p, from).filter((c) => fits(c, f));
  const what = from === "shield" ? "shield" : `card of the ${ZONE_NAMES[from]}`;
  const byRule = from === "hand" && p !== sc.me ? p : sc.me;
  const chooser = chosenBy === undefined ? byRule : chosenBy === "you" ? sc.me : opponentOf(s, sc.me);
  if (n === "all") return pool;
  return pickSome(
    sc,
    pool,
    n,
    upTo,
    cardName,
    (c) => c.code,
    `choose ${n === 1 ? `a ${what}` : `${n} ${what}s`}`,
    chooser,
  );
}

export function drawCards(s: DmState, ctx: EffectContext, player: PlayerId, n: number): string {
  const ps = s.players[player]!;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const c = ps.deckKnown ? ps.deck.shift() : newCard(s, s.unknownDef, player);
    if (!c) break;
    ps.hand.push(c);
    drawn += 1;
  }
  if (!ps.deckKnown && !s.drewBlind.includes(player)) s.drewBlind.push(player);
  const left = ps.deckKnown ? ` (${ps.deck.length} left in the deck)` : "";
  if (drawn < n) return `player ${player} draws ${drawn} of ${n} cards, and has no card left to draw${left}`;
  return `player ${player} draws ${n === 1 ? "a card" : `${n} cards`}${left}`;
}

/** Puts cards into the battle zone as one new object and records it (703.4j watches Commands). */
export function enterBattle(
  s: DmState,
  ctx: EffectContext,
  player: PlayerId,
  cards: CardInst[],
  form: BzObject["form"] = "stack",
): BzObject {
  const o = newObject(s, cards, form);
  o.sick = true;
  s.players[player]!.battle.push(o);
  if (isCommand(top(o)) && top(o).def.type === "Creature") o.newCommand = true;
  ctx.emit({ kind: "entered", oid: o.oid, player, card: top(o) });
  return o;
}

/** Creatures destroyed at the same time, with their controllers: their abilities still see each other. */
type Together = { o: BzObject; player: PlayerId }[];

/** Another creature of the same player whose ability puts `o` elsewhere instead of the graveyard. */
function otherSaysInstead(
  s: DmState,
  o: BzObject,
  controller: PlayerId,
  together: Together,
): { holder: BzObject; rule: NonNullable<DmCardDef["othersInstead"]> } | undefined {
  if (!isCreature(o)) return undefined;
  const mates = together.filter((t) => t.player === controller).map((t) => t.o);
  for (const holder of new Set([...s.players[controller]!.battle, ...mates])) {
    const rule = top(holder).def.othersInstead;
    if (!rule || holder === o || !isCreature(holder)) continue;
    if (rule.civilizations && !civilizationsOf(o).some((c) => rule.civilizations!.includes(c as never)))
      continue;
    return { holder, rule };
  }
  return undefined;
}

/** A Saver its controller chooses to destroy instead of `o` (DM-R2), if any. */
function saverFor(s: DmState, ctx: EffectContext, o: BzObject): BzObject | undefined {
  if (!isCreature(o)) return undefined;
  const player = controllerOf(s, o);
  const races = o.cards.flatMap((c) => c.def.races);
  const savers = s.players[player]!.battle.filter((x) => {
    const saves = top(x).def.saver;
    if (x === o || !isCreature(x) || !saves) return false;
    return saves === "all" || saves.some((w) => races.some((r) => raceMatches(r, w)));
  });
  for (const x of savers)
    if (
      askYesNo(
        ctx,
        player,
        `Player ${player}: destroy the Saver ${objName(x)} instead of ${objName(o)}?`,
        top(x).code,
      )
    )
      return x;
  return undefined;
}

/** A shield saver its player destroys instead of the shield being broken (DM-R2). */
function shieldSaved(s: DmState, ctx: EffectContext, defender: PlayerId, moment: number): boolean {
  const savers = s.players[defender]!.battle.filter((x) => isCreature(x) && top(x).def.shieldSaver);
  for (const x of savers) {
    const prompt = `Player ${defender}: destroy ${objName(x)} instead of the shield being broken?`;
    if (!askYesNo(ctx, defender, prompt, top(x).code)) continue;
    ctx.note(
      `a shield of player ${defender} would be broken; ${destroyObject(s, ctx, x, moment, true)} instead (DM-R2)`,
    );
    return true;
  }
  return false;
}

export function breakShields(
  s: DmState,
  ctx: EffectContext,
  attacker: BzObject,
  player: PlayerId,
  breaks: number,
): void {
  const defender = opponentOf(s, player);
  const ps = s.players[defender]!;
  const n = Math.min(breaks, ps.shields.length);
  let chosen = ps.shields.slice(0, n);
  if (ps.shields.length > n) {
    const picked = ctx.choose({
      kind: "target",
      player,
      prompt: `Player ${player}: which ${n === 1 ? "shield" : `${n} shields`} of player ${defender} does the attack break?`,
      options: ps.shields.map((sh, i) => ({ id: String(i), label: `shield ${i + 1}`, card: sh.card.code })),
      min: n,
      max: n,
      forCard: top(attacker).code,
    });
    chosen = picked.map((id) => ps.shields[Number(id)]!).filter((x) => x !== undefined);
  }
  const moment = ctx.nextMoment();
  if (chosen.length > 0) s.shieldBreakers.push({ player, oid: attacker.oid });
  chosen = chosen.filter(() => !shieldSaved(s, ctx, defender, moment));
  const into = top(attacker).def.breaksInto;
  if (into) {
    // Put there instead of being broken: the shield never reaches the hand, so no Shield Trigger (113).
    for (const sh of chosen) {
      ps.shields.splice(ps.shields.indexOf(sh), 1);
      ps[into].push(sh.card);
      if (sh.castle) ps.looseCastles.push({ castle: sh.castle, waitingFor: null });
      ctx.note(
        `${objName(attacker)}'s own text puts the shield ${cardName(sh.card)} into player ${defender}'s ${into === "mana" ? "mana zone" : "graveyard"} instead of breaking it`,
      );
    }
    return;
  }
  for (const sh of chosen) {
    ps.shields.splice(ps.shields.indexOf(sh), 1);
    ps.hand.push(sh.card);
    if (sh.castle) {
      const grants = sh.card.def.shieldTrigger || sh.castle.def.castleGrantsTrigger === true;
      ps.looseCastles.push({ castle: sh.castle, waitingFor: grants ? sh.card.uid : null });
    }
    ctx.emit({ kind: "shieldBroken", moment, player: defender, card: sh.card, castle: sh.castle });
    const fort = sh.castle ? ` (fortified by ${cardName(sh.castle)})` : "";
    ctx.note(`the shield ${cardName(sh.card)}${fort} is broken and goes to player ${defender}'s hand`);
  }
}

/** Crosses `gear` with one of its controller's creatures, chosen by that player (DM-X1). */
export function crossWithChosen(sc: OpScope, gear: BzObject): string {
  const mine = sc.s.players[sc.me]!.battle.filter(isCreature);
  const c = pickOne(
    sc,
    mine,
    objName,
    (o) => top(o).code,
    `choose a creature to cross ${objName(gear)} with`,
  );
  if (!c) return `player ${sc.me} has no creature to cross it with, so it stays crossed with nothing (DM-X1)`;
  gear.crossedWith = c.oid;
  return `it is crossed with ${objName(c)} (DM-X1)`;
}

/**
 * Destroys an object: its cards go to the graveyard (cells to the hyperspatial zone), its
 * seals with it. A linked God is only marked: 703.4f decides which one card leaves.
 */
export function destroyObject(
  s: DmState,
  ctx: EffectContext,
  o: BzObject,
  moment: number,
  saved = false,
  together: Together = [],
): string {
  if (isLinkedGod(o)) {
    o.leaving = { to: "graveyard", destroyed: true };
    return `${objName(o)} is to be destroyed, but it is a linked God: which one of its cards leaves is decided by the state-based actions (703.4f)`;
  }
  const saver = saved ? undefined : saverFor(s, ctx, o);
  if (saver) {
    const gone = destroyObject(s, ctx, saver, moment, true);
    return `${objName(o)} is not destroyed: its controller destroys the Saver ${objName(saver)} instead (DM-R2); ${gone}`;
  }
  const owner = top(o).owner;
  const controller = controllerOf(s, o);
  const def = top(o).def;
  const forTurn = s.destroyedInsteadThisTurn.find(
    (r) =>
      r.player === controller &&
      isCreature(o) &&
      (r.race === undefined || o.cards.some((c) => c.def.races.some((x) => raceMatches(x, r.race!)))),
  );
  const byOther = forTurn ? undefined : otherSaysInstead(s, o, controller, together);
  const instead = o.form === "stack" ? (forTurn?.to ?? def.destroyedInstead ?? byOther?.rule.to) : undefined;
  const optional = forTurn
    ? false
    : def.destroyedInstead
      ? def.destroyedInsteadOptional
      : byOther?.rule.optional;
  const wanted =
    instead !== undefined &&
    (!optional ||
      askYesNo(
        ctx,
        controller,
        `Player ${controller}: put ${objName(o)} into the ${ZONE_NAMES[instead]} instead of its being destroyed?`,
        def.code,
      ));
  if (instead && wanted) {
    removeObject(s, o);
    const [head, ...under] = o.cards;
    putInto(s, head!.owner, instead, head!);
    for (const c of under) sendToGraveyard(s, c);
    for (const seal of o.seals) s.players[seal.owner]!.graveyard.push(seal);
    const where = ZONE_NAMES[instead];
    ctx.interrupt({
      player: head!.owner,
      card: head!.code,
      text: `${cardName(head!)} would be destroyed; ${forTurn ? "an effect of this turn" : byOther && !def.destroyedInstead ? `the ability of ${objName(byOther.holder)}` : "its own ability"} puts it into player ${head!.owner}'s ${where} instead, so it is not destroyed.`,
      rule: "DM-R1",
    });
    return `${cardName(head!)} goes to player ${head!.owner}'s ${where} instead of being destroyed`;
  }
  removeObject(s, o);
  const places = o.cards.map((c) => sendToGraveyard(s, c));
  for (const seal of o.seals) s.players[seal.owner]!.graveyard.push(seal);
  ctx.emit({ kind: "destroyed", moment, owner, card: top(o), controller, oid: o.oid });
  const where = places.every((p) => p === "hyperspatial") ? "the hyperspatial zone" : "the graveyard";
  ctx.note(`${objName(o)} goes to ${where}`);
  return `${objName(o)} is destroyed`;
}

/**
 * The cards left of a link after one card went: neighbours that still link stay together,
 * every other card stands alone. Cells never stay linked once a part is gone.
 */
export function splitLink(s: DmState, o: BzObject): BzObject[] {
  const groups: CardInst[][] = [];
  for (const c of o.cards) {
    const last = groups.at(-1);
    const prev = last?.at(-1);
    if (last && prev && isGod(prev) && isGod(c) && godsLink(prev, c, o.linkLost)) last.push(c);
    else groups.push([c]);
  }
  return groups.map((cards, i) => {
    const part = i === 0 ? o : newObject(s, cards, "link");
    part.cards = cards;
    part.form = cards.length > 1 ? "link" : "stack";
    part.tapped = o.tapped;
    part.powerMods = [...o.powerMods];
    part.grants = [...o.grants];
    part.linkLost = o.linkLost.filter((uid) => cards.some((c) => c.uid === uid));
    part.leaving = null;
    part.lostBattle = false;
    return part;
  });
}

/** Replaces an object in its controller's battle zone by the given parts, in place. */
export function replaceObject(s: DmState, o: BzObject, parts: BzObject[]): void {
  for (const id of s.order) {
    const battle = s.players[id]!.battle;
    const i = battle.indexOf(o);
    if (i >= 0) battle.splice(i, 1, ...parts);
  }
}

/**
 * "When this creature would be discarded from your hand during your opponent's turn, you may put
 * it into the battle zone instead": its owner chooses; the card enters as if put there (its own
 * entering abilities trigger). Returns what happened, or null when it is discarded as usual.
 */
function discardedIntoBattle(sc: OpScope, c: CardInst): string | null {
  const { s, ctx } = sc;
  if (!c.def.discardedIntoBattle || s.turn === c.owner) return null;
  const ask = `Player ${c.owner}: put ${cardName(c)} into the battle zone instead of discarding it?`;
  if (c.def.discardedIntoBattle === "optional" && !askYesNo(ctx, c.owner, ask, c.code)) return null;
  const o = enterBattle(s, ctx, c.owner, [c]);
  return `${objName(o)} would be discarded during the opponent's turn, so its own text puts it into the battle zone instead`;
}

function runOp(sc: OpScope, op: DmOp): string {
  const { s, ctx, me } = sc;
  switch (op.op) {
    case "draw": {
      if (op.who === "opponent") return drawCards(s, ctx, opponentOf(s, me), op.n);
      if (op.per) {
        const self = sc.self === undefined ? undefined : findObject(s, sc.self);
        const n = op.n * countMatches(s, me, self, op.per);
        return n === 0
          ? `player ${me} draws no card (nothing is counted)`
          : `${n} counted: ${drawCards(s, ctx, me, n)}`;
      }
      if (!op.upTo) return drawCards(s, ctx, me, op.n);
      const options = Array.from({ length: op.n + 1 }, (_, i) => ({
        id: String(op.n - i),
        label: `${op.n - i}`,
      }));
      const [n] = ctx.choose({
        kind: "target",
        player: me,
        prompt: `Player ${me}: how many cards to draw (up to ${op.n})?`,
        options,
        min: 1,
        max: 1,
        forCard: sc.forCard,
      });
      const count = Number(n ?? op.n);
      return count === 0 ? `player ${me} draws no card` : drawCards(s, ctx, me, count);
    }
    case "power": {
      const objs = chooseObjects(sc, op.target, "a creature whose power changes");
      if (objs.length === 0) return "there is no creature to change the power of";
      for (const o of objs) o.powerMods.push(op.amount);
      const sign = op.amount > 0 ? `+${op.amount}` : String(op.amount);
      return `${objs.map(objName).join(", ")} ${objs.length === 1 ? "gets" : "get"} ${sign} power until the end of the turn`;
    }
    case "grant": {
      const objs = chooseObjects(sc, op.target, "a creature that gets the keyword");
      if (objs.length === 0) return "there is no creature to give it to";
      for (const o of objs) o.grants.push(op.grant);
      return `${objs.map(objName).join(", ")} ${objs.length === 1 ? "gets" : "get"} ${describeGrant(op.grant)} until the end of the turn`;
    }
    case "destroy": {
      const objs = chooseObjects(sc, op.target, "a creature to destroy");
      if (objs.length === 0) return "there is no creature to destroy";
      const moment = ctx.nextMoment();
      const together = objs.map((o) => ({ o, player: controllerOf(s, o) }));
      return objs.map((o) => destroyObject(s, ctx, o, moment, false, together)).join("; ");
    }
    case "tap":
    case "untap": {
      const objs = chooseObjects(sc, op.target, `a creature to ${op.op}`);
      if (objs.length === 0) return `there is no creature to ${op.op}`;
      for (const o of objs) o.tapped = op.op === "tap";
      return `${objs.map(objName).join(", ")} ${objs.length === 1 ? "is" : "are"} ${op.op}ped`;
    }
    case "bounce":
    case "toMana":
    case "toShield":
    case "toDeckTop": {
      const to = OBJECT_DESTINATIONS[op.op];
      const objs = chooseObjects(sc, op.target, `a creature to put into its owner's ${ZONE_NAMES[to]}`);
      if (objs.length === 0) return "there is no creature to choose";
      return objs
        .map((o) => {
          removeObject(s, o);
          const [head, ...under] = o.cards;
          if (o.form === "link") o.cards.forEach((c) => putInto(s, c.owner, to, c));
          else if (to === "deck") {
            // Each card goes on top in turn, so the creature's own card ends up topmost.
            under.forEach((c) => putInto(s, c.owner, to, c));
            putInto(s, head!.owner, to, head!);
          } else {
            putInto(s, head!.owner, to, head!);
            under.forEach((c) => putInto(s, c.owner, to, c));
          }
          for (const seal of o.seals) s.players[seal.owner]!.graveyard.push(seal);
          const where =
            to === "deck"
              ? "the top of player " + head!.owner + "'s deck"
              : `player ${head!.owner}'s ${ZONE_NAMES[to]}`;
          return `${objName(o)} goes to ${where}`;
        })
        .join("; ");
    }
    case "move": {
      const p = op.side === "you" ? me : opponentOf(s, me);
      const picked = cardsToMove(
        sc,
        p,
        op.from,
        op.all ? "all" : op.n,
        op.upTo === true,
        op.filter,
        op.chooser,
      );
      if (typeof picked === "string") return picked;
      if (picked.length === 0) return `player ${p} has no card to move from the ${ZONE_NAMES[op.from]}`;
      const instead: string[] = [];
      for (const c of picked) {
        takeFrom(s, p, op.from, c);
        const other = op.from === "hand" && op.to === "graveyard" ? discardedIntoBattle(sc, c) : null;
        if (other) instead.push(other);
        else putInto(s, c.owner, op.to, c);
      }
      if (instead.length) return instead.join("; ");
      const what = picked.every(isUnknown)
        ? `${picked.length} card${picked.length === 1 ? "" : "s"}`
        : picked.map(cardName).join(", ");
      const face = op.to === "shield" ? " face down" : "";
      return `${what} ${picked.length === 1 ? "goes" : "go"} from player ${p}'s ${ZONE_NAMES[op.from]} to the ${ZONE_NAMES[op.to]}${face}`;
    }
    case "discardRandom": {
      const p = op.side === "you" ? me : opponentOf(s, me);
      const hand = s.players[p]!.hand;
      const self = sc.self === undefined ? undefined : findObject(s, sc.self);
      const n = op.per ? op.n * countMatches(s, me, self, op.per) : op.n;
      if (n === 0) return `player ${p} discards nothing (nothing is counted)`;
      if (hand.length === 0) return `player ${p} has no card in the hand to discard`;
      const picked = pickSome(
        sc,
        [...hand],
        n,
        false,
        cardName,
        (c) => c.code,
        "which card is discarded at random? (the engine does not draw lots: script it or the first is taken)",
      );
      const instead: string[] = [];
      for (const c of picked) {
        hand.splice(hand.indexOf(c), 1);
        const other = discardedIntoBattle(sc, c);
        if (other) instead.push(other);
        else s.players[c.owner]!.graveyard.push(c);
      }
      if (instead.length) return instead.join("; ");
      return `player ${p} discards ${picked.map((c) => (isUnknown(c) ? "a card" : cardName(c))).join(", ")} at random`;
    }
    case "putIntoBattle": {
      const picked = cardsToMove(sc, me, op.from, op.n, op.upTo === true, op.filter);
      if (typeof picked === "string") return picked;
      const placed = picked.filter((c) => !isUnknown(c) && fits(c, op.filter));
      if (placed.length === 0)
        return `player ${me} has no fitting card in the ${ZONE_NAMES[op.from]} to put into the battle zone`;
      return placed
        .map((c) => {
          takeFrom(s, me, op.from, c);
          const o = enterBattle(s, ctx, me, [c]);
          return `${objName(o)} is put into the battle zone from player ${me}'s ${ZONE_NAMES[op.from]}`;
        })
        .join("; ");
    }
    case "search": {
      const ps = s.players[me]!;
      if (!ps.deckKnown)
        return `player ${me} searches the deck, but the board does not list player ${me}'s deck, so nothing the engine can name is found`;
      const pool = ps.deck.filter((c) => !isUnknown(c) && fits(c, op.filter));
      const [c] = pickSome(
        sc,
        pool,
        1,
        true,
        cardName,
        (x) => x.code,
        "choose a card to take from your deck",
      );
      if (!c) return `player ${me} searches the deck and takes nothing; the deck is shuffled`;
      ps.deck.splice(ps.deck.indexOf(c), 1);
      if (op.to === "mana") {
        ps.mana.push(c);
        return `player ${me} searches the deck and puts ${cardName(c)} into the mana zone; the deck is shuffled`;
      }
      ps.hand.push(c);
      return `player ${me} searches the deck, shows ${cardName(c)} and puts it into the hand; the deck is shuffled`;
    }
    case "breakShields": {
      const self = sc.self === undefined ? undefined : findObject(s, sc.self);
      if (!self) return "the creature that would break the shields is no longer in the battle zone";
      const left = s.players[opponentOf(s, me)]!.shields.length;
      if (left === 0) return `player ${opponentOf(s, me)} has no shield left to break`;
      breakShields(s, ctx, self, me, op.n);
      return `${objName(self)} breaks ${Math.min(op.n, left) === 1 ? "a shield" : `${Math.min(op.n, left)} shields`} of player ${opponentOf(s, me)}`;
    }
    case "dig":
      return dig(sc, op);
    case "chooseRace":
      return chooseRace(sc, op);
    case "ifDone":
      return ifDone(sc, op);
    case "destroyTotal":
      return destroyTotal(sc, op);
    case "destroyedInsteadThisTurn": {
      sc.s.destroyedInsteadThisTurn.push({ player: sc.me, to: op.to, ...(op.race ? { race: op.race } : {}) });
      const which = op.race ? `creatures of the race ${op.race}` : "creatures";
      return `until the end of the turn, player ${sc.me}'s ${which} go to the ${ZONE_NAMES[op.to]} instead of being destroyed`;
    }
    case "look":
      return `player ${me} looks at ${op.what}; nothing moves (the breakdown does not show hidden cards)`;
    case "ifCount": {
      const self = sc.self === undefined ? undefined : findObject(s, sc.self);
      const n = countMatches(s, me, self, op.count);
      const ok =
        (op.min === undefined || n >= op.min) &&
        (op.max === undefined || n <= op.max) &&
        (op.moreThan === undefined || n > countMatches(s, me, self, op.moreThan));
      if (!ok) return `it is not so that ${op.what} (${n} counted), so the rest does nothing`;
      return [`${op.what} (${n} counted)`, ...op.then.map((o) => runOp(sc, o))].join("; ");
    }
    case "returnTop": {
      const [o] = chooseObjects(sc, op.target, "an evolution creature");
      if (!o) return "there is no evolution creature to choose";
      const card = o.cards.shift()!;
      s.players[card.owner]!.hand.push(card);
      o.rebuild = true;
      ctx.note(`${cardName(card)} goes to player ${card.owner}'s hand; the cards under it stay`);
      return `only the top card of ${cardName(card)} returns to its owner's hand, and the cards under it wait to be rebuilt (703.4h)`;
    }
    case "returnPart": {
      const objs = candidates(sc, op.target);
      const parts = objs.flatMap((o) => o.cards.map((card) => ({ o, card })));
      const pick = pickOne(
        sc,
        parts,
        (p) => cardName(p.card),
        (p) => p.card.code,
        "choose a card of a linked creature to return to the hyperspatial zone",
      );
      if (!pick) return "there is no linked creature to choose";
      const { o, card } = pick;
      o.cards = o.cards.filter((c) => c !== card);
      s.players[card.owner]!.hyperspatial.push(card);
      const singles = o.cards.map((c, i) => {
        const part = i === 0 ? o : newObject(s, [c]);
        part.cards = [c];
        part.form = "stack";
        return part;
      });
      replaceObject(s, o, singles);
      return `${cardName(card)} returns to the hyperspatial zone, so the link is broken and ${singles.map((x) => cardName(top(x))).join(", ")} ${singles.length === 1 ? "is" : "are"} left on ${singles.length === 1 ? "its" : "their"} own`;
    }
    case "loseLink": {
      const objs = candidates(sc, op.target);
      const gods = objs.flatMap((o) => o.cards.filter(isGod).map((card) => ({ o, card })));
      const pick = pickOne(
        sc,
        gods,
        (g) => cardName(g.card),
        (g) => g.card.code,
        "choose a God that loses its link ability",
      );
      if (!pick) return "there is no God to choose";
      pick.o.linkLost.push(pick.card.uid);
      return `${cardName(pick.card)} loses its link ability until the end of the turn`;
    }
    case "topOfDeckToBattle": {
      const ps = s.players[me]!;
      const card = ps.deckKnown ? ps.deck[0] : undefined;
      if (!card || isUnknown(card))
        return `the top card of player ${me}'s deck is not known (list the deck's cards on the board), so nothing is put into the battle zone`;
      ps.deck.shift();
      const o = enterBattle(s, ctx, me, [card]);
      const kind = isCell(card) ? "a cell" : `a ${card.def.type}`;
      return `${objName(o)} (${kind}) is put from the top of player ${me}'s deck into the battle zone`;
    }
  }
}

/** Runs an effect's parts in order, checking the state-based actions between them (111.2d). */
export function runOps(sc: OpScope, ops: DmOp[]): string[] {
  const out: string[] = [];
  ops.forEach((op, i) => {
    out.push(runOp(sc, op));
    if (i === ops.length - 1) return;
    const outer = sc.s.resolving;
    sc.s.resolving = sc.what;
    sc.ctx.checkRules();
    sc.s.resolving = outer;
  });
  return out;
}

/** Looks at (reveals) the top cards of the deck, takes the fitting one(s) into the hand, moves the rest. */
function dig(sc: OpScope, op: Extract<DmOp, { op: "dig" }>): string {
  const { s, me } = sc;
  const ps = s.players[me]!;
  const verb = op.reveal ? "reveals" : "looks at";
  if (!ps.deckKnown)
    return `player ${me} ${verb} the top ${op.n} cards of the deck, but the board does not list player ${me}'s deck, so nothing the engine can name is found`;
  const seen = ps.deck.splice(0, op.n);
  const pool = seen.filter((c) => !isUnknown(c) && fits(c, op.filter));
  const taken =
    op.take === "all"
      ? pool
      : pickSome(sc, pool, 1, false, cardName, (c) => c.code, "choose a card to put into your hand");
  const rest = seen.filter((c) => !taken.includes(c));
  ps.hand.push(...taken);
  if (op.rest === "bottom") ps.deck.push(...rest);
  else ps.graveyard.push(...rest);
  const got = taken.length ? taken.map(cardName).join(", ") : "nothing";
  const where = op.rest === "bottom" ? "on the bottom of the deck" : "into the graveyard";
  return `player ${me} ${verb} ${seen.length} card${seen.length === 1 ? "" : "s"} from the top of the deck, puts ${got} into the hand and ${rest.length} other${rest.length === 1 ? "" : "s"} ${where}`;
}

/**
 * "Choose a race": any race may be named; the engine offers the races of the cards it can see
 * (each shown by a card that has it, so a script names a card of that race).
 */
function chooseRace(sc: OpScope, op: Extract<DmOp, { op: "chooseRace" }>): string {
  const { s } = sc;
  const seen = new Map<string, string>();
  const cards = [
    ...allObjects(s).flatMap((o) => o.cards),
    ...s.order.flatMap((p) => {
      const ps = s.players[p]!;
      return [...ps.hand, ...ps.mana, ...ps.graveyard, ...ps.deck];
    }),
  ];
  for (const c of cards) for (const r of c.def.races) if (!seen.has(r)) seen.set(r, c.code);
  const races = [...seen];
  if (races.length === 0)
    return `player ${sc.me} names a race, but no card the engine can see has one, so nothing happens`;
  const [race] = pickOne(
    sc,
    races,
    ([r]) => r,
    ([, code]) => code,
    "choose a race (name a card that has it)",
  )!;
  const then = JSON.parse(
    JSON.stringify(op.then).split(JSON.stringify(CHOSEN_RACE)).join(JSON.stringify(race)),
  ) as DmOp[];
  return [`player ${sc.me} chooses the race ${race}`, ...then.map((o) => runOp(sc, o))].join("; ");
}

/** What an effect may change, in short: zone sizes and the state of each object in the battle zone. */
function footprint(s: DmState): string {
  return JSON.stringify(
    s.order.map((p) => {
      const ps = s.players[p]!;
      const zones = [ps.hand, ps.mana, ps.graveyard, ps.deck, ps.shields].map((z) => z.length);
      return [zones, ps.battle.map((o) => [o.oid, o.tapped, o.powerMods.length, o.grants.length])];
    }),
  );
}

/** "(You may) X. If you do, Y": Y happens only if X did something. */
function ifDone(sc: OpScope, op: Extract<DmOp, { op: "ifDone" }>): string {
  if (op.ask && !askYesNo(sc.ctx, sc.me, `Player ${sc.me}: do what ${sc.what} offers?`, sc.forCard))
    return `player ${sc.me} chooses not to, so the rest does not happen either`;
  const before = footprint(sc.s);
  const did = op.first.map((o) => runOp(sc, o));
  if (footprint(sc.s) === before) return [...did, "nothing was done, so the rest does not happen"].join("; ");
  return [...did, ...op.then.map((o) => runOp(sc, o))].join("; ");
}

/**
 * "Any number of creatures that have total power N or less": its player picks them; picks
 * that would go over the total are left out, in the order chosen.
 */
function destroyTotal(sc: OpScope, op: Extract<DmOp, { op: "destroyTotal" }>): string {
  const { s, ctx } = sc;
  const pool = candidates(sc, { side: op.side, count: "all" }).filter(
    (o) => choosable(s, o, sc.me) && powerOf(s, o) <= op.maxTotal,
  );
  const picked = pickSome(
    sc,
    pool,
    pool.length,
    true,
    objName,
    (o) => top(o).code,
    `choose creatures to destroy, of total power ${op.maxTotal} or less`,
  );
  let total = 0;
  const kept: BzObject[] = [];
  const over: string[] = [];
  for (const o of picked) {
    const p = powerOf(s, o);
    if (total + p > op.maxTotal) over.push(objName(o));
    else {
      total += p;
      kept.push(o);
    }
  }
  const skipped = over.length ? `; ${over.join(", ")} would go over the total, so it is left out` : "";
  if (kept.length === 0) return `no creature is destroyed${skipped}`;
  const moment = ctx.nextMoment();
  const together = kept.map((o) => ({ o, player: controllerOf(s, o) }));
  return `creatures of total power ${total} are destroyed: ${kept.map((o) => destroyObject(s, ctx, o, moment, false, together)).join("; ")}${skipped}`;
}
