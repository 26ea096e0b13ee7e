/**
 * Splits a normalized card text into its parts: requirement lines ([Digivolve], DNA,
 * DigiXros, App Fusion, Assembly, Burst, Link, [Rule]), abilities with their header runs
 * ([On Play] [Once Per Turn] ...), keyword lines (<Blocker>), and headerless text. Reminder
 * text in parentheses after a keyword is masked with spaces, so that offsets still point
 * into the normalized text while the parser never reads it.
 */

export interface Span {
  start: number;
  end: number;
}

export interface Header extends Span {
  name: string;
}

export type Segment =
  | ({ kind: "requirement" } & Span)
  | ({ kind: "ability"; headers: Header[]; body: Span } & Span)
  | ({ kind: "keyword" } & Span)
  | ({ kind: "text" } & Span);

/** Bracketed names that start an ability (timings, turn and frequency limits, zones). */
export const HEADER_NAMES = new Set([
  "On Play",
  "When Digivolving",
  "When Attacking",
  "On Deletion",
  "End of Attack",
  "Security",
  "Main",
  "Counter",
  "Start of Your Turn",
  "End of Your Turn",
  "Start of Your Main Phase",
  "Start of Opponent's Turn",
  "Start of Opponent's Main Phase",
  "End of Opponent's Turn",
  "End of All Turns",
  "When Linking",
  "When Moving",
  "Your Turn",
  "All Turns",
  "Opponent's Turn",
  "Once Per Turn",
  "Twice Per Turn",
  "Hand",
  "Trash",
  "Breeding",
]);

const REQUIREMENT_BRACKET =
  /^\[(?:Digivolve|DNA Digivolve|DNA Digivolution|DigiXros(?: -?\d+)?|App Fusion|Assembly(?: -?\d+)?|Burst Digivolve|Link|Rule)\]/;
const REQUIREMENT_OLD =
  /^(?:<?DNA Digivolution: |Digivolve: \d|DigiXros -?\d+:|\[Digivolve\]|Burst Digivolve: \d)/;

/** Keywords that stand on their own as an ability; others (Draw, Save, ...) are effects inside one. */
export const STATIC_KEYWORDS =
  /^<(?:Blocker|Piercing|Security Attack [+-]\d+|Jamming|Rush|Reboot|Retaliation|Raid|Alliance|Barrier|Evade|Armor Purge|Decoy\b[^>]*|Collision|Fortitude|Partition\b[^>]*|Vortex|Iceclad|Scapegoat|Progress|Fragment\b[^>]*|Decode\b[^>]*|Overclock\b[^>]*|Execute|Material Save \d+|Link \+\d+|Mind Link|Training|Ascension|Succession\b[^>]*|Detach\b[^>]*|Use Req\.[^>]*|Guard|Engage|Blast Digivolve|Blast DNA Digivolve\b[^>]*|Digisorption\b[^>]*|Digi-Burst \d+|Link\b[^>]*)>/;

function isSpace(c: string | undefined): boolean {
  return c === " " || c === "\n";
}

/** The character before `i`, skipping spaces (but not newlines). */
function before(t: string, i: number): string {
  let j = i - 1;
  while (j >= 0 && t[j] === " ") j--;
  return j < 0 ? "\n" : t[j]!;
}

/** Spans of double-quoted text (granted abilities such as `gains "[On Deletion] ..."`). */
function quoted(t: string): Span[] {
  const out: Span[] = [];
  let open = -1;
  for (let i = 0; i < t.length; i++) {
    if (t[i] !== '"') continue;
    if (open < 0) open = i;
    else {
      out.push({ start: open, end: i + 1 });
      open = -1;
    }
  }
  return out;
}

/** Index just past the matching closer of the bracket at `i` ([ ( < "), or -1. */
export function closeOf(t: string, i: number): number {
  const open = t[i]!;
  const close = open === "[" ? "]" : open === "(" ? ")" : open === "<" ? ">" : open;
  let depth = 0;
  for (let j = i; j < t.length; j++) {
    if (t[j] === open && open !== close) depth++;
    else if (t[j] === close) {
      if (open === close && j === i) continue;
      depth--;
      if (depth <= 0) return j + 1;
    } else if (t[j] === "\n") return -1;
  }
  return -1;
}

