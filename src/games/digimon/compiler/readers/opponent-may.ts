/**
 * "Your opponent may trash 1 card in their hand.", "Your opponent may delete 1 of their Digimon
 * or Tamers.": the opponent decides, and makes the choices, of what follows. It is read from
 * their side ("their hand" is then "your hand") and run as theirs (ops/opponent-may.ts).
 */
import type { Op } from "../../model/index.ts";
import type { EffectContext } from "../reading.ts";
import { Cursor } from "../text/cursor.ts";

type Read = (c: Cursor, ctx: EffectContext) => Op[] | null;

/** The words of a clause as the other player would say them. */
export function fromTheirSide(text: string): string {
  return text.replace(/\b(your opponent's|your opponent|their|they|your)\b/gi, (w) => {
    const lower = w.toLowerCase();
    if (lower === "your opponent's" || lower === "their") return "your";
    if (lower === "your opponent" || lower === "they") return "you";
    return "your opponent's";
  });
}

/**
 * "they place 1 card from their hand as the bottom security card": the opponent must do it, and
 * picks the card (a hand is private, 3-5-3); read from their side like "your opponent may".
 */
export function opponentPlaces(c: Cursor, ctx: EffectContext, read: Read): Op[] | null {
  return c.try(() => {
    if (!c.is("(?:your opponent|they) places?(?= )")) return null;
    const inner = new Cursor(`place${fromTheirSide(c.rest())}`);
    const then = read(inner, ctx);
    if (!then || !inner.atEnd() || !then.every((o) => o.op === "moveCards" && o.from === "hand")) return null;
    c.i = c.s.length;
    return [{ op: "opponentMay", then, must: true }];
  });
}

export function opponentMay(c: Cursor, ctx: EffectContext, read: Read): Op[] | null {
  if (!c.is("your opponent may")) return null;
  const inner = new Cursor(fromTheirSide(c.rest()));
  const then = read(inner, ctx);
  if (!then || !inner.atEnd()) return null;
  c.i = c.s.length;
  return [{ op: "opponentMay", then }];
}
