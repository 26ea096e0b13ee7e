/**
 * The one dispatch of operations: a table with a handler for every op of the ability AST, typed
 * so that an op without a handler is a compile error. The only file that imports every handler;
 * handlers run nested ops through `sc.run(op)` (scope.ts), which comes back here.
 */
import { runXrosStandIn } from "./xros-stand-in.ts";
import { runTopToSecurity } from "./top-to-security.ts";
import { runEffectBattle } from "./effect-battle.ts";
import { runTopOfChosen } from "./top-of-chosen.ts";
import type { Op } from "../model/index.ts";
import { runBanPlay } from "./play-ban.ts";
import { runAttackOp, becomeAttackTarget } from "./attack.ts";
import { runActivateOwn } from "./activate-own.ts";
import { runBounce } from "./bounce.ts";
import { runCardMoveOp } from "./card-moves.ts";
import {
  runIf,
  runIfDna,
  runMay,
  runOverwrite,
  runPerTriggerCount,
  runScaled,
  runRepeat,
  runChoose,
} from "./control.ts";
import { runReveal, runTrashDeck } from "./deck.ts";
import { runDelete, runDeleteThis, runDeleteUpToTotal } from "./delete.ts";
import {
  runDeDigivolve,
  runReturnSourceToHand,
  runTrashBottomSource,
  runTrashSources,
  runTrashAnySources,
} from "./digivolution-cards.ts";
import { runDp } from "./dp.ts";
import { runEffectNumbersOp } from "./effect-numbers.ts";
import { runGainKeyword, runUnblockable } from "./gain-keyword.ts";
import { runGainEffect } from "./gained-effects.ts";
import { runAddSelfToHand, runDraw, runDrawToHand, runReturnToHand, runTrashHand } from "./hand.ts";
import { runWouldOp } from "./immediate-effects.ts";
import { runOnReferent } from "./referent.ts";
import { runSave } from "./keyword-effects.ts";
import { runAtEndOfTurn, runLater } from "./later.ts";
import { runMemory, runSetMemory } from "./memory.ts";
import { mindLink } from "./mind-link.ts";
import { runLinkBy, runTrashLinkCards } from "./link.ts";
import { runNoUnsuspend } from "./no-unsuspend.ts";
import { runOptionOp, runPlaySelf, runSecurityCheckOnly } from "./option-effects.ts";
import { runBattleOptionOp } from "./battle-options.ts";
import { runOpponentMay } from "./opponent-may.ts";
import { runDeleteEach, runSuspendEach } from "./delete-each.ts";
import { runActivateMain, runActivateOptionSide } from "./activate-main.ts";
import { runOutcome, runPerOutcome } from "./outcome.ts";
import { runPlaysOp } from "./plays.ts";
import { runRestrict } from "./restrict.ts";
import { type Handler, type OpScope, bindDispatcher } from "./scope.ts";
import { runHatch, runMoveFromBreeding } from "./hatch-move.ts";
import {
  runRecovery,
  runSecurityOp,
  runSecurityToHand,
  runTrashSecurity,
  runTrashSecurityDownTo,
} from "./security.ts";
import { runIfDeleted, runRaiseLevelMax, runTopToBottom } from "./stack.ts";
import {
  runSuspend,
  runSuspendThis,
  runSuspendTriggering,
  runUnsuspend,
  runUnsuspendThis,
} from "./suspension.ts";
import { runPlayToken } from "./token.ts";
import { runTreatAsDigimon } from "./treat-as-digimon.ts";
import { runIfPlayedByEffect } from "./if-played-by-effect.ts";
import { runIfDigixros } from "./if-digixros.ts";
import { runAppFuseBy } from "./app-fusion.ts";
import { runKeywordStep } from "./keyword-steps.ts";
import { runTrimHand } from "./trim-hand.ts";
import { runSetOriginalDp } from "./original-dp.ts";
import { runDeleteAllOther } from "./keep-chosen.ts";
import { runPlayChecked } from "./play-checked.ts";
import { runPlaceUnderAnother } from "./place-under-another.ts";
import { runChooseOnly } from "./choose-only.ts";
import { runActivatePlaced } from "./activate-placed.ts";
import { runActivateCardEffect } from "./activate-card-effect.ts";
import { runLookTop } from "./look-top.ts";
import { runNextDigivolve } from "./next-digivolve.ts";
import { runActivateSecurity } from "./activate-security.ts";
import { runDeleteUntil } from "./delete-until.ts";

type Handlers = { [K in Op["op"]]: Handler<Extract<Op, { op: K }>> };

