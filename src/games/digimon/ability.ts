/**
 * The ability AST the Digimon ruleset runs. Hand-written card definitions and (later) the
 * card-text compiler both produce it. Section numbers refer to the Comprehensive Rules.
 */

export type Color = "Red" | "Blue" | "Yellow" | "Green" | "Black" | "Purple" | "White";
export type Category = "Digimon" | "Digi-Egg" | "Tamer" | "Option";
export type Side = "you" | "opponent" | "any";

/** Which cards a target or a count may be. All fields must hold. */
export interface CardFilter {
  category?: Category;
  maxDp?: number;
  minDp?: number;
  level?: number;
  maxLevel?: number;
  colors?: Color[];
  /** Any of these appears in the name. */
  nameIncludes?: string[];
  /** Any of these appears in the traits (type). */
  traitIncludes?: string[];
  /** With traitIncludes: a trait containing one of these doesn't count ("other than [Sea Animal]"). */
  traitExcludes?: string[];
  notName?: string;
  hasTiming?: Timing;
  /** Not the card or Digimon the ability belongs to. */
  other?: boolean;
  /** At least one of these must hold too ("a yellow level 3 Digimon card or a yellow [Warrior] one"). */
  anyOf?: CardFilter[];
  minLevel?: number;
  maxPlayCost?: number;
  minPlayCost?: number;
  /** Exactly one of these names ("1 [Agumon]"). */
  nameIs?: string[];
  /** One of these traits exactly ("[Xros Heart] trait"). */
  traits?: string[];
  /** On the field: suspended (true) or unsuspended (false). */
  suspended?: boolean;
  /** On the field: at most / at least this many digivolution cards ("with no digivolution cards"). */
  maxSources?: number;
  minSources?: number;
  /** On the field: DP at most that of the Digimon the ability belongs to ("with as much or less DP as this Digimon"). */
  maxDpOfSelf?: boolean;
  /** On the field: no more digivolution cards than the Digimon the ability belongs to. */
  maxSourcesOfSelf?: boolean;
  /** Among the candidates, only those with the lowest or highest value ("with the lowest DP"). */
  extreme?: { by: "dp" | "level" | "playCost"; which: "lowest" | "highest" };
  /** None of these colours ("non-white"). */
  notColors?: Color[];
  /** At least this many colours ("has 2 or more colors"). */
  minColors?: number;
  /** At most this many colours ("a 2-color red card": minColors and maxColors 2). */
  maxColors?: number;
  /** On the field: has this keyword, printed, inherited or gained ("with <Blocker>"). */
  hasKeyword?: Keyword;
  /** On the field: has no such keyword ("without <Blocker>"). */
  lacksKeyword?: Keyword;
  /** Any of these terms is printed on the card (4-23): "with [Gammamon] in its text", "<Save>". */
  textIncludes?: string[];
  /** On the field: it is (or isn't) the Digimon whose attack is in progress ("if this Digimon is attacking"). */
  attacking?: boolean;
  /** In a security stack: placed face up (true) or face down (false) (3-7-4). */
  faceUp?: boolean;
  /**
   * On the field: the Digimon the trigger was about ("that Digimon" after "When one of your Digimon
   * attacks"; "its" in "When an opponent's Digimon attacks, trash its ...").
   */
  subject?: true;
  /** On the field: one of its face-up digivolution cards matches ("with a Tamer card in its digivolution cards"). */
  sourcesHave?: CardFilter;
  /** Has an inherited effect section printed (2-3-11-2): "Tamer card with inherited effects". */
  hasInherited?: boolean;
  /** On the field: none of its face-up digivolution cards matches ("with no Tamer cards in its digivolution cards"). */
  sourcesLack?: CardFilter;
  /** On the field: at least this many of its face-up digivolution cards match ("w/5 [Hybrid] trait cards under it"). */
  sourcesCount?: { filter: CardFilter; atLeast: number };
  /** None of these traits exactly ("w/o [X Antibody] trait"). */
  notTraits?: string[];
}

/** A choice of cards on the field ("1 of your opponent's Digimon"). */
export interface FieldTarget {
  side: Side;
  count: number | "all";
  filter: CardFilter;
  /** "up to N": the player may choose fewer. */
  upTo?: boolean;
}

/** What a Digimon can be kept from doing (ops-restrict.ts). */

