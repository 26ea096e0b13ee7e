/**
 * The breeding phase (6-4): the turn player does one of hatching a Digi-Egg (4-18), moving a
 * Digimon from the breeding area to the battle area (4-17), or nothing. Each is refused with the
 * rule when the player, the phase or the areas don't allow it.
 */
import { RulesError } from "../../../engine/errors.ts";
import type { EffectContext } from "../../../engine/types.ts";
import { hatch, hatchBlocked, moveBlocked, moveToBattle } from "../ops/index.ts";
import { type DigimonState, type Permanent, type PlayerId, permName } from "../state/state.ts";

export type BreedingAction =
  /** `A hatches`: the top card of the Digi-Egg deck goes face up into the breeding area (6-4-1-1). */
  | { kind: "hatch"; player: PlayerId }
  /** `A moves BT1-010`: the Digimon in the breeding area goes to the battle area (6-4-1-2). */
  | { kind: "move"; player: PlayerId; perm: Permanent };

const WORDS = { hatch: "hatch a Digi-Egg", move: "move a Digimon out of the breeding area" } as const;

/** Only the turn player, only in their breeding phase, and only once in it (6-4-1). */
function checkBreedingPhase(s: DigimonState, a: BreedingAction): void {
  const what = WORDS[a.kind];
  if (a.player !== s.turn)
    throw new RulesError(
      `It is player ${s.turn}'s turn: only the turn player can ${what}, in their breeding phase.`,
      "6-4-1",
    );
  if (s.phase !== "breeding" || !s.breedingOpen) {
    const now =
      s.phase === "breeding"
        ? "player " + s.turn + " already took the breeding phase's one action"
        : s.phase === "start"
          ? "the turn has not started"
          : s.phaseUnsaid
            ? `the board does not say the phase, so it is taken as the main phase (write "turn ${s.turn} breeding" on the board, or start the turn: "${s.turn} starts the turn")`
            : `it is the ${s.phase} phase`;
    throw new RulesError(
      `Player ${a.player} can ${what} only as the one action of the breeding phase, and ${now}.`,
      "6-4-1",
    );
  }
}

export function applyBreedingAction(s: DigimonState, ctx: EffectContext, a: BreedingAction): void {
  checkBreedingPhase(s, a);
  if (a.kind === "hatch") {
    const blocked = hatchBlocked(s, a.player);
    if (blocked) throw new RulesError(`Player ${a.player} can't hatch: ${blocked.why}.`, blocked.rule);
    delete s.breedingOpen;
    const perm = hatch(s, ctx, a.player);
    ctx.note(`${permName(perm)} hatches into player ${a.player}'s breeding area (4-18-1)`);
    return;
  }
  const blocked = moveBlocked(s, a.perm, a.player);
  if (blocked) throw new RulesError(`Player ${a.player} can't move it: ${blocked.why}.`, blocked.rule);
  delete s.breedingOpen;
  moveToBattle(s, ctx, a.perm, a.player);
  ctx.note(
    `${permName(a.perm)} moves to the battle area as it is: it keeps its orientation and what effects gave it, and moving is not playing (4-17-3, 4-17-4)`,
  );
}
