/** Whether a cost can be paid now ("you may X to Y": no X, no Y; Q1210). */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { canFlip } from "./security.ts";
import { canMove } from "./card-moves.ts";
import { cannotMoveTopOfChosen } from "./top-of-chosen.ts";
import { cannotPlayFrom } from "./play-candidates.ts";
import { cannotDigivolveBy } from "./digivolve-hook.ts";
import { cannotPlaceSelfUnder, cannotStackUnder } from "./stack-under.ts";
import { cannotTopToBottom, raisedLevelOps } from "./stack.ts";
import { cannotPlaceOption, cannotTrashBattleOptions } from "./battle-options.ts";
import { cantChange } from "./restrict.ts";
import { trashableLinks } from "./link.ts";
import { trashableSources } from "./digivolution-cards.ts";
import { withDigivolvingColor } from "./digivolving-color.ts";
import { count, matchesFilter, permanentMatches } from "../derive/index.ts";
import { opponentOf, permName } from "../state/state.ts";

export function canPay(sc: OpScope, cost: Op[]): string | null {
  for (const op of cost) {
    // Either of two costs: payable when one of them is.
    if (op.op === "choose" && op.cost) {
      const why = op.options.map((o) => canPay(sc, o));
      if (why.every((w) => w !== null)) return why.join("; and ");
      continue;
    }
    // "For each ..., add 1 to the level this effect may choose" after a cost: the raised cost is the one paid.
    const raised = op.op === "raiseLevelMax" ? canPay(sc, raisedLevelOps(sc, op).ops) : null;
    if (raised) return raised;
    // "placing this Tamer and 1 [A] ... under one of your [X]": the cards from the trash must be there too.
    const inner = op.op === "onReferent" ? canPay(sc, op.then) : null;
    if (inner) return inner;
    const undigivolvable = op.op === "digivolveBy" ? cannotDigivolveBy(sc, op) : null;
    if (undigivolvable) return undigivolvable;
    if (op.op === "securityToHand" && sc.s.players[sc.me]!.security.length < op.n)
      return `player ${sc.me} has no security card to add to the hand`;
    if (op.op === "suspendThis" && sc.self?.suspended) return `${permName(sc.self)} is already suspended`;
    // A cost is paid in full or not at all: "trash the top card of your security stack to ..." needs one.
    if (op.op === "trashSecurity" && op.side !== "most") {
      const who = op.side === "you" ? sc.me : opponentOf(sc.s, sc.me);
      if (sc.s.players[who]!.security.length < op.n)
        return `player ${who} has too few security cards to trash`;
    }
    if (
      op.op === "trashSecurity" &&
      op.side === "most" &&
      Object.values(sc.s.players).every((p) => p.security.length < op.n)
    )
      return "no player has a security card to trash";
    const held = op.op === "suspendThis" && sc.self ? cantChange(sc.s, sc.self, "suspend") : null;
    if (held) return held;
    if (
      op.op === "returnSourceToHand" &&
      !sc.self?.stack.slice(1).some((c) => matchesFilter(sc.s, c, op.filter))
    )
      return "there is no matching digivolution card to return";
    if (
      op.op === "trashHand" &&
      !op.who &&
      sc.s.players[sc.me]!.hand.filter(
        (c) => !op.filter || matchesFilter(sc.s, c, withDigivolvingColor(sc, op.filter)),
      ).length < op.n
    )
      return `player ${sc.me} has too few cards in the hand to trash`;
    if (op.op === "deleteThis" && !sc.self) return "this Digimon is no longer in the battle area";
    // "placing the top card of this Digimon on top of your security stack": without a card under it
    // there is no top card to place apart from the Digimon (official Q&A on BT9-044).
    if (op.op === "topToSecurity" && (sc.self?.stack.length ?? 0) < 2)
      return "this Digimon has no digivolution cards, so no top card can be placed apart from it";
    if ((op.op === "deleteThis" || op.op === "moveThis") && op.filter && sc.self) {
      if (!permanentMatches(sc.s, sc.self, op.filter, sc.self, sc.me))
        return `${permName(sc.self)} is not as the cost asks`;
    }
    if (op.op === "trashLinkCards" && trashableLinks(sc, op).length < op.n)
      return `there ${op.n === 1 ? "is no link card" : `are fewer than ${op.n} link cards`} to trash`;
    if (
      (op.op === "delete" || op.op === "bounce") &&
      op.target.count !== "all" &&
      !op.target.upTo &&
      count(sc.s, sc.me, op.target, sc.self) < op.target.count
    )
      return `player ${sc.me} has too few ${op.target.filter.category === "Tamer" ? "Tamers" : "Digimon"} to ${op.op === "delete" ? "delete" : "return"}`;
    if (op.op === "trashAnySources" && trashableSources(sc, op) < op.n)
      return `player ${sc.me} has too few matching digivolution cards to trash`;
    const move =
      canMove(sc, op) ??
      cannotTopToBottom(sc, op) ??
      cannotMoveTopOfChosen(sc, op) ??
      cannotPlayFrom(sc, op) ??
      (op.op === "flipSecurity" ? canFlip(sc, op) : null);
    if (move) return move;
    const under =
      op.op === "stackUnder"
        ? cannotStackUnder(sc, op)
        : op.op === "placeSelfUnder"
          ? cannotPlaceSelfUnder(sc, op)
          : op.op === "trashBattleOptions"
            ? cannotTrashBattleOptions(sc, op)
            : op.op === "placeOptionInBattle"
              ? cannotPlaceOption(sc, op)
              : null;
    if (under) return under;
  }
  return null;
}
