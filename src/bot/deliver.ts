/**
 * Sending replies through Discord's REST API: the interaction callback, then, for deferred
 * work, the edit of the original message or an ephemeral follow-up. The gateway bot sends
 * everything this way; the HTTP endpoint answers the callback in its HTTP response and uses the
 * rest of this for what comes after.
 */
import { REST } from "@discordjs/rest";
import { Routes } from "discord-api-types/v10";
import { type Logger, describeError } from "./log.ts";
import {
  DEFAULT_RETRY,
  GaveUp,
  type RetryPolicy,
  TOKEN_LIFETIME_MS,
  unrepeatable,
  withRetry,
} from "./retry.ts";
import type { Finished, Routed } from "./router.ts";
import type { BotInteraction } from "./types.ts";
import { type WireBody, type WireCallback, callbackBody, editBody, followUpBody, multipart } from "./wire.ts";

/** When the interaction arrived (ms since the epoch): its token lasts 15 minutes from then. */
export interface SendOptions {
  receivedAt?: number;
}

export interface InteractionApi {
  callback(interactionId: string, token: string, body: WireCallback, opts?: SendOptions): Promise<void>;
  editOriginal(applicationId: string, token: string, body: WireBody, opts?: SendOptions): Promise<void>;
  followUp(applicationId: string, token: string, body: WireBody, opts?: SendOptions): Promise<void>;
}

/** A REST client for Discord, or for the stand-in at `apiUrl` (e.g. http://127.0.0.1:PORT/api). */
export function createRest(opts: { token?: string; apiUrl?: string }): REST {
  const rest = new REST(opts.apiUrl ? { api: opts.apiUrl } : {});
  if (opts.token) rest.setToken(opts.token);
  return rest;
}

/** Discord's answer to a second callback for the same interaction. */
const ALREADY_ACKNOWLEDGED = 40060;

/** The callback must reach Discord within 3 seconds of the interaction. */
const CALLBACK_WINDOW_MS = 3000;

const DISCORD_API = "https://discord.com/api";
const USER_AGENT = "DiscordBot (https://github.com/ruling-bot, 0.1.0)";

/** Discord answered with an error status; `code` is Discord's JSON error code when it gave one. */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "DiscordHttpError";
  }
}

async function errorOf(res: Response): Promise<DiscordHttpError> {
  let data: { message?: unknown; code?: unknown; retry_after?: unknown } = {};
  try {
    data = (await res.json()) as typeof data;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const header = Number(res.headers.get("retry-after"));
  const retryAfter = typeof data.retry_after === "number" ? data.retry_after : header;
  return new DiscordHttpError(
    res.status,
    typeof data.code === "number" ? data.code : undefined,
    `${res.status} ${typeof data.message === "string" ? data.message : res.statusText}`.trim(),
    res.status === 429 && Number.isFinite(retryAfter) ? Math.ceil(retryAfter * 1000) : undefined,
  );
}

/**
 * Interaction callbacks and webhooks, authorised by the interaction token in the URL, sent with
 * fetch and each retried (retry.ts) on dropped connections, timeouts, 5xx and 429 (after its
 * retry_after) while the token lasts. These endpoints are exempt from Discord's global rate
 * limit, so nothing queues them. Every retry sends the same request: an edit of @original is
 * idempotent; a callback that did arrive the first time is answered "already acknowledged" on
 * the retry, which counts as delivered; a follow-up is retried only after an attempt that failed,
 * and waits longer before calling an attempt stalled (unrepeatable in retry.ts).
 */
export function restInteractionApi(
  opts: { apiUrl?: string; policy?: RetryPolicy; log?: Logger } = {},
): InteractionApi {
  const policy = opts.policy ?? DEFAULT_RETRY;
  const base = `${opts.apiUrl ?? DISCORD_API}/v10`;
  const request = async (method: string, route: string, body: WireBody, signal: AbortSignal) => {
    const form = body.files.length ? await multipart(body) : undefined;
    const res = await fetch(`${base}${route}`, {
      method,
      signal,
      headers: {
        "user-agent": USER_AGENT,
        "content-type": form ? form.contentType : "application/json",
      },
      body: form ? new Uint8Array(form.data) : JSON.stringify(body.json),
    });
    if (!res.ok) throw await errorOf(res);
    await res.arrayBuffer();
  };
  const send = async (
    what: string,
    deadline: number,
    call: (signal: AbortSignal) => Promise<unknown>,
    done?: (e: unknown, n: number) => boolean,
    sendPolicy: RetryPolicy = policy,
  ) => {
    await withRetry(
      async (signal, n) => {
        try {
          await call(signal);
        } catch (e) {
          if (!done?.(e, n)) throw e;
        }
      },
      {
        deadline,
        policy: sendPolicy,
        onRetry: (n, e, delayMs) =>
          opts.log?.warn(`retrying the ${what}`, { attempt: n, delayMs, ...describeError(e) }),
      },
    );
  };
  const tokenDeadline = (o?: SendOptions) => (o?.receivedAt ?? Date.now()) + TOKEN_LIFETIME_MS;
  return {
    async callback(id, token, body, o) {
      await send(
        "interaction callback",
        (o?.receivedAt ?? Date.now()) + CALLBACK_WINDOW_MS,
        (signal) => request("POST", Routes.interactionCallback(id, token), body, signal),
        (e, n) => n > 1 && e instanceof DiscordHttpError && e.code === ALREADY_ACKNOWLEDGED,
      );
    },
    async editOriginal(applicationId, token, body, o) {
      await send("edit of the reply", tokenDeadline(o), (signal) =>
        request("PATCH", Routes.webhookMessage(applicationId, token, "@original"), body, signal),
      );
    },
    async followUp(applicationId, token, body, o) {
      await send(
        "follow-up",
        tokenDeadline(o),
        (signal) => request("POST", Routes.webhook(applicationId, token), body, signal),
        undefined,
        unrepeatable(policy),
      );
    },
  };
}

/** The wire form of what a deferred reply ends with. */
export function finishedBody(f: Finished): { kind: "edit" | "followUp"; body: WireBody } {
  return "edit" in f
    ? { kind: "edit", body: editBody(f.edit) }
    : { kind: "followUp", body: followUpBody(f.followUp) };
}

/** Runs deferred work, if any, and sends its result. */
export async function completeDeferred(
  api: InteractionApi,
  i: BotInteraction,
  routed: Routed,
  log: Logger,
  opts: SendOptions = {},
): Promise<void> {
  if (routed.type !== "defer" && routed.type !== "deferUpdate") return;
  const { kind, body } = finishedBody(await routed.finish());
  try {
    if (kind === "edit") await api.editOriginal(i.applicationId, i.token, body, opts);
    else await api.followUp(i.applicationId, i.token, body, opts);
  } catch (e) {
    log.error("could not send the deferred reply", {
      interaction: i.id,
      ...(e instanceof GaveUp ? { attempts: e.attempts } : {}),
      ...describeError(e),
    });
  }
}

/** Callback, then whatever deferred work there is. */
export async function deliverOverRest(
  api: InteractionApi,
  i: BotInteraction,
  routed: Routed,
  log: Logger,
  opts: SendOptions = {},
): Promise<void> {
  try {
    await api.callback(i.id, i.token, callbackBody(routed), opts);
  } catch (e) {
    log.error("could not answer the interaction", {
      interaction: i.id,
      reply: routed.type,
      ...describeError(e),
    });
    return;
  }
  await completeDeferred(api, i, routed, log, opts);
}
