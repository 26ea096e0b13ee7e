/** Import the rulings store from files or download it from URLs, through the store's guards. */
import { readFileSync } from "node:fs";
import { ImportError, parseJson } from "../cards/import.ts";
import type { Guards } from "../cards/store.ts";
import { type AnyImport, importRulingsDocument } from "./import.ts";
import { type RulingsSaveReport, rulingsPath, saveRulings } from "./store.ts";

function failed(dataDir: string, source: string, reason: string): RulingsSaveReport {
  return { ok: false, source, path: rulingsPath(dataDir), sections: [], reason };
}

export function importRulingsFile(
  dataDir: string,
  file: string,
  guards: Partial<Guards> = {},
): RulingsSaveReport {
  let imports: AnyImport[];
  try {
    imports = importRulingsDocument(parseJson(readFileSync(file, "utf8"), file));
  } catch (e) {
    const msg = (e as NodeJS.ErrnoException).code === "ENOENT" ? `no file ${file}` : (e as Error).message;
    return failed(dataDir, file, msg);
  }
  return saveRulings(dataDir, imports, file, guards);
}

export async function syncRulingsFromUrl(
  dataDir: string,
  url: string,
  opts: Partial<Guards> & { timeoutMs?: number } = {},
): Promise<RulingsSaveReport> {
  const { timeoutMs = 60_000, ...guards } = opts;
  let imports: AnyImport[];
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
    imports = importRulingsDocument(parseJson(text, "the downloaded body"));
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    const msg =
      e instanceof ImportError
        ? e.message
        : `the download failed (${err.message}${err.cause?.code ? `: ${err.cause.code}` : ""})`;
    return failed(dataDir, url, msg);
  }
  return saveRulings(dataDir, imports, url, guards);
}
