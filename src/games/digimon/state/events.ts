/**
 * Events the Digimon ruleset records while applying actions and effects. "When ..." triggers
 * (triggers.ts) see only what is recorded here: code that moves cards (to a hand, a security
 * stack, the trash, under a Digimon) or suspends them must record the matching event.
 */
import type { EffectContext } from "../../../engine/types.ts";
import type { Ability, Keyword, PlayedFrom } from "../model/index.ts";
import type { CardInst, Permanent, PlayerId } from "./state.ts";

export type DigimonEvent =
  | {
      kind: "played";
      moment: number;
      pid: number;
      player: PlayerId;
      byEffect: boolean;
      /** Played by an effect that says its [On Play] effects don't activate. */
      noOnPlay?: boolean;
      /** Cards placed under it for a DigiXros or an Assembly (7-2-2-9, 7-3-2-7). */
      digixros?: number;
      assembly?: number;
      /** Played from the trash or from a Digimon's digivolution cards (not cards under a Tamer, 4-4-2). */
      from?: PlayedFrom;
      /** Played by an effect: the name of the card whose effect it was ("played by [X]'s effect"). */
      by?: string;
    }
  /** `fromTrash`: the card it digivolved into came from the trash (by an effect). */
  | {
      kind: "digivolved";
      moment: number;
      pid: number;
      player: PlayerId;
      dna: boolean;
      fromTrash?: true;
      /** An effect digivolved it (an effect's digivolution, <Blast Digivolve>: 16-26-4), not the digivolve action. */
      byEffect?: true;
      /** A Tamer digivolved as itself, by a requirement naming it: no Digimon digivolved (official Q&A). */
      asTamer?: true;
    }
  /** `card` became a link card of the Digimon `pid` (10-1-3-3): its [When Linking] effects trigger (15-16-6). */
  | { kind: "linked"; moment: number; pid: number; player: PlayerId; card: CardInst }
  /** `target`: what the declaration chose (11-2-7-1), when the action names it; `targetPid`: the Digimon attacked. */
  | {
      kind: "attacking";
      moment: number;
      pid: number;
      player: PlayerId;
      target?: "player" | "digimon";
      targetPid?: number;
    }
  /**
   * A Digimon won a battle: the other side lost it (14-2-2, 13-1-8-3), whether or not the loser
   * is then deleted (an effect may keep it; Q6327).
   */
  | {
      kind: "deleted";
      moment: number;
      pid: number;
      owner: PlayerId;
      /** The stack as it was, top first; the cards are in the trash now. */
      stack: CardInst[];
      zeroDp: boolean;
      /** The keywords it held right before (<Retaliation>, <Fortitude>). */
      keywords?: Keyword[];
      /** Deleted in battle: the Digimon it battled (null: a Security Digimon). */
      battle?: { opponentPid: number | null };
      /** Effects it had gained (15-15-2): its gained [On Deletion] effects trigger too. */
      gained?: Ability[];
      /** The Digimon as it was on the field: its last known information (15-8-3-9-4). */
      was?: Permanent;
      /** Its DP on the field right before it was deleted (last known information, 15-8-3-9-4). */
      dp?: number;
    }
  /**
   * A Digimon or Tamer left the battle area (deleted, returned, placed elsewhere): `was` is
   * its last known information, so an effect of it that triggered earlier in the same
   * processing still becomes pending, and then fails to activate (15-4-4-3).
   */
  | { kind: "leftField"; moment: number; pid: number; was: Permanent }
  /** A Digimon won a battle (14-2-2): the one it battled (or the Security Digimon) lost. */
  | { kind: "battleWon"; moment: number; pid: number; player: PlayerId }
  /** The end of an attack arrives (11-6-1): [End of Attack] effects of the attacker trigger. */
  | { kind: "endOfAttack"; moment: number; pid: number; player: PlayerId }
  | { kind: "unsuspended"; moment: number; pid: number }
  /** `byEffect`: the player whose effect suspended it (not an attack or a block). */
  | { kind: "suspended"; moment: number; pid: number; byEffect?: PlayerId }
  /** `trashed`: the cards it put in the trash (absent when none were); `byEffect`: the player whose effect removed them. */
  | { kind: "securityRemoved"; moment: number; player: PlayerId; trashed?: CardInst[]; byEffect?: PlayerId }
  /** Digivolution cards trashed to activate <Digi-Burst>; they are in the trash now. */
  | { kind: "digiBurstTrashed"; moment: number; owner: PlayerId; cards: CardInst[] }
  | {
      kind: "sourceTrashed";
      moment: number;
      owner: PlayerId;
      pid: number;
      byEffect?: PlayerId;
      cards: CardInst[];
    }
  | { kind: "blocked"; moment: number; pid: number; attacker?: number }
  /** Cards an effect of `byEffect` placed under a Digimon or Tamer as its digivolution cards (4-8-1). */
  | {
      kind: "sourcesPlaced";
      moment: number;
      pid: number;
      byEffect: PlayerId;
      /** A Digimon's effect placed them ("one of your Digimon's effects"). */
      byDigimon?: true;
      cards: CardInst[];
      /** The card was this Digimon's own top card. */
      fromTop?: boolean;
    }
  /** Cards returned to a deck from under the Digimon `pid` (its digivolution cards, 4-8-1). */
  | { kind: "sourcesReturned"; moment: number; pid: number; cards: CardInst[] }
  /** An attack's target was switched (11-2-7-2): `attacker` is the attacking Digimon. */
  | { kind: "targetSwitched"; moment: number; attacker: number; player: PlayerId }
  /**
   * `cost`: the use cost the card was used with: after the reductions applied when it was paid,
   * its own cost when used without paying (Q2790, Q5515).
   */
  | { kind: "optionUsed"; moment: number; player: PlayerId; card: CardInst; cost: number }
  /** `byEffect`: the player whose effect trashed the cards. */
  | { kind: "handTrashed"; moment: number; player: PlayerId; byEffect?: PlayerId; cards: CardInst[] }
  /** `faceUp`: the cards placed face up (3-7-4). */
  | { kind: "securityAdded"; moment: number; player: PlayerId; faceUp?: CardInst[] }
  /** Cards added to a player's hand by an effect; `byDigimon`: a Digimon's effect; `fromTrash`: those that came from a trash. */
  | {
      kind: "handAdded";
      moment: number;
      player: PlayerId;
      byEffect: PlayerId;
      byDigimon: boolean;
      fromTrash?: CardInst[];
    }
  | { kind: "deckTrashed"; moment: number; player: PlayerId; cards: CardInst[] }
  /** An effect of `byEffect` placed cards in `player`'s deck from another area; `fromTrash`: those that came from a trash. */
  | {
      kind: "deckAdded";
      moment: number;
      player: PlayerId;
      byEffect: PlayerId;
      cards: CardInst[];
      fromTrash?: CardInst[];
    }
  /** A turn timing arrives for the turn player: [Start of Your Turn], [End of Your Turn] (15-16-11, 15-16-12). */
  | {
      kind: "turnTiming";
      moment: number;
      timing: "startOfYourTurn" | "endOfYourTurn" | "startOfYourMainPhase";
      player: PlayerId;
    }
  /** A Digi-Egg hatched into the breeding area (4-18-1). */
  | { kind: "hatched"; moment: number; pid: number; player: PlayerId }
  /** A Digimon moved from the breeding area to the battle area (4-17-1): not a play. */
  | { kind: "movedToBattle"; moment: number; pid: number; player: PlayerId }
  /**
   * A security check revealed `card` from `player`'s security stack (13-1-8-1); `by`: the
   * checking Digimon; `faceUp`: the card was face up in the stack (3-7-4).
   */
  | {
      kind: "securityChecked";
      moment: number;
      player: PlayerId;
      card: CardInst;
      by?: number;
      faceUp?: boolean;
    }
  /** Link cards of `owner`'s Digimon `pid` went to the trash (4-9); `byEffect`: by an effect of that player. */
  | {
      kind: "linkTrashed";
      moment: number;
      owner: PlayerId;
      pid: number;
      byEffect?: PlayerId;
      cards: CardInst[];
    }
  /** An effect placed the Option card `card` (now the permanent `pid`) in `player`'s battle area (4-28-1). */
  | { kind: "optionPlaced"; moment: number; player: PlayerId; pid: number; card: CardInst }
  /** Option cards left `owner`'s battle area for the trash (4-28-1); `byEffect`: by an effect (or its cost) of that player. */
  | { kind: "battleOptionTrashed"; moment: number; owner: PlayerId; cards: CardInst[]; byEffect?: PlayerId };

