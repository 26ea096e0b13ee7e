/** Which cards an effect may choose or count ("1 of your opponent's level 5 or lower Digimon"). */
import type { Category, Color, Side } from "./card.ts";
import type { Keyword } from "./keywords.ts";
import type { Timing } from "./timing.ts";
/** Which cards a target or a count may be. All fields must hold. */
export interface CardFilter {
  category?: Category;
  maxDp?: number;
  minDp?: number;
  level?: number;
  maxLevel?: number;
  colors?: Color[];
  /** Every one of these colours ("a 2-color purple and yellow Digimon"). */
  allColors?: Color[];
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
  /** On the field: DP at least that of the Digimon the ability belongs to ("with equal or higher DP"). */
  minDpOfSelf?: boolean;
  /** On the field: play cost at most that of the Digimon the ability belongs to ("with as high or lower a play cost as this Digimon"). */
  maxPlayCostOfSelf?: boolean;
  /** Level at most a count ("whose level is less than or equal to the number of cards in your security stack"). */
  maxLevelCount?: Count;
  /** Level at least a count ("with a level as high or higher as the number of cards in your hand"). */
  minLevelCount?: Count;
  /** Play cost at most a count ("with as high or lower a play cost as the number of this Digimon's digivolution cards"). */
  maxPlayCostCount?: Count;
  /** On the field: no more digivolution cards than the Digimon the ability belongs to. */
  maxSourcesOfSelf?: boolean;
  /** Among the candidates, only those with the lowest or highest value ("with the lowest DP"). */
  /** `sources`: the number of digivolution cards ("with the fewest digivolution cards"). */
  extreme?: { by: "dp" | "level" | "playCost" | "sources"; which: "lowest" | "highest" };
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
  /** On the field: one of the Digimon or Tamers this effect played ("under the played Tamer"). */
  playedByThis?: true;
  /** On the field: one of its face-up digivolution cards matches ("with a Tamer card in its digivolution cards"). */
  sourcesHave?: CardFilter;
  /** On the field: one of its link cards matches ("This Digimon linked with [X]", 4-10-1). */
  linkedWith?: CardFilter;
  /** Has an inherited effect section printed (2-3-11-2): "Tamer card with inherited effects". */
  hasInherited?: boolean;
  /** On the field: none of its face-up digivolution cards matches ("with no Tamer cards in its digivolution cards"). */
  sourcesLack?: CardFilter;
  /** On the field: at least this many of its face-up digivolution cards match ("w/5 [Hybrid] trait cards under it"). */
  sourcesCount?: { filter: CardFilter; atLeast: number };
  /** None of these traits exactly ("w/o [X Antibody] trait"). */
  notTraits?: string[];
  /** None of these may hold ("any Digimon other than Digimon with [X] in their texts"). */
  noneOf?: CardFilter[];
  /**
   * At most the value of a card the effect moved before ("whose level is less than or equal to
   * the trashed card's level"), of the Digimon it played, or of the Digimon it chose first ("delete
   * the chosen Digimon and 1 of ... with as high or lower a level as it"): set when targets are chosen (ops/primitives.ts).
   * `exact`: equal to it, not at most ("with the same level as the placed card"). `sources`: the
   * number of digivolution cards of the Digimon chosen first ("with as many or fewer digivolution
   * cards as that Digimon").
   */
  atMostOf?: { by: "level" | "playCost" | "dp" | "sources"; of: "moved" | "played" | "chosen"; exact?: true };
  /**
   * On the field: shares a name with the Digimon the ability belongs to ("with the same name as
   * this Digimon"); an inherited effect compares its host's name, not the card's own.
   */
  sameNameAsSelf?: boolean;
  /**
   * Shares a name with the Digimon the effect chose first ("that share a name with it", BT1-084's
   * kind) or with the card it moved ("with the same name as that card"): a full name, those a
   * card is also treated as included (ops/primitives.ts turns it into `nameIs`).
   */
  sharesNameOf?: "chosen" | "moved";
  /** Has DigiXros requirements (2-3-7): "a card with a DigiXros requirement". */
  hasXros?: boolean;
  /** A Token (4-21): "1 of your Tokens or other [Puppet] trait Digimon". */
  token?: boolean;
  /** On the field: at least this many face-down digivolution cards (4-7-9): "with face-down digivolution cards". */
  minFaceDownSources?: number;
  /** On the field: at least this many face-up cards of its stack share one level ("its stack has 2 or more same-level cards"). */
  minSameLevel?: number;
  /** On the field: a face-up digivolution card has its level ("it has a digivolution card with the same level as the digivolved Digimon"). */
  sourceAtOwnLevel?: true;
  /** On the field: its top card has the level of the card right under it ("it digivolved into a Digimon with the same level"). */
  digivolvedSameLevel?: true;
  /**
   * On the field: one of the Digimon the trigger was about, when one event covered several ("1 of
   * those Digimon" after "When you play a Digimon"); `subject` is the single one.
   */
  amongSubjects?: true;
  /**
   * A play or use cost at most a value taken when the effect runs: the opponent's memory ("with as
   * high or lower a use cost as your opponent's memory") or the level of the Digimon the trigger was
   * about ("... as that Digimon's level"). Read by plays from a pile (ops/breeding.ts raisedFilter).
   */
  maxPlayCostAs?: "opponentMemory" | "subjectLevel";
  /**
   * The level of the Digimon the trigger was about, taken when the effect runs ("play 1 Digimon
   * card of the same level" after "When one of your Digimon attacks"; official Q&A: its level when
   * the effect is processed). Read by plays from a pile, like maxPlayCostAs.
   */
  levelAs?: "subjectLevel";
  /**
   * Shares a colour with one of your Digimon in the battle area, taken when the effect runs ("1
   * Tamer card with the same color as any of your Digimon on the field"; official Q&A: at least
   * one colour in common). Read by plays from a pile, like maxPlayCostAs.
   */
  colorOfYourDigimon?: true;
  /** Shares a colour with the Tamer or Digimon the effect chose first ("with the same color as the chosen Tamer"); read by plays from a pile too. */
  colorOfChosen?: true;
  /** On the field: a Digimon in the breeding area instead of the battle area, for effects that name it (3-4-7-5). */
  inBreeding?: true;
  /**
   * A card of any colour the Digimon digivolving has ("of the same color as the digivolving Digimon"),
   * either one's for a DNA digivolution (official Q&A); resolved when the cost is paid (ops/hand.ts).
   */
  colorOfDigivolving?: true;
  /** On the field: at least as many digivolution cards as the Digimon the ability belongs to ("with as many or more digivolution cards as this Digimon"). */
  minSourcesOfSelf?: boolean;
  /** On the field: this very Digimon or Tamer, the one whose effect it is ("under this Digimon or your Tamers"). */
  isSelf?: true;
  /** On the field: the same level as the Digimon the ability belongs to ("with the same level as this Digimon"). */
  sameLevelAsSelf?: true;
  /** On the field: suspended exactly when the Digimon the ability belongs to is ("with the same orientation as this Digimon", 4-13). */
  sameOrientationAsSelf?: true;
}

