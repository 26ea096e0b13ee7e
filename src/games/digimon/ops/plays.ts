/**
 * Playing, digivolving, DNA digivolving and attacking by an effect. Each follows the procedure
 * of the rule it borrows (7-1 playing, 8-1-3 digivolution, 8-2-3 DNA digivolution, 11-2
 * attack declaration): the same draw, the same events, so the same effects trigger.
 */
import {
  alsoAttacks,
  attackBan,
  hasKeyword,
  allowedReduction,
  costReductionBan,
  digivolveBan,
  digivolvesAsTamer,
  digivolvingAs,
  handDigivolveCost,
  matchesAsOption,
  matchesFilter,
  permanentMatches,
  requirementCost,
  colorsOf,
  isDigimon,
  playBanOn,
  playBanWhy,
  fitsDnaPartFor,
  identityOf,
  ignoreRequirementsBan,
} from "../derive/index.ts";
import {
  type AttackByOp,
  type DigivolveByOp,
  type DnaByOp,
  type EffectCost,
  type Op,
  type CardDef,
  type CardFilter,
  type FieldTarget,
  type PlayedFrom,
  asOptionCard,
  fitsDnaPart,
} from "../model/index.ts";
import { digisorption } from "./digisorption.ts";
import { areasOf, playable } from "./play-candidates.ts";
import { breedingFull, placeInBreeding, raisedFilter } from "./breeding.ts";
import { canUseOption, useOptionByEffect } from "./use-option.ts";
import { dnaMade, recordDnaMade } from "./dna-result.ts";
import { digivolveCost, playCost } from "./immediate-effects.ts";
import { findThisCard } from "./this-card.ts";
import { bindDigivolveByEffect } from "./digivolve-hook.ts";
import {
  optionId,
  placeOnField,
  playByEffectBlocker,
  suspendPermanent,
  take,
  trashLinks,
} from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { xrosByEffect } from "./xros-by-effect.ts";
import { playedBy } from "./played-by.ts";
import { digivolveWithCountedReduction, playWithCountedReduction } from "./cost-each.ts";
import {
  type CardInst,
  type Permanent,
  addMemory,
  allPermanents,
  cardName,
  describeMemory,
  opponentOf,
  ownerOf,
  permName,
  sideMatches,
  top,
} from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { isTriggerCard } from "./trigger-cards.ts";
import { triggerSubjects } from "./referent.ts";

export type PlaysOp = AttackByOp | DigivolveByOp | DnaByOp | PlayFromOp;
type PlayFromOp = Extract<Op, { op: "playFrom" }>;

/** What this effect's last play did, for a `withPrevious` part ("play 1 [A] and 1 [B]"). */
const lastPlay = new WeakMap<OpScope, "played" | "declined" | "unable">();

function fieldCandidates(sc: OpScope, who: FieldTarget | "this"): Permanent[] {
  if (who === "this") return sc.self && sc.s.players[sc.me]!.battle.includes(sc.self) ? [sc.self] : [];
  // "digivolving it into this card": the Digimon the trigger or immediate-type effect is about (15-8-5).
  const about = who.filter.subject ? (sc.source?.subjectPid ?? sc.subject?.pid) : undefined;
  // "any of those Digimon may digivolve": one of the Digimon the trigger was about.
  const among = who.filter.amongSubjects ? triggerSubjects(sc) : undefined;
  return allPermanents(sc.s).filter(
    (p) =>
      sideMatches(sc.s, sc.me, who.side, ownerOf(p)) &&
      permanentMatches(sc.s, p, who.filter, sc.self, sc.me) &&
      (!who.filter.subject || p.pid === about) &&
      (!among || among.some((x) => x.pid === p.pid)),
  );
}

/** Your Digimon in the breeding area an effect names (3-4-7-5): only there may it choose. */
function breedingCandidates(sc: OpScope, who: FieldTarget | "this"): Permanent[] {
  if (who === "this") return [];
  return sc.s.players[sc.me]!.breeding.filter((p) => permanentMatches(sc.s, p, who.filter, sc.self, sc.me));
}

function chooseOne<T>(
  sc: OpScope,
  items: T[],
  option: (t: T) => { id: string; label: string; card: string },
  prompt: string,
  optional: boolean,
): T | undefined {
  if (items.length === 0) return undefined;
  if (items.length === 1 && !optional) return items[0];
  const options = items.map(option);
  const [picked] = sc.ctx.choose({
    kind: "target",
    player: sc.me,
    prompt,
    options,
    min: optional ? 0 : 1,
    max: 1,
    forCard: sc.forCard,
  });
  return items[options.findIndex((o) => o.id === picked)];
}