/**
 * <De-Digivolve>'s reminder printed after its targets, at the end of the sentence ("<De-Digivolve 1>
 * 1 of your opponent's Digimon (Trash the top card. ...)"): its own explanation, not an effect.
 */
const DE_DIGIVOLVE_REMINDER =
  /^Trash (?:the top card|up to \d+ cards? from the top)\b[^()]*(?:can't trash past level \d+ cards|can't trash any more cards)\.?$/;

const DURATION_AFTER_COMMA = /^, (?:until|for the turn)\b/;

/**
 * Masks reminder text: a parenthesized sentence right after a keyword or after the end of a
 * sentence that holds one ("<Draw 1>. (Draw 1 card from your deck.)").
 */
export function maskReminders(t: string): string {
  const chars = [...t];
  let keywordInSentence = false;
  let keywordInLastSentence = false;
  // <De-Digivolve N>'s reminder comes after its target: "<De-Digivolve 1> 1 of ... Digimon (Trash ...)".
  let deDigivolve = false;
  const endSentence = () => {
    keywordInLastSentence = keywordInSentence;
    keywordInSentence = false;
    deDigivolve = false;
  };
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c === "<" || c === "[") {
      const end = closeOf(t, i);
      if (end > 0) {
        if (c === "<") keywordInSentence = true;
        if (c === "<" && /^<De-Digivolve \d+>$/.test(t.slice(i, end))) deDigivolve = true;
        else if (HEADER_NAMES.has(t.slice(i + 1, end - 1))) endSentence();
        i = end - 1;
        continue;
      }
    }
    if (c === "\n") endSentence();
    else if (c === "." && (isSpace(t[i + 1]) || t[i + 1] === undefined || t[i + 1] === "(")) endSentence();
    else if (c === "(") {
      const end = closeOf(t, i);
      const prev = before(t, i);
      const inner = end > 0 ? t.slice(i + 1, end - 1).trim() : "";
      const reminder =
        (prev === ">" && keywordInSentence) ||
        (prev === "." && keywordInLastSentence) ||
        (deDigivolve && DE_DIGIVOLVE_REMINDER.test(inner));
      // "<Blast DNA Digivolve (...)> (1 of your specified Digimon ...)": a reminder may open with a number.
      const opens = /^[A-Z]/.test(inner) || (prev === ">" && /^\d+ of /.test(inner));
      if (end > 0 && reminder && opens && inner.includes(" ")) {
        for (let j = i; j < end; j++) if (chars[j] !== "\n") chars[j] = " ";
        // "gains <Rush> (...), for the turn": the comma only closed the reminder.
        if (DURATION_AFTER_COMMA.test(t.slice(end))) chars[end] = " ";
        i = end - 1;
      }
    }
  }
  return chars.join("");
}

interface Start {
  at: number;
  kind: "ability" | "requirement" | "keyword";
}

/** A Token's card information, "(Digimon/White/6000 DP/<Alliance> <Blocker>)": its keywords start no line. */
function tokenInfos(t: string): Span[] {
  const out: Span[] = [];
  for (let i = t.indexOf("(Digimon/"); i >= 0; i = t.indexOf("(Digimon/", i + 1)) {
    const end = closeOf(t, i);
    if (end > 0) out.push({ start: i, end });
  }
  return out;
}

function inside(spans: Span[], i: number): boolean {
  return spans.some((s) => i > s.start && i < s.end);
}

