/** The operations an ability performs, by family; ops/dispatch.ts has one handler for each. */
import type { Ability } from "./ability.ts";
import type { Amount, CardFilter, Count, FieldTarget } from "./filters.ts";
import type { CardDef, Color, Side } from "./card.ts";
import type { Cond } from "./conditions.ts";
import type { Keyword } from "./keywords.ts";
import type { Restriction, Would } from "./persistent.ts";
import type { PlayedFrom, Timing } from "./timing.ts";
/**
 * How long a change lasts: the turn; until the end of the opponent's (next) turn; until the end
 * of your (next) turn. "Next" skips the turn in progress when it is that player's.
 */
export type Duration =
  | "turn"
  | "untilOpponentTurnEnds"
  | "untilOpponentNextTurnEnds"
  | "untilYourTurnEnds"
  | "untilYourNextTurnEnds";

/** What a revealed card may become: "Add 1 [X] among them to the hand", "play 1 ... among them". */
export interface RevealPick {
  count: number;
  filter: CardFilter;
  /**
   * "under": placed under `onto` (one of your Digimon or Tamers, chosen) or, without it, under
   * this card; under a Digimon it is its bottom digivolution card. "handOrUnder": the player picks.
   * "securityTop": face down on top of your security stack.
   */
  to: "hand" | "play" | "under" | "trash" | "handOrUnder" | "securityTop" | "digivolve";
  onto?: FieldTarget;
  /** Placed face down under a card: it has no card information there (4-7-9). */
  faceDown?: boolean;
  /** "You may add ...": the player may take none. */
  optional?: boolean;
  /**
   * "You may add 2 [X] ... and play 1 [Y] among them": one "you may" over this pick and the others
   * so marked: the player takes none of them, or as many of each as possible (official Q&A).
   */
  oneMay?: true;
  /** "Add all Tamer cards among them": every matching card, whatever the count. */
  all?: boolean;
  /** "For each of your opponent's Digimon, you may play 1 ...": the count is per thing counted. */
  perEach?: Count;
  /** "play 1 [X] ... or add 1 ... to the hand": the player takes this pick or that one. */
  or?: RevealPick;
  /**
   * "play up to 7 play cost's total worth of ...": any number of cards (not `count`) whose play
   * costs add up to at most this; only cards with a play cost (Digimon, Tamers) can be played.
   */
  maxTotalCost?: number;
  /**
   * With "digivolve": the Digimon that digivolves into the revealed card, without paying the cost
   * and meeting its requirements (8-1-2): this Digimon, or one of yours the player picks
   * ("digivolve 1 of your Digimon into ... among them", "onto the attacking Digimon").
   */
  digivolves?: FieldTarget | "this";
  /** With "digivolve": what it pays, when not "without paying the cost" ("with the digivolution cost reduced by 2"). */
  digivolveCost?: EffectCost;
  /** With "play": "play 1 ... suspended among them": the Digimon or Tamer comes into play suspended. */
  suspended?: boolean;
  /** With "play": "... among them with the cost reduced by 5": played paying its play cost less this. */
  reduce?: number;
  /** With "play": "play or use 1 ... among them": an Option card among them is used (9-1) instead. */
  use?: true;
  /** "You may digivolve ... among them. If you don't, add 1 ... among them": only when the pick before took no card. */
  otherwise?: true;
}

