/**
 * The transport-neutral shapes the commands work with. The gateway client, the HTTP endpoint and
 * the local mode all turn what they receive into a `BotInteraction`, hand it to the router, and
 * turn the `BotReply` they get back into Discord's wire format (src/bot/wire.ts).
 */
import type {
  APIActionRowComponent,
  APIComponentInMessageActionRow,
  APIEmbed,
  APIModalInteractionResponseCallbackData,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord-api-types/v10";
import type { CardCatalog } from "./card-catalog.ts";
import type { Logger } from "./log.ts";
import type { ComponentState } from "./component-state.ts";
import type { RulesText } from "./rules-text.ts";
import type { RulingIndex } from "../rulings/index.ts";

export type MaybePromise<T> = T | Promise<T>;
export type OptionValue = string | number | boolean;

export interface BotUser {
  id: string;
  /** Display name, for log lines only. */
  name: string;
}

interface InteractionBase {
  /** Interaction id and token: what the reply is addressed to. The token is secret for 15 minutes. */
  id: string;
  token: string;
  applicationId: string;
  user: BotUser;
  guildId: string | null;
  /** The user's client language as Discord sends it (`ja`, `en-US`); replies follow it. */
  locale?: string;
}

export interface CommandInteraction extends InteractionBase {
  kind: "command";
  command: string;
  options: Record<string, OptionValue>;
}

export interface AutocompleteInteraction extends InteractionBase {
  kind: "autocomplete";
  command: string;
  /** The other options as typed so far. */
  options: Record<string, OptionValue>;
  focused: { name: string; value: string };
}

export interface ComponentInteraction extends InteractionBase {
  kind: "component";
  customId: string;
  /** Selected values of a select menu; empty for a button. */
  values: string[];
}

export interface ModalInteraction extends InteractionBase {
  kind: "modal";
  customId: string;
  /** Text inputs by custom_id. */
  fields: Record<string, string>;
}

export type BotInteraction =
  CommandInteraction | AutocompleteInteraction | ComponentInteraction | ModalInteraction;

export interface OutFile {
  name: string;
  data: Buffer;
  contentType: string;
}

export type MessageRow = APIActionRowComponent<APIComponentInMessageActionRow>;

export interface OutMessage {
  content?: string;
  embeds?: APIEmbed[];
  components?: MessageRow[];
  files?: OutFile[];
  /** On an edit: replace the message's attachments with `files` even when there are none. */
  replaceAttachments?: boolean;
  /** Only the person who asked sees it (honoured on a new message, not on edits). */
  ephemeral?: boolean;
}

export interface Choice {
  name: string;
  value: string;
}

/**
 * What a handler answers. `defer` and `deferUpdate` acknowledge at once (callback types 5 and 6)
 * and then edit the original message with what `work` returns: for anything that may take
 * longer than Discord's 3-second window, such as drawing a PNG.
 */
export type BotReply =
  | { type: "message"; message: OutMessage }
  | { type: "defer"; ephemeral: boolean; work: () => MaybePromise<OutMessage> }
  | { type: "update"; message: OutMessage }
  | { type: "deferUpdate"; work: () => MaybePromise<OutMessage> }
  | { type: "autocomplete"; choices: Choice[] }
  | { type: "modal"; modal: APIModalInteractionResponseCallbackData };

/** What every handler may use besides the interaction. */
export interface BotContext {
  componentState: ComponentState;
  cards: CardCatalog;
  /** The official rules text, when RULES_FILE points at a local copy. */
  rulesText: RulesText | null;
  /** The official Q&A, errata and restriction list (`npm run rulings -- import`); empty when not loaded. */
  rulings: RulingIndex;
  log: Logger;
}

/** One slash command: commands/<name>.ts exports these. */
export interface CommandModule {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(i: CommandInteraction, ctx: BotContext): MaybePromise<BotReply>;
  autocomplete(i: AutocompleteInteraction, ctx: BotContext): MaybePromise<Choice[]>;
  /** First segment of the custom_ids this command's buttons, menus and modals use. */
  prefixes?: readonly string[];
  component?(i: ComponentInteraction, ctx: BotContext): MaybePromise<BotReply>;
  modal?(i: ModalInteraction, ctx: BotContext): MaybePromise<BotReply>;
}
