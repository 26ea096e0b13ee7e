/**
 * A creature's power as it is now: its printed power and changes for the turn (state.ts), plus
 * the static bonuses of the cards in the battle zone ("this creature gets +1000 power for each
 * ...", "while you have no shields ...", "each of your other Humans gets +1000 power").
 */
import type { DmCount, DmGrant, DmPowerStatic } from "./cards.ts";
import {
  type BzObject,
  type CardInst,
  type DmState,
  type PlayerId,
  allObjects,
  basePowerOf,
  civilizationsOf,
  controllerOf,
  isCreature,
  isCrossGear,
  opponentOf,
  top,
} from "./state.ts";
import { raceMatches } from "./races.ts";

function sideOf(s: DmState, me: PlayerId, side: DmCount["side"]): PlayerId[] {
  if (side === "any") return [...s.order];
  return [side === "you" ? me : opponentOf(s, me)];
}

const hasRace = (races: string[], wanted: string[]): boolean =>
  wanted.some((w) => races.some((r) => raceMatches(r, w)));

/** Printed names in rules text drop or add a plural "s" now and then; compare them without it. */
const nameKey = (name: string): string => name.toLowerCase().replace(/[‘’]/g, "'").replace(/s$/, "");

function cardFits(c: CardInst, m: DmCount): boolean {
  if (m.tapped !== undefined && (c.tapped === true) !== m.tapped) return false;
  if (m.name && nameKey(c.def.name) !== nameKey(m.name)) return false;
  if (m.type && c.def.type !== m.type) return false;
  if (m.lacking && c.def.civilizations.includes(m.lacking)) return false;
  if (m.civilizations && !c.def.civilizations.some((x) => m.civilizations!.includes(x))) return false;
  if (m.races && !hasRace(c.def.races, m.races)) return false;
  return true;
}

function objectFits(o: BzObject, m: DmCount, self: BzObject | undefined): boolean {
  if (!isCreature(o)) return false;
  if (m.crossed && self?.crossedWith !== o.oid) return false;
  if (m.other && o === self) return false;
  if (m.tapped !== undefined && o.tapped !== m.tapped) return false;
  if (m.civilizations && !civilizationsOf(o).some((c) => m.civilizations!.includes(c as never))) return false;
  if (
    m.races &&
    !hasRace(
      o.cards.flatMap((c) => c.def.races),
      m.races,
    )
  )
    return false;
  if (m.waveStriker && !top(o).def.waveStriker) return false;
  return true;
}

/** How many creatures or cards match, seen from `me`, the controller of `self`. */
export function countMatches(s: DmState, me: PlayerId, self: BzObject | undefined, m: DmCount): number {
  const players = sideOf(s, me, m.side);
  const zone = m.zone;
  if (zone === "shieldBreakers")
    return s.shieldBreakers.filter(
      (b) =>
        players.includes(b.player) && !(m.other && b.oid === self?.oid) && !(m.self && b.oid !== self?.oid),
    ).length;
  if (zone === "battle")
    return allObjects(s).filter(
      (o) =>
        players.includes(controllerOf(s, o)) &&
        objectFits(o, m, self) &&
        (!m.attackedBySelf || (s.attack?.attacker === self?.oid && s.attack?.target === o.oid)) &&
        (m.minPower === undefined || powerOf(s, o) >= m.minPower),
    ).length;
  const cards = players.flatMap((p) => {
    const ps = s.players[p]!;
    return (zone === "shield" ? ps.shields.map((sh) => sh.card) : ps[zone]).filter((c) => cardFits(c, m));
  });
  if (m.civilizationsAmong) return new Set(cards.flatMap((c) => c.def.civilizations)).size;
  return cards.length;
}

export function holds(s: DmState, holder: BzObject, when: DmPowerStatic["when"]): boolean {
  if (!when) return true;
  const n = countMatches(s, controllerOf(s, holder), holder, when.count);
  return (when.min === undefined || n >= when.min) && (when.max === undefined || n <= when.max);
}

function applies(s: DmState, holder: BzObject, st: DmPowerStatic): number {
  if (!holds(s, holder, st.when)) return 0;
  if (st.duringTurn && (st.duringTurn === "yours") !== (s.turn === controllerOf(s, holder))) return 0;
  return st.per ? st.amount * countMatches(s, controllerOf(s, holder), holder, st.per) : st.amount;
}

/** Whether a static ability of `holder` aimed at others (`to`) reaches `o`. */
export function reaches(s: DmState, holder: BzObject, to: DmCount, o: BzObject): boolean {
  if (!sideOf(s, controllerOf(s, holder), to.side).includes(controllerOf(s, o))) return false;
  return objectFits(o, to, holder);
}

/**
 * Whether `b` may block `attacker`: a limited blocker ("fire and nature blocker") only blocks
 * attackers of its kinds, unless an effect of the turn also gave it plain "blocker".
 */
