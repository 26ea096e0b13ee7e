/**
 * The text views of a trace: Discord markdown split into embed-sized pages, and plain text
 * for a terminal.
 */

import type { Trace } from "../engine/trace.ts";
import { buildDoc, continuedLine, lineToMarkdown, lineToPlain, type DocBlock } from "./doc.ts";
import type { DocWords } from "./doc-words.ts";
import { EMBED_DESCRIPTION_MAX, EMBEDS_PER_MESSAGE_MAX, EMBEDS_TOTAL_MAX, PAGE_LIMIT_MIN } from "./limits.ts";

export interface TextOptions {
  title: string;
  /** Most characters per page (UTF-16 code units), at least PAGE_LIMIT_MIN; default: the embed description limit. */
  limit?: number;
  /** The fixed words in the reply's language; English by default. */
  words?: DocWords;
}

/** Blocks on one page are separated by a blank line. */
const BLOCK_SEPARATOR = "\n\n";

/**
 * Renders the trace as Discord markdown pages of at most `limit` characters each. A step is
 * never cut across pages unless it alone exceeds the limit; then it is split at line boundaries
 * (or, for a single overlong line, inside the line) and its later pieces open with
 * "**n.** *(continued)*".
 */
export function renderTextPages(trace: Trace, opts: TextOptions): string[] {
  const limit = opts.limit ?? EMBED_DESCRIPTION_MAX;
  if (!Number.isInteger(limit) || limit < PAGE_LIMIT_MIN) {
    throw new RangeError(`page limit must be an integer >= ${PAGE_LIMIT_MIN}, got ${limit}`);
  }
  const pieces: string[] = [];
  for (const block of buildDoc(trace, opts.title, opts.words)) {
    const lines = block.lines.map(lineToMarkdown);
    pieces.push(...splitBlock(lines, limit, continuedLine(block, true, opts.words)));
  }
  return packPages(pieces, limit);
}

/** The same content as the pages, without markdown, as one text for a terminal. */
export function renderPlainText(trace: Trace, opts: { title: string; words?: DocWords }): string {
  return buildDoc(trace, opts.title, opts.words)
    .map((block) => plainBlock(block).join("\n"))
    .join(BLOCK_SEPARATOR);
}

function plainBlock(block: DocBlock): string[] {
  const lines = block.lines.map(lineToPlain);
  if (block.kind !== "step") return lines;
  // Indent a step's detail lines under its numbered head.
  return lines.map((l, i) => (i === 0 ? l : `   ${l}`));
}

export interface MessageGroupingOptions {
  /**
   * Characters each embed spends besides its description (title, footer, author...), counted
   * against the per-message total. Default 0.
   */
  overheadPerEmbed?: number;
  /** Characters allowed across one message's embeds; default 6000. */
  maxTotal?: number;
  /** Embeds per message; default 10. */
  maxEmbeds?: number;
}

/**
 * Groups pages (one embed description each) into messages so that each message's embeds add
 * up to at most 6000 characters and number at most 10. Page order is kept.
 */
export function paginateForMessage(pages: readonly string[], opts: MessageGroupingOptions = {}): string[][] {
  const overhead = opts.overheadPerEmbed ?? 0;
  const maxTotal = opts.maxTotal ?? EMBEDS_TOTAL_MAX;
  const maxEmbeds = opts.maxEmbeds ?? EMBEDS_PER_MESSAGE_MAX;
  const messages: string[][] = [];
  let current: string[] = [];
  let total = 0;
  for (const page of pages) {
    const size = page.length + overhead;
    if (size > maxTotal) {
      throw new RangeError(`a page of ${page.length} characters cannot fit in one message (max ${maxTotal})`);
    }
    if (current.length > 0 && (total + size > maxTotal || current.length >= maxEmbeds)) {
      messages.push(current);
      current = [];
      total = 0;
    }
    current.push(page);
    total += size;
  }
  if (current.length > 0) messages.push(current);
  return messages;
}

/** Greedily puts whole pieces on pages, separated by a blank line. */
function packPages(pieces: readonly string[], limit: number): string[] {
  const pages: string[] = [];
  let current = "";
  for (const piece of pieces) {
    if (current === "") current = piece;
    else if (current.length + BLOCK_SEPARATOR.length + piece.length <= limit) {
      current += BLOCK_SEPARATOR + piece;
    } else {
      pages.push(current);
      current = piece;
    }
  }
  if (current !== "") pages.push(current);
  return pages;
}

/**
 * Returns the block as one piece when it fits the limit; else as several pieces, each within
 * the limit, split at line boundaries, the later ones opening with `contLine`.
 */
export function splitBlock(lines: readonly string[], limit: number, contLine: string): string[] {
  const whole = lines.join("\n");
  if (whole.length <= limit) return [whole];
  // Every line must fit on a continuation piece, under its marker line.
  const room = limit - contLine.length - 1;
  const fitted = lines.flatMap((line) => (line.length <= room ? [line] : hardSplit(line, room)));
  const pieces: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const line of fitted) {
    const added = current.length === 0 ? line.length : length + 1 + line.length;
    if (current.length > 0 && added > limit) {
      pieces.push(current.join("\n"));
      current = [contLine, line];
      length = contLine.length + 1 + line.length;
    } else {
      current.push(line);
      length = added;
    }
  }
  if (current.length > 0) pieces.push(current.join("\n"));
  return pieces;
}

/** Cuts a line into pieces of at most `max` code units, preferring spaces, never inside a surrogate pair. */
function hardSplit(line: string, max: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(" ", max);
    if (cut < max * 0.6) cut = max;
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== "") out.push(rest);
  return out.filter((p) => p !== "");
}
