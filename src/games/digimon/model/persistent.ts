/** Persistent effects (15-8-2): what they give, whom they reach, what immediate-type effects interrupt. */
import type { CardFilter, Count } from "./filters.ts";
import type { Color, Side } from "./card.ts";
import type { Cond } from "./conditions.ts";
import type { Keyword } from "./keywords.ts";
import type { Ability } from "./ability.ts";
import type { Timing } from "./timing.ts";
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
  /** Only in the unsuspend phase (6-2-1). */
  | "unsuspendInPhase"
  /** Protections: "can't be deleted in battle", "... by your opponent's effects" (Q2433: not at 0 DP). */
  | "beDeletedInBattle"
  | "beDeletedByOpponent"
  /** "can't be deleted": by battle, by any effect, and at 0 DP too (derive/protections.ts). */
  | "beDeleted"
  /** "can't be returned to hands or decks" (by any effect, or only the opponent's). */
  | "beReturned"
  | "beReturnedByOpponent"
  /** "can't activate [When Digivolving] effects": its effects of that timing don't trigger (15-8-2). */
  | "activateOnPlay"
  | "activateWhenDigivolving"
  | "activateWhenAttacking"
  /** "can't have its DP reduced [by your opponent's effects]": a prohibition, so it wins over DP reductions (15-8-2-5). */
  | "haveDpReduced"
  | "haveDpReducedByOpponent"
  /** "their effects can't trash its stacked cards": neither from the top (<De-Digivolve>) nor its digivolution cards. */
  | "haveStackTrashedByOpponent"
  /** "can only attack suspended Digimon": no effect lets it attack an unsuspended one (with "attackPlayers"). */
  | "attackUnsuspended"
  /** "This Digimon doesn't activate [Security] effects on Option cards it checks" (turn/attack.ts securityCheck). */
  | "activateOptionSecurity"
  /** "the [Security] effects on cards checked by this Digimon don't activate": any card's, an Option's too. */
  | "activateCheckedSecurity"
  /**
   * Immunities (15-15-5): "isn't affected by your opponent's effects", "your opponent's Digimon
   * effects don't affect it", "... the effects of your opponent's Option cards". A card stays
   * choosable (15-15-5-3); derive/immunity.ts decides what no longer changes it.
   */
  | Immunity;

/** The immunities: from every effect of the opponent, or only those of one card category. */
export type Immunity =
  | "beAffectedByOpponent"
  | "beAffectedByOpponentDigimon"
  | "beAffectedByOpponentOption"
  | "beAffectedByOpponentTamer"
  | KeywordImmunity;

/**
 * Immunities to the effects of one keyword ("isn't affected by <De-Digivolve> effects"), from
 * any player's or only the opponent's: KEYWORD_IMMUNITIES names the keyword each one is about.
 */
export type KeywordImmunity = "beAffectedByDeDigivolve" | "beAffectedByOpponentDeDigivolve";

export const KEYWORD_IMMUNITIES: Readonly<Record<KeywordImmunity, { keyword: string; opponent: boolean }>> = {
  beAffectedByDeDigivolve: { keyword: "De-Digivolve", opponent: false },
  beAffectedByOpponentDeDigivolve: { keyword: "De-Digivolve", opponent: true },
};

export const IMMUNITIES: readonly Immunity[] = [
  "beAffectedByOpponent",
  "beAffectedByOpponentDigimon",
  "beAffectedByOpponentOption",
  "beAffectedByOpponentTamer",
  "beAffectedByDeDigivolve",
  "beAffectedByOpponentDeDigivolve",
];

