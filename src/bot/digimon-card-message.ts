/**
 * The /card reply for a Digimon card: the official image of the printing shown, the card's
 * stats and text, its other printings (a menu switches the image), the other cards of the same
 * name (a menu opens one), errata with dates, the restriction status, and its official Q&A
 * (count, numbers, a button to read them and a link to the official page).
 */
import {
  ButtonStyle,
  ComponentType,
  type APIButtonComponent,
  type APIEmbed,
  type APIEmbedField,
  type APISelectMenuOption,
} from "discord-api-types/v10";
import { hitDetail } from "../i18n/card-choice.ts";
import type { Locale } from "../i18n/locale.ts";
import { messages } from "../i18n/messages.ts";
import { term } from "../i18n/terms.ts";
import type { RulingIndex } from "../rulings/index.ts";
import { digimonImageUrl, qaPageUrl } from "../rulings/links.ts";
import type { CardAbilityView, CardHit, CardView } from "./card-catalog.ts";
import { BUTTON_LABEL_MAX, FIELD_VALUE_MAX, SELECT_OPTIONS_MAX, SELECT_TEXT_MAX, clip } from "./fit.ts";
import type { MessageRow, OutMessage } from "./types.ts";

export const CARD_PREFIX = "cd";
export const RULINGS_PREFIX = "rq";

const COLORS: Record<string, number> = {
  Red: 0xd63c3c,
  Blue: 0x2f7fd8,
  Yellow: 0xe8c21e,
  Green: 0x2e9e5b,
  Black: 0x3a3a3a,
  Purple: 0x7e4fc2,
  White: 0xd9d9d9,
};

/** Cards with an official image: real codes, not the project's generic GEN- ones. */
export function hasOfficialImage(code: string): boolean {
  return !/^GEN-/i.test(code);
}

/** The card's name as a reply in this language calls it: the Japanese name when the data has one. */
function shownName(card: CardView, locale: Locale): string {
  return locale === "ja" && card.nameJa ? card.nameJa : card.name;
}

export interface CardMessageOptions {
  locale?: Locale;
  rulings?: RulingIndex;
  /** The printing whose image is shown (default: the first printing, the card's code). */
  printing?: string;
  versions?: CardHit[];
}

function abilityLines(list: readonly CardAbilityView[]): string {
  return clip(list.map((a) => `• ${a.label}`).join("\n"), FIELD_VALUE_MAX);
}

function engineFields(card: CardView, locale: Locale): APIEmbedField[] {
  const m = messages(locale);
  const fields: APIEmbedField[] = [];
  if (card.abilities === null) fields.push({ name: m.notInEngine, value: m.notInEngineText });
  else {
    const { main, inherited, security } = card.abilities;
    if (main.length) fields.push({ name: m.effectsRun, value: abilityLines(main) });
    if (inherited.length) fields.push({ name: m.inheritedRun, value: abilityLines(inherited) });
    if (security.length) fields.push({ name: m.securityRun, value: abilityLines(security) });
    if (!main.length && !inherited.length && !security.length)
      fields.push({ name: m.effectsRun, value: card.unread?.length ? m.noneUnread : m.noneNeeded });
  }
  if (card.unread?.length)
    fields.push({
      name: m.unreadHeading,
      value: clip(card.unread.map((u) => `• ${u}`).join("\n"), FIELD_VALUE_MAX),
    });
  return fields;
}

function officialFields(card: CardView, opts: CardMessageOptions, locale: Locale): APIEmbedField[] {
  const m = messages(locale);
  const fields: APIEmbedField[] = [];
  const printings = card.printings ?? [];
  if (hasOfficialImage(card.code)) {
    const shown = opts.printing ?? card.code;
    const line = (id: string, what: string) =>
      `• ${id}${what ? ` — ${what}` : ""}${id === shown ? ` (${m.showing})` : ""}`;
    fields.push({
      name: `${m.printings} (${printings.length + 1})`,
      value: clip(
        [
          line(card.code, m.firstPrinting),
          ...printings.map((p) => line(p.id, [p.kind, p.note].filter(Boolean).join(" · "))),
        ].join("\n"),
        FIELD_VALUE_MAX,
      ),
    });
  }
  const versions = opts.versions ?? [];
  if (versions.length)
    fields.push({
      name: m.versions(shownName(card, locale)),
      value: clip(
        versions
          .map((v) => (v.detail.startsWith("reprint") ? `${v.code} (${m.reprint})` : v.code))
          .join(", "),
        FIELD_VALUE_MAX,
      ),
    });
  const rulings = opts.rulings;
  if (!rulings) return fields;
  const erratum = rulings.erratum(card.code);
  if (erratum)
    fields.push({
      name: m.errata,
      value: clip(
        [
          m.errataLine(erratum.date),
          ...erratum.changes.flatMap((c) => [`${m.before}: ${c.before}`, `${m.after}: ${c.after}`]),
          ...(erratum.notes ? [erratum.notes] : []),
        ].join("\n"),
        FIELD_VALUE_MAX,
      ),
    });
  if (rulings.counts().restrictions > 0) {
    const r = rulings.restriction(card.code);
    fields.push({
      name: m.restriction,
      value: !r
        ? m.unrestricted
        : r.status === "banned"
          ? m.banned(r.date)
          : r.status === "banned_pair"
            ? m.bannedPair(r.date)
            : m.restricted(r.count, r.date),
      inline: true,
    });
  }
  const qa = rulings.byCard(card.code);
  fields.push({
    name: m.officialQa,
    value:
      rulings.counts().rulings === 0
        ? m.qaNotLoaded
        : qa.length === 0
          ? `${m.qaNone} [${m.qaPage}](${qaPageUrl(card.code)})`
          : clip(
              `${m.qaCount(qa.length)}: ${qa.map((r) => r.qno).join(", ")} — [${m.qaPage}](${qaPageUrl(card.code)})`,
              FIELD_VALUE_MAX,
            ),
  });
  return fields;
}