/** A pending effect that is pending processing (18-1), not an ability of a card. */
export interface DelayedSource {
  delayedId: number;
}

/** What a pending Digimon effect remembers from the moment it triggered (15-8-3-8, 15-8-3-9-4). */
export interface DigimonSource {
  abilityId: string;
  /** The card whose text holds the ability (a digivolution card for inherited effects). */
  abilityCard: CardInst;
  inherited: boolean;
  /**
   * The card where the effect waits: the Digimon's top card (in the battle area, or in the
   * breeding area for a [Breeding] effect), the deleted card in the trash (15-8-3-5), or a card
   * face up in the security stack for a [Security] one (15-14-5-1).
   */
  host: CardInst;
  hostEpoch: number;
  where: "battle" | "trash" | "breeding" | "security";
  /**
   * The card in the trash was used or moved again later in the same processing, after the event
   * it triggered on: it is a new card even if it is back in the trash (15-4-4-3).
   */
  movedOn?: true;
  pid?: number;
  /** The Digimon the trigger was about ("suspend it"). */
  subjectPid?: number;
  /** Every Digimon the trigger was about at that moment ("if any of them ..."). */
  subjectPids?: number[];
  /** How many times the condition was met at that moment ("for each Digimon deleted"). */
  count: number;
  dna: boolean;
  /** Triggered by a digivolution into a card from the trash ("if digivolving from the trash"). */
  fromTrash?: true;
  /** Triggered by a play with DigiXros: how many cards were placed under it (7-2-2-9). */
  digixros?: number;
  /** Triggered by a play that an effect made (not the play action). */
  playedByEffect?: true;
  /** Triggered by a play from the trash or from digivolution cards. */
  playedFrom?: PlayedFrom;
  /** Triggered by a play an effect made: the name of the card whose effect it was. */
  playedBy?: string;
  /** Triggered by a deletion: whether it happened in battle. */
  deletedInBattle?: boolean;
  /** Triggered by a deletion an effect made: not in battle, not by the rules at 0 DP. */
  deletedByEffect?: boolean;
  /** The Digimon as it was when it left the field: its conditions are read from this (15-8-3-9-4). */
  lastKnown?: Permanent;
  /**
   * The cards the event moved that the trigger condition names ("that card", "1 of them"), with
   * the epoch each had where the event left it: a card moved since is a new card (15-4-4-3).
   */
  eventCards?: { card: CardInst; epoch: number }[];
}

/** An event as its maker writes it: the engine stamps the current moment when it has none. */
export type EventRecord = DigimonEvent extends infer E
  ? E extends DigimonEvent
    ? Omit<E, "moment"> & { moment?: number }
    : never
  : never;

/** A copy of a Digimon as it is now, kept as its last known information once it has left. */
export function lastKnown(p: Permanent): Permanent {
  return { ...p, stack: [...p.stack], dpMods: [...p.dpMods], ...(p.gained ? { gained: [...p.gained] } : {}) };
}

/** Records an event; the one way this ruleset emits, so each event's shape is checked where it is made. */
export function recordEvent(ctx: EffectContext, event: EventRecord): void {
  ctx.emit(event);
}