export type Op =
  | { op: "draw"; n: number; who?: "both" }
  /** "Draw cards until there are 6 cards in your hand": as many as the hand lacks of `hand`, none when it has that many. */
  | { op: "drawToHand"; hand: number }
  | { op: "memory"; n: number; who?: "opponent" }
  | { op: "setMemory"; value: number }
  | { op: "dp"; target: FieldTarget | "this"; amount: Amount; duration: Duration }
  /** `and`: "Delete 1 of your Digimon ... and 1 of your opponent's Digimon ...": both chosen, then deleted at once. */
  | { op: "delete"; target: FieldTarget; and?: FieldTarget }
  /** `"this"`: the Digimon the effect is about ("<De-Digivolve 1> that Digimon" after a trigger naming it). */
  | { op: "deDigivolve"; n: number; target: FieldTarget | "this" }
  | {
      op: "playFrom";
      /**
       * `sources`: this Digimon's digivolution cards; `handOrTamers`: the hand or the cards under
       * your Tamers (4-4-2); `links`: this Digimon's link cards (4-9); `handOrSources`: the hand or
       * this Digimon's digivolution cards.
       */
      from:
        | "hand"
        | "trash"
        | "handOrTrash"
        | "sources"
        | "handOrTamers"
        | "links"
        | "handOrSources"
        /** The face-up cards of your security stack (3-7-4): "1 face-up ... card from your security stack". */
        | "securityFaceUp";
      filter: CardFilter;
      free: boolean;
      suspended?: boolean;
      /** Not free: the play cost is paid, less this. */
      reduce?: number;
      /** How many cards (default 1); `upTo` is implied, each one is a choice. */
      count?: number;
      /** "Any [On Play] effects on Digimon played with this effect don't activate." */
      noOnPlay?: boolean;
      /** With `sources`: the digivolution cards of one of your Digimon matching this, not this Digimon's. */
      sourcesOf?: CardFilter;
      /** With `sourcesOf`: "from your hand or from one of your Digimon's digivolution cards": that zone too. */
      alsoFrom?: "hand" | "trash";
      /** "to an empty space in your breeding area" (3-4-7). */
      to?: "breeding";
      /**
       * "without the same name as the cards in your battle area or trash"; "tamers"/"digimon":
       * "This effect can't play cards with the same name as any of your Tamers".
       */
      newNameIn?: ("battle" | "trash" | "tamers" | "digimon")[];
      /** "If C, add N to the maximum level of the card this effect can play." */
      raiseMaxLevel?: { cond: Cond; by: number };
      /** "use" an Option card (9-1) instead of playing, or "play or use" either. */
      use?: "only" | "too";
      /** "without meeting its color requirements" (9-1-1). */
      ignoreColors?: boolean;
      /** "Your opponent may play 1 Tamer card from their hand ...": they choose and play it, as theirs. */
      by?: "opponent";
      /** "up to 8 play cost's total worth of ...": any number of cards (not `count`) whose play costs add up to at most this. */
      maxTotalCost?: number;
      /** "For every 2 of your Tamers' colors, reduce this effect's play cost by 1": `n` less for each `per`, counted when it plays. */
      reduceEach?: ReduceEach;
      /** The text said "up to": each card is a choice of its own (15-10-2-2). */
      upTo?: true;
      /** Not under "you may": as many cards as possible must be played (15-1-5, 15-10-2-1). */
      must?: true;
      /** "play 1 [A] and 1 [B]": the second part, played only if the part before was not declined, then as far as possible. */
      withPrevious?: true;
      /** Paid as a cost ("By playing 1 [X] from your trash, ..."): once the player pays, a card must be played (15-7). */
      asCost?: true;
      /** "This effect can't play cards of the same level": each card played has a level none before it had. */
      distinctLevels?: true;
      /** "play 1 of them": only a card the trigger's event moved there ("When ... cards are trashed from your hand"). */
      triggerCards?: true;
    }
  | DigivolveByOp
  | DnaByOp
  | AttackByOp
  | { op: "returnToHand"; from: "trash"; filter: CardFilter }
  | { op: "suspendTriggering" }
  | { op: "suspendThis" }
  | { op: "unsuspendThis" }
  /** `who`: "your opponent adds the top card of their security stack to the hand". */
  | { op: "securityToHand"; n: number; who?: "opponent" }
  | { op: "trashBottomSource"; target: FieldTarget }
  | { op: "returnSourceToHand"; filter: CardFilter }
  | { op: "unblockable" }
  /**
   * "play this card": free, or for its play cost less `reduce` ("with the play cost reduced by 2");
   * `reduceByPaid`: less the play cost of the card the effect's cost moved ("reduced by the play
   * cost of the returned Tamer"); `noOnPlay`: "Any [On Play] effects on Digimon played with this
   * effect don't activate".
   */
  | { op: "playSelf"; free: boolean; reduce?: number; reduceByPaid?: "playCost"; noOnPlay?: boolean }
  /** A Security Digimon's "At the end of the battle, play this card without paying the cost" (14-2-5). */
  | { op: "playSelfAfterBattle" }
  /** "change the attack target to this Digimon" (11-2-7-2). */
  | { op: "becomeAttackTarget" }
  /** "switch the target of attack to 1 of your suspended Digimon" (11-2-7-2; ops/attack.ts). */
  | { op: "switchTarget"; to: FieldTarget; chooser?: "opponent" }
  /** "play 1 [X] Token (Digimon/Yellow/6000 DP/<Blocker>)": tokens with that card information (4-21; ops/token.ts). */
  /** `by: "opponent"`: "they play 1 [X] Token": the opponent plays it on their side. */
  | { op: "playToken"; count: number; token: CardDef; suspended?: boolean; by?: "opponent" }
  /**
   * `then`, written for this Digimon, done to the Digimon the words point back to (ops/referent.ts):
   * `it` for "unsuspend it", "it may attack"; `subject`, the trigger's Digimon, for "When one of
   * your Digimon attacks, that Digimon gets ...". `chosenOnly`: only the one Digimon the effect
   * chose, never the trigger's or this card (one-subject.ts). `played`: each Digimon this effect
   * played ("The Digimon this effect played gains <Rush>"). `subjects`: each Digimon the trigger was
   * about ("When any of your Digimon get linked, those Digimon get +3000 DP").
   */
  /**
   * `dnaResult`: the Digimon this effect DNA digivolved ("the Digimon this effect DNA digivolved gains <Blocker>");
   * `digivolved`: the ones it digivolved ("the Digimon that digivolved with this effect gets +2000 DP").
   */
  | {
      op: "onReferent";
      referent: "it" | "subject" | "subjects" | "played" | "dnaResult" | "digivolved";
      then: Op[];
      chosenOnly?: boolean;
    }
  /** "end the attack": the end of attack timing comes right after the effect (15-15-1-1). */
  | { op: "endAttack" }
  /** '1 of their Digimon gains "[On Deletion] Lose 1 memory."': effects gained for a while (15-15-2; ops/gained-effects.ts). */
  | { op: "gainEffect"; target: FieldTarget | "this"; abilities: Ability[]; duration: Duration }
  | { op: "activateMain" }
  /**
   * "Activate 1 [Main] effect on this card's Option side": the DUAL card's Option [Main] effect
   * runs as an Option card effect (4-6-6-3), the card not being used (official Q&A on BT25-104).
   */
  | { op: "activateOptionSide" }
  /**
   * Only when the action that triggered this was a DNA digivolution ("Then, when DNA digivolving, ...");
   * `byThisEffect`: when a DNA digivolution by this same effect happened ("If this effect DNA digivolved, ...").
   */
  | { op: "ifDna"; then: Op[]; byThisEffect?: true }
  /**
   * "For every 10 cards in your trash, add 1 to the maximum level ...": `then` runs with its
   * "level N or lower" limits raised by `by` (times the count of `per`; nothing unless `cond` holds).
   */
  | { op: "raiseLevelMax"; by: number; per?: Count; cond?: Cond; then: Op[] }
  /** "placing this [X] trait Digimon's top stacked card as its bottom digivolution card" (4-7). */
  | { op: "topToBottom"; filter?: CardFilter }
  /** [On Deletion] "If deleted outside of a battle, ...": how the deletion that triggered it happened. */
  /** `byEffect`: deleted by an effect, so neither in battle nor by the rules at 0 DP (then `inBattle` is false). */
  | { op: "ifDeleted"; inBattle: boolean; byEffect?: true; then: Op[] }
  /** "for each Digimon deleted": repeats the inner ops by the number recorded at trigger time (15-8-3-8). */
  | { op: "perTriggerCount"; then: Op[] }
  | { op: "suspend"; target: FieldTarget }
  | { op: "unsuspend"; target: FieldTarget }
  /** Returns Digimon to their owners' hands (the digivolution cards go to the trash) or decks. */
  | { op: "bounce"; target: FieldTarget; to: "hand" | "deckBottom" | "deckTop" }
  /** `filter`: "deleting this Digimon that has ...": only while this Digimon matches (a cost it can't pay otherwise). */
  | { op: "deleteThis"; filter?: CardFilter }
  /** `most`: "the top security card of 1 player with the most security cards" (the player picks on a tie). */
  /** `from` "any": the effect's player picks which of the stack's cards, by place ("trash any 1 of ..."). */
  /** `all`: "Trash all of your security cards" (`n` is then 0, nothing to multiply or raise). */
  | {
      op: "trashSecurity";
      side: "you" | "opponent" | "most";
      n: number;
      from: "top" | "bottom" | "any";
      all?: true;
    }
  /** "trash the top cards of your opponent's security stack so that it has 1 card left": down to `leave` (ops/security.ts). */
  /** `upTo`: "trash cards from the top of your security stack, up to having 3 left": as many as the player wants, down to `leave`. */
  | { op: "trashSecurityDownTo"; side: "you" | "opponent" | "both"; leave: number; upTo?: true }
  /** <Recovery +N (Deck)>: the top card of the deck goes on top of the security stack, N times. */
  /**
   * `maxSecurity`: "This effect can't increase the number of cards in your security stack to 6 or more" (5).
   * `untilCount`: "<Recovery +1 (Deck)> until there are 3 cards in your security stack": repeated while fewer.
   */
  | { op: "recovery"; n: number; maxSecurity?: number; untilCount?: number }
  /** `upTo`: the player decides how many, one card at a time from the top ("trash up to 3 cards"). */
  | { op: "trashDeck"; n: number; who?: "both" | "opponent"; upTo?: true }
  /** blind: the effect's player picks from the opponent's hand without seeing it ("without looking"). */
  | { op: "trashHand"; n: number; who?: "opponent"; filter?: CardFilter; blind?: true }
  /** A [Security] effect: "Add this card to the hand." */
  | { op: "addSelfToHand" }
  | {
      op: "reveal";
      n: number;
      picks: RevealPick[];
      rest: "deckBottom" | "topOrBottom" | "trash" | "deckTop" | "hand";
      /** "reveal 1 card in your hand": the player chooses which of the hand's cards; "hand" rest puts them back. */
      from?: "hand";
    }
  | { op: "gainKeyword"; target: FieldTarget | "this"; keyword: Keyword; value?: number; duration: Duration }
  /** `upTo`: the player decides how many, from that end (4-27-3). */
  /** `perOwnColor`: `n` for each colour the chosen Digimon has when its cards are trashed ("for each of that Digimon's colors"). */
  | {
      op: "trashSources";
      target: FieldTarget;
      n: number | "all";
      from: "top" | "bottom";
      upTo?: true;
      perOwnColor?: true;
    }
  | { op: "if"; cond: Cond; then: Op[] }
  /**
   * Overwrite processing (18-2): "If C, instead B" replaces the processing A before it. Optional
   * ("you may ... instead") lets the player choose (18-2-2); otherwise it is mandatory (18-2-3).
   * `dna`: only when the digivolution that triggered it was a DNA digivolution. `cost`: "By X, B
   * instead": the player overwrites by paying X, when it can be paid (18-2-2, 15-7).
   */
  | { op: "overwrite"; cond: Cond; optional: boolean; normal: Op[]; instead: Op[]; dna?: true; cost?: Op[] }
  /**
   * Pending processing (18-1): done at the end of the turn, like an effect triggered then;
   * `whose`: only at the end of your turn or of your opponent's ("at the end of your opponent's turn").
   */
  | { op: "atEndOfTurn"; then: Op[]; whose?: "you" | "opponent" }
  /**
   * Pending processing on a Digimon (18-1; ops/later.ts): "At the next end of your opponent's turn,
   * delete it", "At turn end, delete the Digimon this effect played". `of`: this Digimon, or the
   * ones this effect played before.
   */
  | {
      op: "later";
      /** `yourTurnEnd`: "at the end of your turn", this turn's end if it is yours, else your next turn's. */
      at: "turnEnd" | "opponentTurnEnd" | "yourTurnEnd";
      /** `digivolved`: "that Digimon", the one this effect digivolved before. */
      of: "played" | "this" | "digivolved";
      /** `trashTop`: a burst digivolution's end-of-turn processing (8-3-2-1). */
      act: "delete" | "hand" | "deckBottom" | "trashTop";
    }
  /**
   * "X. If this effect didn't delete, Y" / "If you do, Y": runs X, then Y when X did (or did
   * not do) that kind of thing; "any" is any change at all. `whose`: only Digimon of that side
   * count ("If this effect deleted one of your Digimon", "... suspended your Digimon").
   */
  | {
      op: "ifOutcome";
      what:
        | "delete"
        | "trash"
        | "return"
        | "suspend"
        | "play"
        | "add"
        | "digivolve"
        | "any"
        | "unsuspend"
        | "place"
        | "flip"
        | "memory";
      did: boolean;
      whose?: "you" | "opponent";
      /**
       * "If you trash 4 or more cards with this effect", "If you place 2 cards ...": at least that
       * many (trash, place); "If you gain 2 or more memory by this effect": the marker moved at
       * least that far toward you (memory, 4-1-4).
       */
      atLeast?: number;
      /** "If this effect trashed a card with the [X] trait": only cards that match count (trash only). */
      cards?: CardFilter;
      /** "If a Digimon with 13000 DP or more is deleted by this effect": its DP right before (delete only). */
      minDp?: number;
      ops: Op[];
      then: Op[];
    }
  /**
   * "X. Then, for each Digimon deleted by this effect, Y" / "Y for each card trashed by this
   * effect": runs X, counts the Digimon it deleted (or the cards it put in a trash), and runs Y
   * with its number multiplied by that count.
   */
  /** `whose`: only that side's Digimon or hand count ("for each of your opponent's Digimon suspended by this effect"). */
  /** `each`: `then` is done that many times, each time with its own choices, rather than multiplied. */
  | {
      op: "perOutcome";
      what: PerOutcomeCount;
      ops: Op[];
      then: Op[];
      whose?: "you" | "opponent";
      each?: true;
    }
  /** "Trash any 2 digivolution cards from your opponent's Digimon": the player picks the cards among those Digimon's. */
  /** `cards`: only digivolution cards that match ("any 3 digivolution cards with the [Rock] trait from your Digimon"). */
  /** `links`: "from any of your Digimon's digivolution cards or link cards": their link cards (4-9) may be picked too. */
  | { op: "trashAnySources"; n: number; target: FieldTarget; cards?: CardFilter; links?: true }
  /**
   * "can't unsuspend until their turn ends" (by any means), or "doesn't unsuspend during their next
   * unsuspend phase" (only then). "them": the Digimon the effect chose before ("It ...").
   */
  | {
      op: "noUnsuspend";
      target: FieldTarget | "this" | "them";
      until: "untilOpponentTurnEnds" | "nextUnsuspendPhase";
    }
  /**
   * "Choose any number of your opponent's Digimon whose total DP adds up to 10000 or less and
   * delete them"; `by: "playCost"` for "whose play costs add up to 15 or less" (printed costs).
   */
  /** `ofSelf`: the total is this Digimon's DP as the effect resolves ("adds up to ... this Digimon's DP"); `maxTotal` unused. */
  | {
      op: "deleteUpToTotalDp";
      target: FieldTarget;
      maxTotal: number;
      /** What adds up: DP unless it says play costs or levels (a Digimon without a level can't be chosen). */
      by?: "playCost" | "level";
      ofSelf?: true;
    }
  /**
   * "Suspend 1 of ..., or 2 of ... with 5000 DP or less": the player picks one of the options.
   * `cost`: "By deleting this Digimon or returning 1 card ..., ...": a cost paid either way, so
   * only the options that can be paid are offered (15-7).
   */
  | { op: "choose"; options: Op[][]; cost?: true }
  /** "gain 1 memory for each ...": the numbers of the inner ops multiplied by the count (scale.ts). */
  | { op: "scaled"; by: Count; then: Op[] }
  /** "you may X": the player decides; a cost, when given, is paid first ("by trashing 1 card, ..."). */
  | { op: "may"; cost?: Op[]; then: Op[] }
  /** "Place this card in the battle area": the Option being used or the card being checked stays there (9-1-5). */
  | { op: "placeSelf" }
  /** "Then, <Save>." (16-20): this card may go from the trash under 1 of your Tamers. */
  | { op: "save" }
  /** <Mind Link> (16-28): this Tamer goes under 1 of the Digimon `target` names. */
  | { op: "mindLink"; target: FieldTarget }
  /** <Delay> (16-17): by trashing this Option from the battle area, not the turn it was placed, do `then`. */
  | { op: "delay"; then: Op[] }
  /** <Digi-Burst N> (16-14): by trashing N of this Digimon's digivolution cards, do `then`. */
  | { op: "digiBurst"; n: number; then: Op[] }
  /** "Activate N of the effects below: ・... ・...". */
  | { op: "chooseEffects"; n: number; options: Op[][] }
  /** A [Security] effect's "At the end of the battle, ...": waits until the battle ends (14-2-5). */
  | { op: "atEndOfBattle"; then: Op[] }
  /** "Return this card to its owner's hand" from the trash, for an effect that triggered there. */
  | { op: "returnSelfToHand" }
  /** "All of your opponent's Security Digimon get -3000 DP for the turn." */
  | { op: "securityDp"; side: "you" | "opponent"; amount: number; duration: Duration }
  /** A restriction that lasts ("1 of their Digimon can't unsuspend until their turn ends"). */
  | {
      op: "restrict";
      /**
       * "chosen" / "them": the Digimon the effect's previous choice picked ("It can't ...");
       * "played": the Digimon this effect played ("The Digimon this effect played can't digivolve").
       */
      target: FieldTarget | "this" | "chosen" | "them" | "played";
      cant: Restriction[];
      by?: CardFilter;
      duration: Duration;
    }
  | CardMoveOp
  | SecurityOp
  /**
   * Immediate-type (15-8-5): the Digimon that would leave the battle area stays ("prevent that deletion");
   * `all`: every Digimon the effect's condition covers that would leave at the same moment stays ("they don't leave").
   */
  | { op: "preventLeave"; all?: true }
  /**
   * Immediate-type (15-8-5): the cost about to be paid is reduced by n (for each of `perEach`);
   * `byPaid` "playCost": by the play cost of the Digimon the effect's cost deleted instead of n
   * ("reduce the play cost by the play cost of the deleted Digimon"). `perCardColor`: n for each
   * colour of the card the event is about ("reduce the cost by 1 for each of that card's colors").
   */
  | { op: "reduceCost"; n: number; perEach?: Count; byPaid?: "playCost"; perCardColor?: true }
  /** Immediate-type (15-8-5): "its memory cost is equal to the number of cards in your security stack": the cost about to be paid becomes that count. */
  | { op: "setCost"; to: Count }
  | RaiseMaxOp
  /**
   * "Activate the effect below 4 times", "For every 2 cards in ..., activate the following effect":
   * the inner ops run that many times, each time a new activation with its own choices.
   */
  | { op: "repeat"; times: number | Count; then: Op[] }
  /**
   * "activate 1 of this Digimon's [When Digivolving] effects": one effect of that timing this
   * Digimon has (its top card's or one it gained) activates as part of this effect (ops/activate-own.ts).
   */
  /** `all`: "activate this Digimon's [On Play] effects": each one of that timing, not one of them. */
  | { op: "activateOwn"; timing: Timing; orTiming?: Timing; all?: true }
  /**
   * "1 of your [X]s is also treated as a 3000 DP Digimon for the turn" (15-12-1-4): a card on the
   * field (a Tamer) is a Digimon with that DP too while it lasts (derive/treated-as-digimon.ts).
   */
  | { op: "treatAsDigimon"; target: FieldTarget | "this"; dp: number; duration: Duration }
  /**
   * "if DigiXrosing, ...", "if DigiXrosing with 2 cards, ...": only while the card is being
   * played by a DigiXros with at least 1 card (7-2-2-9), or with exactly `cards` cards (7-2-2-10).
   */
  | { op: "ifDigixros"; cards?: number; then: Op[] }
  /** "[On Play] If played by an effect, ...": only when the play that triggered was an effect's, not the play action. */
  /** `from`: played from there ("If played from digivolution cards"), which only an effect does. */
  | { op: "ifPlayedByEffect"; from?: PlayedFrom; then: Op[] }
  /**
   * "1 of your Digimon may app fuse into a Digimon card in the hand": App Fusion (8-4) by an
   * effect, for the [App Fusion] cost of a card from `from` that meets `into`.
   */
  | { op: "appFuseBy"; who: FieldTarget; into: CardFilter; from: "hand" | "trash" }
  | LinkByOp
  /** "trash 1 of this Digimon's link cards" (a cost, 4-9): of this Digimon, or of any of your Digimon. */
  | { op: "trashLinkCards"; n: number; whose: "this" | "yours" }
  | BreedingOp
  | KeywordStepOp
  /** "All players trash cards in their hand until they have 5 cards left" (ops/trim-hand.ts). */
  | { op: "trimHand"; keep: number; who: "both" | "you" | "opponent" }
  /** "Change the original DP of 1 of your opponent's Digimon to 3000 until ...": ops/original-dp.ts (15-12-2). */
  | { op: "setOriginalDp"; target: FieldTarget | "this"; value: number; duration: Duration }
  /** "Your opponent can't play or move Digimon with 6000 DP or less until ...": a ban on a player (derive/play-bans.ts). */
  /** `byEffect`: only plays by effects ("can't play Digimon by effects"); `fromTrash`: only cards played from the trash. */
  | {
      op: "banPlay";
      side: "you" | "opponent";
      filter: CardFilter;
      move?: true;
      duration: Duration;
      byEffect?: true;
      fromTrash?: true;
    }
  /**
   * "choose 1 of each player's Digimon with the highest play cost and delete all other Digimon":
   * the effect's player chooses one Digimon per `keep` target, then every other Digimon is deleted
   * at once (ops/keep-chosen.ts). `among`: only that player's other Digimon ("choose 1 of your
   * opponent's ... and delete all of their other Digimon").
   */
  | { op: "deleteAllOther"; keep: FieldTarget[]; among?: "you" | "opponent" }
  /** "When DigiXrosing this turn, you may use this Digimon in place of one of the DigiXros requirements." */
  | { op: "xrosStandIn" }
  /** "play it without battling": the card the security check in progress revealed, if still unplaced (13-1-6). */
  | { op: "playChecked" }
  /**
   * "place 1 of your opponent's Digimon as any of their other Digimon's bottom digivolution card
   * or under any of their Tamers": under another card of its owner's that `onto` allows (4-8-1).
   */
  | { op: "placeUnderAnother"; target: FieldTarget; onto: ("Digimon" | "Tamer")[] }
  /**
   * Option cards in the battle area (4-28-1): "trash 1 of your Option cards in the battle area"
   * (`side` you; "1 Option card in the battle area" is either player's), "place 1 Option card
   * with the [Device] trait from your hand in the battle area" (ops/battle-options.ts).
   */
  | BattleOptionOp
  | OpponentMayOp
  | DeleteEachOp
  | SuspendEachOp
  /**
   * "Choose 1 of your Digimon." whose next sentence compares with it ("Delete 1 of your opponent's
   * Digimon with DP less than or equal to the chosen Digimon"): a choice that does nothing but
   * name the Digimon the next step compares with (ops/choose-only.ts).
   */
  | { op: "chooseOnly"; target: FieldTarget }
  /**
   * "Place the top card of this Digimon face up at the bottom of your security stack": the card
   * under it becomes the top card and keeps its state (4-7-6); a lone card takes the Digimon
   * out of the battle area (ops/top-to-security.ts).
   */
  /** `stacked`: "this Digimon's top stacked card" said face down: a lone card is no stacked cards, so it stays (4-7-2). */
  | { op: "topToSecurity"; at: "top" | "bottom"; faceUp: boolean; stacked?: true }
  /**
   * "activate 1 [On Play] effect on the placed card as an effect of this Digimon": an effect of
   * that timing printed on the card the effect placed just before runs as this Digimon's (ops/activate-placed.ts).
   */
  | { op: "activatePlaced"; timing: Timing }
  /**
   * "Activate 1 [When Digivolving] effect of 1 Digimon card with [X] in its name in this Digimon's
   * digivolution cards as if it was this Digimon's effect", "activate 1 [On Play] effect on a
   * face-up [X] Digimon card in your security stack as an effect of this Digimon": an effect
   * printed on one of those cards runs as this Digimon's (ops/activate-card-effect.ts).
   */
  | { op: "activateCardEffect"; timing: Timing; from: "sources" | "faceUpSecurity"; filter: CardFilter }
  /**
   * "This Digimon may battle 1 of your opponent's Digimon": the two battle as the rules make a
   * battle (14-2), outside any attack; the loser is deleted in battle (ops/effect-battle.ts).
   */
  | { op: "battle"; who: FieldTarget | "this"; with: FieldTarget }
  /**
   * "trashing the top stacked card of 1 of your [X] Digimon", "placing the top card of 1 of your
   * Digimon on top of your security stack" / "as that Digimon's bottom digivolution card": only the
   * top card of a chosen Digimon with stacked cards moves; the card under it becomes the top and
   * keeps the stack's state (4-7-2, 4-7-6) (ops/top-of-chosen.ts). "this": "trash the top card of
   * this Digimon", the ability's own Digimon; a lone card is no stacked cards, so nothing moves.
   */
  | {
      op: "topOfChosen";
      target: FieldTarget | "this";
      to: "trash" | "securityTop" | "securityBottom" | "sourceBottom";
    }
  | NextDigivolveOp
  | LookTopOp
  /**
   * "When an effect trashes this card from the security stack, activate this card's [Security]
   * effects": the card, now in the trash, runs its own [Security] effects outside a security
   * check (ops/activate-security.ts).
   */
  | { op: "activateSecurity" }
  /** "Delete your opponent's Digimon until they have as many as ...": those beyond `keep`'s count (ops/delete-until.ts). */
  | { op: "deleteUntil"; target: FieldTarget; keep: Count };

