/** Splits an ability body into sentences, outside brackets, quotes and parentheses. */
import type { Span } from "./structure.ts";

function trim(t: string, s: Span): Span {
  let { start, end } = s;
  while (start < end && /\s/.test(t[start]!)) start++;
  while (end > start && /\s/.test(t[end - 1]!)) end--;
  return { start, end };
}

const GLUED_AFTER_KEYWORD = /^ +(?=(?:While|When|If|Then)\b)/;

export function sentences(t: string, span: Span): Span[] {
  const out: Span[] = [];
  let start = span.start;
  let depth = 0;
  let quote = false;
  const push = (end: number) => {
    const s = trim(t, { start, end });
    if (s.end > s.start) out.push(s);
  };
  for (let i = span.start; i < span.end; i++) {
    const ch = t[i]!;
    if (ch === '"') {
      quote = !quote;
      // 'gains "[On Deletion] Trash ...." Then, ...': a quote that ends a sentence ends it here too.
      if (!quote && depth === 0 && t[i - 1] === "." && /^\s+[A-Z]/.test(t.slice(i + 1, span.end))) {
        push(i + 1);
        start = i + 1;
      }
    } else if (ch === "[" || ch === "<" || ch === "(") depth++;
    else if (ch === "]" || ch === ">" || ch === ")") {
      depth = Math.max(0, depth - 1);
      // A record that lost the period after a keyword: "... gain <Alliance> While you have [X], ...".
      const glued =
        ch === ">" && depth === 0 && !quote ? GLUED_AFTER_KEYWORD.exec(t.slice(i + 1, span.end)) : null;
      if (glued) {
        push(i + 1);
        start = i + 1;
      }
    } else if (depth === 0 && !quote) {
      if (ch === "・" || ch === "\n") {
        push(i);
        start = i + (ch === "・" ? 0 : 1);
      } else if (ch === ".") {
        const next = t[i + 1];
        if (next === undefined || i + 1 >= span.end || /[\s[<"A-Z・]/.test(next)) {
          push(i + 1);
          start = i + 1;
        }
      }
    }
  }
  push(span.end);
  return out;
}
