/**
 * "Look at the top card of your deck": the card is shown to its player only and stays where it
 * is (15-15-3-9-1, 15-15-3-9-3). Nothing else changes, so the step only tells what was seen.
 */
import type { LookTopOp } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { cardName } from "../state/state.ts";

export function runLookTop(sc: OpScope, op: LookTopOp): string[] {
  const pile = sc.s.players[sc.me]![op.pile];
  const where = op.pile === "deck" ? "deck" : "Digi-Egg deck";
  const card = pile[0];
  if (!card) return [`player ${sc.me}'s ${where} is empty, so there is nothing to look at`];
  return [
    `player ${sc.me} looks at the top card of their ${where} (${cardName(card)}); only they see it, and it stays on top (15-15-3-9)`,
  ];
}