export function canBlock(s: DmState, b: BzObject, attacker: BzObject): boolean {
  if (!keywordsOf(s, b).blocker) return false;
  const only = top(b).def.blockerOnly;
  if (!only || b.grants.some((g) => g.blocker)) return true;
  const civs = civilizationsOf(attacker);
  const races = attacker.cards.flatMap((c) => c.def.races);
  return (
    (only.civilizations?.some((c) => civs.includes(c)) ?? false) ||
    (only.races !== undefined && hasRace(races, only.races))
  );
}

/** Whether the Slayer of `x` destroys `y`: a limited Slayer only reaches creatures of its civilizations. */
export function slays(s: DmState, x: BzObject, y: BzObject): boolean {
  if (!keywordsOf(s, x).slayer) return false;
  const only = top(x).def.slayerOnly;
  if (!only || x.grants.some((g) => g.slayer)) return true;
  return civilizationsOf(y).some((c) => only.includes(c as never));
}

/** What the card's own keywords and the keyword statics in the battle zone give `o` now. */
export function keywordsOf(s: DmState, o: BzObject): Required<DmGrant> {
  const def = top(o).def;
  const out: Required<DmGrant> = {
    blocker: def.blocker,
    slayer: def.slayer,
    speedAttacker: def.speedAttacker,
    powerAttacker: def.powerAttacker,
    breaker: def.breaker,
    moreBreaks: 0,
    unblockable: false,
    attacksUntapped: false,
  };
  const add = (g: DmGrant): void => {
    if (g.blocker) out.blocker = true;
    if (g.slayer) out.slayer = true;
    if (g.speedAttacker) out.speedAttacker = true;
    if (g.powerAttacker) out.powerAttacker = Math.max(out.powerAttacker, g.powerAttacker);
    if (g.breaker) out.breaker = Math.max(out.breaker, g.breaker);
    if (g.moreBreaks) out.moreBreaks += g.moreBreaks;
    if (g.unblockable) out.unblockable = true;
    if (g.attacksUntapped) out.attacksUntapped = true;
  };
  if (!isCreature(o)) return out;
  o.grants.forEach(add);
  for (const st of def.keywordStatics ?? []) if (!st.to && holds(s, o, st.when)) add(st.grant);
  for (const holder of allObjects(s)) {
    if (!holdsStatics(holder)) continue;
    for (const st of top(holder).def.keywordStatics ?? [])
      if (st.to && reaches(s, holder, st.to, o) && holds(s, holder, st.when)) add(st.grant);
  }
  return out;
}

/** Creatures give their static abilities to others; so does a Cross Gear, to its crossed creature. */
const holdsStatics = (o: BzObject): boolean => isCreature(o) || isCrossGear(o);

/** The bonus the static abilities in the battle zone give `o` now. */
function staticBonus(s: DmState, o: BzObject): number {
  let bonus = 0;
  for (const st of top(o).def.powerStatics ?? []) {
    if (st.to) continue;
    if (st.whileAttacking && !o.attacking) continue;
    if (st.whileBlocking && s.attack?.blocker !== o.oid) continue;
    if (st.whileBattling && !battlesA(s, o, st.whileBattling)) continue;
    bonus += applies(s, o, st);
  }
  for (const holder of allObjects(s)) {
    if (!holdsStatics(holder)) continue;
    for (const st of top(holder).def.powerStatics ?? [])
      if (st.to && reaches(s, holder, st.to, o)) bonus += applies(s, holder, st);
  }
  return bonus;
}

/** Whether `o` is battling now, and against a creature of the kind `m` names. */
function battlesA(s: DmState, o: BzObject, m: DmCount): boolean {
  const pair = s.battling;
  if (!pair?.includes(o.oid)) return false;
  const other = allObjects(s).find((x) => x.oid === (pair[0] === o.oid ? pair[1] : pair[0]));
  return other !== undefined && objectFits(other, m, o);
}

/** Power now: static bonuses included, and Power Attacker while it attacks. */
export function powerOf(s: DmState, o: BzObject): number {
  if (!isCreature(o)) return basePowerOf(o);
  const attacking = o.attacking ? keywordsOf(s, o).powerAttacker : 0;
  return basePowerOf(o) + staticBonus(s, o) + attacking;
}

/** How many shields its attack breaks: its breaker, or more while its power reaches a threshold. */
export function breakerOf(s: DmState, o: BzObject): number {
  const def = top(o).def;
  const breaker = keywordsOf(s, o).breaker;
  const more = keywordsOf(s, o).moreBreaks;
  const crew = def.crewBreaker ? countMatches(s, controllerOf(s, o), o, def.crewBreaker) : 0;
  if (def.breakerFrom && powerOf(s, o) >= def.breakerFrom.power)
    return Math.max(breaker, def.breakerFrom.breaker) + more + crew;
  return breaker + more + crew;
}