const HANDLERS: Handlers = {
  // cards to and from the hand, memory, DP
  draw: runDraw,
  drawToHand: runDrawToHand,
  returnToHand: runReturnToHand,
  trashHand: runTrashHand,
  addSelfToHand: runAddSelfToHand,
  memory: runMemory,
  setMemory: runSetMemory,
  dp: runDp,
  // deleting, suspending, returning Digimon
  delete: runDelete,
  deleteThis: runDeleteThis,
  deleteUpToTotalDp: runDeleteUpToTotal,
  suspend: runSuspend,
  unsuspend: runUnsuspend,
  suspendTriggering: runSuspendTriggering,
  suspendThis: runSuspendThis,
  unsuspendThis: runUnsuspendThis,
  noUnsuspend: runNoUnsuspend,
  restrict: runRestrict,
  bounce: runBounce,
  // digivolution cards and stacks
  deDigivolve: runDeDigivolve,
  trashBottomSource: runTrashBottomSource,
  returnSourceToHand: runReturnSourceToHand,
  trashSources: runTrashSources,
  trashAnySources: runTrashAnySources,
  ifDeleted: runIfDeleted,
  raiseLevelMax: runRaiseLevelMax,
  topToBottom: runTopToBottom,
  // moving cards between areas
  toSecurity: runCardMoveOp,
  moveCards: runCardMoveOp,
  moveThis: runCardMoveOp,
  trashSourcesAny: runCardMoveOp,
  stackUnder: runCardMoveOp,
  placeSelfUnder: runCardMoveOp,
  // security stack and deck
  securityToHand: runSecurityToHand,
  trashSecurity: runTrashSecurity,
  trashSecurityDownTo: runTrashSecurityDownTo,
  recovery: runRecovery,
  placeSelfInSecurity: runSecurityOp,
  flipSecurity: runSecurityOp,
  searchSecurity: runSecurityOp,
  shuffleSecurity: runSecurityOp,
  trashDeck: runTrashDeck,
  reveal: runReveal,
  // playing, digivolving and attacking by effects
  playFrom: runPlaysOp,
  digivolveBy: runPlaysOp,
  dnaBy: runPlaysOp,
  attackBy: runPlaysOp,
  playToken: runPlayToken,
  mindLink,
  // the attack in progress
  becomeAttackTarget: (sc) => becomeAttackTarget(sc),
  switchTarget: runAttackOp,
  endAttack: runAttackOp,
  // keywords and effects gained
  gainKeyword: runGainKeyword,
  unblockable: runUnblockable,
  gainEffect: runGainEffect,
  save: runSave,
  // Option cards and security effects
  placeSelf: runOptionOp,
  playSelf: runPlaySelf,
  delay: runOptionOp,
  digiBurst: runOptionOp,
  chooseEffects: runOptionOp,
  atEndOfBattle: runOptionOp,
  returnSelfToHand: runOptionOp,
  securityDp: runOptionOp,
  playSelfAfterBattle: runSecurityCheckOnly,
  activateMain: runActivateMain,
  activateOptionSide: runActivateOptionSide,
  // immediate-type effects (15-8-5)
  preventLeave: runWouldOp,
  reduceCost: runWouldOp,
  setCost: runWouldOp,
  // how effects branch, repeat and wait
  if: runIf,
  ifDna: runIfDna,
  ifOutcome: runOutcome,
  perOutcome: runPerOutcome,
  overwrite: runOverwrite,
  perTriggerCount: runPerTriggerCount,
  scaled: runScaled,
  may: runMay,
  choose: runChoose,
  onReferent: runOnReferent,
  raiseMax: runEffectNumbersOp,
  atEndOfTurn: runAtEndOfTurn,
  later: runLater,
  repeat: runRepeat,
  activateOwn: runActivateOwn,
  // effects that add information (15-12-1)
  treatAsDigimon: runTreatAsDigimon,
  // linking by an effect (10-1)
  linkBy: runLinkBy,
  trashLinkCards: runTrashLinkCards,
  hatch: runHatch,
  moveFromBreeding: runMoveFromBreeding,
  ifDigixros: runIfDigixros,
  ifPlayedByEffect: runIfPlayedByEffect,
  appFuseBy: runAppFuseBy,
  // keywords given as a step of an effect
  keywordStep: runKeywordStep,
  trimHand: runTrimHand,
  returnSelfToDeck: runCardMoveOp,
  trashThisCard: runCardMoveOp,
  trashBattleOptions: runBattleOptionOp,
  placeOptionInBattle: runBattleOptionOp,
  opponentMay: runOpponentMay,
  deleteEach: runDeleteEach,
  suspendEach: runSuspendEach,
  setOriginalDp: runSetOriginalDp,
  banPlay: runBanPlay,
  deleteAllOther: runDeleteAllOther,
  xrosStandIn: runXrosStandIn,
  playChecked: runPlayChecked,
  placeUnderAnother: runPlaceUnderAnother,
  chooseOnly: runChooseOnly,
  topToSecurity: runTopToSecurity,
  activatePlaced: runActivatePlaced,
  activateCardEffect: runActivateCardEffect,
  battle: runEffectBattle,
  topOfChosen: runTopOfChosen,
  nextDigivolve: runNextDigivolve,
  lookTop: runLookTop,
  activateSecurity: runActivateSecurity,
  deleteUntil: runDeleteUntil,
};

/** Runs one operation and returns what it did, in words. */
export function runOp(sc: OpScope, op: Op): string[] {
  sc.ctx.tick();
  sc.ctx.nextMoment();
  // The table pairs each op with its handler; TypeScript can't follow that pairing through a lookup.
  const handler = HANDLERS[op.op] as Handler<Op>;
  return handler(sc, op);
}

bindDispatcher(runOp);
