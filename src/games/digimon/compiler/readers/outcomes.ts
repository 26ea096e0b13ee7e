/**
 * Conditions on what the effect itself just did: "If this effect deleted, ...", "If this
 * effect didn't trash, ...", "If no Digimon was deleted by this effect, ...", "If you do, ...".
 */
import type { CardFilter, Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

type IfOutcome = Extract<Op, { op: "ifOutcome" }>;

export type Outcome = Pick<IfOutcome, "what" | "did" | "whose" | "atLeast" | "cards" | "minDp">;

const VERBS: Record<string, Outcome["what"]> = {
  delete: "delete",
  trash: "trash",
  return: "return",
  suspend: "suspend",
  play: "play",
  digivolve: "digivolve",
  unsuspend: "unsuspend",
  place: "place",
  flip: "flip",
};

/**
 * "a yellow card" up to the comma that ends the condition: read on its own, so that the
 * sentence after the comma ("1 of your opponent's Digimon ...") is not taken for a list of cards.
 */
function oneCard(c: Cursor): CardFilter | null {
  const end = c.s.indexOf(",", c.i);
  if (end < 0) return null;
  const words = new Cursor(c.s.slice(0, end), c.i);
  const spec = cardSpec(words);
  if (!spec || spec.count !== 1 || spec.upTo || !words.atEnd()) return null;
  c.i = words.i;
  return spec.filter;
}

/** "If <outcome>," at the start of a sentence. */
export function outcomeIf(c: Cursor): Outcome | null {
  return c.try((): Outcome | null => {
    // "When you do, ...": the older printing of "If you do, ...".
    // "When a card with [X] in its text is trashed by this effect, ...": as "If this effect trashed ...".
    if (!c.is("if|when(?= you do,)|when(?= an? [^,]* (?:is|was) trashed by this effect,)")) return null;
    let m: RegExpExecArray | null;
    let out: Outcome | null = null;
    if (
      (m = c.re(
        "this effect (didn't |did not )?(delete|trash|return|suspend|play|digivolve|unsuspend|place|flip)(?:s|d|ed|ped)?\\b",
      ))
    ) {
      out = { what: VERBS[m[2]!.toLowerCase()]!, did: !m[1] };
      const side =
        (out.what === "delete" || out.what === "suspend") &&
        c.re("(?:one of |any of |an? )?(your opponent's|an opponent's|your) Digimon");
      if (side) out.whose = side[1]!.toLowerCase() === "your" ? "you" : "opponent";
      // "If this effect trashed a card with the [X] trait": only such a card counts.
      const filter = out.what === "trash" && out.did && c.peek("an? ") && oneCard(c);
      if (filter) out.cards = filter;
    } else if (c.is("no Digimon (?:was|is|were) returned by this effect"))
      out = { what: "return", did: false };
    else if (
      c.is("(?:an|one of your) opponent's Digimon (?:wasn't|was not|isn't|is not) deleted by this effect")
    )
      out = { what: "delete", did: false, whose: "opponent" };
    else if ((m = c.re("(an? [^,]*) (?:is|was) trashed by this effect(?=,)"))) {
      const words = new Cursor(m[1]!);
      const spec = cardSpec(words);
      if (!spec || spec.count !== 1 || spec.upTo || !words.atEnd()) return null;
      out = { what: "trash", did: true, cards: spec.filter };
    } else if ((m = c.re("an? Digimon with (\\d+) DP or more (?:is|was) deleted by this effect")))
      out = { what: "delete", did: true, minDp: Number(m[1]) };
    else if ((m = c.re("you gain(?:ed)? (\\d+) or more memory (?:by|with|from) this effect")))
      out = { what: "memory", did: true, atLeast: Number(m[1]) };
    else if ((m = c.re("you trash (\\d+) or more cards with this effect")))
      out = { what: "trash", did: true, atLeast: Number(m[1]) };
    // "You may trash 1 card in your hand. If you trash a purple card, ...": only such a card counts
    // (a card of two colours is both, so two such sentences may both apply).
    else if (c.peek("you trash(?:ed)? an? ")) {
      c.is("you trash(?:ed)?");
      const filter = oneCard(c);
      if (filter) out = { what: "trash", did: true, cards: filter };
    }
    // "If you place 2 cards with this effect": that many placed under a Digimon or in security.
    else if ((m = c.re("you place[sd]? (\\d+)(?: or more)? cards with this effect")))
      out = { what: "place", did: true, atLeast: Number(m[1]) };
    else if (
      c.is(
        "(?:your opponent|they) (?:didn't|did not|don't|do not) trash(?: a card| any cards?)?(?: with this effect)?",
      )
    )
      out = { what: "trash", did: false, whose: "opponent" };
    // "You may X. If you don't, Y": Y when X changed nothing (declined, or nothing to do it to).
    else if (c.is("(?:you|they|your opponent) (?:don't|do not|didn't|did not)(?: do so)?"))
      out = { what: "any", did: false };
    else if (c.is("no Digimon (?:was|is|were) deleted by this effect")) out = { what: "delete", did: false };
    else if (
      c.is("no (?:opponent's Digimon|Digimon of your opponent's) (?:was|is|were) deleted by this effect")
    )
      out = { what: "delete", did: false, whose: "opponent" };
    else if (c.is("you do|you did")) out = { what: "any", did: true };
    else if (c.is("it does|it did")) out = { what: "any", did: true };
    else if (c.is("(?:this Digimon |it )?(?:was |is |has )?digivolved by this effect"))
      out = { what: "digivolve", did: true };
    else if (
      c.is(
        "you added(?: a card| cards)?(?: to (?:your|the) hand)?|this effect added (?:cards )?to (?:a|your|the) hand",
      )
    )
      out = { what: "add", did: true };
    return out && c.is(",") ? out : null;
  });
}
