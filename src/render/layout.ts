/**
 * Geometry of the PNG view, computed before anything is drawn: the pending layers as a diagram
 * made for Discord's inline preview. Steps go across as columns (a short label each: the
 * step's kind and card; the embed carries the full text), and under each step its pending
 * layers are stacked from the bottom up, oldest at the bottom, so the stack visibly grows and
 * empties. Each effect is a chip: player letter and patterned edge, card code, short name,
 * status mark. Columns wrap into rows ("strips"), and a long resolution into several images.
 *
 * The shape is chosen for the preview: Discord shows an embed's image at most PREVIEW_W x
 * PREVIEW_H pixels, so the layout picks the columns per strip and strips per image that show
 * the picture largest in that box, keeping width/height between 1 and 2.5 and width within
 * PNG_MAX_WIDTH. All coordinates are absolute within their part.
 */

import type { EffectStatus, EffectView, Trace, TraceStep } from "../engine/trace.ts";
import { font } from "./fonts.ts";
import { EN_PNG_WORDS, type PngWords } from "./png-words.ts";
import { PNG_MAX_PART_HEIGHT, PNG_MAX_WIDTH } from "./limits.ts";
import { ellipsize, measure } from "./measure.ts";
import { COLORS, KIND_COLORS, STATUS_COLORS, playerStyle, type PlayerStyle } from "./palette.ts";

/** Discord's inline preview box for an embed image (desktop client). */
export const PREVIEW_W = 400;
export const PREVIEW_H = 300;
/** Width / height bounds of every picture. */
export const MIN_RATIO = 1;
export const MAX_RATIO = 2.5;
/** Below this preview scale a picture is split into several (its text would be under 6 px). */
const MIN_SCALE = 0.33;
/** A resolution never comes out as more images than this; past it the images grow taller. */
export const MAX_PARTS = 4;

const MARGIN = 14;
const MIN_WIDTH = 640;
/** A column's narrowest width; wider when the codes are long (WX01-001), up to MAX_COL_W. */
const MIN_COL_W = 212;
const MAX_COL_W = 280;
/** Room a chip keeps for the short name: five kana, or "Veemon". */
const NAME_ROOM = 72;
const COL_GAP = 8;
const HEADER_H = 66;
/** The verdict's row ("Incomplete: ..." / "Complete"), under the title, when the trace has one. */
const VERDICT_ROW_H = 24;
const LATER_HEADER_H = 40;
const LABEL_H = 50;
const STRIP_GAP = 10;
const STACK_PAD = 6;
const CHIP_H = 32;
const CHIP_GAP = 4;
const LAYER_PAD = 4;
const LAYER_GAP = 6;
const EMPTY_LAYER_H = 20;
const EDGE_W = 7;
const MARK_R = 8;
const CIRCLE_R = 12;
/** Chips one column shows at most; older layers past it are counted in a note. */
const MAX_COLUMN_CHIPS = 8;
const NOTE_H = 22;
const BOTTOM_PAD = 10;

const CODE_FONT = font(18, "bold");
const LETTER_FONT = font(17, "bold");
const NAME_SIZES = [16, 15, 14];
const KIND_FONT = font(17, "bold");
const SUB_FONT = font(15);
const NOTE_FONT = font(15);

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
}

export interface Column extends Rect {
  step: TraceStep;
  circle: { cx: number; cy: number; r: number; text: string; color: string };
  /** The short step label: its kind, and under it the actor and card (or the rule). */
  label: TextRun[];
  /** Layers bottom to top (oldest first), as drawn. */
  layers: LayerBox[];
  /** "nothing pending", "+2 older layers"... */
  notes: TextRun[];
}

export interface Strip extends Rect {
  columns: Column[];
}

export interface LegendItem {
  kind: "status" | "player";
  x: number;
  y: number;
  status?: EffectStatus;
  player?: PlayerStyle;
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
  strips: Strip[];
}

export interface PngLayout {
  width: number;
  /** Columns per strip. */
  perStrip: number;
  parts: Part[];
}