const cardOption = (c: CardInst) => ({ id: `c${c.uid}`, label: cardName(c), card: c.code });
const permOption = (p: Permanent) => ({
  id: `p${p.pid}`,
  label: permName(p),
  card: top(p).label ? `${top(p).code}#${top(p).label}` : top(p).code,
});

function pay(sc: OpScope, cost: number): string {
  if (cost === 0) return "without paying a cost";
  addMemory(sc.s, sc.me, -cost);
  return `paying ${cost} memory (${describeMemory(sc.s)})`;
}

function drawOne(sc: OpScope, why: string): string {
  const ps = sc.s.players[sc.me]!;
  const c = ps.deck.shift();
  if (!c) return `player ${sc.me} can't draw ${why} (8-1-2-8)`;
  c.epoch += 1;
  ps.hand.push(c);
  return `player ${sc.me} draws 1 card ${why}`;
}

/** <Digisorption> reduces the cost of digivolving from the hand, by an effect too; there is nothing to reduce below 0. */
function withDigisorption(sc: OpScope, card: CardInst, cost: number): number {
  return cost > 0 ? digisorption(sc.s, sc.ctx, sc.me, card, cost) : 0;
}

function costOf(cost: EffectCost, printed: number): number {
  if (cost === "free") return 0;
  if (cost === "normal") return printed;
  if ("fixed" in cost) return cost.fixed;
  return Math.max(0, printed - cost.reduce);
}

/** Takes a card out of the hand, trash or the digivolution cards of this Digimon; names where it was. */
function takeCard(sc: OpScope, card: CardInst): string {
  const mine = sc.s.players[sc.me]!;
  if (mine.hand.includes(card)) return (take(mine.hand, card), "hand");
  if (mine.trash.includes(card)) return (take(mine.trash, card), "trash");
  if (mine.security.includes(card)) {
    take(mine.security, card);
    recordEvent(sc.ctx, { kind: "securityRemoved", player: sc.me });
    return "security stack";
  }
  const holder = mine.battle.find((p) => p.links?.includes(card));
  if (holder) {
    holder.links = holder.links!.filter((c) => c !== card);
    if (holder.links.length === 0) delete holder.links;
    return `link cards of ${permName(holder)}`;
  }
  // The breeding area too: "from the digivolution cards of your [X] in the breeding area" (3-4-7-5).
  const under = [...mine.battle, ...mine.breeding].find((p) => p.stack.indexOf(card) > 0);
  if (under) {
    take(under.stack, card);
    // Cards under a Tamer are stacked under it, not digivolution cards (4-4-2).
    const what = top(under).def.category === "Tamer" ? "cards under" : "digivolution cards of";
    return `${what} ${permName(under)}`;
  }
  return "nowhere";
}

/** The zone a "When you play a Digimon from ..." trigger asks about, from where takeCard took it. */
function playedFrom(where: string): { from?: PlayedFrom } {
  if (where === "trash") return { from: "trash" };
  return where.startsWith("digivolution cards of") ? { from: "sources" } : {};
}

/** Digimon and Tamers are played (7-1), Options used (9-1) when the text says "use". */
function playableKind(sc: OpScope, c: CardInst, op: Extract<Op, { op: "playFrom" }>): boolean {
  // A DUAL card has no play cost (7-1-1): it can only be used, as an Option card that meets the words (4-6-6-2).
  if (asOptionCard(c.def))
    return (
      op.use !== undefined &&
      (c.def.category === "Option" || matchesAsOption(sc.s, c, raisedFilter(sc, op))) &&
      canUseOption(sc, c, op)
    );
  return op.use !== "only" && (c.def.category === "Digimon" || c.def.category === "Tamer");
}

