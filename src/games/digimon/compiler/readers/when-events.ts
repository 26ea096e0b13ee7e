/**
 * "When ..." trigger conditions by event: Digimon and Tamers that become (un)suspended, are deleted,
 * played or digivolve (and by what), attacks on a player or a Digimon, switched attack targets,
 * Option cards used, cards added to or trashed from hands, decks, security stacks and digivolution
 * cards (a card's own trashing too), and steps the engine does not simulate (linking, moving).
 */
import { faceUpAdded } from "./security.ts";
import type { CardFilter, Side, Timing, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, filterPhrase, names, postModifiers } from "./filters.ts";
import { digivolveOrPlacedUnder, sourcesPlaced, sourcesReturned } from "./when-sources.ts";
import { MORE_EVENTS } from "./when-more-events.ts";
import { PLAYED_FROM_EVENTS } from "./when-played-from.ts";
import { FACE_UP_CHECK_EVENTS } from "./when-checks-face-up.ts";
import { BATTLE_OPTION_EVENTS } from "./when-battle-options.ts";
import { SOURCE_WORDING_EVENTS } from "./when-sources-wordings.ts";
import { ANY_DIGIMON_EVENTS } from "./when-any-digimon.ts";
import { SUBJECT_EVENTS } from "./when-subject-events.ts";
import { SECURITY_REMOVED_EVENTS } from "./when-security-removed.ts";
import { CARDS_ADDED_EVENTS } from "./when-cards-added.ts";

interface Subject {
  self?: true;
  side: Side;
  filter: CardFilter;
}

function sideWord(word: string): Side {
  const w = word.toLowerCase();
  if (w.includes("opponent")) return "opponent";
  if (w === "your" || w === "you") return "you";
  return "any";
}

/** "this Tamer", "one of your red Tamers", "any of your [X]s", "an opponent's Digimon", "other Digimon". */
function fieldSubject(c: Cursor): Subject | null {
  return c.try(() => {
    const self = c.re("this (Digimon|Tamer)");
    if (self) {
      const filter: CardFilter = { category: self[1] === "Tamer" ? "Tamer" : "Digimon" };
      // "this Digimon with [X] in its name": only while it is so.
      postModifiers(c, filter);
      return { self: true, side: "you", filter };
    }
    const m = c.re(
      "(?:(?:one|any|1) of )?(your opponent's|an opponent's|your|another|any other|other|an?|any)(?=\\s)",
    );
    if (!m) return null;
    const first = filterPhrase(c, true);
    if (!first) return null;
    orTrait(c, first);
    c.is("s"); // "any of your [X]s"
    const f = orKind(c, first);
    if (/other/i.test(m[1]!)) f.other = true;
    return { side: sideWord(m[1]!), filter: f };
  });
}

/** "[Calumon] or Tamers with [Takato Matsuki] in their names", "[X]/[Y] or green Tamers": a name, or cards of a kind. */
function orKind(c: Cursor, f: CardFilter): CardFilter {
  if (Object.keys(f).join() !== "nameIs") return f;
  const kind = c.try(() => {
    if (!c.is("or")) return null;
    const g = filterPhrase(c, true);
    return g?.category ? g : null;
  });
  return kind ? { anyOf: [f, kind] } : f;
}

/** "with [X] in its name or [Y] in its traits": the name or the trait. */
function orTrait(c: Cursor, f: CardFilter): void {
  if (!f.nameIncludes) return;
  const m = c.re(`or (${NAMES}) in (?:its|their|one of its|any of its) traits?|or the (${NAMES}) traits?`);
  if (!m) return;
  const trait: CardFilter = m[1] ? { traitIncludes: names(m[1]) } : { traits: names(m[2]!) };
  f.anyOf = [{ nameIncludes: f.nameIncludes }, trait];
  delete f.nameIncludes;
}

/** "a Digimon with the [X] trait or a blue Tamer": either phrase. */
function eitherPhrase(c: Cursor): CardFilter | null {
  // "a Digimon card with ...": the card reading, not the field one stopping before "card".
  const first =
    c.try(() => {
      const f = filterPhrase(c, true);
      return f && !c.peek("cards?") ? f : null;
    }) ?? filterPhrase(c, false);
  if (!first) return null;
  orTrait(c, first);
  const second = c.try(() => (c.re("or (?:an?|1)(?=\\s)") ? filterPhrase(c, true) : null));
  return second ? { anyOf: [first, second] } : first;
}

