/**
 * "When you play a Digimon from your trash", "When you play a Digimon from one of your Digimon's
 * digivolution cards", "When one of your Digimon is played from digivolution cards": a play
 * (7-1) of a card that came from that zone. Cards under a Tamer are not digivolution cards (4-4-2).
 * "[On Play] When played from digivolution cards": the same, about this card's own play.
 */
import type { CardFilter, PlayedFrom, Side, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

function fromZone(c: Cursor): PlayedFrom | null {
  if (c.is("from your trash")) return "trash";
  if (c.is("from (?:one of your Digimon's |your Digimon's )?digivolution cards")) return "sources";
  return null;
}

function played(side: Side, filter: CardFilter, from: PlayedFrom): TriggerCondition {
  return { on: "played", side, filter, from };
}

/** "you play a Digimon from ...". */
function youPlayFrom(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    if (!c.is("you play (?:an?|1) ")) return null;
    const filter = filterPhrase(c, false);
    if (!filter || filter.category !== "Digimon") return null;
    const from = fromZone(c);
    return from ? played("you", filter, from) : null;
  });
}

/** "one of your Digimon is played from ...", "any of your Digimon are played from ...". */
function yoursPlayedFrom(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    if (!c.is("(?:one|any|1) of your ")) return null;
    const filter = filterPhrase(c, true);
    if (!filter || filter.category !== "Digimon" || !c.is("(?:is|are) played")) return null;
    const from = fromZone(c);
    return from ? played("you", filter, from) : null;
  });
}

/** "[On Play] When played from digivolution cards": this card's own play, only narrowing [On Play]. */
function selfPlayedFrom(c: Cursor): TriggerCondition | null {
  return c.try(() => {
    if (!c.is("played")) return null;
    const from = fromZone(c);
    return from ? { ...played("you", {}, from), self: true } : null;
  });
}

export const PLAYED_FROM_EVENTS = [youPlayFrom, yoursPlayedFrom, selfPlayedFrom];
