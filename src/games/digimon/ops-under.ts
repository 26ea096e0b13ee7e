/**
 * Revealed cards placed under one of your cards or trashed ("Among them, add 1 [X] to the hand
 * and place 1 such card face down under any of your [X] trait Tamers"). A card placed under a
 * Tamer or as a digivolution card goes to the bottom of the stack (4-4-2, 4-8).
 */
import type { RevealPick } from "./ability.ts";
import { type OpScope, chooseTargets, toTrash } from "./ops.ts";
import { type CardInst, cardName, permName } from "./state.ts";

/** Moves the chosen revealed cards; a card with nowhere to go stays with the rest (returned). */
export function placeRevealed(
  sc: OpScope,
  pick: RevealPick,
  chosen: CardInst[],
): { out: string[]; left: CardInst[] } {
  if (chosen.length === 0) return { out: [], left: [] };
  if (pick.to === "trash") {
    toTrash(sc.s, chosen);
    return {
      out: [`${chosen.map(cardName).join(", ")} ${chosen.length > 1 ? "are" : "is"} trashed`],
      left: [],
    };
  }
  const host = pick.onto ? chooseTargets(sc, pick.onto, "place the revealed card under")[0] : sc.self;
  if (!host) return { out: ["there is no card to place it under, so it stays with the rest"], left: chosen };
  for (const c of chosen) {
    c.epoch += 1;
    // Face down it has no card information (4-7-9).
    if (pick.faceDown) c.faceDownAt = c.epoch;
    host.stack.push(c);
  }
  const how = pick.faceDown ? " face down" : "";
  return {
    out: [
      `${chosen.map(cardName).join(", ")} ${chosen.length > 1 ? "are" : "is"} placed${how} under ${permName(host)}`,
    ],
    left: [],
  };
}