/**
 * "Look at the top card of your deck", "Look at your Digi-Egg deck's top card": only the player
 * sees it, and it stays where it is (15-15-3-9; ops/look-top.ts).
 */
export interface LookTopOp {
  op: "lookTop";
  pile: "deck" | "eggs";
}

/**
 * "The next time one of your green Digimon digivolves this turn, [you may COST to] reduce the
 * digivolution cost by 4": an immediate-type cost change (15-8-5, 8-1-2-4) that waits for the
 * player's next digivolution matching `would` and is offered once then (ops/next-digivolve.ts).
 */
export interface NextDigivolveOp {
  op: "nextDigivolve";
  would: Would & { on: "digivolve" };
  ops: Op[];
  cost?: Op[];
  optional?: boolean;
  duration: Duration;
}

/** "Suspend 1 of ... Digimon and 1 of their Tamers": each suspended in turn; "They" is then all of them. */
export interface SuspendEachOp {
  op: "suspendEach";
  targets: FieldTarget[];
}

/** Several targets chosen in turn and deleted together (ops/delete-each.ts). */
export interface DeleteEachOp {
  op: "deleteEach";
  targets: FieldTarget[];
}

/**
 * What perOutcome counts: Digimon deleted, cards put in a trash; and for "By returning up to 4
 * cards ..., for each one, ...": cards returned to a hand or deck, Digimon or Tamers suspended,
 * cards placed under a card or in a security stack; cards added to a hand ("for each card added to
 * your hand by this effect"); Digimon played ("for each Digimon played with this effect").
 */
