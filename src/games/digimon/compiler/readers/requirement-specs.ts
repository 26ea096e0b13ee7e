/**
 * The requirement lines the engine carries out as actions, read into the card definition:
 * [Link] (10-1, from the record's own link fields), DigiXros (7-2), Assembly (7-3),
 * [App Fusion] (8-4) and [Burst Digivolve] (8-3). A line the grammar below does not read
 * whole gives nothing, so the card stays reported as not runnable for that requirement.
 *
 *   [Link] [Appmon] trait: Cost 2          [Link] Lv.3 or higher: Cost 2
 *   [DigiXros -2] [Shoutmon] x [Ballistamon]          DigiXros -1: [A] + [B]
 *   [DigiXros -2] 2 Digimon cards w/[Bagra Army] trait
 *   [Assembly -6] Lv.5 x Lv.4 x Lv.3, all w/[Agumon] in name or w/[ME] trait
 *   [Assembly -4] 2 Lv.5 or lower [Shambala] trait cards w/different levels
 *   [App Fusion] [Gatchmon] & [Navimon] & [Tweetmon]: Cost 0
 *   [Burst Digivolve] [Rosemon]: Cost 0 by returning 1 [Yoshino Fujieda] to the hand.
 */
import type { AssemblyRequirement, CardDef, CardFilter, Color, XrosRequirement } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";
import { withClauses } from "./digivolve-conditions.ts";

const NAME = "\\[[^\\]]+\\]";
const bracketed = (s: string) => [...s.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!.trim());
const clean = (s: string) =>
  s
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * One card description of a requirement: "Lv.4 or lower [TB] trait card", "[Plutomon]",
 * "Digimon card with <Save> in its text", "Lv.5 or lower Digimon card w/[Gokuumon] in text or w/[SW] trait".
 */
export function readCardPart(text: string): CardFilter | null {
  const c = new Cursor(clean(text));
  const f: CardFilter = {};
  let m: RegExpExecArray | null;
  if ((m = c.re("(red|blue|yellow|green|black|purple|white)\\b")))
    f.colors = [(m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase()) as Color];
  if ((m = c.re("Lv\\.\\s*(\\d+)(?: or (higher|lower))?"))) {
    const n = Number(m[1]);
    if (!m[2]) f.level = n;
    else if (m[2].toLowerCase() === "higher") f.minLevel = n;
    else f.maxLevel = n;
  }
  if ((m = c.re(`(${NAME}(?:\\s*/\\s*${NAME})*) traits?`))) f.traits = bracketed(m[1]!);
  else if ((m = c.re(`(${NAME}(?:\\s*/\\s*${NAME})*) in (?:its )?text`))) f.textIncludes = bracketed(m[1]!);
  else if ((m = c.re(`(${NAME}(?:\\s*/\\s*${NAME})*) in (?:its )?names?`))) f.nameIncludes = bracketed(m[1]!);
  else if ((m = c.re(`(${NAME}(?:\\s*/\\s*${NAME})*)`))) f.nameIs = bracketed(m[1]!);
  if ((m = c.re("(Digimon|Tamer)"))) f.category = m[1] as CardFilter["category"];
  c.re("cards?");
  if ((m = c.re("with (<[^>]+>|\\[[^\\]]+\\]) in (?:its )?text")))
    f.textIncludes = [m[1]!.replace(/^\[|\]$/g, "")];
  const w = c.peek("w/\\s*[\\[<]") ? withClauses(c) : null;
  if (w) Object.assign(f, w);
  c.re("\\.");
  if (c.i < c.s.length && c.s.slice(c.i).trim() !== "") return null;
  return Object.keys(f).length ? f : null;
}

/** "[Link] [Appmon] trait: Cost 2" with the record's link DP and the link effects read elsewhere. */
export function readLink(
  requirement: string | undefined,
  dp: number | undefined,
  abilities: CardDef["abilities"],
): CardDef["link"] {
  if (!requirement?.trim() && (dp || abilities.length > 0))
    return {
      to: {},
      cost: 0,
      dp: dp ?? 0,
      abilities,
      label: "requirement missing from the card record",
      requirementMissing: true,
    };
  const m = /^\[Link\]\s*(.+?)\s*:\s*Cost (\d+)\s*$/i.exec(clean(requirement ?? ""));
  if (!m) return undefined;
  const to = readCardPart(m[1]!);
  if (!to) return undefined;
  return { to, cost: Number(m[2]), dp: dp ?? 0, abilities, label: m[1]! };
}

