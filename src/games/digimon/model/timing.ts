/** When an ability activates: its timing and the "When ..." of triggered effects. */
import type { CardFilter } from "./filters.ts";
import type { Side } from "./card.ts";

/** Where a played card came from, as "When you play a Digimon from ..." asks. */
export type PlayedFrom = "trash" | "sources";
export type Timing =
  | "onPlay"
  | "whenDigivolving"
  | "whenAttacking"
  | "onDeletion"
  | "security"
  | "main"
  | "startOfYourTurn"
  | "endOfYourTurn"
  | "when"
  | "counter"
  | "endOfAttack"
  | "startOfYourMainPhase"
  | "startOfOpponentsTurn"
  | "startOfOpponentsMainPhase"
  | "endOfOpponentsTurn"
  | "endOfAllTurns"
  | "whenLinking"
  | "whenMoving";

/** A timing as printed on cards ("[When Digivolving]"), for the breakdown's text. */
export const TIMING_HEADER: Record<Timing, string> = {
  onPlay: "[On Play]",
  whenDigivolving: "[When Digivolving]",
  whenAttacking: "[When Attacking]",
  onDeletion: "[On Deletion]",
  security: "[Security]",
  main: "[Main]",
  startOfYourTurn: "[Start of Your Turn]",
  endOfYourTurn: "[End of Your Turn]",
  when: "triggered",
  counter: "[Counter]",
  endOfAttack: "[End of Attack]",
  startOfYourMainPhase: "[Start of Your Main Phase]",
  startOfOpponentsTurn: "[Start of Opponent's Turn]",
  startOfOpponentsMainPhase: "[Start of Opponent's Main Phase]",
  endOfOpponentsTurn: "[End of Opponent's Turn]",
  endOfAllTurns: "[End of All Turns]",
  whenLinking: "[When Linking]",
  whenMoving: "[When Moving]",
};

