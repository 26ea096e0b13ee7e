/**
 * Effect clauses: the imperative part of a sentence ("Delete 1 of your opponent's Digimon
 * with 4000 DP or less", "<Draw 1>", "gain 1 memory") and the gerund costs ("by suspending
 * this Tamer"). Each rule returns the ops it read, or null and leaves the cursor in place.
 */
import type { EffectContext } from "../reading.ts";
import type { Amount, CardFilter, FieldTarget, Op } from "../../model/index.ts";
import { Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { duration, durationPrefix } from "./duration.ts";
import { cardSpec, fieldTarget } from "./filters.ts";
import { unsuspendThisAndOr } from "./unsuspend-this-and-or.ts";
import { unsuspendThisFiltered } from "./unsuspend-this-filtered.ts";
import { keywordFromText } from "./keywords.ts";
import { PLAY_RULES, securityPlay } from "./plays.ts";
import { restrictEffect, securityDpEffect } from "./persistent-effects.ts";
import {
  deleteTotalWorth,
  deleteUpToOwnDp,
  allSources,
  anySources,
  bothDecks,
  bothDraw,
  deleteUpToTotal,
  drawWords,
  eitherTarget,
  sourcesFromEnd,
  theyTrash,
} from "./targets.ts";
import { cantAttack, noUnsuspend, pairCant } from "./restrict.ts";
import { gainsAndCant, getsAndGains, give, giveDp } from "./gains.ts";
import { pendingChoice, placeSelf, returnSelf, securityDp } from "./options.ts";
import { COST_RULES } from "./costs.ts";
import { sharedThisSubject } from "./shared-subject.ts";
import { selfAndCardsUnder } from "./self-and-cards-under.ts";
import { revealTop } from "./reveal.ts";
import { endAttack, mustAttack, switchTarget } from "./attack-target.ts";
import { gainsQuoted, giveQuoted } from "./gained.ts";
import { pronounClause } from "./pronoun-clauses.ts";
import { playToken } from "./token.ts";
import { opponentEffectsEffect } from "./protections.ts";
import { durationAfterOutcome, tallyBeforeDuration } from "./amounts.ts";
import { SECURITY_RULES } from "./security.ts";
import { topToSecurity } from "./top-to-security.ts";
import { BREEDING_ZONE_RULES } from "./breeding-zone.ts";
import { thatDigimon } from "./subject.ts";
import { oneOfThoseDigimon, thoseDigimon, thoseDigimonDigivolve } from "./one-of-those.ts";
import { oneSubject } from "./one-subject.ts";
import { subjectSources } from "./subject-sources.ts";
import { deDigivolveThis } from "./subject-object.ts";
import { mayBattle } from "./effect-battle.ts";
import { activateNamed } from "./activate-named.ts";
import {
  attackWithIt,
  chooseSourcesAndTrash,
  theyGet,
  trashTheirSecurityCards,
  unsuspendPhaseFirst,
} from "./action-rewordings.ts";
import { trashSources } from "./trash-sources.ts";
import { thisSources } from "./this-sources.ts";
import { digivolvedDpKept } from "./digivolved-referent.ts";
import { playSelfReduced } from "./play-self.ts";
import {
  placeSelfUnder,
  stackFromFieldOrHand,
  stackUnderThis,
  tamerUnderThis,
  thatChosen,
  trashSourcesThenStack,
} from "./stack-under.ts";
import { chosenSourcePlay } from "./chosen-source-play.ts";
import { xrosStandIn } from "./xros-stand-in.ts";
import { placeUnderAnother } from "./place-under-another.ts";
import { digivolveIntoThis } from "./digivolve-into-this.ts";
import { laterOnDigivolved } from "./later.ts";
import { pileMove } from "./pile-moves.ts";
import { activateOwn } from "./activate-own.ts";
import { playedFate } from "./played-fate.ts";
import { treatedAsDigimon } from "./treated-as-digimon.ts";
import { linkEffect, trashLinkCards } from "./links.ts";
import { blitzEffect, mindLinkEffect, saveEffect } from "./keyword-effects.ts";
import { trimHand } from "./trim-hand.ts";
import { opponentPlays } from "./opponent-plays.ts";
import { placeOptionInBattle, trashBattleOptions } from "./battle-options.ts";
import { placeNamedInBattle } from "./place-named.ts";
import { opponentMay, opponentPlaces } from "./opponent-may.ts";
import { deleteEach, suspendEach } from "./delete-each.ts";
import { thisFiltered } from "./this-filtered.ts";
import { originalDp } from "./original-dp.ts";
import { effectPlayBan, optionUseBan, playBan } from "./play-bans.ts";
import { keepChosen } from "./keep-chosen.ts";
import { grants } from "./grants.ts";
import { opponentAttacks } from "./opponent-attacks.ts";
import { playedSubject } from "./played-subject.ts";
import { chooseOnly } from "./chosen-compared.ts";
import { maySuspend } from "./may-suspend.ts";
import { revealAndPlace } from "./reveal-and-place.ts";
import { bouncePair } from "./bounce-pair.ts";
import { returnOrPlay } from "./return-or-play.ts";
import { frontedTrashSources } from "./fronted-sources.ts";
import { activatePlaced } from "./activate-placed.ts";
import { activateOfChosen } from "./activate-of-chosen.ts";
import { deDigivolveDontAffect } from "./keyword-immunity-for.ts";
import { topOfChosen } from "./top-of-chosen.ts";
import { thisFilter } from "./this-that-has.ts";
import { nextDigivolve } from "./next-digivolve.ts";
import { alsoAttackEffect } from "./also-attack-effect.ts";
import { wouldForWhile } from "./would-for-while.ts";
import { breedingDigivolve } from "./breeding-digivolve.ts";
import { lookTop } from "./look-top.ts";
import { perOutcomeWords } from "./per-outcome-words.ts";
import { canScale, repeatsWhenScaled } from "../../model/index.ts";
import { dpThenAttack } from "./dp-then-attack.ts";
import { deleteUntil } from "./delete-until.ts";

type Rule = (c: Cursor, ctx: EffectContext) => Op[] | null;

const one = (target: FieldTarget | "this"): target is FieldTarget => target !== "this";

function dpAmount(c: Cursor): number | null {
  const m = c.re("([+-]\\s?\\d+)\\s?DP");
  return m ? Number(m[1]!.replace(/\s/g, "")) : null;
}

/** "1 of your opponent's Digimon gets -3000 DP for the turn", "have ... get ...". */
const dp: Rule = (c, ctx) => {
  c.is("have");
  const target = fieldTarget(c);
  if (!target || !c.is("gets?")) return null;
  const n = dpAmount(c);
  if (n === null) return null;
  // "gets -2000 DP for each of your Digimon until the end of their turn".
  const each = ctx.perEach ?? tallyBeforeDuration(c);
  const d = duration(c) ?? ctx.duration ?? (each ? null : durationAfterOutcome(c));
  if (!d) return null;
  const amount: Amount = each ? { perEach: each, times: n } : n;
  return [{ op: "dp", target, amount, duration: d }];
};

/** "this Digimon gains <Rush> (and +3000 DP) for the turn". */
const gains: Rule = (c, ctx) => {
  c.is("have");
  const target = fieldTarget(c);
  // "1 Digimon may gain <Security Attack -1> ...": the player may give it to none.
  const may = target !== null && c.is("may gain\\b");
  // "1 of your opponent's Digimon gets <Security Attack -2> ...": "gets" before a keyword.
  if (!target || (!may && !c.is("gains?|gets?(?=\\s*<)"))) return null;
  const kws: { keyword: Op & { op: "gainKeyword" } }[] = [];
  let dpChange: number | null = null;
  for (;;) {
    const m = c.re("<([^>]+)>");
    if (m) {
      const k = keywordFromText(m[1]!);
      if (!k) return null;
      kws.push({
        keyword: {
          op: "gainKeyword",
          target,
          keyword: k.keyword,
          duration: "turn",
          ...(k.value !== undefined ? { value: k.value } : {}),
        },
      });
    } else {
      c.is("gets?");
      const n = dpAmount(c);
      if (n === null) return null;
      dpChange = n;
    }
    if (!c.is(",?\\s*and|,")) break;
  }
  const d = duration(c) ?? ctx.duration;
  if (!d) return null;
  const ops: Op[] = kws.map(({ keyword }) => ({ ...keyword, duration: d }));
  if (dpChange !== null) ops.push({ op: "dp", target, amount: dpChange, duration: d });
  return may ? [{ op: "may", then: ops }] : ops;
};

const del: Rule = (c) => {
  if (!c.is("delete|deleting")) return null;
  const target = fieldTarget(c);
  if (!target) return null;
  if (!one(target)) return [{ op: "deleteThis", ...thisFilter(c) }];
  // "delete 1 of your Digimon with the lowest level and 1 of your opponent's Digimon with the lowest level".
  const and = c.try(() => (c.is("and") ? fieldTarget(c) : null));
  return [and && one(and) ? { op: "delete", target, and } : { op: "delete", target }];
};

const deDigivolve: Rule = (c) => {
  // "To 1 of your opponent's Digimon, <De-Digivolve 1>": the Digimon named first.
  const to = c.try(() => {
    if (!c.is("to")) return null;
    const t = fieldTarget(c, false);
    return t && c.is(",") ? t : null;
  });
  const m = c.re("(?:trigger\\s+)?<De-Digivolve (\\d+)>(?:\\s+on)?");
  if (!m) return null;
  const target = to ?? fieldTarget(c, false);
  if (!target || !one(target)) return null;
  return [{ op: "deDigivolve", n: Number(m[1]), target }];
};

const draw: Rule = (c) => {
  const m = c.re("(?:(?:trigger|activate)\\s+)?<Draw (\\d+)>");
  if (m) return [{ op: "draw", n: Number(m[1]) }];
  const until = c.re("draw cards until there are (\\d+) cards in your hand");
  return until ? [{ op: "drawToHand", hand: Number(until[1]) }] : null;
};

const recovery: Rule = (c) => {
  const m = c.re("(?:trigger\\s+)?<Recovery \\+(\\d+) \\(Deck\\)>");
  if (!m) return null;
  // "<Recovery +1 (Deck)> until there are 3 cards in your security stack": repeated up to that count.
  const until = c.re("until (?:there are|you have) (\\d+) (?:security cards|cards in your security stack)");
  return [{ op: "recovery", n: Number(m[1]), ...(until ? { untilCount: Number(until[1]) } : {}) }];
};

const memory: Rule = (c) => {
  let m = c.re("(gain|lose|gaining|losing) (\\d+) memory");
  if (m) return [{ op: "memory", n: /^gain/i.test(m[1]!) ? Number(m[2]) : -Number(m[2]) }];
  m = c.re("your opponent (gains|loses) (\\d+) memory");
  if (m) return [{ op: "memory", n: /^gain/i.test(m[1]!) ? Number(m[2]) : -Number(m[2]), who: "opponent" }];
  m = c.re("set (?:your memory|it|memory) to (\\d+)");
  return m ? [{ op: "setMemory", value: Number(m[1]) }] : null;
};

const suspend: Rule = (c) => {
  if (c.is("suspend it")) return [{ op: "suspendTriggering" }];
  if (!c.is("suspend|suspending")) return null;
  const target = fieldTarget(c);
  if (!target) return null;
  return [one(target) ? { op: "suspend", target } : { op: "suspendThis" }];
};

const unsuspend: Rule = (c, ctx) => {
  const pair = unsuspendThisAndOr(c) ?? unsuspendThisFiltered(c);
  if (pair) return pair;
  // "this Digimon unsuspends and gains <Security Attack +1> for the turn".
  const andGains = c.try(() => {
    if (!c.is("this Digimon unsuspends and")) return null;
    const head = "this Digimon ";
    const sub = new Cursor(head + c.rest());
    const ops = gains(sub, ctx);
    if (!ops || sub.i <= head.length) return null;
    c.i += sub.i - head.length;
    return [{ op: "unsuspendThis" } as Op, ...ops];
  });
  if (andGains) return andGains;
  if (c.is("this Digimon unsuspends")) return [{ op: "unsuspendThis" }];
  if (c.is("this Digimon may unsuspend")) return [{ op: "may", then: [{ op: "unsuspendThis" }] }];
  const them = c.try(() => {
    const target = fieldTarget(c, false);
    if (!target || !one(target)) return null;
    const m = c.re("(may )?unsuspends?");
    if (!m) return null;
    const op: Op = { op: "unsuspend", target };
    return m[1] ? [{ op: "may" as const, then: [op] }] : [op];
  });
  if (them) return them;
  if (!c.is("unsuspend|unsuspending")) return null;
  const target = fieldTarget(c);
  if (!target) return null;
  return [one(target) ? { op: "unsuspend", target } : { op: "unsuspendThis" }];
};

const bounce: Rule = (c) => {
  if (!c.is("return|returning")) return null;
  const target = fieldTarget(c, false);
  if (!target || !one(target)) return null;
  if (c.is("to (?:its owner's|their owner's|their owners'|the|its owners'|their) hands?"))
    return [{ op: "bounce", target, to: "hand" }];
  if (
    c.is(
      "to the bottom of (?:its owner's|their owner's|their owners'|the|its owners'|their) decks?(?: in any order)?",
    )
  )
    return [{ op: "bounce", target, to: "deckBottom" }];
  if (c.is("to the top of (?:its owner's|their owner's|their owners'|the|its owners'|their) decks?"))
    return [{ op: "bounce", target, to: "deckTop" }];
  return null;
};

const security: Rule = (c) => {
  const all = c.re("trash(?:ing)? all (?:of )?(your opponent's|their|your) security cards");
  if (all) {
    const side = /opponent|their/i.test(all[1]!) ? "opponent" : "you";
    return [{ op: "trashSecurity", side, n: 0, from: "top", all: true }];
  }
  let m = c.re(
    // Not "... so that it has 1 card left" (security.ts): a number of cards left, not taken.
    `trash(?:ing)? the (top|bottom) (?:(\\d+) )?cards? of (your opponent's|their|your) security stack(?! so that)`,
  );
  if (!m) {
    const n = c.re(`trash(?:ing)? (your opponent's|their|your) (top|bottom) (?:(\\d+) )?security cards?`);
    // "trash any 1 of your opponent's security cards": the player picks which, by place.
    const any = n ? null : c.re(`trash(?:ing)? any (\\d+) of (your opponent's|their|your) security cards?`);
    if (any) {
      const side = /opponent|their/i.test(any[2]!) ? "opponent" : "you";
      return [{ op: "trashSecurity", side, n: Number(any[1]), from: "any" }];
    }
    if (!n) return null;
    m = [n[0], n[2]!, n[3]!, n[1]!] as unknown as RegExpExecArray;
  }
  const side = /opponent|their/i.test(m[3]!) ? "opponent" : "you";
  return [
    { op: "trashSecurity", side, n: m[2] ? Number(m[2]) : 1, from: m[1]!.toLowerCase() as "top" | "bottom" },
  ];
};

const self: Rule = (c) => {
  // A Security Digimon's older wording says "this Digimon" for the card being checked (14-2-5).
  if (
    c.is(
      "at the end of the battle, play this (?:card|Digimon)(?: without paying (?:the|its memory|its) cost)?",
    )
  )
    return [{ op: "playSelfAfterBattle" }];
  if (c.is("play this card(?: without paying (?:the|its memory|its) cost)?"))
    return [{ op: "playSelf", free: true }];
  // "activate this card's [Main] effects"; "its" after a cost that moved this card ("by returning this card ...").
  if (c.is("activate (?:this card's|its) \\[Main\\] effects?")) return [{ op: "activateMain" }];
  if (c.is("activate 1 \\[Main\\] effect on this card's Option side")) return [{ op: "activateOptionSide" }];
  // "activate this card's [Security] effects", "activate its [Security] effects" (after a trigger about this card).
  if (c.is("activate (?:this card's|its) \\[Security\\] effects?")) return [{ op: "activateSecurity" }];
  if (c.is("change the attack target to this Digimon")) return [{ op: "becomeAttackTarget" }];
  // Some records drop the "to" ("add this card its owner's hand").
  if (c.is("add this card (?:to )?(?:the|your|its owner's) hand")) return [{ op: "addSelfToHand" }];
  if (c.is("(?:make this Digimon unblockable|this Digimon can't be blocked)(?: for the turn)?"))
    return [{ op: "unblockable" }];
  return null;
};

const play: Rule = (c) => {
  if (!c.is("play|playing")) return null;
  const spec = cardSpec(c);
  if (!spec || spec.count !== 1) return null;
  const m = c.re("from your (hand or trash|trash or hand|hand|trash)");
  if (!m) return null;
  const suspended = c.is("suspended");
  if (!c.is("without paying (?:the|its memory|its|their) costs?")) return null;
  const from = m[1]!.toLowerCase().includes(" or ")
    ? "handOrTrash"
    : (m[1]!.toLowerCase() as "hand" | "trash");
  return [{ op: "playFrom", from, filter: spec.filter, free: true, ...(suspended ? { suspended } : {}) }];
};

const fromTrash: Rule = (c) => {
  if (!c.is("return|returning|add|adding")) return null;
  const spec = cardSpec(c);
  if (!spec || spec.count !== 1 || !c.is("from your trash to (?:your|the|its owner's) hand")) return null;
  return [{ op: "returnToHand", from: "trash", filter: spec.filter }];
};

const trashCards: Rule = (c) => {
  let m = c.re("trash(?:ing)? the top (\\d+) cards? of your deck");
  if (m) return [{ op: "trashDeck", n: Number(m[1]) }];
  // "trash the top 3 cards of your opponent's deck", "trash their deck's top 5 cards".
  m = c.re(
    `trash(?:ing)? (?:the top (\\d+) cards? of (?:your opponent's|their) deck|(?:your opponent's|their) deck's top (\\d+) cards?)`,
  );
  if (m) return [{ op: "trashDeck", n: Number(m[1] ?? m[2]), who: "opponent" }];
  const own = c.try(() => {
    if (!c.is("trash(?:ing)?")) return null;
    const at = c.i;
    const spec = cardSpec(c);
    if (!spec || spec.upTo) return null;
    // "1 Option card in the battle area" names its place in the card's words.
    if (/\b(?:battle area|in play|on the field)\b/i.test(c.s.slice(at, c.i))) return null;
    // "By trashing 1 card with the [X] trait, <Draw 2>": a card trashed as a cost that names no place is from the hand.
    if (!c.is("(?:in|from) your hand(?! or)")) return c.peek(",") ? spec : null;
    // "1 Digimon card in your hand of the same color as the digivolving Digimon".
    if (c.is("of the same colou?r as the digivolving Digimon")) spec.filter.colorOfDigivolving = true;
    return spec;
  });
  if (own)
    return [
      {
        op: "trashHand",
        n: own.count,
        ...(Object.keys(own.filter).length ? { filter: own.filter } : {}),
      },
    ];
  m = c.re(`your opponent trashes ${NUMBER} cards? (?:in|from) their hand`);
  if (m) return [{ op: "trashHand", n: toNumber(m[1]!), who: "opponent" }];
  // "Trash 1 card in your opponent's hand without looking": you pick, face down.
  m = c.re(`trash ${NUMBER} cards? (?:in|from) your opponent's hand without looking`);
  if (m) return [{ op: "trashHand", n: toNumber(m[1]!), who: "opponent", blind: true }];
  return null;
};

const sources: Rule = (c) => {
  const m = c.re("trash(?:ing)? the (top|bottom) (?:(\\d+) )?digivolution cards? of");
  if (!m) return null;
  const target = fieldTarget(c, false);
  if (!target || !one(target)) return null;
  const n = m[2] ? Number(m[2]) : 1;
  const from = m[1]!.toLowerCase() as "top" | "bottom";
  // "... of 1 of your opponent's Digimon for each of that Digimon's colors": that many per colour it has.
  if (target.count === 1 && !target.upTo && c.is("for each of that Digimon's colou?rs"))
    return [{ op: "trashSources", target, n, from, perOwnColor: true }];
  if (n === 1 && from === "bottom" && target.count === 1) return [{ op: "trashBottomSource", target }];
  return [{ op: "trashSources", target, n, from }];
};

/** Costs that only appear as costs: the top security card to the hand, a digivolution card back to the hand. */
const costs: Rule = (c) => {
  if (c.is("add(?:ing)? (?:the top card of your security stack|your top security card) to (?:your|the) hand"))
    return [{ op: "securityToHand", n: 1 }];
  const m = c.try((): CardFilter | null => {
    const head = c.re(
      "return(?:ing)? (?:one|1) of (?:its|this Digimon's) (?:level (\\d+) )?digivolution cards",
    );
    if (head) return head[1] ? { level: Number(head[1]) } : {};
    if (!c.is("return(?:ing)?")) return null;
    const spec = cardSpec(c);
    return spec && spec.count === 1 && c.is("from this Digimon's digivolution cards") ? spec.filter : null;
  });
  const to = m && c.is("to (?:your|the|its owner's) hand");
  if (m && to) return [{ op: "returnSourceToHand", filter: m }];
  return null;
};

const RULES: Rule[] = [
  // Before `thatDigimon`, which would read "delete that Digimon" alone and leave the timing.
  laterOnDigivolved,
  (c, ctx) => thatDigimon(c, ctx, effect),
  securityDpEffect,
  eitherTarget,
  deleteUpToTotal,
  // Before `del` and `suspend`, which would take the first of several targets alone.
  deleteEach,
  suspendEach,
  draw,
  // Before `recovery`, which would read the keyword alone and leave "until there are N cards ...".
  recovery,
  deDigivolve,
  memory,
  // Before `costs`, which would trash the digivolution cards alone and leave "and place it ...".
  trashSourcesThenStack,
  // Before `costs`, which would read "Trash cards in your hand" alone and leave "until it has 4 left".
  trimHand,
  costs,
  del,
  suspend,
  unsuspend,
  security,
  subjectSources,
  sources,
  trashSources,
  pileMove,
  anySources,
  sourcesFromEnd,
  noUnsuspend,
  cantAttack,
  give,
  giveDp,
  opponentEffectsEffect,
  gainsAndCant,
  pairCant,
  getsAndGains,
  bothDecks,
  bothDraw,
  allSources,
  theyTrash,
  drawWords,
  trashCards,
  securityPlay,
  ...SECURITY_RULES,
  ...BREEDING_ZONE_RULES,
  playSelfReduced,
  self,
  placeSelf,
  saveEffect,
  mindLinkEffect,
  blitzEffect,
  returnSelf,
  play,
  ...PLAY_RULES,
  fromTrash,
  bounce,
  securityDp,
  // Before `dp`, which would read "gets +3000 DP" alone and leave "and can also attack ...".
  alsoAttackEffect,
  // Before `dp`, which would read the first change alone when the duration was said first.
  grants,
  dp,
  gains,
  restrictEffect,
  ...COST_RULES,
  revealTop,
  switchTarget,
  endAttack,
  mustAttack,
  gainsQuoted,
  giveQuoted,
  wouldForWhile,
  pronounClause,
  playToken,
  (c, ctx) => (ctx.choiceFollows ? pendingChoice(c) : null),
  activateOwn,
  activateOfChosen,
  playedFate,
  treatedAsDigimon,
  linkEffect,
  trashLinkCards,
  stackUnderThis,
  stackFromFieldOrHand,
  tamerUnderThis,
  placeSelfUnder,
  digivolveIntoThis,
  (c, ctx) => thatChosen(c, ctx, effect),
  opponentPlays,
  deleteTotalWorth,
  trashBattleOptions,
  placeOptionInBattle,
  (c, ctx) => opponentMay(c, ctx, effects),
  (c, ctx) => opponentPlaces(c, ctx, effects),
  (c, ctx) => thisFiltered(c, ctx, effects),
  originalDp,
  playBan,
  optionUseBan,
  keepChosen,
  xrosStandIn,
  placeUnderAnother,
  opponentAttacks,
  (c, ctx) => playedSubject(c, ctx, effect),
  effectPlayBan,
  chooseOnly,
  maySuspend,
  revealAndPlace,
  bouncePair,
  (c, ctx) => returnOrPlay(c, ctx, effect),
  topToSecurity,
  (c, ctx) => oneOfThoseDigimon(c, ctx, effect),
  (c, ctx) => thoseDigimonDigivolve(c, ctx, effect),
  (c, ctx) => thoseDigimon(c, ctx, effect),
  deleteUpToOwnDp,
  frontedTrashSources,
  activatePlaced,
  deDigivolveDontAffect,
  chosenSourcePlay,
  deDigivolveThis,
  chooseSourcesAndTrash,
  unsuspendPhaseFirst,
  theyGet,
  trashTheirSecurityCards,
  mayBattle,
  activateNamed,
  attackWithIt,
  topOfChosen,
  nextDigivolve,
  breedingDigivolve,
  lookTop,
  thisSources,
  digivolvedDpKept,
  placeNamedInBattle,
  dpThenAttack,
  deleteUntil,
  selfAndCardsUnder,
];

/** ", and for each card you return this way, B": B multiplied by what the steps before did. */
function perOutcomeAfter(c: Cursor, ctx: EffectContext, before: Op[]): Op[] | null {
  return c.try(() => {
    if (!c.is(",?\\s*and") && !c.is(",")) return null;
    const m = perOutcomeWords(c);
    if (!m || !c.is(",")) return null;
    const then = effects(c, ctx);
    if (!then || !then.every((o) => canScale(o) || repeatsWhenScaled(o))) return null;
    return [{ op: "perOutcome", what: m.what, ops: before, then, ...(m.whose ? { whose: m.whose } : {}) }];
  });
}

/** One effect clause. */
export function effect(c: Cursor, ctx: EffectContext): Op[] | null {
  for (const rule of RULES) {
    const ops = c.try(() => rule(c, ctx));
    if (ops) return oneSubject(ops);
  }
  return null;
}

/** Effect clauses joined by "and", ", and" or ",": "<Draw 1> and gain 1 memory". */
export function effects(c: Cursor, ctx: EffectContext, stop?: string): Op[] | null {
  return c.try(() => {
    const start = c.i;
    const first = effect(c, ctx);
    if (!first) return null;
    const firstText = c.s.slice(start, c.i);
    let out = [...first];
    for (;;) {
      // "Return up to 5 ..., and for each card you return this way, gain 2 memory": what came before is counted.
      const per = perOutcomeAfter(c, ctx, out);
      if (per) {
        out = per;
        break;
      }
      const more = c.try(() => {
        if (stop && c.peek(stop)) return null;
        // "<Draw 2> After, you may link ...": newer printings say "After," for "Then,".
        const step = c.re(",\\s*and|and|,?\\s*(then),?|,?\\s*(after),|,");
        if (!step) return null;
        // "<Draw 2> Then, you may play ...": a later step of the same effect the player may decline.
        if ((step[1] || step[2]) && c.is("you may")) {
          const later = effect(c, ctx);
          return later ? [{ op: "may" as const, then: later }] : null;
        }
        // "Suspend 1 ... and, until the end of their turn, 1 of your Digimon gets +2000 DP": the
        // duration said before the second clause is that clause's.
        return (
          effect(c, ctx) ??
          (/and/i.test(step[0]) ? sharedThisSubject(c, firstText, (x) => effect(x, ctx)) : null) ??
          c.try(() => {
            c.is(",");
            const d = durationPrefix(c);
            return d ? effect(c, { ...ctx, duration: d }) : null;
          })
        );
      });
      if (!more) break;
      out.push(...more);
    }
    return out;
  });
}
