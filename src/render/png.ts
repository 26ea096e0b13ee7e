/**
 * The PNG view of a trace: the pending layers as a diagram (see layout.ts), one PNG per part.
 * Pictures are encoded with a palette when they have few colours (png-encode.ts), and kept in a
 * small cache keyed by the trace, so the same resolution asked again is not drawn again.
 */

import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { EffectStatus, Trace } from "../engine/trace.ts";
import { ChipSheet } from "./chip-sheet.ts";
import type { FinalPanel } from "./final-panel.ts";
import { font, registerFonts } from "./fonts.ts";
import { layoutTrace, type Chip, type Column, type LayerBox, type Part, type TextRun } from "./layout.ts";
import { COLORS, STATUS_COLORS, type PlayerStyle } from "./palette.ts";
import { encodeRows, encodeRowsAsync, type PngEncodeOptions } from "./png-encode.ts";
import type { PngWords } from "./png-words.ts";
import { PictureCache } from "./picture-cache.ts";

export interface PngOptions {
  title: string;
  /** The game's display name for the header, e.g. "Digimon Card Game" ("" for the words' own). */
  game: string;
  /** The words drawn, in the reply's language (English by default). */
  words?: PngWords;
}

export interface RenderOptions extends PngEncodeOptions {
  /** Skip the picture cache (benchmarks measure first renders). */
  noCache?: boolean;
}

/** Per thread: 64 pictures, at most 8 MB of them. */
const cache = new PictureCache(64, 8 * 1024 * 1024);

/** Renders the trace as one PNG per part (several when the resolution is long). */
export function renderPng(trace: Trace, opts: PngOptions, encode: RenderOptions = {}): Buffer[] {
  const language = opts.words?.language ?? "en";
  const key = encode.noCache ? null : PictureCache.key(trace, opts.title, opts.game, language, encode);
  const hit = key !== null ? cache.get(key) : undefined;
  if (hit) return hit;
  registerFonts();
  const pngs = layoutTrace(trace, opts).parts.map((part) => {
    const ctx = paintShared(part);
    return encodeRows(part.width, part.height, (y, rows) => readRows(ctx, part.width, y, rows), encode);
  });
  if (key !== null) cache.set(key, pngs);
  return pngs;
}

/**
 * renderPng with the deflating on libuv's thread pool: everything else (layout, drawing, the
 * palette) is done when this returns, so work done before awaiting the promise runs while the
 * pictures are deflated.
 */
export function renderPngAsync(
  trace: Trace,
  opts: PngOptions,
  encode: RenderOptions = {},
): Promise<Buffer[]> {
  const language = opts.words?.language ?? "en";
  const key = encode.noCache ? null : PictureCache.key(trace, opts.title, opts.game, language, encode);
  const hit = key !== null ? cache.get(key) : undefined;
  if (hit) return Promise.resolve(hit);
  registerFonts();
  const parts = layoutTrace(trace, opts).parts.map((part) => {
    const ctx = paintShared(part);
    const png = encodeRowsAsync(
      part.width,
      part.height,
      (y, rows) => readRows(ctx, part.width, y, rows),
      encode,
    );
    // Should a later part throw while this one deflates, nobody awaits this one: no unhandled rejection.
    png.catch(() => {});
    return png;
  });
  return Promise.all(parts).then((pngs) => {
    if (key !== null) cache.set(key, pngs);
    return pngs;
  });
}

/** Pictures in the cache and how often it answered (for /health and the benchmarks). */
export function pictureCacheStats(): { entries: number; hits: number; misses: number; bytes: number } {
  return cache.stats();
}

/**
 * One canvas per thread, grown to the largest part drawn so far: a new canvas for every picture
 * leaves its pixel memory to the garbage collector's finalizers, which let a burst of pictures
 * hold hundreds of megabytes.
 */
let shared: Canvas | null = null;

/** Paints one part on the thread's canvas, at its top left. */
function paintShared(part: Part): SKRSContext2D {
  registerFonts();
  if (shared === null || shared.width < part.width || shared.height < part.height)
    shared = createCanvas(
      Math.max(part.width, shared?.width ?? 0),
      Math.max(part.height, shared?.height ?? 0),
    );
  const ctx = shared.getContext("2d");
  // Clearing the whole canvas first lets the canvas library drop what it recorded for the last
  // picture; painted over without it, the first read of the new picture's pixels allocates and
  // fills a fresh full-size pixel buffer (one 2.7 MB allocation a picture at 948x738, which left
  // the C allocator's heap fragmented after a load).
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, shared.width, shared.height);
  paintOn(ctx, part);
  return ctx;
}

/**
 * Rows of the canvas's pixels (opaque RGBA, rows top down). The encoder reads a band of rows at
 * a time: reading a whole picture at once costs many times more (measured 5 ms against 0.3 ms
 * for 948x642 on the project's machine), as each read is a fresh buffer of the whole size.
 */
