/**
 * The font the PNG renderer draws with: BIZ UDPGothic (Morisawa's universal-design Japanese
 * gothic, SIL Open Font License 1.1), shipped by the npm package @expo-google-fonts/biz-udpgothic
 * as plain TTF files (regular and bold, about 9 MB), so every machine that ran `npm ci` has it
 * without any network at run time. It covers Latin, kana and the JIS kanji, so card names such
 * as ロトスモン and rule words such as 状況起因処理 render as glyphs.
 *
 * Call `registerFonts()` once at start-up; later calls return at once, so the renderer can call
 * it on every render without cost.
 */

import { GlobalFonts } from "@napi-rs/canvas";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The family name the renderer asks for; both weights are registered under it. */
export const FONT_FAMILY = "RulingSans";

export const FONT_PACKAGE = "@expo-google-fonts/biz-udpgothic";

export interface FontFiles {
  regular: string;
  bold: string;
}

export interface RegisteredFonts {
  family: string;
  files: FontFiles;
}

/** Where the installed font package keeps its TTF files. */
export function fontFiles(): FontFiles {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve(`${FONT_PACKAGE}/package.json`));
  return {
    regular: join(dir, "400Regular", "BIZUDPGothic_400Regular.ttf"),
    bold: join(dir, "700Bold", "BIZUDPGothic_700Bold.ttf"),
  };
}

let registered: RegisteredFonts | null = null;

/**
 * Registers the renderer's font with @napi-rs/canvas under `FONT_FAMILY`. Idempotent: only the
 * first call touches the disk. Throws when the font package is missing or unreadable, rather
 * than letting images render with boxes for Japanese text.
 */
export function registerFonts(): RegisteredFonts {
  if (registered !== null) return registered;
  const files = fontFiles();
  for (const [weight, path] of Object.entries(files)) {
    if (!existsSync(path))
      throw new Error(`font file for ${weight} not found: ${path} (is ${FONT_PACKAGE} installed?)`);
    if (GlobalFonts.registerFromPath(path, FONT_FAMILY) === null) {
      throw new Error(`could not register the ${weight} font from ${path}`);
    }
  }
  registered = { family: FONT_FAMILY, files };
  return registered;
}

/** A CSS font shorthand in the renderer's family. */
export function font(size: number, weight: "normal" | "bold" = "normal"): string {
  return `${weight === "bold" ? "bold " : ""}${size}px ${FONT_FAMILY}`;
}
