/**
 * /resolve game board action [choices] [edition] [public]
 *
 * Resolves a board and answers with the step-by-step breakdown (embed pages), the PNG, page
 * buttons, an "Edit board" modal for long multi-line boards, a menu for the choices left to the
 * default, and a note when the other edition gives another result. Replies are public unless
 * `public: false` (a ruling usually settles a discussion everyone in the channel is having).
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { parseBoard } from "../src/board/index.ts";
import type { CardRef } from "../src/board/ast.ts";
import { defaultChooser } from "../src/engine/chooser.ts";
import type { ChoiceRequest } from "../src/engine/types.ts";
import { allGames, gameById } from "../src/games/index.ts";
import { UserError } from "../src/games/user-error.ts";
import { loadScenarios } from "../src/scenarios/library.ts";
import { clip } from "../src/bot/fit.ts";
import {
  INPUT_LIMITS,
  VIEW_PREFIX,
  answerText,
  checkInputs,
  pendingOf,
  startView,
  viewComponent,
  viewModal,
} from "../src/bot/resolve-view.ts";
import { exploreMessage } from "../src/bot/explore-view.ts";
import { isPublic, stringOption as text } from "../src/bot/options.ts";
import { localeOf } from "../src/i18n/locale.ts";
import type {
  AutocompleteInteraction,
  BotContext,
  BotReply,
  MaybePromise,
  Choice,
  CommandInteraction,
  ComponentInteraction,
  ModalInteraction,
} from "../src/bot/types.ts";

const editions = allGames().flatMap((g) => g.editions);

export const data = new SlashCommandBuilder()
  .setName("resolve")
  .setDescription("Resolve a board step by step: what triggers, who activates what and why")
  .addStringOption((o) =>
    o
      .setName("game")
      .setDescription("The card game")
      .setRequired(true)
      .addChoices(...allGames().map((g) => ({ name: g.title, value: g.id }))),
  )
  .addStringOption((o) =>
    o
      .setName("board")
      .setDescription("Cards in play, e.g. A: BT4-048[BT2-021] BT4-097, security 3 | B: BT2-070")
      .setRequired(true)
      .setMaxLength(INPUT_LIMITS.board)
      .setAutocomplete(true),
  )
  .addStringOption((o) =>
    o
      .setName("action")
      .setDescription("What happens, e.g. A attacks with BT4-048")
      .setRequired(true)
      .setMaxLength(INPUT_LIMITS.action)
      .setAutocomplete(true),
  )
  .addStringOption((o) =>
    o
      .setName("choices")
      .setDescription("Decisions to script, e.g. order BT4-097 BT2-021; target BT2-070")
      .setMaxLength(INPUT_LIMITS.choices)
      .setAutocomplete(true),
  )
  .addStringOption((o) =>
    o
      .setName("cards")
      .setDescription('Cards the database lacks: CODE "Name" digimon lv 3 3000 dp red cost 3 : effect text')
      .setMaxLength(INPUT_LIMITS.cards),
  )
  .addStringOption((o) =>
    o
      .setName("edition")
      .setDescription("Which rules edition (default: the current Comprehensive Rules)")
      .addChoices(...editions.map((e) => ({ name: clip(`${e.id} — ${e.title}`, 100), value: e.id }))),
  )
  .addBooleanOption((o) =>
    o.setName("explore").setDescription("Try every choice left open and show the distinct outcomes"),
  )
  .addBooleanOption((o) =>
    o.setName("public").setDescription("Post for everyone (default) or, with false, only for you"),
  );

export const prefixes = [VIEW_PREFIX] as const;

export function execute(i: CommandInteraction, ctx: BotContext): MaybePromise<BotReply> {
  const game = gameById(text(i.options, "game"));
  const board = text(i.options, "board") ?? "";
  const action = (text(i.options, "action") ?? "").trim();
  const state = {
    owner: i.user.id,
    game: game.id,
    board,
    action,
    choices: (text(i.options, "choices") ?? "").trim(),
    cards: (text(i.options, "cards") ?? "").trim(),
    edition: text(i.options, "edition") ?? game.defaultEdition,
    page: 0,
    title: clip(action, 200),
    ephemeral: !isPublic(i.options),
    locale: localeOf(i.locale),
  };
  if (i.options.explore === true) {
    checkInputs(state);
    // Resolve once now so that bad input is answered at once, before the long work.
    game.resolveText(state);
    return { type: "defer", ephemeral: state.ephemeral, work: () => exploreMessage(state, ctx) };
  }
  return startView(state, ctx);
}

export const component = (i: ComponentInteraction, ctx: BotContext): Promise<BotReply> =>
  viewComponent(i, ctx);
export const modal = (i: ModalInteraction, ctx: BotContext): Promise<BotReply> => viewModal(i, ctx);

/** Completes the card code (or card name) being typed at the end of the board. */
function completeBoard(typed: string, ctx: BotContext): Choice[] {
  if (!typed.trim())
    return loadScenarios()
      .filter((s) => s.board.length <= 100)
      .map((s) => ({ name: s.board, value: s.board }));
  const word = /[A-Za-z0-9-]*$/.exec(typed)?.[0] ?? "";
  if (word.length < 2) return [];
  const before = typed.slice(0, typed.length - word.length);
  return ctx.cards
    .search(word, 25)
    .map((h) => ({ name: `${before}${h.code} — ${h.name}`, value: `${before}${h.code}` }));
}

