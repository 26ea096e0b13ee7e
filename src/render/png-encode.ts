/**
 * A small PNG encoder tuned for speed. The canvas's own PNG encoder (Skia: zlib at its default
 * level with adaptive row filters) takes about 40 ms for a 960x900 timeline on the project's
 * 2-core machine, well over the render budget. Timeline images are large flat areas with
 * anti-aliased text: plain RGBA rows (filter "none") deflated at zlib level 1 cost about 5 ms
 * for the same image and come out smaller than both Skia's file and RGB with the "Up" filter
 * (measured: 171 KB vs 211 KB vs 223 KB).
 *
 * A picture with at most 256 colours (the diagram's flat fills and its anti-aliased text
 * mostly are) is written with a palette instead: one byte a pixel, a quarter of the bytes to
 * deflate, a smaller file, and the same pixels.
 *
 * An image can also be encoded in horizontal slices: each slice's rows are deflated on their
 * own (all but the last ending on a byte-aligned sync flush) and the pieces, put one after the
 * other, form the single zlib stream a PNG holds, with the checksums combined.
 */

import { constants, crc32, deflate, deflateRawSync, deflateSync } from "node:zlib";

export interface PngEncodeOptions {
  /** zlib level, 0-9. Default 1. */
  level?: number;
  /** Write a palette PNG when the image has at most 256 colours (default true). */
  palette?: boolean;
}

/** A slice of an image's rows, deflated, with what joining it to the other slices needs. */
export interface DeflatedRows {
  data: Uint8Array;
  /** Adler-32 of the slice's filtered rows. */
  adler: number;
  /** Bytes of the slice's filtered rows (a filter byte and width x 4 bytes a row). */
  rawLength: number;
}

/**
 * The filtered rows are staged in one buffer kept between calls: a fresh multi-megabyte buffer
 * per image costs about 3 ms of page faults on this machine. Encoding is synchronous, so one
 * buffer per thread is enough.
 */
let scratch: Buffer = Buffer.alloc(0);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ADLER_MOD = 65521;
/** zlib header: deflate with a 32 KiB window, no preset dictionary (0x7801 is a multiple of 31). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  let i = 0;
  while (i < bytes.length) {
    // 5,552 bytes is the most that can be summed before b could pass 2^32 (zlib's NMAX).
    const end = Math.min(i + 5552, bytes.length);
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= ADLER_MOD;
    b %= ADLER_MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two byte runs one after the other, from each run's checksum. */
export function adler32Join(first: number, second: number, secondLength: number): number {
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a2 = second & 0xffff;
  const b2 = second >>> 16;
  const a = (a1 + a2 + ADLER_MOD - 1) % ADLER_MOD;
  const b = (b1 + b2 + (secondLength % ADLER_MOD) * ((a1 + ADLER_MOD - 1) % ADLER_MOD)) % ADLER_MOD;
  return ((b << 16) | a) >>> 0;
}

function checkSize(rgba: Uint8Array, width: number, rows: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(rows) || width < 1 || rows < 1) {
    throw new RangeError(`bad image size ${width}x${rows}`);
  }
  if (rgba.length < width * 4 * rows) throw new RangeError("pixel buffer smaller than width x height x 4");
}

/**
 * Deflates `rows` rows of RGBA pixels (4 bytes a pixel, straight alpha). `last` marks the slice
 * that ends the image; the others end on a sync flush so the next slice's data can follow.
 */
export function deflateRows(
  rgba: Uint8Array,
  width: number,
  rows: number,
  last: boolean,
  opts: PngEncodeOptions = {},
): DeflatedRows {
  checkSize(rgba, width, rows);
  const rowBytes = width * 4;
  const stride = rowBytes + 1;
  if (scratch.length < stride * rows) scratch = Buffer.allocUnsafe(stride * rows);
  const raw = scratch.subarray(0, stride * rows);
  for (let y = 0; y < rows; y++) {
    raw[y * stride] = 0; // filter: none
    raw.set(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), y * stride + 1);
  }
  const level = opts.level ?? 1;
  const chunkSize = 256 * 1024;
  if (last) {
    // The zlib wrapper's trailer is the slice's checksum, computed natively for free.
    const z = deflateSync(raw, { level, chunkSize });
    return { data: z.subarray(2, z.length - 4), adler: z.readUInt32BE(z.length - 4), rawLength: raw.length };
  }
  const data = deflateRawSync(raw, { level, chunkSize, finishFlush: constants.Z_SYNC_FLUSH });
  return { data, adler: adler32(raw), rawLength: raw.length };
}

