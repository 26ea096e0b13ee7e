/**
 * WIXOSS card lookup: the project's generic cards first, then the real cards imported from
 * the shared data when it is there (read on first use); a variant printing's code finds the
 * card it prints.
 */
import { type WxCardDef, genericWxCards } from "./cards.ts";
import { type WxImport, loadWixossData, wixossDataDir } from "./importer.ts";
import { ImportedRegistry } from "../imported-registry.ts";

export type WxRegistry = ImportedRegistry<WxCardDef, WxImport>;

export function wxRegistryOf(
  generic: WxCardDef[] = genericWxCards,
  importer: () => WxImport | null = () => loadWixossData(),
): WxRegistry {
  return new ImportedRegistry(generic, importer, wixossDataDir);
}

export const wxRegistry = wxRegistryOf();
