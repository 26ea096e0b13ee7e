/**
 * Test helpers for PNG output: decoding to pixels, golden-image comparison, and a look at a
 * TrueType font's character map.
 */

import { createCanvas, loadImage } from "@napi-rs/canvas";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { encodePixels } from "../../src/render/png-encode.ts";

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Decodes a PNG with @napi-rs/canvas and returns its RGBA pixels. */
export async function decode(png: Buffer): Promise<Pixels> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

export function pixelAt(p: Pixels, x: number, y: number): [number, number, number, number] {
  const i = (Math.round(y) * p.width + Math.round(x)) * 4;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!, p.data[i + 3]!];
}

/** Largest difference over the three colour channels. */
export function colorDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!), Math.abs(a[2]! - b[2]!));
}

export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "render-golden");
export const UPDATE_COMMAND = "UPDATE_GOLDEN=1 npx vitest run test/render";
/** A pixel differs when any channel moves by more than this... */
const CHANNEL_TOLERANCE = 16;
/** ...and an image matches while at most this share of its pixels differ. */
const PIXEL_SHARE_TOLERANCE = 0.005;

/**
 * Compares a rendered PNG with test/fixtures/render-golden/<name>.png. With UPDATE_GOLDEN=1 the
 * golden is (re)written instead. A missing golden is a failure.
 */
export async function compareWithGolden(name: string, png: Buffer): Promise<void> {
  const path = join(GOLDEN_DIR, `${name}.png`);
  const actual = await decode(png);
  if (process.env.UPDATE_GOLDEN === "1") {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    // Goldens are written once and kept in git: compress them hard.
    writeFileSync(
      path,
      encodePixels(new Uint8Array(actual.data.buffer), actual.width, actual.height, { level: 9 }),
    );
    return;
  }
  if (!existsSync(path)) {
    throw new Error(`golden image ${path} is missing; create it with: ${UPDATE_COMMAND}`);
  }
  const expected = await decode(readFileSync(path));
  const keep = (): string => {
    const out = join(tmpdir(), `render-actual-${name}.png`);
    writeFileSync(out, png);
    return out;
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    throw new Error(
      `${name}: size ${actual.width}x${actual.height} differs from golden ${expected.width}x${expected.height} ` +
        `(actual written to ${keep()}; if the change is intended: ${UPDATE_COMMAND})`,
    );
  }
  let differing = 0;
  const a = actual.data;
  const e = expected.data;
  for (let i = 0; i < a.length; i += 4) {
    if (
      Math.abs(a[i]! - e[i]!) > CHANNEL_TOLERANCE ||
      Math.abs(a[i + 1]! - e[i + 1]!) > CHANNEL_TOLERANCE ||
      Math.abs(a[i + 2]! - e[i + 2]!) > CHANNEL_TOLERANCE
    ) {
      differing++;
    }
  }
  const share = differing / (actual.width * actual.height);
  if (share > PIXEL_SHARE_TOLERANCE) {
    throw new Error(
      `${name}: ${(share * 100).toFixed(2)}% of pixels differ from the golden (max ${PIXEL_SHARE_TOLERANCE * 100}%); ` +
        `actual written to ${keep()}; if the change is intended: ${UPDATE_COMMAND}`,
    );
  }
}

/** The code points a TrueType/OpenType font maps, read from its format-12 cmap subtable. */
export function fontCodePoints(path: string): Set<number> {
  const b = readFileSync(path);
  const tables = b.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const rec = 12 + i * 16;
    if (b.toString("latin1", rec, rec + 4) === "cmap") cmap = b.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error(`${path}: no cmap table`);
  const out = new Set<number>();
  const subtables = b.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const sub = cmap + b.readUInt32BE(cmap + 4 + i * 8 + 4);
    if (b.readUInt16BE(sub) !== 12) continue;
    const groups = b.readUInt32BE(sub + 12);
    for (let g = 0; g < groups; g++) {
      const start = b.readUInt32BE(sub + 16 + g * 12);
      const end = b.readUInt32BE(sub + 20 + g * 12);
      for (let c = start; c <= end; c++) out.add(c);
    }
  }
  if (out.size === 0) throw new Error(`${path}: no format-12 cmap subtable`);
  return out;
}