/** "You may play N ... from ... (without paying the cost | with the play cost reduced by N)" (7-1). */
function playFrom(sc: OpScope, op: Extract<Op, { op: "playFrom" }>): string[] {
  const where = op.alsoFrom
    ? `${op.alsoFrom} or digivolution cards`
    : op.from === "handOrTrash"
      ? "hand or trash"
      : op.from === "handOrTamers"
        ? "hand or cards under your Tamers"
        : op.from === "handOrSources"
          ? "hand or digivolution cards"
          : op.from === "securityFaceUp"
            ? "face-up security cards"
            : op.sourcesOf?.category === "Tamer"
              ? "cards under your Tamers"
              : op.from === "sources"
                ? "digivolution cards"
                : op.from === "links"
                  ? "link cards"
                  : op.from;
  const before = op.withPrevious ? lastPlay.get(sc) : undefined;
  // "play 1 [A] and 1 [B]" is one play: none, or as many of its parts as possible (official Q&A).
  if (before === "declined")
    return [`player ${sc.me} declined the play, so plays no card for its second part either`];
  let outcome: "played" | "declined" | "unable" = "unable";
  const out: string[] = [];
  const filter = raisedFilter(sc, op);
  // "up to 8 play cost's total worth": cards one at a time while their play costs still fit.
  let left = op.maxTotalCost ?? Infinity;
  const times = op.maxTotalCost !== undefined ? Infinity : (op.count ?? 1);
  // The Digimon and Tamers one effect plays are played at the same time: one moment (15-5-2).
  let at: number | undefined;
  const levels: (number | undefined)[] = [];
  for (let i = 0; i < times; i++) {
    const found = playable(sc, op, filter, left, (c) => playableKind(sc, c, op));
    // A ban on the player ("can't play Digimon with 6000 DP or less") holds for effects too (15-8-2-5).
    const banned = found.filter((c) => !asOptionCard(c.def) && playBanOn(sc.s, sc.me, c));
    if (banned.length > 0 && i === 0)
      out.push(
        `${banned.map(cardName).join(", ")} can't be played: ${playBanWhy(sc.s, sc.me, banned[0]!)} (15-8-2-5)`,
      );
    const candidates = found.filter(
      (c) => !banned.includes(c) && !(op.distinctLevels && levels.includes(c.def.level)),
    );
    const full = op.to === "breeding" ? breedingFull(sc) : null;
    if (full) {
      out.push(full);
      break;
    }
    if (candidates.length === 0) {
      if (i === 0) out.push(`player ${sc.me} has no card in their ${where} that can be played`);
      break;
    }
    // "play 2" without "up to": none, or as many as possible; a mandatory play, as many as possible.
    // A play paid as a cost can't be declined once the player pays (15-7).
    const optional =
      !(op.asCost && i === 0) &&
      (op.upTo === true || op.maxTotalCost !== undefined || (!op.must && before !== "played" && i === 0));
    const card = chooseOne(
      sc,
      candidates,
      cardOption,
      `Player ${sc.me}: choose a card to play from your ${where}${optional ? " (or none)" : ""}`,
      optional,
    );
    if (!card) {
      out.push(`player ${sc.me} plays nothing${i > 0 ? " more" : ""}`);
      if (i === 0) outcome = "declined";
      break;
    }
    outcome = "played";
    levels.push(card.def.level);
    if (asOptionCard(card.def)) {
      out.push(useOptionByEffect(sc, card, op, takeCard(sc, card)));
      at = undefined;
      continue;
    }
    const blocker = playByEffectBlocker(sc.s);
    if (blocker) {
      out.push(`${cardName(card)} cannot be played: ${permName(blocker)} forbids playing Digimon by effects`);
      break;
    }
    // "when playing this card from your hand" reductions need the card to come from the hand.
    const inHand = sc.s.players[sc.me]!.hand.includes(card);
    const from = takeCard(sc, card);
    left -= card.def.playCost ?? 0;
    // The "when ... would be played" effects act first, by an effect too (7-1-2-2); then the DigiXros.
    const printed = op.free ? 0 : playCost(sc.s, sc.ctx, sc.me, card, inHand);
    const xros =
      op.to === "breeding"
        ? null
        : xrosByEffect(sc, card, (op.count ?? 1) > 1 || op.maxTotalCost !== undefined);
    if (xros) out.push(...xros.lines);
    const allowed = allowedReduction(sc.s, sc.me, "play", (op.reduce ?? 0) + (xros?.reduce ?? 0));
    const paid = op.free
      ? "without paying its cost"
      : `${pay(sc, costOf({ reduce: allowed.reduce }, printed))}${allowed.ban ? ` (${allowed.ban})` : ""}`;
    const placed = xros?.materials.length ?? 0;
    const perm =
      op.to === "breeding"
        ? placeInBreeding(sc, card)
        : placeOnField(sc.s, sc.ctx, card, sc.me, true, op.noOnPlay, {
            ...(placed ? { digixros: placed } : {}),
            ...playedFrom(from),
            ...playedBy(sc),
            // DigiXros places cards first, at moments of their own.
            ...(placed ? {} : { at: (at ??= sc.ctx.nextMoment()) }),
          });
    if (xros && placed) {
      for (const c of xros.materials) c.epoch += 1;
      // The left-most part's card on top (7-2-2-8).
      perm.stack.push(...xros.materials);
    }
    if (op.suspended) perm.suspended = true;
    (sc.played ??= []).push(perm);
    const into = op.to === "breeding" ? " into the breeding area" : "";
    const silent =
      op.to === "breeding"
        ? "; effects there don't trigger or activate (3-4-7-4, 3-4-7-6)"
        : op.noOnPlay
          ? "; its [On Play] effects don't activate"
          : "";
    out.push(
      `${cardName(card)} is played from the ${from}${into}${op.suspended ? " suspended" : ""} ${paid}${silent}`,
    );
  }
  // A part that finds nothing to play keeps an earlier part's play: a later part is still owed.
  lastPlay.set(sc, outcome === "unable" && before === "played" ? "played" : outcome);
  return out;
}

