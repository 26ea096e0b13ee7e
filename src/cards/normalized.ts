/**
 * Importer for the normalized card catalog format (records with `cardId`, `nameEn`, `kinds`,
 * `evoCosts`, `effectText`, ...). Maps one raw record to a candidate stored record; the store
 * validates it with the schema.
 */
import type { CardRecord } from "./schema.ts";

type Raw = Record<string, unknown>;

const KIND: Record<string, CardRecord["category"]> = {
  Digimon: "Digimon",
  DigiEgg: "Digi-Egg",
  "Digi-Egg": "Digi-Egg",
  Tamer: "Tamer",
  Option: "Option",
};

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === "string") : []);
/** Missing stays missing; anything else goes to the schema as is so that it can say what is wrong. */
const num = (v: unknown): number | undefined => (v === undefined || v === null ? undefined : (v as number));

export function isNormalizedRecord(r: unknown): boolean {
  return typeof r === "object" && r !== null && "cardId" in r && "nameEn" in r;
}

export function normalizedCode(r: unknown): string | undefined {
  return typeof r === "object" && r !== null ? str((r as Raw).cardId) : undefined;
}

/** A few names in the catalog keep the web page's escapes ("Koh &amp; Sayo"). */
function plainText(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) =>
    e === "amp" ? "&" : e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : "'",
  );
}

export function fromNormalized(r: Raw): unknown {
  const kinds = strings(r.kinds);
  const first = kinds[0];
  const category = first === undefined ? undefined : (KIND[first] ?? first);
  const isDigimon = category === "Digimon";
  const dual = kinds.includes("Option") && isDigimon;
  const playCost = num(r.playCost);
  const dp = num(r.dp);
  const evo = Array.isArray(r.evoCosts) ? (r.evoCosts as Raw[]) : [];
  return {
    code: r.cardId,
    name: typeof r.nameEn === "string" ? plainText(r.nameEn) : r.nameEn,
    category,
    colors: r.colors,
    level: num(r.level),
    // The catalog writes 0 DP for cards without DP and -1 for a Digi-Egg's missing play cost.
    dp: isDigimon ? dp : dp === 0 ? undefined : dp,
    playCost: playCost === -1 ? undefined : playCost,
    digivolve: evo.map((e) => ({ level: e?.level, color: e?.color, cost: e?.memoryCost })),
    traits: strings(r.types),
    forms: strings(r.forms),
    attributes: strings(r.attributes),
    rarity: str(r.rarity),
    effect: str(r.effectText) ?? "",
    inherited: str(r.inheritedEffectText) ?? "",
    security: str(r.securityEffectText) ?? "",
    optionEffect: dual ? (str(r.optionEffect) ?? "") : undefined,
    // This format keeps a DUAL card's Option name in `dualEffect`.
    optionName: dual ? str(r.dualEffect)?.trim() || undefined : undefined,
    optionColors:
      dual && strings(r.optionColorRequirements).length ? strings(r.optionColorRequirements) : undefined,
    linkRequirement: str(r.linkRequirement),
    linkDp: num(r.linkDp),
    linkEffect: str(r.linkEffect),
    nameJa: str(r.nameJp)?.trim() || undefined,
  };
}
