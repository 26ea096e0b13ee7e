/**
 * "This Digimon gains all effects of cards with [Gammamon] in their names in this Digimon's
 * digivolution cards", "... of [Goldramon] in this Digimon's digivolution cards": a persistent
 * effect by which the Digimon has those cards' main effects as its own (state.ts activeAbilities);
 * "gains all [Main] effects of its digivolution cards with the [Flame] trait": those of one
 * timing, of the cards with the trait.
 */
import type { BodyFields } from "../reading.ts";
import type { Cursor } from "../text/cursor.ts";
import { TIMING_OF } from "../text/headers.ts";

const NAMES = "\\[([^\\]]+)\\](?:(?:,| and| or)\\s*\\[([^\\]]+)\\])?";

export function sourceEffectsStatic(c: Cursor): BodyFields | null {
  return byTrait(c) ?? byName(c);
}

/** "This Digimon gains all [Main] effects of its digivolution cards with the [Flame] trait": those of that timing. */
function byTrait(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    const m = c.re(
      `this Digimon gains all \\[([^\\]]+)\\] effects of its digivolution cards with the ${NAMES} traits?`,
    );
    const timing = m ? TIMING_OF[m[1]!] : undefined;
    if (!m || !timing || !c.atEnd()) return null;
    const traits = [m[2]!, m[3]].filter((n): n is string => n !== undefined).map((n) => n.trim());
    return { category: "persistent", ops: [], persistent: { kind: "sourceEffects", traits, timing } };
  });
}

function byName(c: Cursor): BodyFields | null {
  return c.try((): BodyFields | null => {
    // "all of the effects on cards with [X] in their names": the same, in another printing.
    if (!c.is("this Digimon gains all (?:of the )?effects (?:of|on)")) return null;
    const inName = c.re(`cards with ${NAMES} in their names`);
    const exact = inName ? null : c.re(NAMES);
    const m = inName ?? exact;
    if (!m || !c.is("in this Digimon's digivolution cards") || !c.atEnd()) return null;
    const names = [m[1]!, m[2]].filter((n): n is string => n !== undefined).map((n) => n.trim());
    return {
      category: "persistent",
      ops: [],
      persistent: { kind: "sourceEffects", names, ...(exact ? { exactName: true } : {}) },
    };
  });
}