/** A choice of cards on the field ("1 of your opponent's Digimon"). */
export interface FieldTarget {
  side: Side;
  count: number | "all";
  filter: CardFilter;
  /** "up to N": the player may choose fewer. */
  upTo?: boolean;
}

/** `plus`: a fixed part the count adds to ("gets -8000 DP ... It further gets -3000 DP for each ..."). */
export type Amount = number | { perEach: Count; times: number; plus?: number };

/** Counts things on the board: "for each Digimon you have in play". */
export interface Count {
  side: Side;
  filter: CardFilter;
  /**
   * Cards in this area instead of Digimon and Tamers on the field ("for each card in your trash");
   * "sources": the digivolution cards of the Digimon the ability belongs to ("for each of its
   * digivolution cards"), whatever `side` says.
   */
  zone?: "trash" | "hand" | "security" | "sources";
  /** Only face-down cards count ("for each of this Digimon's face-down digivolution cards"). */
  faceDown?: boolean;
  /** The different colours among what matches are counted, not the cards ("for each color in its digivolution cards"). */
  colors?: boolean;
  /** "for every 2 ...": the count is divided by this, rounded down. */
  per?: number;
  /**
   * With zone "sources": the digivolution cards of the Digimon the effect is about instead of this
   * one ("When your Digimon would digivolve into this card, for each of their face-down digivolution cards").
   */
  ofSubject?: true;
  /**
   * With zone "sources": the digivolution cards of the Digimon the effect chose first ("Choose 1 of
   * your Digimon. <Draw 1> for each of that Digimon's digivolution cards"); only an op that knows
   * the choice counts them (ops/control.ts), elsewhere nothing is counted.
   */
  ofChosen?: true;
  /** The most face-up cards of one level in the stack of the Digimon the ability belongs to ("same-level cards this Digimon's stack has"). */
  sameLevel?: true;
  /** "for each X and each Y": this count is added to the first (before `per` divides the sum). */
  plus?: Count;
  /** "for each of your red Tamers with different names": the different names among them are counted. */
  distinctNames?: true;
  /** Only the Digimon the ability belongs to ("for each of its colors", with `colors`). */
  ofThis?: true;
  /** The memory on the side of `side` instead of cards ("for each memory your opponent has"; 4-1-4). */
  memory?: true;
  /**
   * With zone "sources": the digivolution cards of `side`'s Digimon that match this, all of them
   * added ("for each of your [X]'s digivolution cards in the breeding area", "[X] in your
   * Digimon's digivolution cards"), instead of this Digimon's.
   */
  sourcesOf?: CardFilter;
  /**
   * With `sourcesOf`: the cards under one of those Digimon, not all of them: "For each digivolution
   * card under 1 of your [X], add 1 to the maximum ...". The player picks; a maximum raised by it
   * is highest with the one that has the most, so that one is counted.
   */
  mostOne?: true;
}
