/**
 * The PNG's final-state panel, under the last strip: per player (side by side), each card on the
 * field now with its current DP (and the printed DP when they differ), the keywords it has and the
 * effects still applying to it, one short line each; what a ruling is often about ("0 DP",
 * "gained <Blocker> for the turn"). Drawn only for traces whose final state has details
 * (trace.final.details); the embed and the text carry the same facts in full.
 */

import type { PermanentDetail, Trace } from "../engine/trace.ts";
import { font } from "./fonts.ts";
import { ellipsize, measure } from "./measure.ts";
import { COLORS, KIND_COLORS, type PlayerStyle } from "./palette.ts";
import type { PngWords } from "./png-words.ts";

export interface PanelRun {
  x: number;
  /** Vertical middle of the line. */
  y: number;
  text: string;
  font: string;
  color: string;
}

export interface PanelPlayer {
  x: number;
  y: number;
  w: number;
  h: number;
  player: PlayerStyle;
  /** The player's patterned edge down the left of its side, as on the chips. */
  edge: { x: number; y: number; w: number; h: number };
  runs: PanelRun[];
}

export interface FinalPanel {
  x: number;
  y: number;
  w: number;
  h: number;
  title: PanelRun;
  players: PanelPlayer[];
}

/** Lines a player's side shows at most; the rest are counted. */
export const MAX_PANEL_LINES = 12;
/** A player's side splits into sub-columns this wide at least, so a short list stays low. */
const MIN_SUBCOLUMN_W = 300;
const CAPTION_H = 22;
const LINE_H = 18;
const PAD = 6;
const GAP = 12;
const GUTTER = 30;
const STATE_GAP = 6;
/** A code beside its state keeps at most this share of the line. */
const CODE_SHARE = 0.6;
const CAPTION_FONT = font(15, "bold");
const LETTER_FONT = font(17, "bold");
const CODE_FONT = font(15, "bold");
const STATE_FONT = font(15);
const DETAIL_FONT = font(14);

type LineKind = "card" | "state" | "keywords" | "effect" | "more";

interface PlannedLine {
  kind: LineKind;
  /** For "card": the card's notation; otherwise the line's text. */
  text: string;
  /** For "card": its state ("3000 DP (printed 5000), suspended"). */
  state?: string;
  /** For "card" and "state": whether its DP is below (-1), at (0) or above (1) the printed DP. */
  trend?: number;
}

export interface PanelPlan {
  height: number;
  title: string;
  /** Per player, its sub-columns, each a list of lines (a card's lines stay together). */
  players: { id: string; columns: PlannedLine[][] }[];
}

/** A card's lines; its state goes under the code when both do not fit in `room` on one line. */
function cardLines(d: PermanentDetail, words: PngWords, room: number): PlannedLine[] {
  const trend = d.dp !== undefined && d.printedDp !== undefined ? Math.sign(d.dp - d.printedDp) : 0;
  const state = words.cardState(d);
  const code = measure(d.card, CODE_FONT);
  const oneLine = code <= room * CODE_SHARE && code + STATE_GAP + measure(state, STATE_FONT) <= room;
  const lines: PlannedLine[] =
    oneLine || state === ""
      ? [{ kind: "card", text: d.card, state, trend }]
      : [
          { kind: "card", text: d.card, state: "", trend },
          { kind: "state", text: state, trend },
        ];
  if (d.keywords.length > 0) lines.push({ kind: "keywords", text: d.keywords.join(" ") });
  for (const e of d.effects) lines.push({ kind: "effect", text: `· ${e}` });
  return lines;
}

/** Cards' line blocks in order, cut into at most `k` sub-columns as even as whole blocks allow. */
function balance(blocks: PlannedLine[][], k: number): PlannedLine[][] {
  const total = blocks.reduce((n, b) => n + b.length, 0);
  for (let target = Math.ceil(total / k); ; target++) {
    const columns: PlannedLine[][] = [[]];
    for (const block of blocks) {
      const current = columns[columns.length - 1]!;
      if (current.length > 0 && current.length + block.length > target) columns.push([...block]);
      else current.push(...block);
    }
    if (columns.length <= k) return columns;
  }
}

