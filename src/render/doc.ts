/**
 * A tiny document model for the text views: a trace becomes blocks of lines of styled spans,
 * and each view (Discord markdown, plain terminal text) serializes the same blocks its own way.
 */

import type { ChoiceRecord, FinalState, PermanentDetail, Trace, TraceStep } from "../engine/trace.ts";
import { EN_DOC_WORDS, type DocWords, type StepContext } from "./doc-words.ts";
import { cardLabel, cardNames, editionLabel, effectLabel, kindLabel, statusMark } from "./labels.ts";

export type Span =
  | { style: "plain" | "bold" | "italic" | "code"; text: string }
  /** Different words per view: an emoji badge in markdown, a bracketed word in plain text. */
  | { style: "alt"; md: string; plain: string };

export type DocLine = Span[];

export interface DocBlock {
  kind: "header" | "step" | "final";
  /** The step number, for step blocks. */
  step?: number;
  lines: DocLine[];
}

const plain = (text: string): Span => ({ style: "plain", text });
const bold = (text: string): Span => ({ style: "bold", text });
const italic = (text: string): Span => ({ style: "italic", text });
const code = (text: string): Span => ({ style: "code", text });
const alt = (md: string, plainText: string): Span => ({ style: "alt", md, plain: plainText });

/** Splits text on line breaks, dropping empty lines; keeps at least one line. */
function textLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.trim() !== "");
  return lines.length > 0 ? lines : [""];
}

/** `words`: the reply's language (English, the engine's own sentences, by default). */
export function buildDoc(trace: Trace, title: string, words: DocWords = EN_DOC_WORDS): DocBlock[] {
  const names = cardNames(trace);
  const blocks: DocBlock[] = [headerBlock(trace, title, words)];
  trace.steps.forEach((step, i) =>
    blocks.push(stepBlock(step, { game: trace.game, previous: trace.steps[i - 1], names }, words)),
  );
  blocks.push(finalBlock(trace.final, words));
  return blocks;
}

function headerBlock(trace: Trace, title: string, words: DocWords): DocBlock {
  return {
    kind: "header",
    lines: [
      [bold(title.trim() === "" ? words.untitled : title.trim())],
      ...verdictLines(trace, words),
      [plain(words.gameEdition(words.gameName(trace.game), editionLabel(trace.edition, trace.editionTitle)))],
    ],
  };
}

/** The verdict, right under the title: an incomplete ruling says first what could change it. */
function verdictLines(trace: Trace, words: DocWords): DocLine[] {
  const v = trace.verdict;
  if (!v) return [];
  const head = words.verdictHead(v);
  if (v.complete) return [[alt("✅ ", ""), plain(head)]];
  return [
    [alt("⚠️ ", ""), bold(head)],
    ...(v.gaps.length > 1 ? words.verdictLines(v).map((l) => [plain(l)]) : []),
  ];
}

function stepBlock(step: TraceStep, ctx: StepContext, words: DocWords): DocBlock {
  const names = ctx.names;
  const kind = { emoji: kindLabel(step.kind).emoji, label: words.kind(step.kind) };
  const [first = "", ...rest] = textLines(words.stepSentence(step, ctx));
  const head: DocLine = [
    bold(`${step.n}.`),
    plain(" "),
    alt(`${kind.emoji} ${kind.label}`, `[${kind.label}]`),
  ];
  const who = actorLabel(step, names);
  if (who !== "") head.push(plain(` (${who})`));
  head.push(plain(first === "" ? "" : `: ${first}`));
  if (step.rule !== null && step.rule.trim() !== "") {
    const ref = words.ruleRef(step.rule.trim(), ctx.game);
    head.push(plain(ref.before), code(step.rule.trim()));
    if (ref.after !== "") head.push(plain(ref.after));
  }
  const lines: DocLine[] = [head, ...rest.map((l) => [plain(l)])];
  const why = words.stepWhy(step, ctx);
  if (why !== undefined && why.trim() !== "") {
    for (const l of textLines(why)) lines.push([alt("", words.why), italic(l)]);
  }
  if (words.engineDetail !== "" && step.text.trim() !== "") {
    for (const l of textLines(step.text)) lines.push([plain(words.engineDetail), italic(l)]);
  }
  for (const choice of step.choices ?? []) lines.push(choiceLine(choice, names, words));
  for (const change of step.changes ?? []) {
    for (const l of textLines(change)) if (l !== "") lines.push([plain("- "), plain(l)]);
  }
  if (step.layers.length > 0) lines.push(pendingLine(step, words));
  return { kind: "step", step: step.n, lines };
}

function actorLabel(step: TraceStep, names: ReadonlyMap<string, string>): string {
  if (step.card !== null && step.card !== "") {
    const card = cardLabel(step.card, names);
    return step.player !== null ? `${step.player}·${card}` : card;
  }
  return step.player ?? "";
}