/** How long a change lasts: the turn, or until the end of the opponent's next turn. */
export type Duration = "turn" | "untilOpponentTurnEnds";

/** Keyword effects (16-x) the card text names between angle brackets. */
export type Keyword =
  | "blocker"
  | "piercing"
  | "securityAttack"
  | "jamming"
  | "rush"
  | "reboot"
  | "retaliation"
  | "raid"
  | "alliance"
  | "barrier"
  | "blitz"
  | "armorPurge"
  | "decoy"
  | "evade"
  | "save"
  | "materialSave"
  | "delay"
  | "collision"
  | "fortitude"
  | "partition"
  | "overclock"
  | "vortex"
  | "execute"
  | "iceclad"
  | "decode"
  | "scapegoat"
  | "progress"
  | "fragment"
  | "blastDigivolve"
  | "blastDnaDigivolve"
  | "digiBurst"
  | "digisorption"
  | "training"
  | "link"
  | "mindLink"
  | "ascension"
  | "engage"
  | "guard"
  | "succession"
  | "detach"
  | "useRequirement";

/** What a revealed card may become: "Add 1 [X] among them to the hand", "play 1 ... among them". */
export interface RevealPick {
  count: number;
  filter: CardFilter;
  /**
   * "under": placed under `onto` (one of your Digimon or Tamers, chosen) or, without it, under
   * this card; under a Digimon it is its bottom digivolution card. "handOrUnder": the player picks.
   */
  to: "hand" | "play" | "under" | "trash" | "handOrUnder";
  onto?: FieldTarget;
  /** Placed face down under a card: it has no card information there (4-7-9). */
  faceDown?: boolean;
  /** "You may add ...": the player may take none. */
  optional?: boolean;
  /** "Add all Tamer cards among them": every matching card, whatever the count. */
  all?: boolean;
}

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
  /** "If you have fewer security cards than your opponent". */
  | { is: "fewerThanOpponent"; zone: "security" | "hand" | "trash"; orEqual?: boolean }
  /** The Digimon this ability belongs to matches ("If this Digimon has [X] in its name"). */
  | { is: "self"; filter: CardFilter }
  /** Its digivolution cards: at least `atLeast` (default 1) match the filter. */
  | { is: "sources"; filter: CardFilter; atLeast?: number }
  | { is: "yourTurn" }
  | { is: "not"; cond: Cond }
  | { is: "all" | "any"; of: Cond[] };

export type Amount = number | { perEach: Count; times: number };

/** Counts things on the board: "for each Digimon you have in play". */
export interface Count {
  side: Side;
  filter: CardFilter;
  /** Cards in this area instead of Digimon and Tamers on the field ("for each card in your trash"). */
  zone?: "trash" | "hand" | "security";
  /** "for every 2 ...": the count is divided by this, rounded down. */
  per?: number;
}

