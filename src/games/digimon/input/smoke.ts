/**
 * The card smoke test: every card of a pool put on a board and run through its natural actions
 * (play it, digivolve into it from a fitting card, DNA digivolve into it, use it, activate its
 * [Main], attack with it, start and end a turn with it on the field, with an opponent's Digimon
 * to target and a copy of it on the opponent's side). A refusal with a clear message is fine;
 * any other exception is an internal error, a defect to fix.
 */
import type { CardDef, Color } from "../model/index.ts";
import { cardGaps, damageGaps } from "./card-gaps.ts";
import { hasMainIcon } from "../derive/index.ts";
import { textDamage } from "../../../cards/text-damage.ts";
import { bundledCards } from "../model/cards/index.ts";
import { type CardText, compileCard, describeUnread } from "../compiler/index.ts";
import { CardRegistry } from "./registry.ts";
import { resolveDigimon } from "./resolve-text.ts";
import { renderPlainText } from "../../../render/text.ts";
import { UserError } from "../../user-error.ts";

/** Digits for the plain base cards' codes: SMK-<colour digit>0<level>, like the GEN- cards. */
const COLOR_DIGIT: Record<Color, number> = {
  Red: 1,
  Yellow: 2,
  Blue: 3,
  Green: 4,
  Purple: 5,
  Black: 6,
  White: 7,
};

const baseCode = (color: Color, level: number) => `SMK-${COLOR_DIGIT[color]}0${level}`;

/** Plain cards without text, one per colour and level 2 (a Digi-Egg) to 7, to digivolve from and fight. */
export function smokeBaseCards(): CardDef[] {
  const out: CardDef[] = [];
  for (const color of Object.keys(COLOR_DIGIT) as Color[])
    for (let level = 2; level <= 7; level++)
      out.push({
        code: baseCode(color, level),
        name: `Plain ${color} Lv.${level}`,
        category: level === 2 ? "Digi-Egg" : "Digimon",
        colors: [color],
        level,
        ...(level === 2 ? {} : { dp: 1000 + 2000 * (level - 2), playCost: level }),
        digivolve: [],
        traits: [],
        abilities: [],
        inherited: [],
        security: [],
      });
  return out;
}

export interface SmokeCase {
  card: string;
  board: string;
  action: string;
}

export interface SmokeError {
  card: string;
  board: string;
  action: string;
  message: string;
}

export interface SmokeReport {
  cards: number;
  /** Actions that resolved to a final state (the text breakdown drawn too). */
  resolved: number;
  /** Actions refused with a message for the user (not allowed, bad input, step budget). */
  refused: number;
  internal_errors: number;
  /** Internal errors grouped by message, most frequent first, each with one example. */
  by_error: { message: string; count: number; example: SmokeError }[];
  /** Milliseconds for the whole run. */
  ms: number;
  /** Every refusal with its message, only when asked for (`listRefused`). */
  refusals?: SmokeError[];
}

const OPPONENT = "B: SMK-604(sus)";
const SIDE = "security 3, deck 5";
/** The memory gauge is one: it is written on the acting player's side only. */
const MINE = `${SIDE}, memory 3`;