/** `deletedLevels`: the levels of the Digimon deleted, added up ("for each level of the Digimon deleted by this effect"). */
/** `suspendedTamers`: only the Tamers it suspended ("For each Tamer you suspend this way"). */
export type PerOutcomeCount =
  "delete" | "deletedLevels" | "trash" | "return" | "suspend" | "suspendedTamers" | "place" | "add" | "play";

/** "Your opponent may X": they decide and choose; `then` is read from their side (ops/opponent-may.ts). */
export interface OpponentMayOp {
  op: "opponentMay";
  then: Op[];
  /** "they place 1 card from their hand ...": not offered, the opponent must do it (still choosing the card). */
  must?: true;
  /** "If they don't, ...": run as this card's controller's when the opponent does not do it. */
  otherwise?: Op[];
}

export type BattleOptionOp =
  | { op: "trashBattleOptions"; n: number; side: Side; filter?: CardFilter }
  | { op: "placeOptionInBattle"; from: "hand" | "trash" | "handOrTrash"; filter?: CardFilter };

/** A keyword given as one step of an effect ("If this Digimon has a red digivolution card, <Blitz>."): ops/keyword-steps.ts. */
export interface KeywordStepOp {
  op: "keywordStep";
  keyword: "blitz";
}

/** Where a card an effect links comes from: "this card" (the one whose effect it is), the hand, the trash, this Digimon's digivolution cards. */
/** `yourSources`: the digivolution cards of any of your Digimon ("your Digimon's digivolution cards"). */
export type LinkFrom = "this" | "hand" | "trash" | "sources" | "yourSources";

