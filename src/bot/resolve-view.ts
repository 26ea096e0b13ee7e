/**
 * The breakdown message /resolve and /scenario reply with, and everything its buttons, menu and
 * modal do. The message's state (board, action, choices, edition, page, owner...) lives in the
 * component state under a short id that every custom_id carries: `rv:<id>:<verb>[:<arg>]`.
 *
 * Choices: the resolution runs with the user's scripted choices; what they did not script is
 * decided by the documented default and recorded. The reply is complete at once (defaults
 * applied, said so), and a select menu offers the first such choice to the person who asked;
 * picking appends the answer to the choices text and resolves again, which offers the next one.
 */
import {
  ButtonStyle,
  ComponentType,
  TextInputStyle,
  type APIButtonComponent,
  type APIEmbed,
  type APIEmbedField,
  type APIModalInteractionResponseCallbackData,
  type APIStringSelectComponent,
} from "discord-api-types/payloads/v10";
import { z } from "zod";
import { ALTERNATIVES_BUDGET, findAlternatives } from "../engine/alternatives.ts";
import { defaultChooser, defaultPick } from "../engine/chooser.ts";
import type { FinalState, Trace } from "../engine/trace.ts";
import type { ChoiceRequest, Chooser } from "../engine/types.ts";
import { gameById } from "../games/index.ts";
import { UserError } from "../games/user-error.ts";
import { EMBEDS_TOTAL_MAX, EMBED_DESCRIPTION_MAX, PAGE_LIMIT_MIN } from "../render/limits.ts";
import { type PngOptions, renderPng, renderPngAsync } from "../render/png.ts";
import { renderTextPages } from "../render/text.ts";
import { alternativeNotes } from "../render/alternatives-text.ts";
import { EN_NOTE_WORDS, type NoteWords } from "../render/note-words.ts";
import { findScenario } from "../scenarios/library.ts";
import {
  BUTTON_LABEL_MAX,
  FIELD_VALUE_MAX,
  MODAL_TITLE_MAX,
  SELECT_OPTIONS_MAX,
  SELECT_PLACEHOLDER_MAX,
  SELECT_TEXT_MAX,
  TEXT_INPUT_MAX,
  clip,
} from "./fit.ts";
import { citeRulings } from "../citations/index.ts";
import { rulingCitationsSchema } from "../citations/schema.ts";
import { QNOS_SHOWN, cardLines, suiteLines } from "../citations/text.ts";
import { type BreakdownWords, breakdownWords } from "../i18n/breakdown.ts";
import { LOCALES, localeOf } from "../i18n/locale.ts";
import type { ExploreInput } from "./explore-view.ts";
import { type Logger, describeError } from "./log.ts";
import { ephemeral } from "./router.ts";
import { newStateId } from "./component-state.ts";
import { BUSY_TEXT, ackWait, submitWork, within, type WorkTicket } from "./work-threads.ts";
import type {
  BotContext,
  BotReply,
  ComponentInteraction,
  MessageRow,
  ModalInteraction,
  OutFile,
  OutMessage,
} from "./types.ts";

export const VIEW_PREFIX = "rv";
export const VIEW_KIND = "resolve-view";
export const PNG_NAME = "breakdown.png";
const NONE = "__none";
const COLOR = 0x3b6fd8;
/** An incomplete ruling's embed (see the verdict it opens with): amber, not the usual blue. */
const INCOMPLETE_COLOR = 0xd97706;

/** Input caps: generous for real boards, small enough to keep every request cheap. */
export const INPUT_LIMITS = { board: TEXT_INPUT_MAX, action: 300, choices: 1000, cards: 3000 } as const;

