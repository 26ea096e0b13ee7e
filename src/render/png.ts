/**
 * The PNG view of a trace: a vertical timeline, one band per step, with the pending layers
 * after each step drawn as stacked boxes of effect chips (newest layer on top). Tall traces
 * come out as several images, each at most PNG_MAX_PART_HEIGHT pixels high.
 */

import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { EffectStatus, Trace } from "../engine/trace.ts";
import { font, registerFonts } from "./fonts.ts";
import { layoutTrace, type Band, type Chip, type LayerBox, type Part, type TextRun } from "./layout.ts";
import { COLORS, STATUS_COLORS, type PlayerStyle } from "./palette.ts";
import { deflateRows, joinPng, type DeflatedRows, type PngEncodeOptions } from "./png-encode.ts";

export interface PngOptions {
  title: string;
  /** The game's display name for the header, e.g. "Digimon Card Game". */
  game: string;
}

export interface SliceOptions extends PngEncodeOptions {
  /** Horizontal slices each part is painted and deflated in (1 by default); the pixels are the same. */
  slices?: number;
}

/** Renders the trace as one PNG per part (one part unless the timeline is taller than 4,000 px). */
export function renderPng(trace: Trace, opts: PngOptions, encode: SliceOptions = {}): Buffer[] {
  registerFonts();
  const slices = Math.max(1, Math.floor(encode.slices ?? 1));
  return layoutTrace(trace, opts).parts.map((part) => {
    const count = sliceCuts(part, slices).length;
    const rows = Array.from({ length: count }, (_, k) => encodePartSlice(part, k, slices, encode));
    return joinPng(part.width, part.height, rows);
  });
}

const SLICE_MARGIN = 64;

/**
 * The rows of slice `k` of `count`: about equal shares of the part's height, cut where a band
 * starts so that nothing drawn crosses a cut (Skia anti-aliases a shape cut by the canvas edge a
 * little differently, and the slices must give the same pixels as one canvas).
 */
export function sliceRows(part: Part, k: number, count: number): { top: number; rows: number } {
  const cuts = sliceCuts(part, count);
  const top = cuts[k] ?? part.height;
  return { top, rows: (cuts[k + 1] ?? part.height) - top };
}

/** Where each slice starts (the first at 0), as many as `count` and at most one per band. */
export function sliceCuts(part: Part, count: number): number[] {
  const starts = part.bands.map((b) => Math.round(b.y)).filter((y) => y > 0 && y < part.height);
  const cuts = [0];
  for (let k = 1; k < count; k++) {
    const ideal = (k * part.height) / count;
    const nearest = starts
      .filter((y) => y > cuts[cuts.length - 1]!)
      .reduce<number | null>(
        (best, y) => (best === null || Math.abs(y - ideal) < Math.abs(best - ideal) ? y : best),
        null,
      );
    if (nearest !== null) cuts.push(nearest);
  }
  return cuts;
}

/** Paints and deflates one horizontal slice of a part (a thread of the PNG pool does one each). */
export function encodePartSlice(
  part: Part,
  k: number,
  count: number,
  encode: PngEncodeOptions = {},
): DeflatedRows {
  const cuts = sliceCuts(part, count);
  const { top, rows } = sliceRows(part, k, count);
  const canvas = paintPart(part, top, rows);
  return deflateRows(canvas.data(), canvas.width, rows, k === cuts.length - 1, encode);
}

/**
 * Draws one part on a new canvas (exposed for benchmarks and tests); `top` and `rows` draw only
 * that band of the part's rows.
 */
