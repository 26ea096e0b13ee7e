/**
 * What a keyword's printed parameter says: the specified cards of <Decode (...)> and
 * <Partition (...)>, the traits of <Use Req. (...)>. Read by the compiler to know a card is
 * understood, and by the keyword layer when the keyword acts.
 */
import type { CardFilter } from "./filters.ts";
import type { Color } from "./card.ts";

const COLOR = "Red|Blue|Yellow|Green|Black|Purple|White";

function names(list: string): string[] {
  return [...list.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!.trim());
}

/** One "w/[X]/[Y] in name" alternative of a keyword's parameter. */
function withPart(text: string): CardFilter | null {
  const t = text.trim();
  const m = /^((?:\[[^\]]+\]\/?)+)\}?\s*(in name|in any trait|in text|trait)$/i.exec(t);
  if (!m) return null;
  const list = names(m[1]!);
  const how = m[2]!.toLowerCase();
  if (how === "in name") return { nameIncludes: list };
  if (how === "in any trait") return { traitIncludes: list };
  if (how === "in text") return { textIncludes: list };
  return { traits: list };
}

/**
 * A specified card as printed in a keyword's parameter: "[Aegiomon]", "Blue/Yellow Lv.3",
 * "Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[VB] trait". Null when not understood.
 */
export function specifiedCard(param: string): CardFilter | null {
  const t = param.replace(/\s+/g, " ").trim();
  if (/^\[[^\]]+\]$/.test(t)) return { category: "Digimon", nameIs: names(t) };
  const alt = /^(\[[^\]]+\])\/(.+)$/.exec(t);
  if (alt) {
    const rest = specifiedCard(alt[2]!);
    return rest ? { category: "Digimon", anyOf: [{ nameIs: names(alt[1]!) }, rest] } : null;
  }
  const colored = new RegExp(`^((?:${COLOR})(?:/(?:${COLOR}))*) Lv\\.(\\d+)$`, "i").exec(t);
  if (colored) {
    const colors = colored[1]!
      .split("/")
      .map((c) => (c[0]!.toUpperCase() + c.slice(1).toLowerCase()) as Color);
    return { category: "Digimon", colors, level: Number(colored[2]) };
  }
  const lv = /^Lv\.(\d+)( or lower)?(?: w\/(.+))?$/i.exec(t);
  if (!lv) return null;
  const level: CardFilter = lv[2] ? { maxLevel: Number(lv[1]) } : { level: Number(lv[1]) };
  if (!lv[3]) return { category: "Digimon", ...level };
  const parts = lv[3].split(/ or w\//i).map(withPart);
  if (parts.some((p) => !p)) return null;
  const which = parts.length === 1 ? parts[0]! : { anyOf: parts as CardFilter[] };
  return { category: "Digimon", ...level, ...which };
}

/** <Partition>'s specified cards: "red Lv.4 & yellow Lv.4", "Yellow Lv.6 + Green/Black Lv.6". */
export function partitionCards(param: string): CardFilter[] | null {
  const specs = param.split(/\s*[&+]\s*/).map(specifiedCard);
  return specs.length >= 2 && specs.every((f) => f) ? (specs as CardFilter[]) : null;
}

/**
 * The Digimon or Tamers a <Use Req.> names (16-42-3): "[A]/[B] trait" by trait, "[X] in text" by
 * what their card prints (4-23); null when it asks for something else.
 */
export function useRequirementFilter(param: string | undefined): CardFilter | null {
  const traits = useRequirementTraits(param);
  if (traits) return { traits };
  const m = /^\[([^\]]+)\]\s+in (?:its )?text$/i.exec(param?.trim() ?? "");
  return m ? { textIncludes: [m[1]!.trim()] } : null;
}

/** The traits a <Use Req. ([A]/[B] trait)> names, or null when it asks for something else. */
export function useRequirementTraits(param: string | undefined): string[] | null {
  const m = /^((?:\[[^\]]+\]\s*\/\s*)*\[[^\]]+\])\s+traits?$/i.exec(param?.trim() ?? "");
  return m ? [...m[1]!.matchAll(/\[([^\]]+)\]/g)].map((x) => x[1]!.trim()) : null;
}
