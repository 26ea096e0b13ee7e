/**
 * Importer for the community card-list format (records with `cardNumber`, `name.english`,
 * `cardType`, `color` as "Red/Black", `cardLv` as "Lv.6", numbers as strings and "-" for none).
 * Requirement lines are kept at the head of the effect text, as the normalized format does.
 */
import { type CardRecord, PRINTING_PATTERN } from "./schema.ts";

type Raw = Record<string, unknown>;

/** "-" and "" mean "none" in this format. */
function text(v: unknown): string | undefined {
  if (typeof v !== "string") return undefined;
  const t = v.trim();
  return t === "" || t === "-" ? undefined : v;
}

function split(v: unknown): string[] {
  const t = text(v);
  return t === undefined
    ? []
    : t
        .split("/")
        .map((x) => x.trim())
        .filter(Boolean);
}

/** "12000" → 12000, "Lv.6" → 6, "-" → undefined, anything else → NaN (the schema rejects it). */
function number(v: unknown, prefix = ""): number | undefined {
  if (typeof v === "number") return v;
  const t = text(v);
  if (t === undefined) return undefined;
  const body = t.trim().startsWith(prefix) ? t.trim().slice(prefix.length) : t.trim();
  return /^\d+$/.test(body) ? Number(body) : Number.NaN;
}

const REQUIREMENT_FIELDS = ["specialDigivolve", "dnaDigivolve", "digiXros", "assembly", "burstDigivolve"];

export function isCommunityRecord(r: unknown): boolean {
  return typeof r === "object" && r !== null && "cardNumber" in r && "cardType" in r;
}

export function communityCode(r: unknown): string | undefined {
  if (typeof r !== "object" || r === null) return undefined;
  const code = (r as Raw).cardNumber;
  return typeof code === "string" ? code : undefined;
}

/** Japanese names in this format are sometimes the English one again: only real Japanese counts. */
function japanese(v: unknown): string | undefined {
  const t = text(v);
  return t && /[\u3040-\u30ff\u4e00-\u9fff]/.test(t) ? t.trim() : undefined;
}

function printings(r: Raw): unknown[] | undefined {
  const list = [r.AAs, r.JAAs].flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : []));
  const out = list
    // A printing with an odd id is left out rather than costing the card its place in the pool.
    .filter(
      (a): a is Raw => typeof a === "object" && a !== null && PRINTING_PATTERN.test(String((a as Raw).id)),
    )
    .map((a) => ({ id: a.id, kind: text(a.type)?.replace(/\s+/g, " ").trim(), note: text(a.note) }));
  // A menu can't offer the same printing twice: the first listing of an id wins.
  const unique = out.filter((p, i) => out.findIndex((q) => q.id === p.id) === i);
  return unique.length ? unique : undefined;
}

export function fromCommunity(r: Raw): unknown {
  const types = split(r.cardType);
  const first = types[0];
  const category: CardRecord["category"] | string | undefined = first;
  const fullName = typeof r.name === "object" && r.name !== null ? (r.name as Raw).english : r.name;
  const dual = types.includes("Option") && first === "Digimon";
  // A DUAL card is named "Digimon name/Option name" in this format.
  const [name, optionName] =
    dual && typeof fullName === "string" && fullName.includes("/")
      ? [fullName.slice(0, fullName.indexOf("/")).trim(), fullName.slice(fullName.indexOf("/") + 1).trim()]
      : [fullName, undefined];
  const requirements = REQUIREMENT_FIELDS.map((f) => text(r[f])).filter((x) => x !== undefined);
  const body = [text(r.effect), text(r.rule)].filter((x) => x !== undefined).join("\n");
  const effect = requirements.length ? `${requirements.join("\n")}\n\n${body}` : body;
  const conditions = Array.isArray(r.digivolveCondition) ? (r.digivolveCondition as Raw[]) : [];
  return {
    code: r.cardNumber,
    name,
    category,
    colors: split(r.color),
    level: number(r.cardLv, "Lv."),
    dp: number(r.dp),
    playCost: number(r.playCost),
    digivolve: conditions.map((c) => {
      const level = c?.level;
      // A few cards digivolve from a form ("Stnd.", "God") rather than a level.
      const byForm = typeof level === "string" && /^[A-Za-z]/.test(level);
      return {
        level: byForm ? undefined : number(level),
        form: byForm ? level : undefined,
        color: c?.color,
        cost: number(c?.cost),
      };
    }),
    traits: split(r.type),
    forms: split(r.form),
    attributes: split(r.attribute),
    rarity: text(r.rarity),
    effect,
    inherited: text(r.digivolveEffect) ?? "",
    security: text(r.securityEffect) ?? "",
    optionEffect: dual ? (text(r.optionCardEffect) ?? "") : undefined,
    optionName: optionName || undefined,
    optionColors:
      dual && split(r.optionCardColourRequirement).length ? split(r.optionCardColourRequirement) : undefined,
    linkRequirement: text(r.linkRequirement),
    linkDp: number(r.linkDP),
    linkEffect: text(r.linkEffect),
    nameJa: typeof r.name === "object" && r.name !== null ? japanese((r.name as Raw).japanese) : undefined,
    printings: printings(r),
  };
}
