/** Events the WIXOSS ruleset records, and what a pending trigger ability remembers. */
import type { CardInst, PlayerId } from "./state.ts";

export type WxEvent =
  | { kind: "played"; moment: number; sid: number; player: PlayerId; card: CardInst }
  | { kind: "banished"; moment: number; player: PlayerId; card: CardInst }
  | { kind: "crushed"; moment: number; player: PlayerId; card: CardInst };

export type WxSource =
  | { kind: "ability"; abilityId: string; card: CardInst; controller: PlayerId }
  | { kind: "lifeBurst"; card: CardInst };
