/**
 * `npm run build`'s last step: rewrites the bundle (dist/) so that its files hold no character
 * above U+00FF. esbuild escapes such characters in strings and templates but leaves them in
 * regular expression literals (the Japanese punctuation the card-text readers match), and a
 * script with even one of them is held by the engine as a two-byte string: the 1.6 MB shared
 * chunk then takes 3.2 MB in every thread that loads it (the acknowledging thread and each work
 * thread). As `\uXXXX` escapes, each such character means the same in a regular expression
 * literal (with or without the u flag; a character outside the BMP becomes its surrogate pair,
 * which both read as that character), in a string and in a comment.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const WIDE = /[\u0100-\uffff]/g;

/** The source with every character above U+00FF written as a `\uXXXX` escape. */
export function oneByteSource(source: string): string {
  // An identity escape (`\。`) would become an escaped backslash followed by "u3002".
  const escaped = /\\[\u0100-\uffff]/.exec(source);
  if (escaped) throw new Error(`an escaped wide character (${escaped[0]}) cannot be rewritten safely`);
  return source.replace(WIDE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
}

/** Rewrites every .mjs file under `dir` that needs it; the files rewritten. */
export function oneByteBundle(dir: string): string[] {
  const rewritten: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".mjs")) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path, "utf8");
    const out = oneByteSource(source);
    if (out !== source) {
      writeFileSync(path, out);
      rewritten.push(path);
    }
  }
  return rewritten;
}

if (process.argv[1]?.endsWith("one-byte-bundle.ts")) oneByteBundle(process.argv[2] ?? "dist");