export function paintPart(part: Part, top = 0, rows = part.height): Canvas {
  registerFonts();
  const canvas = createCanvas(part.width, rows);
  const ctx = canvas.getContext("2d");
  ctx.translate(0, -top);
  ctx.fillStyle = COLORS.background;
  ctx.fillRect(0, 0, part.width, part.height);
  ctx.textBaseline = "middle";

  for (const run of part.header) text(ctx, run);
  for (const item of part.legend) {
    drawMark(ctx, item.x, item.y, 7, item.status);
    text(ctx, item.text);
  }
  ctx.fillStyle = COLORS.rule;
  ctx.fillRect(0, part.headerHeight - 1, part.width, 1);

  for (const band of part.bands) {
    // Bands far from the slice are skipped; the margin keeps anything drawn just past a band's edge.
    if (band.y + band.h + SLICE_MARGIN < top || band.y - SLICE_MARGIN > top + rows) continue;
    ctx.save();
    ctx.translate(0, band.y);
    drawBand(ctx, band, part.width);
    ctx.restore();
  }
  return canvas;
}

function text(ctx: SKRSContext2D, run: TextRun): void {
  ctx.font = run.font;
  ctx.fillStyle = run.color;
  ctx.fillText(run.text, run.x, run.y);
}

function drawBand(ctx: SKRSContext2D, band: Band, width: number): void {
  if (band.shaded) {
    ctx.fillStyle = COLORS.bandAlt;
    ctx.fillRect(0, 0, width, band.h);
  }
  ctx.fillStyle = COLORS.rule;
  ctx.fillRect(0, band.h - 1, width, 1);

  // Step number.
  const c = band.circle;
  ctx.fillStyle = c.color;
  ctx.beginPath();
  ctx.arc(c.cx, c.cy, c.r, 0, Math.PI * 2);
  ctx.fill();
  const size = c.text.length <= 2 ? 14 : c.text.length === 3 ? 12 : 10;
  ctx.font = font(size, "bold");
  ctx.fillStyle = COLORS.white;
  ctx.textAlign = "center";
  ctx.fillText(c.text.length > 5 ? "…" : c.text, c.cx, c.cy + 0.5);
  ctx.textAlign = "left";

  // Kind label.
  const p = band.pill;
  ctx.fillStyle = p.color;
  ctx.beginPath();
  ctx.roundRect(p.x, p.y, p.w, p.h, p.h / 2);
  ctx.fill();
  ctx.font = p.font;
  ctx.fillStyle = COLORS.white;
  ctx.fillText(p.text, p.x + 8, p.y + p.h / 2 + 0.5);

  for (const run of band.runs) text(ctx, run);
  for (const layer of band.layers) drawLayer(ctx, layer);
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
    ctx.font = font(12);
    ctx.fillStyle = COLORS.muted;
    ctx.fillText("Empty", layer.x + 10, layer.y + layer.h / 2 + 0.5);
  }
  for (const chip of layer.chips) drawChip(ctx, chip);
}

function drawChip(ctx: SKRSContext2D, chip: Chip): void {
  const failed = chip.effect.status === "failed";
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(chip.x, chip.y, chip.w, chip.h, 4);
  ctx.fillStyle = chip.player.tint;
  ctx.fill();
  ctx.clip();
  drawEdge(ctx, chip.edge, chip.player);
  ctx.restore();

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

/** The chip's left edge: solid, striped, dotted or checkered, so players differ without colour. */
function drawEdge(
  ctx: SKRSContext2D,
  edge: { x: number; y: number; w: number; h: number },
  player: PlayerStyle,
): void {
  const { x, y, w, h } = edge;
  ctx.fillStyle = player.strong;
  ctx.fillRect(x, y, w, h);
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.fillStyle = COLORS.white;
  ctx.strokeStyle = COLORS.white;
  switch (player.pattern) {
    case "solid":
      break;
    case "striped":
      ctx.lineWidth = 2;
      ctx.beginPath();
      for (let k = -h; k < w + h; k += 6) {
        ctx.moveTo(x + k, y + h);
        ctx.lineTo(x + k + h, y);
      }
      ctx.stroke();
      break;
    case "dotted":
      for (let yy = y + 2; yy < y + h; yy += 5) ctx.fillRect(x + 3, yy, 2, 2);
      break;
    case "checkered":
      for (let yy = y, row = 0; yy < y + h; yy += 4, row++)
        ctx.fillRect(x + (row % 2 === 0 ? 0 : 4), yy, 4, 4);
      break;
  }
  ctx.restore();
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
