/**
 * Duel Masters card lookup: the project's generic cards first, then the real cards imported
 * from the shared data when it is there (read on first use).
 */
import { type DmCardDef, genericDmCards } from "./cards.ts";
import { type DmImport, dmDataPath, loadDuelMastersData } from "./importer.ts";
import { ImportedRegistry } from "../imported-registry.ts";

export type DmRegistry = ImportedRegistry<DmCardDef, DmImport>;

export function dmRegistryOf(
  generic: DmCardDef[] = genericDmCards,
  importer: () => DmImport | null = () => loadDuelMastersData(),
): DmRegistry {
  return new ImportedRegistry(generic, importer, dmDataPath);
}

export const dmRegistry = dmRegistryOf();