/** The cards of a "N ... cards" requirement, or the parts joined by "x", "+" or "×". */
function readParts(
  body: string,
): { parts: CardFilter[]; count?: number; different?: "level" | "name" } | null {
  let text = clean(body);
  let common: CardFilter | null = null;
  const all = /,\s*all (w\/.+)$/i.exec(text);
  if (all) {
    const c = new Cursor(all[1]!);
    common = withClauses(c);
    if (!common || c.s.slice(c.i).trim() !== "") return null;
    text = text.slice(0, all.index);
  }
  let different: "level" | "name" | undefined;
  const diff = /\s*w\/\s*different (levels|names)$/i.exec(text);
  if (diff) {
    different = diff[1]!.toLowerCase() === "levels" ? "level" : "name";
    text = text.slice(0, diff.index);
  }
  // "xD7" is how some records spell the "×" between parts.
  const joined = text.split(/\s+(?:x|\+|×|xD7)\s+/i).map((p) => p.replace(/^1\s+/, ""));
  const counted = /^(\d+)\s+(.+)$/.exec(text);
  const pieces = joined.length > 1 ? joined : [counted ? counted[2]! : text];
  const parts: CardFilter[] = [];
  for (const piece of pieces) {
    // "[A] or [B] or [C]": one card, any of those names.
    const f = /^\[[^\]]+\](?:\s+or\s+\[[^\]]+\])+$/i.test(piece)
      ? { nameIs: bracketed(piece) }
      : readCardPart(piece);
    if (!f) return null;
    parts.push(common ? { ...f, ...common } : f);
  }
  return {
    parts,
    ...(joined.length === 1 && counted ? { count: Number(counted[1]) } : {}),
    ...(different ? { different } : {}),
  };
}

/** "[DigiXros -2] ..." or the older "DigiXros -2: ..." (whatever an old printing glues after it is left). */
export function readXros(line: string): XrosRequirement | undefined {
  const m = /^(?:\[DigiXros\s*(-?\d+)\]|DigiXros\s*(-?\d+):)\s*(.+)$/i.exec(clean(line));
  if (!m) return undefined;
  const label = m[3]!.replace(/\s*When you would play this card.*$/i, "").trim();
  const read = readParts(label);
  if (!read || read.different) return undefined;
  const reduce = Math.abs(Number(m[1] ?? m[2]));
  return read.count !== undefined
    ? { reduce, parts: read.parts, max: read.count, label }
    : { reduce, parts: read.parts, label };
}

export function readAssembly(line: string): AssemblyRequirement | undefined {
  const m = /^\[Assembly\s*(-?\d+)\]\s*(.+)$/i.exec(clean(line));
  if (!m) return undefined;
  const read = readParts(m[2]!);
  if (!read) return undefined;
  const parts =
    read.count !== undefined ? Array.from({ length: read.count }, () => read.parts[0]!) : read.parts;
  return {
    reduce: Math.abs(Number(m[1])),
    parts,
    ...(read.different ? { different: read.different } : {}),
    label: m[2]!.trim(),
  };
}

export function readAppFusion(line: string): CardDef["appFusion"] {
  const m = /^\[App Fusion\]\s*(.+?)\s*:\s*Cost (\d+)\s*$/i.exec(clean(line));
  if (!m || !/^\[[^\]]+\](?:\s*&\s*\[[^\]]+\])+$/.test(m[1]!)) return undefined;
  return { names: bracketed(m[1]!), cost: Number(m[2]) };
}

/** "[Burst Digivolve] [X]: Cost 0 by returning 1 [Y] to the hand" and the older "Burst Digivolve: 0 from [X] by returning 1 [Y] to hand". */
export function readBurst(line: string): CardDef["burst"] {
  const t = clean(line);
  const m =
    /^\[Burst Digivolve\]\s*\[([^\]]+)\]\s*:\s*Cost (\d+) by returning 1 \[([^\]]+)\] to (?:the )?hand\.?\s*$/i.exec(
      t,
    ) ??
    /^(?:Burst )?Digivolve:\s*(\d+) from \[([^\]]+)\] by returning 1 \[([^\]]+)\] to (?:the )?hand/i.exec(t);
  if (!m) return undefined;
  const first = /^\[Burst/i.test(t);
  return first
    ? { from: m[1]!, cost: Number(m[2]), tamer: m[3]! }
    : { from: m[2]!, cost: Number(m[1]), tamer: m[3]! };
}