export type Op =
  | { op: "draw"; n: number; who?: "both" }
  | { op: "memory"; n: number; who?: "opponent" }
  | { op: "setMemory"; value: number }
  | { op: "dp"; target: FieldTarget | "this"; amount: Amount; duration: Duration }
  | { op: "delete"; target: FieldTarget }
  | { op: "deDigivolve"; n: number; target: FieldTarget }
  | {
      op: "playFrom";
      /** `sources`: this Digimon's digivolution cards. */
      from: "hand" | "trash" | "handOrTrash" | "sources";
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
  | { op: "playSelf"; free: boolean }
  /** A Security Digimon's "At the end of the battle, play this card without paying the cost" (14-2-5). */
  | { op: "playSelfAfterBattle" }
  /** "change the attack target to this Digimon" (11-2-7-2). */
  | { op: "becomeAttackTarget" }
  /** "switch the target of attack to 1 of your suspended Digimon" (11-2-7-2; ops-attack.ts). */
  | { op: "switchTarget"; to: FieldTarget }
  /** "play 1 [X] Token (Digimon/Yellow/6000 DP/<Blocker>)": tokens with that card information (4-21; ops-token.ts). */
  | { op: "playToken"; count: number; token: CardDef; suspended?: boolean }
  /** "unsuspend it", "it may attack": `then`, written for this Digimon, done to the one "it" stands for (ops-it.ts). */
  | { op: "withIt"; then: Op[] }
  /** "end the attack": the end of attack timing comes right after the effect (15-15-1-1). */
  | { op: "endAttack" }
  /** '1 of their Digimon gains "[On Deletion] Lose 1 memory."': effects gained for a while (15-15-2; ops-gained.ts). */
  | { op: "gainEffect"; target: FieldTarget | "this"; abilities: Ability[]; duration: Duration }
  | { op: "activateMain" }
  /** Only when the action that triggered this was a DNA digivolution ("Then, when DNA digivolving, ..."). */
  | { op: "ifDna"; then: Op[] }
  /**
   * "For every 10 cards in your trash, add 1 to the maximum level ...": `then` runs with its
   * "level N or lower" limits raised by `by` (times the count of `per`; nothing unless `cond` holds).
   */
  | { op: "raiseLevelMax"; by: number; per?: Count; cond?: Cond; then: Op[] }
  /** "placing this [X] trait Digimon's top stacked card as its bottom digivolution card" (4-7). */
  | { op: "topToBottom"; filter?: CardFilter }
  /** [On Deletion] "If deleted outside of a battle, ...": how the deletion that triggered it happened. */
  | { op: "ifDeleted"; inBattle: boolean; then: Op[] }
  /** "for each Digimon deleted": repeats the inner ops by the number recorded at trigger time (15-8-3-8). */
  | { op: "perTriggerCount"; then: Op[] }
  | { op: "suspend"; target: FieldTarget }
  | { op: "unsuspend"; target: FieldTarget }
  /** Returns Digimon to their owners' hands (the digivolution cards go to the trash) or decks. */
  | { op: "bounce"; target: FieldTarget; to: "hand" | "deckBottom" }
  | { op: "deleteThis" }
  | { op: "trashSecurity"; side: "you" | "opponent"; n: number; from: "top" | "bottom" }
  /** <Recovery +N (Deck)>: the top card of the deck goes on top of the security stack, N times. */
  | { op: "recovery"; n: number }
  | { op: "trashDeck"; n: number; who?: "both" }
  | { op: "trashHand"; n: number; who?: "opponent"; filter?: CardFilter }
  /** A [Security] effect: "Add this card to the hand." */
  | { op: "addSelfToHand" }
  | {
      op: "reveal";
      n: number;
      picks: RevealPick[];
      rest: "deckBottom" | "topOrBottom" | "trash" | "deckTop" | "hand";
    }
  | { op: "gainKeyword"; target: FieldTarget | "this"; keyword: Keyword; value?: number; duration: Duration }
  /** `upTo`: the player decides how many, from that end (4-27-3). */
  | { op: "trashSources"; target: FieldTarget; n: number | "all"; from: "top" | "bottom"; upTo?: true }
  | { op: "if"; cond: Cond; then: Op[] }
  /**
   * Overwrite processing (18-2): "If C, instead B" replaces the processing A before it. Optional
   * ("you may ... instead") lets the player choose (18-2-2); otherwise it is mandatory (18-2-3).
   */
  | { op: "overwrite"; cond: Cond; optional: boolean; normal: Op[]; instead: Op[] }
  /** Pending processing (18-1): done at the end of the turn, like an effect triggered then. */
  | { op: "atEndOfTurn"; then: Op[] }
  /**
   * Pending processing on a Digimon (18-1; ops-later.ts): "At the next end of your opponent's turn,
   * delete it", "At turn end, delete the Digimon this effect played". `of`: this Digimon, or the
   * ones this effect played before.
   */
  | {
      op: "later";
      at: "turnEnd" | "opponentTurnEnd";
      of: "played" | "this";
      act: "delete" | "hand" | "deckBottom";
    }
  /**
   * "X. If this effect didn't delete, Y" / "If you do, Y": runs X, then Y when X did (or did
   * not do) that kind of thing; "any" is any change at all.
   */
  | {
      op: "ifOutcome";
      what: "delete" | "trash" | "return" | "suspend" | "add" | "digivolve" | "any";
      did: boolean;
      ops: Op[];
      then: Op[];
    }
  /** "Trash any 2 digivolution cards from your opponent's Digimon": the player picks the cards among those Digimon's. */
  | { op: "trashAnySources"; n: number; target: FieldTarget }
  /**
   * "can't unsuspend until their turn ends" (by any means), or "doesn't unsuspend during their next
   * unsuspend phase" (only then). "them": the Digimon the effect chose before ("It ...").
   */
  | {
      op: "noUnsuspend";
      target: FieldTarget | "this" | "them";
      until: "untilOpponentTurnEnds" | "nextUnsuspendPhase";
    }
  /** "Choose any number of your opponent's Digimon whose total DP adds up to 10000 or less and delete them". */
  | { op: "deleteUpToTotalDp"; target: FieldTarget; maxTotal: number }
  /** "Suspend 1 of ..., or 2 of ... with 5000 DP or less": the player picks one of the options. */
  | { op: "choose"; options: Op[][] }
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
      /** "chosen" / "them": the Digimon the effect's previous choice picked ("It can't ..."). */
      target: FieldTarget | "this" | "chosen" | "them";
      cant: Restriction[];
      by?: CardFilter;
      duration: Duration;
    }
  | CardMoveOp
  | SecurityOp
  /** Immediate-type (15-8-5): the Digimon that would leave the battle area stays ("prevent that deletion"). */
  | { op: "preventLeave" }
  /** Immediate-type (15-8-5): the cost about to be paid is reduced by n (for each of `perEach`). */
  | { op: "reduceCost"; n: number; perEach?: Count }
  | RaiseMaxOp
  /** "When one of your Digimon attacks, that Digimon gets ...": `then` acts on the trigger's Digimon as "this". */
  | { op: "asSubject"; then: Op[] };

