/** Import from a file or download from a URL, then save through the store's guards. */
import { readBoundedText } from "../bounded-file.ts";
import { type ImportResult, ImportError, MAX_RECORDS, importDocument, parseJson } from "./import.ts";
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

/** The official pool's JSON is a few MiB; an import or download larger than this is refused. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

export interface Limits {
  maxBytes?: number;
  maxRecords?: number;
}

function fromText(text: string, what: string, maxRecords = MAX_RECORDS): ImportResult {
  return importDocument(parseJson(text, what), maxRecords);
}

export function importFile(dataDir: string, file: string, opts: Partial<Guards> & Limits = {}): SaveReport {
  const { maxBytes = MAX_IMPORT_BYTES, maxRecords, ...guards } = opts;
  let result: ImportResult;
  try {
    result = fromText(readBoundedText(file, maxBytes), file, maxRecords);
  } catch (e) {
    return failed(dataDir, file, (e as Error).message, previousCount(dataDir));
  }
  return saveImport(dataDir, result, file, guards);
}

export interface SyncOptions extends Partial<Guards>, Limits {
  /** The whole download, headers and body, must finish within this. */
  timeoutMs?: number;
  /** The server must start answering (status and headers) within this. */
  headersTimeoutMs?: number;
}

/** The body, read as it arrives and abandoned as soon as it passes `max` bytes. */
async function boundedBody(res: Response, max: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (declared > max) {
    await res.body?.cancel();
    throw new ImportError(`the server announced ${declared} bytes, more than the ${max} allowed`);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (e) {
      throw new ImportError(`the download broke off (${describeFetchError(e)})`);
    }
    if (next.done) break;
    size += next.value.length;
    if (size > max) {
      await reader.cancel();
      throw new ImportError(`the download passed the ${max} bytes allowed; stopped there`);
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Downloads the pool from `url` (either format) with the global fetch. */
export async function syncFromUrl(dataDir: string, url: string, opts: SyncOptions = {}): Promise<SaveReport> {
  const {
    timeoutMs = 120_000,
    headersTimeoutMs = 30_000,
    maxBytes = MAX_IMPORT_BYTES,
    maxRecords,
    ...guards
  } = opts;
  let result: ImportResult;
  const headersLate = new AbortController();
  const timer = setTimeout(
    () => headersLate.abort(new ImportError(`the server did not answer within ${headersTimeoutMs / 1000} s`)),
    headersTimeoutMs,
  );
  try {
    const res = await fetch(url, {
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), headersLate.signal]),
      headers: { accept: "application/json" },
    }).finally(() => clearTimeout(timer));
    if (!res.ok) throw new ImportError(`the server answered ${res.status} ${res.statusText}`.trim());
    result = fromText(await boundedBody(res, maxBytes), "the downloaded body", maxRecords);
  } catch (e) {
    const msg = e instanceof ImportError ? e.message : `the download failed (${describeFetchError(e)})`;
    return failed(dataDir, url, msg, previousCount(dataDir));
  }
  return saveImport(dataDir, result, url, guards);
}

function describeFetchError(e: unknown): string {
  if (e instanceof Error && e.name === "TimeoutError") return "it took too long";
  const err = e as Error & { cause?: { code?: string; message?: string } };
  const cause = err.cause?.code ?? err.cause?.message;
  return cause ? `${err.message}: ${cause}` : err.message;
}
