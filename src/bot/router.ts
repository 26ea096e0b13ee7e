/**
 * The command router both transports and the local mode use: picks the handler for an
 * interaction, applies the per-user rate limit, catches every error, and keeps every reply
 * inside Discord's limits. It never throws.
 */
import { randomBytes } from "node:crypto";
import { UserError } from "../games/user-error.ts";
import { fitChoices, fitMessage } from "./fit.ts";
import { type Locale, localeOf } from "../i18n/locale.ts";
import { messages } from "../i18n/messages.ts";
import { type Logger, describeError, silentLogger } from "./log.ts";
import type { Limiter } from "./rate-limit.ts";
import type {
  BotContext,
  BotInteraction,
  BotReply,
  Choice,
  CommandModule,
  MaybePromise,
  OutMessage,
} from "./types.ts";

/** What a deferred reply ends with: an edit of the original message, or an ephemeral follow-up. */
export type Finished = { edit: OutMessage } | { followUp: OutMessage };

/** The router's answer: like BotReply, with deferred work that never throws. */
export type Routed =
  | { type: "message"; message: OutMessage }
  | { type: "update"; message: OutMessage }
  | { type: "defer"; ephemeral: boolean; finish: () => Promise<Finished> }
  | { type: "deferUpdate"; finish: () => Promise<Finished> }
  | { type: "autocomplete"; choices: Choice[] }
  | { type: "modal"; modal: Extract<BotReply, { type: "modal" }>["modal"] };

export interface RouterOptions {
  commands: readonly CommandModule[];
  ctx: BotContext;
  log?: Logger;
  /** Per-user limit for commands, buttons, menus and modals. */
  limiter?: Limiter;
  /** A separate, looser limit for autocomplete (sent on every keystroke). */
  autocompleteLimiter?: Limiter;
}

export function ephemeral(content: string): OutMessage {
  return { content, ephemeral: true };
}

/** A code block that cannot be closed early by the text inside it. */
export function codeBlock(text: string): string {
  return `\`\`\`\n${text.replace(/```/g, "`\u200b``")}\n\`\`\``;
}

export function userErrorMessage(e: UserError, locale: Locale = "en"): OutMessage {
  return ephemeral(`${messages(locale).errorPrefix}\n${codeBlock(e.message)}`);
}

function errorRef(): string {
  return randomBytes(3).toString("hex").toUpperCase();
}

function where(i: BotInteraction): Record<string, string> {
  const ctx: Record<string, string> = { kind: i.kind, user: i.user.id, interaction: i.id };
  if (i.guildId) ctx.guild = i.guildId;
  if (i.kind === "command" || i.kind === "autocomplete") ctx.command = i.command;
  if (i.kind === "component" || i.kind === "modal") ctx.customId = i.customId;
  return ctx;
}

export class Router {
  private readonly byName = new Map<string, CommandModule>();
  private readonly byPrefix = new Map<string, CommandModule>();
  private readonly log: Logger;

  constructor(private readonly opts: RouterOptions) {
    this.log = opts.log ?? silentLogger;
    for (const c of opts.commands) {
      this.byName.set(c.data.name, c);
      for (const p of c.prefixes ?? []) this.byPrefix.set(p, c);
    }
  }

  get commands(): readonly CommandModule[] {
    return this.opts.commands;
  }

  /** The answer to one interaction. Never throws: failures become polite ephemeral messages. */
  async handle(i: BotInteraction): Promise<Routed> {
    const started = Date.now();
    try {
      const routed = await this.dispatch(i);
      this.log.debug("interaction answered", { ...where(i), reply: routed.type, ms: Date.now() - started });
      return routed;
    } catch (e) {
      if (i.kind === "autocomplete") {
        this.log.warn("autocomplete failed", { ...where(i), ...describeError(e) });
        return { type: "autocomplete", choices: [] };
      }
      return { type: "message", message: this.failure(e, i) };
    }
  }

  private failure(e: unknown, i: BotInteraction): OutMessage {
    const locale = localeOf(i.locale);
    if (e instanceof UserError) return fitMessage(userErrorMessage(e, locale));
    const ref = errorRef();
    this.log.error("interaction failed", { ref, ...where(i), ...describeError(e) });
    if (e instanceof Error && e.stack) this.log.debug(`stack of ${ref}: ${e.stack}`);
    return ephemeral(messages(locale).somethingWrong(ref));
  }

  private async limited(i: BotInteraction): Promise<OutMessage | null> {
    const limiter = i.kind === "autocomplete" ? this.opts.autocompleteLimiter : this.opts.limiter;
    if (!limiter) return null;
    const v = await limiter.take(i.user.id);
    if (v.ok) return null;
    const seconds = Math.max(1, Math.ceil(v.retryAfterMs / 1000));
    this.log.info("rate limited", { ...where(i), retryAfterSeconds: seconds });
    return ephemeral(messages(localeOf(i.locale)).tooFast(seconds));
  }

  private async dispatch(i: BotInteraction): Promise<Routed> {
    const slow = await this.limited(i);
    if (slow)
      return i.kind === "autocomplete"
        ? { type: "autocomplete", choices: [] }
        : { type: "message", message: slow };
    const { ctx } = this.opts;
    switch (i.kind) {
      case "command": {
        const c = this.byName.get(i.command);
        if (!c)
          return {
            type: "message",
            message: ephemeral(
              `I don't know /${i.command}. The registered commands may be out of date: the operator can run \`npm run deploy-commands\`.`,
            ),
          };
        return this.wrap(await c.execute(i, ctx), i);
      }
      case "autocomplete": {
        const c = this.byName.get(i.command);
        return { type: "autocomplete", choices: c ? fitChoices(await c.autocomplete(i, ctx)) : [] };
      }
      case "component":
      case "modal": {
        const prefix = i.customId.split(":")[0] ?? "";
        const c = this.byPrefix.get(prefix);
        const handler = i.kind === "component" ? c?.component?.bind(c) : c?.modal?.bind(c);
        if (!handler)
          return {
            type: "message",
            message: ephemeral("That button belongs to an older version of the bot. Run the command again."),
          };
        return this.wrap(
          await (handler as (x: typeof i, y: BotContext) => MaybePromise<BotReply>)(i, ctx),
          i,
        );
      }
    }
  }

  private wrap(reply: BotReply, i: BotInteraction): Routed {
    switch (reply.type) {
      case "message":
      case "update":
        return { type: reply.type, message: fitMessage(reply.message) };
      case "autocomplete":
        return { type: "autocomplete", choices: fitChoices(reply.choices) };
      case "modal":
        return reply;
      case "defer":
        return {
          type: "defer",
          ephemeral: reply.ephemeral,
          finish: async () => {
            try {
              return { edit: fitMessage(await reply.work()) };
            } catch (e) {
              return { edit: this.failure(e, i) };
            }
          },
        };
      case "deferUpdate":
        return {
          type: "deferUpdate",
          finish: async () => {
            try {
              return { edit: fitMessage(await reply.work()) };
            } catch (e) {
              // Keep the message the user was looking at; tell them privately instead.
              return { followUp: this.failure(e, i) };
            }
          },
        };
    }
  }
}