function readRows(ctx: SKRSContext2D, width: number, y: number, rows: number): Uint8Array {
  const pixels = ctx.getImageData(0, y, width, rows).data;
  return new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
}

/**
 * Draws one part on a new canvas of its size (benchmarks and tests). `reuseChips: false` draws
 * every chip in place rather than copying repeated ones from the sheet (chip-sheet.ts).
 */
export function paintPart(part: Part, opts: { reuseChips?: boolean } = {}): Canvas {
  registerFonts();
  const canvas = createCanvas(part.width, part.height);
  paintOn(canvas.getContext("2d"), part, opts.reuseChips ?? true);
  return canvas;
}

/** Per thread: the repeated chips of the part being drawn. */
const chipSheet = new ChipSheet();

function paintOn(ctx: SKRSContext2D, part: Part, reuseChips = true): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = COLORS.background;
  ctx.fillRect(0, 0, part.width, part.height);
  ctx.textBaseline = "middle";
  ctx.textAlign = "left";

  for (const run of part.header) text(ctx, run);
  for (const item of part.legend) {
    if (item.status) drawMark(ctx, item.x, item.y, 8, item.status);
    if (item.player) drawEdge(ctx, { x: item.x - 6, y: item.y - 8, w: 12, h: 16 }, item.player);
    text(ctx, item.text);
  }
  ctx.fillStyle = COLORS.rule;
  if (part.legend.length > 0) ctx.fillRect(0, part.headerHeight - 6, part.width, 1);

  if (reuseChips) chipSheet.prepare(part, drawChipInPlace);
  for (const strip of part.strips) for (const column of strip.columns) drawColumn(ctx, column);
  chipSheet.clear();
  if (part.final !== null) drawFinalPanel(ctx, part.final);
}

/** The final state under the last strip: a rule above it, then one column per player. */
function drawFinalPanel(ctx: SKRSContext2D, panel: FinalPanel): void {
  ctx.fillStyle = COLORS.rule;
  ctx.fillRect(panel.x, panel.y, panel.w, 1);
  text(ctx, panel.title);
  for (const p of panel.players) {
    ctx.fillStyle = COLORS.bandAlt;
    ctx.beginPath();
    ctx.roundRect(p.x, p.y, p.w, p.h, 6);
    ctx.fill();
    drawEdge(ctx, p.edge, p.player, 6);
    for (const run of p.runs) text(ctx, run);
  }
}

function text(ctx: SKRSContext2D, run: TextRun): void {
  ctx.font = run.font;
  ctx.fillStyle = run.color;
  ctx.fillText(run.text, run.x, run.y);
}

function drawColumn(ctx: SKRSContext2D, column: Column): void {
  ctx.fillStyle = COLORS.bandAlt;
  ctx.beginPath();
  ctx.roundRect(column.x, column.y, column.w, column.h, 6);
  ctx.fill();

  const c = column.circle;
  ctx.fillStyle = c.color;
  ctx.beginPath();
  ctx.arc(c.cx, c.cy, c.r, 0, Math.PI * 2);
  ctx.fill();
  const size = c.text.length <= 2 ? 15 : c.text.length === 3 ? 12 : 10;
  ctx.font = font(size, "bold");
  ctx.fillStyle = COLORS.white;
  ctx.textAlign = "center";
  ctx.fillText(c.text.length > 5 ? "…" : c.text, c.cx, c.cy + 0.5);
  ctx.textAlign = "left";

  for (const run of column.label) text(ctx, run);
  for (const run of column.notes) text(ctx, run);
  for (const layer of column.layers) drawLayer(ctx, layer);
}

function drawLayer(ctx: SKRSContext2D, layer: LayerBox): void {
  ctx.beginPath();
  ctx.roundRect(layer.x + 0.5, layer.y + 0.5, layer.w - 1, layer.h - 1, 5);
  ctx.fillStyle = COLORS.layerFill;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLORS.layerBorder;
  if (layer.chips.length === 0) ctx.setLineDash([4, 3]);
  ctx.stroke();
  ctx.setLineDash([]);
  if (layer.chips.length === 0) {
    ctx.font = font(14);
    ctx.fillStyle = COLORS.muted;
    ctx.fillText("empty layer", layer.x + 10, layer.y + layer.h / 2 + 0.5);
  }
  for (const chip of layer.chips) drawChip(ctx, chip);
}

function drawChip(ctx: SKRSContext2D, chip: Chip): void {
  if (!chipSheet.copy(ctx, chip)) drawChipInPlace(ctx, chip);
}