/** Digivolution by an effect: the 8-1-3 procedure with the effect's cost, then the draw. */
/**
 * A digivolution by an effect is still a digivolution: the "when ... would digivolve" effects
 * (8-1-2-4) change its cost, this effect's own "When it would digivolve by this effect" last.
 */
function wouldCost(
  sc: OpScope,
  op: DigivolveByOp,
  card: CardInst,
  onto: Permanent,
  cost: number,
  from: string,
): number {
  if (op.cost === "free") return 0;
  const after = digivolveCost(
    sc.s,
    sc.ctx,
    sc.me,
    card,
    [onto],
    cost,
    from === "hand",
    from === "trash",
    op.asDigimon,
  );
  if (!op.wouldReduce || costReductionBan(sc.s, sc.me, "digivolve")) return after;
  sc.ctx.note(
    `${permName(onto)} would digivolve into ${cardName(card)} by this effect: the cost is reduced by ${op.wouldReduce} (8-1-2-4)`,
  );
  return Math.max(0, after - op.wouldReduce);
}

/** "into this card": the card whose effect this is, wherever it is off the field (hand, trash, a security check). */
function thisCardOffField(sc: OpScope): CardInst[] {
  const found = findThisCard(sc);
  if ("why" in found || found.card.def.category !== "Digimon") return [];
  return found.zone === "battle" || found.zone === "breeding" ? [] : [found.card];
}

/**
 * "You may digivolve this Digimon into 1 ... among them without paying the cost": a digivolution
 * by an effect (8-1-2) into one of the revealed cards `pool` holds; the card taken leaves it.
 */
function digivolveIntoRevealed(
  sc: OpScope,
  who: FieldTarget | "this",
  into: CardFilter,
  optional: boolean,
  pool: CardInst[],
  cost: EffectCost = "free",
): string[] {
  return digivolveBy(sc, { op: "digivolveBy", who, into, from: "hand", cost, optional }, pool);
}

/** ", as if it is a level 4 red Digimon": said of a Tamer the effect treats so. */
function asDigimonWords(sc: OpScope, perm: Permanent, as: DigivolveByOp["asDigimon"]): string {
  if (!as || isDigimon(sc.s, perm)) return "";
  return `, as if it is a level ${as.level}${as.color ? ` ${as.color.toLowerCase()}` : ""} Digimon,`;
}

/** The Digimon that may digivolve by the effect, the cards they may digivolve into, and which fits which. */
function digivolveChoices(sc: OpScope, op: DigivolveByOp, pool?: CardInst[]) {
  // "that Tamer digivolves into this card": a Tamer the effect names digivolves too (its cards under it stay under it, 4-4-2);
  // "as if the Tamer is a level 4 red Digimon": as that Digimon, for its requirements and for what sees it digivolve.
  const tamers = op.tamer === true || op.asDigimon !== undefined;
  const onto = (op.breeding ? breedingCandidates(sc, op.who) : fieldCandidates(sc, op.who)).filter(
    (p) => isDigimon(sc.s, p) || (tamers && top(p).def.category === "Tamer"),
  );
  const seen = (c: CardInst, p: Permanent) => digivolvingAs(sc.s, c.def, p, op.asDigimon);
  const cards = op.thisCard
    ? thisCardOffField(sc)
    : (pool ? [pool] : areasOf(sc, op.from)).flatMap((area) =>
        area.filter(
          (c) =>
            c.def.category === "Digimon" &&
            (!op.triggerCards || isTriggerCard(sc, c)) &&
            matchesFilter(sc.s, c, op.into),
        ),
      );
  // "Can't ignore digivolution requirements" forbids ignoring them in part too ("ignoring its level", Q1741).
  const ban = op.ignoreRequirements || op.ignoreLevel ? ignoreRequirementsBan(sc.s) : null;
  const ignoring = op.ignoreRequirements === true && !ban;
  const ignoreLevel = op.ignoreLevel === true && !ban;
  const fits = (c: CardInst, p: Permanent) =>
    digivolveBan(sc.s, seen(c, p), c) === null &&
    (ignoring || requirementCost(sc.s, c.def, seen(c, p), ignoreLevel) !== null) &&
    (op.maxRequirementCost === undefined ||
      (handDigivolveCost(sc.s, c.def, p) ?? Infinity) <= op.maxRequirementCost);
  const usable = cards.filter((c) => onto.some((p) => fits(c, p)));
  const none =
    usable.length === 0
      ? `no Digimon can digivolve with this effect (8-1-3-1)${ban ? `: ${ban}, so the requirements apply` : ""}`
      : null;
  return { onto, fits, usable, none, ban, ignoring, ignoreLevel, seen };
}