/** Where segments start: header runs, requirement lines and standalone keywords. */
function starts(t: string): Start[] {
  const quotes = [...quoted(t), ...tokenInfos(t)];
  const out: Start[] = [];
  /** End of the last keyword that stood on its own, so that `<Rush> <Raid>` splits in two. */
  let standaloneKeywordEnd = -1;
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if ((c !== "[" && c !== "<" && c !== "D" && c !== "B") || inside(quotes, i)) continue;
    const prev = before(t, i);
    const lineStart = prev === "\n";
    // Old texts glue the requirement line to what follows ("... in traits[On Play] ...").
    // Only on the requirement's own line: a later line of text is no longer glued to it.
    const latest = out[out.length - 1];
    const afterRequirement = latest?.kind === "requirement" && !t.slice(latest.at, i).includes("\n");
    const sentenceEnd = lineStart || afterRequirement || [".", ")", '"', "]", ">"].includes(prev);
    const rest = t.slice(i, i + 160);
    if (c === "B" && !rest.startsWith("Burst Digivolve: ")) continue;
    if (c === "D" || c === "B" || (c === "<" && rest.startsWith("<DNA Digivolution:"))) {
      const glued = /[a-z\]>)]$/.test(t.slice(0, i)) && /^Digivolve: \d/.test(rest);
      if ((lineStart || prev === "." || prev === ">" || prev === ")" || glued) && REQUIREMENT_OLD.test(rest))
        out.push({ at: i, kind: "requirement" });
      continue;
    }
    if (c === "[") {
      const end = closeOf(t, i);
      if (end < 0) continue;
      const name = t.slice(i + 1, end - 1);
      if (REQUIREMENT_BRACKET.test(t.slice(i, end)) && sentenceEnd && !/^\s*effects?\b/.test(t.slice(end))) {
        const last = out[out.length - 1];
        const inRun =
          prev === "]" && last?.kind === "requirement" && /^\[[^\]]*\]\s*$/.test(t.slice(last.at, i));
        if (!inRun) out.push({ at: i, kind: "requirement" });
        i = end - 1;
        continue;
      }
      if (!HEADER_NAMES.has(name) || /^\s*effects?\b/.test(t.slice(end))) continue;
      // A header right after another header continues the same run.
      const last = out[out.length - 1];
      const inRun =
        prev === "]" && last?.kind === "ability" && /^(\s*\[[^\]]*\])+\s*$/.test(t.slice(last.at, i));
      if (sentenceEnd && !inRun) out.push({ at: i, kind: "ability" });
      i = end - 1;
      continue;
    }
    if (c === "<") {
      const end = closeOf(t, i);
      if (end < 0) continue;
      if (STATIC_KEYWORDS.test(rest) || lineStart) {
        const afterKeyword = prev === ">" && t.slice(standaloneKeywordEnd, i).trim() === "";
        if (lineStart || afterRequirement || prev === "." || prev === ")" || afterKeyword) {
          out.push({ at: i, kind: "keyword" });
          standaloneKeywordEnd = end;
        }
      }
      i = end - 1;
    }
  }
  return out;
}

function trimSpan(t: string, start: number, end: number): Span {
  while (start < end && isSpace(t[start])) start++;
  while (end > start && isSpace(t[end - 1])) end--;
  return { start, end };
}

/** Splits a normalized (and reminder-masked) text into segments, in order. */
export function segment(t: string): Segment[] {
  const out: Segment[] = [];
  const list = starts(t);
  const cut = [...list.map((s) => s.at), t.length];
  if (list.length === 0 || list[0]!.at > 0) {
    const span = trimSpan(t, 0, list[0]?.at ?? t.length);
    if (span.end > span.start) out.push({ kind: "text", ...span });
  }
  list.forEach((s, k) => {
    const span = trimSpan(t, s.at, cut[k + 1]!);
    if (span.end <= span.start) return;
    if (s.kind === "requirement") {
      // A requirement line glued to the sentence after it ("... from [X] You may digivolve this
      // card ... onto one of your Tamers ..."): that sentence is text of its own.
      const glued = /(?:\]|Cost \d+)\s+(?=(?:You may|Your) )/.exec(t.slice(span.start, span.end));
      if (glued) {
        const cutAt = span.start + glued.index + glued[0].length;
        out.push({ kind: "requirement", ...trimSpan(t, span.start, cutAt) });
        out.push({ kind: "text", ...trimSpan(t, cutAt, span.end) });
        return;
      }
    }
    if (s.kind !== "ability") {
      out.push({ kind: s.kind, ...span });
      return;
    }
    const headers: Header[] = [];
    const re = /\s*\[([^\]]*)\]/y;
    re.lastIndex = span.start;
    let m: RegExpExecArray | null;
    let pos = span.start;
    while ((m = re.exec(t)) && re.lastIndex <= span.end && HEADER_NAMES.has(m[1]!)) {
      headers.push({ name: m[1]!, start: re.lastIndex - m[1]!.length - 2, end: re.lastIndex });
      pos = re.lastIndex;
    }
    out.push({ kind: "ability", ...span, headers, body: trimSpan(t, pos, span.end) });
  });
  return out;
}

/** The segments of the part of `t` from `start` to `end`, read as if it began a line; offsets into `t`. */
export function segmentRange(t: string, start: number, end: number): Segment[] {
  return segment(" ".repeat(start) + t.slice(start, end));
}