/** Whose effect: "an effect" (anyone's), "one of your effects", "your opponent's effects". */
function effectAgent(c: Cursor): Side | null {
  const m = c.re(
    "(an effect|effects|one of your effects|your effects|one of your opponent's effects|your opponent's effects|an opponent's effect)",
  );
  return m ? sideWord(/opponent/i.test(m[1]!) ? "opponent" : /your/i.test(m[1]!) ? "your" : "any") : null;
}

const SUSPENDED = "(?:becomes?|is|are|gets?) suspended|suspends?";
const UNSUSPENDED = "(?:becomes?|is|are) unsuspended|unsuspends?";

function suspended(c: Cursor): TriggerCondition | null {
  const agent = c.try(() => {
    const by = effectAgent(c);
    return by && c.is("suspends?") ? by : null;
  });
  const subj = fieldSubject(c);
  if (!subj) return null;
  let byEffect = agent;
  if (!agent) {
    if (!c.is(SUSPENDED)) return null;
    if (c.is("by (?:an effect|effects)")) byEffect = "any";
  }
  return stateChange("suspended", subj, byEffect ? { byEffect } : {});
}

function unsuspended(c: Cursor): TriggerCondition | null {
  const subj = fieldSubject(c);
  if (!subj || !c.is(UNSUSPENDED)) return null;
  if (c.is("during your unsuspend phase"))
    return stateChange("unsuspended", subj, { duringUnsuspendPhase: true });
  if (c.is("during (?:your|a|the|your opponent's) main phase"))
    return stateChange("unsuspended", subj, { duringMainPhase: true });
  return stateChange("unsuspended", subj, {});
}

function stateChange(
  on: "suspended" | "unsuspended",
  subj: Subject,
  extra: { byEffect?: Side; duringMainPhase?: boolean; duringUnsuspendPhase?: boolean },
): TriggerCondition {
  if (subj.self) {
    const { category: _category, ...rest } = subj.filter;
    const filter = Object.keys(rest).length ? { filter: rest } : {};
    return { on, self: true, ...filter, ...extra } as TriggerCondition;
  }
  return { on, side: subj.side, filter: subj.filter, ...extra } as TriggerCondition;
}

/** "one of your red Tamers is deleted", "other Digimon are deleted", "any of your [X] trait Digimon are deleted". */
function deleted(c: Cursor): TriggerCondition | null {
  // "When Digimon are deleted": any player's Digimon.
  if (c.is("Digimon are deleted(?! in battle)"))
    return { on: "deleted", side: "any", filter: { category: "Digimon" } };
  const subj = fieldSubject(c);
  if (!subj || subj.self || !c.is("(?:is|are) deleted")) return null;
  const inBattle = c.is("in battle");
  const { other, ...filter } = subj.filter;
  return {
    on: "deleted",
    side: subj.side,
    ...(other ? { other } : {}),
    ...(inBattle ? { inBattle } : {}),
    filter,
  };
}

/**
 * "effects digivolve your opponent's Digimon", "an effect plays or digivolves an opponent's
 * Digimon", "effects play or digivolve any Digimon": a digivolution an effect made (<Blast
 * Digivolve> too, 16-26-4), or either event.
 */
function effectDigivolves(c: Cursor): TriggerCondition | null {
  const m = c.re("(?:an effect|effects) (plays? or )?digivolves?");
  if (!m) return null;
  const subj = fieldSubject(c);
  if (!subj || subj.self || subj.filter.other || Object.keys(subj.filter).join() !== "category") return null;
  if (subj.filter.category !== "Digimon") return null;
  const digivolved: TriggerCondition = { on: "digivolved", side: subj.side, byEffect: true };
  if (!m[1]) return digivolved;
  return {
    on: "any",
    of: [{ on: "played", side: subj.side, filter: subj.filter, byEffect: true }, digivolved],
  };
}

