/**
 * /scenario [id] [edition] [public]
 *
 * Without an id: the library as a paged list with a menu to open one. With an id: the scenario
 * resolved now, like /resolve, with its narrative and what the editions say about it.
 * The list's buttons carry their state in the custom_id (`sl:<verb>:<owner>:<page>:<p|e>`).
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { ButtonStyle, ComponentType, type APIEmbed } from "discord-api-types/v10";
import { allGames } from "../src/games/index.ts";
import { UserError } from "../src/games/user-error.ts";
import type { Scenario } from "../src/scenarios/schema.ts";
import { findScenario, loadScenarios } from "../src/scenarios/library.ts";
import { SELECT_TEXT_MAX, clip } from "../src/bot/fit.ts";
import { isPublic as publicOption, stringOption as text } from "../src/bot/options.ts";
import { startView } from "../src/bot/resolve-view.ts";
import { localeOf } from "../src/i18n/locale.ts";
import { ephemeral } from "../src/bot/router.ts";
import type {
  AutocompleteInteraction,
  BotContext,
  BotReply,
  MaybePromise,
  Choice,
  CommandInteraction,
  ComponentInteraction,
  MessageRow,
  OutMessage,
} from "../src/bot/types.ts";

export const LIST_PREFIX = "sl";
const PAGE_SIZE = 8;

export const data = new SlashCommandBuilder()
  .setName("scenario")
  .setDescription("Browse the library of worked rulings, or show one resolved step by step")
  .addStringOption((o) =>
    o.setName("id").setDescription("Which scenario (type part of its title or id)").setAutocomplete(true),
  )
  .addStringOption((o) =>
    o
      .setName("edition")
      .setDescription("Resolve under this edition (default: the one the source follows)")
      .addChoices(
        ...allGames()
          .flatMap((g) => g.editions)
          .map((e) => ({ name: clip(`${e.id} — ${e.title}`, 100), value: e.id })),
      ),
  )
  .addBooleanOption((o) =>
    o.setName("public").setDescription("Post for everyone (default) or, with false, only for you"),
  );

export const prefixes = [LIST_PREFIX] as const;

/** Scenarios whose id or title has every word typed, best first. */
export function matchScenarios(query: string): Scenario[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return loadScenarios().filter((s) => words.every((w) => `${s.id} ${s.title}`.toLowerCase().includes(w)));
}

function pageCount(): number {
  return Math.max(1, Math.ceil(loadScenarios().length / PAGE_SIZE));
}

/** The library at one page: an embed, prev/next buttons, and a menu to open a scenario. */
export function listMessage(owner: string, page: number, visibility: "p" | "e"): OutMessage {
  const all = loadScenarios();
  const pages = pageCount();
  const p = Math.min(Math.max(0, page), pages - 1);
  const items = all.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE);
  const embed: APIEmbed = {
    title: "Scenario library",
    description:
      items.map((s) => `**${s.title}**\n\`${s.id}\` · rules ${s.rules.join(", ") || "—"}`).join("\n\n") ||
      "The library is empty.",
    color: 0x3b6fd8,
    footer: { text: `Page ${p + 1}/${pages} · ${all.length} scenarios · /scenario id:<id> shows one` },
  };
  const components: MessageRow[] = [];
  if (pages > 1)
    components.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          custom_id: `${LIST_PREFIX}:prev:${owner}:${Math.max(0, p - 1)}:${visibility}`,
          label: "◀",
          style: ButtonStyle.Secondary,
          disabled: p === 0,
        },
        {
          type: ComponentType.Button,
          custom_id: `${LIST_PREFIX}:next:${owner}:${Math.min(pages - 1, p + 1)}:${visibility}`,
          label: "▶",
          style: ButtonStyle.Secondary,
          disabled: p === pages - 1,
        },
      ],
    });
  if (items.length)
    components.push({
      type: ComponentType.ActionRow,
      components: [scenarioMenu(owner, items, visibility)],
    });
  return { embeds: [embed], components, ephemeral: visibility === "e" };
}

/** A menu that opens one of `items` (also used by /help). */
export function scenarioMenu(owner: string, items: readonly Scenario[], visibility: "p" | "e") {
  return {
    type: ComponentType.StringSelect as const,
    custom_id: `${LIST_PREFIX}:show:${owner}:0:${visibility}`,
    placeholder: "Show a scenario",
    options: items.slice(0, 25).map((s) => ({
      label: clip(s.title, SELECT_TEXT_MAX),
      value: s.id,
      description: clip(s.id, SELECT_TEXT_MAX),
    })),
  };
}

function show(
  s: Scenario,
  owner: string,
  edition: string | undefined,
  isPublic: boolean,
  ctx: BotContext,
  locale?: string,
): Promise<BotReply> {
  return startView(
    {
      owner,
      game: s.game,
      board: s.board,
      action: s.action,
      choices: s.choices,
      cards: s.cards,
      edition: edition ?? s.edition,
      page: 0,
      title: s.title,
      scenario: s.id,
      ephemeral: !isPublic,
      locale: localeOf(locale),
    },
    ctx,
  );
}

export function execute(i: CommandInteraction, ctx: BotContext): MaybePromise<BotReply> {
  const id = text(i.options, "id")?.trim();
  const isPublic = publicOption(i.options);
  if (!id) return { type: "message", message: listMessage(i.user.id, 0, isPublic ? "p" : "e") };
  const s = findScenario(id) ?? (matchScenarios(id).length === 1 ? matchScenarios(id)[0] : undefined);
  if (!s)
    throw new UserError(
      `No scenario "${id}". Run /scenario without an id for the list, or type part of a title and pick from the suggestions.`,
    );
  return show(s, i.user.id, text(i.options, "edition"), isPublic, ctx, i.locale);
}

export function component(i: ComponentInteraction, ctx: BotContext): MaybePromise<BotReply> {
  // The list is read-only: anyone may page it, and a scenario picked from it is the picker's own.
  const [, verb, owner = "", page = "0", visibility = "p"] = i.customId.split(":");
  const vis = visibility === "e" ? "e" : "p";
  if (verb === "prev" || verb === "next")
    return { type: "update", message: listMessage(owner, Number(page) || 0, vis) };
  if (verb === "show") {
    const s = findScenario(i.values[0] ?? "");
    if (!s) return { type: "message", message: ephemeral("That scenario is no longer in the library.") };
    return show(s, i.user.id, undefined, vis === "p", ctx, i.locale);
  }
  return { type: "message", message: ephemeral("That button belongs to an older version of the bot.") };
}

export function autocomplete(i: AutocompleteInteraction): Choice[] {
  if (i.focused.name !== "id") return [];
  return matchScenarios(i.focused.value).map((s) => ({ name: s.title, value: s.id }));
}
