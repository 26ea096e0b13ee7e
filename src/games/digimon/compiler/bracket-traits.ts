/**
 * "[X] Digimon card" names cards called X (2-3-1-2). Some printed English texts drop the word
 * "trait" ("1 level 4 or lower [Evil] or [Fallen Angel] Digimon card"), where the official
 * rulings read traits (Q5649). Once the whole pool is known, a bracketed name that no card of
 * the pool bears but that is a trait in the pool is read as that trait. Names that exist stay
 * names; a mix of both is left as written. The same holds in alternate digivolution conditions.
 */
import type { CardDef } from "../model/index.ts";

export interface PoolWords {
  names: ReadonlySet<string>;
  traits: ReadonlySet<string>;
}

export function poolWords(cards: Iterable<{ name: string; traits: readonly string[] }>): PoolWords {
  const names = new Set<string>();
  const traits = new Set<string>();
  for (const c of cards) {
    names.add(c.name);
    for (const t of c.traits) traits.add(t);
  }
  return { names, traits };
}

/** The definition with every name-only bracket that is really a trait read as the trait. */
export function resolveBracketTraits(def: CardDef, pool: PoolWords): CardDef {
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object") return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x);
    const names = out.nameIs;
    if (
      Array.isArray(names) &&
      out.traits === undefined &&
      names.length > 0 &&
      names.every((n) => typeof n === "string" && !pool.names.has(n) && pool.traits.has(n))
    ) {
      delete out.nameIs;
      out.traits = names;
      changed = true;
    }
    return out;
  };
  const abilities = walk(def.abilities) as CardDef["abilities"];
  const inherited = walk(def.inherited) as CardDef["inherited"];
  const security = walk(def.security) as CardDef["security"];
  // Alternate digivolution conditions too ("[Digivolve] Lv.5 w/[A]/[B]: Cost 3").
  const digivolve = walk(def.digivolve) as CardDef["digivolve"];
  return changed ? { ...def, abilities, inherited, security, digivolve } : def;
}
