/**
 * /rule section [public]: a rule section the engine applies, glossed in the project's own words,
 * with the scenarios that show it. The official wording appears only when the operator points
 * RULES_FILE at a local copy of the Comprehensive Rules.
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import type { APIEmbed, APIEmbedField } from "discord-api-types/v10";
import { GLOSSARY_GAMES, type Glossary, type RuleGloss, glossaryFor } from "../src/games/rule-glossaries.ts";
import { UserError } from "../src/games/user-error.ts";
import { type Locale, localeOf } from "../src/i18n/locale.ts";
import { messages } from "../src/i18n/messages.ts";
import { jaGloss } from "../src/i18n/rule-glosses-ja.ts";
import { loadScenarios } from "../src/scenarios/library.ts";
import type { Scenario } from "../src/scenarios/schema.ts";
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
  .setName("rule")
  .setDescription("A rule section the engine applies, in plain words, with examples that show it")
  .addStringOption((o) =>
    o
      .setName("section")
      .setDescription("A section number (15-4-5-2) or a keyword (layer, rule check, de-digivolve)")
      .setRequired(true)
      .setMaxLength(100)
      .setAutocomplete(true),
  )
  .addStringOption((o) =>
    o
      .setName("game")
      .setDescription("Which game's rules (default: Digimon)")
      .addChoices(...GLOSSARY_GAMES.map((g) => ({ name: g, value: g }))),
  )
  .addBooleanOption((o) =>
    o.setName("public").setDescription("Post for everyone (default) or, with false, only for you"),
  );

/** Scenarios that list the section or cite it in one of their recorded runs. */
export function scenariosShowing(section: string, game = "digimon"): Scenario[] {
  return loadScenarios().filter(
    (s) =>
      s.game === game &&
      (s.rules.includes(section) ||
        Object.values(s.expected).some((run) => run.steps.some((step) => step.rule === section))),
  );
}

function related(g: RuleGloss, glossary: Glossary): RuleGloss[] {
  const parent = g.section.split("-").slice(0, -1).join("-");
  return glossary.entries.filter(
    (o) =>
      o !== g &&
      (o.section.startsWith(`${g.section}-`) ||
        (parent && (o.section === parent || o.section.split("-").slice(0, -1).join("-") === parent))),
  );
}

export function ruleEmbed(
  g: RuleGloss,
  ctx: BotContext,
  glossary: Glossary = glossaryFor("digimon"),
  locale: Locale = "en",
): APIEmbed {
  const m = messages(locale);
  const ja = locale === "ja" ? jaGloss(glossary.game, g.section) : undefined;
  const fields: APIEmbedField[] = [];
  const shows = scenariosShowing(g.section, glossary.game);
  if (shows.length)
    fields.push({
      name: m.ruleShownIn,
      value: clip(shows.map((s) => `• ${s.title} — \`/scenario id:${s.id}\``).join("\n"), FIELD_VALUE_MAX),
    });
  const near = related(g, glossary);
  if (near.length)
    fields.push({
      name: m.ruleRelated,
      value: clip(
        near
          .map(
            (r) =>
              `• ${r.section} ${(locale === "ja" ? jaGloss(glossary.game, r.section)?.title : undefined) ?? r.title}`,
          )
          .join("\n"),
        FIELD_VALUE_MAX,
      ),
    });
  // The operator's local copy is of the Digimon Comprehensive Rules.
  const official =
    glossary.game === "digimon" ? ctx.rulesText?.section(g.section, FIELD_VALUE_MAX) : undefined;
  if (official) fields.push({ name: m.ruleOfficial, value: official });
  const note = locale === "ja" && !ja ? `${m.ruleNoJa}\n\n` : "";
  return {
    title: clip(`${g.section} · ${ja?.title ?? g.title}`, 256),
    description: `${note}${ja?.gloss ?? g.gloss}`,
    color: 0x3b6fd8,
    fields,
    footer: { text: official ? m.ruleFooterOfficial(glossary.source) : m.ruleFooterOwn(glossary.source) },
  };
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Sections by number or keyword; a query in Japanese is looked for in the Japanese summaries. */
function findSections(glossary: Glossary, query: string, limit: number): RuleGloss[] {
  if (!JAPANESE.test(query)) return glossary.search(query, limit);
  const q = query.normalize("NFKC").trim();
  const scored = glossary.entries
    .map((g) => {
      const ja = jaGloss(glossary.game, g.section);
      const score = !ja ? 0 : ja.title === q ? 3 : ja.title.includes(q) ? 2 : ja.gloss.includes(q) ? 1 : 0;
      return { g, score };
    })
    .filter((x) => x.score > 0);
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((x) => x.g);
}

export function execute(i: CommandInteraction, ctx: BotContext): BotReply {
  const query = (stringOption(i.options, "section") ?? "").trim();
  const glossary = glossaryFor(stringOption(i.options, "game"));
  const locale = localeOf(i.locale);
  const g = glossary.glossFor(query) ?? findSections(glossary, query, 1)[0];
  if (!g) throw new UserError(messages(locale).ruleNotFound(query));
  return {
    type: "message",
    message: { embeds: [ruleEmbed(g, ctx, glossary, locale)], ephemeral: !isPublic(i.options) },
  };
}

export function autocomplete(i: AutocompleteInteraction): Choice[] {
  if (i.focused.name !== "section") return [];
  const glossary = glossaryFor(stringOption(i.options, "game"));
  const locale = localeOf(i.locale);
  return findSections(glossary, i.focused.value, 25).map((g) => ({
    name: clip(
      `${g.section} — ${(locale === "ja" ? jaGloss(glossary.game, g.section)?.title : undefined) ?? g.title}`,
      100,
    ),
    value: g.section,
  }));
}
