/** Events the WIXOSS ruleset records, and what a pending trigger ability remembers. */
import type { CardInst, PlayerId } from "./state.ts";

export type WxEvent =
  | { kind: "played"; moment: number; sid: number; player: PlayerId; card: CardInst }
  /** `player` is the one on whose field the SIGNI was. */
  | { kind: "banished"; moment: number; player: PlayerId; card: CardInst }
  | { kind: "crushed"; moment: number; player: PlayerId; card: CardInst }
  | { kind: "attacked"; moment: number; player: PlayerId; card: CardInst; sid: number }
  /** The end phase, or the up phase, of `player`'s turn. */
  | { kind: "turnEnd"; moment: number; player: PlayerId }
  | { kind: "turnStart"; moment: number; player: PlayerId }
  /** The start of `player`'s attack phase. */
  | { kind: "attackPhase"; moment: number; player: PlayerId };

export type WxSource =
  | { kind: "ability"; abilityId: string; card: CardInst; controller: PlayerId; sid?: number }
  | { kind: "lifeBurst"; card: CardInst };
