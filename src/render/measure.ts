/**
 * Text measuring, wrapping and ellipsizing for the PNG layout, with a cache so that repeated
 * words (card codes, "Pending", names) are measured once per process.
 */

import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { registerFonts } from "./fonts.ts";

let scratch: SKRSContext2D | null = null;
const cache = new Map<string, number>();
const CACHE_MAX = 20_000;

function context(): SKRSContext2D {
  if (scratch === null) {
    registerFonts();
    scratch = createCanvas(4, 4).getContext("2d");
  }
  return scratch;
}

/** Width in pixels of `text` drawn in `font` (a CSS font shorthand). */
export function measure(text: string, font: string): number {
  if (text === "") return 0;
  const key = `${font}\u0000${text}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const ctx = context();
  ctx.font = font;
  const width = ctx.measureText(text).width;
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, width);
  return width;
}

/** Kana, kanji and full-width forms: a line may break before or after any of them. */
const CJK = "\\u2e80-\\u2fff\\u3000-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef";
const TOKEN = new RegExp(`\\s+|[${CJK}]|[^\\s${CJK}]+`, "gu");
/** Characters that must not open a line; they stay with the character before them. */
const NO_LINE_START = new Set([
  ..."、。，．・：；？！ー）」』】〕〉》）ゝゞぁぃぅぇぉっゃゅょァィゥェォッャュョ…",
]);

function tokens(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const tok = match[0];
    const last = out.length - 1;
    if (last >= 0 && NO_LINE_START.has(tok) && !/^\s/.test(out[last]!)) out[last] += tok;
    else out.push(tok);
  }
  return out;
}

/** Breaks `text` into lines no wider than `maxWidth`; words wider than a line are cut between characters. */
export function wrap(text: string, font: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, "\n").split("\n")) {
    let line = "";
    let width = 0;
    let space = false;
    const spaceWidth = measure(" ", font);
    for (const tok of tokens(paragraph)) {
      if (/^\s/.test(tok)) {
        space = line !== "";
        continue;
      }
      const w = measure(tok, font);
      const gap = space ? spaceWidth : 0;
      space = false;
      if (line !== "" && width + gap + w <= maxWidth) {
        line += (gap > 0 ? " " : "") + tok;
        width += gap + w;
        continue;
      }
      if (line !== "") lines.push(line);
      if (w <= maxWidth) {
        line = tok;
        width = w;
        continue;
      }
      // A token wider than the line: cut it between characters.
      line = "";
      width = 0;
      for (const ch of tok) {
        const cw = measure(ch, font);
        if (line !== "" && width + cw > maxWidth) {
          lines.push(line);
          line = "";
          width = 0;
        }
        line += ch;
        width += cw;
      }
    }
    if (line !== "" || lines.length === 0) lines.push(line);
  }
  return lines;
}

/** `text` cut with "…" so that it is no wider than `maxWidth`. */
export function ellipsize(text: string, font: string, maxWidth: number): string {
  if (measure(text, font) <= maxWidth) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join("").trimEnd() + "…", font) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? "…" : chars.slice(0, lo).join("").trimEnd() + "…";
}
