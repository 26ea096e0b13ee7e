/**
 * "When ..." events about Option cards in the battle area (4-28-1): one placed there by an effect
 * ("When any of your [X] trait Option cards are placed in the battle area"), any trashed from
 * there ("When Option cards in the battle area are trashed"), and this Option card's own trashing
 * from there ("When an effect trashes this card in your battle area").
 */
import type { CardFilter, Side, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, filterPhrase, names } from "./filters.ts";

function sideOf(word: string | undefined): Side {
  if (!word) return "any";
  return /opponent/i.test(word) ? "opponent" : /your/i.test(word) ? "you" : "any";
}

/** The filter without the category every Option card has; null when the phrase is not of Option cards. */
function optionOnly(f: CardFilter | null): CardFilter | undefined | null {
  if (!f || f.category !== "Option" || f.other) return null;
  const { category: _category, ...rest } = f;
  return Object.keys(rest).length ? rest : undefined;
}

/** "any of your [X] trait Option cards are placed in the battle area", "an Option card with the [X] trait is placed in the battle area". */
function optionPlaced(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    const m = c.re("(?:(?:any|one|1) of )?(your opponent's|your|an?)(?=\\s)");
    if (!m) return null;
    const filter = optionOnly(filterPhrase(c, false));
    if (filter === null || !c.is("(?:is|are) placed in (?:the|their|its owner's) battle area")) return null;
    return { on: "optionPlaced", side: sideOf(m[1]), ...(filter ? { filter } : {}) };
  });
}

/** "Option cards in the battle area are trashed", "any of your Option cards in the battle area are trashed". */
function optionsTrashed(c: Cursor): TriggerCondition | null {
  const m = c.re(
    "(?:(?:any|one) of (your opponent's|your) Option cards|(?:an )?Option cards?) in the battle area (?:is|are) trashed",
  );
  return m ? { on: "battleOptionTrashed", side: sideOf(m[1]) } : null;
}

/** "this card is trashed in your battle area", "an effect trashes this card in your battle area": this Option card. */
function thisOptionTrashed(c: Cursor): TriggerCondition | null {
  const m = c.re(
    "(this card is trashed|an effect trashes this card|effects trash this card) in your battle area",
  );
  if (!m) return null;
  return {
    on: "trashedSelf",
    from: "battle",
    ...(/effect/i.test(m[1]!) ? { byEffect: "any" as const } : {}),
  };
}

/**
 * "you play a Digimon with the [X] trait or place [Y] in your battle area": either your play of
 * such a Digimon or an effect placing that Option card in your battle area.
 */
function playOrPlace(c: Cursor): TriggerCondition | null {
  return c.try((): TriggerCondition | null => {
    if (!c.is("you play (?:an?|1)")) return null;
    const played = filterPhrase(c, true);
    if (!played || played.category !== "Digimon" || played.other) return null;
    const placed = c.re(`or place (?:an? |1 )?(${NAMES}) in your battle area`);
    if (!placed) return null;
    return {
      on: "any",
      of: [
        { on: "played", side: "you", filter: played },
        { on: "optionPlaced", side: "you", filter: { nameIs: names(placed[1]!) } },
      ],
    };
  });
}

export const BATTLE_OPTION_EVENTS = [optionPlaced, optionsTrashed, thisOptionTrashed, playOrPlace];
