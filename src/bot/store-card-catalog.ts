/**
 * The card catalog over the full pool: the card store searched through its index, each card shown with
 * its text as the store holds it and what the compiler made of it, including what it could
 * not read. Cards the store lacks (the project's generic GEN- cards) come from the registry.
 */
import { CardIndex } from "../cards/search.ts";
import type { CardRecord } from "../cards/schema.ts";
import { compileCard, describeUnread } from "../games/digimon/compiler/index.ts";
import type { CardRegistry } from "../games/digimon/input/registry.ts";
import { type CardCatalog, cardView, bundledCardCatalog } from "./card-catalog.ts";

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

function sameText(a: CardRecord, b: CardRecord): boolean {
  return (
    a.effect === b.effect &&
    a.inherited === b.inherited &&
    a.security === b.security &&
    a.dp === b.dp &&
    a.playCost === b.playCost &&
    a.level === b.level
  );
}

export function storeCardCatalog(records: Map<string, CardRecord>, registry: CardRegistry): CardCatalog {
  const index = new CardIndex([...records.values()]);
  const bundled = bundledCardCatalog(registry);
  const detail = (r: CardRecord) =>
    [r.category, r.level === undefined ? null : `Lv.${r.level}`, r.colors.join("/")]
      .filter(Boolean)
      .join(" · ");
  const hit = (r: CardRecord) => ({
    code: r.code,
    name: r.name,
    detail: detail(r),
    ...(r.nameJa ? { nameJa: r.nameJa } : {}),
  });
  const byName = new Map<string, CardRecord[]>();
  for (const r of records.values()) {
    const list = byName.get(r.name) ?? [];
    list.push(r);
    byName.set(r.name, list);
  }
  return {
    fullPool: true,
    description: `the card store (${records.size} cards), compiled from their text`,
    search(query, limit) {
      if (query.trim() === "") return bundled.search(query, limit);
      // Japanese names: the index folds to ASCII, so these are matched here, exact first.
      if (JAPANESE.test(query)) {
        const q = query.normalize("NFKC").trim();
        return [...records.values()]
          .filter((r) => r.nameJa?.normalize("NFKC").includes(q))
          .sort(
            (a, b) =>
              Number(b.nameJa === q) - Number(a.nameJa === q) ||
              a.code.localeCompare(b.code, "en", { numeric: true }),
          )
          .slice(0, limit)
          .map((r) => hit(r));
      }
      return index.search(query, limit).map((h) => hit(h.card));
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
      return {
        ...cardView(def),
        text,
        unread,
        ...(record.nameJa ? { nameJa: record.nameJa } : {}),
        ...(record.printings ? { printings: record.printings } : {}),
      };
    },
    closest: (code, n) => registry.closest(code, n),
    versions(code) {
      const record = index.lookup(code.trim());
      if (!record) return bundled.versions(code);
      return (byName.get(record.name) ?? [])
        .filter((r) => r.code !== record.code)
        .sort((a, b) => a.code.localeCompare(b.code, "en", { numeric: true }))
        .map((r) => ({
          ...hit(r),
          // The same name and the same text under another code: a reprint.
          detail: sameText(r, record) ? `reprint · ${detail(r)}` : detail(r),
        }));
    },
  };
}
