/**
 * Chips repeat from column to column (an effect pending over several steps: example 4 shows 25
 * chips, 10 of them distinct). A chip shown more than once is drawn once on a sheet the thread
 * keeps, and copied from it to every place that shows it: drawing and rasterising a chip (its
 * text, edge pattern and status mark) costs more than copying its pixels.
 *
 * A copy is the chip's box and one pixel around it (a failed chip's wider outline reaches past
 * its box), drawn over the layer's fill, which is what surrounds every chip (layers pad their
 * chips and chips keep a gap). Copied at whole-pixel offsets, the pixels are those drawn in
 * place, within one level where anti-aliasing rounds differently.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { Chip, Part, TextRun } from "./layout.ts";
import { COLORS } from "./palette.ts";

/** Distinct chips a sheet holds at most (about 1 MB of pixels at the widest column). */
const MAX_SPRITES = 32;
const PAD = 1;

/** Everything a chip's pixels depend on, relative to its top left corner. */
function chipKey(chip: Chip): string {
  const rel = (r: TextRun) => `${r.x - chip.x},${r.y - chip.y},${r.font},${r.color},${r.text}`;
  const s = chip.strike;
  return [
    chip.w,
    chip.h,
    chip.player.strong,
    chip.player.tint,
    chip.player.pattern,
    chip.effect.status,
    rel(chip.letter),
    ...chip.label.map(rel),
    chip.mark.cx - chip.x,
    chip.mark.cy - chip.y,
    chip.mark.r,
    s ? `${s.x1 - chip.x},${s.x2 - chip.x},${s.y - chip.y}` : "",
  ].join("|");
}

export class ChipSheet {
  private canvas: Canvas | null = null;
  /** Each repeated chip's row on the sheet, for the part prepared last. */
  private readonly rowOf = new Map<Chip, number>();

  /** Draws the part's repeated chips on the sheet with `draw` (a chip's own drawing). */
  prepare(part: Part, draw: (ctx: SKRSContext2D, chip: Chip) => void): void {
    this.rowOf.clear();
    const byKey = new Map<string, Chip[]>();
    for (const strip of part.strips)
      for (const column of strip.columns)
        for (const layer of column.layers)
          for (const chip of layer.chips) {
            if (!Number.isInteger(chip.x) || !Number.isInteger(chip.y)) continue;
            const key = chipKey(chip);
            const same = byKey.get(key);
            if (same) same.push(chip);
            else byKey.set(key, [chip]);
          }
    const sprites: { chip: Chip; row: number }[] = [];
    let width = 0;
    let height = 0;
    for (const same of byKey.values()) {
      if (same.length < 2 || sprites.length === MAX_SPRITES) continue;
      const first = same[0]!;
      sprites.push({ chip: first, row: height });
      for (const chip of same) this.rowOf.set(chip, height);
      width = Math.max(width, first.w + 2 * PAD);
      height += first.h + 2 * PAD;
    }
    if (sprites.length === 0) return;
    const old = this.canvas;
    if (old === null || old.width < width || old.height < height)
      this.canvas = createCanvas(Math.max(width, old?.width ?? 0), Math.max(height, old?.height ?? 0));
    const ctx = this.canvas!.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = COLORS.layerFill;
    ctx.fillRect(0, 0, width, height);
    ctx.textBaseline = "middle";
    ctx.textAlign = "left";
    // Every sprite is drawn before any is copied: drawing on a sheet already copied from would
    // make the canvas copy the whole sheet first.
    for (const { chip, row } of sprites) {
      ctx.setTransform(1, 0, 0, 1, PAD - chip.x, row + PAD - chip.y);
      draw(ctx, chip);
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }

  /** Copies the chip from the sheet; false when it is not there (draw it in place). */
  copy(ctx: SKRSContext2D, chip: Chip): boolean {
    const row = this.rowOf.get(chip);
    if (row === undefined || this.canvas === null) return false;
    const w = chip.w + 2 * PAD;
    const h = chip.h + 2 * PAD;
    ctx.drawImage(this.canvas, 0, row, w, h, chip.x - PAD, chip.y - PAD, w, h);
    return true;
  }

  /** Forgets the prepared part (its chips are not kept alive). */
  clear(): void {
    this.rowOf.clear();
  }
}
