/** Import from a file or download from a URL, then save through the store's guards. */
import { readFileSync } from "node:fs";
import { type ImportResult, ImportError, importDocument, parseJson } from "./import.ts";
import { type Guards, type SaveReport, previousCount, saveImport, storePath } from "./store.ts";

function failed(dataDir: string, source: string, reason: string, previous: number | null): SaveReport {
  return {
    ok: false,
    reason,
    source,
    total: 0,
    imported: 0,
    skipped: [],
    duplicates: [],
    damaged: [],
    previous,
    path: storePath(dataDir),
  };
}

function fromText(text: string, what: string): ImportResult {
  return importDocument(parseJson(text, what));
}

export function importFile(dataDir: string, file: string, guards: Partial<Guards> = {}): SaveReport {
  let result: ImportResult;
  try {
    result = fromText(readFileSync(file, "utf8"), file);
  } catch (e) {
    return failed(dataDir, file, (e as Error).message, previousCount(dataDir));
  }
  return saveImport(dataDir, result, file, guards);
}

export interface SyncOptions extends Partial<Guards> {
  timeoutMs?: number;
}

/** Downloads the pool from `url` (either format) with the global fetch. */
export async function syncFromUrl(dataDir: string, url: string, opts: SyncOptions = {}): Promise<SaveReport> {
  const { timeoutMs = 60_000, ...guards } = opts;
  let result: ImportResult;
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!res.ok) throw new ImportError(`the server answered ${res.status} ${res.statusText}`.trim());
    let text: string;
    try {
      text = await res.text();
    } catch (e) {
      throw new ImportError(`the download broke off (${(e as Error).message})`);
    }
    result = fromText(text, "the downloaded body");
  } catch (e) {
    const msg = e instanceof ImportError ? e.message : `the download failed (${describeFetchError(e)})`;
    return failed(dataDir, url, msg, previousCount(dataDir));
  }
  return saveImport(dataDir, result, url, guards);
}

function describeFetchError(e: unknown): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  const cause = err.cause?.code ?? err.cause?.message;
  return cause ? `${err.message}: ${cause}` : err.message;
}
