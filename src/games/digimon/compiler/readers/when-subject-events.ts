/**
 * Events about one side's Digimon that fit a filter: "When any of your [X] trait Digimon's attack
 * targets change" (11-2-7-2), "When one of your Digimon with [X] in its text deletes an opponent's
 * Digimon in battle" (it need not survive), "When your opponent moves a Digimon from their breeding
 * area" (4-17-1), "When one of your Digimon activates <Digi-Burst>" (16-14).
 */
import type { CardFilter, Side, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { filterPhrase } from "./filters.ts";

function sideOf(word: string): Side {
  return /opponent/i.test(word) ? "opponent" : "you";
}

/** "one of your Digimon with [X] in its text", "any of your [X] trait Digimon": a side's Digimon that fit. */
function sideDigimon(c: Cursor): { side: Side; filter: CardFilter } | null {
  return c.try(() => {
    const m = c.re("(?:one|any|1) of (your opponent's|your)(?=\\s)");
    if (!m) return null;
    const filter = filterPhrase(c, true);
    if (!filter || filter.category !== "Digimon" || filter.other) return null;
    return { side: sideOf(m[1]!), filter };
  });
}

function targetsChange(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const who = sideDigimon(c);
    if (
      !who ||
      !c.is("'s attack targets? (?:change|changes|is switched|are switched|is changed|are changed)")
    )
      return null;
    return { on: "targetSwitched", side: who.side, filter: who.filter };
  });
}

function deletesInBattle(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const who = sideDigimon(c);
    if (!who || !c.is("deletes? (?:an|one of your|your) opponent's Digimon in battle")) return null;
    if (c.peek(",?\\s*and survives")) return null;
    return { on: "deletesInBattle", side: who.side, filter: who.filter };
  });
}

function movesOut(c: Cursor): TriggerCondition | null {
  const m = c.re(
    "(your opponent|you) moves? (?:a|1) Digimon from (?:their|your) breeding area(?: to (?:their|your|the) battle area)?",
  );
  return m ? { on: "movedToBattle", side: sideOf(m[1]!), filter: { category: "Digimon" } } : null;
}

/** "one of your Digimon activates <Digi-Burst>" (16-14). */
function digiBurstUsed(c: Cursor): TriggerCondition | null {
  const m = c.re("(?:one|any) of (your opponent's|your) Digimon activates? <Digi-Burst>");
  return m ? { on: "digiBurstUsed", side: sideOf(m[1]!) } : null;
}

export const SUBJECT_EVENTS = [targetsChange, deletesInBattle, movesOut, digiBurstUsed];
