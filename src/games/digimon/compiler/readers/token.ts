/**
 * Playing Tokens (4-21): "You may play 1 [Pipe Fox] Token (Digimon/Yellow/6000 DP/<Blocker>)",
 * "play 2 [X] Tokens without paying their costs (Digimon/Cost 14/Lv.6/White/Mega/Unknown/3000 DP)".
 * The parenthesis is the token's card information; a Token whose information the text does
 * not give ("You may play 1 [Familiar] Token.") is left unread.
 */
import type { Ability, CardDef, Color, Op } from "../../model/index.ts";
import { type Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { keywordFromText } from "./keywords.ts";
import type { CompileNested, EffectContext } from "../reading.ts";
import { closeOf } from "../text/structure.ts";

const COLORS: Color[] = ["Red", "Blue", "Yellow", "Green", "Black", "Purple", "White"];

/** The items between slashes; a keyword's parenthesis or an effect text may hold slashes too. */
function items(inner: string): string[] | null {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inner.length; i++) {
    const ch = inner[i];
    if (ch === "(" || ch === "<") depth++;
    else if (ch === ")" || ch === ">") depth--;
    if (depth < 0) return null;
    // An effect runs to the next "/[" or "/<" (the next ability) or to the end.
    const effectStarted = out.length > 0 && /^\s*\[/.test(inner.slice(start));
    const next = inner.slice(i + 1);
    if (ch === undefined || (ch === "/" && depth === 0 && (!effectStarted || /^\s*[[<]/.test(next)))) {
      out.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  return out;
}

/** The token's card information, from its parenthesis. */
export function tokenDef(name: string, inner: string, compileNested: CompileNested): CardDef | null {
  const parts = items(inner);
  if (!parts || parts[0] !== "Digimon") return null;
  const def = unknownToken(name);
  let n = 1;
  for (const part of parts.slice(1)) {
    let m: RegExpMatchArray | null;
    const color = COLORS.find((c) => c.toLowerCase() === part.toLowerCase());
    if (color) def.colors.push(color);
    else if ((m = part.match(/^Cost (\d+)$/i))) def.playCost = Number(m[1]);
    else if ((m = part.match(/^Lv\.\s?(\d+)$/i))) def.level = Number(m[1]);
    else if ((m = part.match(/^(\d+) DP$/i))) def.dp = Number(m[1]);
    else if (part.startsWith("<")) {
      // "<Blocker><Decoy (Black)> [Your Turn] This Digimon can't attack.": keywords, then maybe an effect.
      const lead = /^(?:\s*<[^<>]*(?:<[^<>]*>[^<>]*)*>)+/.exec(part)![0];
      for (const k of lead.matchAll(/<([^>]+)>/g)) {
        const kw = keywordFromText(k[1]!);
        if (!kw) return null;
        const ability: Ability = {
          id: `${def.code}/main/${n++}`,
          label: `<${k[1]}>`,
          category: "keyword",
          ops: [],
          keyword: kw.keyword,
          ...(kw.value !== undefined ? { keywordValue: kw.value } : {}),
          ...(kw.param !== undefined ? { keywordParam: kw.param } : {}),
        };
        def.abilities.push(ability);
      }
      const after = part.slice(lead.length).trim();
      if (after !== "") {
        if (!after.startsWith("[")) return null;
        const out = compileNested(after.replace(/\.?$/, "."), { code: def.code, first: n });
        if (out.unread.length > 0 || out.abilities.length === 0) return null;
        def.abilities.push(...out.abilities);
        n += out.abilities.length;
      }
    } else if (part.startsWith("[")) {
      const out = compileNested(part.replace(/\.?$/, "."), { code: def.code, first: n });
      if (out.unread.length > 0 || out.abilities.length === 0) return null;
      def.abilities.push(...out.abilities);
      n += out.abilities.length;
    } else if (/^[A-Za-z][\w .'-]*$/.test(part)) def.traits.push(part);
    else return null;
  }
  return def.dp !== undefined && def.colors.length > 0 ? def : null;
}

/** A token the text names without its card information, until a reminder sentence gives it. */
/** A Token with a name and nothing else known; readers fill in what the text says. */
function unknownToken(name: string): CardDef {
  const code = `TOKEN-${name.replace(/[^A-Za-z0-9]+/g, "")}`;
  return {
    code,
    name,
    category: "Digimon",
    colors: [],
    digivolve: [],
    traits: [],
    abilities: [],
    inherited: [],
    security: [],
    token: true,
  };
}

/** "[you may] play N [X] Token(s) [without paying ...] [(...)] [suspended]". */
export function playToken(c: Cursor, ctx: EffectContext): Op[] | null {
  // "they play 1 [Petrification] Token (...)": the opponent plays it, on their side (4-21).
  const theirs = c.is("(?:they|your opponent) plays?(?= )");
  const m = c.re(`${theirs ? "" : "play "}${NUMBER} \\[([^\\]]+)\\] Tokens?`);
  if (!m) return null;
  const count = toNumber(m[1]!);
  const name = m[2]!.trim();
  c.is("without paying (?:the|its memory|its|their) costs?");
  const info = c.re("\\((.+)\\)(?=[\\s.]*$|\\s+suspended)");
  const token = info ? tokenDef(name, info[1]!, ctx.compileNested) : unknownToken(name);
  if (!token) return null;
  const suspended = c.is("suspended(?: (?:to|in) your battle area)?");
  return [
    {
      op: "playToken",
      count,
      token,
      ...(suspended ? { suspended } : {}),
      ...(theirs ? { by: "opponent" as const } : {}),
    },
  ];
}

const REMINDER =
  /^\s*\((.+?) Tokens are level (\d+) (\w+) Digimon with a memory cost of (\d+), (\d+) DP, and (?:are (.+?) form, (.+?) type, and (.+?) attribute|(.+?) traits)\.?\)\s*$/i;

/**
 * "(Diaboromon Tokens are level 6 white Digimon with a memory cost of 14, 3000 DP, and ...)"
 * after playing that token: it gives the token's card information. True when it did.
 */
export function tokenReminder(text: string, ops: Op[] | undefined): boolean {
  const m = REMINDER.exec(text);
  const play = ops && findPlay(ops);
  if (!m || !play || play.token.dp !== undefined || play.token.name !== m[1]!.trim()) return false;
  const color = COLORS.find((x) => x.toLowerCase() === m[3]!.toLowerCase());
  if (!color) return false;
  const traits = m[9] ? m[9].split("/") : [m[6]!, m[8]!, m[7]!];
  play.token = {
    ...play.token,
    level: Number(m[2]),
    colors: [color],
    playCost: Number(m[4]),
    dp: Number(m[5]),
    traits: traits.map((t) => t.trim()),
  };
  return true;
}

function findPlay(ops: Op[]): Extract<Op, { op: "playToken" }> | undefined {
  for (const op of ops) {
    if (op.op === "playToken") return op;
    const inner = op.op === "if" || op.op === "may" || op.op === "scaled" ? findPlay(op.then) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * "You may play 1 [Familiar] Token. (Digimon/Yellow/3000 DP/[On Deletion] ...)": the card
 * information printed as a sentence of its own after the play. Fills the Token the last clause
 * plays and returns the length of the parenthesis (what follows it is read on its own), or 0.
 */
export function tokenInfoAfter(text: string, ops: Op[] | undefined, compileNested: CompileNested): number {
  const lead = text.length - text.trimStart().length;
  if (!text.startsWith("(Digimon/", lead)) return 0;
  const play = ops && findPlay(ops);
  const end = closeOf(text, lead);
  if (!play || play.token.dp !== undefined || end < 0) return 0;
  const token = tokenDef(play.token.name, text.slice(lead + 1, end - 1), compileNested);
  if (!token) return 0;
  play.token = token;
  return end + (/^\s*\./.exec(text.slice(end))?.[0].length ?? 0);
}
