/**
 * More "When ..." events: a deletion by an effect, any player's Option card or security stack,
 * a deck trashed from, cards an effect places under or trashes from a side's Digimon (4-8-1),
 * and this card trashed from the top of the deck.
 */
import type { CardFilter, Side, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase, postModifiers } from "./filters.ts";

function sideWord(word: string): Side {
  return /opponent/i.test(word) ? "opponent" : /your/i.test(word) ? "you" : "any";
}

/** "an effect deletes another Digimon", "an effect deletes one of your other Digimon or Tamers". */
function effectDeletes(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    if (!c.is("(?:an effect|effects) deletes?")) return null;
    const m = c.re(
      "(?:one of |any of |1 of )?(your opponent's|an opponent's|your|another|any other|other|an?)(?=\\s)",
    );
    // "effects delete Digimon": any player's Digimon, no determiner.
    if (!m && !c.peek("Digimon\\b")) return null;
    const f = filterPhrase(c, true);
    if (!f) return null;
    const other = (m !== null && /other/i.test(m[0])) || f.other === true;
    const { other: _o, ...filter } = f;
    const side = m ? sideWord(m[1]!) : "any";
    return { on: "deleted", side, filter, byEffect: true, ...(other ? { other } : {}) };
  });
}

/** "a player uses an Option card", "a card is removed from a player's security stack", "your opponent's deck is trashed from". */
function anyPlayer(c: Cursor): TriggerCondition | null {
  if (c.is("a player uses an Option card"))
    return { on: "optionUsed", side: "any", filter: { category: "Option" } };
  if (c.is("a card is removed from a player's security stack")) return { on: "securityRemoved", side: "any" };
  const deck = c.re("(your opponent's|your) deck is trashed from");
  if (deck) return { on: "deckTrashed", side: sideWord(deck[1]!) };
  if (c.is("this card is trashed from the top of (?:the|your) deck"))
    return { on: "trashedSelf", from: "deck" };
  return null;
}

/** "any of your Digimon with [X] in their texts", "one of your Digimon": the Digimon under which cards go. */
function yourHost(c: Cursor): CardFilter | null {
  return c.try(() => (c.re("(?:(?:any|one|1) of )?your(?=\\s)") ? filterPhrase(c, true) : null));
}

/**
 * "effects place digivolution cards under any of your Digimon with ...", "effects add digivolution
 * cards to any of your [X] Digimon", "an effect places a Tamer card in one of your Digimon's digivolution cards".
 */
function placedUnderYours(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const by = c.re("(one of your effects|your effects|an effect|effects) (?:places?|adds?)");
    if (!by) return null;
    const byEffect: Side = /your/i.test(by[1]!) ? "you" : "any";
    if (c.is("digivolution cards (?:under|to)")) {
      const host = yourHost(c);
      return host ? { on: "sourcesPlaced", byEffect, side: "you", host } : null;
    }
    c.re("(?:an?|\\d+)(?=\\s)");
    const filter = filterPhrase(c, false);
    if (!filter || !c.is("(?:in|as) (?:one|any) of your Digimon's digivolution cards")) return null;
    return { on: "sourcesPlaced", byEffect, side: "you", filter };
  });
}

/** "effects trash any of your [X] trait Digimon's digivolution cards", "effects trash digivolution cards of any of your ...". */
function trashedFromYours(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    if (!c.is("(?:an effect trashes|effects trash)")) return null;
    if (c.is("any of this Digimon's digivolution cards"))
      return { on: "sourceTrashed", side: "you", byEffect: "any", self: true };
    const before = c.is("digivolution cards of");
    const under = yourHost(c);
    if (!under || (!before && !c.is("'s digivolution cards"))) return null;
    return { on: "sourceTrashed", side: "you", byEffect: "any", under };
  });
}

/** "a card with the [X] trait is played", "any of your cards with the [X] or [Y] trait are played": a played Digimon or Tamer. */
function cardPlayed(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const m = c.re("(?:an?|(any of your|one of your)) cards?");
    if (!m) return null;
    const filter: CardFilter = {};
    postModifiers(c, filter);
    if (!Object.keys(filter).length || !c.is("(?:is|are) played")) return null;
    return { on: "played", side: m[1] ? "you" : "any", filter };
  });
}

export const MORE_EVENTS = [effectDeletes, anyPlayer, placedUnderYours, trashedFromYours, cardPlayed];
