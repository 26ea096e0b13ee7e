/**
 * Playing a face-up security card (3-7-4): "play 1 face-up [X] trait Digimon card from your
 * security stack", "play 1 [X] trait Digimon card from your face-up security cards". Only a
 * face-up card is known to be what the text names, so only those are offered (ops/plays.ts).
 */
import { Cursor, NUMBER } from "../text/cursor.ts";
import { cardSpec } from "./filters.ts";

type Spec = NonNullable<ReturnType<typeof cardSpec>>;

/** "1 face-up Digimon card with the [X] trait" (the card; "from your security stack" is read after it). */
export function faceUpSpec(c: Cursor): Spec | null {
  return c.try((): Spec | null => {
    const m = c.re(`${NUMBER} face-up(?= )`);
    if (!m) return null;
    const head = `${m[1]} `;
    const sub = new Cursor(head + c.rest());
    const spec = cardSpec(sub);
    if (!spec || !sub.peek("from your security stack")) return null;
    c.i += sub.i - head.length;
    return spec;
  });
}

/** Where the card is played from, once its spec is read: the security stack's face-up cards. */
export function fromFaceUpSecurity(c: Cursor, faceUpSaid: boolean): boolean {
  return c.is(faceUpSaid ? "from your security stack" : "from your face-up security cards");
}