function choiceLine(choice: ChoiceRecord, names: ReadonlyMap<string, string>, words: DocWords): DocLine {
  const picked =
    choice.picked.length > 0
      ? choice.picked.map((p) => words.pickedOption(cardLabel(p.trim(), names))).join(", ")
      : words.pickedNothing;
  const prompt = choice.prompt.replace(/\s+/g, " ").trim();
  const line: DocLine = [plain("- "), alt("❓ ", ""), plain(words.picked(choice.player)), bold(picked)];
  if (prompt !== "") line.push(plain(words.pickedFor(prompt)));
  line.push(plain(words.choiceBy(choice.by)));
  return line;
}

function pendingLine(step: TraceStep, words: DocWords): DocLine {
  const line: DocLine = [plain(words.pending)];
  step.layers.forEach((layer, i) => {
    if (i > 0) line.push(plain(" › "));
    if (layer.length === 0) {
      line.push(plain(words.empty));
      return;
    }
    line.push(plain("{"));
    layer.forEach((effect, j) => {
      if (j > 0) line.push(plain(", "));
      const mark = statusMark(effect.status);
      line.push(plain(`[${effectLabel(effect)}] `), alt(mark.emoji, mark.plain));
    });
    line.push(plain("}"));
  });
  return line;
}

/** Areas named first, in this order; the others follow in the order the state lists them. */
const AREA_ORDER = ["battle", "breeding", "hand", "trash", "security"];
/** Areas whose cards are hidden or many: only their count is shown. */
const COUNT_ONLY = new Set(["security", "deck", "life", "lifecloth"]);

function finalBlock(final: FinalState, words: DocWords): DocBlock {
  const head: DocLine = [bold(words.finalState)];
  if (final.memory !== null) head.push(plain(words.memory(final.memory.value, final.memory.player)));
  const lines: DocLine[] = [head];
  if (final.outcome !== undefined && final.outcome.trim() !== "") {
    lines.push([plain(words.outcome), bold(final.outcome.trim())]);
  }
  for (const [player, areas] of Object.entries(final.areas)) {
    const parts: string[] = [];
    const keys = Object.keys(areas);
    const ordered = [
      ...AREA_ORDER.filter((a) => keys.includes(a)),
      ...keys.filter((k) => !AREA_ORDER.includes(k)),
    ];
    for (const area of ordered) {
      const cards = areas[area] ?? [];
      const name = words.area(area);
      if (area === "battle") parts.push(`${name} ${cards.length > 0 ? cards.join(", ") : "—"}`);
      else if (COUNT_ONLY.has(area)) parts.push(`${name} ${cards.length}`);
      else if (cards.length > 0) parts.push(`${name} (${cards.length}) ${cards.join(", ")}`);
      else if (area === "hand" || area === "trash") parts.push(`${name} (0)`);
    }
    lines.push([bold(player), plain(`: ${parts.length > 0 ? parts.join(" · ") : "—"}`)]);
    for (const d of final.details?.[player] ?? []) lines.push(detailLine(d, words));
  }
  return { kind: "final", lines };
}

/** "- BT2-067: 3000 DP (printed 5000), suspended; <Blocker>; -2000 DP from XX-001": one card on the field now. */
function detailLine(d: PermanentDetail, words: DocWords): DocLine {
  const facts = [words.cardState(d), d.keywords.join(" "), ...d.effects].filter((x) => x !== "");
  return [plain("- "), bold(d.card), plain(facts.length > 0 ? `: ${facts.join("; ")}` : "")];
}

/** Escapes Discord markdown in text that came from cards, scripts or users. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\*_~`|]/g, "\\$&");
}

export function lineToMarkdown(line: DocLine): string {
  return line
    .map((span) => {
      switch (span.style) {
        case "plain":
          return escapeMarkdown(span.text);
        case "bold":
          return span.text === "" ? "" : `**${escapeMarkdown(span.text)}**`;
        case "italic":
          return span.text === "" ? "" : `*${escapeMarkdown(span.text)}*`;
        case "code":
          // Inline code cannot escape a backtick; a rule id has none worth keeping.
          return span.text === "" ? "" : `\`${span.text.replace(/`/g, "'")}\``;
        case "alt":
          return span.md;
      }
    })
    .join("");
}

export function lineToPlain(line: DocLine): string {
  return line.map((span) => (span.style === "alt" ? span.plain : span.text)).join("");
}

/** The line that opens the later pieces of a block too long for one page. */
export function continuedLine(block: DocBlock, markdown: boolean, words: DocWords = EN_DOC_WORDS): string {
  const more = words.continued;
  if (block.kind === "step") return markdown ? `**${block.step}.** *${more}*` : `${block.step}. ${more}`;
  if (block.kind === "final")
    return markdown ? `**${words.finalState}** *${more}*` : `${words.finalState} ${more}`;
  return markdown ? `*${more}*` : more;
}