/** "an effect plays one of your Digimon", "you play another Digimon by an effect", "an opponent plays a Digimon". */
function played(c: Cursor): TriggerCondition | null {
  if (c.is("(?:an effect|effects) plays?")) {
    const subj = fieldSubject(c);
    return subj && !subj.self ? { on: "played", side: subj.side, filter: subj.filter, byEffect: true } : null;
  }
  const who = c.re("(you|your opponent|an opponent) plays?");
  if (who) {
    c.re("(?:an?|1)(?=\\s)");
    const filter = eitherPhrase(c);
    if (!filter) return null;
    const byEffect = c.is("(?:by|using) (?:an effect|effects)");
    return { on: "played", side: sideWord(who[1]!), filter, ...(byEffect ? { byEffect } : {}) };
  }
  const subj = fieldSubject(c);
  if (!subj || subj.self || !c.is("(?:is|are) played")) return null;
  if (c.is("or (?:digivolves?|digivolve)"))
    return {
      on: "any",
      of: [
        { on: "played", side: subj.side, filter: subj.filter },
        { on: "digivolved", side: subj.side, filter: subj.filter },
      ],
    };
  const byEffect = c.is("by (?:an effect|effects)");
  return { on: "played", side: subj.side, filter: subj.filter, ...(byEffect ? { byEffect } : {}) };
}

/** "one of your Digimon digivolves into a [X] trait Digimon": the filter is on the new top card. */
/** "your Digimon", "your Digimon or Tamers": who digivolves, with nothing more said of them. */
function onlyKinds(f: CardFilter): boolean {
  if (Object.keys(f).join() === "category") return true;
  return Object.keys(f).join() === "anyOf" && f.anyOf!.every((a) => Object.keys(a).join() === "category");
}

function digivolvesInto(c: Cursor): TriggerCondition | null {
  const subj = fieldSubject(c);
  if (!subj || subj.self || !onlyKinds(subj.filter) || !c.is("digivolves? into")) return null;
  c.re("(?:an?|1)(?=\\s)");
  const filter = eitherPhrase(c);
  if (!filter || c.peek("in (?:your|the) hand")) return null;
  return { on: "digivolved", side: subj.side, filter };
}

/**
 * "attacks one of your blue Digimon", "attacks an opponent's Digimon with no digivolution cards":
 * the Digimon attacked, on the attacker's opponent's side, narrowed by more than being a Digimon.
 */
function attackedDigimon(c: Cursor, attacker: Subject): CardFilter | null {
  return c.try(() => {
    const m = c.re("attacks? (one of your opponent's|an opponent's|your opponent's|one of your)(?=\\s)");
    if (!m) return null;
    const theirs = /opponent/i.test(m[1]!);
    if (theirs !== (attacker.self === true || attacker.side === "you")) return null;
    if (!theirs && attacker.side !== "opponent") return null;
    const f = filterPhrase(c, true);
    if (!f || f.category !== "Digimon" || f.other) return null;
    const { category: _category, ...rest } = f;
    return Object.keys(rest).length ? rest : null;
  });
}

/** "this Digimon attacks a player", "you attack an opponent's Digimon", "Digimon attack players". */
function attacksPlayer(c: Cursor): TriggerCondition | null {
  const has = c.re(`you attack with a Digimon that has (${NAMES}) in its name or is level (\\d+) or higher`);
  if (has) {
    const filter: CardFilter = {
      category: "Digimon",
      anyOf: [{ nameIncludes: names(has[1]!) }, { minLevel: Number(has[2]) }],
    };
    return { on: "attacks", side: "you", filter };
  }
  if (c.is("Digimon attack players"))
    return { on: "attacks", side: "any", filter: { category: "Digimon" }, target: "player" };
  if (c.is("you attack (?:an opponent's|your opponent's) Digimon"))
    return { on: "attacks", side: "you", target: "digimon" };
  const subj = fieldSubject(c);
  const targeted = subj ? attackedDigimon(c, subj) : null;
  if (subj && targeted) {
    const { other, ...filter } = subj.filter;
    const who = subj.self
      ? { side: "you" as const, self: true }
      : { side: subj.side, ...(other ? { other } : {}), filter };
    return { on: "attacks", ...who, target: "digimon", targetFilter: targeted };
  }
  if (subj && c.is("attacks? (?:an opponent's|your opponent's) Digimon")) {
    if (subj.self) return { on: "attacks", side: "you", self: true, target: "digimon" };
    const { other, ...filter } = subj.filter;
    return { on: "attacks", side: subj.side, ...(other ? { other } : {}), filter, target: "digimon" };
  }
  if (!subj || !c.is("attacks? (?:a|the|your opponent as a) player")) return null;
  if (subj.self) return { on: "attacks", side: "you", self: true, target: "player" };
  const { other, ...filter } = subj.filter;
  return { on: "attacks", side: subj.side, ...(other ? { other } : {}), filter, target: "player" };
}

