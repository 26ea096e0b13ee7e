/**
 * The explorer's outcome tree as a picture: each choice point, its options, and where each
 * option leads (another choice, or a numbered outcome chip), followed by what each outcome
 * is. Only drawn when the tree is small enough to read; otherwise the caller says so.
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { ExploreReport, ExploreTree } from "../engine/explorer.ts";
import { describeFinal } from "./explore-text.ts";
import { EN_EXPLORE_WORDS, type ExploreWords } from "./explore-words.ts";
import { font, registerFonts } from "./fonts.ts";
import { PNG_MAX_PART_HEIGHT } from "./limits.ts";
import { ellipsize } from "./measure.ts";
import { COLORS, PLAYER_STYLES } from "./palette.ts";
import { encodeRgbaPng } from "./png-encode.ts";

const WIDTH = 1100;
const LINE = 24;
const INDENT = 28;
const OUTCOME_COLORS = [
  "#15803d",
  "#b45309",
  "#7c3aed",
  "#0e7490",
  "#be123c",
  "#4d7c0f",
  "#1d4ed8",
  "#a16207",
];

type Line =
  | { kind: "node"; depth: number; player: string; text: string }
  | { kind: "option"; depth: number; text: string; outcome?: number; ref?: number }
  | { kind: "heading"; text: string }
  | { kind: "outcome"; outcome: number; text: string };

function treeLines(tree: ExploreTree, words: ExploreWords): Line[] {
  const lines: Line[] = [];
  const drawn = new Map<number, number>();
  const visit = (node: number, depth: number) => {
    const n = tree.nodes[node]!;
    drawn.set(node, drawn.size + 1);
    lines.push({ kind: "node", depth, player: n.player, text: `(${drawn.get(node)}) ${n.prompt}` });
    for (const o of n.options) {
      if (o.node !== undefined && drawn.has(o.node)) {
        lines.push({
          kind: "option",
          depth: depth + 1,
          text: words.sameAsNode(o.label, drawn.get(o.node)!),
          ref: o.node,
        });
      } else {
        lines.push({ kind: "option", depth: depth + 1, text: o.label, outcome: o.outcome });
        if (o.node !== undefined) visit(o.node, depth + 2);
      }
    }
  };
  if (tree.root.node !== undefined) visit(tree.root.node, 0);
  return lines;
}

/** The outcome tree as one PNG, or null when there is no tree or it would be too tall to read. */
export function renderExplorePng(
  report: ExploreReport,
  title: string,
  words: ExploreWords = EN_EXPLORE_WORDS,
): Buffer | null {
  if (!report.tree) return null;
  const lines = treeLines(report.tree, words);
  lines.push({ kind: "heading", text: words.outcomesHeading });
  const first = report.outcomes[0]?.final ?? null;
  report.outcomes.forEach((o, i) => {
    const facts = describeFinal(o.final, i === 0 ? null : first, words.notes);
    lines.push({
      kind: "outcome",
      outcome: i,
      text: words.outcomeFacts(o.paths, facts),
    });
  });
  const headerH = 64;
  const height = headerH + lines.length * LINE + 16;
  if (height > PNG_MAX_PART_HEIGHT) return null;
  registerFonts();
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = COLORS.background;
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.textBaseline = "middle";
  ctx.fillStyle = COLORS.text;
  ctx.font = font(20, "bold");
  ctx.fillText(ellipsize(title, font(20, "bold"), WIDTH - 32), 16, 22);
  ctx.font = font(13);
  ctx.fillStyle = COLORS.muted;
  ctx.fillText(words.pngSummary(report.sequences, report.outcomes.length, report.complete), 16, 46);
  ctx.fillStyle = COLORS.rule;
  ctx.fillRect(0, headerH - 4, WIDTH, 1);
  lines.forEach((line, i) => drawLine(ctx, line, headerH + i * LINE + LINE / 2, words));
  return encodeRgbaPng(canvas.data(), canvas.width, canvas.height);
}

function chip(ctx: SKRSContext2D, x: number, y: number, outcome: number, words: ExploreWords): number {
  const label = words.chip(outcome + 1);
  ctx.font = font(12, "bold");
  const w = ctx.measureText(label).width + 14;
  ctx.fillStyle = OUTCOME_COLORS[outcome % OUTCOME_COLORS.length]!;
  ctx.beginPath();
  ctx.roundRect(x, y - 9, w, 18, 9);
  ctx.fill();
  ctx.fillStyle = COLORS.white;
  ctx.fillText(label, x + 7, y);
  return w;
}

function drawLine(ctx: SKRSContext2D, line: Line, y: number, words: ExploreWords): void {
  if (line.kind === "heading") {
    ctx.font = font(15, "bold");
    ctx.fillStyle = COLORS.text;
    ctx.fillText(line.text, 16, y);
    return;
  }
  if (line.kind === "outcome") {
    const w = chip(ctx, 16, y, line.outcome, words);
    ctx.font = font(13);
    ctx.fillStyle = COLORS.text;
    ctx.fillText(ellipsize(line.text, font(13), WIDTH - 40 - w), 24 + w, y);
    return;
  }
  const x = 16 + line.depth * INDENT;
  if (line.kind === "node") {
    const style = PLAYER_STYLES[line.player === "A" ? 0 : 1]!;
    ctx.fillStyle = style.strong;
    ctx.font = font(13, "bold");
    ctx.fillText(line.player, x, y);
    ctx.fillStyle = COLORS.text;
    ctx.font = font(14);
    ctx.fillText(ellipsize(line.text, font(14), WIDTH - x - 40), x + 18, y);
    return;
  }
  ctx.fillStyle = COLORS.muted;
  ctx.fillRect(x - 14, y, 10, 1);
  ctx.font = font(13);
  const text = ellipsize(line.text, font(13), WIDTH - x - 160);
  ctx.fillStyle = COLORS.text;
  ctx.fillText(text, x, y);
  if (line.outcome !== undefined) chip(ctx, x + ctx.measureText(text).width + 10, y, line.outcome, words);
}
