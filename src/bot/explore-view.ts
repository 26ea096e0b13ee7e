/**
 * "All outcomes": the explorer's answer to "does the order matter?" as a Discord message, the
 * report in words and the outcome tree as a picture when it is small enough to read.
 */
import type { APIEmbed } from "discord-api-types/v10";
import { explore } from "../engine/explorer.ts";
import { gameById } from "../games/index.ts";
import { breakdownWords } from "../i18n/breakdown.ts";
import type { Locale } from "../i18n/locale.ts";
import { renderExplorePng } from "../render/explore-png.ts";
import { renderExploreText } from "../render/explore-text.ts";
import { EMBED_DESCRIPTION_MAX } from "../render/limits.ts";
import { clip } from "./fit.ts";
import { type Logger, describeError } from "./log.ts";
import type { OutMessage } from "./types.ts";

/** Enough for every ordering of 8 pending effects; keeps one answer under a few seconds. */
export const EXPLORE_NODE_BUDGET = 2_000;
export const TREE_PNG_NAME = "outcomes.png";

export interface ExploreInput {
  game: string;
  board: string;
  action: string;
  choices: string;
  cards: string;
  edition: string;
  title: string;
  ephemeral: boolean;
  /** The asker's language, kept with the breakdown (English when absent). */
  locale?: Locale;
}

export function exploreMessage(input: ExploreInput, ctx: { log: Logger }): OutMessage {
  const game = gameById(input.game);
  const report = explore(
    (fallback) =>
      game.resolveText({
        board: input.board,
        action: input.action,
        choices: input.choices,
        cards: input.cards,
        edition: input.edition,
        fallback,
      }).trace,
    { nodeBudget: EXPLORE_NODE_BUDGET },
  );
  const words = breakdownWords(input.locale).explore;
  let png: Buffer | null = null;
  try {
    png = renderExplorePng(report, words.title(input.title), words);
  } catch (e) {
    ctx.log.warn("could not draw the outcome tree", describeError(e));
  }
  const scripted = input.choices.trim() ? words.scriptedStay : "";
  const embed: APIEmbed = {
    title: clip(words.title(input.title), 256),
    description: clip(renderExploreText(report, words), EMBED_DESCRIPTION_MAX),
    footer: { text: clip(`${words.triedAll(input.edition)}${scripted}`, 2048) },
    ...(png ? { image: { url: `attachment://${TREE_PNG_NAME}` } } : {}),
  };
  return {
    embeds: [embed],
    ...(png ? { files: [{ name: TREE_PNG_NAME, data: png, contentType: "image/png" }] } : {}),
    ephemeral: input.ephemeral,
  };
}
