/** Events the Duel Masters ruleset records, and what a pending ability remembers. */
import type { CardInst, PlayerId } from "./state.ts";

export type DmEvent =
  | { kind: "entered"; moment: number; oid: number; player: PlayerId; card: CardInst }
  /** `card` is the card whose "when this creature is destroyed" abilities watch (the top card). */
  | { kind: "destroyed"; moment: number; owner: PlayerId; card: CardInst }
  | { kind: "shieldBroken"; moment: number; player: PlayerId; card: CardInst; castle: CardInst | null };

export type DmSource =
  | { kind: "ability"; abilityId: string; card: CardInst; controller: PlayerId }
  | { kind: "shieldTrigger"; card: CardInst; castle: CardInst | null };
