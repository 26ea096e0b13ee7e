/**
 * The card-text compiler: normalizes a text, splits it into requirement lines, keyword lines
 * and abilities, reads each ability into the engine's AST, and reports every part it could
 * not read with its exact span in the normalized text.
 *
 * An ability printed with several timings ("[On Play] [When Digivolving] ...") becomes one
 * Ability per timing, all with the same id, so that a shared [Once Per Turn] stays shared.
 */
import type { BodyFields, CompiledText, TextOptions } from "./reading.ts";
import type { Ability, Op, Reach, Timing } from "../model/index.ts";
import { Cursor } from "./text/cursor.ts";
import { staticBody } from "./readers/persistent-effects.ts";
import { readBody } from "./readers/body.ts";
import { type HeaderInfo, readHeaders } from "./text/headers.ts";
import { keywordFromReminder, keywordFromText } from "./readers/keywords.ts";
import { normalizeText } from "./text/normalize.ts";
import { sentences } from "./text/sentences.ts";
import { colourRequirementText } from "./readers/options.ts";
import { deckBuildingRule } from "./readers/deck-rule.ts";
import { namedDigivolution, tamerDigivolution } from "./readers/plays.ts";
import { conditionalNamedDigivolution } from "./readers/conditional-named.ts";
import { type Requirement, readRequirementLine } from "./readers/requirements.ts";
import { type Segment, type Span, maskReminders, segment, segmentRange } from "./text/structure.ts";
import { readWould, readWouldEither } from "./readers/would.ts";
import { splitGluedColourLine, splitLeadingColourLine } from "./readers/glued-colour-line.ts";

const SELF_TRASHED =
  /^\s*When (?:this card is trashed from|you trash this card in your hand|one of your effects trashes this card|an effect trashes this (?:digivolution )?card|effects trash this card from|this card is trashed in your battle area)/i;

function label(t: string, s: Span): string {
  const text = t.slice(s.start, s.end).replace(/\s+/g, " ").trim();
  return text.length > 110 ? `${text.slice(0, 107)}...` : text;
}

/** [Main] and [Security] effects run their ops directly, so "you may" and costs stay inside the ops. */
function inlineChoice(fields: BodyFields): BodyFields {
  const { optional, cost, condition, ops, ...rest } = fields;
  if (!optional && !cost && !condition) return fields;
  let inner: Op[] = ops;
  if (optional && !(ops.every((o) => o.op === "playFrom") && !cost))
    inner = [{ op: "may", ...(cost ? { cost } : {}), then: ops }];
  else if (cost) inner = [...cost, ...ops];
  if (condition) inner = [{ op: "if", cond: { is: "memory", atMost: condition.memoryAtMost }, then: inner }];
  return { ...rest, ops: inner };
}

function abilitiesFor(info: HeaderInfo, fields: BodyFields): Omit<Ability, "id" | "label">[] {
  const shared = {
    ...(info.turn ? { turn: info.turn } : {}),
    ...(info.oncePerTurn ? { oncePerTurn: true } : {}),
    ...(info.perTurn ? { perTurn: info.perTurn } : {}),
    ...(info.zone ? { zone: info.zone } : {}),
  };
  if (info.timings.length === 0) {
    const timing: Partial<Ability> = fields.when ? { timing: "when" } : {};
    return [{ ...fields, ...timing, ...shared }];
  }
  return info.timings.map((timing: Timing) => {
    const f = timing === "main" || timing === "security" ? inlineChoice(fields) : fields;
    const category: Ability["category"] =
      f.category === "keyword" ? "keyword" : timing === "main" ? "activation" : "trigger";
    return { ...f, category, timing, ...shared };
  });
}

function keywordAbility(t: string, seg: Segment, unread: Span[]): Omit<Ability, "id" | "label"> | null {
  const text = t.slice(seg.start, seg.end);
  const m = /^<([^>]+)>/.exec(text);
  const k = m ? keywordFromText(m[1]!) : null;
  const head = m ? m[0].length : 0;
  const after = text.slice(head);
  // A stray closing parenthesis after the reminder ("... the cost.))") is a typo of the record.
  if (after.replace(/[\s.)]/g, "") !== "") {
    const lead = after.length - after.trimStart().length;
    unread.push({ start: seg.start + head + lead, end: seg.end });
  }
  if (!m || !k) {
    unread.push({ start: seg.start, end: m ? seg.start + head : seg.end });
    return null;
  }
  return {
    category: "keyword",
    keyword: k.keyword,
    ops: [],
    ...(k.value !== undefined ? { keywordValue: k.value } : {}),
    ...(k.param !== undefined ? { keywordParam: k.param } : {}),
  };
}

/** A body that is just a keyword: "[Hand] [Counter] <Blast Digivolve>", "[On Deletion] <Save>". */
function keywordBody(t: string, body: Span): BodyFields | null {
  const text = t.slice(body.start, body.end).trim();
  const m = /^<([^>]+)>\s*\.?$/.exec(text);
  const k = m ? keywordFromText(m[1]!) : null;
  if (!k) return null;
  return {
    category: "keyword",
    keyword: k.keyword,
    ops: [],
    ...(k.value !== undefined ? { keywordValue: k.value } : {}),
    ...(k.param !== undefined ? { keywordParam: k.param } : {}),
  };
}

