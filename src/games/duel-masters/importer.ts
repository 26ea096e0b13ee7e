/**
 * Real Duel Masters cards by code, read at run time from the shared card data
 * (`$SHARED_DATA_DIR/duelmasters/DuelMastersCards.json`, by default `../shared/data` next to
 * the repository). The project never copies that file.
 *
 * Codes: a printing "16/55" in set "DM-09 ..." is DM-09-016; a super-rare "S2/55" is
 * DM-09S-002; a promo "A1/Y1" or "L1 Y2" is DMP-AY1-001 / DMP-LY2-001. Other printings
 * (alternative art "10a/46", language variants) get no code of their own.
 *
 * A card's characteristics (type, civilizations, races, cost, power, evolution) come from the
 * data; its text goes through the card-text compiler (compiler/compile.ts). Every sentence it
 * can't read is kept as unexecuted text, shown to the user as such: no ability is guessed.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sharedDataDir } from "../../paths.ts";
import { type Civilization, type DmCardDef, type DmCardType, dmCard } from "./cards.ts";
import { compileDmText } from "./compiler/compile.ts";

export interface DmImport {
  cards: DmCardDef[];
  /** Printings that got no code, with the reason. */
  skipped: { card: string; printing: string; reason: string }[];
}

const CIVS: readonly Civilization[] = ["Light", "Water", "Darkness", "Fire", "Nature"];
const TYPES: Record<string, DmCardType> = {
  Creature: "Creature",
  Spell: "Spell",
  "Cross Gear": "Cross Gear",
};

export function dmDataPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(sharedDataDir(env), "duelmasters", "DuelMastersCards.json");
}

/** The project's code for one printing, or null when the printing gets none. */
export function codeForPrinting(set: string, id: string): string | null {
  const main = /^DM-(\d{2})\b/.exec(set);
  const number = /^(S?)(\d+)\/\S+$/.exec(id.trim());
  if (main) return number ? `DM-${main[1]}${number[1]}-${number[2]!.padStart(3, "0")}` : null;
  if (set === "Promotional") {
    const promo = /^([A-Z])(\d+)(?:\/\d+)?[ /]Y(\d+)$/.exec(id.trim());
    return promo ? `DMP-${promo[1]}Y${promo[3]}-${promo[2]!.padStart(3, "0")}` : null;
  }
  return null;
}

const CP1252: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/**
 * Some of the data's text was stored as UTF-8 read as Windows-1252 ("Ãœberdragon" for
 * "Überdragon"); such text is decoded back. Text that does not round-trip is left alone.
 */
export function repairText(text: string): string {
  if (!/[\u00c2-\u00f4][\u0080-\u00bf\u0152-\u2122]/.test(text)) return text;
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const b = code <= 0xff ? code : CP1252[ch];
    if (b === undefined) return text;
    bytes.push(b);
  }
  const decoded = Buffer.from(bytes).toString("utf8");
  return decoded.includes("\ufffd") ? text : decoded;
}

function record(r: unknown): Record<string, unknown> | null {
  return typeof r === "object" && r !== null && !Array.isArray(r) ? (r as Record<string, unknown>) : null;
}

/** Turns the parsed JSON document into card definitions, one per printing code. */
export function importDuelMasters(doc: unknown): DmImport {
  const root = record(doc);
  const list = root && Array.isArray(root.cards) ? root.cards : null;
  if (!list) throw new Error('not a Duel Masters card file: expected an object with a "cards" array');
  const cards: DmCardDef[] = [];
  const skipped: DmImport["skipped"] = [];
  const seen = new Set<string>();
  for (const raw of list) {
    const r = record(raw);
    const name = typeof r?.name === "string" ? repairText(r.name) : "";
    if (!r || !name) {
      skipped.push({ card: "?", printing: "", reason: "no name" });
      continue;
    }
    const type = TYPES[String(r.type)];
    if (!type) {
      skipped.push({ card: name, printing: "", reason: `unknown type ${String(r.type)}` });
      continue;
    }
    const civs = (Array.isArray(r.civilizations) ? r.civilizations : []).filter((c): c is Civilization =>
      CIVS.includes(c as Civilization),
    );
    const power = typeof r.power === "string" ? Number.parseInt(r.power, 10) : undefined;
    const races = Array.isArray(r.subtypes)
      ? r.subtypes.filter((x): x is string => typeof x === "string")
      : [];
    const evolution = Array.isArray(r.supertypes) && r.supertypes.includes("Evolution");
    const printings = Array.isArray(r.printings) ? r.printings.map(record) : [];
    for (const p of printings) {
      const set = typeof p?.set === "string" ? p.set : "";
      const id = typeof p?.id === "string" ? p.id : "";
      const code = codeForPrinting(set, id);
      if (!code) {
        skipped.push({ card: name, printing: `${set} ${id}`, reason: "no code for this printing" });
        continue;
      }
      if (seen.has(code)) {
        skipped.push({ card: name, printing: `${set} ${id}`, reason: `code ${code} already used` });
        continue;
      }
      seen.add(code);
      const def = dmCard({
        code,
        name,
        type,
        civilizations: civs,
        races,
        evolution,
        origin: "imported",
        ...(typeof r.cost === "number" ? { cost: r.cost } : {}),
        ...(power !== undefined && Number.isFinite(power) ? { power } : {}),
      });
      const compiled = compileDmText(typeof r.text === "string" ? repairText(r.text) : "", def);
      def.unexecuted = [...compiled.unread, ...compiled.notExecutable];
      cards.push(def);
    }
  }
  return { cards, skipped };
}

const cache = new Map<string, DmImport | null>();

/** The imported cards, read once per path; null when the data file is not there. */
export function loadDuelMastersData(path: string = dmDataPath()): DmImport | null {
  if (cache.has(path)) return cache.get(path)!;
  const result = existsSync(path) ? importDuelMasters(JSON.parse(readFileSync(path, "utf8"))) : null;
  cache.set(path, result);
  return result;
}