/** Why a digivolution a cost asks for can't be made now (a cost is paid in full, 15-7). */
function cannotDigivolveBy(sc: OpScope, op: DigivolveByOp): string | null {
  return digivolveChoices(sc, op).none;
}

bindDigivolveByEffect({ intoRevealed: digivolveIntoRevealed, cannot: cannotDigivolveBy });

function digivolveBy(sc: OpScope, op: DigivolveByOp, pool?: CardInst[]): string[] {
  const { onto, fits, usable, none, ban, ignoring, ignoreLevel, seen } = digivolveChoices(sc, op, pool);
  if (none) return [none];
  const card = chooseOne(
    sc,
    usable,
    cardOption,
    `Player ${sc.me}: choose a card to digivolve into${op.optional ? " (or none)" : ""}`,
    op.optional,
  );
  if (!card) return [`player ${sc.me} does not digivolve`];
  const perm = chooseOne(
    sc,
    onto.filter((p) => fits(card, p)),
    permOption,
    `Player ${sc.me}: choose the Digimon that digivolves into ${cardName(card)}`,
    false,
  )!;
  const before = permName(perm);
  const printed =
    requirementCost(sc.s, card.def, seen(card, perm), ignoreLevel) ??
    Math.min(...card.def.digivolve.map((r) => r.cost), Infinity);
  const base = Number.isFinite(printed) ? printed : 0;
  const from = pool ? (take(pool, card), "revealed cards") : takeCard(sc, card);
  const asked = op.cost;
  const allowed =
    typeof asked === "object" && "reduce" in asked
      ? allowedReduction(sc.s, sc.me, "digivolve", asked.reduce)
      : null;
  const effectCost = costOf(allowed ? { reduce: allowed.reduce } : asked, base);
  const cost = wouldCost(
    sc,
    op,
    card,
    perm,
    from === "hand" ? withDigisorption(sc, card, effectCost) : effectCost,
    from,
  );
  const paid = pay(sc, cost) + (allowed?.ban ? ` (${allowed.ban})` : "");
  const asTamer = digivolvesAsTamer(sc.s, card.def, perm, op.asDigimon);
  const asIf = asDigimonWords(sc, perm, op.asDigimon);
  card.epoch += 1;
  perm.stack.unshift(card);
  // "that Digimon", "the Digimon this effect digivolved": the one that digivolved.
  sc.chosen = [perm];
  sc.digivolved?.push(perm);
  const drew = drawOne(sc, "for digivolving (8-1-3-3)");
  recordEvent(sc.ctx, {
    kind: "digivolved",
    pid: perm.pid,
    player: sc.me,
    dna: false,
    byEffect: true,
    ...(from === "trash" ? { fromTrash: true as const } : {}),
    ...(asTamer ? { asTamer: true as const } : {}),
  });
  const how = ignoring
    ? ", ignoring its digivolution requirements (8-1-2-2)"
    : ignoreLevel
      ? ", ignoring its level"
      : ban
        ? `, meeting its requirements (${ban})`
        : "";
  return [`${before}${asIf} digivolves into ${cardName(card)} from the ${from}${how}, ${paid}; ${drew}`];
}

/** The two Digimon (in requirement order) a DNA card can be made of, this Digimon among them if asked. */
function dnaPairs(sc: OpScope, def: CardDef, op: DnaByOp): [Permanent, Permanent][] {
  const dna = def.dna;
  if (!dna || dna.parts.length !== 2) return [];
  const mine = sc.s.players[sc.me]!.battle.filter((p) => isDigimon(sc.s, p));
  const fits = (p: Permanent, i: number) => fitsDnaPartFor(p, colorsOf(sc.s, p), dna.parts[i]!, def);
  // The Digimon that must be one of the two: this one, or the one the trigger is about.
  const subjectPid = sc.source?.subjectPid ?? sc.subject?.pid;
  const anchor = op.withThis ? sc.self : op.withSubject ? mine.find((p) => p.pid === subjectPid) : undefined;
  if ((op.withThis || op.withSubject) && !anchor) return [];
  const pairs: [Permanent, Permanent][] = [];
  for (const a of mine)
    for (const b of mine)
      if (a !== b && fits(a, 0) && fits(b, 1) && (!anchor || a === anchor || b === anchor))
        if (!op.partner || permanentMatches(sc.s, a === sc.self ? b : a, op.partner, sc.self, sc.me))
          pairs.push([a, b]);
  return pairs;
}