/**
 * "You may link 1 ... from your hand or this Digimon's digivolution cards to this Digimon without
 * paying the cost", "Then, you may link this card to 1 of your Digimon on the field ...": linking
 * by an effect (10-1). Only a card with [Link] links, to a Digimon that meets its link requirement.
 */
export interface LinkByOp {
  op: "linkBy";
  from: LinkFrom[];
  /** The cards that may be linked (not for "this card"). */
  filter: CardFilter;
  count: number;
  /** "up to N": the player may link fewer. */
  upTo?: boolean;
  /** To "this Digimon", or to Digimon of yours the player picks; `field`: the breeding area counts ("on the field", 3-4). */
  to: "this" | { filter: CardFilter; count: number; field?: boolean };
  cost: "free" | { reduce: number };
}

/** Hatching and moving out of the breeding area by effects (4-17, 4-18): ops/hatch-move.ts. */
export type BreedingOp =
  /** "hatch in your breeding area", "hatch 1 Digi-Egg card to an empty space in your breeding area". */
  | { op: "hatch" }
  /** "move 1 level 3 or higher Digimon from your breeding area to your battle area". */
  | {
      op: "moveFromBreeding";
      filter: CardFilter;
      /** "This Digimon may move": only the effect's own Digimon. */ self?: boolean;
    };

