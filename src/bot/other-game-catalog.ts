/**
 * /card for Duel Masters and WIXOSS: the shared card data read at run time (never copied),
 * searched by code and name, each card with its own fields, its printings grouped by name, and
 * its image where the data gives one (WIXOSS: the publisher's image URL in the CSV; Duel
 * Masters: the data has no image, so the card links to its page on the community wiki).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { codeForPrinting, dmDataPath } from "../games/duel-masters/importer.ts";
import { wixossDataDir } from "../games/wixoss/importer.ts";
import { csvRecords } from "../games/wixoss/csv.ts";

export interface OtherCard {
  code: string;
  name: string;
  /** Label → value, in the data's own words. */
  fields: [string, string][];
  text: string;
  image?: string;
  /** A page about the card (used when there is no image). */
  link?: string;
  /** Every printing of the card (this one included), by code, with its image when known. */
  printings: { code: string; what: string; image?: string }[];
}

export interface OtherGameCatalog {
  readonly game: "duel-masters" | "wixoss";
  readonly description: string;
  get(code: string): OtherCard | undefined;
  search(query: string, limit: number): { code: string; name: string; detail: string }[];
  size: number;
}

const fold = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

function makeCatalog(
  game: OtherGameCatalog["game"],
  description: string,
  cards: OtherCard[],
  detail: (c: OtherCard) => string,
): OtherGameCatalog {
  const byCode = new Map(cards.map((c) => [c.code.toUpperCase(), c]));
  const folded = cards.map((c) => ({ c, code: c.code.toUpperCase(), name: fold(c.name) }));
  return {
    game,
    description,
    size: cards.length,
    get: (code) => byCode.get(code.trim().toUpperCase()) ?? undefined,
    search(query, limit) {
      const q = fold(query);
      const up = query.trim().toUpperCase();
      const scored: { c: OtherCard; s: number }[] = [];
      for (const f of folded) {
        const s = !q
          ? 1
          : f.code === up
            ? 100
            : f.code.startsWith(up)
              ? 80
              : f.name === q
                ? 90
                : f.name.startsWith(q)
                  ? 70
                  : f.name.includes(q)
                    ? 40
                    : 0;
        if (s > 0) scored.push({ c: f.c, s });
        if (!q && scored.length >= limit) break;
      }
      return scored
        .sort((a, b) => b.s - a.s)
        .slice(0, limit)
        .map(({ c }) => ({ code: c.code, name: c.name, detail: detail(c) }));
    },
  };
}

type Raw = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** Duel Masters cards from DuelMastersCards.json, one entry per printing code. */
export function duelMastersCards(path = dmDataPath()): OtherGameCatalog | null {
  if (!existsSync(path)) return null;
  const doc = JSON.parse(readFileSync(path, "utf8")) as { cards?: Raw[] };
  const out: OtherCard[] = [];
  for (const r of doc.cards ?? []) {
    const name = str(r.name);
    if (!name) continue;
    const printings = (Array.isArray(r.printings) ? (r.printings as Raw[]) : []).flatMap((p) => {
      const set = str(p.set) ?? "";
      const id = str(p.id) ?? "";
      const code = codeForPrinting(set, id);
      return code ? [{ code, what: [set, id, str(p.rarity)].filter(Boolean).join(" · ") }] : [];
    });
    const fields: [string, string][] = [
      ["Type", str(r.type) ?? "?"],
      ["Civilization", (Array.isArray(r.civilizations) ? r.civilizations : []).join(" / ")],
      ["Cost", r.cost === undefined ? "" : String(r.cost)],
      ["Power", str(r.power) ?? ""],
      ["Race", (Array.isArray(r.subtypes) ? r.subtypes : []).join(" / ")],
    ];
    const link = `https://duelmasters.fandom.com/wiki/${encodeURIComponent(name.replace(/ /g, "_"))}`;
    for (const p of printings)
      out.push({
        code: p.code,
        name,
        fields: fields.filter(([, v]) => v !== ""),
        text: str(r.text) ?? "",
        link,
        printings,
      });
  }
  return makeCatalog(
    "duel-masters",
    `the Duel Masters card data (${out.length} printings)`,
    out,
    (c) => c.fields.find(([k]) => k === "Type")?.[1] ?? "",
  );
}

/** WIXOSS cards from the CardData_*.csv files; CardData_Variants.csv adds printings by name. */
export function wixossCards(dir = wixossDataDir()): OtherGameCatalog | null {
  if (!existsSync(dir)) return null;
  const names = readdirSync(dir).filter((n) => /^CardData_.*\.csv$/i.test(n));
  if (names.length === 0) return null;
  const cards: OtherCard[] = [];
  const variants: Record<string, string>[] = [];
  const seen = new Set<string>();
  for (const n of names.sort()) {
    const rows = csvRecords(readFileSync(join(dir, n), "utf8"));
    if (/variants/i.test(n)) {
      variants.push(...rows);
      continue;
    }
    for (const r of rows) {
      const code = (r.CardNum ?? "").trim();
      const name = (r.CardName ?? "").trim();
      if (!code || !name || seen.has(code.toUpperCase())) continue;
      seen.add(code.toUpperCase());
      const keep = (label: string, v: string | undefined) => {
        const t = (v ?? "").trim();
        return t && t !== "-" ? [[label, t] as [string, string]] : [];
      };
      const burst = (r.BurstText ?? "").trim();
      cards.push({
        code,
        name,
        fields: [
          ...keep("種類", r.Type),
          ...keep("クラス", r.CardClass),
          ...keep("色", r.Color),
          ...keep("レベル", r.Level),
          ...keep("グロウコスト", r.GrowCost),
          ...keep("コスト", r.Cost),
          ...keep("リミット", r.Limit),
          ...keep("パワー", r.Power),
          ...keep("限定条件", r.Restriction),
        ],
        text: [(r.EffectText ?? "").trim(), burst && burst !== "-" ? `ライフバースト：${burst}` : ""]
          .filter((x) => x && x !== "-")
          .join("\n"),
        ...(r.ImgURL?.startsWith("https://") ? { image: r.ImgURL.trim() } : {}),
        printings: [],
      });
    }
  }
  const byName = new Map<string, OtherCard[]>();
  for (const c of cards) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const extra = new Map<string, { code: string; what: string; image?: string }[]>();
  for (const v of variants) {
    const name = (v.CardName ?? "").trim();
    const code = (v.CardNum ?? "").trim();
    if (!name || !code || !byName.has(name)) continue;
    const img = (v.ImgURL ?? "").trim();
    extra.set(name, [
      ...(extra.get(name) ?? []),
      { code, what: "variant", ...(img.startsWith("https://") ? { image: img } : {}) },
    ]);
  }
  for (const [name, group] of byName) {
    const all = [
      ...group.map((c) => ({ code: c.code, what: "", ...(c.image ? { image: c.image } : {}) })),
      ...(extra.get(name) ?? []),
    ];
    for (const c of group) c.printings = all;
  }
  return makeCatalog(
    "wixoss",
    `the WIXOSS card data (${cards.length} cards)`,
    cards,
    (c) => c.fields.find(([k]) => k === "種類")?.[1] ?? "",
  );
}

let dm: OtherGameCatalog | null | undefined;
let wx: OtherGameCatalog | null | undefined;

/** The game's cards, read on first use; null when the shared data is not there. */
export function otherGameCatalog(game: "duel-masters" | "wixoss"): OtherGameCatalog | null {
  if (game === "duel-masters") return (dm ??= duelMastersCards());
  return (wx ??= wixossCards());
}