/** Puts the deflated slices (top to bottom, the last one made with `last`) into one PNG. */
export function joinPng(width: number, height: number, slices: readonly DeflatedRows[]): Buffer {
  if (slices.length === 0) throw new RangeError("no slices to join");
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: RGBA
  let adler = slices[0]!.adler;
  for (const s of slices.slice(1)) adler = adler32Join(adler, s.adler, s.rawLength);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  const idat = Buffer.concat([ZLIB_HEADER, ...slices.map((s) => s.data), trailer]);
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/**
 * Encodes RGBA pixels (rows top to bottom) as an 8-bit RGBA PNG. A canvas's `data()` is
 * premultiplied; it is the same as straight RGBA where every pixel is opaque, which the
 * renderer guarantees by filling its background first.
 */
export function encodeRgbaPng(
  rgba: Uint8Array,
  width: number,
  height: number,
  opts: PngEncodeOptions = {},
): Buffer {
  return joinPng(width, height, [deflateRows(rgba, width, height, true, opts)]);
}

/** Palette size of an indexed PNG. */
export const MAX_PALETTE = 256;
/** Distinct colours counted at most; an image with more is written as RGBA. */
const MAX_DISTINCT = 8192;
const HASH_SIZE = 16384;
const hashKeys = new Int32Array(HASH_SIZE);
const hashSlot = new Int32Array(HASH_SIZE);
const nearestInCell = new Int16Array(1 << 15);
/**
 * Runs of one colour found by the first pass, row by row: where each ends in its row (the next
 * starts there) and its colour's slot; `rowRuns[y]` is row y's first run. A row the same as the one above has no runs
 * of its own (`rowRepeats[y]` is 1): the second pass copies the row above.
 */
let runEnds = new Int32Array(0);
let runSlots = new Uint16Array(0);
let rowRuns = new Int32Array(0);
let rowRepeats = new Uint8Array(0);
/** The last row of the band before, to compare the next band's first row with. */
let rowAbove = Buffer.alloc(0);
const SQRT2 = Math.sqrt(2);
const SQRT3 = Math.sqrt(3);
/** Each distinct colour's pixel (as a little-endian word) and its pixel count, by slot. */
const colorWords = new Int32Array(MAX_DISTINCT);
const counts = new Int32Array(MAX_DISTINCT);

/** Reads `rows` rows of opaque RGBA pixels starting at row `y` (4 bytes a pixel, rows top down). */
export type ReadRows = (y: number, rows: number) => Uint8Array;

/** Rows read at a time: about 240 KB for a 948 px wide picture, so each band stays in cache. */
export const BAND_ROWS = 64;

/**
 * The image as palette indexes (each row led by filter byte 0), or null when a pixel is not
 * opaque or the image has more than MAX_DISTINCT colours. An image with more than 256 colours
 * keeps its 256 most frequent ones (the flat fills and the common steps of text anti-aliasing:
 * over 95% of a diagram's pixels) and draws each rarer colour, an edge pixel of a glyph, with
 * the nearest of them. Opaque RGBA pixels are read as one 32-bit word each.
 */
export function toIndexed(
  rgba: Uint8Array,
  width: number,
  height: number,
): { rows: Buffer; palette: Buffer; exact: boolean } | null {
  checkSize(rgba, width, height);
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Uint8Array.from(rgba);
  return toIndexedRows(width, height, (y, rows) => aligned.subarray(y * width * 4, (y + rows) * width * 4));
}

/**
 * toIndexed for pixels read a band of rows at a time (`read`), so a canvas's pixels need never
 * be copied out whole. A diagram is mostly flat fills (about one run of one colour per nine
 * pixels), so the first pass looks each run's colour up once and keeps the runs, and the second
 * writes each run's index with a fill rather than pixel by pixel.
 */
export function toIndexedRows(
  width: number,
  height: number,
  read: ReadRows,
  bandRows = BAND_ROWS,
): { rows: Buffer; palette: Buffer; exact: boolean } | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`bad image size ${width}x${height}`);
  // Pass 1: the runs, the distinct colours and how many pixels each has. Two runs next to each
  // other differ in colour, so every run looks its colour up (the hash, written out inline). A
  // row the same as the one above (a diagram's blank rows and straight edges, a fifth to a third
  // of its rows) is found by one native comparison and counts its colours again from the runs of
  // the row it repeats, without looking any up.
  hashSlot.fill(-1);
  let distinct = 0;
  let runs = 0;
  const rowBytes = width * 4;
  if (rowRuns.length < height + 1) {
    rowRuns = new Int32Array(height + 1);
    rowRepeats = new Uint8Array(height);
  }
  if (rowAbove.length < rowBytes) rowAbove = Buffer.alloc(rowBytes);
  let source = 0;
  for (let y0 = 0; y0 < height; y0 += bandRows) {
    const bandHeight = Math.min(bandRows, height - y0);
    const bytes = read(y0, bandHeight);
    if (bytes.length < width * 4 * bandHeight) throw new RangeError("a band of pixels is too short");
    const band = bytes.byteOffset % 4 === 0 ? bytes : Uint8Array.from(bytes);
    const words = new Int32Array(band.buffer, band.byteOffset, width * bandHeight);
    // Rows are compared in place (Buffer's compare with offsets), not through a view per row.
    const bandBytes = Buffer.from(band.buffer, band.byteOffset, width * 4 * bandHeight);
    if (runs + width * bandHeight > runEnds.length) {
      // At most one run a pixel: room for this band's, so the loop below never checks.
      const grown = Math.max(4096, runs + width * bandHeight, runEnds.length * 2);
      const ends = new Int32Array(grown);
      ends.set(runEnds.subarray(0, runs));
      runEnds = ends;
      const slots = new Uint16Array(grown);
      slots.set(runSlots.subarray(0, runs));
      runSlots = slots;
    }
    for (let r = 0; r < bandHeight; r++) {
      const y = y0 + r;
      rowRuns[y] = runs;
      const start = r * rowBytes;
      const same =
        y > 0 &&
        (r > 0
          ? bandBytes.compare(bandBytes, start - rowBytes, start, start, start + rowBytes)
          : bandBytes.compare(rowAbove, 0, rowBytes, 0, rowBytes)) === 0;
      if (same) {
        rowRepeats[y] = 1;
        for (let k = rowRuns[source]!, end = rowRuns[source + 1]!, start = 0; k < end; k++) {
          counts[runSlots[k]!] = counts[runSlots[k]!]! + runEnds[k]! - start;
          start = runEnds[k]!;
        }
        continue;
      }
      rowRepeats[y] = 0;
      source = y;
      const m = (r + 1) * width;
      const rowStart = r * width;
      for (let i = rowStart; i < m;) {
        const w = words[i]!;
        let j = i + 1;
        while (j < m && words[j] === w) j++;
        // Little-endian words: the alpha byte is the top one.
        if ((w & 0xff000000) !== -0x1000000) return null;
        let h = (Math.imul(w, 0x9e3779b1) >>> 18) & (HASH_SIZE - 1);
        let slot = hashSlot[h]!;
        while (slot !== -1 && hashKeys[h] !== w) {
          h = (h + 1) & (HASH_SIZE - 1);
          slot = hashSlot[h]!;
        }
        if (slot === -1) {
          if (distinct === MAX_DISTINCT) return null;
          slot = distinct++;
          hashKeys[h] = w;
          hashSlot[h] = slot;
          colorWords[slot] = w;
          counts[slot] = 0;
        }
        counts[slot] = counts[slot]! + j - i;
        runEnds[runs] = j - rowStart;
        runSlots[runs] = slot;
        runs++;
        i = j;
      }
    }
    // The next band's first row is compared with a copy of this band's last.
    rowAbove.set(band.subarray((bandHeight - 1) * rowBytes, bandHeight * rowBytes));
  }
  rowRuns[height] = runs;
  const colors = colorWords.subarray(0, distinct);
  // The palette: every colour when they fit, else the most frequent (ties: the first seen);
  // and a nearest-colour map.
  const exact = colors.length <= MAX_PALETTE;
  const order = exact ? upTo(distinct) : byCount(distinct);
  const kept = order.slice(0, MAX_PALETTE);
  const indexOfSlot = new Uint8Array(colors.length);
  kept.forEach((slot, k) => (indexOfSlot[slot] = k));
  const keptR = new Int32Array(kept.length);
  const keptG = new Int32Array(kept.length);
  const keptB = new Int32Array(kept.length);
  kept.forEach((slot, k) => {
    const p = colors[slot]!;
    keptR[k] = p & 0xff;
    keptG[k] = (p >>> 8) & 0xff;
    keptB[k] = (p >>> 16) & 0xff;
  });
  // Rare colours come in anti-aliasing ramps: one search per 8x8x8 cell of colour space serves
  // every rare colour in that cell (they differ by at most 7 levels a channel). The distance
  // weighs the channels (3, 4, 2 times their squared differences); scaled so, it is a plain
  // distance, and its projection on the grey axis (`grey`) never exceeds it. The search walks the
  // kept colours in order of that projection, outwards from the rare colour's, and stops on a side
  // once the projection alone puts every further colour past the best so far: the same nearest
  // colour (and the same lowest index among equally near ones) as trying all of them.
  nearestInCell.fill(-1);
  const grey = (r: number, g: number, b: number): number => (SQRT3 * r + 2 * g + SQRT2 * b) / SQRT3;
  // Plain loops rather than the typed arrays' `from`, which steps an iterator per element.
  const n = kept.length;
  const byGrey = upTo(n);
  const greyOf = new Float64Array(n);
  for (let k = 0; k < n; k++) greyOf[k] = grey(keptR[k]!, keptG[k]!, keptB[k]!);
  byGrey.sort((a, b) => greyOf[a]! - greyOf[b]! || a - b);
  // The kept colours' projections and channels in that order, so the walk reads them one after the other.
  const greys = new Float64Array(n);
  const sortedR = new Int32Array(n);
  const sortedG = new Int32Array(n);
  const sortedB = new Int32Array(n);
  const sortedK = new Int32Array(n);
  for (let at = 0; at < n; at++) {
    const k = byGrey[at]!;
    greys[at] = greyOf[k]!;
    sortedR[at] = keptR[k]!;
    sortedG[at] = keptG[k]!;
    sortedB[at] = keptB[k]!;
    sortedK[at] = k;
  }
  for (let o = MAX_PALETTE; o < order.length; o++) {
    const slot = order[o]!;
    const w = colors[slot]!;
    const cell = ((w >>> 3) & 0x1f) | ((w >>> 6) & 0x3e0) | ((w >>> 9) & 0x7c00);
    const cached = nearestInCell[cell]!;
    if (cached >= 0) {
      indexOfSlot[slot] = cached;
      continue;
    }
    const r = w & 0xff;
    const g = (w >>> 8) & 0xff;
    const b = (w >>> 16) & 0xff;
    const p = grey(r, g, b);
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (greys[mid]! < p) lo = mid + 1;
      else hi = mid;
    }
    let best = 0;
    let bestD = Infinity;
    // Upwards from lo, then downwards from lo - 1. A side stops once the projection alone puts the
    // next colour past the best so far, with a margin for rounding: the bound may only ever stop
    // a side too late, never too early.
    for (let step = 1, from = lo; step >= -1; step -= 2, from = lo - 1) {
      for (let at = from; at >= 0 && at < n; at += step) {
        const dp = p - greys[at]!;
        if (dp * dp > bestD * (1 + 1e-9) + 1e-6) break;
        const dr = r - sortedR[at]!;
        const dg = g - sortedG[at]!;
        const db = b - sortedB[at]!;
        const d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        const k = sortedK[at]!;
        if (d < bestD || (d === bestD && k < best)) {
          bestD = d;
          best = k;
        }
      }
    }
    indexOfSlot[slot] = best;
    nearestInCell[cell] = best;
  }
  // Pass 2: the rows of indexes, run by run; a repeated row is a copy of the row above.
  const stride = width + 1;
  if (scratch.length < stride * height) scratch = Buffer.allocUnsafe(stride * height);
  const rows = scratch.subarray(0, stride * height);
  // A plain Uint8Array's fill is the engine's own, without Buffer.fill's argument checks.
  const out = new Uint8Array(rows.buffer, rows.byteOffset, rows.length);
  for (let y = 0; y < height; y++) {
    const at = y * stride + 1;
    out[at - 1] = 0;
    if (rowRepeats[y] === 1) {
      out.copyWithin(at, at - stride, at - 1);
      continue;
    }
    for (let r = rowRuns[y]!, end = rowRuns[y + 1]!, first = at; r < end; r++) {
      const index = indexOfSlot[runSlots[r]!]!;
      const last = at + runEnds[r]!;
      if (last - first > 16) out.fill(index, first, last);
      else for (let k = first; k < last; k++) out[k] = index;
      first = last;
    }
  }
  const palette = Buffer.alloc(kept.length * 3);
  kept.forEach((slot, k) => {
    const w = colors[slot]!;
    palette[k * 3] = w & 0xff;
    palette[k * 3 + 1] = (w >>> 8) & 0xff;
    palette[k * 3 + 2] = (w >>> 16) & 0xff;
  });
  return { rows, palette, exact };
}