/** DNA digivolution by an effect (8-2-3): both Digimon and their cards under the new one, then the draw. */
function dnaBy(sc: OpScope, op: DnaByOp): string[] {
  if (op.withCard) return dnaWithCard(sc, op);
  const mine = sc.s.players[sc.me]!;
  const cards = mine.hand.filter(
    (c) => c.def.category === "Digimon" && matchesFilter(sc.s, c, op.into) && dnaPairs(sc, c.def, op).length,
  );
  if (cards.length === 0) return ["no Digimon can DNA digivolve with this effect (8-2-3-1)"];
  const card = chooseOne(
    sc,
    cards,
    cardOption,
    `Player ${sc.me}: choose a card to DNA digivolve into (or none)`,
    true,
  );
  if (!card) return [`player ${sc.me} does not DNA digivolve`];
  const pairs = dnaPairs(sc, card.def, op);
  const firsts = [...new Set(pairs.map(([a]) => a))];
  const first = chooseOne(
    sc,
    firsts,
    permOption,
    `Player ${sc.me}: choose the Digimon that goes on top`,
    false,
  )!;
  const seconds = pairs.filter(([a]) => a === first).map(([, b]) => b);
  const second = chooseOne(sc, seconds, permOption, `Player ${sc.me}: choose the other Digimon`, false)!;
  const names = `${permName(first)} and ${permName(second)}`;
  take(mine.hand, card);
  const paid = pay(sc, withDigisorption(sc, card, costOf(op.cost, card.def.dna!.cost)));
  // Every card becomes a new card: link cards are trashed first (8-2-2-1-2).
  trashLinks(sc.s, first);
  trashLinks(sc.s, second);
  card.epoch += 1;
  first.stack = [card, ...first.stack, ...second.stack];
  mine.battle = mine.battle.filter((p) => p !== second);
  return [`${names} DNA digivolve into ${cardName(card)}, ${paid}; ${dnaDone(sc, first)}`];
}

/** After the stack is made (8-2-2-1): unsuspended, new cards, effects applied before end, it may attack this turn; the draw. */
function dnaDone(sc: OpScope, made: Permanent): string {
  made.suspended = false;
  made.dpMods = [];
  made.granted = [];
  made.unblockable = false;
  made.since = 0;
  // A new Digimon (8-2-2-1): what watched either of the two by its id no longer finds it.
  made.pid = sc.s.nextPid++;
  const drew = drawOne(sc, "for DNA digivolving (8-2-3-3)");
  recordEvent(sc.ctx, { kind: "digivolved", pid: made.pid, player: sc.me, dna: true, byEffect: true });
  recordDnaMade(sc, made);
  return drew;
}

interface DnaWithCard {
  perm: Permanent;
  card: CardInst;
  /** The card meets the left requirement, so it goes on top of the Digimon's stack (8-2-2-2). */
  cardOnTop: boolean;
}

/** The Digimon-and-card pairs that meet `into`'s DNA requirements, in either order. */
function dnaWithCardPairs(sc: OpScope, op: DnaByOp, into: CardInst): DnaWithCard[] {
  const w = op.withCard!;
  const dna = into.def.dna;
  if (!dna || dna.parts.length !== 2) return [];
  const mine = sc.s.players[sc.me]!;
  const pile = w.from === "hand" ? mine.hand : mine.trash;
  const cards = pile.filter((c) => c !== into && matchesFilter(sc.s, c, w.filter));
  const fitsCard = (c: CardInst, i: number) =>
    fitsDnaPart(dna.parts[i]!, c.def.level, c.def.colors, identityOf(c.def).names);
  const fitsPerm = (p: Permanent, i: number) => fitsDnaPartFor(p, colorsOf(sc.s, p), dna.parts[i]!, into.def);
  const out: DnaWithCard[] = [];
  // "that Digimon and a card in the hand": the Digimon is the one the trigger is about.
  const subjectPid = w.field.subject ? (sc.source?.subjectPid ?? sc.subject?.pid) : undefined;
  for (const perm of mine.battle)
    if (
      isDigimon(sc.s, perm) &&
      permanentMatches(sc.s, perm, w.field, sc.self, sc.me) &&
      (!w.field.subject || perm.pid === subjectPid)
    )
      for (const card of cards) {
        if (fitsPerm(perm, 0) && fitsCard(card, 1)) out.push({ perm, card, cardOnTop: false });
        if (fitsCard(card, 0) && fitsPerm(perm, 1)) out.push({ perm, card, cardOnTop: true });
      }
  return out;
}