function codeOf(c: CardRef): string {
  return c.label ? `${c.code}#${c.label}` : c.code;
}

/** Actions the board makes possible for its turn player. */
function suggestActions(board: string, typed: string, ctx: BotContext): Choice[] {
  const parsed = parseBoard(board);
  if (!parsed.ok) return [];
  const turn = parsed.value.turn?.player ?? parsed.value.players[0]?.player;
  const me = parsed.value.players.find((p) => p.player === turn);
  if (!turn || !me) return [];
  const area = (name: string) => me.areas.filter((a) => a.area === name).flatMap((a) => a.cards);
  const digimon = (c: CardRef) => (ctx.cards.get(c.code)?.category ?? "Digimon") === "Digimon";
  const named = (c: CardRef) => {
    const n = ctx.cards.get(c.code)?.name;
    return n ? ` (${n})` : "";
  };
  const battle = area("battle").filter(digimon);
  const out: Choice[] = [];
  const add = (value: string, c: CardRef) => out.push({ name: `${value}${named(c)}`, value });
  for (const c of battle) add(`${turn} attacks with ${codeOf(c)}`, c);
  for (const c of area("hand")) {
    const category = ctx.cards.get(c.code)?.category;
    add(`${turn} ${category === "Option" ? "uses" : "plays"} ${codeOf(c)}`, c);
    if (category === "Digimon")
      for (const b of battle) add(`${turn} digivolves ${codeOf(b)} into ${codeOf(c)}`, c);
  }
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  return out.filter((c) => words.every((w) => c.value.toLowerCase().includes(w)));
}

/** Answers to the next choice the engine would otherwise make by default. */
function suggestChoices(i: AutocompleteInteraction): Choice[] {
  const board = text(i.options, "board");
  const action = text(i.options, "action");
  if (!board || !action) return [];
  const typed = i.focused.value;
  const cut = typed.lastIndexOf(";");
  const script = cut >= 0 ? typed.slice(0, cut).trim() : "";
  const prefix = script ? `${script}; ` : "";
  const asked: ChoiceRequest[] = [];
  try {
    gameById(text(i.options, "game")).resolveText({
      board,
      action,
      choices: script,
      edition: text(i.options, "edition"),
      budget: 2000,
      fallback: {
        choose(req) {
          asked.push(req);
          return defaultChooser.choose(req);
        },
      },
    });
  } catch (e) {
    if (e instanceof UserError) return [];
    throw e;
  }
  const pending = pendingOf({ asked });
  if (!pending) return [];
  const picks: string[][] =
    pending.kind === "yesno"
      ? [["yes"], ["no"]]
      : [
          ...pending.options.filter((o) => o.card).map((o) => [o.id]),
          ...(pending.kind === "target" && pending.min === 0 ? [[]] : []),
        ];
  const current = (cut >= 0 ? typed.slice(cut + 1) : typed).trim().toLowerCase();
  return picks
    .map((values) => {
      const answer = answerText(pending, values);
      return { name: `${answer} — ${pending.prompt}`, value: `${prefix}${answer}` };
    })
    .filter((c) => !current || c.value.toLowerCase().includes(current));
}

export function autocomplete(i: AutocompleteInteraction, ctx: BotContext): Choice[] {
  switch (i.focused.name) {
    case "board":
      return completeBoard(i.focused.value, ctx);
    case "action":
      return suggestActions(text(i.options, "board") ?? "", i.focused.value, ctx);
    case "choices":
      return suggestChoices(i);
    default:
      return [];
  }
}