export function cardEmbed(card: CardView, source: string, opts: CardMessageOptions = {}): APIEmbed {
  const locale = opts.locale ?? "en";
  const m = messages(locale);
  const stat = (name: string, value: string | number | undefined): APIEmbedField[] =>
    value === undefined || value === "" ? [] : [{ name, value: String(value), inline: true }];
  const fields: APIEmbedField[] = [
    ...stat(m.category, term(card.category, locale)),
    ...stat(m.colour(card.colors.length), card.colors.map((c) => term(c, locale)).join(" / ")),
    ...stat(m.level, card.level),
    ...stat(m.dp, card.dp),
    ...stat(m.playCost, card.playCost),
    ...stat(m.traits, card.traits.join(", ")),
    ...(card.nameJa && locale !== "ja" ? stat(m.japaneseName, card.nameJa) : []),
  ];
  if (card.digivolve.length)
    fields.push({ name: m.digivolvesFrom, value: card.digivolve.map(m.digivolveLine).join("\n") });
  if (card.dna) fields.push({ name: m.dna, value: m.dnaLine(card.dna) });
  fields.push(...engineFields(card, locale), ...officialFields(card, opts, locale));
  const name = locale === "ja" && card.nameJa ? `${card.nameJa}（${card.name}）` : card.name;
  const printing = opts.printing ?? card.code;
  return {
    title: clip(`${card.code} · ${name}`, 256),
    ...(hasOfficialImage(card.code) ? { url: qaPageUrl(card.code) } : {}),
    description: card.text ? clip(card.text, 2000) : m.noText,
    color: COLORS[card.colors[0] ?? ""] ?? 0x808080,
    fields,
    ...(hasOfficialImage(card.code) ? { image: { url: digimonImageUrl(printing) } } : {}),
    footer: { text: m.cardData(source) },
  };
}

function option(label: string, value: string, description?: string, isDefault = false): APISelectMenuOption {
  return {
    label: clip(label, SELECT_TEXT_MAX),
    value,
    ...(description ? { description: clip(description, SELECT_TEXT_MAX) } : {}),
    ...(isDefault ? { default: true } : {}),
  };
}

/** The buttons and menus under a card: read its Q&A, its official page, switch printing or card. */
export function cardComponents(card: CardView, opts: CardMessageOptions = {}): MessageRow[] {
  const m = messages(opts.locale ?? "en");
  const rows: MessageRow[] = [];
  const buttons: APIButtonComponent[] = [];
  const qa = opts.rulings?.byCard(card.code) ?? [];
  if (qa.length)
    buttons.push({
      type: ComponentType.Button,
      style: ButtonStyle.Primary,
      custom_id: `${RULINGS_PREFIX}:card:${card.code}`,
      label: clip(m.qaButton(qa.length), BUTTON_LABEL_MAX),
    });
  if (hasOfficialImage(card.code) && opts.rulings && opts.rulings.counts().rulings > 0)
    buttons.push({
      type: ComponentType.Button,
      style: ButtonStyle.Link,
      url: qaPageUrl(card.code),
      label: m.qaPage,
    });
  if (buttons.length) rows.push({ type: ComponentType.ActionRow, components: buttons });
  const printings = card.printings ?? [];
  if (printings.length) {
    const shown = opts.printing ?? card.code;
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: `${CARD_PREFIX}:print:digimon:${card.code}`,
          placeholder: m.printingMenu,
          options: [
            option(card.code, card.code, m.firstPrinting, shown === card.code),
            ...printings.map((p) =>
              option(p.id, p.id, [p.kind, p.note].filter(Boolean).join(" · "), shown === p.id),
            ),
          ].slice(0, SELECT_OPTIONS_MAX),
        },
      ],
    });
  }
  const versions = opts.versions ?? [];
  if (versions.length)
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: `${CARD_PREFIX}:open:digimon`,
          placeholder: clip(m.versionMenu(shownName(card, opts.locale ?? "en")), 150),
          options: versions.slice(0, SELECT_OPTIONS_MAX).map((v) => {
            const ja = opts.locale === "ja" && v.nameJa !== undefined;
            return option(
              `${v.code} ${ja ? v.nameJa : v.name}`,
              v.code,
              hitDetail(v.detail, opts.locale ?? "en"),
            );
          }),
        },
      ],
    });
  return rows;
}

export function digimonCardMessage(
  card: CardView,
  source: string,
  opts: CardMessageOptions,
  ephemeral: boolean,
): OutMessage {
  return { embeds: [cardEmbed(card, source, opts)], components: cardComponents(card, opts), ephemeral };
}