/** "1 of your [A] and 1 [B] in the trash may DNA digivolve into [C] in the hand" (8-2-3). */
function dnaWithCard(sc: OpScope, op: DnaByOp): string[] {
  const mine = sc.s.players[sc.me]!;
  const intos = mine.hand.filter(
    (c) =>
      c.def.category === "Digimon" && matchesFilter(sc.s, c, op.into) && dnaWithCardPairs(sc, op, c).length,
  );
  if (intos.length === 0) return ["no Digimon and card can DNA digivolve with this effect (8-2-3-1)"];
  const into = chooseOne(
    sc,
    intos,
    cardOption,
    `Player ${sc.me}: choose a card to DNA digivolve into (or none)`,
    true,
  );
  if (!into) return [`player ${sc.me} does not DNA digivolve`];
  let pairs = dnaWithCardPairs(sc, op, into);
  const perms = [...new Set(pairs.map((x) => x.perm))];
  const perm = chooseOne(
    sc,
    perms,
    permOption,
    `Player ${sc.me}: choose the Digimon that DNA digivolves`,
    false,
  )!;
  pairs = pairs.filter((x) => x.perm === perm);
  const cards = [...new Set(pairs.map((x) => x.card))];
  const where = op.withCard!.from;
  const card = chooseOne(
    sc,
    cards,
    cardOption,
    `Player ${sc.me}: choose the card from your ${where}`,
    false,
  )!;
  pairs = pairs.filter((x) => x.card === card);
  // Either order meets the requirements: the player chooses the stacking order (8-2-2-2).
  const onTop =
    pairs.length === 1
      ? pairs[0]!.cardOnTop
      : chooseOne(
          sc,
          [false, true],
          (top) => ({
            id: top ? "card" : "digimon",
            label: top ? cardName(card) : permName(perm),
            card: top ? card.code : optionId(perm),
          }),
          `Player ${sc.me}: choose what goes on top of the stack`,
          false,
        )!;
  const before = permName(perm);
  take(mine.hand, into);
  take(where === "hand" ? mine.hand : mine.trash, card);
  const paid = pay(sc, withDigisorption(sc, into, costOf(op.cost, into.def.dna!.cost)));
  // Every card becomes a new card: link cards are trashed first (8-2-2-1-2).
  trashLinks(sc.s, perm);
  into.epoch += 1;
  card.epoch += 1;
  perm.stack = onTop ? [into, card, ...perm.stack] : [into, ...perm.stack, card];
  return [
    `${before} and ${cardName(card)} from the ${where} DNA digivolve into ${cardName(into)}, ${paid}; ${dnaDone(sc, perm)}`,
  ];
}

/** Why a Digimon can't make an attack declaration now, or null. */
/** `unsuspended`: the attack does not suspend it, so a suspended Digimon may make it (as <Overclock>'s, 16-34-1). */
function cannotAttack(sc: OpScope, p: Permanent, unsuspended = false): string | null {
  if (!sc.s.players[sc.me]!.battle.includes(p)) return `${permName(p)} is not in the battle area`;
  if (!isDigimon(sc.s, p)) return `${permName(p)} is not a Digimon`;
  if (p.suspended && !unsuspended) return `${permName(p)} is suspended (11-2-5)`;
  const rush = hasKeyword(sc.s, p, "rush");
  if (p.since > 0 && !rush) return `${permName(p)} was played this turn and has no <Rush> (7-1-2-1)`;
  return attackBan(sc.s, p, null, unsuspended)?.replace(/\.$/, "") ?? null;
}

/**
 * "Choose 1 of your opponent's Digimon. Your opponent attacks with the chosen Digimon.": the
 * Digimon is chosen (by the effect's player unless `pickedBy` says the opponent), then its owner,
 * the turn player (11-1-2), declares the attack with it if it can attack, and picks the target.
 */
function opponentAttacks(sc: OpScope, op: AttackByOp): string[] {
  const { s, me } = sc;
  const them = opponentOf(s, me);
  if (s.attack) return ["a new attack declaration can't be made during an attack (11-2-4)"];
  if (them !== s.turn)
    return [`only the turn player can attack, and it is not player ${them}'s turn (11-1-2)`];
  if (op.who === "this" || op.who === "dnaResult") return ["the attacking Digimon must be the opponent's"];
  const pool = fieldCandidates(sc, op.who);
  if (pool.length === 0) return [`player ${them} has no Digimon to attack with`];
  const picker = op.pickedBy === "opponent" ? them : me;
  const theirs: OpScope = { ...sc, me: them };
  const chosen = chooseOne(
    op.pickedBy === "opponent" ? theirs : sc,
    pool,
    permOption,
    `Player ${picker}: choose the Digimon of player ${them} that attacks`,
    false,
  )!;
  const why = cannotAttack(theirs, chosen);
  if (why) return [`${permName(chosen)} is chosen, but can't attack: ${why}`];
  return declareAttack(theirs, op, chosen);
}

