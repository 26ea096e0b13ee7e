/**
 * /card query [public]: one card by code or name, with autocomplete. Shows its stats, its text
 * when the card source holds it, and what the engine runs for it (the effect summaries are the
 * project's own wording), or says clearly that the engine has no definition for it.
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import type { APIEmbed, APIEmbedField } from "discord-api-types/v10";
import { UserError } from "../src/games/user-error.ts";
import type { CardAbilityView, CardView } from "../src/bot/card-source.ts";
import { FIELD_VALUE_MAX, clip } from "../src/bot/fit.ts";
import { isPublic, stringOption } from "../src/bot/options.ts";
import type {
  AutocompleteInteraction,
  BotContext,
  BotReply,
  Choice,
  CommandInteraction,
} from "../src/bot/types.ts";

export const data = new SlashCommandBuilder()
  .setName("card")
  .setDescription("Look up a card: its stats and the effects the rules engine runs for it")
  .addStringOption((o) =>
    o
      .setName("query")
      .setDescription("A card code (BT4-048) or part of a name (WarGreymon)")
      .setRequired(true)
      .setMaxLength(100)
      .setAutocomplete(true),
  )
  .addBooleanOption((o) =>
    o.setName("public").setDescription("Post for everyone (default) or, with false, only for you"),
  );

const COLORS: Record<string, number> = {
  Red: 0xd63c3c,
  Blue: 0x2f7fd8,
  Yellow: 0xe8c21e,
  Green: 0x2e9e5b,
  Black: 0x3a3a3a,
  Purple: 0x7e4fc2,
  White: 0xd9d9d9,
};

function abilityLines(list: readonly CardAbilityView[]): string {
  return clip(list.map((a) => `• ${a.label}`).join("\n"), FIELD_VALUE_MAX);
}

export function cardEmbed(card: CardView, source: string): APIEmbed {
  const stat = (name: string, value: string | number | undefined): APIEmbedField[] =>
    value === undefined || value === "" ? [] : [{ name, value: String(value), inline: true }];
  const fields: APIEmbedField[] = [
    ...stat("Category", card.category),
    ...stat(card.colors.length > 1 ? "Colours" : "Colour", card.colors.join(" / ")),
    ...stat("Level", card.level),
    ...stat("DP", card.dp),
    ...stat("Play cost", card.playCost),
    ...stat("Traits", card.traits.join(", ")),
  ];
  if (card.digivolve.length) fields.push({ name: "Digivolves from", value: card.digivolve.join("\n") });
  if (card.dna) fields.push({ name: "DNA digivolution", value: card.dna });
  if (card.abilities === null)
    fields.push({
      name: "Not in the engine yet",
      value:
        "The rules engine has no definition for this card, so boards that name it can't be resolved yet.",
    });
  else {
    const { main, inherited, security } = card.abilities;
    if (main.length) fields.push({ name: "Effects the engine runs", value: abilityLines(main) });
    if (inherited.length) fields.push({ name: "Inherited effects", value: abilityLines(inherited) });
    if (security.length) fields.push({ name: "Security effects", value: abilityLines(security) });
    if (!main.length && !inherited.length && !security.length)
      fields.push({
        name: "Effects the engine runs",
        value: card.unread?.length
          ? "None: the compiler could not read this card's text (below), so the engine runs nothing for it."
          : "None: this card has no effects the engine needs.",
      });
  }
  if (card.unread?.length)
    fields.push({
      name: "Text the compiler could not read",
      value: clip(card.unread.map((u) => `• ${u}`).join("\n"), FIELD_VALUE_MAX),
    });
  return {
    title: clip(`${card.code} · ${card.name}`, 256),
    description: card.text
      ? clip(card.text, 2000)
      : "The card's printed text isn't in the bot's card data; below is what the engine runs, in the project's own words.",
    color: COLORS[card.colors[0] ?? ""] ?? 0x808080,
    fields,
    footer: { text: `Card data: ${source}.` },
  };
}

export function execute(i: CommandInteraction, ctx: BotContext): BotReply {
  const query = (stringOption(i.options, "query") ?? "").trim();
  if (!query) throw new UserError("Give a card code like BT4-048 or part of a name.");
  const hit =
    ctx.cards.get(query) ??
    (() => {
      const [first] = ctx.cards.search(query, 1);
      return first ? ctx.cards.get(first.code) : undefined;
    })();
  if (!hit) {
    const near = ctx.cards.closest(query, 3);
    throw new UserError(
      `No card matches "${query}" among ${ctx.cards.description}.` +
        (near.length ? ` Closest codes: ${near.join(", ")}.` : ""),
    );
  }
  return {
    type: "message",
    message: { embeds: [cardEmbed(hit, ctx.cards.description)], ephemeral: !isPublic(i.options) },
  };
}

export function autocomplete(i: AutocompleteInteraction, ctx: BotContext): Choice[] {
  if (i.focused.name !== "query") return [];
  return ctx.cards
    .search(i.focused.value, 25)
    .map((h) => ({ name: `${h.code} ${h.name} (${h.detail})`, value: h.code }));
}
