/**
 * Conditions on what the effect itself just did: "If this effect deleted, ...", "If this
 * effect didn't trash, ...", "If no Digimon was deleted by this effect, ...", "If you do, ...".
 */
import type { Op } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export type Outcome = {
  what: Extract<Op, { op: "ifOutcome" }>["what"];
  did: boolean;
  whose?: "you" | "opponent";
};

const VERBS: Record<string, Outcome["what"]> = {
  delete: "delete",
  trash: "trash",
  return: "return",
  suspend: "suspend",
  play: "play",
};

/** "If <outcome>," at the start of a sentence. */
export function outcomeIf(c: Cursor): Outcome | null {
  return c.try((): Outcome | null => {
    if (!c.is("if")) return null;
    let m: RegExpExecArray | null;
    let out: Outcome | null = null;
    if ((m = c.re("this effect (didn't |did not )?(delete|trash|return|suspend|play)(?:s|d|ed)?\\b"))) {
      out = { what: VERBS[m[2]!.toLowerCase()]!, did: !m[1] };
      const side =
        (out.what === "delete" || out.what === "suspend") &&
        c.re("(?:one of |any of |an? )?(your opponent's|an opponent's|your) Digimon");
      if (side) out.whose = side[1]!.toLowerCase() === "your" ? "you" : "opponent";
    } else if (c.is("no Digimon (?:was|is|were) deleted by this effect"))
      out = { what: "delete", did: false };
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
