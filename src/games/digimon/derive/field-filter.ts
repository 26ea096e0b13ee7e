/** Whether a Digimon or Tamer on the field matches a filter, and counts of what matches. */
import type { CardFilter, Count } from "../model/index.ts";
import type { CardInst, DigimonState, Permanent, PlayerId } from "../state/state.ts";
import { allPermanents, isFaceDown, memoryOf, ownerOf, sideMatches, top } from "../state/state.ts";
import { matchesFilter } from "./card-filter.ts";
import { fieldFacts } from "./field-facts.ts";
import { identityOf } from "./identity.ts";

/** The Digimon whose attack is in progress, until its end (11-6). */
function isAttacking(s: DigimonState, p: Permanent): boolean {
  return s.attack !== undefined && s.attack.stage !== "ended" && s.attack.attacker === p.pid;
}

/**
 * `me`: the player whose effect asks, for counts a filter compares with ("the number of cards in
 * your hand"); without it, the owner of the Digimon whose effect it is. An Option has none, so its
 * effects must give `me`, or "your" would be the owner of the Digimon being checked.
 */
export function permanentMatches(
  s: DigimonState,
  p: Permanent,
  f: CardFilter,
  self?: Permanent,
  me?: PlayerId,
): boolean {
  if (f.other && self && p.pid === self.pid) return false;
  if (f.isSelf && (!self || p.pid !== self.pid)) return false;
  // A Digi-Egg placed on the field is a Digimon (4-3-1), and so is a card an effect treats as one (15-12-1-4).
  if (f.category === "Digimon" && !fieldFacts().isDigimon(s, p)) return false;
  if (f.category && f.category !== "Digimon" && top(p).def.category !== f.category) return false;
  if (!matchesFieldCounts(p, f)) return false;
  if (f.attacking !== undefined && isAttacking(s, p) !== f.attacking) return false;
  if (f.extreme && !isExtreme(s, p, f, self, me)) return false;
  if (f.maxDpOfSelf && self && (fieldFacts().dpOf(s, p) ?? 0) > (fieldFacts().dpOf(s, self) ?? 0))
    return false;
  if (f.minDpOfSelf && self && (fieldFacts().dpOf(s, p) ?? 0) < (fieldFacts().dpOf(s, self) ?? 0))
    return false;
  if (f.maxSourcesOfSelf && self && p.stack.length > self.stack.length) return false;
  if (f.minSourcesOfSelf && self && p.stack.length < self.stack.length) return false;
  if (f.sameNameAsSelf && (!self || !sharesName(p, self))) return false;
  // A Digimon without a level (a Digi-Egg has one; a Tamer treated as a Digimon may not) matches none.
  // Orientation: suspended or unsuspended (4-13); without the Digimon to compare with, none matches.
  if (f.sameOrientationAsSelf && (!self || p.suspended !== self.suspended)) return false;
  if (f.sameLevelAsSelf && (!self || top(self).def.level == null || top(p).def.level !== top(self).def.level))
    return false;
  if (f.maxPlayCostOfSelf && (!self || (top(p).def.playCost ?? 0) > (top(self).def.playCost ?? 0)))
    return false;
  const asker = me ?? (self ? ownerOf(self) : ownerOf(p));
  if (f.maxLevelCount && (top(p).def.level ?? 0) > count(s, asker, f.maxLevelCount, self)) return false;
  // A Digimon without a level has none as high as a count.
  if (f.minLevelCount && (top(p).def.level ?? -Infinity) < count(s, asker, f.minLevelCount, self))
    return false;
  if (f.maxPlayCostCount && (top(p).def.playCost ?? 0) > count(s, asker, f.maxPlayCostCount, self))
    return false;
  if (f.hasKeyword && !fieldFacts().hasKeyword(s, p, f.hasKeyword)) return false;
  if (f.lacksKeyword && fieldFacts().hasKeyword(s, p, f.lacksKeyword)) return false;
  // A Digimon may also be treated as other colours (15-8-2), so they are asked of the Digimon.
  const asksColours =
    f.colors || f.allColors || f.notColors || f.minColors !== undefined || f.maxColors !== undefined;
  const colors = asksColours ? fieldFacts().colorsOf(s, p) : [];
  if (f.colors && !f.colors.some((c) => colors.includes(c))) return false;
  if (f.notColors && colors.some((c) => f.notColors!.includes(c))) return false;
  if (f.allColors && !f.allColors.every((c) => colors.includes(c))) return false;
  // "2 or more colours" counts the colours effects add as well (official Q&A).
  if (f.minColors !== undefined && colors.length < f.minColors) return false;
  if (f.maxColors !== undefined && colors.length > f.maxColors) return false;
  // Alternatives may ask about the Digimon on the field too ("is suspended or has <Blocker>").
  if (f.anyOf && !f.anyOf.some((g) => permanentMatches(s, p, g, self, me))) return false;
  if (f.noneOf && f.noneOf.some((g) => permanentMatches(s, p, g, self, me))) return false;
  const under = f.sourcesHave;
  if (under && !p.stack.slice(1).some((c) => !isFaceDown(c) && matchesFilter(s, c, under))) return false;
  const link = f.linkedWith;
  if (link && !(p.links ?? []).some((c) => matchesFilter(s, c, link))) return false;
  const lack = f.sourcesLack;
  if (lack && p.stack.slice(1).some((c) => !isFaceDown(c) && matchesFilter(s, c, lack))) return false;
  const faceDown = f.minFaceDownSources;
  if (faceDown && p.stack.slice(1).filter(isFaceDown).length < faceDown) return false;
  const many = f.sourcesCount;
  if (
    many &&
    p.stack.slice(1).filter((c) => !isFaceDown(c) && matchesFilter(s, c, many.filter)).length < many.atLeast
  )
    return false;
  const rest = {
    ...f,
    sourcesHave: undefined,
    linkedWith: undefined,
    category: undefined,
    anyOf: undefined,
    noneOf: undefined,
    hasKeyword: undefined,
    lacksKeyword: undefined,
    sourcesLack: undefined,
    sourcesCount: undefined,
    minFaceDownSources: undefined,
    maxPlayCostOfSelf: undefined,
    maxLevelCount: undefined,
    minLevelCount: undefined,
    maxPlayCostCount: undefined,
    sameNameAsSelf: undefined,
    sameLevelAsSelf: undefined,
    sameOrientationAsSelf: undefined,
    minSameLevel: undefined,
    sourceAtOwnLevel: undefined,
    digivolvedSameLevel: undefined,
  };
  delete rest.colors;
  delete rest.allColors;
  delete rest.notColors;
  delete rest.minColors;
  delete rest.maxColors;
  return matchesFilter(s, top(p), rest, () => fieldFacts().dpOf(s, p), true);
}

