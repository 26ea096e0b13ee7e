/** Trigger conditions about digivolution cards placed under this Digimon (4-8-1). */
import type { Side, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, filterPhrase, names } from "./filters.ts";

/**
 * "one of your effects places a digivolution card under this Digimon", "effects place Digimon
 * cards with [X] in any of their traits in this Digimon's digivolution cards".
 */
export function sourcesPlaced(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    // "effects add to this Digimon's digivolution cards": any card an effect places under it (a link card is not one, 4-9).
    const adds = c.re(
      "(one of your Digimon's effects|one of your effects|your effects|an effect|effects) adds? (?:cards? )?to this Digimon's digivolution cards",
    );
    if (adds && /Digimon's/.test(adds[1]!)) return { on: "sourcesPlaced", byEffect: "you", byDigimon: true };
    if (adds) return { on: "sourcesPlaced", byEffect: /your/i.test(adds[1]!) ? "you" : "any" };
    const passive = placedPassive(c);
    if (passive) return passive;
    const by = c.re("(one of your effects|your effects|an effect|effects) places?");
    if (!by) return null;
    const byEffect: Side = /your/i.test(by[1]!) ? "you" : "any";
    if (c.is("this Digimon's top stacked card as its bottom digivolution card"))
      return { on: "sourcesPlaced", byEffect, fromTop: true };
    if (c.is("an? digivolution card|digivolution cards"))
      return c.is("under this Digimon") ? { on: "sourcesPlaced", byEffect } : null;
    c.re("(?:an?|\\d+)(?=\\s)");
    const filter = filterPhrase(c, false);
    if (!filter || !c.is("in this Digimon's digivolution cards|under this Digimon")) return null;
    return { on: "sourcesPlaced", byEffect, filter };
  });
}

/** "Tamer cards are placed in this Digimon's digivolution cards": placed by any effect (<Mind Link> too). */
function placedPassive(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    c.re("(?:an?|\\d+)(?=\\s)");
    const filter = filterPhrase(c, false);
    if (!filter || !c.is("(?:is|are) placed (?:in this Digimon's digivolution cards|under this Digimon)"))
      return null;
    return { on: "sourcesPlaced", byEffect: "any", filter };
  });
}

/**
 * "any of your opponent's Digimon or Tamers digivolve or effects place cards under them": either
 * event, about any of that side's Digimon or Tamers (a link card is not placed under them, 4-9).
 */
export function digivolveOrPlacedUnder(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const m = c.re(
      "(?:any of |one of )?(your opponent's|your) Digimon or Tamers digivolve or effects place cards under them",
    );
    if (!m) return null;
    const side: Side = /opponent/i.test(m[1]!) ? "opponent" : "you";
    return {
      on: "any",
      of: [
        { on: "digivolved", side },
        { on: "sourcesPlaced", byEffect: "any", side },
      ],
    };
  });
}

const DECK = "the bottom of (?:the|its owner's|their owner's|your) deck";
const FROM_HERE = "from this Digimon's digivolution cards";

/**
 * "[X] is placed from this Digimon's digivolution cards at the bottom of its owner's deck", "any
 * [X] are returned to the bottom of the deck from this Digimon's digivolution cards", "[X]
 * returns to ...": a card of that name goes from under this Digimon to the deck (4-8-1).
 */
export function sourcesReturned(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const m = c.re(`(?:any )?(${NAMES}) `);
    if (!m) return null;
    const filter = { nameIs: names(m[1]!) };
    if (
      c.is(`(?:is|are) placed ${FROM_HERE} at ${DECK}`) ||
      c.is(`(?:(?:is|are) returned|returns?) to ${DECK} ${FROM_HERE}`)
    )
      return { on: "sourcesReturned", filter };
    return null;
  });
}
