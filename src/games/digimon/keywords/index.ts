/**
 * The keyword layer: keyword effects that act (16-x) beyond the keywords a Digimon holds
 * (derive/keywords.ts). When it loads it registers what interrupts a deletion or a Digimon
 * leaving the battle area, after the cards' own immediate-type effects (ops/index.ts).
 */
import { deletionInterceptors, keywordSteps, leaveInterceptors, leavingHooks } from "../ops/index.ts";
import { DELETION_KEYWORDS } from "./deletion.ts";
import { GUARD, LEAVING_KEYWORDS } from "./leave.ts";
import { DETACH } from "./detach.ts";
import { blitz } from "./triggered.ts";

deletionInterceptors.push(...DELETION_KEYWORDS);
leaveInterceptors.push(GUARD);
leaveInterceptors.push(DETACH);
leavingHooks.push(LEAVING_KEYWORDS);
keywordSteps.blitz = blitz;

export * from "./end-turn-attacks.ts";
export * from "./triggered.ts";
