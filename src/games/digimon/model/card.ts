/** A card definition: its printed information, its abilities, its digivolution requirements. */
import type { Ability } from "./ability.ts";
import type { Cond } from "./conditions.ts";
import type { CardFilter } from "./filters.ts";
export type Color = "Red" | "Blue" | "Yellow" | "Green" | "Black" | "Purple" | "White";
export type Category = "Digimon" | "Digi-Egg" | "Tamer" | "Option";
export type Side = "you" | "opponent" | "any";

export interface DigivolveRequirement {
  level: number;
  color: Color;
  cost: number;
  /** Onto a Tamer of this colour, as if it were a Digimon of this level ("as if the Tamer is a level 3 Digimon"). */
  onto?: "Tamer";
  /** With `onto`: a Tamer with one of these names, whatever its colour ("onto one of your [X] cards as if the Tamer is ..."). */
  tamerNamed?: string[];
  /**
   * Onto a Digimon with this name, whatever its level and colour ("Your [X] can digivolve into this
   * card ..."); `also`: that matches this on the field too ("... that has a digivolution card with [X] in its name").
   */
  ontoName?: { is?: string[]; includes?: string[]; also?: CardFilter };
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
    const { is = [], includes = [], also } = r.ontoName;
    const named =
      t.category === "Digimon" && (is.includes(t.name) || includes.some((n) => t.name.includes(n)));
    return named && (!also || (onField?.(also) ?? false));
  }
  const level = r.onto === "Tamer" ? t.category === "Tamer" : t.level === r.level;
  if (level && r.onto === "Tamer" && r.tamerNamed) return r.tamerNamed.includes(t.name);
  return level && colors.includes(r.color);
}

/**
 * DigiXros requirements (7-2-1): each part takes at most one card (7-2-2-5); with `max`, the
 * single part is "N cards ..." and takes up to N. Each card placed reduces the play cost by `reduce`.
 */
export interface XrosRequirement {
  reduce: number;
  parts: CardFilter[];
  /** "5 ... cards": up to that many cards of the one part; "∞ ... cards": no limit (7-2-2-5). */
  max?: number | "any";
  /** "w/different card numbers" / "w/different names": no two placed cards alike in that. */
  different?: "number" | "name";
  /** The requirements as printed, for messages. */
  label: string;
}

/** Assembly requirements (7-3-1): exactly one card from the trash for each part (7-3-2-4). */
export interface AssemblyRequirement {
  reduce: number;
  parts: CardFilter[];
  /** "w/different levels" / "w/different names" / "w/different card numbers". */
  different?: "level" | "name" | "number";
  label: string;
}

export interface LinkInfo {
  /** The Digimon it may link to (its top card). */
  to: CardFilter;
  cost: number;
  dp: number;
  /** Its link effects (4-3-5), gained by the Digimon it is linked to. */
  abilities: Ability[];
  label: string;
  /**
   * The card record lost its [Link] requirement line but kept link DP or a link effect: the card
   * has [Link] (2-3-11-4-1), its requirement and cost are unknown (`to` then matches anything).
   */
  requirementMissing?: true;
}

/**
 * One Digimon of a DNA requirement: its level and colour ("Red/Yellow Lv.5": any of `colors`),
 * or a card name ("[Apollomon] + [Dianamon]"), which any level and colour meet.
 */
export type DnaPart = { level: number; color: Color; colors?: Color[]; name?: undefined } | { name: string };

/** Whether a Digimon of this level, these colours and these names fits a DNA part (8-2-3-1). */
export function fitsDnaPart(
  part: DnaPart,
  level: number | undefined,
  colors: Color[],
  names: readonly string[] = [],
): boolean {
  if (part.name !== undefined) return names.includes(part.name);
  return level === part.level && (part.colors ?? [part.color]).some((c) => colors.includes(c));
}

export function describeDnaPart(part: DnaPart): string {
  if (part.name !== undefined) return `[${part.name}]`;
  return `${(part.colors ?? [part.color]).join("/")} level ${part.level}`;
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
  dna?: { parts: DnaPart[]; cost: number; note?: string };
  traits: string[];
  /** The card names its DigiXros requirements list, for <Material Save> (16-21-1). */
  digixros?: string[];
  /** Its DigiXros requirements (7-2), when the compiler read them. */
  xros?: XrosRequirement;
  /** Its Assembly requirements (7-3), when the compiler read them. */
  assembly?: AssemblyRequirement;
  /** [App Fusion] (8-4): a linked Digimon made of 2 different cards of these names digivolves into it. */
  appFusion?: { names: string[]; cost: number };
  /** [Burst Digivolve] (8-3): onto a Digimon of this name, by returning 1 Tamer of that name to the hand. */
  burst?: { from: string; tamer: string; cost: number };
  /** [Link] (10-1): which Digimon it links to, the link cost, the link DP and link effects (2-3-11-4). */
  link?: LinkInfo;
  /** What is printed on the card, notes left out (4-23-5), for "with [X] in its text"; absent when unknown. */
  text?: string;
  abilities: Ability[];
  inherited: Ability[];
  /** An inherited effect section is printed (2-3-11-2), read or not; absent: when `inherited` has any. */
  inheritedPrinted?: boolean;
  security: Ability[];
  /** A token (4-21): removed from the game when it leaves the field; nothing stacks on it. */
  token?: boolean;
  /**
   * A DUAL card's Option information (4-6-6) as an Option card: its Option name, colours, use cost
   * (`playCost`), traits and Option effects. The card itself is a Digimon card without a play cost
   * (7-1-1); off the field it is an Option card too (4-6-1), on the field only a Digimon (4-6-3).
   */
  optionSide?: CardDef;
}

/** The card as an Option card (4-6-6-2): an Option card itself, or a DUAL card's Option side off the field. */
export function asOptionCard(d: CardDef): CardDef | undefined {
  return d.category === "Option" ? d : d.optionSide;
}
