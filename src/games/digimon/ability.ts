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
  notName?: string;
  hasTiming?: Timing;
  /** Not the card or Digimon the ability belongs to. */
  other?: boolean;
  /** At least one of these must hold too ("a yellow level 3 Digimon card or a yellow [Warrior] one"). */
  anyOf?: CardFilter[];
}

/** A choice of cards on the field ("1 of your opponent's Digimon"). */
export interface FieldTarget {
  side: Side;
  count: number | "all";
  filter: CardFilter;
}

export type Amount = number | { perEach: Count; times: number };

/** Counts things on the board: "for each Digimon you have in play". */
export interface Count {
  side: Side;
  filter: CardFilter;
}

export type Op =
  | { op: "draw"; n: number }
  | { op: "memory"; n: number }
  | { op: "setMemory"; value: number }
  | { op: "dp"; target: FieldTarget | "this"; amount: Amount; duration: "turn" }
  | { op: "delete"; target: FieldTarget }
  | { op: "deDigivolve"; n: number; target: FieldTarget }
  | { op: "playFrom"; from: "hand" | "trash"; filter: CardFilter; free: boolean }
  | { op: "returnToHand"; from: "trash"; filter: CardFilter }
  | { op: "suspendTriggering" }
  | { op: "suspendThis" }
  | { op: "unsuspendThis" }
  | { op: "securityToHand"; n: number }
  | { op: "trashBottomSource"; target: FieldTarget }
  | { op: "returnSourceToHand"; filter: CardFilter }
  | { op: "unblockable" }
  | { op: "playSelf"; free: boolean }
  | { op: "activateMain" }
  /** Only when the action that triggered this was a DNA digivolution ("Then, when DNA digivolving, ..."). */
  | { op: "ifDna"; then: Op[] }
  /** "for each Digimon deleted": repeats the inner ops by the number recorded at trigger time (15-8-3-8). */
  | { op: "perTriggerCount"; then: Op[] };

export type Timing =
  | "onPlay"
  | "whenDigivolving"
  | "whenAttacking"
  | "onDeletion"
  | "security"
  | "main"
  | "startOfYourTurn"
  | "endOfYourTurn"
  | "when";

/** The "When ..." of [Your Turn] / [All Turns] / [Opponent's Turn] triggered effects. */
export type TriggerCondition =
  | { on: "deleted"; side: Side; byZeroDp?: boolean; other?: boolean }
  | { on: "played"; side: Side; filter: CardFilter }
  | { on: "unsuspended"; self: true; duringMainPhase: boolean }
  | { on: "securityRemoved"; side: Side }
  | { on: "sourceTrashed"; side: Side };

export type Condition = { memoryAtMost: number };

export interface Persistent {
  kind: "noPlayByEffects" | "dpPerEach";
  count?: Count;
  amount?: number;
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
  keyword?: "blocker" | "piercing";
}

export interface DigivolveRequirement {
  level: number;
  color: Color;
  cost: number;
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
  abilities: Ability[];
  inherited: Ability[];
  security: Ability[];
}