/**
 * "For each X, add 1 to this effect's level maximum" (15-15-4): the maximum the inner ops show
 * in text (a "level N or lower", "N DP or less", "play cost of N or less") is raised by n, times
 * the count, when the condition holds; a maximum not shown in text is not changed (15-15-4-3).
 */
export interface RaiseMaxOp {
  op: "raiseMax";
  field: "dp" | "level" | "playCost";
  n: number;
  by?: Count;
  cond?: Cond;
  then: Op[];
}

/** The security stack's faces (3-7-4): ops-security.ts. */
export type SecurityOp =
  /** "Then, place this card face up as the bottom security card": the Option being used or the checked card. */
  | { op: "placeSelfInSecurity"; at: "top" | "bottom"; faceUp: boolean }
  /** "Flip your opponent's top face-down security card face up" / "... top face-up security card face down". */
  | { op: "flipSecurity"; side: "you" | "opponent"; to: "up" | "down" };

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
  | "tamersFaceDown";
/** Where they go; "sourceBottom" is under the Digimon or Tamer the ability belongs to. */
export type PileTo =
  "hand" | "trash" | "deckTop" | "deckBottom" | "securityTop" | "securityBottom" | "sourceBottom";

/** Moving cards between areas, as costs or effects (ops-costs.ts). */
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
    }
  /** "return this Tamer to the bottom of the deck": the cards under it go to the trash (4-7-8). */
  | { op: "moveThis"; to: "hand" | "deckBottom" }
  /** "place 1 of your Digimon on top of your security stack face down": the cards under it are trashed (4-7-8). */
  | { op: "toSecurity"; target: FieldTarget; at: "top" | "bottom" }
  /** "trash 2 digivolution cards under 1 of ...": the player picks which when there are more. */
  | { op: "trashSourcesAny"; target: FieldTarget | "this"; n: number };

/** What a digivolution by an effect costs: nothing, its own cost, that cost less N, or N. */
export type EffectCost = "free" | "normal" | { reduce: number } | { fixed: number };

/** "1 of your Digimon may digivolve into ... in the hand (with the digivolution cost reduced by 1)". */
export interface DigivolveByOp {
  op: "digivolveBy";
  who: FieldTarget | "this";
  into: CardFilter;
  from: "hand" | "trash" | "handOrTrash";
  cost: EffectCost;
  /** "ignoring digivolution requirements" (8-1-2-2). */
  ignoreRequirements?: boolean;
  /** "may": the player may digivolve nothing. */
  optional: boolean;
  /** "When it would digivolve by this effect, reduce the cost by N" (8-1-2-4). */
  wouldReduce?: number;
}

/** "2 of your Digimon may DNA digivolve into ... in the hand"; `withThis`: one of them is this Digimon. */
export interface DnaByOp {
  op: "dnaBy";
  into: CardFilter;
  withThis: boolean;
  cost: EffectCost;
}