/** Two Digimon with a name in common, the names their texts add included. */
function sharesName(p: Permanent, q: Permanent): boolean {
  const theirs = identityOf(top(q).def).names;
  return identityOf(top(p).def).names.some((n) => theirs.includes(n));
}

/**
 * "your opponent's Digimon with the highest DP": the value is the highest (or lowest) among its
 * owner's Digimon that match the rest of the filter; ties all count.
 */
function isExtreme(s: DigimonState, p: Permanent, f: CardFilter, self?: Permanent, me?: PlayerId): boolean {
  const { extreme, ...rest } = f;
  if (!extreme) return true;
  // A Digimon with no play cost has none to be the highest or lowest (official Q&A on EX11-046).
  if (extreme.by === "playCost" && top(p).def.playCost === undefined) return false;
  const value = (q: Permanent): number =>
    extreme.by === "dp"
      ? (fieldFacts().dpOf(s, q) ?? 0)
      : extreme.by === "level"
        ? (top(q).def.level ?? 0)
        : extreme.by === "sources"
          ? q.stack.length - 1
          : (top(q).def.playCost ?? 0);
  const peers = allPermanents(s).filter(
    (q) => ownerOf(q) === ownerOf(p) && permanentMatches(s, q, rest, self, me),
  );
  const values = peers.map(value);
  const best = extreme.which === "lowest" ? Math.min(...values) : Math.max(...values);
  return value(p) === best;
}