/** "you use an Option card with a cost of 2 or more", "you use [X] trait Option cards". */
function optionUsed(c: Cursor): TriggerCondition | null {
  const who = c.re("(you|your opponent) uses?");
  if (!who) return null;
  c.re("(?:an?|1)(?=\\s)");
  const filter = filterPhrase(c, false);
  if (!filter || filter.category !== "Option") return null;
  const cost = c.re("with an? (?:use |play )?cost of (\\d+) or (more|less|lower|higher)");
  if (cost) {
    if (/more|higher/i.test(cost[2]!)) filter.minPlayCost = Number(cost[1]);
    else filter.maxPlayCost = Number(cost[1]);
  }
  return { on: "optionUsed", side: sideWord(who[1]!), filter };
}

/** "one of your effects trashes a card in your hand", "your hand is trashed from". */
function handTrashed(c: Cursor): TriggerCondition | null {
  let m = c.re("(your opponent's|your) hand is trashed from");
  if (m) return { on: "handTrashed", side: sideWord(m[1]!) };
  // "When hands are trashed from": either player's hand (official Q&A).
  if (c.is("hands are trashed from")) return { on: "handTrashed", side: "any" };
  const some = trashedCardsOf(c);
  if (some) return some;
  const by = c.try(() => {
    const agent = effectAgent(c);
    return agent && c.is("trash(?:es)?") ? agent : null;
  });
  if (by) {
    m = c.re(
      "(?:an?|1|\\d+ or more) cards? (?:in|from) (your opponent's|your) hand|cards (?:in|from) (your opponent's|your) hand",
    );
    return m ? { on: "handTrashed", side: sideWord((m[1] ?? m[2])!), byEffect: by } : null;
  }
  if (c.is("you trash (?:a card|cards) (?:in|from) your hand using one of your effects"))
    return { on: "handTrashed", side: "you", byEffect: "you" };
  return null;
}

/**
 * "a Digimon card with the [X] trait is trashed from your hand", "level 4 or higher Digimon cards
 * ... are trashed from your hand": only such cards, which the effect then calls "that card" or "them".
 */
function trashedCardsOf(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    c.re("(?:an?|1)(?=\\s)");
    const card = filterPhrase(c, false);
    if (!card?.category || Object.keys(card).length < 2) return null;
    const m = c.re("(?:is|are) trashed from (your opponent's|your) hand");
    return m ? { on: "handTrashed", side: sideWord(m[1]!), card } : null;
  });
}