/** An attack declaration made by an effect (11-2-8-1); the attack goes on once the effects are resolved. */
function attackBy(sc: OpScope, op: AttackByOp): string[] {
  const { s, me } = sc;
  if (op.by === "opponent") return opponentAttacks(sc, op);
  if (s.attack) return ["a new attack declaration can't be made during an attack (11-2-4)"];
  if (me !== s.turn) return ["only the turn player can attack (11-1-2)"];
  const pool =
    op.who === "dnaResult" ? [dnaMade(sc)].filter((p): p is Permanent => !!p) : fieldCandidates(sc, op.who);
  if (op.before) return boostedAttack(sc, op, pool, op.before);
  const free = op.withoutSuspending === true;
  const able = pool.filter((p) => cannotAttack(sc, p, free) === null);
  if (able.length === 0) {
    const why = pool.map((p) => cannotAttack(sc, p, free)).find((w) => w);
    return [`no Digimon can attack with this effect${why ? `: ${why}` : ""}`];
  }
  const attacker = chooseOne(
    sc,
    able,
    permOption,
    `Player ${me}: choose a Digimon to attack with${op.must ? "" : " (or none)"}`,
    !op.must,
  );
  if (!attacker) return [`player ${me} does not attack`];
  return declareAttack(sc, op, attacker);
}

/**
 * "1 of your Digimon may get +5000 DP for the turn and attack your opponent's Digimon": the
 * player may choose none; the one chosen gets the change, then must attack if it can (official Q&A).
 */
function boostedAttack(sc: OpScope, op: AttackByOp, pool: Permanent[], before: Op[]): string[] {
  const { me } = sc;
  if (pool.length === 0) return ["no Digimon can be chosen for this effect"];
  const chosen = chooseOne(
    sc,
    pool,
    permOption,
    `Player ${me}: choose a Digimon to get this and attack (or none)`,
    !op.must,
  );
  if (!chosen) return [`player ${me} chooses no Digimon`];
  sc.chosen = [chosen];
  const got = sc.run({ op: "onReferent", referent: "it", chosenOnly: true, then: before });
  const why = cannotAttack(sc, chosen, op.withoutSuspending === true);
  if (why) return [...got, `${permName(chosen)} must attack if it can, and it can't: ${why}`];
  return [...got, ...declareAttack(sc, op, chosen)];
}

function declareAttack(sc: OpScope, op: AttackByOp, attacker: Permanent): string[] {
  const { s, me } = sc;
  const opponent = opponentOf(s, me);
  const targets: ("player" | Permanent)[] = [
    ...(op.target === "digimon" ? [] : ["player" as const]),
    ...(op.target === "player"
      ? []
      : s.players[opponent]!.battle.filter(
          (p) => (p.suspended || op.unsuspendedToo || alsoAttacks(s, attacker, p)) && isDigimon(s, p),
        )),
  ];
  // "Can't attack players", "can't be attacked": an effect's attack keeps to what the attacker may attack (15-8-2).
  const free = op.withoutSuspending === true;
  const bans = targets.map((t) => attackBan(s, attacker, t, free)?.replace(/\.$/, "") ?? null);
  const open = targets.filter((_, i) => bans[i] === null);
  if (open.length === 0) {
    const why = bans.find((b) => b !== null);
    return [`${permName(attacker)} has nothing to attack (11-2-7-1)${why ? `: ${why}` : ""}`];
  }
  const target = chooseOne(
    sc,
    open,
    (t) => (t === "player" ? { id: "player", label: `player ${opponent}`, card: "player" } : permOption(t)),
    `Player ${me}: choose what ${permName(attacker)} attacks`,
    false,
  )!;
  if (!op.withoutSuspending) suspendPermanent(sc.ctx, attacker);
  s.attack = {
    attacker: attacker.pid,
    target: target === "player" ? "player" : target.pid,
    player: me,
    stage: "declared",
  };
  recordEvent(sc.ctx, {
    kind: "attacking",
    pid: attacker.pid,
    player: me,
    target: target === "player" ? "player" : "digimon",
    ...(target === "player" ? {} : { targetPid: target.pid }),
  });
  const what = target === "player" ? `player ${opponent}` : permName(target);
  const how = op.withoutSuspending ? "attacks without suspending" : "suspends and attacks";
  return [
    `${permName(attacker)} ${how} ${what} (11-2-8-1); the attack goes on once the effects are resolved (11-1-4)`,
  ];
}

export function runPlaysOp(sc: OpScope, op: PlaysOp): string[] {
  switch (op.op) {
    case "playFrom": {
      const player = op.by === "opponent" ? { ...sc, me: opponentOf(sc.s, sc.me) } : sc;
      return playFrom(player, playWithCountedReduction(player, op));
    }
    case "digivolveBy":
      return digivolveBy(sc, digivolveWithCountedReduction(sc, op));
    case "dnaBy":
      return dnaBy(sc, op);
    case "attackBy":
      return attackBy(sc, op);
  }
}

/** A card a total play cost can still pay for: one with a play cost (a Digimon or Tamer) within what is left. */
