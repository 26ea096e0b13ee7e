/** The /card reply for a Duel Masters or WIXOSS card: its fields, text, image and printings. */
import { ComponentType, type APIEmbed, type APIEmbedField } from "discord-api-types/v10";
import type { Locale } from "../i18n/locale.ts";
import { messages } from "../i18n/messages.ts";
import { term } from "../i18n/terms.ts";
import { CARD_PREFIX } from "./digimon-card-message.ts";
import { FIELD_VALUE_MAX, SELECT_OPTIONS_MAX, SELECT_TEXT_MAX, clip } from "./fit.ts";
import type { OtherCard } from "./other-game-catalog.ts";
import type { MessageRow, OutMessage } from "./types.ts";

export function otherCardMessage(
  game: "duel-masters" | "wixoss",
  card: OtherCard,
  source: string,
  locale: Locale,
  ephemeral: boolean,
  printing?: string,
): OutMessage {
  const m = messages(locale);
  const shown =
    card.printings.find((p) => p.code === printing) ?? card.printings.find((p) => p.code === card.code);
  const image = shown?.image ?? card.image;
  const fields: APIEmbedField[] = card.fields.map(([k, v]) => ({
    name: term(k, locale),
    value: clip(
      v
        .split(" / ")
        .map((x) => term(x, locale))
        .join(" / "),
      FIELD_VALUE_MAX,
    ),
    inline: true,
  }));
  if (card.printings.length > 1)
    fields.push({
      name: m.printingsOf(card.printings.length),
      value: clip(
        card.printings
          .map(
            (p) =>
              `• ${p.code}${p.what ? ` — ${p.what}` : ""}${p.code === (shown?.code ?? card.code) ? ` (${m.showing})` : ""}`,
          )
          .join("\n"),
        FIELD_VALUE_MAX,
      ),
    });
  if (!image && card.link) fields.push({ name: m.image, value: `[${m.wikiPage}](${card.link})` });
  const embed: APIEmbed = {
    title: clip(`${shown?.code ?? card.code} · ${card.name}`, 256),
    ...(card.link ? { url: card.link } : image ? { url: image } : {}),
    description: clip(card.text || "—", 2000),
    color: game === "wixoss" ? 0xb0306a : 0x2f6fb0,
    fields,
    ...(image ? { image: { url: image } } : {}),
    footer: { text: m.cardData(source) },
  };
  const components: MessageRow[] = [];
  if (card.printings.length > 1)
    components.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: clip(`${CARD_PREFIX}:print:${game}:${card.code}`, 100),
          placeholder: m.printingMenu,
          options: card.printings.slice(0, SELECT_OPTIONS_MAX).map((p) => ({
            label: clip(p.code, SELECT_TEXT_MAX),
            value: p.code,
            ...(p.what ? { description: clip(p.what, SELECT_TEXT_MAX) } : {}),
          })),
        },
      ],
    });
  return { embeds: [embed], components, ephemeral };
}