/**
 * "For each X, add 1 to this effect's level maximum" (15-15-4): the maximum the inner ops show
 * in text (a "level N or lower", "N DP or less", "play cost of N or less") is raised by n, times
 * the count, when the condition holds; a maximum not shown in text is not changed (15-15-4-3).
 * `reduction`: the cost reduction a play shows ("with the play cost reduced by 3. ..., further
 * reduce it by 1").
 */
export interface RaiseMaxOp {
  op: "raiseMax";
  field: "dp" | "level" | "playCost" | "reduction";
  n: number;
  by?: Count;
  cond?: Cond;
  /**
   * "For each card trashed by this effect, add 1 to ...": `ops` (what the effect did before) run
   * first and the count is what they did.
   */
  after?: { what: PerOutcomeCount; ops: Op[] };
  then: Op[];
}

/** The security stack's faces (3-7-4): ops/security.ts. */
export type SecurityOp =
  /** "Then, place this card face up as the bottom security card": the Option being used or the checked card. */
  /** `digimon`: the text said "this Digimon", which is this card only for an [On Deletion] effect printed on it (the card in the trash). */
  | { op: "placeSelfInSecurity"; at: "top" | "bottom"; faceUp: boolean; digimon?: true }
  /** "Flip your opponent's top face-down security card face up" / "... top face-up security card face down". */
  | { op: "flipSecurity"; side: "you" | "opponent"; to: "up" | "down" }
  /**
   * "Search your security stack" (all of it) or "look at the top card of your security stack"
   * (`n`): the player looks at those cards and takes what the picks say; the rest stay in place.
   */
  | { op: "searchSecurity"; n?: number; picks: RevealPick[] }
  /** "Shuffle your security stack": face-up cards turn face down, then the order is random (1-3-10). */
  | { op: "shuffleSecurity"; side: "you" | "opponent" };

