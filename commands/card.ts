/**
 * /card query [game] [public]: one card by code or name, with autocomplete. A Digimon card
 * shows its official image, printings (a menu switches them), the other cards of its name,
 * errata, restriction status and official Q&A from the rulings store, its text and what the
 * engine runs for it; Duel Masters and WIXOSS cards show their own fields and printings.
 * Replies follow the user's language (Japanese or English).
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { UserError } from "../src/games/user-error.ts";
import { FILL_STORE_COMMAND } from "../src/cards/default-source.ts";
import { type CardView } from "../src/bot/card-catalog.ts";
import { CARD_PREFIX, type CardMessageOptions, digimonCardMessage } from "../src/bot/digimon-card-message.ts";
export { cardEmbed } from "../src/bot/digimon-card-message.ts";
import { otherCardMessage } from "../src/bot/other-card-message.ts";
import { otherGameCatalog } from "../src/bot/other-game-catalog.ts";
import { isPublic, stringOption } from "../src/bot/options.ts";
import { ephemeral } from "../src/bot/router.ts";
import type {
  AutocompleteInteraction,
  BotContext,
  BotReply,
  Choice,
  CommandInteraction,
  ComponentInteraction,
  OutMessage,
} from "../src/bot/types.ts";
import { type Locale, localeOf } from "../src/i18n/locale.ts";
import { cardChoiceName } from "../src/i18n/card-choice.ts";
import { messages } from "../src/i18n/messages.ts";

const GAMES = ["digimon", "duel-masters", "wixoss"] as const;
type Game = (typeof GAMES)[number];

export const data = new SlashCommandBuilder()
  .setName("card")
  .setDescription(
    "Look up a card: image, printings, errata, restrictions, official Q&A, what the engine runs",
  )
  .addStringOption((o) =>
    o
      .setName("query")
      .setDescription("A card code (BT4-048) or part of a name (WarGreymon)")
      .setRequired(true)
      .setMaxLength(100)
      .setAutocomplete(true),
  )
  .addStringOption((o) =>
    o
      .setName("game")
      .setDescription("Which game's cards (default: Digimon)")
      .addChoices(...GAMES.map((g) => ({ name: g, value: g }))),
  )
  .addBooleanOption((o) =>
    o.setName("public").setDescription("Post for everyone (default) or, with false, only for you"),
  );

export const prefixes = [CARD_PREFIX] as const;

const gameOf = (v: string | undefined): Game =>
  (GAMES as readonly string[]).includes(v ?? "") ? (v as Game) : "digimon";

function digimonOptions(
  card: CardView,
  ctx: BotContext,
  locale: Locale,
  printing?: string,
): CardMessageOptions {
  return {
    locale,
    rulings: ctx.rulings,
    versions: ctx.cards.versions(card.code),
    ...(printing ? { printing } : {}),
  };
}

function findDigimon(query: string, ctx: BotContext, locale: Locale): CardView {
  const m = messages(locale);
  const hit =
    ctx.cards.get(query) ??
    (() => {
      const [first] = ctx.cards.search(query, 1);
      return first ? ctx.cards.get(first.code) : undefined;
    })();
  if (hit) return hit;
  const near = ctx.cards.closest(query, 3);
  throw new UserError(
    m.noCardMatch(query, ctx.cards.description) +
      (near.length ? m.closest(near.join(", ")) : "") +
      (ctx.cards.fullPool === false ? m.emptyStore(FILL_STORE_COMMAND) : ""),
  );
}

function otherMessage(
  game: Exclude<Game, "digimon">,
  query: string,
  locale: Locale,
  eph: boolean,
  printing?: string,
): OutMessage {
  const m = messages(locale);
  const catalog = otherGameCatalog(game);
  if (!catalog) throw new UserError(m.noGameData(game));
  const card =
    catalog.get(query) ??
    (() => {
      const [first] = catalog.search(query, 1);
      return first ? catalog.get(first.code) : undefined;
    })();
  if (!card) throw new UserError(m.noCardMatch(query, catalog.description));
  return otherCardMessage(game, card, catalog.description, locale, eph, printing);
}

export function execute(i: CommandInteraction, ctx: BotContext): BotReply {
  const locale = localeOf(i.locale);
  const query = (stringOption(i.options, "query") ?? "").trim();
  if (!query) throw new UserError(messages(locale).noCardQuery);
  const game = gameOf(stringOption(i.options, "game"));
  const eph = !isPublic(i.options);
  if (game !== "digimon") return { type: "message", message: otherMessage(game, query, locale, eph) };
  const card = findDigimon(query, ctx, locale);
  return {
    type: "message",
    message: digimonCardMessage(card, ctx.cards.description, digimonOptions(card, ctx, locale), eph),
  };
}

/** The menus under a card: another printing, or another card of the same name. Anyone may use them. */
export function component(i: ComponentInteraction, ctx: BotContext): BotReply {
  const locale = localeOf(i.locale);
  const [, verb, rawGame, code = ""] = i.customId.split(":");
  const game = gameOf(rawGame);
  const value = i.values[0] ?? "";
  if (!value || (verb !== "print" && verb !== "open"))
    return { type: "message", message: ephemeral(messages(locale).expired) };
  if (game !== "digimon") {
    const message =
      verb === "print"
        ? otherMessage(game, code, locale, false, value)
        : otherMessage(game, value, locale, false);
    return { type: "update", message };
  }
  const card = findDigimon(verb === "print" ? code : value, ctx, locale);
  const printing = verb === "print" ? value : undefined;
  const valid =
    printing === undefined || printing === card.code || card.printings?.some((p) => p.id === printing);
  return {
    type: "update",
    message: digimonCardMessage(
      card,
      ctx.cards.description,
      digimonOptions(card, ctx, locale, valid ? printing : undefined),
      false,
    ),
  };
}

export function autocomplete(i: AutocompleteInteraction, ctx: BotContext): Choice[] {
  if (i.focused.name !== "query") return [];
  const game = gameOf(stringOption(i.options, "game"));
  const hits =
    game === "digimon"
      ? ctx.cards.search(i.focused.value, 25)
      : (otherGameCatalog(game)?.search(i.focused.value, 25) ?? []);
  const locale = localeOf(i.locale);
  return hits.map((h) => ({ name: cardChoiceName(h, locale, i.focused.value), value: h.code }));
}
