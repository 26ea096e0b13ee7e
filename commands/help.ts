/**
 * /help [topic]: what the bot does, the board notation with examples, and the scenarios to try.
 * Only the person who asked sees it.
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { ComponentType, type APIEmbed, type APIEmbedField } from "discord-api-types/v10";
import { allGames } from "../src/games/index.ts";
import { loadScenarios } from "../src/scenarios/library.ts";
import { stringOption } from "../src/bot/options.ts";
import type { AutocompleteInteraction, BotReply, Choice, CommandInteraction } from "../src/bot/types.ts";
import { scenarioMenu } from "./scenario.ts";
import { HELP_JA } from "../src/i18n/help-ja.ts";
import { type Locale, localeOf } from "../src/i18n/locale.ts";

interface Topic {
  id: string;
  title: string;
  body: string;
}

const TOPICS: readonly Topic[] = [
  {
    id: "commands",
    title: "Commands",
    body: [
      "`/resolve` — describe a board and an action; get every step with the rule it applies, a picture of the pending effects, and what the other edition says.",
      "`/scenario` — the library of worked examples; pick one to see it resolved.",
      "`/card` — a card's image, printings, errata, restriction, official Q&A and the effects the engine runs for it (Digimon, Duel Masters, WIXOSS).",
      "`/rulings` — the official Q&A searched by words and by card, with pages.",
      "`/rule` — a rule section in plain words, with examples that show it.",
    ].join("\n"),
  },
  {
    id: "board",
    title: "Board notation",
    body: [
      "Players and areas, separated by `|`, `;` or new lines. Cards right after `A:` are in the battle area; `[...]` lists the cards under a Digimon (top first); `(sus)` marks it suspended; a number after an area counts unknown cards.",
      "```",
      "turn A | A: BT4-048[BT2-021] ST3-07[ST3-04] BT4-097, security 3, memory 3 | B: BT2-070",
      "A: BT5-045, hand BT5-035 | B: BT4-060(-10000)",
      "A: BT2-070#a BT2-070#b(sus), trash BT1-057, deck 10",
      "```",
      "Long board? Press **Edit board** under any breakdown for a multi-line editor.",
    ].join("\n"),
  },
  {
    id: "actions",
    title: "Actions",
    body: "`A plays BT1-029` · `A uses BT8-109` · `A attacks with BT4-048` · `A digivolves GEN-106 into BT3-112` · `A dna GEN-104 GEN-204 into BT8-015`. A card the board doesn't list is taken to be in the acting player's hand.",
  },
  {
    id: "choices",
    title: "Choices",
    body: "Unscripted decisions follow the documented default, and the reply offers a menu to decide them yourself. To script them: `order BT4-097 BT2-021` (which pending effect next), `target BT2-070`, `yes`, `no`, `skip`, or `BT4-048: no` for one card's effect, separated by `;`.",
  },
  {
    id: "editions",
    title: "Editions",
    body: allGames()
      .flatMap((g) =>
        g.editions.map((e) => `\`${e.id}\`${e.id === g.defaultEdition ? " (default)" : ""} — ${e.title}`),
      )
      .concat("Every reply resolves under both and says when they disagree.")
      .join("\n"),
  },
  {
    id: "scenarios",
    title: "Scenarios to try",
    body: scenarioLines(),
  },
];

/** The wiki's canonical examples first, then as many others as fit one embed field. */
function scenarioLines(max = 1000): string {
  const all = loadScenarios();
  const canonical = (id: string) => (id.includes("/rules-processing-") ? 0 : 1);
  const sorted = [...all].sort((a, b) => canonical(a.id) - canonical(b.id));
  const lines: string[] = [];
  let used = 0;
  for (const s of sorted) {
    const line = `• ${s.title} — \`/scenario id:${s.id}\``;
    const rest = all.length - lines.length - 1;
    if (used + line.length + 60 > max && rest > 0) break;
    lines.push(line);
    used += line.length + 1;
  }
  const more = all.length - lines.length;
  if (more > 0) lines.push(`…and ${more} more: \`/scenario\` lists them all.`);
  return lines.join("\n");
}

export const data = new SlashCommandBuilder()
  .setName("help")
  .setDescription("What the bot does, how to write a board, and examples to try")
  .addStringOption((o) =>
    o
      .setName("topic")
      .setDescription("Only one topic (board, actions, choices, editions...)")
      .setAutocomplete(true),
  );

/** A topic in Japanese: its own text, or (editions, scenarios) the generated list with a Japanese heading. */
function japanese(t: Topic): { name: string; value: string } {
  const ja = HELP_JA.topics[t.id];
  if (!ja) return { name: t.title, value: t.body };
  if (t.id === "editions")
    return { name: ja.title, value: `${t.body.split("\n").slice(0, -1).join("\n")}\n${ja.body}` };
  return { name: ja.title, value: ja.body || t.body };
}

export function helpEmbed(topic?: string, locale: Locale = "en"): APIEmbed {
  const chosen = TOPICS.filter((t) => !topic || t.id === topic);
  const shown = chosen.length ? chosen : TOPICS;
  const ja = locale === "ja";
  const fields: APIEmbedField[] = shown.map((t) => (ja ? japanese(t) : { name: t.title, value: t.body }));
  return {
    title: ja ? HELP_JA.title : "Ruling bot",
    description: ja
      ? HELP_JA.description
      : "I resolve card-game situations step by step — what triggers, which pending effect activates next and why, what rules processing does — citing the rule section for each step. Digimon Card Game first.",
    color: 0x3b6fd8,
    fields,
    footer: {
      text: ja ? HELP_JA.footer : "Effect and rule summaries are the bot's own wording, not official text.",
    },
  };
}

export function execute(i: CommandInteraction): BotReply {
  const topic = stringOption(i.options, "topic");
  const scenarios = loadScenarios();
  return {
    type: "message",
    message: {
      embeds: [helpEmbed(topic, localeOf(i.locale))],
      components: scenarios.length
        ? [{ type: ComponentType.ActionRow, components: [scenarioMenu(i.user.id, scenarios, "e")] }]
        : [],
      ephemeral: true,
    },
  };
}

export function autocomplete(i: AutocompleteInteraction): Choice[] {
  const q = i.focused.value.toLowerCase();
  return TOPICS.filter((t) => !q || t.id.includes(q) || t.title.toLowerCase().includes(q)).map((t) => ({
    name: t.title,
    value: t.id,
  }));
}