/** Each player's blocks, capped at MAX_PANEL_LINES lines with a count of the rest. */
function playerBlocks(details: PermanentDetail[], words: PngWords, room: number): PlannedLine[][] {
  const blocks = details.map((d) => cardLines(d, words, room));
  if (blocks.length === 0) return [[{ kind: "more", text: words.nothingOnField }]];
  const out: PlannedLine[][] = [];
  let used = 0;
  for (const [i, block] of blocks.entries()) {
    const rest = blocks.slice(i).reduce((n, b) => n + b.length, 0);
    if (used + rest <= MAX_PANEL_LINES) {
      out.push(...blocks.slice(i));
      break;
    }
    const room = MAX_PANEL_LINES - 1 - used;
    if (room <= 0) {
      out.push([{ kind: "more", text: words.hidden(rest) }]);
      break;
    }
    const kept = block.slice(0, room);
    out.push(kept);
    used += kept.length;
    if (kept.length < block.length) {
      out.push([{ kind: "more", text: words.hidden(rest - kept.length) }]);
      break;
    }
  }
  return out;
}

/** The panel's lines and height for a picture `width` wide, or null when there are no details. */
export function planFinalPanel(trace: Trace, words: PngWords, width: number): PanelPlan | null {
  const details = trace.final.details;
  if (!details) return null;
  const ids = Object.keys(details).sort();
  if (ids.length === 0) return null;
  const sideW = (width - (ids.length - 1) * GAP) / ids.length;
  const k = Math.max(1, Math.floor((sideW - GUTTER - PAD) / MIN_SUBCOLUMN_W));
  const room = subColumnRoom(sideW, k);
  const players = ids.map((id) => ({
    id,
    columns: balance(playerBlocks(details[id] ?? [], words, room), k),
  }));
  const longest = Math.max(...players.flatMap((p) => p.columns.map((c) => c.length)));
  const memory = trace.final.memory;
  const title = memory ? `${words.finalState} · ${words.memory(memory)}` : words.finalState;
  return { height: CAPTION_H + longest * LINE_H + 2 * PAD, title, players };
}

/** Places a planned panel at (x, y), `w` wide (the width it was planned for), one side per player. */
export function placeFinalPanel(
  plan: PanelPlan,
  x: number,
  y: number,
  w: number,
  styleOf: (id: string) => PlayerStyle,
): FinalPanel {
  const title: PanelRun = {
    x,
    y: y + CAPTION_H / 2,
    text: ellipsize(plan.title, CAPTION_FONT, w),
    font: CAPTION_FONT,
    color: COLORS.muted,
  };
  const n = plan.players.length;
  const sideW = (w - (n - 1) * GAP) / n;
  const top = y + CAPTION_H;
  const h = plan.height - CAPTION_H;
  const players = plan.players.map(({ id, columns }, k): PanelPlayer => {
    const px = x + k * (sideW + GAP);
    const style = styleOf(id);
    const edge = { x: px, y: top, w: 7, h };
    const runs: PanelRun[] = [
      { x: px + 11, y: top + PAD + LINE_H / 2, text: id, font: LETTER_FONT, color: style.strong },
    ];
    const room = subColumnRoom(sideW, columns.length);
    columns.forEach((lines, c) => {
      const textX = px + GUTTER + c * (room + 8);
      lines.forEach((line, i) =>
        runs.push(...lineRuns(line, textX, top + PAD + i * LINE_H + LINE_H / 2, room)),
      );
    });
    return { x: px, y: top, w: sideW, h, player: style, edge, runs };
  });
  return { x, y, w, h: plan.height, title, players };
}

function lineRuns(line: PlannedLine, x: number, cy: number, room: number): PanelRun[] {
  if (line.kind === "card") {
    const code = ellipsize(line.text, CODE_FONT, line.state ? room * CODE_SHARE : room);
    const runs: PanelRun[] = [{ x, y: cy, text: code, font: CODE_FONT, color: COLORS.text }];
    const sx = x + measure(code, CODE_FONT) + STATE_GAP;
    if (line.state && sx < x + room - 16) {
      runs.push({
        x: sx,
        y: cy,
        text: ellipsize(line.state, STATE_FONT, x + room - sx),
        font: STATE_FONT,
        color: lineColor(line),
      });
    }
    return runs;
  }
  const indent = line.kind === "more" || line.kind === "state" ? 0 : 8;
  const f = line.kind === "state" ? STATE_FONT : DETAIL_FONT;
  return [
    { x: x + indent, y: cy, text: ellipsize(line.text, f, room - indent), font: f, color: lineColor(line) },
  ];
}

function lineColor(line: PlannedLine): string {
  switch (line.kind) {
    case "card":
    case "state":
      return line.trend === -1 ? KIND_COLORS.fail : line.trend === 1 ? COLORS.complete : COLORS.text;
    case "keywords":
      return KIND_COLORS.trigger;
    default:
      return COLORS.muted;
  }
}

/** The text room of one of `k` sub-columns in a player's side `sideW` wide. */
function subColumnRoom(sideW: number, k: number): number {
  return (sideW - GUTTER - PAD) / k - 8;
}
