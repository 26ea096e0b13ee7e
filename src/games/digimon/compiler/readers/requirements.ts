/**
 * Requirement lines: how a card enters play other than by its printed digivolution
 * conditions — [Digivolve] alternatives, DNA, DigiXros, App Fusion, Assembly, Burst, Link —
 * and [Rule] lines. They are requirements, not effects. DNA lines with one colour per part
 * become the engine's DNA requirement.
 */
import type { CardDef, CardFilter, Color, Cond, DnaPart } from "../../model/index.ts";
import { readAlternateCondition } from "./digivolve-conditions.ts";
import { names } from "./filters.ts";

export interface Requirement {
  kind: "digivolve" | "dna" | "digixros" | "appFusion" | "assembly" | "burst" | "link" | "rule";
  text: string;
  cost?: number;
  /** DNA parts: colours (any of) and level, or names. */
  parts?: { colors?: Color[]; level?: number; name?: string }[];
  /** Names ([A] x [B], [A] & [B]) for DigiXros and App Fusion. */
  names?: string[];
  /** Digivolving onto a Tamer of these colours as if it were a Digimon of this level (compiler/plays.ts). */
  tamer?: { colors: Color[]; level: number; cost?: number; named?: string[] };
  /** Digivolving onto a Digimon of this name for this cost, ignoring the requirements (compiler/plays.ts). */
  named?: { is?: string[]; includes?: string[]; also?: CardFilter; cost: number; while?: Cond };
  /** An alternate digivolution condition ("[Digivolve] Lv.4 w/[Garurumon] in name: Cost 3"). */
  from?: { filter: CardFilter; label: string; while?: Cond };
}

/** A requirement line as read, how much of the line it took, and whether the compiler understood it. */
export interface RequirementLine {
  requirement: Requirement;
  /** Offset in the line just past the requirement: what an old printing glues after it is other text. */
  end: number;
  /** The line says more than the compiler reads (so it is reported unread). */
  unread?: boolean;
}

const lineEnd = (t: string) => (t.includes("\n") ? t.indexOf("\n") : t.length);

/**
 * Reads a requirement line at the start of `text`. A [Digivolve] line ends where its condition
 * and cost end; the others end at the end of the line.
 */
export function readRequirementLine(text: string): RequirementLine {
  const end = lineEnd(text);
  // The older Burst printing: "Burst Digivolve: 0 from [X] by returning 1 [Y] to hand", glued to what follows.
  // Its "At the end of the burst digivolution turn, trash this Digimon's top card" restates 8-3-2-1,
  // which the burst digivolution itself carries out (turn/special-actions.ts).
  const oldBurst =
    /^Burst Digivolve: \d+ from \[[^\]]+\] by returning 1 \[[^\]]+\] to (?:the )?hand(?:\.?\s*At the end of the burst digivolution turn, trash this Digimon's top card\.?)?/i.exec(
      text,
    );
  if (oldBurst) return { requirement: { kind: "burst", text: oldBurst[0] }, end: oldBurst[0].length };
  if (/^(?:\[Digivolve\]|Digivolve: \d)/i.test(text)) {
    const alt = readAlternateCondition(text.slice(0, end));
    if (!alt) {
      // The older Burst printing: "Digivolve: 3 from [X] by returning 1 [Y] to hand".
      const burst = /^Digivolve: \d+ from \[[^\]]+\] by returning 1 \[[^\]]+\] to (?:the )?hand/i.exec(text);
      if (burst) return { requirement: { kind: "burst", text: burst[0] }, end: burst[0].length };
      return { requirement: readRequirement(text.slice(0, end)), end, unread: true };
    }
    const requirement: Requirement = {
      kind: "digivolve",
      text: text.slice(0, alt.end).trim(),
      cost: alt.cost,
      from: { filter: alt.filter, label: alt.label, ...(alt.while ? { while: alt.while } : {}) },
    };
    return { requirement, end: alt.end };
  }
  return { requirement: readRequirement(text.slice(0, end)), end };
}

const COLOR = /(red|blue|yellow|green|black|purple|white)/gi;

function colorsIn(s: string): Color[] {
  return [...s.matchAll(COLOR)].map((m) => (m[1]![0]!.toUpperCase() + m[1]!.slice(1).toLowerCase()) as Color);
}

function dnaParts(s: string): Requirement["parts"] {
  return s.split("+").map((part) => {
    const level = /Lv\.?\s*(\d+)/i.exec(part);
    const name = /\[([^\]]+)\]/.exec(part);
    return {
      ...(colorsIn(part).length ? { colors: colorsIn(part) } : {}),
      ...(level ? { level: Number(level[1]) } : {}),
      ...(name && !level ? { name: name[1] } : {}),
    };
  });
}

export function readRequirement(text: string): Requirement {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if ((m = /^\[DNA Digivol(?:ve|ution)\]\s*(.+?)\s*:\s*Cost (\d+)/i.exec(t)))
    return { kind: "dna", text: t, cost: Number(m[2]), parts: dnaParts(m[1]!) };
  if (
    (m =
      /^<?(?:\[DNA Digivolution\]|DNA Digivolution):?\s*(\d+) from (.+?)(?:>|Digivolve unsuspended|$)/i.exec(
        t,
      ))
  )
    return { kind: "dna", text: t, cost: Number(m[1]), parts: dnaParts(m[2]!) };
  if ((m = /^\[DigiXros\s*(-?\d+)\]|^DigiXros\s*(-?\d+):/i.exec(t)))
    return { kind: "digixros", text: t, cost: Number(m[1] ?? m[2]), names: names(t.slice(m[0].length)) };
  if (/^\[App Fusion\]/i.test(t)) {
    const cost = /Cost (\d+)/i.exec(t);
    return {
      kind: "appFusion",
      text: t,
      names: names(t.slice(12)),
      ...(cost ? { cost: Number(cost[1]) } : {}),
    };
  }
  if ((m = /^\[Assembly\s*(-?\d+)\]/i.exec(t))) return { kind: "assembly", text: t, cost: Number(m[1]) };
  if (/^\[Burst Digivolve\]/i.test(t)) return { kind: "burst", text: t };
  if (/^\[Link\]/i.test(t)) return { kind: "link", text: t };
  if (/^\[Rule\]/i.test(t)) return { kind: "rule", text: t };
  const cost = /Cost (\d+)|^Digivolve: (\d+)/i.exec(t);
  return { kind: "digivolve", text: t, ...(cost ? { cost: Number(cost[1] ?? cost[2]) } : {}) };
}

/** The engine's DNA requirement, when every part is colours and a level, or a card name alone. */
export function dnaOf(reqs: Requirement[]): CardDef["dna"] {
  const dna = reqs.find((r) => r.kind === "dna");
  if (!dna?.parts || dna.parts.length !== 2) return undefined;
  const parts: DnaPart[] = [];
  for (const p of dna.parts) {
    if (p.name !== undefined && !p.colors?.length && p.level === undefined) parts.push({ name: p.name });
    else if (p.colors?.length && p.level !== undefined && p.name === undefined)
      parts.push({
        level: p.level,
        color: p.colors[0]!,
        ...(p.colors.length > 1 ? { colors: p.colors } : {}),
      });
    else return undefined;
  }
  return { parts, cost: dna.cost ?? 0 };
}
