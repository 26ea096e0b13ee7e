/**
 * /rulings [query] [card] [public]: the official Q&A searched by words and by card, five to a
 * page, each with its number, date and a link to the card's official Q&A page. The pages are
 * read-only, so anyone in the channel may turn them. Needs the rulings store
 * (`npm run rulings -- import <qa.json>`); the texts are the publisher's, loaded at run time.
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { ButtonStyle, ComponentType, type APIEmbedField } from "discord-api-types/v10";
import { z } from "zod";
import { RULINGS_PREFIX } from "../src/bot/digimon-card-message.ts";
import { FIELD_VALUE_MAX, clip } from "../src/bot/fit.ts";
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
import { UserError } from "../src/games/user-error.ts";
import { type Locale, localeOf } from "../src/i18n/locale.ts";
import { cardChoiceName } from "../src/i18n/card-choice.ts";
import { messages } from "../src/i18n/messages.ts";
import { QUERY_MAX_CHARS } from "../src/rulings/text-search.ts";
import { qaPageUrl } from "../src/rulings/links.ts";

export const data = new SlashCommandBuilder()
  .setName("rulings")
  .setDescription("Search the official Q&A by words and by card, with pages")
  .addStringOption((o) =>
    o
      .setName("query")
      .setDescription("Words to look for (the Q&A is in English: security, blocker, delete...)")
      .setMaxLength(QUERY_MAX_CHARS),
  )
  .addStringOption((o) =>
    o
      .setName("card")
      .setDescription("Only the Q&A about this card (a code or a name)")
      .setMaxLength(100)
      .setAutocomplete(true),
  )
  .addBooleanOption((o) =>
    o.setName("public").setDescription("Post for everyone (default) or, with false, only for you"),
  );

export const prefixes = [RULINGS_PREFIX] as const;

const VIEW_KIND = "rulings-view";
const PAGE_SIZE = 5;
const stateSchema = z.object({ query: z.string(), card: z.string().optional(), ephemeral: z.boolean() });
type State = z.infer<typeof stateSchema>;

function requireStore(ctx: BotContext, locale: Locale): void {
  if (ctx.rulings.counts().rulings === 0) throw new UserError(messages(locale).rulingsEmpty);
}

/** A card option to a code: a known card's code, or what was typed when it looks like one. */
function cardCode(text: string, ctx: BotContext, locale: Locale): string {
  const known = ctx.cards.get(text) ?? ctx.cards.search(text, 1).map((h) => ctx.cards.get(h.code))[0];
  if (known) return known.code;
  if (/^[A-Za-z]{1,4}\d{0,3}-\d{1,4}$/.test(text.trim())) return text.trim().toUpperCase();
  throw new UserError(messages(locale).unknownCardForRulings(text));
}

function clipText(s: string, n: number): string {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
}

export function rulingsMessage(
  id: string,
  state: State,
  page: number,
  ctx: BotContext,
  locale: Locale,
): OutMessage {
  const m = messages(locale);
  const found = ctx.rulings.search(state.query, { card: state.card, page, pageSize: PAGE_SIZE });
  const what = [state.query && `"${state.query}"`, found.card].filter(Boolean).join(" · ");
  if (found.total === 0) throw new UserError(m.rulingsNone(what || "—"));
  const fields: APIEmbedField[] = found.results.map((r) => {
    const card = found.card && r.cards.some((c) => c.toUpperCase() === found.card) ? found.card : r.cards[0]!;
    return {
      name: clip(`${r.qno} · ${r.date} · ${r.cards.slice(0, 4).join(", ")}`, 256),
      value: clip(
        `**Q.** ${clipText(r.question, 420)}\n**A.** ${clipText(r.answer, 420)}\n[${m.qaPage}](${qaPageUrl(card)})`,
        FIELD_VALUE_MAX,
      ),
    };
  });
  const meta = ctx.rulings.file.meta.rulings;
  const title = state.query ? m.rulingsTitle(state.query) : m.rulingsFor(found.card ?? "");
  return {
    embeds: [
      {
        title: clip(found.card && state.query ? `${title} · ${found.card}` : title, 256),
        description: m.rulingsFound(found.total, found.page + 1, found.pages),
        color: 0x3b6fd8,
        fields,
        ...(meta
          ? {
              footer: {
                text: clip(
                  m.rulingsSource(meta.source.split("/").pop() ?? meta.source, meta.savedAt.slice(0, 10)),
                  2048,
                ),
              },
            }
          : {}),
      },
    ],
    components:
      found.pages > 1
        ? [
            {
              type: ComponentType.ActionRow,
              components: [
                {
                  type: ComponentType.Button,
                  style: ButtonStyle.Secondary,
                  custom_id: `${RULINGS_PREFIX}:${id}:p:${Math.max(0, found.page - 1)}`,
                  label: m.prev,
                  disabled: found.page === 0,
                },
                {
                  type: ComponentType.Button,
                  style: ButtonStyle.Secondary,
                  custom_id: `${RULINGS_PREFIX}:${id}:p:${Math.min(found.pages - 1, found.page + 1)}`,
                  label: m.next,
                  disabled: found.page === found.pages - 1,
                },
              ],
            },
          ]
        : [],
    ephemeral: state.ephemeral,
  };
}

async function start(state: State, ctx: BotContext, locale: Locale): Promise<OutMessage> {
  const id = await ctx.componentState.put(VIEW_KIND, state);
  return rulingsMessage(id, state, 0, ctx, locale);
}

export async function execute(i: CommandInteraction, ctx: BotContext): Promise<BotReply> {
  const locale = localeOf(i.locale);
  requireStore(ctx, locale);
  const query = (stringOption(i.options, "query") ?? "").trim();
  const cardText = (stringOption(i.options, "card") ?? "").trim();
  if (!query && !cardText) throw new UserError(messages(locale).rulingsNeedInput);
  const state: State = {
    query,
    ...(cardText ? { card: cardCode(cardText, ctx, locale) } : {}),
    ephemeral: !isPublic(i.options),
  };
  return { type: "message", message: await start(state, ctx, locale) };
}

/** Page buttons (anyone may turn them) and the "Read the Q&A" button under /card. */
export async function component(i: ComponentInteraction, ctx: BotContext): Promise<BotReply> {
  const locale = localeOf(i.locale);
  const [, id = "", verb, arg = ""] = i.customId.split(":");
  if (id === "card") {
    requireStore(ctx, locale);
    // Whoever pressed reads the card's Q&A in a reply only they see, whoever asked for the card.
    return {
      type: "message",
      message: await start({ query: "", card: verb ?? "", ephemeral: true }, ctx, locale),
    };
  }
  const state = await ctx.componentState.get(VIEW_KIND, id, stateSchema);
  const page = Number(arg);
  if (!state || verb !== "p" || !Number.isInteger(page) || page < 0)
    return { type: "message", message: ephemeral(messages(locale).expired) };
  return { type: "update", message: rulingsMessage(id, state, page, ctx, locale) };
}

export function autocomplete(i: AutocompleteInteraction, ctx: BotContext): Choice[] {
  if (i.focused.name !== "card") return [];
  const locale = localeOf(i.locale);
  return ctx.cards.search(i.focused.value, 25).map((h) => {
    const n = ctx.rulings.byCard(h.code).length;
    const name = cardChoiceName(
      { code: h.code, name: h.name, ...(h.nameJa ? { nameJa: h.nameJa } : {}) },
      locale,
      i.focused.value,
      n ? ` (${n} Q&A)` : "",
    );
    return { name, value: h.code };
  });
}