/** The boards and actions that exercise one card. */
export function smokeCases(def: CardDef): SmokeCase[] {
  const c = def.code;
  const out: SmokeCase[] = [];
  const add = (a: string, b: string, action: string) =>
    out.push({ card: c, board: `turn A | A: ${a} | ${b}`, action });
  // A copy on the opponent's side too, so its effects also work from there (the target stays SMK-604).
  const opp =
    def.category === "Digimon" || def.category === "Tamer"
      ? `${OPPONENT} ${c}#b, ${SIDE}`
      : `${OPPONENT}, ${SIDE}`;
  // Digimon of the card's colours, so an Option's colour requirement (4-22) can be met.
  const colored = def.colors.map((col) => `${baseCode(col, 4)}#${col.toLowerCase()}`).join(" ");
  // A [Main] of its own, on the field: a [Hand] [Main] or [Trash] [Main] works only from there (15-14-2-1, 15-14-3-1).
  const main = hasMainIcon(def.text ?? "");
  if (def.category === "Option") {
    add(`${colored}, hand ${c}, ${MINE}`, opp, `A uses ${c}`);
    return out;
  }
  if (def.category === "Digi-Egg") {
    add(`SMK-105, breeding ${c}, ${MINE}`, opp, "A attacks SMK-604 with SMK-105");
    return out;
  }
  // A DUAL card has no play cost (7-1-1): it is used as its Option side, with that side's colours.
  const side = def.optionSide;
  if (side) {
    const sideColored = side.colors.map((col) => `${baseCode(col, 4)}#${col.toLowerCase()}`).join(" ");
    add(`${sideColored}, hand ${c}, ${MINE}`, opp, `A uses ${c}`);
  } else add(`SMK-104, hand ${c}, ${MINE}`, opp, `A plays ${c}`);
  add(`${c} SMK-105, ${MINE}`, opp, "A attacks SMK-604 with SMK-105");
  add(`${c} SMK-105, ${MINE}`, opp, "A ends the turn");
  add(`${c} SMK-105, ${MINE}`, opp, "A starts the turn");
  if (main) add(`${c} ${colored}, ${MINE}`, opp, `A activates ${c}`);
  // [Hand] [Main] and [Trash] [Main] effects, from where they work (15-14-2, 15-14-3).
  if (/\[Hand\]\s*\[Main\]/i.test(def.text ?? ""))
    add(`${colored}, hand ${c}, ${MINE}`, opp, `A activates ${c} from the hand`);
  if (/\[Trash\]\s*\[Main\]/i.test(def.text ?? ""))
    add(`${colored}, trash ${c}, ${MINE}`, opp, `A activates ${c} from the trash`);
  if (def.category !== "Digimon") return out;
  add(`${c} ${colored}, ${MINE}`, opp, `A attacks B with ${c}`);
  add(`${c} ${colored}, ${MINE}`, opp, `A attacks SMK-604 with ${c}`);
  // A requirement a plain card meets: by colour and level, not by name, trait or onto a Tamer.
  const req = def.digivolve.find((r) => !r.from && !r.ontoName && r.onto === undefined);
  if (req) {
    const base = baseCode(req.color, req.level);
    const area = req.level === 2 ? `SMK-105, breeding ${base}` : base;
    add(`${area}, hand ${c}, ${MINE}`, opp, `A digivolves ${base} into ${c}`);
  }
  // A part by name needs a card of that name, which generic cards are not.
  if (def.dna && def.dna.parts.length === 2 && def.dna.parts.every((p) => p.name === undefined)) {
    const [x, y] = def.dna.parts.map(
      (p, i) =>
        `${baseCode(p.name === undefined ? p.color : "Red", p.name === undefined ? p.level : 4)}#d${i}`,
    );
    add(`${x} ${y}, hand ${c}, ${MINE}`, opp, `A dna ${x} ${y} into ${c}`);
  }
  return out;
}

/** A registry holding the project's cards, the plain base cards, and the pool compiled on first use. */
export function smokeRegistry(pool: CardText[]): CardRegistry {
  const registry = new CardRegistry([...bundledCards, ...smokeBaseCards()]);
  const records = new Map(pool.map((r) => [r.code, r]));
  registry.useFallback({
    codes: () => records.keys(),
    load: (code) => {
      const record = records.get(code);
      if (!record) return undefined;
      const compiled = compileCard(record);
      const gaps = [...cardGaps(compiled), ...damageGaps(textDamage(record))];
      return { def: compiled.def, unread: describeUnread(compiled), gaps };
    },
  });
  return registry;
}

type Outcome =
  { kind: "resolved" } | { kind: "refused"; message: string } | { kind: "internal"; message: string };

export function runCase(k: SmokeCase, registry: CardRegistry): Outcome {
  try {
    const { trace } = resolveDigimon({ board: k.board, action: k.action }, registry);
    renderPlainText(trace, { title: k.action });
    return { kind: "resolved" };
  } catch (e) {
    if (e instanceof UserError) return { kind: "refused", message: e.message };
    return { kind: "internal", message: e instanceof Error ? e.message : String(e) };
  }
}

/** Runs every card's cases; `progress` hears after each card (for long runs). */
export function smokeCards(
  pool: CardText[],
  opts: { codes?: string[]; listRefused?: boolean; progress?: (done: number, total: number) => void } = {},
): SmokeReport {
  const started = performance.now();
  const registry = smokeRegistry(pool);
  const codes = opts.codes ?? pool.map((r) => r.code);
  let resolved = 0;
  let refused = 0;
  const errors: SmokeError[] = [];
  const refusals: SmokeError[] = [];
  codes.forEach((code, i) => {
    const def = registry.get(code);
    if (def)
      for (const k of smokeCases(def)) {
        const r = runCase(k, registry);
        if (r.kind === "resolved") resolved++;
        else if (r.kind === "refused") {
          refused++;
          if (opts.listRefused) refusals.push({ ...k, message: r.message });
        } else errors.push({ ...k, message: r.message });
      }
    opts.progress?.(i + 1, codes.length);
  });
  const groups = new Map<string, SmokeError[]>();
  for (const e of errors) groups.set(e.message, [...(groups.get(e.message) ?? []), e]);
  return {
    cards: codes.length,
    resolved,
    refused,
    internal_errors: errors.length,
    by_error: [...groups.entries()]
      .map(([message, list]) => ({ message, count: list.length, example: list[0]! }))
      .sort((a, b) => b.count - a.count),
    ms: Math.round(performance.now() - started),
    ...(opts.listRefused ? { refusals } : {}),
  };
}
