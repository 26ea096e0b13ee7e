/**
 * Real WIXOSS cards by code, read at run time from the shared card data
 * (`$SHARED_DATA_DIR/wixoss/CardData_*.csv`, by default `../shared/data` next to the
 * repository). The project never copies those files.
 *
 * The data is Japanese and stays Japanese: names, LRIG types, classes and limiting conditions
 * are kept as written. A card's characteristics (type, level, limit, power, class, limiting
 * condition, Life Burst, Rise, Guard) drive the rule processing; its effect and Life Burst texts
 * go through the card-text compiler (compiler/compile.ts), and what it can't read is shown to
 * the user as not executed. CardData_Variants.csv gives other printings' codes, which
 * resolve to the card of the same name.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { sharedDataDir } from "../../paths.ts";
import { type WxCardDef, type WxCardType, wxCard } from "./cards.ts";
import { csvRecords } from "./csv.ts";
import { compileWxText } from "./compiler/compile.ts";

export interface WxImport {
  cards: WxCardDef[];
  /** Variant printing code → the code of the card it prints. */
  variants: Map<string, string>;
  skipped: { code: string; reason: string }[];
}

const TYPES: Record<string, WxCardType> = {
  ルリグ: "LRIG",
  アシストルリグ: "Assist LRIG",
  シグニ: "SIGNI",
  "シグニ/クラフト": "SIGNI",
  レゾナ: "Resona",
  "シグニ/レゾナクラフト": "Resona",
  スペル: "Spell",
  "スペル/クラフト": "Spell",
  アーツ: "ARTS",
  "アーツ/クラフト": "ARTS",
  キー: "Key",
  ピース: "Piece",
  "ピース/クラフト": "Piece",
  リレーピース: "Piece",
  トークン: "Token",
};

const COLORS: Record<string, string> = {
  白: "White",
  赤: "Red",
  青: "Blue",
  緑: "Green",
  黒: "Black",
  無: "Colorless",
};

/** `$SHARED_DATA_DIR/wixoss`, by default `../shared/data/wixoss` next to the repository. */
export function wixossDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(sharedDataDir(env), "wixoss");
}

function num(v: string | undefined): number | undefined {
  const t = (v ?? "").trim();
  if (t === "∞") return Number.POSITIVE_INFINITY;
  return /^\d+$/.test(t) ? Number(t) : undefined;
}

function list(v: string | undefined): string[] {
  const t = (v ?? "").trim();
  return t === "" || t === "-" ? [] : t.split("/").map((x) => x.trim());
}

/** One CSV record to a card definition, or the reason it can't be one. */
export function cardFromRecord(r: Record<string, string>): WxCardDef | string {
  const code = (r.CardNum ?? "").trim();
  const name = (r.CardName ?? "").trim();
  if (!code || !name) return "no code or no name";
  const type = TYPES[(r.Type ?? "").trim()];
  if (!type) return `unknown type "${r.Type ?? ""}"`;
  const klass = list(r.CardClass);
  const isLrig = type === "LRIG" || type === "Assist LRIG";
  const restriction = list((r.Restriction ?? "").replace(/限定$/, ""));
  const effect = (r.EffectText ?? "").trim();
  const burstText = (r.BurstText ?? "").trim();
  const def = wxCard({
    code,
    name,
    type,
    colors: [...(r.Color ?? "")].map((c) => COLORS[c]).filter((c): c is string => c !== undefined),
    lrigTypes: isLrig ? klass : [],
    classes: isLrig ? [] : klass,
    restriction,
    lifeBurst: (r.LifeBurst ?? "").trim() === "1",
    rise: effect.includes("【ライズ】"),
    guard: (r.Guard ?? "").trim() === "1",
    origin: "imported",
  });
  const compiled = compileWxText(effect, burstText, def);
  def.unexecuted = [...compiled.unread, ...compiled.notExecutable];
  if ((r.LifeBurst ?? "").trim() !== "1") def.lifeBurst = false;
  const level = num(r.Level);
  const limit = num(r.Limit);
  const power = num(r.Power);
  if (level !== undefined) def.level = level;
  if (limit !== undefined) def.limit = limit;
  if (power !== undefined) def.power = power;
  return def;
}

/** Reads every CardData_*.csv file of a directory (texts given by name, for tests too). */
export function importWixoss(files: { name: string; text: string }[]): WxImport {
  const cards: WxCardDef[] = [];
  const skipped: WxImport["skipped"] = [];
  const seen = new Set<string>();
  const variantRows: Record<string, string>[] = [];
  for (const f of [...files].sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))) {
    const records = csvRecords(f.text);
    if (/variants/i.test(f.name)) {
      variantRows.push(...records);
      continue;
    }
    for (const r of records) {
      const def = cardFromRecord(r);
      if (typeof def === "string") {
        skipped.push({ code: r.CardNum ?? "?", reason: def });
        continue;
      }
      const key = def.code.toUpperCase();
      if (seen.has(key)) {
        skipped.push({ code: def.code, reason: "code already read" });
        continue;
      }
      seen.add(key);
      cards.push(def);
    }
  }
  const byName = new Map<string, string>();
  for (const c of cards) if (!byName.has(c.name)) byName.set(c.name, c.code);
  const variants = new Map<string, string>();
  for (const v of variantRows) {
    const code = (v.CardNum ?? "").trim();
    const base = byName.get((v.CardName ?? "").trim());
    if (!code || seen.has(code.toUpperCase())) continue;
    if (base) variants.set(code, base);
    else skipped.push({ code, reason: "variant of a card not in the data" });
  }
  return { cards, variants, skipped };
}

const cache = new Map<string, WxImport | null>();

/** The imported cards, read once per directory; null when there is no CardData file there. */
export function loadWixossData(dir: string = wixossDataDir()): WxImport | null {
  if (cache.has(dir)) return cache.get(dir)!;
  let result: WxImport | null = null;
  if (existsSync(dir)) {
    const names = readdirSync(dir).filter((n) => /^CardData_.*\.csv$/i.test(n));
    if (names.length > 0)
      result = importWixoss(names.map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") })));
  }
  cache.set(dir, result);
  return result;
}
