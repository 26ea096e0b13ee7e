/**
 * The types the grammar's readers share, in a module of their own so that passing them around
 * makes no runtime import. A reader that meets quoted ability text (a gained effect, a Token's
 * effect) compiles it through `compileNested`, the function the compiler hands down, rather
 * than importing the compiler back.
 */
import type { Ability, Cond, Count, Duration, Op, PerOutcomeCount } from "../model/index.ts";
import type { Outcome } from "./readers/outcomes.ts";
import type { Requirement } from "./readers/requirements.ts";

export interface Unread {
  start: number;
  end: number;
  fragment: string;
}

export interface CompiledText {
  /** The text the offsets refer to. */
  normalized: string;
  abilities: Ability[];
  requirements: Requirement[];
  unread: Unread[];
  /** Whole abilities left out because part of them could not be read. */
  leftOut: string[];
}

export interface TextOptions {
  /** Card code for ability ids (default "CARD"). */
  code?: string;
  /** Which printed text this is, for ids: main effect, inherited effect, security effect. */
  part?: "main" | "inherited" | "security";
  /** First ability number (ids count up from it). */
  first?: number;
}

/** Compiles ability text met inside other text (quoted effects, a Token's effects). */
export type CompileNested = (text: string, opts: TextOptions) => CompiledText;

export interface EffectContext {
  /** How quoted ability text inside this sentence is compiled. */
  compileNested: CompileNested;
  /** "for each X": multiplies DP amounts. */
  perEach?: Count;
  /** "Until the end of your opponent's turn, ...". */
  duration?: Duration;
  /** The first sentence of a reveal group: "reveal the top N cards of your deck" may end it. */
  revealGroup?: boolean;
  /** The condition of the sentence before, for "If you have 2 or fewer, ..." that leaves out what. */
  lastCond?: Cond;
  /** The trigger names a Digimon that "it" can stand for ("When one of your Digimon is played"). */
  subject?: boolean;
  /** The trigger waits for something that may happen to several Digimon at once ("for each Digimon" counts them). */
  counted?: boolean;
  /** "it" is this Digimon: the cost before the effect was paid with it alone. */
  itIsThis?: boolean;
  /** The sentence ends with "activate 1 of the effects below": the bullets after it are the choice. */
  choiceFollows?: boolean;
  /** The cost before the effect placed cards under a Digimon it chose: "that Digimon" is that one. */
  costChose?: boolean;
}

export interface Clause {
  ops: Op[];
  optional?: boolean;
  cost?: Op[];
  /** An ability-level condition ("If you have 2 or less memory, ...") when the whole ability is conditional. */
  condition?: { memoryAtMost: number };
  /** "instead": this clause overwrites the processing of the clause before it (18-2). */
  /** `dna`: only when DNA digivolving ("If DNA digivolving, ... instead"). */
  instead?: { cond: Cond; dna?: true };
  /** "If this effect deleted, ...": runs after the clause before it, on what that did. */
  after?: Outcome;
  /** "for each Digimon deleted by this effect": multiplied by what the effect did before it. */
  perOutcome?: PerOutcomeCount;
  /** Whose Digimon or hand that count looks at ("for each of your opponent's Digimon suspended by this effect"). */
  perOutcomeOf?: "you" | "opponent";
  /** "For each one, you may trash any 1 card under ...": the sentence done that many times, each with its own choices. */
  perOutcomeEach?: true;
}

/** Ability fields read from a body (without id, label, timing). */
export type BodyFields = Pick<
  Ability,
  | "category"
  | "when"
  | "optional"
  | "cost"
  | "condition"
  | "ops"
  | "persistent"
  | "keyword"
  | "keywordValue"
  | "would"
>;