/** "1 of your Digimon may attack": an attack declaration during the effect (11-2). */
export interface AttackByOp {
  op: "attackBy";
  who: FieldTarget | "this" | "dnaResult";
  /** Only this kind of target ("may attack a player", "... your opponent's Digimon"). */
  target?: "player" | "digimon";
  /** "This Digimon attacks.": a mandatory attack, made if the Digimon can attack. */
  must?: boolean;
}

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

/** The "When ..." of [Your Turn] / [All Turns] / [Opponent's Turn] triggered effects. */
export type TriggerCondition =
  | { on: "deleted"; side: Side; byZeroDp?: boolean; other?: boolean; filter?: CardFilter }
  | { on: "played"; side: Side; filter: CardFilter; byEffect?: boolean }
  /** This (self) or a side's Digimon or Tamer becomes unsuspended; the unsuspend phase is not simulated. */
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
  | { on: "securityRemoved"; side: Side }
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
    }
  /** A Digimon digivolves; the filter is on the card it digivolved into. */
  | { on: "digivolved"; side: Side; self?: boolean; filter?: CardFilter; dna?: boolean }
  /** This Digimon deletes an opponent's Digimon in battle (and, with `survives`, stays on the field). */
  /** This Digimon, or (with `side`) any of that side's Digimon matching `filter` that survives, deletes one in battle. */
  | { on: "deletesInBattle"; survives?: boolean; side?: Side; filter?: CardFilter }
  /** A side uses an Option card (9-1). */
  | { on: "optionUsed"; side: Side; filter: CardFilter }
  /** Cards are trashed from a side's hand; `byEffect`: by an effect of that side. */
  | { on: "handTrashed"; side: Side; byEffect?: Side }
  /** An effect (of that side, of a Digimon) adds cards to a side's hand; drawing counts (4-14-1). */
  | { on: "handAdded"; side: Side; byEffect?: Side; byDigimon?: boolean }
  /** Cards are placed in a side's security stack (15-8-3-7) or trashed from its deck. */
  | { on: "securityAdded" | "deckTrashed"; side: Side }
  /** Cards matching `faceUp` are placed face up in a side's security stack (3-7-4). */
  | { on: "securityAdded"; side: Side; faceUp: CardFilter }
  /**
   * This card is trashed from the hand (by an effect of that side), the deck, or the digivolution
   * cards of a Digimon that fits `filter`: it triggers there and waits in the trash (4-16-2).
   */
  | { on: "trashedSelf"; from: "hand" | "deck" | "sources"; byEffect?: Side; filter?: CardFilter }
  /** An attack target is switched (11-2-7-2; a block does it: Q1519), or this Digimon's attack is blocked (12-1-7). */
  | { on: "targetSwitched"; self?: true; side?: Side }
  | { on: "blocked"; self: true }
  /** "When one of your effects places a digivolution card under this Digimon" (4-8-1). */
  | { on: "sourcesPlaced"; byEffect: Side; filter?: CardFilter; fromTop?: boolean }
  /** Linking (10-1), hatching and moving out of the breeding area (4-17): steps the engine does not simulate. */
  | { on: "notSimulated"; step: "link" | "move" | "hatch" }
  /** Any of these ("When your Digimon are played or digivolve"). */
  | { on: "any"; of: TriggerCondition[] };

export type Condition = { memoryAtMost: number };

/** Actions a restriction forbids (15-8-2): "can't attack players", "can't be blocked by ...". */
export type Restriction =
  | "attack"
  | "attackPlayers"
  | "attackDigimon"
  | "block"
  | "beBlocked"
  | "beAttacked"
  | "suspend"
  | "unsuspend"
  | "digivolve"
  /** Its attack target can't be switched, by a block (12-1) or by an effect (11-2-7-2). */
  | "switchTarget"
  /** Only in the unsuspend phase (7-1), a step the engine does not simulate. */
  | "unsuspendInPhase"
  /** Protections: "can't be deleted in battle", "... by your opponent's effects" (Q2433: not at 0 DP). */
  | "beDeletedInBattle"
  | "beDeletedByOpponent"
  /** "can't be returned to hands or decks" (by any effect, or only the opponent's). */
  | "beReturned"
  | "beReturnedByOpponent";