export interface LayoutOptions {
  title: string;
  /** The game's display name, or "" for the trace's game in the words' language. */
  game: string;
  /** The words drawn, in the reply's language (English by default). */
  words?: PngWords;
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

/** "Kari Kamiya" → "Kari", "WarGreymon (X Antibody)" → "WarGreymon": the name's first word. */
export function shortName(name: string): string {
  const trimmed = name.trim();
  const first = trimmed.split(/[\s(（・]/u).find((w) => w !== "") ?? "";
  return first === "" ? trimmed : first;
}

/** The stack of one column, measured: layers bottom to top as sizes, before they are placed. */
interface StackPlan {
  /** Effects per shown layer, bottom to top. */
  layers: EffectView[][];
  height: number;
  notes: string[];
}

function planStack(step: TraceStep, words: PngWords): StackPlan {
  if (step.layers.length === 0) return { layers: [], height: NOTE_H, notes: [words.nothingPending] };
  // The trace lists layers newest first; keep the newest that fit, draw them oldest first.
  const shown: EffectView[][] = [];
  let chips = 0;
  let hidden = 0;
  for (const layer of step.layers) {
    if (chips + Math.max(1, layer.length) > MAX_COLUMN_CHIPS) {
      const room = MAX_COLUMN_CHIPS - chips;
      if (room > 0 && shown.length === 0) {
        shown.push(layer.slice(0, room));
        hidden += layer.length - room;
        chips += room;
      } else hidden += layer.length;
      continue;
    }
    shown.push(layer);
    chips += Math.max(1, layer.length);
  }
  const layers = shown.reverse();
  const height =
    layers.reduce((h, l) => h + layerHeight(l.length), 0) + LAYER_GAP * Math.max(0, layers.length - 1);
  const notes = hidden > 0 ? [words.hidden(hidden)] : [];
  return { layers, height: height + notes.length * NOTE_H, notes };
}

function layerHeight(chips: number): number {
  return chips === 0 ? EMPTY_LAYER_H : 2 * LAYER_PAD + chips * CHIP_H + (chips - 1) * CHIP_GAP;
}

function stripWidth(perStrip: number, colW: number): number {
  return Math.max(MIN_WIDTH, 2 * MARGIN + perStrip * colW + (perStrip - 1) * COL_GAP);
}

/** The column width the trace's longest card code needs, with room for a short name. */
function columnWidth(trace: Trace): number {
  let code = 0;
  for (const step of trace.steps)
    for (const layer of step.layers) for (const e of layer) code = Math.max(code, measure(e.card, CODE_FONT));
  const fixed = 2 * LAYER_PAD + EDGE_W + 4 + 11 + 4 + 4 + 4 + 2 * MARK_R + 4;
  return Math.round(Math.min(MAX_COL_W, Math.max(MIN_COL_W, fixed + code + NAME_ROOM)));
}

/** How large a picture of this size shows in Discord's preview box (1 = natural size). */
export function previewScale(width: number, height: number): number {
  return Math.min(1, PREVIEW_W / width, PREVIEW_H / height);
}

interface Arrangement {
  perStrip: number;
  width: number;
  /** Strip indexes per part. */
  groups: number[][];
  heights: number[];
  scale: number;
}

function arrange(
  plans: StackPlan[],
  perStrip: number,
  colW: number,
  maxParts: number,
  headerH: number,
): Arrangement {
  const width = stripWidth(perStrip, colW);
  const stripHeights: number[] = [];
  for (let i = 0; i < plans.length; i += perStrip) {
    const stack = Math.max(...plans.slice(i, i + perStrip).map((p) => p.height));
    stripHeights.push(LABEL_H + stack + 2 * STACK_PAD);
  }
  if (stripHeights.length === 0) stripHeights.push(LABEL_H + NOTE_H + 2 * STACK_PAD);
  const total = stripHeights.reduce((a, b) => a + b + STRIP_GAP, 0);
  // A part is at most as tall as it is wide, unless that would make too many parts.
  let limit = width / MIN_RATIO;
  // (Strips are not cut, so a part may need up to one strip more than its share.)
  if (total / (limit - headerH) > maxParts)
    limit = Math.max(limit, total / maxParts + headerH + Math.max(...stripHeights) + BOTTOM_PAD);
  limit = Math.min(limit, PNG_MAX_PART_HEIGHT);
  const groups: number[][] = [[]];
  let y = headerH;
  stripHeights.forEach((h, i) => {
    const current = groups[groups.length - 1]!;
    if (current.length > 0 && y + h + BOTTOM_PAD > limit) {
      groups.push([i]);
      y = LATER_HEADER_H + h + STRIP_GAP;
    } else {
      current.push(i);
      y += h + STRIP_GAP;
    }
  });
  const heights = groups.map((g, k) => {
    const content =
      (k === 0 ? headerH : LATER_HEADER_H) +
      g.reduce((a, i) => a + stripHeights[i]! + STRIP_GAP, 0) -
      STRIP_GAP +
      BOTTOM_PAD;
    return Math.min(PNG_MAX_PART_HEIGHT, Math.max(content, Math.ceil(width / MAX_RATIO)));
  });
  const scale = Math.min(...heights.map((h) => previewScale(width, h)));
  return { perStrip, width, groups, heights, scale };
}

/** The arrangement that shows largest in the preview, preferring fewer images. */
function bestArrangement(plans: StackPlan[], colW: number, headerH: number): Arrangement {
  const maxPer = Math.max(1, Math.floor((PNG_MAX_WIDTH - 2 * MARGIN + COL_GAP) / (colW + COL_GAP)));
  const candidates: Arrangement[] = [];
  for (let per = 1; per <= Math.min(maxPer, Math.max(1, plans.length)); per++)
    candidates.push(arrange(plans, per, colW, MAX_PARTS, headerH));
  const better = (a: Arrangement, b: Arrangement): boolean => {
    if (a.groups.length !== b.groups.length) {
      // Discord puts one picture in the embed and lists the others under it: more images are
      // worth it only when one would show too small to read.
      const [few, many] = a.groups.length < b.groups.length ? [a, b] : [b, a];
      const manyWins = few.scale < MIN_SCALE && many.scale > few.scale;
      return manyWins ? a === many : a === few;
    }
    return a.scale > b.scale;
  };
  return candidates.reduce((best, c) => (better(c, best) ? c : best));
}

export function layoutTrace(trace: Trace, opts: LayoutOptions): PngLayout {
  const players = playerIndex(trace);
  const styleOf = (id: string): PlayerStyle => playerStyle(players.get(id) ?? 0);
  const words = opts.words ?? EN_PNG_WORDS;
  const plans = trace.steps.map((step) => planStack(step, words));
  const colW = columnWidth(trace);
  const firstHeaderH = HEADER_H + (trace.verdict ? VERDICT_ROW_H : 0);
  const best = bestArrangement(plans, colW, firstHeaderH);
  const { perStrip, width } = best;
  const count = best.groups.length;

  const parts = best.groups.map((group, index): Part => {
    const headerHeight = index === 0 ? firstHeaderH : LATER_HEADER_H;
    let y = headerHeight;
    const strips: Strip[] = group.map((stripIndex) => {
      const steps = trace.steps.slice(stripIndex * perStrip, (stripIndex + 1) * perStrip);
      const stepPlans = plans.slice(stripIndex * perStrip, (stripIndex + 1) * perStrip);
      const stack = Math.max(NOTE_H, ...stepPlans.map((p) => p.height));
      const h = LABEL_H + stack + 2 * STACK_PAD;
      const columns = steps.map((step, k) =>
        layoutColumn(step, stepPlans[k]!, MARGIN + k * (colW + COL_GAP), y, colW, h, styleOf, words),
      );
      const strip = { x: MARGIN, y, w: width - 2 * MARGIN, h, columns };
      y += h + STRIP_GAP;
      return strip;
    });
    return {
      index,
      count,
      width,
      height: best.heights[index]!,
      headerHeight,
      header: headerRuns(trace, opts, index, count, width, words),
      legend: index === 0 ? legend(players, width, trace.verdict ? VERDICT_ROW_H : 0, words) : [],
      strips,
    };
  });
  return { width, perStrip, parts };
}

function headerRuns(
  trace: Trace,
  opts: LayoutOptions,
  index: number,
  count: number,
  width: number,
  words: PngWords,
): TextRun[] {
  const title = opts.title.trim() === "" ? words.untitled : opts.title.trim();
  const partText = count > 1 ? words.picture(index, count) : "";
  const room = width - 2 * MARGIN;
  const titleFont = font(index === 0 ? 22 : 18, "bold");
  // The game and edition on the right of the title row (the embed's footer names them too).
  const game = opts.game.trim() !== "" ? opts.game.trim() : words.game(trace.game);
  const side = [index === 0 ? game : "", words.edition(trace.edition), partText]
    .filter((x) => x !== "")
    .join(" · ");
  const sideFont = font(15);
  const sideText = ellipsize(side, sideFont, room * 0.4);
  const sideW = measure(sideText, sideFont);
  const verdict = index === 0 ? verdictRun(trace, room, words) : null;
  return [
    ...(verdict ? [verdict] : []),
    {
      x: MARGIN,
      y: 20,
      text: ellipsize(title, titleFont, room - sideW - 16),
      font: titleFont,
      color: COLORS.text,
    },
    { x: width - MARGIN - sideW, y: 21, text: sideText, font: sideFont, color: COLORS.muted },
  ];
}

/** The verdict under the title, coloured by it: the ruling's first words, as in the text. */
function verdictRun(trace: Trace, room: number, words: PngWords): TextRun | null {
  const v = trace.verdict;
  if (!v) return null;
  const f = font(16, "bold");
  return {
    x: MARGIN,
    y: 46,
    text: ellipsize(words.verdict(v), f, room),
    font: f,
    color: v.complete ? COLORS.complete : COLORS.incomplete,
  };
}

/** Status marks and player edges, on the header's last row (two rows when narrow). */
function legend(players: Map<string, number>, width: number, below: number, words: PngWords): LegendItem[] {
  const f = font(15);
  const gap = 14;
  const items: { kind: "status" | "player"; status?: EffectStatus; player?: PlayerStyle; word: string }[] = [
    ...(["pending", "activating", "activated", "failed"] as EffectStatus[]).map((status) => ({
      kind: "status" as const,
      status,
      word: words.status(status),
    })),
    ...[...players.entries()].map(([id, i]) => ({
      kind: "player" as const,
      player: playerStyle(i),
      word: words.player(id),
    })),
  ];
  const out: LegendItem[] = [];
  let x = MARGIN;
  let y = 47 + below;
  for (const item of items) {
    const w = 2 * MARK_R + 5 + measure(item.word, f);
    if (x + w > width - MARGIN && x > MARGIN) {
      x = MARGIN;
      y += 20;
    }
    out.push({
      kind: item.kind,
      x: x + MARK_R,
      y,
      ...(item.status ? { status: item.status } : {}),
      ...(item.player ? { player: item.player } : {}),
      text: { x: x + 2 * MARK_R + 5, y, text: item.word, font: f, color: COLORS.muted },
    });
    x += w + gap;
  }
  return out;
}

function stepSubLabel(step: TraceStep, words: PngWords): string {
  const who = step.player !== null ? `${step.player} ` : "";
  if (step.card !== null && step.card !== "") return `${who}${step.card}`;
  if (step.rule !== null && step.rule.trim() !== "") return `${who}${words.rule(step.rule.trim())}`;
  return who.trim();
}

function layoutColumn(
  step: TraceStep,
  plan: StackPlan,
  x: number,
  top: number,
  colW: number,
  stripH: number,
  styleOf: (id: string) => PlayerStyle,
  words: PngWords,
): Column {
  const color = KIND_COLORS[step.kind] ?? COLORS.muted;
  const circle = { cx: x + CIRCLE_R + 5, cy: top + 17, r: CIRCLE_R, text: String(step.n), color };
  const textX = x + 2 * CIRCLE_R + 10;
  const label: TextRun[] = [
    {
      x: textX,
      y: circle.cy,
      text: ellipsize(words.kind(step.kind), KIND_FONT, x + colW - 4 - textX),
      font: KIND_FONT,
      color,
    },
  ];
  const sub = stepSubLabel(step, words);
  if (sub !== "")
    label.push({
      x: textX,
      y: circle.cy + 20,
      text: ellipsize(sub, SUB_FONT, x + colW - 4 - textX),
      font: SUB_FONT,
      color: COLORS.muted,
    });

  // The stack sits on the strip's floor and grows upward.
  const floor = top + stripH - STACK_PAD;
  const notes: TextRun[] = [];
  let y = floor;
  for (const text of plan.notes) {
    notes.push({ x: x + 6, y: y - NOTE_H / 2, text, font: NOTE_FONT, color: COLORS.muted });
    y -= NOTE_H;
  }
  const layers: LayerBox[] = [];
  for (const effects of plan.layers) {
    const h = layerHeight(effects.length);
    const ly = y - h;
    const chips = effects.map((e, j) =>
      layoutChip(
        e,
        x + LAYER_PAD,
        ly + LAYER_PAD + j * (CHIP_H + CHIP_GAP),
        colW - 2 * LAYER_PAD,
        styleOf(e.player),
      ),
    );
    layers.push({ x, y: ly, w: colW, h, chips });
    y = ly - LAYER_GAP;
  }
  return { x, y: top, w: colW, h: stripH, step, circle, label, layers, notes };
}

function layoutChip(effect: EffectView, x: number, y: number, w: number, player: PlayerStyle): Chip {
  const cy = y + CHIP_H / 2;
  const mark = {
    cx: x + w - MARK_R - 4,
    cy,
    r: MARK_R,
    status: effect.status,
    color: STATUS_COLORS[effect.status] ?? COLORS.muted,
  };
  const letter: TextRun = {
    x: x + EDGE_W + 4,
    y: cy,
    text: effect.player,
    font: LETTER_FONT,
    color: player.strong,
  };
  const labelX = letter.x + Math.max(11, measure(effect.player, LETTER_FONT)) + 4;
  const maxRight = mark.cx - MARK_R - 4;
  const code = ellipsize(effect.card, CODE_FONT, maxRight - labelX);
  const label: TextRun[] = [{ x: labelX, y: cy, text: code, font: CODE_FONT, color: COLORS.text }];
  let right = labelX + measure(code, CODE_FONT);
  const name = shortName(effect.name);
  if (name !== "" && name !== effect.card) {
    const nameX = right + 4;
    if (maxRight - nameX > 16) {
      const fonts = NAME_SIZES.map((s) => font(s));
      const nameFont = fonts.find((f) => measure(name, f) <= maxRight - nameX) ?? fonts[fonts.length - 1]!;
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
