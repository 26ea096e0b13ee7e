/**
 * What a deletion or a removal asks first is installed once, in order: the cards' own "when ...
 * would ..." effects, then the keywords' interceptors (15-8-5). A layer that forgot to register
 * its interceptors would silently stop <Evade>, <Guard> and the rest from acting.
 */
import { describe, expect, it } from "vitest";
import { digimonGame } from "../../../../src/games/digimon/module.ts";
import {
  deletionInterceptors,
  leaveInterceptors,
  leavingHooks,
  wouldLeaveEffects,
} from "../../../../src/games/digimon/ops/index.ts";
import { DELETION_KEYWORDS } from "../../../../src/games/digimon/keywords/deletion.ts";
import { GUARD, LEAVING_KEYWORDS } from "../../../../src/games/digimon/keywords/leave.ts";
import { DETACH } from "../../../../src/games/digimon/keywords/detach.ts";

describe("deletion and leave interceptors", () => {
  it("are registered once each when the game loads, the cards' own effects first", () => {
    expect(digimonGame.id).toBe("digimon");
    expect(deletionInterceptors).toEqual(DELETION_KEYWORDS);
    expect(DELETION_KEYWORDS).toHaveLength(3);
    expect(leaveInterceptors).toEqual([wouldLeaveEffects, GUARD, DETACH]);
    expect(leavingHooks).toEqual([LEAVING_KEYWORDS]);
  });
});
