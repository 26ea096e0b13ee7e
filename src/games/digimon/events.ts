/** Events the Digimon ruleset records while applying actions and effects. */
import type { Keyword } from "./ability.ts";
import type { CardInst, PlayerId } from "./state.ts";

export type DigimonEvent =
  | { kind: "played"; moment: number; pid: number; player: PlayerId; byEffect: boolean }
  | { kind: "digivolved"; moment: number; pid: number; player: PlayerId; dna: boolean }
  | { kind: "attacking"; moment: number; pid: number; player: PlayerId }
  | {
      kind: "deleted";
      moment: number;
      pid: number;
      owner: PlayerId;
      /** The stack as it was, top first; the cards are in the trash now. */
      stack: CardInst[];
      zeroDp: boolean;
      /** The keywords it held right before (<Retaliation>, <Fortitude>). */
      keywords?: Keyword[];
      /** Deleted in battle: the Digimon it battled (null: a Security Digimon). */
      battle?: { opponentPid: number | null };
    }
  /** The end of an attack arrives (11-6-1): [End of Attack] effects of the attacker trigger. */
  | { kind: "endOfAttack"; moment: number; pid: number; player: PlayerId }
  | { kind: "unsuspended"; moment: number; pid: number }
  | { kind: "suspended"; moment: number; pid: number }
  | { kind: "securityRemoved"; moment: number; player: PlayerId }
  | { kind: "sourceTrashed"; moment: number; owner: PlayerId; pid: number }
  | { kind: "blocked"; moment: number; pid: number }
  /** A turn timing arrives for the turn player: [Start of Your Turn], [End of Your Turn] (15-16-11, 15-16-12). */
  | { kind: "turnTiming"; moment: number; timing: "startOfYourTurn" | "endOfYourTurn"; player: PlayerId };

/** A pending effect that is pending processing (18-1), not an ability of a card. */
export interface DelayedSource {
  delayedId: number;
}

/** What a pending Digimon effect remembers from the moment it triggered (15-8-3-8, 15-8-3-9-4). */
export interface DigimonSource {
  abilityId: string;
  /** The card whose text holds the ability (a digivolution card for inherited effects). */
  abilityCard: CardInst;
  inherited: boolean;
  /** The card where the effect waits: the Digimon's top card, or the deleted card in the trash (15-8-3-5). */
  host: CardInst;
  hostEpoch: number;
  where: "battle" | "trash";
  pid?: number;
  /** The Digimon the trigger was about ("suspend it"). */
  subjectPid?: number;
  /** How many times the condition was met at that moment ("for each Digimon deleted"). */
  count: number;
  dna: boolean;
}
