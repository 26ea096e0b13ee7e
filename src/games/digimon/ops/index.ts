/**
 * The ops layer: what abilities do to the state, each step recorded as events for triggers
 * (15-4-2-2). Code above this layer imports it from here. Loading it binds the dispatch table
 * (dispatch.ts) and puts the cards' own "when X would leave" effects first among the leave
 * interceptors.
 */
import { runOp } from "./dispatch.ts";
import { wouldLeaveEffects } from "./immediate-effects.ts";
import { leaveInterceptors } from "./interceptors.ts";

leaveInterceptors.push(wouldLeaveEffects);

export { runOp };
export * from "./attack.ts";
export * from "./can-pay.ts";
export { payCost, payThen } from "./pay-cost.ts";
export * from "./card-moves.ts";
export * from "./describe.ts";
export * from "./digisorption.ts";
export * from "./immediate-effects.ts";
export * from "./interceptors.ts";
export * from "./later.ts";
export * from "./leave-field.ts";
export * from "./link.ts";
export * from "./option-effects.ts";
export * from "./primitives.ts";
export * from "./restrict.ts";
export * from "./no-unsuspend.ts";
export * from "./scope.ts";
export * from "./token.ts";
export * from "./use-option.ts";
export * from "./after-use.ts";
export * from "./keyword-effects.ts";
export { fusionPair } from "./app-fusion.ts";
export { keywordName } from "./gain-keyword.ts";
export * from "./hatch-move.ts";
export { unknownOrder } from "./security-search.ts";
export { keywordSteps } from "./keyword-steps.ts";
export { assignParts, inPartOrder } from "./requirement-parts.ts";
export { allowExtraSources, fitsAsXrosName, placeOf, standsInForXros } from "./xros-sources.ts";
export { unmetProcessingCondition } from "./activation-gate.ts";