export function count(s: DigimonState, me: PlayerId, c: Count, self?: Permanent): number {
  const n = c.memory
    ? s.order
        .filter((id) => sideMatches(s, me, c.side, id))
        .reduce((sum, id) => sum + Math.max(0, memoryOf(s, id)), 0)
    : c.sameLevel
      ? self
        ? sameLevelCards(self)
        : 0
      : c.colors
        ? countColors(s, me, c, self)
        : c.distinctNames
          ? new Set(matching(s, me, c, self).map((x) => ("pid" in x ? top(x).def.name : x.def.name))).size
          : matching(s, me, c, self).length;
  const total = n + (c.plus ? count(s, me, c.plus, self) : 0);
  return c.per ? Math.floor(total / c.per) : total;
}

/** The cards (or Digimon and Tamers) a count counts. */
function matching(s: DigimonState, me: PlayerId, c: Count, self?: Permanent): (CardInst | Permanent)[] {
  const fits = (card: CardInst) =>
    (c.faceDown === undefined || isFaceDown(card) === c.faceDown) && matchesFilter(s, card, c.filter);
  if (c.zone === "sources" && c.sourcesOf) {
    const of = c.sourcesOf;
    const field = of.inBreeding ? s.order.flatMap((id) => s.players[id]!.breeding) : allPermanents(s);
    const piles = field
      .filter((p) => sideMatches(s, me, c.side, ownerOf(p)) && permanentMatches(s, p, of, self, me))
      .map((p) => p.stack.slice(1).filter(fits));
    if (c.mostOne) return piles.reduce<CardInst[]>((a, b) => (b.length > a.length ? b : a), []);
    return piles.flat();
  }
  if (c.zone === "sources" && c.ofChosen) return [];
  if (c.zone === "sources") return (self?.stack.slice(1) ?? []).filter(fits);
  if (c.ofThis) return self ? [self] : [];
  if (c.zone) {
    const zone = c.zone;
    return s.order
      .filter((id) => sideMatches(s, me, c.side, id))
      .flatMap((id) => s.players[id]![zone])
      .filter(fits);
  }
  const field = c.filter.inBreeding ? s.order.flatMap((id) => s.players[id]!.breeding) : allPermanents(s);
  return field.filter(
    (p) => sideMatches(s, me, c.side, ownerOf(p)) && permanentMatches(s, p, c.filter, self, me),
  );
}

/** "for each color in its digivolution cards", "for every 2 of your Tamers' colors": different colours (a face-down card has none). */
function countColors(s: DigimonState, me: PlayerId, c: Count, self?: Permanent): number {
  const colours = new Set<string>();
  for (const x of matching(s, me, c, self)) {
    const list = "pid" in x ? fieldFacts().colorsOf(s, x) : isFaceDown(x) ? [] : x.def.colors;
    for (const col of list) colours.add(col);
  }
  return colours.size;
}

/** Suspension and the number of digivolution cards. */
function matchesFieldCounts(p: Permanent, f: CardFilter): boolean {
  if (f.suspended !== undefined && p.suspended !== f.suspended) return false;
  const sources = p.stack.length - 1;
  if (f.maxSources !== undefined && sources > f.maxSources) return false;
  if (f.minSources !== undefined && sources < f.minSources) return false;
  if (f.minSameLevel !== undefined && sameLevelCards(p) < f.minSameLevel) return false;
  if (f.sourceAtOwnLevel && !sourceAtOwnLevel(p)) return false;
  if (f.digivolvedSameLevel && !digivolvedSameLevel(p)) return false;
  return true;
}

/** A face-up digivolution card of the Digimon's own level (its top card's). */
function sourceAtOwnLevel(p: Permanent): boolean {
  const level = top(p).def.level;
  return level !== undefined && p.stack.slice(1).some((c) => !isFaceDown(c) && c.def.level === level);
}

/** The card it digivolved from, right under its top card, had the same level (8-1). */
function digivolvedSameLevel(p: Permanent): boolean {
  const [first, under] = p.stack;
  const level = first?.def.level;
  return level !== undefined && under !== undefined && !isFaceDown(under) && under.def.level === level;
}

/** The most face-up cards of one level in a Digimon's stack, its top card included. */
export function sameLevelCards(p: Permanent): number {
  const byLevel = new Map<number, number>();
  for (const c of p.stack)
    if (!isFaceDown(c) && c.def.level !== undefined)
      byLevel.set(c.def.level, (byLevel.get(c.def.level) ?? 0) + 1);
  return Math.max(0, ...byLevel.values());
}