/**
 * A "[Rule]" line (2-3-4): a rule of the card, not an effect, that always applies ("Trait: Has
 * [X].", "Name: Also treated as [X]."). It is read as the persistent text it amounts to.
 */
function ruleAbility(text: string, at: number, id: string, lab: string, unread: Span[]): Ability | null {
  const body = text.replace(/^\[Rule\]/, "(Rule)");
  const { fields } = readBody(compileText, body, { start: 0, end: body.length }, true);
  if (!fields || fields.category !== "persistent") {
    unread.push({ start: at, end: at + text.length });
    return null;
  }
  return { id, label: lab, ...fields };
}

/**
 * "[Your Turn] This Digimon gets +2000 DP. While this Digimon has 10000 DP or more, it gains
 * <Piercing>.": under a turn limit alone (or "[Security] [All Turns]"), several persistent
 * sentences are separate persistent effects (15-8-2), as in a text without headers. "they" in a
 * sentence is whom the one before reached ("While you have [X], they also gain <Rush>"). Null
 * unless every sentence reads so.
 */
function persistentSentences(
  t: string,
  body: Span,
  info: HeaderInfo,
  fromSecurity = false,
): { span: Span; fields: BodyFields }[] | null {
  if (!info.turn || info.oncePerTurn || info.perTurn) return null;
  if (!fromSecurity && (info.timings.length > 0 || info.zone)) return null;
  const spans = sentences(t, body);
  if (spans.length < 2) return null;
  const parts: { span: Span; fields: BodyFields }[] = [];
  let they: Reach | undefined;
  for (const span of spans) {
    const text = t.slice(span.start, span.end);
    const fields =
      readBody(compileText, t, span, true).fields ??
      (they && /\bthey\b/i.test(text) ? staticBody(new Cursor(text), they) : null);
    if (!fields || fields.category === "trigger") return null;
    const reach = fields.persistent?.reach;
    they = reach && reach !== "this" && !("securityOf" in reach) ? reach : undefined;
    parts.push({ span, fields });
  }
  return parts;
}

/** A line that lets a named card or a Tamer digivolve into this card, or null. */
function digivolutionLine(text: string): Requirement | null {
  return tamerDigivolution(text) ?? namedDigivolution(text) ?? conditionalNamedDigivolution(text);
}