/** What a continuous effect gives each card it reaches. */
export type Grant =
  | { dp: number }
  | { keyword: Keyword; value?: number }
  | { cant: Restriction; by?: CardFilter }
  /** On the card itself: it is also treated as having this name (or `partial`: this in its name), colour or trait. */
  | { alsoName: string; partial?: true }
  | { alsoColor: Color }
  | { alsoTrait: string }
  /** "Your opponent can't gain memory except with Tamer effects" ("any": players). */
  | { noMemoryGain: "opponent" | "any"; exceptTamers: true }
  /** "Add 1000 to the maximum DP you can choose with DP-based deletion effects" (15-15-4); `own`: only this Digimon's effects. */
  | { deletionMaxDp: number; own?: true }
  /** "This Digimon can also attack your opponent's unsuspended Digimon [with ...]": those it may attack too (11-2-7-1). */
  | { alsoAttack: CardFilter }
  /** On an Option card: these colours also meet its colour requirements; none: ignore them (4-22). */
  | { colorRequirement: Color[] | "ignore" };

/** Whom a continuous effect reaches: this card, a side's Digimon, or a side's Security Digimon. */
export type Reach = "this" | { side: Side; filter: CardFilter } | { securityOf: "you" | "opponent" };

/** What an immediate-type effect interrupts ("When this Digimon would be deleted, ..."; 15-8-5). */
export type Would =
  | {
      on: "leave";
      /** Only a deletion, not any removal from the battle area. */
      deletion: boolean;
      /** "this Digimon [with ...]" or "any of your [other] Digimon with ...". */
      subject: "this" | "yours";
      filter?: CardFilter;
      inBattle?: boolean;
      notInBattle?: boolean;
      /** "by your opponent's effects". */
      byOpponentEffect?: boolean;
      /** "other than by your effects". */
      notByYourEffect?: boolean;
      /** "by an effect": either player's. */
      byEffect?: boolean;
    }
  /** Playing a card: this card (from the hand), or one of a side's cards matching the filter. */
  | { on: "play"; card: "this" | { side: Side; filter: CardFilter }; fromHand?: boolean }
  /** Using this Option card (9-1-6). */
  | { on: "use" }
  /**
   * Digivolving: this Digimon (matching `self`) into a matching card, or a matching Digimon of
   * yours (or the opponent's, with `side`) into this card or a matching card.
   */
  | {
      on: "digivolve";
      from: "this" | CardFilter;
      into: "this" | CardFilter;
      self?: CardFilter;
      side?: "opponent";
      /** "into ... in your hand": not a digivolution from the trash or elsewhere. */
      fromHand?: boolean;
    };

export interface Persistent {
  /**
   * `dp`: this Digimon gets `amount` DP while the ability's turn and condition hold.
   * `continuous`: `grants` reach `reach` while the turn and condition hold.
   */
  kind:
    | "noPlayByEffects"
    | "dpPerEach"
    /** `keyword` with its number `amount` times `count` ("gains <Security Attack +1> for each ..."). */
    | "keywordPerEach"
    | "dp"
    | "ignoreColors"
    | "alsoMeetsColors"
    | "securityDp"
    /** "When you would use this card, if ..., reduce the cost by N": `amount` off the use cost. */
    | "useCostReduction"
    /** "Players can't reduce play costs": `costOf`; `side` limits it to one player (ops-cost-bans.ts). */
    | "noCostReduction"
    /** A deck-building (Rule) (2-3-4-6): `amount` copies allowed; settled before any game, never run. */
    | "deckBuilding"
    | "continuous";
  grants?: Grant[];
  /** `keywordPerEach`: the keyword the count multiplies. */
  keyword?: Keyword;
  /** Default: this card. */
  reach?: Reach;
  count?: Count;
  amount?: number;
  /** `alsoMeetsColors`: Digimon or Tamers of these colours meet this Option's colour requirements too. */
  colors?: Color[];
  /** `securityDp`: whose Security Digimon get `amount` DP ("All of your opponent's Security Digimon get -3000 DP"). */
  side?: "you" | "opponent";
  /** Only while this holds ("While this Digimon is suspended, it gets +1000 DP"). */
  while?: Cond;
  /** `noCostReduction`: which costs can't be reduced. */
  costOf?: "play" | "digivolve";
}