const pendingSchema = z.object({
  kind: z.enum(["order", "target", "yesno"]),
  prompt: z.string(),
  forCard: z.string().optional(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(z.object({ id: z.string(), label: z.string(), card: z.string().optional() })),
});

export const viewStateSchema = z.object({
  owner: z.string(),
  game: z.string(),
  board: z.string(),
  action: z.string(),
  choices: z.string(),
  /** Cards written inline (states stored before this field existed have none). */
  cards: z.string().default(""),
  edition: z.string(),
  page: z.number().int().min(0),
  title: z.string(),
  /** Set when the board came from the scenario library. */
  scenario: z.string().optional(),
  ephemeral: z.boolean(),
  /** The first choice the engine made by default on the last run. */
  pending: pendingSchema.optional(),
  /** False when the picture could not be drawn, so page turns don't point at a missing file. */
  picture: z.boolean().optional(),
  /** A modal edit that failed, so the next "Edit board" starts from it. */
  draft: z.object({ board: z.string(), action: z.string(), choices: z.string() }).optional(),
  /** The asker's language: the message stays in it whoever presses its buttons. */
  locale: z.enum(LOCALES).optional(),
  /** The official rulings the board's cards and action concern (src/citations/). */
  rulings: rulingCitationsSchema.optional(),
});

export type ViewState = z.infer<typeof viewStateSchema>;
export type Pending = z.infer<typeof pendingSchema>;

export interface EditionComparison {
  other: string;
  /** Sentences for the reply; empty when the other edition gives the same result. */
  differences: string[];
}

export interface ViewRun {
  trace: Trace;
  notes: string[];
  /** Choices the engine made by default (nothing scripted answered them), in order. */
  asked: ChoiceRequest[];
  comparisons: EditionComparison[];
}

/** Throws a UserError naming the first input over its cap. */
export function checkInputs(input: { board: string; action: string; choices: string; cards?: string }): void {
  for (const key of ["board", "action", "choices", "cards"] as const) {
    const max = INPUT_LIMITS[key];
    if ((input[key] ?? "").length > max)
      throw new UserError(
        `The ${key} is ${(input[key] ?? "").length} characters long; the most it may be is ${max}.` +
          (key === "board" ? " Leave out cards that play no part in the question." : ""),
      );
  }
  if (!input.board.trim())
    throw new UserError("The board is empty: list the cards, like `A: BT4-048 | B: BT2-070`.");
  if (!input.action.trim())
    throw new UserError("The action is empty: say who does what, like `A attacks with BT4-048`.");
}

function activationOrder(trace: Trace): string[] {
  return trace.steps
    .filter((s) => s.kind === "activate" || s.kind === "fail")
    .map((s) => `${s.kind === "fail" ? "✗" : ""}${s.card ?? "?"}`);
}

function finalDifferences(a: FinalState, b: FinalState, ea: string, eb: string, w: NoteWords): string[] {
  const out: string[] = [];
  const players = [...new Set([...Object.keys(a.areas), ...Object.keys(b.areas)])];
  for (const p of players) {
    const areas = [...new Set([...Object.keys(a.areas[p] ?? {}), ...Object.keys(b.areas[p] ?? {})])];
    for (const area of areas) {
      const x = a.areas[p]?.[area] ?? [];
      const y = b.areas[p]?.[area] ?? [];
      if (x.join(" ") !== y.join(" ")) out.push(w.areaDiffers(p, area, x, ea, y, eb));
    }
  }
  const mem = (m: FinalState["memory"]) => (m ? w.memorySide(m.value, m.player) : w.none);
  if (JSON.stringify(a.memory) !== JSON.stringify(b.memory))
    out.push(w.memoryDiffers(mem(a.memory), ea, mem(b.memory), eb));
  if ((a.outcome ?? "") !== (b.outcome ?? "")) out.push(w.outcomeDiffers(a.outcome, ea, b.outcome, eb));
  return out;
}

/** How another edition's result differs from this one: activation order and final board. */
export function compareEditions(here: Trace, there: Trace, w: NoteWords = EN_NOTE_WORDS): string[] {
  const out: string[] = [];
  const x = activationOrder(here);
  const y = activationOrder(there);
  if (x.join() !== y.join()) out.push(w.orderDiffers(here.edition, x, there.edition, y));
  const finals = finalDifferences(here.final, there.final, here.edition, there.edition, w);
  if (finals.length) out.push(w.endDiffers(finals.slice(0, 4)));
  return out;
}

/**
 * A resolution under the state's own edition, before the extras its reply adds (the other
 * editions' comparison and the explorer's replays): enough to know the input is good and which
 * choice is pending, and all the picture needs.
 */
export interface MainRun {
  trace: Trace;
  said: ReturnType<ReturnType<typeof gameById>["resolveText"]>["said"];
  asked: ChoiceRequest[];
  answers: { req: ChoiceRequest; picked: string[] }[];
  /** The edition switches the run read, when the game says (see ResolveOutcome). */
  switchesRead?: string[];
}

export function runMain(state: ViewState): MainRun {
  const game = gameById(state.game);
  const asked: ChoiceRequest[] = [];
  const answers: { req: ChoiceRequest; picked: string[] }[] = [];
  const recording: Chooser = {
    choose(req) {
      asked.push(req);
      const answer = defaultChooser.choose(req);
      answers.push({ req, picked: answer.picked });
      return answer;
    },
  };
  const { trace, said, switchesRead } = game.resolveText({
    board: state.board,
    action: state.action,
    choices: state.choices,
    cards: state.cards,
    edition: state.edition,
    fallback: recording,
  });
  return { trace, said, asked, answers, ...(switchesRead ? { switchesRead } : {}) };
}

/** The main run completed with the other editions' comparison and the choices that change the answer. */
export function completeRun(state: ViewState, main: MainRun): ViewRun {
  const game = gameById(state.game);
  const noteWords = breakdownWords(state.locale).noteWords;
  const { trace, said, asked, answers } = main;
  const comparisons: EditionComparison[] = [];
  for (const e of game.editions) {
    if (e.id === state.edition) continue;
    // A run that read no edition switch is the same under this edition: nothing differs.
    if (main.switchesRead?.length === 0) {
      comparisons.push({ other: e.id, differences: [] });
      continue;
    }
    try {
      const other = game.resolveText({
        board: state.board,
        action: state.action,
        choices: state.choices,
        cards: state.cards,
        edition: e.id,
      });
      comparisons.push({ other: e.id, differences: compareEditions(trace, other.trace, noteWords) });
    } catch (err) {
      if (!(err instanceof UserError)) throw err;
      comparisons.push({
        other: e.id,
        differences: [noteWords.doesNotResolve(e.id, err.message.split("\n")[0] ?? "")],
      });
    }
  }
  const alternatives = findAlternatives(
    (fallback) =>
      game.resolveText({
        board: state.board,
        action: state.action,
        choices: state.choices,
        cards: state.cards,
        edition: state.edition,
        fallback,
      }).trace,
    trace,
    ALTERNATIVES_BUDGET,
    answers,
  );
  return {
    trace,
    notes: [
      ...said.map(noteWords.gameNote),
      ...(alternatives ? alternativeNotes(alternatives, noteWords) : []),
    ],
    asked,
    comparisons,
  };
}

/** The main run and its extras (runMain, then completeRun). */
export function runView(state: ViewState): ViewRun {
  return completeRun(state, runMain(state));
}

export function pendingOf(run: Pick<ViewRun, "asked">): Pending | undefined {
  const req = run.asked[0];
  return req ? toPending(req) : undefined;
}

export function toPending(req: ChoiceRequest): Pending {
  return {
    kind: req.kind,
    prompt: req.prompt,
    forCard: req.forCard,
    min: req.min,
    max: req.max,
    options: req.options.map((o) => ({ id: o.id, label: o.label, card: o.card })),
  };
}

/** The choices-notation answer for what was picked in the menu. */
export function answerText(p: Pending, values: readonly string[]): string {
  const to = p.forCard ? `${p.forCard}: ` : "";
  if (p.kind === "yesno") {
    const v = values[0];
    if (v !== "yes" && v !== "no") throw new UserError("Pick yes or no.");
    return `${to}${v}`;
  }
  if (values.length === 0 || values.includes(NONE)) {
    if (p.kind === "target" && p.min === 0) return `${to}skip`;
    throw new UserError("Pick one of the options.");
  }
  const cards = values.map((v) => p.options.find((o) => o.id === v)?.card);
  if (cards.some((c) => c === undefined))
    throw new UserError(
      "That option is no longer on offer: the board changed since. Pick again from the new menu.",
    );
  return p.kind === "order" ? `order ${cards[0]}` : `${to}target ${cards.join(" ")}`;
}

function pickMenu(id: string, p: Pending, w: BreakdownWords): APIStringSelectComponent | null {
  const defaults = new Set(defaultPick({ ...p, player: "" }));
  const mark = (optionId: string) => (defaults.has(optionId) ? w.theDefault : "");
  let options: APIStringSelectComponent["options"];
  if (p.kind === "yesno")
    options = [
      { label: w.yes, value: "yes", description: `${w.useIt}${mark("yes")}` },
      { label: w.no, value: "no", description: w.dontUseIt },
    ];
  else {
    const room = SELECT_OPTIONS_MAX - (p.kind === "target" && p.min === 0 ? 1 : 0);
    options = p.options
      .filter((o) => o.card)
      .slice(0, room)
      .map((o) => ({
        label: clip(o.label, SELECT_TEXT_MAX),
        value: o.id,
        description: clip(`${o.card}${mark(o.id)}`, SELECT_TEXT_MAX),
      }));
    if (options.length === 0) return null;
    if (p.kind === "target" && p.min === 0)
      options.push({
        label: w.none,
        value: NONE,
        description: `${w.chooseNothing}${defaults.size === 0 ? w.theDefault : ""}`,
      });
  }
  const single = p.kind !== "target";
  const minValues = single ? 1 : Math.min(Math.max(p.min, 1), options.length);
  const maxValues = single ? 1 : Math.min(Math.max(p.max, minValues), options.length);
  return {
    type: ComponentType.StringSelect,
    custom_id: `${VIEW_PREFIX}:${id}:pick`,
    placeholder: clip(p.prompt, SELECT_PLACEHOLDER_MAX),
    min_values: minValues,
    max_values: maxValues,
    options,
  };
}

type CustomIdStyle = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;

function button(customId: string, label: string, style: CustomIdStyle, disabled = false): APIButtonComponent {
  return {
    type: ComponentType.Button,
    custom_id: customId,
    label: clip(label, BUTTON_LABEL_MAX),
    style,
    disabled,
  };
}

function lines(items: readonly string[], max = FIELD_VALUE_MAX): string {
  return clip(items.map((x) => `• ${x}`).join("\n"), max);
}

/** The fields under the breakdown: scenario text, edition differences, notes, open choices. */
function fields(state: ViewState, run: ViewRun, hasMenu: boolean, w: BreakdownWords): APIEmbedField[] {
  const out: APIEmbedField[] = [];
  const s = state.scenario ? findScenario(state.scenario) : undefined;
  const pristine =
    s &&
    s.board === state.board &&
    s.action === state.action &&
    s.choices === state.choices &&
    s.cards === state.cards;
  if (s && pristine) {
    out.push({ name: w.aboutExample, value: clip(s.narrative, FIELD_VALUE_MAX) });
    out.push({ name: w.editions, value: clip(s.editions, FIELD_VALUE_MAX) });
  } else if (s) {
    out.push({ name: w.aboutExample, value: w.changedExample(s.id) });
  }
  const differing = run.comparisons.filter((c) => c.differences.length > 0);
  for (const c of differing)
    out.push({
      name: w.differsUnder(c.other),
      value: lines(c.differences),
    });
  if (run.notes.length) out.push({ name: w.notes, value: lines(run.notes) });
  if (run.asked.length) {
    out.push({
      name: w.defaultsHeading,
      value: clip(
        w.defaultsMade(run.asked.length) +
          w.next(run.asked[0]!.prompt) +
          (hasMenu ? w.pickBelow : w.scriptIt),
        FIELD_VALUE_MAX,
      ),
    });
  }
  if (s && pristine && s.rules.length)
    out.push({ name: w.rulesShown, value: clip(w.lookUpRule(s.rules.join(", ")), FIELD_VALUE_MAX) });
  const cited = state.rulings;
  if (cited?.cards.length) out.push({ name: w.qaHeading, value: lines(cardLines(cited, w, true)) });
  if (cited?.suite.length) out.push({ name: w.suiteHeading, value: lines(suiteLines(cited, w, true)) });
  return out;
}

/** The official rulings the state's board concerns, for the stored state (numbers kept short). */
export function citationsFor(state: ViewState, ctx: Pick<BotContext, "rulings">): ViewState["rulings"] {
  return citeRulings(state, { rulings: ctx.rulings, game: state.game, maxQnos: QNOS_SHOWN });
}

export interface ViewMessageOptions {
  /** Attach the PNG (a new message, or an edit that replaces the picture). */
  png: boolean;
  ctx: { log: Logger };
  /** The PNG parts already drawn (on a work thread); drawn here when absent. */
  files?: OutFile[];
}

/** The PNG parts as the message's attachments. */
export function viewFiles(parts: Buffer[]): OutFile[] {
  return parts.map((data, i) => ({
    name: i === 0 ? PNG_NAME : PNG_NAME.replace(".png", `-${i + 1}.png`),
    data,
    contentType: "image/png",
  }));
}

/** The breakdown's PNG parts, drawn in the state's language. */
export function breakdownPng(trace: ViewRun["trace"], state: ViewState): Buffer[] {
  return renderPng(trace, pngOptions(state));
}

/** breakdownPng with the deflating on libuv's thread pool (renderPngAsync). */
export function breakdownPngAsync(trace: ViewRun["trace"], state: ViewState): Promise<Buffer[]> {
  return renderPngAsync(trace, pngOptions(state));
}

function pngOptions(state: ViewState): PngOptions {
  const w = breakdownWords(state.locale);
  return { title: state.title, game: w.pngGameInWords ? "" : gameById(state.game).title, words: w.png };
}

function renderFiles(state: ViewState, run: ViewRun, ctx: { log: Logger }): OutFile[] {
  try {
    return viewFiles(breakdownPng(run.trace, state));
  } catch (e) {
    ctx.log.warn("could not draw the PNG", describeError(e));
    return [];
  }
}

/** The breakdown message at the state's page. */
export function viewMessage(
  id: string,
  state: ViewState,
  run: ViewRun,
  opts: ViewMessageOptions,
): OutMessage {
  const files = opts.png ? (opts.files ?? renderFiles(state, run, opts.ctx)) : [];
  const w = breakdownWords(state.locale);
  const pending = pendingOf(run);
  const menu = pending ? pickMenu(id, pending, w) : null;
  const extra = fields(state, run, menu !== null, w);
  const agree = run.comparisons.length > 0 && run.comparisons.every((c) => c.differences.length === 0);
  const footerBase =
    `${clip(state.title, 90)} · ${run.trace.edition}${agree ? ` · ${w.editionsAgree}` : ""}` +
    (w.stepsLanguage ? ` · ${w.stepsLanguage}` : "");
  const overhead = extra.reduce((n, f) => n + f.name.length + f.value.length, 0) + footerBase.length + 40;
  const limit = Math.max(PAGE_LIMIT_MIN, Math.min(EMBED_DESCRIPTION_MAX, EMBEDS_TOTAL_MAX - overhead));
  const pages = renderTextPages(run.trace, { title: state.title, limit, words: w.doc });
  const page = Math.min(state.page, pages.length - 1);
  const embed: APIEmbed = {
    description: pages[page],
    color: run.trace.verdict?.complete === false ? INCOMPLETE_COLOR : COLOR,
    fields: extra,
    footer: { text: `${footerBase} · ${w.page(page + 1, pages.length)}` },
  };
  // Without new files the message keeps its attachments, and the picture stays.
  if (opts.png ? files.length > 0 : state.picture !== false)
    embed.image = { url: `attachment://${PNG_NAME}` };
  const buttons: APIButtonComponent[] = [];
  if (pages.length > 1) {
    buttons.push(
      button(`${VIEW_PREFIX}:${id}:prev:${Math.max(0, page - 1)}`, "◀", ButtonStyle.Secondary, page === 0),
    );
    buttons.push(
      button(
        `${VIEW_PREFIX}:${id}:next:${Math.min(pages.length - 1, page + 1)}`,
        "▶",
        ButtonStyle.Secondary,
        page === pages.length - 1,
      ),
    );
  }
  const other = run.comparisons[0]?.other;
  if (other)
    buttons.push(button(`${VIEW_PREFIX}:${id}:ed:${other}`, w.showEdition(other), ButtonStyle.Secondary));
  buttons.push(button(`${VIEW_PREFIX}:${id}:edit`, w.editBoard, ButtonStyle.Primary));
  buttons.push(button(`${VIEW_PREFIX}:${id}:all`, w.allOutcomes, ButtonStyle.Secondary));
  const components: MessageRow[] = [{ type: ComponentType.ActionRow, components: buttons }];
  if (menu) components.push({ type: ComponentType.ActionRow, components: [menu] });
  return {
    embeds: [embed],
    components,
    ...(files.length ? { files } : {}),
    ...(opts.png ? { replaceAttachments: true } : {}),
    ephemeral: state.ephemeral,
  };
}

function busy(): BotReply {
  return { type: "message", message: ephemeral(BUSY_TEXT) };
}

/**
 * The work thread's result as the message; remembers the first open choice, and when the
 * picture could not be drawn, so page turns don't point at a missing file.
 */
async function finished(
  ticket: WorkTicket,
  id: string,
  state: ViewState,
  ctx: BotContext,
): Promise<OutMessage> {
  const resolved = await ticket.resolved;
  const done = await ticket.finish();
  for (const w of done.warnings) ctx.log.warn(w);
  const saved: ViewState = { ...state, pending: resolved.pending, picture: done.picture };
  await ctx.componentState.put(VIEW_KIND, saved, id);
  return done.message;
}

/**
 * Hands a breakdown to the work pool and waits (briefly) for its first phase, so bad input is
 * answered at once and privately; the text and the picture follow the acknowledgement. When the
 * first phase takes longer than the pool's ackWait(), the reply is acknowledged anyway.
 */
async function viewReply(
  id: string,
  state: ViewState,
  ctx: BotContext,
  ack: "defer" | "deferUpdate",
): Promise<BotReply> {
  const ticket = submitWork({ kind: "view", viewId: id, state, png: true });
  if (!ticket) return busy();
  const first = await within(ticket.resolved, ackWait());
  if (first !== "late") await ctx.componentState.put(VIEW_KIND, { ...state, pending: first.pending }, id);
  const work = () => finished(ticket, id, state, ctx);
  return ack === "defer"
    ? { type: "defer", ephemeral: state.ephemeral, work }
    : { type: "deferUpdate", work };
}

/** Starts a breakdown: checks the input's size here, resolves and draws on a work thread. */
export async function startView(state: ViewState, ctx: BotContext): Promise<BotReply> {
  checkInputs(state);
  // The citations come from the Q&A store, which this thread holds (the work threads don't).
  return viewReply(newStateId(), { ...state, page: 0, rulings: citationsFor(state, ctx) }, ctx, "defer");
}

/** Said to the one who pressed, in their own language. */
function toPresser(i: { locale?: string }, say: (w: BreakdownWords) => string): BotReply {
  return { type: "message", message: ephemeral(say(breakdownWords(localeOf(i.locale)))) };
}

const expired = (i: { locale?: string }) => toPresser(i, (w) => w.expired);

/** Verbs that only change how the answer is shown, not the question: anyone may use them. */
const READ_ONLY_VERBS = new Set(["prev", "next", "ed", "all"]);

async function load(
  i: ComponentInteraction | ModalInteraction,
  ctx: BotContext,
): Promise<{ id: string; state: ViewState } | BotReply> {
  const [, id = "", verb = ""] = i.customId.split(":");
  const state = await ctx.componentState.get(VIEW_KIND, id, viewStateSchema);
  if (!state) return expired(i);
  // A modal's custom_id ends in "modal", never a read-only verb, so edits stay the asker's.
  if (state.owner !== i.user.id && !READ_ONLY_VERBS.has(verb)) return toPresser(i, (w) => w.notYours);
  return { id, state };
}

function editModal(id: string, state: ViewState): APIModalInteractionResponseCallbackData {
  const src = state.draft ?? state;
  const w = breakdownWords(state.locale);
  const input = (
    customId: string,
    label: string,
    description: string,
    value: string,
    max: number,
    required: boolean,
    style: TextInputStyle,
  ) => ({
    type: ComponentType.Label as const,
    label,
    description: clip(description, SELECT_TEXT_MAX),
    component: {
      type: ComponentType.TextInput as const,
      custom_id: customId,
      style,
      required,
      max_length: max,
      ...(value && value.length <= max ? { value } : {}),
    },
  });
  return {
    custom_id: `${VIEW_PREFIX}:${id}:modal`,
    title: clip(state.scenario ? w.editExample : w.editTheBoard, MODAL_TITLE_MAX),
    components: [
      input(
        "board",
        w.boardLabel,
        w.boardHint,
        src.board,
        INPUT_LIMITS.board,
        true,
        TextInputStyle.Paragraph,
      ),
      input(
        "action",
        w.actionLabel,
        w.actionHint,
        src.action,
        INPUT_LIMITS.action,
        true,
        TextInputStyle.Short,
      ),
      input(
        "choices",
        w.choicesLabel,
        w.choicesHint,
        src.choices,
        INPUT_LIMITS.choices,
        false,
        TextInputStyle.Paragraph,
      ),
    ],
  };
}

/** Re-resolves after a change and edits the message with a new picture. */
function rerun(id: string, state: ViewState, ctx: BotContext): Promise<BotReply> {
  const saved: ViewState = { ...state, page: 0, rulings: citationsFor(state, ctx) };
  delete saved.draft;
  return viewReply(id, saved, ctx, "deferUpdate");
}

/** A page turn: the same resolution at another page, keeping the picture the message has. */
async function turnPage(id: string, state: ViewState, ctx: BotContext): Promise<BotReply> {
  const ticket = submitWork({ kind: "view", viewId: id, state, png: false });
  if (!ticket) return busy();
  await ctx.componentState.put(VIEW_KIND, state, id);
  const message = ticket.finish().then((f) => f.message);
  const soon = await within(message, ackWait());
  return soon === "late" ? { type: "deferUpdate", work: () => message } : { type: "update", message: soon };
}

export async function viewComponent(i: ComponentInteraction, ctx: BotContext): Promise<BotReply> {
  const loaded = await load(i, ctx);
  if ("type" in loaded) return loaded;
  const { id, state } = loaded;
  const [, , verb, arg = ""] = i.customId.split(":");
  switch (verb) {
    case "prev":
    case "next": {
      const page = Number(arg);
      if (!Number.isInteger(page) || page < 0) return expired(i);
      return turnPage(id, { ...state, page }, ctx);
    }
    case "ed": {
      if (!gameById(state.game).editions.some((e) => e.id === arg)) return expired(i);
      return rerun(id, { ...state, edition: arg }, ctx);
    }
    case "edit":
      return { type: "modal", modal: editModal(id, state) };
    case "all":
      return exploreReply(state, ctx);
    case "pick": {
      if (!state.pending) return toPresser(i, (w) => w.nothingToChoose);
      const answer = answerText(state.pending, i.values);
      const choices = state.choices.trim() ? `${state.choices.trim()}; ${answer}` : answer;
      checkInputs({ ...state, choices });
      return rerun(id, { ...state, choices }, ctx);
    }
    default:
      return expired(i);
  }
}

export async function viewModal(i: ModalInteraction, ctx: BotContext): Promise<BotReply> {
  const loaded = await load(i, ctx);
  if ("type" in loaded) return loaded;
  const { id, state } = loaded;
  const edited = {
    board: i.fields.board ?? state.board,
    action: (i.fields.action ?? state.action).trim(),
    choices: (i.fields.choices ?? "").trim(),
  };
  try {
    checkInputs(edited);
    // A breakdown is titled by its action; a library example keeps its title.
    const title = state.scenario ? state.title : clip(edited.action, 200);
    return await rerun(id, { ...state, ...edited, title }, ctx);
  } catch (e) {
    // Keep what they typed, so "Edit board" opens on it again instead of losing it.
    if (e instanceof UserError) await ctx.componentState.put(VIEW_KIND, { ...state, draft: edited }, id);
    throw e;
  }
}

/** "All outcomes" on a work thread: the input is checked first, the exploring follows the acknowledgement. */
export async function exploreReply(input: ExploreInput, ctx: BotContext): Promise<BotReply> {
  const ticket = submitWork({ kind: "explore", input });
  if (!ticket) return busy();
  // A bad input fails here, within the wait, and is answered privately.
  await within(ticket.resolved, ackWait());
  return {
    type: "defer",
    ephemeral: input.ephemeral,
    work: async () => {
      const done = await ticket.finish();
      for (const w of done.warnings) ctx.log.warn(w);
      return done.message;
    },
  };
}
