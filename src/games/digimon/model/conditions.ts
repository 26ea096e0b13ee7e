/** Conditions an effect checks when it reaches them ("If your opponent has a Digimon, ..."). */
import type { CardFilter, Count } from "./filters.ts";
import type { Side } from "./card.ts";
/** A condition checked when an effect reaches it ("If your opponent has a Digimon, ..."). */
export type Cond =
  | { is: "memory"; atMost?: number; atLeast?: number }
  /** Digimon/Tamers on the field matching the filter. */
  | { is: "field"; side: Side; filter: CardFilter; atLeast?: number; atMost?: number }
  | {
      is: "security" | "hand" | "trash";
      side: "you" | "opponent" | "both";
      atLeast?: number;
      atMost?: number;
      /** Only the cards that match ("no face-up security cards", "8 or more Digimon cards with [X] in their names in your trash"). */
      filter?: CardFilter;
    }
  /** The Digimon the trigger was about ("When one of your Digimon is played, if it has the [X] trait"). */
  | {
      is: "subject";
      filter: CardFilter;
      /** "if any of them have ...": one of the Digimon the trigger was about at that moment. */
      any?: boolean;
    }
  /** "If you attack an opponent's Digimon (that has 12000 DP or more)": the attack in progress targets one. */
  | { is: "attackingDigimon"; filter: CardFilter }
  /** "If you have fewer security cards than your opponent"; `field`: Digimon and Tamers in play. */
  | { is: "fewerThanOpponent"; zone: "security" | "hand" | "trash" | "field"; orEqual?: boolean }
  /** The Digimon this ability belongs to matches ("If this Digimon has [X] in its name"). */
  | { is: "self"; filter: CardFilter }
  /**
   * The Digimon this [On Deletion] effect belonged to, as it was when deleted ("If this Digimon
   * had the [X] trait"): its top card, now in the trash (15-8-3-5).
   */
  | { is: "deletedSelf"; filter: CardFilter }
  /** Its digivolution cards: at least `atLeast` (default 1) match the filter. */
  | { is: "sources"; filter: CardFilter; atLeast?: number }
  | { is: "yourTurn" }
  /**
   * "If digivolving from the trash", "if this digivolved from the trash": the digivolution that
   * triggered this effect was into a card from the trash (a [When Digivolving] effect's own).
   */
  | { is: "digivolvedFromTrash" }
  | { is: "not"; cond: Cond }
  | { is: "all" | "any"; of: Cond[] }
  /** "if that card is ...": the card the security check in progress revealed (13-1-8-2). */
  | { is: "checkedCard"; filter: CardFilter }
  /** A count reaches a number ("your Tamers have 3 or more total colors": the colours among them). */
  | { is: "count"; count: Count; atLeast?: number; atMost?: number }
  /** "you have as many or fewer security cards as this Digimon has face-down digivolution cards": one count at most another. */
  | { is: "countAtMostCount"; count: Count; atMostOf: Count }
  /** "If you've digivolved this turn", "If your opponent didn't attack with a Digimon this turn" (state/turn-history.ts). */
  | { is: "didThisTurn"; side: "you" | "opponent"; deed: "attack" | "digivolve" }
  /** "If you have [X] in the breeding area": that side's breeding area holds a matching Digimon (or Digi-Egg). */
  | { is: "breeding"; side: "you" | "opponent"; filter: CardFilter }
  /** "If that card is yellow" after "reveal 1 card in it and add it to your hand": a card this effect just took matches. */
  | { is: "moved"; filter: CardFilter }
  /** "if during an attack": an attack is under way, from its declaration until it has ended (11-1-3, 11-6-2). */
  | { is: "duringAttack" }
  /** "If attacking by <Execute>": the attack under way was made by <Execute> (16-38). */
  | { is: "executeAttack" }
  /** "if this card was played by [X]'s effect": the play that triggered this was by an effect of a card with one of these names. */
  | { is: "playedBy"; names: string[] }
  /** A [Security] effect's "if this card was face-up": the card being checked was face up in the security stack (3-7-4). */
  | { is: "checkedFaceUp" };

export type Condition = { memoryAtMost: number };