export interface Ability {
  /** Stable id: `<code>/<text part>/<n>`, e.g. `BT4-048/main/1`. */
  id: string;
  /** A short summary in the project's own words, shown in traces. */
  label: string;
  /** 15-8: trigger-type, activation-type ([Main]), persistent, immediate-type ("when ... would"), keyword. */
  category: "trigger" | "activation" | "persistent" | "immediate" | "keyword";
  timing?: Timing;
  /** [Your Turn], [Opponent's Turn], [All Turns]. */
  turn?: "your" | "opponent" | "all";
  when?: TriggerCondition;
  oncePerTurn?: boolean;
  /** "you may": the player decides at activation whether to do it. */
  optional?: boolean;
  /** A processing condition paid before the rest ("by suspending this Tamer", "you may add ... to ..."). */
  cost?: Op[];
  condition?: Condition;
  ops: Op[];
  persistent?: Persistent;
  /** An immediate-type effect's "When ... would ...". */
  would?: Would;
  keyword?: Keyword;
  /** The number of a keyword: <Security Attack +1> → 1, <Security Attack -1> → -1. */
  keywordValue?: number;
  /** The text in a keyword's parentheses: <Decoy (Black)> → "Black". */
  keywordParam?: string;
  /** [Hand], [Trash], [Breeding]: where the card must be for the ability to work ("[Security] [All Turns]": a persistent effect from the security stack). */
  zone?: "hand" | "trash" | "breeding" | "security";
}

export interface DigivolveRequirement {
  level: number;
  color: Color;
  cost: number;
  /** Onto a Tamer of this colour, as if it were a Digimon of this level ("as if the Tamer is a level 3 Digimon"). */
  onto?: "Tamer";
  /** Onto a Digimon with this name, whatever its level and colour ("Your [X] can digivolve into this card ..."). */
  ontoName?: { is?: string[]; includes?: string[] };
  /**
   * An alternate digivolution condition ("[Digivolve] Lv.4 w/[Garurumon] in name: Cost 3"): onto
   * a card on the field that matches this, whatever its level and colour; `label` says it as printed.
   */
  from?: CardFilter;
  label?: string;
  /** Only while this holds for the player who digivolves ("[Digivolve] While you have [X], [Y]: Cost 6"). */
  while?: Cond;
}

/** Whether a card on the field (its top card's definition) meets a digivolution requirement (8-1-3-1). */
export function describeRequirement(r: DigivolveRequirement): string {
  if (r.from) return r.label ?? "its alternate condition";
  if (r.ontoName) return `[${[...(r.ontoName.is ?? []), ...(r.ontoName.includes ?? [])].join("]/[")}]`;
  return r.onto === "Tamer" ? `${r.color} Tamer as level ${r.level}` : `${r.color} level ${r.level}`;
}

/**
 * `colors`: the Digimon's colours now, when effects add some (15-8-2); its printed ones by default.
 * `onField` tests an alternate condition on the card on the field (which may ask about its
 * digivolution cards); without it such a condition is not met.
 */
export function meetsRequirement(
  r: DigivolveRequirement,
  t: CardDef,
  colors: Color[] = t.colors,
  onField?: (f: CardFilter) => boolean,
): boolean {
  // Cards can't be stacked with tokens (4-21-3).
  if (t.token) return false;
  if (r.from) return onField?.(r.from) ?? false;
  if (r.ontoName) {
    const { is = [], includes = [] } = r.ontoName;
    return t.category === "Digimon" && (is.includes(t.name) || includes.some((n) => t.name.includes(n)));
  }
  const level = r.onto === "Tamer" ? t.category === "Tamer" : t.level === r.level;
  return level && colors.includes(r.color);
}

export interface CardDef {
  code: string;
  name: string;
  category: Category;
  colors: Color[];
  level?: number;
  dp?: number;
  playCost?: number;
  digivolve: DigivolveRequirement[];
  /** DNA digivolution requirements (two Digimon, one per entry) and the cost. */
  dna?: { parts: { level: number; color: Color }[]; cost: number; note?: string };
  traits: string[];
  /** The card names its DigiXros requirements list, for <Material Save> (16-21-1). */
  digixros?: string[];
  /** What is printed on the card, notes left out (4-23-5), for "with [X] in its text"; absent when unknown. */
  text?: string;
  abilities: Ability[];
  inherited: Ability[];
  /** An inherited effect section is printed (2-3-11-2), read or not; absent: when `inherited` has any. */
  inheritedPrinted?: boolean;
  security: Ability[];
  /** A token (4-21): removed from the game when it leaves the field; nothing stacks on it. */
  token?: boolean;
}
