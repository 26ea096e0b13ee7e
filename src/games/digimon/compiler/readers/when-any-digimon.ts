/**
 * Events about Digimon named with no side or with one verb pair: "When Digimon attack", "When
 * Digimon are played" (either player's), "When any of your opponent's Digimon are played or
 * deleted", "When any of your Digimon digivolve from the trash", and "effects add to your
 * opponent's hand" (4-14-1: drawing is adding too).
 */
import type { Side, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

function sideOf(word: string): Side {
  return /opponent/i.test(word) ? "opponent" : "you";
}

function anyDigimon(c: Cursor): TriggerCondition | null {
  if (c.is("Digimon attack")) return { on: "attacks", side: "any", filter: { category: "Digimon" } };
  if (c.is("Digimon are played")) return { on: "played", side: "any", filter: { category: "Digimon" } };
  return null;
}

function playedOrDeleted(c: Cursor): TriggerCondition | null {
  const m = c.re("(?:any|one) of (your opponent's|your) Digimon (?:is|are) played or deleted");
  if (!m) return null;
  const side = sideOf(m[1]!);
  return {
    on: "any",
    of: [
      { on: "played", side, filter: { category: "Digimon" } },
      { on: "deleted", side, filter: { category: "Digimon" } },
    ],
  };
}

function digivolvedFromTrash(c: Cursor): TriggerCondition | null {
  const m = c.re(
    "(?:any|one) of (your opponent's|your) Digimon digivolves? (?:from the trash|into a card in the trash)",
  );
  return m ? { on: "digivolved", side: sideOf(m[1]!), fromTrash: true } : null;
}

function handAddedTo(c: Cursor): TriggerCondition | null {
  const m = c.re("(effects|an effect|your effects|one of your effects) adds? to (your opponent's|your) hand");
  if (!m) return null;
  return {
    on: "handAdded",
    side: sideOf(m[2]!),
    ...(/your/i.test(m[1]!) ? { byEffect: "you" as const } : {}),
  };
}

export const ANY_DIGIMON_EVENTS = [anyDigimon, playedOrDeleted, digivolvedFromTrash, handAddedTo];