/** 0, 1, ..., n - 1. */
function upTo(n: number): number[] {
  const out = new Array<number>(n);
  for (let k = 0; k < n; k++) out[k] = k;
  return out;
}

/** Counts below this are bucket-sorted; the few larger ones are compared. */
const SMALL_COUNT = 1024;
const countStarts = new Int32Array(SMALL_COUNT + 1);

/**
 * The slots 0..n-1 by count, most first, ties by slot: a counting sort for the many small counts
 * (the rare colours, most of them single pixels) and a compared sort for the large ones.
 */
function byCount(n: number): number[] {
  const large: number[] = [];
  countStarts.fill(0);
  for (let k = 0; k < n; k++) {
    const c = counts[k]!;
    if (c >= SMALL_COUNT) large.push(k);
    else countStarts[c]!++;
  }
  large.sort((a, b) => counts[b]! - counts[a]! || a - b);
  // Bucket c's first place among the small ones: the buckets run from the largest count down.
  let at = large.length;
  for (let c = SMALL_COUNT - 1; c >= 0; c--) {
    const size = countStarts[c]!;
    countStarts[c] = at;
    at += size;
  }
  const order = new Array<number>(n);
  for (let k = 0; k < large.length; k++) order[k] = large[k]!;
  for (let k = 0; k < n; k++) {
    const c = counts[k]!;
    if (c < SMALL_COUNT) order[countStarts[c]!++] = k;
  }
  return order;
}

