/**
 * Geometry of the PNG view, computed before anything is drawn: one band per step (number,
 * kind, card, wrapped text on the left; the pending layers after the step on the right,
 * newest on top), packed into parts of at most PNG_MAX_PART_HEIGHT pixels.
 *
 * Coordinates inside a band are relative to the band's top (`band.y` within its part); the
 * painter translates to it. Tests use the same geometry to find chips and marks.
 */

import type { EffectStatus, EffectView, Trace, TraceStep } from "../engine/trace.ts";
import { verdictShort } from "../engine/verdict.ts";
import { font } from "./fonts.ts";
import { cardLabel, cardNames, editionLabel, gameLabel, kindLabel, statusMark } from "./labels.ts";
import { PNG_MAX_PART_HEIGHT, PNG_MAX_WIDTH } from "./limits.ts";
import { ellipsize, measure, wrap } from "./measure.ts";
import { COLORS, KIND_COLORS, STATUS_COLORS, playerStyle, type PlayerStyle } from "./palette.ts";

export const PNG_WIDTH = Math.min(880, PNG_MAX_WIDTH);

const MARGIN = 16;
const TEXT_X = 56;
const RIGHT_X = 578;
const RIGHT_W = PNG_WIDTH - RIGHT_X - MARGIN;
const TEXT_W = RIGHT_X - 18 - TEXT_X;
const BAND_PAD = 9;
const BOTTOM_PAD = 8;
const FIRST_HEADER_H = 92;
const LATER_HEADER_H = 60;

const BODY = 14;
const BODY_LH = 20;
const SMALL = 13;
const SMALL_LH = 17;
const PILL_H = 20;
const CHIP_H = 24;
const CHIP_GAP = 4;
const LAYER_PAD = 4;
const LAYER_GAP = 6;
const EDGE_W = 8;
const MARK_R = 8;
const CIRCLE_R = 14;

/** The tallest a band may be so that it fits in a part under the larger header. */
export const MAX_BAND_H = PNG_MAX_PART_HEIGHT - FIRST_HEADER_H - BOTTOM_PAD;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextRun {
  x: number;
  /** Vertical middle of the line. */
  y: number;
  text: string;
  font: string;
  color: string;
}

export interface Chip extends Rect {
  effect: EffectView;
  player: PlayerStyle;
  /** The patterned left edge that tells players apart without colour. */
  edge: Rect;
  /** The round status mark at the chip's right end. */
  mark: { cx: number; cy: number; r: number; status: EffectStatus; color: string };
  letter: TextRun;
  label: TextRun[];
  /** Failed effects: a line through the code and name. */
  strike: { x1: number; x2: number; y: number } | null;
}

export interface LayerBox extends Rect {
  chips: Chip[];
  /** Effects of this layer left out for lack of room. */
  hidden: number;
}

export interface Band {
  step: TraceStep;
  /** Top of the band within its part. */
  y: number;
  h: number;
  shaded: boolean;
  circle: { cx: number; cy: number; r: number; text: string; color: string };
  pill: Rect & { text: string; color: string; font: string };
  runs: TextRun[];
  layers: LayerBox[];
  /** Layers left out for lack of room. */
  hiddenLayers: number;
}

export interface LegendItem {
  x: number;
  y: number;
  status: EffectStatus;
  text: TextRun;
}

export interface Part {
  index: number;
  count: number;
  width: number;
  height: number;
  headerHeight: number;
  header: TextRun[];
  legend: LegendItem[];
  bands: Band[];
}

export interface PngLayout {
  width: number;
  parts: Part[];
}

export interface LayoutOptions {
  title: string;
  game: string;
}

/** Player ids in sorted order give each player its style: A first (blue, solid), B second (orange, striped). */
function playerIndex(trace: Trace): Map<string, number> {
  const ids = new Set<string>();
  for (const step of trace.steps) {
    if (step.player !== null) ids.add(step.player);
    for (const layer of step.layers) for (const e of layer) ids.add(e.player);
  }
  for (const id of Object.keys(trace.final.areas)) ids.add(id);
  return new Map([...ids].sort().map((id, i) => [id, i]));
}