/** "an effect adds cards to your opponent's hand", "one of your Digimon's effects adds cards to your hand". */
function handAdded(c: Cursor): TriggerCondition | null {
  const by = c.re("(an effect|effects|one of your effects|one of your Digimon's effects) adds?");
  if (!by) return null;
  const m = c.re("(?:a card|cards) to (your or your opponent's|your opponent's|your) hand");
  if (!m) return null;
  const side: Side = /or/.test(m[1]!) ? "any" : sideWord(m[1]!);
  if (/Digimon's/.test(by[1]!)) return { on: "handAdded", side, byEffect: "you", byDigimon: true };
  return { on: "handAdded", side, ...(/your/.test(by[1]!) ? { byEffect: "you" as const } : {}) };
}

/** "security stacks are removed from", "a card is removed from a security stack". */
function anySecurityRemoved(c: Cursor): TriggerCondition | null {
  return c.is("security stacks are removed from|a card is removed from a security stack")
    ? { on: "securityRemoved", side: "any" }
    : null;
}

/** Security stacks and decks, digivolution cards; steps the engine does not simulate. */
function zones(c: Cursor): TriggerCondition | null {
  let m: RegExpExecArray | null;
  if (
    (m = c.re(
      "(?:a card is|cards are) added to (your opponent's|your) security stack|(your opponent's|your) security stack is added to",
    ))
  )
    return { on: "securityAdded", side: sideWord((m[1] ?? m[2])!) };
  if (
    (m = c.re(
      "(?:a card is|cards are) trashed from (your opponent's|your) deck|a card in (your opponent's|your) deck is trashed",
    ))
  )
    return { on: "deckTrashed", side: sideWord((m[1] ?? m[2])!) };
  if (c.is("(?:an effect trashes|effects trash(?:es)?) cards from your deck"))
    return { on: "deckTrashed", side: "you" };
  if (c.is("you hatch in the breeding area")) return { on: "notSimulated", step: "hatch" };
  if ((m = c.re("(?:a card is|cards are) trashed from (your opponent's|your) hand")))
    return { on: "handTrashed", side: sideWord(m[1]!) };
  if ((m = c.re("(your opponent's|your) security (?:is reduced|is removed from)")))
    return { on: "securityRemoved", side: sideWord(m[1]!) };
  if (
    (m = c.re(
      "(?:a|one of the) digivolution cards? of (?:one of )?(your opponent's|an opponent's|your) Digimon (?:is|are) trashed",
    ))
  )
    return { on: "sourceTrashed", side: sideWord(m[1]!) };
  if (
    (m = c.re(
      "(?:an effect trashes|effects trash) cards from under (this Tamer|(?:any of |one of )?your Tamers)",
    ))
  )
    return /^this/i.test(m[1]!)
      ? { on: "sourceTrashed", side: "you", byEffect: "any", self: true }
      : { on: "sourceTrashed", side: "you", byEffect: "any", under: { category: "Tamer" } };
  if (c.is("you trash (?:a|1) digivolution card of (?:1|one|an?) (?:of your opponent's|opponent's) Digimon"))
    return { on: "sourceTrashed", side: "opponent", byEffect: "you" };
  const linkTrash = c.re(
    "(?:an effect trashes|effects trash) (?:any of |one of )?(this Digimon's|your Digimon's) link cards?",
  );
  if (linkTrash)
    return {
      on: "linkTrashed",
      side: "you",
      byEffect: "any",
      ...(/^this/i.test(linkTrash[1]!) ? { self: true as const } : {}),
    };
  const linked = c.re("(this Digimon gets|(?:any of )?your Digimon get) linked");
  if (linked) {
    const card = c.is("to an?") ? filterPhrase(c, false) : undefined;
    if (card === null) return null;
    const self = /^this/i.test(linked[1]!);
    return { on: "linked", side: "you", ...(self ? { self: true as const } : {}), ...(card ? { card } : {}) };
  }
  const subj = fieldSubject(c);
  // "any of your [X]s are played or suspend": either event, about the same cards.
  if (subj && !subj.self && c.is("(?:is|are) played or (?:suspends?|(?:becomes?|are|is) suspended)"))
    return {
      on: "any",
      of: [
        { on: "played", side: subj.side, filter: subj.filter },
        { on: "suspended", side: subj.side, filter: subj.filter },
      ],
    };
  // "is moved from your breeding area to your battle area": the older wording.
  if (
    subj &&
    c.is(
      "moves? from the breeding area to the battle area|(?:is|are) moved from (?:your|their|the) breeding area to (?:your|their|the) battle area",
    )
  )
    return {
      on: "movedToBattle",
      side: subj.side,
      filter: subj.filter,
      ...(subj.self ? { self: true } : {}),
    };
  return null;
}

/** "this card is trashed from your deck" (or the hand), "one of your effects trashes this card in your hand". */
function selfTrashed(c: Cursor): TriggerCondition | null {
  if (c.is("this card is trashed from your deck")) return { on: "trashedSelf", from: "deck" };
  if (c.is("an effect trashes this digivolution card"))
    return { on: "trashedSelf", from: "sources", byEffect: "any" };
  const by = c.re("(an effect trashes this card|effects trash this card|this card is trashed) from");
  if (by) {
    const byEffect = /effect/i.test(by[1]!) ? { byEffect: "any" as const } : {};
    if (c.is("(?:the )?digivolution cards(?! of)"))
      return { on: "trashedSelf", from: "sources", ...byEffect };
    const filter = c.try(() => {
      if (c.is("(?:the )?digivolution cards of (?:an?|1)")) return filterPhrase(c, true);
      c.re("(?:an?|1)(?=\\s)");
      const f = filterPhrase(c, true);
      return f && c.is("'s digivolution cards") ? f : null;
    });
    if (filter) return { on: "trashedSelf", from: "sources", filter, ...byEffect };
    // "When this card is trashed from the hand": by an effect, a cost or a rule alike.
    if (c.is("(?:the|your) hand")) return { on: "trashedSelf", from: "hand", ...byEffect };
    if (c.is("(?:the|your) security stack")) return { on: "trashedSelf", from: "security", ...byEffect };
    // "from the deck or security stack": either place.
    if (c.is("(?:the|your) deck or (?:the |your )?security stack"))
      return { on: "trashedSelf", from: "security", alsoFrom: "deck", ...byEffect };
    // A deck trashing does not record whose effect it was: only "this card is trashed" is read.
    if (!by[1]!.match(/effect/i) && c.is("(?:the|your) deck")) return { on: "trashedSelf", from: "deck" };
  }
  if (
    c.is(
      "(?:you trash this card in your hand using one of your effects|one of your effects trashes this card in your hand)",
    )
  )
    return { on: "trashedSelf", from: "hand", byEffect: "you" };
  return null;
}

/** "attack targets change", "this Digimon's attack target is switched", "this Digimon is blocked". */
function attackTarget(c: Cursor): TriggerCondition | null {
  // "When attack target is switched": a record without the article, the same event.
  if (c.is("attack targets change|(?:(?:an|the) )?attack target is (?:switched|changed)"))
    return { on: "targetSwitched" };
  if (c.is("this Digimon's attack target (?:is switched|is changed|changes)"))
    return { on: "targetSwitched", self: true };
  if (c.is("one of your Digimon's attack targets? (?:is|are) switched"))
    return { on: "targetSwitched", side: "you" };
  if (c.is("this Digimon is blocked")) return { on: "blocked", self: true };
  return null;
}

/** "[When Digivolving] When DNA digivolving": a condition on the trigger itself (15-3). */
function dna(c: Cursor): TriggerCondition | null {
  return c.is("DNA digivolving") ? { on: "digivolved", side: "you", self: true, dna: true } : null;
}

/**
 * Whether a "When ..." clause only narrows the timing in the header: "[When Attacking] When this
 * Digimon attacks a player", "[When Digivolving] When DNA digivolving".
 */
export function narrowsTiming(timing: Timing | undefined, w: TriggerCondition): boolean {
  if (timing === "whenAttacking")
    return w.on === "attacks" && (w.self === true || (w.side === "you" && !w.filter && !w.other));
  if (timing === "whenDigivolving") return w.on === "digivolved" && w.self === true;
  if (timing === "onPlay") return w.on === "played" && w.self === true;
  return false;
}

const READERS = [
  suspended,
  unsuspended,
  deleted,
  effectDigivolves,
  played,
  digivolvesInto,
  attacksPlayer,
  optionUsed,
  handTrashed,
  anySecurityRemoved,
  faceUpAdded,
  zones,
  dna,
  handAdded,
  selfTrashed,
  attackTarget,
  sourcesPlaced,
  sourcesReturned,
  securityChecked,
  digivolveOrPlacedUnder,
  ...MORE_EVENTS,
  ...PLAYED_FROM_EVENTS,
  ...FACE_UP_CHECK_EVENTS,
  ...BATTLE_OPTION_EVENTS,
  ...SOURCE_WORDING_EVENTS,
  ...ANY_DIGIMON_EVENTS,
  ...SUBJECT_EVENTS,
  ...SECURITY_REMOVED_EVENTS,
  ...CARDS_ADDED_EVENTS,
];

/** "your security is checked": a security check reveals one of that side's cards (13-1-8-2). */
function securityChecked(c: Cursor): TriggerCondition | null {
  const m = c.re("(your opponent's|your) security (?:stack )?is checked");
  return m ? { on: "securityChecked", side: sideWord(m[1]!) } : null;
}

/** The trigger condition after "When", up to (not including) its comma. */
export function whenEvent(c: Cursor, end = ","): TriggerCondition | null {
  for (const read of READERS) {
    const cond = c.try(() => {
      const w = read(c);
      if (!w) return null;
      const also = orTheirSecurity(c, w);
      return c.peek(end) ? (also ?? w) : null;
    });
    if (cond) return cond;
  }
  return null;
}

/**
 * "When any of your opponent's Digimon are deleted or their security stack is removed from":
 * either event, "their" being the side the first one was about.
 */
function orTheirSecurity(c: Cursor, first: TriggerCondition): TriggerCondition | null {
  const side = "side" in first ? first.side : undefined;
  if (side !== "you" && side !== "opponent") return null;
  if (!c.is("or their security (?:stack )?is removed from")) return null;
  return { on: "any", of: [first, { on: "securityRemoved", side }] };
}