/** Where moved cards come from: "from your trash", "this Digimon's digivolution cards", ... */
export type PileFrom =
  | "hand"
  | "trash"
  | "handOrTrash"
  | "opponentTrash"
  | "deckTop"
  | "securityTop"
  | "securityBottom"
  | "securityTopOrBottom"
  /** The topmost card of the security stack that is face down (3-7-4). */
  | "securityTopFaceDown"
  | "sources"
  /** The bottom face-down card under this card, or under one of your Tamers. */
  | "sourcesFaceDown"
  | "tamersFaceDown"
  /** The hand, or the face-up cards under your Tamers (4-4-2). */
  | "handOrTamers"
  /** The cards under your Tamers (4-4-2); face-down ones only when the move names no kind of card (4-7-9). */
  | "tamers"
  /** The digivolution cards of any of your Digimon, from one or several of them (4-8). */
  | "digimonSources"
  /** The hand, or this Digimon's digivolution cards. */
  | "handOrSources"
  /** The hand, or the digivolution cards of any of your Digimon. */
  | "handOrDigimonSources"
  /** "cards in trashes": both players' trashes; each card goes to its owner's area (ops/card-moves.ts). */
  | "trashes";
/**
 * Where they go; "sourceBottom" is under the Digimon or Tamer the ability belongs to, "sourceTop"
 * its top digivolution card, just under its top card (4-8).
 */
export type PileTo =
  | "hand"
  | "trash"
  | "deckTop"
  | "deckBottom"
  | "securityTop"
  | "securityBottom"
  | "sourceBottom"
  | "sourceTop"
  /** "as the top or bottom security card": the player picks the end once the cards are picked. */
  | "securityTopOrBottom"
  /** "to the top or bottom of the deck": the same choice of end, for the deck. */
  | "deckTopOrBottom"
  /** "as this Digimon's top or bottom digivolution cards": the same choice of end, under the Digimon. */
  | "sourceTopOrBottom";

/** Moving cards between areas, as costs or effects (ops/card-moves.ts). */
export type CardMoveOp =
  | {
      op: "moveCards";
      from: PileFrom;
      to: PileTo;
      n: number;
      filter?: CardFilter;
      upTo?: boolean;
      /** Placed face down under a card: it has no card information there (4-7-9). */
      faceDown?: boolean;
      /** Placed face up in the security stack: public information there (3-7-4). */
      faceUp?: boolean;
      /** "under 1 of your Tamers": the card placed under, instead of this one. */
      onto?: FieldTarget;
      /** With `onto`: "as 1 of your Digimon's top or bottom digivolution cards", the player picks the end. */
      ontoTopOrBottom?: true;
      /** "1 [A] and 1 [B] from your trash": more kinds of card moved together, from the same place. */
      also?: { n: number; filter?: CardFilter }[];
      /** "2 cards of the same level": every card moved shares one level. */
      sameLevel?: true;
      /**
       * "with different colors/names/card numbers": no two moved cards alike in that. A card with
       * several (colours, names) may count as any one of them, so long as each card has its own.
       */
      different?: "color" | "name" | "number";
      /** "For each of your other Tamers, add 2 to the maximum number this effect may place": `n` more for each counted. */
      raise?: { by: Count; n: number };
      /** "1 [A] and 1 [B]": one card for each of these, all of them needed (n is their number). */
      each?: CardFilter[];
      /**
       * With `sources`: the digivolution cards of one Digimon this names, not this Digimon's ("from
       * that Digimon's digivolution cards", "from 1 of your [X]'s digivolution cards"); all from the one.
       */
      sourcesOf?: FieldTarget;
    }
  /** "return this Tamer to the bottom of the deck": the cards under it go to the trash (4-7-8). */
  /** `filter`: "returning this Digimon with [X] in one of its traits ...": only while this Digimon matches. */
  | { op: "moveThis"; to: "hand" | "deckBottom"; filter?: CardFilter }
  /** "place 1 of your Digimon on top of your security stack face down": the cards under it are trashed (4-7-8). */
  /** `either`: "as the top or bottom security card", the player's choice for each. */
  /** `faceUp`: "as the face-up bottom security card": public information there (3-7-4). */
  | { op: "toSecurity"; target: FieldTarget | "this"; at: "top" | "bottom" | "either"; faceUp?: true }
  /** "trash 2 digivolution cards under 1 of ...": the player picks which when there are more. */
  | { op: "trashSourcesAny"; target: FieldTarget | "this"; n: number }
  /**
   * "placing 1 of your other Digimon as this Digimon's bottom digivolution card": that Digimon's
   * top card goes under this one, the cards under it to the trash (4-7-8; ops/stack-under.ts).
   */
  | {
      op: "stackUnder";
      target: FieldTarget;
      /** "under 1 of your [X]s": the Digimon placed under, instead of this one. */
      onto?: FieldTarget;
    }
  /**
   * "Then, place this card as the bottom digivolution card of 1 of your Digimon with the [X] trait.";
   * `fromField`: this Digimon or Tamer leaves the field to go under the other (4-8-1).
   */
  | { op: "placeSelfUnder"; onto: FieldTarget; fromField?: boolean; faceDown?: true }
  /** "by returning this card to the bottom of the deck": the card whose effect triggered in the trash (15-8-3-5). */
  | { op: "returnSelfToDeck" }
  /** "by trashing this card": a [Security] effect's card leaves the security stack for the trash (15-14-5-1). */
  | { op: "trashThisCard" };