function drawChipInPlace(ctx: SKRSContext2D, chip: Chip): void {
  const failed = chip.effect.status === "failed";
  ctx.beginPath();
  ctx.roundRect(chip.x, chip.y, chip.w, chip.h, 4);
  ctx.fillStyle = chip.player.tint;
  ctx.fill();
  drawEdge(ctx, chip.edge, chip.player, 4);

  ctx.beginPath();
  ctx.roundRect(chip.x + 0.5, chip.y + 0.5, chip.w - 1, chip.h - 1, 4);
  ctx.lineWidth = failed ? 1.5 : 1;
  ctx.strokeStyle = failed ? STATUS_COLORS.failed : chip.player.strong;
  ctx.stroke();

  text(ctx, chip.letter);
  for (const run of chip.label) text(ctx, run);
  if (chip.strike !== null) {
    ctx.fillStyle = STATUS_COLORS.failed;
    ctx.fillRect(chip.strike.x1, Math.round(chip.strike.y) - 1, chip.strike.x2 - chip.strike.x1, 2);
  }
  drawMark(ctx, chip.mark.cx, chip.mark.cy, chip.mark.r, chip.mark.status);
}

/**
 * The chip's left edge: solid, striped, dotted or checkered, so players differ without colour.
 * `round` rounds its left corners as the box it edges (a path rather than a clip to the box's
 * rounded outline: an anti-aliased clip costs the rasteriser more than the whole edge).
 */
function drawEdge(
  ctx: SKRSContext2D,
  edge: { x: number; y: number; w: number; h: number },
  player: PlayerStyle,
  round = 0,
): void {
  const { x, y, w, h } = edge;
  ctx.fillStyle = player.strong;
  if (round > 0) {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, [round, 0, 0, round]);
    ctx.fill();
  } else ctx.fillRect(x, y, w, h);
  ctx.fillStyle = COLORS.white;
  // Only the stripes need a clip to the edge; the dots and squares are cut to it as drawn.
  const square = (sx: number, sy: number, side: number) => {
    const cw = Math.min(side, x + w - sx);
    const ch = Math.min(side, y + h - sy);
    if (cw > 0 && ch > 0) ctx.fillRect(sx, sy, cw, ch);
  };
  switch (player.pattern) {
    case "solid":
      break;
    case "striped":
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y, w, h);
      ctx.clip();
      ctx.strokeStyle = COLORS.white;
      ctx.lineWidth = 2;
      ctx.beginPath();
      for (let k = -h; k < w + h; k += 6) {
        ctx.moveTo(x + k, y + h);
        ctx.lineTo(x + k + h, y);
      }
      ctx.stroke();
      ctx.restore();
      break;
    case "dotted":
      for (let yy = y + 2; yy < y + h; yy += 5) square(x + 3, yy, 2);
      break;
    case "checkered":
      for (let yy = y, row = 0; yy < y + h; yy += 4, row++) square(x + (row % 2 === 0 ? 0 : 4), yy, 4);
      break;
  }
}

/**
 * The status mark: a hollow ring with an hourglass while pending; a filled circle in the status
 * colour with a white sign otherwise (play, check, cross).
 */
function drawMark(ctx: SKRSContext2D, cx: number, cy: number, r: number, status: EffectStatus): void {
  const color = STATUS_COLORS[status] ?? COLORS.muted;
  const s = r * 0.5;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  ctx.arc(cx, cy, status === "pending" ? r - 0.75 : r, 0, Math.PI * 2);
  if (status === "pending") {
    ctx.fillStyle = COLORS.white;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = color;
    ctx.stroke();
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(cx - s, cy - s);
    ctx.lineTo(cx + s, cy - s);
    ctx.lineTo(cx, cy);
    ctx.lineTo(cx + s, cy + s);
    ctx.lineTo(cx - s, cy + s);
    ctx.lineTo(cx, cy);
    ctx.closePath();
    ctx.fill();
    ctx.lineCap = "butt";
    return;
  }
  ctx.fillStyle = color;
  ctx.fill();
  ctx.fillStyle = COLORS.white;
  ctx.strokeStyle = COLORS.white;
  ctx.lineWidth = Math.max(1.5, r / 4);
  ctx.beginPath();
  switch (status) {
    case "activating":
      ctx.moveTo(cx - s * 0.7, cy - s);
      ctx.lineTo(cx + s, cy);
      ctx.lineTo(cx - s * 0.7, cy + s);
      ctx.closePath();
      ctx.fill();
      break;
    case "activated":
      ctx.moveTo(cx - s, cy + s * 0.05);
      ctx.lineTo(cx - s * 0.25, cy + s * 0.75);
      ctx.lineTo(cx + s, cy - s * 0.65);
      ctx.stroke();
      break;
    case "failed":
      ctx.moveTo(cx - s, cy - s);
      ctx.lineTo(cx + s, cy + s);
      ctx.moveTo(cx + s, cy - s);
      ctx.lineTo(cx - s, cy + s);
      ctx.stroke();
      break;
  }
  ctx.lineCap = "butt";
}
