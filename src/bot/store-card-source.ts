/**
 * /card over the full pool: the card store searched through its index, each card shown with
 * its text as the store holds it and what the compiler made of it, including what it could
 * not read. Cards the store lacks (the project's generic GEN- cards) come from the registry.
 */
import { CardIndex } from "../cards/search.ts";
import type { CardRecord } from "../cards/schema.ts";
import { compileCard, describeUnread } from "../games/digimon/compiler/index.ts";
import type { CardRegistry } from "../games/digimon/input/registry.ts";
import { type CardSource, cardView, registryCardSource } from "./card-source.ts";

export function storeCardSource(records: Map<string, CardRecord>, registry: CardRegistry): CardSource {
  const index = new CardIndex([...records.values()]);
  const bundled = registryCardSource(registry);
  const detail = (r: CardRecord) =>
    [r.category, r.level === undefined ? null : `Lv.${r.level}`, r.colors.join("/")]
      .filter(Boolean)
      .join(" · ");
  return {
    description: `the card store (${records.size} cards), compiled from their text`,
    search(query, limit) {
      if (query.trim() === "") return bundled.search(query, limit);
      return index
        .search(query, limit)
        .map((h) => ({ code: h.card.code, name: h.card.name, detail: detail(h.card) }));
    },
    get(code) {
      const record = index.lookup(code.trim());
      if (!record) return bundled.get(code);
      // What the engine runs: a hand-written definition, or the store's text compiled once and kept.
      const known = registry.get(record.code);
      const compiled = known ? null : compileCard(record);
      const def = known ?? compiled!.def;
      const unread = compiled ? describeUnread(compiled) : registry.unreadOf(record.code);
      const text = [
        record.effect,
        record.inherited && `Inherited: ${record.inherited}`,
        record.security && `Security: ${record.security}`,
      ]
        .filter(Boolean)
        .join("\n");
      return { ...cardView(def), text, unread };
    },
    closest: (code, n) => registry.closest(code, n),
  };
}