/** Writes palette indexes (from toIndexed) as an 8-bit indexed-colour PNG. */
export function encodeIndexedPng(
  indexed: { rows: Uint8Array; palette: Uint8Array },
  width: number,
  height: number,
  opts: PngEncodeOptions = {},
): Buffer {
  return indexedPng(indexed.palette, width, height, deflateSync(indexed.rows, indexedDeflateOptions(opts)));
}

/** A diagram's indexes deflate to tens of KB: a 64 KB output chunk is one allocation, not 256 KB. */
function indexedDeflateOptions(opts: PngEncodeOptions): { level: number; chunkSize: number } {
  return { level: opts.level ?? 1, chunkSize: 64 * 1024 };
}

function indexedPng(palette: Uint8Array, width: number, height: number, idat: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // colour type: indexed
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", ihdr),
    chunk("PLTE", palette),
    chunk("IDAT", idat),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/**
 * The smallest fitting PNG of opaque RGBA pixels: indexed when the image has at most 256
 * colours (and `palette` is not false), else RGBA.
 */
export function encodePixels(
  rgba: Uint8Array,
  width: number,
  height: number,
  opts: PngEncodeOptions = {},
): Buffer {
  const indexed = opts.palette === false ? null : toIndexed(rgba, width, height);
  return indexed ? encodeIndexedPng(indexed, width, height, opts) : encodeRgbaPng(rgba, width, height, opts);
}

/** encodePixels for pixels read a band of rows at a time; an RGBA picture reads them all at once. */
export function encodeRows(
  width: number,
  height: number,
  read: ReadRows,
  opts: PngEncodeOptions = {},
): Buffer {
  const indexed = opts.palette === false ? null : toIndexedRows(width, height, read);
  return indexed
    ? encodeIndexedPng(indexed, width, height, opts)
    : encodeRgbaPng(read(0, height), width, height, opts);
}

/**
 * encodeRows with the deflate on libuv's thread pool: the palette pass runs now, on this thread,
 * and the promise settles once the indexes are deflated, so the caller can do other work (the
 * reply's edition comparison) meanwhile. The indexes sit in this thread's staging buffer, which
 * is lent to the deflate until it ends: an encode that starts meanwhile stages in another.
 */
export function encodeRowsAsync(
  width: number,
  height: number,
  read: ReadRows,
  opts: PngEncodeOptions = {},
): Promise<Buffer> {
  const indexed = opts.palette === false ? null : toIndexedRows(width, height, read);
  if (!indexed) return Promise.resolve(encodeRgbaPng(read(0, height), width, height, opts));
  const lent = scratch;
  scratch = Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    deflate(indexed.rows, indexedDeflateOptions(opts), (error, idat) => {
      if (lent.length > scratch.length) scratch = lent;
      if (error) reject(error);
      else resolve(indexedPng(indexed.palette, width, height, idat));
    });
  });
}