export function layoutTrace(trace: Trace, opts: LayoutOptions): PngLayout {
  const names = cardNames(trace);
  const players = playerIndex(trace);
  const styleOf = (id: string): PlayerStyle => playerStyle(players.get(id) ?? 0);

  const bands = trace.steps.map((step, i) => layoutBand(step, i % 2 === 1, names, styleOf));

  // Pack bands into parts under the height limit.
  const groups: Band[][] = [];
  let current: Band[] = [];
  let y = FIRST_HEADER_H;
  for (const band of bands) {
    if (current.length > 0 && y + band.h + BOTTOM_PAD > PNG_MAX_PART_HEIGHT) {
      groups.push(current);
      current = [];
      y = LATER_HEADER_H;
    }
    band.y = y;
    y += band.h;
    current.push(band);
  }
  groups.push(current);

  const count = groups.length;
  const parts = groups.map((group, index): Part => {
    const headerHeight = index === 0 ? FIRST_HEADER_H : LATER_HEADER_H;
    const last = group[group.length - 1];
    const height = (last !== undefined ? last.y + last.h : headerHeight + BAND_PAD) + BOTTOM_PAD;
    return {
      index,
      count,
      width: PNG_WIDTH,
      height,
      headerHeight,
      header: headerRuns(trace, opts, index, count),
      legend: index === 0 ? legend() : [],
      bands: group,
    };
  });
  return { width: PNG_WIDTH, parts };
}

function headerRuns(trace: Trace, opts: LayoutOptions, index: number, count: number): TextRun[] {
  const title = opts.title.trim() === "" ? "Ruling" : opts.title.trim();
  const partText = count > 1 ? `part ${index + 1} of ${count}` : "";
  const width = PNG_WIDTH - 2 * MARGIN;
  if (index > 0) {
    const f = font(BODY, "bold");
    const suffix = ` — ${partText}`;
    return [
      {
        x: MARGIN,
        y: 22,
        text: ellipsize(title, f, width - measure(suffix, f)) + suffix,
        font: f,
        color: COLORS.text,
      },
      {
        x: MARGIN,
        y: 44,
        text: "Pending effects after each step are on the right, newest layer on top.",
        font: font(12),
        color: COLORS.muted,
      },
    ];
  }
  const game = gameLabel(opts.game.trim() !== "" ? opts.game.trim() : trace.game);
  const subtitle = [game, `Edition: ${editionLabel(trace.edition, trace.editionTitle)}`, partText]
    .filter((s) => s !== "")
    .join(" · ");
  return [
    {
      x: MARGIN,
      y: 24,
      text: ellipsize(title, font(20, "bold"), width),
      font: font(20, "bold"),
      color: COLORS.text,
    },
    {
      x: MARGIN,
      y: 50,
      text: ellipsize(subtitle, font(SMALL), width),
      font: font(SMALL),
      color: COLORS.muted,
    },
    verdictRun(trace, width - legendWidth() - 16) ?? {
      x: MARGIN,
      y: 76,
      text: "Right: pending effects after the step, newest layer on top.",
      font: font(12),
      color: COLORS.muted,
    },
  ];
}

/** The verdict on the header's last row, left of the legend (the ruling's first words). */
function verdictRun(trace: Trace, width: number): TextRun | null {
  const v = trace.verdict;
  if (!v) return null;
  const f = font(12, "bold");
  return {
    x: MARGIN,
    y: 76,
    text: ellipsize(verdictShort(v), f, width),
    font: f,
    color: v.complete ? COLORS.complete : COLORS.incomplete,
  };
}

const LEGEND_STATUSES: EffectStatus[] = ["pending", "activating", "activated", "failed"];

function legendWidth(): number {
  const f = font(12);
  return LEGEND_STATUSES.reduce((w, st) => w + 2 * MARK_R + 4 + measure(statusMark(st).word, f), 0) + 12 * 3;
}

/** The status legend, right-aligned on the header's last row. */
function legend(): LegendItem[] {
  const statuses = LEGEND_STATUSES;
  const f = font(12);
  const gap = 12;
  const widths = statuses.map((st) => 2 * MARK_R + 4 + measure(statusMark(st).word, f));
  let x = PNG_WIDTH - MARGIN - widths.reduce((a, b) => a + b, 0) - gap * (statuses.length - 1);
  return statuses.map((status, i) => {
    const item = {
      x: x + MARK_R,
      y: 76,
      status,
      text: { x: x + 2 * MARK_R + 4, y: 76, text: statusMark(status).word, font: f, color: COLORS.muted },
    };
    x += widths[i]! + gap;
    return item;
  });
}

interface Line {
  runs: Omit<TextRun, "y">[];
  lh: number;
}

