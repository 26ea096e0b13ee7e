/**
 * Moving cards between piles: "place all of your opponent's suspended Digimon at the bottom of
 * their owners' decks" (a return to the deck, 4-7-8), "Trash 3 cards from the top of your deck",
 * "place up to 2 ... from your hand at the bottom of this Digimon's digivolution cards" (4-8-1),
 * "reveal 1 purple card from your hand and place it on top of your deck".
 */
import type { Op, PileFrom } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { NAMES, cardSpec, fieldTarget, names } from "./filters.ts";

const FROM: Record<string, PileFrom> = {
  "your hand": "hand",
  "the hand": "hand",
  "your trash": "trash",
  "your hand or trash": "handOrTrash",
  "your hand or your trash": "handOrTrash",
};

export function pileMove(c: Cursor): Op[] | null {
  const top = c.re(
    `(?:place|placing) this (?:(${NAMES}) traits? )?Digimon's top stacked card as its bottom digivolution card`,
  );
  if (top) return [{ op: "topToBottom", ...(top[1] ? { filter: { traits: names(top[1]) } } : {}) }];
  // "placing the top card of this Digimon with the [X]/[Y] trait as this Digimon's bottom digivolution card".
  const topOf = c.re(
    `(?:place|placing) the top (?:stacked )?card of this Digimon(?: with the (${NAMES}) traits?)? as (?:its|this Digimon's) bottom digivolution card`,
  );
  if (topOf) return [{ op: "topToBottom", ...(topOf[1] ? { filter: { traits: names(topOf[1]) } } : {}) }];
  const toDeck = c.try((): Op[] | null => {
    if (!c.is("place|placing")) return null;
    const target = fieldTarget(c, false);
    if (!target || target === "this") return null;
    if (
      !c.is(
        "at the bottom of (?:its owner's|their owners'|their owner's|its owners'|their) decks?(?: in any order)?",
      )
    )
      return null;
    return [{ op: "bounce", target, to: "deckBottom" }];
  });
  if (toDeck) return toDeck;
  // Revealing shows the card to both players; what changes on the board is the move.
  const shown = c.try((): Op[] | null => {
    if (!c.is("reveal(?:ing)?")) return null;
    const spec = cardSpec(c);
    if (!spec || spec.count !== 1 || spec.upTo) return null;
    if (!c.is("from your hand and plac(?:e|ing) it on top of your deck")) return null;
    const filter = Object.keys(spec.filter).length ? { filter: spec.filter } : {};
    return [{ op: "moveCards", from: "hand", to: "deckTop", n: 1, ...filter }];
  });
  if (shown) return shown;
  // "revealing up to 3 Tamer cards from your hand and placing all of the revealed cards at the bottom of your deck".
  const shownMany = c.try((): Op[] | null => {
    if (!c.is("reveal(?:ing)?")) return null;
    const spec = cardSpec(c);
    if (!spec || !c.is("from your hand and plac(?:e|ing) (?:all of )?(?:the revealed cards|them)"))
      return null;
    if (!c.is("at the bottom of your deck(?: in any order)?")) return null;
    const filter = Object.keys(spec.filter).length ? { filter: spec.filter } : {};
    return [
      {
        op: "moveCards",
        from: "hand",
        to: "deckBottom",
        n: spec.count,
        ...filter,
        ...(spec.upTo ? { upTo: true } : {}),
      },
    ];
  });
  if (shownMany) return shownMany;
  const m = c.re(`trash(?:ing)? (up to )?${NUMBER} cards? from the top of your deck`);
  if (m) return [{ op: "trashDeck", n: toNumber(m[2]!), ...(m[1] ? { upTo: true as const } : {}) }];
  return c.try((): Op[] | null => {
    if (!c.is("place|placing")) return null;
    const spec = cardSpec(c);
    const from = spec && c.re("from (your hand or (?:your )?trash|your hand|the hand|your trash)");
    if (!spec || !from) return null;
    if (!c.is("at the bottom of (?:this Digimon's|its) digivolution cards(?: in any order)?")) return null;
    const filter = Object.keys(spec.filter).length ? { filter: spec.filter } : {};
    return [
      {
        op: "moveCards",
        from: FROM[from[1]!.toLowerCase()]!,
        to: "sourceBottom",
        n: spec.count,
        ...filter,
        ...(spec.upTo ? { upTo: true } : {}),
      },
    ];
  });
}