/** The "When ..." of [Your Turn] / [All Turns] / [Opponent's Turn] triggered effects. */
export type TriggerCondition =
  | {
      on: "deleted";
      side: Side;
      byZeroDp?: boolean;
      other?: boolean;
      filter?: CardFilter;
      /** Only in battle (14-2-2), "When an opponent's Digimon is deleted in battle"; with byZeroDp, either. */
      inBattle?: boolean;
      /** Deleted by an effect: neither in battle nor by having 0 DP ("When an effect deletes ..."). */
      byEffect?: boolean;
    }
  | {
      on: "played";
      side: Side;
      filter: CardFilter;
      byEffect?: boolean;
      /** Only a card played from this zone: the trash, or a Digimon's digivolution cards (4-4-2). */
      from?: PlayedFrom;
      /** This card itself was played ("[On Play] When played from digivolution cards"). */
      self?: true;
    }
  /** This (self) or a side's Digimon or Tamer becomes unsuspended; `duringUnsuspendPhase`: in the unsuspend phase (6-2). */
  | {
      on: "unsuspended";
      self?: true;
      side?: Side;
      filter?: CardFilter;
      duringMainPhase?: boolean;
      duringUnsuspendPhase?: boolean;
    }
  /** This (self) or a side's Digimon or Tamer becomes suspended; `byEffect`: by an effect of that side. */
  | { on: "suspended"; self?: true; side?: Side; filter?: CardFilter; byEffect?: Side }
  /**
   * Cards leave a side's security stack; `trashed`: only to the trash; `byEffect`: only by an effect
   * of that side (a security check is not one).
   */
  | { on: "securityRemoved"; side: Side; trashed?: true; byEffect?: Side }
  /** A side's digivolution cards are trashed; `byEffect`: by an effect of that side ("you trash ..."). */
  | {
      on: "sourceTrashed";
      side: Side;
      byEffect?: Side;
      /** Trashed from under this card ("from under this Tamer"). */
      self?: true;
      /** The card they were under matches ("from under your Tamers"). */
      under?: CardFilter;
    }
  /** This card, a digivolution card, was trashed to pay for its Digimon's <Digi-Burst> (16-14). */
  | { on: "digiBurstTrashed" }
  /** A Digimon attacks (the attack declaration): this one, another one, or any of a side's. */
  | {
      on: "attacks";
      side: Side;
      self?: boolean;
      other?: boolean;
      filter?: CardFilter;
      /** Only an attack on the player, or on a Digimon (11-2-7-6). */
      target?: "player" | "digimon";
      /** With target "digimon": the Digimon attacked fits ("attacks one of your blue Digimon"). */
      targetFilter?: CardFilter;
    }
  /** A Digimon digivolves; the filter is on the card it digivolved into. */
  /** `fromTrash`: only a digivolution into a card from the trash ("digivolve from the trash"). */
  /** `byEffect`: only a digivolution an effect made ("When effects digivolve ..."). */
  | {
      on: "digivolved";
      side: Side;
      self?: boolean;
      filter?: CardFilter;
      dna?: boolean;
      fromTrash?: true;
      byEffect?: true;
    }
  /** This Digimon deletes an opponent's Digimon in battle (and, with `survives`, stays on the field). */
  /** This Digimon, or (with `side`) any of that side's Digimon matching `filter` that survives, deletes one in battle. */
  /** `victim`: the Digimon it deletes fits ("deletes one of your opponent's level 6 or higher Digimon"). */
  | { on: "deletesInBattle"; survives?: boolean; side?: Side; filter?: CardFilter; victim?: CardFilter }
  /**
   * This Digimon wins a battle (14-2-2): the Digimon or Security Digimon it battled loses, whether
   * or not that one is then deleted (official Q&A); `filter`: "this Digimon with [X] in its text".
   */
  | { on: "winsBattle"; self: true; filter?: CardFilter }
  /** Any of a side's Digimon matching `filter` wins a battle (14-2-2): "When any of your [X] trait Digimon win a battle". */
  | { on: "winsBattle"; self?: undefined; side: Side; filter: CardFilter }
  /** A side uses an Option card (9-1). */
  | { on: "optionUsed"; side: Side; filter: CardFilter }
  /**
   * Cards are trashed from a side's hand; `byEffect`: by an effect of that side; `card`: only
   * cards that fit ("When a Digimon card with the [X] trait is trashed from your hand"), and
   * those are the ones the effect calls "that card" or "them".
   */
  | { on: "handTrashed"; side: Side; byEffect?: Side; card?: CardFilter }
  /**
   * An effect (of that side, of a Digimon) adds cards to a side's hand; drawing counts (4-14-1).
   * `fromTrash`: only a card that fits, from the trash ("When a red card returns from your trash to the hand").
   */
  | { on: "handAdded"; side: Side; byEffect?: Side; byDigimon?: boolean; fromTrash?: CardFilter }
  /**
   * An effect places cards in a side's deck from another area, top or bottom ("When your effects
   * add to decks": `byEffect`); `fromTrash`: only cards from the trash ("returned from your trash to your deck").
   */
  | { on: "deckAdded"; side: Side; byEffect?: Side; fromTrash?: true }
  /** Cards are placed in a side's security stack (15-8-3-7) or trashed from its deck. */
  | { on: "securityAdded" | "deckTrashed"; side: Side }
  /** Cards matching `faceUp` are placed face up in a side's security stack (3-7-4). */
  | { on: "securityAdded"; side: Side; faceUp: CardFilter }
  /**
   * This card is trashed from the hand (by an effect of that side), the deck, the security stack,
   * or the digivolution cards of a Digimon that fits `filter`: it triggers there and waits in the
   * trash (4-16-2).
   */
  | {
      on: "trashedSelf";
      /** "battle": an Option card trashed from the battle area it was placed in (4-28-1). */
      from: "hand" | "deck" | "sources" | "security" | "battle";
      /** "from the deck or security stack": a second place it may be trashed from. */
      alsoFrom?: "deck" | "security";
      byEffect?: Side;
      filter?: CardFilter;
    }
  /** An attack target is switched (11-2-7-2; a block does it: Q1519), or this Digimon's attack is blocked (12-1-7). */
  /** `filter`: the attacking Digimon fits ("any of your [X] trait Digimon's attack targets change"). */
  | { on: "targetSwitched"; self?: true; side?: Side; filter?: CardFilter }
  | { on: "blocked"; self: true }
  /** "When [X] is returned to the bottom of the deck from this Digimon's digivolution cards" (4-8-1). */
  | { on: "sourcesReturned"; filter?: CardFilter }
  /** "When one of your effects places a digivolution card under this Digimon" (4-8-1). */
  | {
      on: "sourcesPlaced";
      byEffect: Side;
      filter?: CardFilter;
      fromTop?: boolean;
      /** Under any of this side's Digimon or Tamers instead of this Digimon ("effects place cards under them"). */
      side?: Side;
      /** With `side`: the Digimon they go under matches ("under any of your Digimon with [X] in their texts"). */
      host?: CardFilter;
      /** Only when a face-down card is among them (3-7-4, "When face-down cards are placed ..."). */
      faceDown?: true;
      /** Only by a Digimon's effect ("one of your Digimon's effects adds to ..."). */
      byDigimon?: true;
    }
  /** Linking (10-1), hatching and moving out of the breeding area (4-17): steps the engine does not simulate. */
  | { on: "notSimulated"; step: "link" | "move" | "hatch" }
  /** Any of these ("When your Digimon are played or digivolve"). */
  | { on: "any"; of: TriggerCondition[] }
  /** This Digimon (self) or a side's Digimon gets a link card (10-1-3-3), by the action or an effect; `card`: the card linked. */
  | { on: "linked"; side: Side; self?: true; card?: CardFilter }
  /** A side's Digimon (matching `filter`) moves from the breeding area to the battle area (4-17-1). */
  | { on: "movedToBattle"; side: Side; filter: CardFilter; self?: true }
  /** A card of a side's security stack is revealed by a security check (13-1-8-2). */
  /** `self`: this Digimon is the one checking; `faceUp`: only a card that was face up (3-7-4). */
  | { on: "securityChecked"; side: Side; self?: true; faceUp?: true }
  /**
   * Link cards (4-9) of this Digimon (self) or of a side's Digimon are trashed; `byEffect`: only by
   * an effect of that side ("When effects trash any of your Digimon's link cards").
   */
  | { on: "linkTrashed"; side: Side; self?: true; byEffect?: Side }
  /** An effect places an Option card (matching `filter`) in a side's battle area (4-28-1). */
  | { on: "optionPlaced"; side: Side; filter?: CardFilter }
  /** Option cards placed in a side's battle area are trashed from there (4-28-1). */
  | { on: "battleOptionTrashed"; side: Side }
  /** One of a side's Digimon activates <Digi-Burst> (16-14): its digivolution cards are trashed for it. */
  | { on: "digiBurstUsed"; side: Side };