function layoutBand(
  step: TraceStep,
  shaded: boolean,
  names: ReadonlyMap<string, string>,
  styleOf: (id: string) => PlayerStyle,
): Band {
  const kind = kindLabel(step.kind);
  const kindColor = KIND_COLORS[step.kind] ?? COLORS.muted;
  const pillFont = font(12, "bold");
  const pillText = kind.label;
  const pill = {
    x: TEXT_X,
    y: BAND_PAD,
    w: Math.ceil(measure(pillText, pillFont)) + 16,
    h: PILL_H,
    text: pillText,
    color: kindColor,
    font: pillFont,
  };

  const lines: Line[] = [];
  const small = font(SMALL);
  const body = font(BODY);
  if (step.rule !== null && step.rule.trim() !== "") {
    // Beside the pill, on the first row.
    const ruleX = pill.x + pill.w + 8;
    lines.push({
      runs: [
        {
          x: ruleX,
          text: ellipsize(`rule ${step.rule.trim()}`, small, TEXT_W - (ruleX - TEXT_X)),
          font: small,
          color: COLORS.muted,
        },
      ],
      lh: 0,
    });
  }
  if (step.card !== null && step.card !== "") {
    const bold = font(BODY, "bold");
    const runs: Line["runs"] = [];
    let x = TEXT_X;
    if (step.player !== null) {
      const letter = `${step.player} · `;
      runs.push({ x, text: letter, font: bold, color: styleOf(step.player).strong });
      x += measure(letter, bold);
    }
    runs.push({
      x,
      text: ellipsize(cardLabel(step.card, names), bold, TEXT_W - (x - TEXT_X)),
      font: bold,
      color: COLORS.text,
    });
    lines.push({ runs, lh: BODY_LH });
  } else if (step.player !== null) {
    lines.push({
      runs: [
        {
          x: TEXT_X,
          text: `Player ${step.player}`,
          font: font(BODY, "bold"),
          color: styleOf(step.player).strong,
        },
      ],
      lh: BODY_LH,
    });
  }
  for (const l of wrap(step.text, body, TEXT_W))
    lines.push({ runs: [{ x: TEXT_X, text: l, font: body, color: COLORS.text }], lh: BODY_LH });
  if (step.why !== undefined && step.why.trim() !== "") {
    for (const l of wrap(`Why: ${step.why.trim()}`, small, TEXT_W)) {
      lines.push({ runs: [{ x: TEXT_X, text: l, font: small, color: COLORS.muted }], lh: SMALL_LH });
    }
  }
  for (const choice of step.choices ?? []) {
    const picked =
      choice.picked.length > 0 ? choice.picked.map((p) => cardLabel(p, names)).join(", ") : "nothing";
    const by = choice.by === "script" ? "scripted" : choice.by === "default" ? "default" : "asked";
    const prompt = choice.prompt.trim() !== "" ? ` — ${choice.prompt.trim()}` : "";
    for (const l of wrap(`Choice: ${choice.player} picked ${picked} (${by})${prompt}`, small, TEXT_W - 12)) {
      lines.push({ runs: [{ x: TEXT_X + 12, text: l, font: small, color: COLORS.text }], lh: SMALL_LH });
    }
  }
  for (const change of step.changes ?? []) {
    wrap(change, small, TEXT_W - 12).forEach((l, i) => {
      const runs: Line["runs"] = [{ x: TEXT_X + 12, text: l, font: small, color: COLORS.text }];
      if (i === 0) runs.push({ x: TEXT_X + 2, text: "–", font: small, color: COLORS.muted });
      lines.push({ runs, lh: SMALL_LH });
    });
  }

  // Place the lines under the pill row, dropping the tail when the band would be too tall.
  const maxBottom = MAX_BAND_H - BAND_PAD;
  const runs: TextRun[] = [];
  let y = BAND_PAD + PILL_H + 4;
  const pillMid = BAND_PAD + PILL_H / 2;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.lh === 0) {
      for (const r of line.runs) runs.push({ ...r, y: pillMid });
      continue;
    }
    const isLast = i === lines.length - 1;
    if (y + line.lh + (isLast ? 0 : SMALL_LH) > maxBottom) {
      const rest = lines.slice(i).filter((l) => l.lh > 0).length;
      runs.push({
        x: TEXT_X,
        y: y + SMALL_LH / 2,
        text: `… ${rest} more lines`,
        font: small,
        color: COLORS.muted,
      });
      y += SMALL_LH;
      break;
    }
    for (const r of line.runs) runs.push({ ...r, y: y + line.lh / 2 });
    y += line.lh;
  }
  const leftBottom = y;

  // Pending layers, newest on top.
  const layers: LayerBox[] = [];
  let ry = BAND_PAD;
  let rightBottom = BAND_PAD;
  let hiddenLayers = 0;
  const note = (text: string): void => {
    runs.push({ x: RIGHT_X, y: ry + SMALL_LH / 2, text, font: small, color: COLORS.muted });
    ry += SMALL_LH;
    rightBottom = ry;
  };
  if (step.layers.length === 0) note("No pending effects");
  for (let i = 0; i < step.layers.length; i++) {
    const effects = step.layers[i]!;
    // Keep room for two note lines under the last box shown.
    const room = maxBottom - ry - 2 * SMALL_LH;
    const fit = Math.floor((room - 2 * LAYER_PAD + CHIP_GAP) / (CHIP_H + CHIP_GAP));
    if (effects.length === 0 ? room < CHIP_H : fit < 1) {
      hiddenLayers = step.layers.length - i;
      break;
    }
    const shown = effects.slice(0, fit);
    const hidden = effects.length - shown.length;
    const h =
      shown.length === 0 ? CHIP_H : 2 * LAYER_PAD + shown.length * CHIP_H + (shown.length - 1) * CHIP_GAP;
    const chips = shown.map((e, j) =>
      layoutChip(
        e,
        RIGHT_X + LAYER_PAD,
        ry + LAYER_PAD + j * (CHIP_H + CHIP_GAP),
        RIGHT_W - 2 * LAYER_PAD,
        styleOf(e.player),
      ),
    );
    layers.push({ x: RIGHT_X, y: ry, w: RIGHT_W, h, chips, hidden });
    rightBottom = ry + h;
    ry += h + LAYER_GAP;
    if (hidden > 0) {
      note(`+${hidden} more effects in this layer`);
      hiddenLayers = step.layers.length - i - 1;
      break;
    }
  }
  if (hiddenLayers > 0) note(`+${hiddenLayers} older layers`);

  const h = Math.min(MAX_BAND_H, Math.max(leftBottom, rightBottom, 2 * CIRCLE_R + BAND_PAD) + BAND_PAD);
  return {
    step,
    y: 0,
    h,
    shaded,
    circle: {
      cx: MARGIN + CIRCLE_R + 2,
      cy: BAND_PAD + CIRCLE_R,
      r: CIRCLE_R,
      text: String(step.n),
      color: kindColor,
    },
    pill,
    runs,
    layers,
    hiddenLayers,
  };
}