/** What a continuous effect gives each card it reaches. */
export type Grant =
  /**
   * `per` (here and on a keyword's value): the DP is multiplied by this count, taken for each Digimon reached (its own digivolution
   * cards for a count of "their" cards): "For each Tamer, all of your [X] get +1000 DP".
   */
  | { dp: number; per?: Count }
  /** `param`: the text in the keyword's parentheses, for a keyword that reads it (<Decoy (Black)>). */
  | { keyword: Keyword; value?: number; param?: string; per?: Count }
  | { cant: Restriction; by?: CardFilter }
  /** On the card itself: it is also treated as having this name (or `partial`: this in its name), colour or trait. */
  | { alsoName: string; partial?: true }
  | { alsoColor: Color }
  /** "treated as also having the colors of its digivolution cards": those of its face-up ones (4-7-9). */
  | { alsoColorsOfSources: true }
  | { alsoTrait: string }
  /** "[While C,] your opponent can't play Digimon with 6000 DP or less": a ban on a player's plays while it holds (15-8-2-5). */
  | { noPlay: CardFilter; of: "opponent" | "you" }
  /** "Your opponent can't gain memory except with Tamer effects" ("any": players). */
  | { noMemoryGain: "opponent" | "any"; exceptTamers: true }
  /** "Add 1000 to the maximum DP you can choose with DP-based deletion effects" (15-15-4); `own`: only this Digimon's effects. */
  | { deletionMaxDp: number; own?: true }
  /** "This Digimon can also attack your opponent's unsuspended Digimon [with ...]": those it may attack too (11-2-7-1). */
  | { alsoAttack: CardFilter }
  /** "This Digimon can only digivolve into white Digimon": a card that doesn't match can't be digivolved into. */
  | { digivolveOnlyInto: CardFilter }
  /** On an Option card: these colours also meet its colour requirements; none: ignore them (4-22). */
  | { colorRequirement: Color[] | "ignore" }
  /** "All of your [X]s are also treated as 12000 DP Digimon": the card reached is a Digimon with that DP too (15-12-1-4). */
  | { asDigimon: number }
  /** "This card is also treated as [X] for a DigiXros": that name counts only when placed for a DigiXros (7-2). */
  | { xrosName: string }
  /**
   * Cards that may also be placed for a DigiXros: from under the player's Tamers and/or their
   * trash (a number, or "any"), when this card is played (`self`) or a card matching `played` is;
   * `suspendThis`: the Tamer with the effect is suspended to allow it.
   */
  | {
      xrosFrom: {
        tamers?: number | "any";
        trash?: number | "any";
        self?: true;
        played?: CardFilter;
        suspendThis?: true;
        /** "When you would play a Digimon card ...": only when 1 card is being played, not several at once. */
        single?: true;
      };
    }
  /** "Change <Security Attack -> to <Security Attack +> on all of your Digimon": each -N it has counts as +N (16-4). */
  | { securityAttackPlus: true }
  /** "The turn end condition is the opponent having 3 or more memory": the turn ends by memory only at this many (6-1-4-1). */
  | { turnEndMemory: number }
  /**
   * "This Digimon is also treated as Lv.6 [X] for [Y]'s DNA digivolution": in the battle area only
   * (derive/identity.ts). Without `name` ("[Y] in your hand can treat this Digimon as level 6 for
   * DNA digivolution") it keeps its own names.
   */
  | { dnaAs: { level: number; name?: string; forName: string } }
  /**
   * "This Digimon can digivolve into [X] in the hand for a digivolution cost of 4, ignoring
   * digivolution requirements": a card in the hand matching `filter` may be digivolved onto it
   * for `cost` (derive/digivolve-requirements.ts).
   */
  | { digivolveInto: { filter: CardFilter; cost: number } }
  /**
   * 'All level 3 Digimon gain "[When Attacking] Lose 1 memory."': each Digimon reached has these
   * triggered effects as its own while the effect reaches it (15-15-2; derive/protections.ts abilitiesInForce).
   */
  | { effects: Ability[] };

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
      /** "would be returned to hands or decks": only a return to a hand or deck. */
      returned?: true;
    }
  /** Playing a card: this card (from the hand), or one of a side's cards matching the filter. */
  | { on: "play"; card: "this" | { side: Side; filter: CardFilter }; fromHand?: boolean }
  /**
   * Using this Option card (9-1-6), or (with `card`) one of your Option cards that matches;
   * `fromHand`: "this card in your hand", not one used from elsewhere by an effect.
   */
  | { on: "use"; card?: CardFilter; fromHand?: boolean }
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
      /** "into a Digimon card from the trash": only a card the digivolution takes from the trash. */
      fromTrash?: boolean;
      /** "this Digimon or any of your Tamers would digivolve": a Tamer of its side digivolving too. */
      orTamers?: boolean;
    }
  /** Linking a matching card to this Digimon (10-1-3): "When a [X] trait card would link to this Digimon". */
  | { on: "link"; card: CardFilter };

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
    /**
     * "For each of your security cards, add 1 to this card's use cost": `amount` more for each
     * `count`, always, so the card is referenced with that cost too (official Q&A on BT26-033).
     */
    | "useCostPerEach"
    /** "Players can't reduce play costs": `costOf`; `side` limits it to one player (derive/cost-bans.ts). */
    | "noCostReduction"
    /** A deck-building (Rule) (2-3-4-6): `amount` copies allowed; settled before any game, never run. */
    | "deckBuilding"
    | "continuous"
    /** "Your opponent can't use Option cards": `side` (default both players) can't use them (derive/option-use-ban.ts). */
    | "noOptionUse"
    /**
     * "This Digimon gains all effects of cards with [X] in their names in this Digimon's
     * digivolution cards": the main effects of those cards (`names`, whole names when `exactName`).
     */
    | "sourceEffects"
    /** "Players can't ignore digivolution requirements" (derive/requirement-ban.ts). */
    | "noIgnoreRequirements";
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
  /** `sourceEffects`: the names a digivolution card's name holds (or is, with `exactName`). */
  names?: string[];
  exactName?: boolean;
  /** `sourceEffects`: instead of names, a trait the card has ("of its digivolution cards with the [Flame] trait"). */
  traits?: string[];
  /** `sourceEffects`: only its effects of this timing ("gains all [Main] effects of ..."). */
  timing?: Timing;
}
