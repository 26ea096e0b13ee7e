/**
 * The full card pool for the CLI and the bot: the local card store (`npm run cards -- import`
 * or `sync`), compiled from its text on first use, behind the cards the engine ships. A store
 * that can't be read is reported, and the last good copy of it (kept by every save) serves
 * instead, or else the bundled cards alone.
 */
import { FILL_STORE_COMMAND } from "../cards/default-source.ts";
import type { CardRecord } from "../cards/schema.ts";
import { dataDirFrom, lastGoodPath, loadStore, loadStoreFile, storePath } from "../cards/store.ts";
import {
  type PoolWords,
  compileCard,
  describeUnread,
  poolWords,
  resolveBracketTraits,
} from "../games/digimon/compiler/index.ts";
import { type CardRegistry, bundledRegistry } from "../games/digimon/input/registry.ts";
import { cardGaps, damageGaps } from "../games/digimon/input/card-gaps.ts";
import { textDamage } from "../cards/text-damage.ts";

export type PoolStatus =
  | { kind: "none"; path: string }
  | {
      kind: "store";
      path: string;
      cards: number;
      records: Map<string, CardRecord>;
      /** Why the store itself could not be read, when `path` is its last good copy. */
      recovered?: { store: string; reason: string };
    }
  | { kind: "unreadable"; path: string; reason: string };

/** One attachment per registry: the CLI and the bot attach once at start-up. */
const attached = new WeakMap<CardRegistry, PoolStatus>();

export function attachCardStore(
  registry: CardRegistry = bundledRegistry,
  dataDir = dataDirFrom(),
): PoolStatus {
  const known = attached.get(registry);
  if (known) return known;
  const status = load(registry, dataDir);
  attached.set(registry, status);
  return status;
}

function load(registry: CardRegistry, dataDir: string): PoolStatus {
  const path = storePath(dataDir);
  let store;
  let recovered: { store: string; reason: string } | undefined;
  let from = path;
  try {
    store = loadStore(dataDir);
  } catch (e) {
    const reason = (e as Error).message;
    try {
      store = loadStoreFile(lastGoodPath(dataDir));
    } catch {
      store = null;
    }
    if (!store) return { kind: "unreadable", path, reason };
    recovered = { store: path, reason };
    from = lastGoodPath(dataDir);
  }
  if (!store) return { kind: "none", path };
  const records = attachCardRecords(registry, store.cards);
  return { kind: "store", path: from, cards: records.size, records, ...(recovered ? { recovered } : {}) };
}

/** Puts card records behind a registry, each compiled from its text on first use. */
export function attachCardRecords(registry: CardRegistry, cards: CardRecord[]): Map<string, CardRecord> {
  const records = new Map(cards.map((r) => [r.code, r]));
  const pool = poolWords(cards);
  registry.useFallback({
    codes: () => records.keys(),
    load: (code) => {
      const record = records.get(code);
      return record ? compiledRecord(record, pool) : undefined;
    },
  });
  return records;
}

/**
 * A store record as the registry takes it: compiled from its text, with what was left unread;
 * with the pool's names and traits, a bracket that only a trait fits is read as that trait.
 */
export function compiledRecord(record: CardRecord, pool?: PoolWords) {
  const compiled = compileCard(record);
  const gaps = [...cardGaps(compiled), ...damageGaps(textDamage(record))];
  const def = pool ? resolveBracketTraits(compiled.def, pool) : compiled.def;
  return { def, unread: describeUnread(compiled), gaps };
}

/** A line for logs and the CLI about where the cards come from. */
export function describePool(status: PoolStatus): string {
  if (status.kind === "store" && status.recovered)
    return `The card store ${status.recovered.store} could not be read (${status.recovered.reason}); serving its last good copy instead: ${status.cards} cards from ${status.path}, plus the bundled definitions.`;
  if (status.kind === "store")
    return `Card pool: ${status.cards} cards from ${status.path}, plus the bundled definitions.`;
  if (status.kind === "unreadable")
    return `The card store ${status.path} could not be read (${status.reason}); there is no readable last good copy either, so only the bundled cards serve.`;
  return `No card store at ${status.path}: serving only the bundled cards. Fill it with \`${FILL_STORE_COMMAND}\` (the whole pool, from the default community source) and restart.`;
}