function layoutChip(effect: EffectView, x: number, y: number, w: number, player: PlayerStyle): Chip {
  const cy = y + CHIP_H / 2;
  const mark = {
    cx: x + w - MARK_R - 6,
    cy,
    r: MARK_R,
    status: effect.status,
    color: STATUS_COLORS[effect.status] ?? COLORS.muted,
  };
  const bold = font(SMALL, "bold");
  const regular = font(SMALL);
  const letter: TextRun = { x: x + EDGE_W + 6, y: cy, text: effect.player, font: bold, color: player.strong };
  const labelX = letter.x + Math.max(10, measure(effect.player, bold)) + 7;
  const maxRight = mark.cx - MARK_R - 6;
  const code = ellipsize(effect.card, bold, maxRight - labelX);
  const codeW = measure(code, bold);
  const label: TextRun[] = [{ x: labelX, y: cy, text: code, font: bold, color: COLORS.text }];
  let right = labelX + codeW;
  const name = effect.name.trim();
  if (name !== "" && name !== effect.card) {
    const nameX = right + 5;
    if (maxRight - nameX > 14) {
      // A long name may go down to 11 px before it is cut with an ellipsis.
      const sizes = [SMALL, SMALL - 1, SMALL - 2].map((size) => font(size));
      const nameFont = sizes.find((f) => measure(name, f) <= maxRight - nameX) ?? regular;
      const fitted = ellipsize(name, nameFont, maxRight - nameX);
      label.push({ x: nameX, y: cy, text: fitted, font: nameFont, color: COLORS.text });
      right = nameX + measure(fitted, nameFont);
    }
  }
  return {
    x,
    y,
    w,
    h: CHIP_H,
    effect,
    player,
    edge: { x, y, w: EDGE_W, h: CHIP_H },
    mark,
    letter,
    label,
    strike: effect.status === "failed" ? { x1: labelX - 2, x2: right + 2, y: cy } : null,
  };
}
