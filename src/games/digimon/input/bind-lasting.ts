/**
 * `lasting CODE` on a board: what a card used earlier still leaves in force over a whole side,
 * "for the turn" or "until the end of their turn" (overall processing that lasts, 15-11-2-2): DP
 * changes to all of a side's Digimon and keywords all of a side's matching Digimon gain. A card
 * that treated a Tamer as a Digimon (15-12-1-4) is refused by name: the engine has no Tamer that is
 * also a Digimon (a permanent is a Digimon by its top card's category), so it can't be stated.
 */
import type { CardRef, PlayerBoard } from "../../../board/ast.ts";
import { InputError } from "../../input-error.ts";
import type { CardDef, Op } from "../model/index.ts";
import type { DigimonState } from "../state/state.ts";

/** Every operation of a list, those nested under conditions, choices and "then" included. */
function allOps(ops: Op[]): Op[] {
  return ops.flatMap((op) => {
    const nested = Object.values(op).flatMap((v) =>
      Array.isArray(v) ? (v.every((x) => Array.isArray(x)) ? v.flat() : v) : [],
    );
    const inner = nested.filter((x): x is Op => typeof x === "object" && x !== null && "op" in x);
    return [op, ...allOps(inner)];
  });
}

/**
 * "treat this Tamer as a 3000 DP Digimon", "the Tamer played by this effect is also treated as a
 * 12000 DP Digimon": a card that adds the Digimon category to another card ("as if ... is a level 3
 * Digimon", digivolving onto a Tamer, is not one).
 */
const TREATS_AS_DIGIMON = /\btreat(?:s|ed)?\b[^.]{0,80}?\bas an? (?:(?:level \d+|\d+ DP|\w+) )*?Digimon\b/i;

/** Whether a card's printed text treats a card (a Tamer) as a Digimon. */
export function treatsAsDigimon(def: CardDef): boolean {
  return def.text !== undefined && TREATS_AS_DIGIMON.test(def.text);
}

/** `lookup`: the board's card lookup (bind-board.ts), which names an unknown code's closest matches. */
export function bindLasting(
  s: DigimonState,
  lookup: (ref: CardRef) => CardDef,
  pb: PlayerBoard,
  other: string,
): void {
  for (const ref of pb.lasting) {
    const def = lookup(ref);
    if (treatsAsDigimon(def))
      throw new InputError(
        `${ref.code} ${def.name} treats a Tamer as a Digimon (15-12-1-4), which the engine does not model yet: a permanent is a Digimon only by its top card, so a board can't state a Tamer left a Digimon by an earlier effect. Ask about the turn that effect was used in instead.`,
        "board",
        ref.pos,
        ref.code,
      );
    const ops = allOps([...def.abilities, ...def.inherited, ...def.security].flatMap((a) => a.ops));
    let found = 0;
    for (const op of ops) {
      if ((op.op !== "dp" && op.op !== "gainKeyword") || op.target === "this" || op.target.count !== "all")
        continue;
      const side = op.target.side;
      const sides = side === "any" ? [pb.player, other] : [side === "you" ? pb.player : other];
      if (op.op === "dp" && typeof op.amount === "number") {
        for (const affects of sides)
          s.lasting.push({ card: def.code, owner: pb.player, affects, amount: op.amount });
        found++;
      } else if (op.op === "gainKeyword") {
        const { keyword, value } = op;
        for (const affects of sides)
          (s.lastingKeywords ??= []).push({
            source: def.code,
            affects,
            filter: op.target.filter,
            keyword,
            value,
          });
        found++;
      }
    }
    if (found === 0)
      throw new InputError(
        `${ref.code} ${def.name} has no effect that lasts over all of a side's Digimon (a DP change or a keyword they gain, for the turn or until the end of a turn), so it can't be "lasting".`,
        "board",
        ref.pos,
        ref.code,
      );
  }
}
