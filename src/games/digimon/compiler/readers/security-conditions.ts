/**
 * Conditions and counts on the face-up cards and the size of a security stack: "you have no
 * face-up security cards", "for each of your face-up security cards", "you have 3 security
 * cards or less" (3-7-4, 15-14-5-1). Apart from security.ts, which reads the search groups and
 * would otherwise close an import cycle through conditions.ts.
 */
import type { CardFilter, Color, Cond, Count } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, names } from "./filters.ts";

const FACE_UP = "face[- ]?up";
const COLOR = "red|blue|yellow|green|black|purple|white";

const colour = (w: string) => (w[0]!.toUpperCase() + w.slice(1).toLowerCase()) as Color;

/** "face-up [X] security cards", "blue face-up security cards": which face-up cards. */
function faceUpCards(c: Cursor): CardFilter | null {
  return c.try((): CardFilter | null => {
    const col = c.re(`(${COLOR}) `);
    if (!c.is(FACE_UP)) return null;
    const named = c.re(`(${NAMES}) `);
    if (!c.is("security cards?")) return null;
    return {
      faceUp: true,
      ...(col ? { colors: [colour(col[1]!)] } : {}),
      ...(named ? { nameIs: names(named[1]!) } : {}),
    };
  });
}

/** "you have no face-up security cards", "you have a face-up security card", "[X] is face-up in your security stack". */
function faceUpAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    const named = c.re(`(${NAMES}) is ${FACE_UP} in your security stack`);
    if (named)
      return { is: "security", side: "you", filter: { faceUp: true, nameIs: names(named[1]!) }, atLeast: 1 };
    const m = c.re("(you|your opponent|they) (?:has|have) (no|an?|any)");
    const filter = m && faceUpCards(c);
    if (!m || !filter) return null;
    const side = /^you$/i.test(m[1]!) ? "you" : "opponent";
    return { is: "security", side, filter, ...(/^no$/i.test(m[2]!) ? { atMost: 0 } : { atLeast: 1 }) };
  });
}

/** What follows "for each": "of your face-up security cards", "of your opponent's face-up security cards". */
export function faceUpCount(c: Cursor): Count | null {
  return c.try((): Count | null => {
    const m = c.re("of (your opponent's|their|your)");
    const filter = m && faceUpCards(c);
    if (!m || !filter) return null;
    return { side: /your$/i.test(m[1]!) ? "you" : "opponent", filter, zone: "security" };
  });
}

/** "you have more security cards than your opponent", "you have 3 security cards or less". */
function countAtom(c: Cursor): Cond | null {
  return c.try((): Cond | null => {
    if (c.is("you have more security cards than your opponent"))
      return { is: "not", cond: { is: "fewerThanOpponent", zone: "security", orEqual: true } };
    if (
      c.is(
        "the number of cards in your security stack is less than or equal to your opponent's|you have as many or fewer security cards (?:than|as) your opponent",
      )
    )
      return { is: "fewerThanOpponent", zone: "security", orEqual: true };
    const faceDown = c.re(
      "you have as many or fewer security cards as this Digimon has (face-down )?digivolution cards",
    );
    if (faceDown)
      return {
        is: "countAtMostCount",
        count: { side: "you", filter: {}, zone: "security" },
        atMostOf: { side: "you", filter: {}, zone: "sources", ...(faceDown[1] ? { faceDown: true } : {}) },
      };
    const m = c.re("(you|your opponent|they) (?:has|have) (\\d+) security cards? or (more|fewer|less)");
    if (!m) return null;
    const n = Number(m[2]);
    const side = /^you$/i.test(m[1]!) ? "you" : "opponent";
    return { is: "security", side, ...(/more/i.test(m[3]!) ? { atLeast: n } : { atMost: n }) };
  });
}

/** Condition atoms on the security stack that conditions.ts does not read. */
export function securityFaceAtom(c: Cursor): Cond | null {
  return faceUpAtom(c) ?? countAtom(c);
}
