/** Events the Duel Masters ruleset records, and what a pending ability remembers. */
import type { CardInst, PlayerId } from "./state.ts";

export type DmEvent =
  | { kind: "entered"; moment: number; oid: number; player: PlayerId; card: CardInst }
  /**
   * `card` is the card whose "when this creature is destroyed" abilities watch (the top card);
   * `controller` is whose battle zone it left.
   */
  | {
      kind: "destroyed";
      moment: number;
      owner: PlayerId;
      card: CardInst;
      controller?: PlayerId;
      /** The object it was, so a Cross Gear crossed with it sees it go. */
      oid?: number;
    }
  | { kind: "shieldBroken"; moment: number; player: PlayerId; card: CardInst; castle: CardInst | null }
  | { kind: "attacks"; moment: number; player: PlayerId; card: CardInst }
  | { kind: "blocks"; moment: number; player: PlayerId; card: CardInst }
  /** A creature that stayed tapped uses its Silent skill at the start of its controller's turn. */
  | { kind: "silentSkill"; moment: number; player: PlayerId; card: CardInst }
  /** A creature (`card`, controlled by `player`) is attacked. */
  | { kind: "attacked"; moment: number; player: PlayerId; card: CardInst }
  /** The attacker (`card`, controlled by `player`) became blocked. */
  | { kind: "blocked"; moment: number; player: PlayerId; card: CardInst }
  /** The attacker attacks the opponent and no creature blocked it. */
  | { kind: "unblocked"; moment: number; player: PlayerId; card: CardInst }
  | { kind: "wonBattle"; moment: number; player: PlayerId; card: CardInst }
  /** The end step (DM-T7) or the start step (DM-T2) of `player`'s turn. */
  | { kind: "turnEnd"; moment: number; player: PlayerId }
  | { kind: "turnStart"; moment: number; player: PlayerId }
  /** A spell is cast (from the hand, or by its Shield Trigger). */
  | { kind: "cast"; moment: number; player: PlayerId; card: CardInst }
  /** A creature is summoned (not only put into the battle zone). */
  | { kind: "summoned"; moment: number; player: PlayerId; card: CardInst }
  /** A player uses the Shield Trigger of one of their shields. */
  | { kind: "shieldTriggerUsed"; moment: number; player: PlayerId; card: CardInst }
  /** A creature's tap ability is used instead of attacking. */
  | { kind: "tapAbility"; moment: number; player: PlayerId; card: CardInst };

export type DmSource =
  | { kind: "ability"; abilityId: string; card: CardInst; controller: PlayerId; oid?: number }
  | { kind: "shieldTrigger"; card: CardInst; castle: CardInst | null };
