/** A [Security] effect's "If this card was face-up, ...": the checked card was face up in the security stack (3-7-4). */
import type { Cond } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

export function wasFaceUpAtom(c: Cursor): Cond | null {
  return c.is("this card was face[- ]?up") ? { is: "checkedFaceUp" } : null;
}