/** Compiles one printed text (effect, inherited effect or security effect). */
export function compileText(text: string, opts: TextOptions = {}): CompiledText {
  const code = opts.code ?? "CARD";
  const part = opts.part ?? "main";
  const normalized = normalizeText(text);
  const t = maskReminders(normalized);
  const abilities: Ability[] = [];
  const requirements: Requirement[] = [];
  const unread: Span[] = [];
  const leftOut: Span[] = [];
  let n = opts.first ?? 1;
  const queue = segment(t);
  for (let k = 0; k < queue.length; k++) {
    const seg = queue[k]!;
    const id = `${code}/${part}/${n}`;
    const lab = label(t, seg);
    if (seg.kind === "requirement") {
      const line = readRequirementLine(normalized.slice(seg.start, seg.end));
      if (line.requirement.kind === "rule") {
        const rule = ruleAbility(line.requirement.text, seg.start, id, lab, unread);
        if (rule) {
          abilities.push(rule);
          n++;
        }
      } else requirements.push(line.requirement);
      if (line.unread) unread.push({ start: seg.start, end: seg.start + line.end });
      // What an old printing glues after the requirement is the rest of the text, read on its own.
      queue.splice(k + 1, 0, ...segmentRange(t, seg.start + line.end, seg.end));
      continue;
    }
    const leading = part === "main" ? splitLeadingColourLine(t, seg) : null;
    if (leading) {
      queue.splice(k + 1, 0, ...leading);
      continue;
    }
    if (seg.kind === "keyword") {
      const a = keywordAbility(t, seg, unread);
      if (a) {
        abilities.push({ id, label: lab, ...a });
        n++;
      }
      continue;
    }
    if (seg.kind === "text") {
      const text = t.slice(seg.start, seg.end);
      // A record's stray closing parenthesis ("... the cost.))") is a typo, not text.
      if (/^[\s)]+$/.test(text)) continue;
      const reminded = keywordFromReminder(text);
      if (reminded) {
        abilities.push({ id, label: lab, category: "keyword", keyword: reminded, ops: [] });
        n++;
        continue;
      }
      const glued = part === "main" ? splitGluedColourLine(t, seg) : null;
      if (glued) {
        queue.splice(k + 1, 0, ...glued);
        continue;
      }
      const tamer = digivolutionLine(text);
      if (tamer) {
        requirements.push(tamer);
        continue;
      }
      // "Your [X] can digivolve into this card ... requirements. For every 10 cards ...": an older
      // printing glues the next effect to the digivolution line; each is read on its own.
      const [line, ...rest] = sentences(t, seg);
      if (line && rest.length && digivolutionLine(t.slice(line.start, line.end))) {
        queue.splice(
          k + 1,
          0,
          ...segmentRange(t, seg.start, line.end),
          ...segmentRange(t, line.end, seg.end),
        );
        continue;
      }
      const colours = part === "main" ? (colourRequirementText(text) ?? deckBuildingRule(text)) : null;
      if (colours) {
        abilities.push({ id, label: lab, ...colours });
        n++;
        continue;
      }
      const either = part !== "security" ? readWouldEither(t, seg, compileText) : null;
      if (either) {
        for (const fields of either) abilities.push({ id: `${code}/${part}/${n++}`, label: lab, ...fields });
        continue;
      }
      const would = part !== "security" ? readWould(t, seg, compileText) : null;
      if (would) {
        abilities.push({ id, label: lab, ...would });
        n++;
        continue;
      }
      // A security text may omit its header, and so may a card's trigger on its own trashing
      // (from the hand, deck or digivolution cards); elsewhere a text without one is a
      // persistent effect (15-8-2), and several persistent sentences are separate effects.
      if (part !== "security" && !SELF_TRASHED.test(text)) {
        const parts = sentences(t, seg).map((span) => ({
          span,
          fields: readBody(compileText, t, span, true).fields,
        }));
        if (parts.every((p) => p.fields && p.fields.category !== "trigger"))
          for (const p of parts) {
            abilities.push({ id: `${code}/${part}/${n}`, label: label(t, p.span), ...p.fields! });
            n++;
          }
        else unread.push(seg);
        continue;
      }
    }
    let info: HeaderInfo =
      seg.kind === "ability"
        ? readHeaders(seg.headers)
        : { timings: part === "security" ? ["security"] : [], unknown: [] };
    const body = seg.kind === "ability" ? seg.body : seg;
    if (info.unknown.length > 0) {
      unread.push(...info.unknown);
      leftOut.push(seg);
      continue;
    }
    const fromSecurity = part !== "security" && info.turn && info.timings.join() === "security";
    if (fromSecurity) {
      // "[Security] [All Turns] ...": a persistent effect that works while the card is a security card.
      const read = readBody(compileText, t, body, true).fields;
      if (read?.category === "persistent") {
        abilities.push({ id, label: lab, ...read, turn: info.turn, zone: "security" });
        n++;
        continue;
      }
      const split = persistentSentences(t, body, info, true);
      if (split?.every((p) => p.fields.category === "persistent")) {
        for (const p of split) {
          abilities.push({
            id: `${code}/${part}/${n}`,
            label: label(t, p.span),
            ...p.fields,
            turn: info.turn!,
            zone: "security",
          });
          n++;
        }
        continue;
      }
      // "[Security] [Your Turn] When ...": a trigger or immediate-type effect that works while the
      // card is face up in the security stack (15-14-5-1), read as one without the icon.
      info = { ...info, timings: [], zone: "security" };
    }
    // One printed effect read as two immediate-type effects (a play and a digivolution): one id, so a
    // shared [Once Per Turn] stays shared.
    const either =
      info.timings.length === 0 && part !== "security" ? readWouldEither(t, body, compileText) : null;
    if (either) {
      for (const f of either) for (const a of abilitiesFor(info, f)) abilities.push({ id, label: lab, ...a });
      n++;
      continue;
    }
    let fields = keywordBody(t, body) ?? (info.timings.length === 0 ? readWould(t, body, compileText) : null);
    if (!fields) {
      const out = readBody(
        compileText,
        t,
        body,
        info.timings.length === 0,
        info.timings.length === 1 ? info.timings[0] : undefined,
      );
      const split = out.fields ? null : persistentSentences(t, body, info);
      if (split) {
        for (const p of split) {
          abilities.push({
            id: `${code}/${part}/${n}`,
            label: label(t, p.span),
            ...p.fields,
            turn: info.turn!,
          });
          n++;
        }
        continue;
      }
      if (!out.fields) {
        unread.push(...(out.unread.length ? out.unread : [body.end > body.start ? body : seg]));
        leftOut.push(seg);
        continue;
      }
      fields = out.fields;
    }
    if (
      info.timings.length === 0 &&
      fields.category === "trigger" &&
      (!fields.when || (seg.kind === "text" && fields.when.on !== "trashedSelf"))
    ) {
      unread.push(body);
      leftOut.push(seg);
      continue;
    }
    for (const a of abilitiesFor(info, fields)) abilities.push({ id, label: lab, ...a });
    n++;
  }
  return {
    normalized,
    abilities,
    requirements,
    unread: unread
      .sort((a, b) => a.start - b.start)
      .map((s) => ({ start: s.start, end: s.end, fragment: normalized.slice(s.start, s.end) })),
    leftOut: leftOut.map((s) => normalized.slice(s.start, s.end).trim()),
  };
}
