/**
 * More wordings of the events about digivolution cards (4-8-1): "an opponent's Digimon's
 * digivolution card is trashed", "effects trash digivolution cards from your opponent's Digimon",
 * "an effect places the top card of this Digimon in its digivolution cards", "one of your effects
 * places a digivolution card under one of your Digimon", "an effect adds digivolution cards to this
 * Digimon", "face-down cards are placed in this Digimon's digivolution cards" (4-7-9), and a card's
 * own trashing from "your Digimon's digivolution cards".
 */
import type { Side, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const AGENT = "(one of your effects|your effects|an effect|effects)";

function bySide(agent: string): Side {
  return /your/i.test(agent) ? "you" : "any";
}

function trashed(c: Cursor): TriggerCondition | null {
  const m = c.re("(an opponent's|your opponent's|your) Digimon's digivolution cards? (?:is|are) trashed");
  if (m) return { on: "sourceTrashed", side: /opponent/i.test(m[1]!) ? "opponent" : "you" };
  const by = c.re(
    "(?:an effect trashes|effects trash) (?:a |any )?digivolution cards? from (?:one of |any of )?(your opponent's|an opponent's|your) Digimon",
  );
  if (by)
    return { on: "sourceTrashed", side: /opponent/i.test(by[1]!) ? "opponent" : "you", byEffect: "any" };
  if (c.is("(?:an effect trashes|effects trash) this card from your Digimon's digivolution cards"))
    return { on: "trashedSelf", from: "sources", byEffect: "any", filter: { category: "Digimon" } };
  return null;
}

function placed(c: Cursor): TriggerCondition | null {
  const top = c.re(`${AGENT} places? the top card of this Digimon in its digivolution cards`);
  if (top) return { on: "sourcesPlaced", byEffect: bySide(top[1]!), fromTop: true };
  const adds = c.re(`${AGENT} adds? digivolution cards to this Digimon`);
  if (adds) return { on: "sourcesPlaced", byEffect: bySide(adds[1]!) };
  const yours = c.re(
    `${AGENT} places? (?:a digivolution card|digivolution cards) under (?:one|any) of your Digimon`,
  );
  if (yours)
    return { on: "sourcesPlaced", byEffect: bySide(yours[1]!), side: "you", host: { category: "Digimon" } };
  if (c.is("face-down cards are placed in this Digimon's digivolution cards"))
    return { on: "sourcesPlaced", byEffect: "any", faceDown: true };
  if (c.is("face-down cards are placed (?:as|in) (?:any|one) of your Digimon's digivolution cards"))
    return {
      on: "sourcesPlaced",
      byEffect: "any",
      side: "you",
      host: { category: "Digimon" },
      faceDown: true,
    };
  return null;
}

export const SOURCE_WORDING_EVENTS = [trashed, placed];