/** What a digivolution by an effect costs: nothing, its own cost, that cost less N, or N. */
export type EffectCost = "free" | "normal" | { reduce: number } | { fixed: number };

/** "1 of your Digimon may digivolve into ... in the hand (with the digivolution cost reduced by 1)". */
export interface DigivolveByOp {
  op: "digivolveBy";
  who: FieldTarget | "this";
  into: CardFilter;
  /**
   * `tamers`: a face-up card under one of your Tamers (4-4-2); `handOrTamers`: there or in the hand;
   * `securityFaceUp`: one of your face-up security cards (3-7-4).
   */
  from: "hand" | "trash" | "handOrTrash" | "tamers" | "handOrTamers" | "securityFaceUp";
  cost: EffectCost;
  /** "ignoring digivolution requirements" (8-1-2-2). */
  ignoreRequirements?: boolean;
  /** "ignoring its level": a requirement met but for its level will do (official Q&A). */
  ignoreLevel?: true;
  /**
   * "into a Digimon card ... that can digivolve for a digivolution cost of 3 or less": only a card
   * whose requirements (or a route its effect opens) cost that much or less before any reduction (official Q&A).
   */
  maxRequirementCost?: number;
  /** "may": the player may digivolve nothing. */
  optional: boolean;
  /** "When it would digivolve by this effect, reduce the cost by N" (8-1-2-4). */
  wouldReduce?: number;
  /** "it digivolves into this card": the card whose effect this is, wherever it is off the field (`from` unused). */
  thisCard?: true;
  /** "digivolve into that card": only a card the trigger's event moved there ("When a ... card is trashed from your hand"). */
  triggerCards?: true;
  /** "that Tamer digivolves into this card": the one digivolving is a Tamer the effect names. */
  tamer?: true;
  /**
   * "as if the Tamer is a level 4 red Digimon": a Tamer digivolves as that Digimon would, its
   * requirements and "when ... digivolves" effects seeing a Digimon (official Q&A).
   */
  asDigimon?: AsDigimon;
  /** "For each ..., reduce this effect's digivolution cost by 1": `n` less for each `per`, counted when it digivolves. */
  reduceEach?: ReduceEach;
  /** "1 of your Digimon in the breeding area may digivolve": `who` is looked for there (3-4-7-5). */
  breeding?: true;
}

/** A Tamer seen as a Digimon of this level (and colour, when named) for one digivolution. */
export interface AsDigimon {
  level: number;
  color?: Color;
}

/** An effect's own cost reduction that grows with a count (its `n` for each `per`). */
export interface ReduceEach {
  n: number;
  per: Count;
}

/** "2 of your Digimon may DNA digivolve into ... in the hand"; `withThis`: one of them is this Digimon. */
export interface DnaByOp {
  op: "dnaBy";
  into: CardFilter;
  withThis: boolean;
  cost: EffectCost;
  /** With `withThis`: what the other Digimon must be ("1 of your other Digimon with [Dramon] in its name"). */
  partner?: CardFilter;
  /** "1 of them and any of your other Digimon": one of the two is the trigger's subject. */
  withSubject?: true;
  /**
   * "1 of your [A] in play and 1 [B] in the trash may DNA digivolve into ...": one Digimon of yours
   * (`field`: what it must be) and one card from the hand or trash make the DNA digivolution (8-2).
   */
  withCard?: { field: CardFilter; from: "hand" | "trash"; filter: CardFilter };
}

/** "1 of your Digimon may attack": an attack declaration during the effect (11-2). */
export interface AttackByOp {
  op: "attackBy";
  who: FieldTarget | "this" | "dnaResult";
  /** Only this kind of target ("may attack a player", "... your opponent's Digimon"). */
  target?: "player" | "digimon";
  /** "This Digimon attacks.": a mandatory attack, made if the Digimon can attack. */
  must?: boolean;
  /**
   * "1 of your Digimon may get +5000 DP for the turn and attack ...": ops written for "this
   * Digimon" that the chosen Digimon gets first; once chosen it must attack if it can.
   */
  before?: Op[];
  /**
   * "Your opponent attacks with the chosen Digimon": `who` is one of the opponent's Digimon and
   * the opponent, whose turn it must be, declares the attack and its target (11-1-2). `pickedBy`
   * "opponent": they choose which Digimon too ("your opponent attacks with 1 of their Digimon").
   */
  by?: "opponent";
  pickedBy?: "opponent";
  /** "... and attack without suspending": the attack does not suspend the attacker. */
  withoutSuspending?: true;
  /** "This effect allows you to attack unsuspended Digimon as well": this attack may target one (11-2-7-1). */
  unsuspendedToo?: true;
}
