/**
 * The card catalog: what /card searches and shows. `bundledCardCatalog` serves the definitions
 * bundled with the engine; `storeCardCatalog` (store-card-catalog.ts) the card store. `text` and
 * `unread` carry the store's printed text and the compiler's leftovers, and `abilities: null`
 * says a card is known but has no definition the engine can run.
 */
import type { Ability, CardDef } from "../games/digimon/model/index.ts";
import { type CardRegistry, bundledRegistry } from "../games/digimon/input/registry.ts";
import { MAX_QUERY_CHARS } from "../cards/search.ts";
import type { Printing } from "../cards/schema.ts";

export interface CardHit {
  code: string;
  name: string;
  /** A few words to tell hits apart: "Digimon · Lv.6 · Red". */
  detail: string;
  /** The Japanese name, when the card data has it. */
  nameJa?: string;
}

export interface CardAbilityView {
  label: string;
  /** How the engine treats it: trigger, activation, persistent, immediate or keyword. */
  kind: string;
}

export interface CardView {
  code: string;
  name: string;
  category: string;
  colors: string[];
  level?: number;
  dp?: number;
  playCost?: number;
  /** Digivolution requirements, as facts each reply words in its language ("Lv.5 Red → cost 3"). */
  digivolve: DigivolveView[];
  dna?: { parts: ({ level: number; colors: string[] } | { name: string })[]; cost: number };
  traits: string[];
  /** The card's text as the catalog holds it; undefined when it has none. */
  text?: string;
  /** What the engine runs, by where it is printed; null when the engine has no definition. */
  abilities: { main: CardAbilityView[]; inherited: CardAbilityView[]; security: CardAbilityView[] } | null;
  /** Fragments of the text the compiler could not read. */
  unread?: string[];
  /** The Japanese name, when the card data has it. */
  nameJa?: string;
  /** Printings besides the first (alternate arts, Japanese-only ones), when the data lists them. */
  printings?: Printing[];
}

/** One way to digivolve into a card: onto a level and colour, a Tamer, named Digimon, or as printed. */
export type DigivolveView =
  | { kind: "level"; level: number; color: string; cost: number }
  | { kind: "tamer"; level: number; color: string; cost: number }
  | { kind: "names"; names: string[]; cost: number }
  | { kind: "printed"; label?: string; cost: number };

export interface CardCatalog {
  /** Shown under /card replies: where the data comes from. */
  readonly description: string;
  /** False when only the bundled cards serve (no card store loaded yet). */
  readonly fullPool?: boolean;
  search(query: string, limit: number): CardHit[];
  get(code: string): CardView | undefined;
  /** Known codes closest to a mistyped one. */
  closest(code: string, n: number): string[];
  /** The other cards with the same name (other versions and reprints), by code. */
  versions(code: string): CardHit[];
}

function detail(c: CardDef): string {
  return [c.category, c.level === undefined ? null : `Lv.${c.level}`, c.colors.join("/")]
    .filter(Boolean)
    .join(" · ");
}

function abilityView(a: Ability): CardAbilityView {
  return { label: a.label, kind: a.category };
}

export function cardView(c: CardDef): CardView {
  return {
    code: c.code,
    name: c.name,
    category: c.category,
    colors: [...c.colors],
    level: c.level,
    dp: c.dp,
    playCost: c.playCost,
    digivolve: c.digivolve.map((d): DigivolveView => {
      if (d.from) return { kind: "printed", label: d.label, cost: d.cost };
      if (d.ontoName)
        return {
          kind: "names",
          names: [...(d.ontoName.is ?? []), ...(d.ontoName.includes ?? [])],
          cost: d.cost,
        };
      return { kind: d.onto === "Tamer" ? "tamer" : "level", level: d.level, color: d.color, cost: d.cost };
    }),
    dna: c.dna
      ? {
          parts: c.dna.parts.map((p) =>
            p.name !== undefined
              ? { name: p.name }
              : { level: p.level, colors: [...(p.colors ?? [p.color])] },
          ),
          cost: c.dna.cost,
        }
      : undefined,
    traits: [...c.traits],
    abilities: {
      main: c.abilities.map(abilityView),
      inherited: c.inherited.map(abilityView),
      security: c.security.map(abilityView),
    },
  };
}

function fold(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The cards the engine ships with, searched by code and name. */
export function bundledCardCatalog(registry: CardRegistry = bundledRegistry): CardCatalog {
  const cards = () => registry.all().sort((a, b) => a.code.localeCompare(b.code, "en", { numeric: true }));
  return {
    description: `the ${registry.size} cards defined in the engine`,
    fullPool: false,
    search(query, limit) {
      query = query.slice(0, MAX_QUERY_CHARS);
      const q = fold(query.trim());
      const compact = q.replace(/[^a-z0-9]/g, "");
      const scored: { c: CardDef; score: number }[] = [];
      for (const c of cards()) {
        const code = c.code.toLowerCase();
        const name = fold(c.name);
        let score = 0;
        if (!q) score = 1;
        else if (registry.get(query.trim())?.code === c.code) score = 100;
        else if (code.replace(/-/g, "").startsWith(compact) && compact.length > 0) score = 80;
        else if (name === q) score = 90;
        else if (name.startsWith(q)) score = 70;
        else if (name.split(/[^a-z0-9]+/).some((w) => w.startsWith(q))) score = 60;
        else if (name.includes(q) || code.includes(q)) score = 40;
        if (score > 0) scored.push({ c, score });
      }
      return scored
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({ c }) => ({ code: c.code, name: c.name, detail: detail(c) }));
    },
    get(code) {
      const c = registry.get(code.trim());
      return c ? cardView(c) : undefined;
    },
    closest: (code, n) => registry.closest(code, n),
    versions(code) {
      const c = registry.get(code.trim());
      if (!c) return [];
      return cards()
        .filter((o) => o.name === c.name && o.code !== c.code)
        .map((o) => ({ code: o.code, name: o.name, detail: detail(o) }));
    },
  };
}
