/**
 * Sending replies through Discord's REST API: the interaction callback, then, for deferred
 * work, the edit of the original message or an ephemeral follow-up. The gateway bot sends
 * everything this way; the HTTP endpoint answers the callback in its HTTP response and uses the
 * rest of this for what comes after.
 */
import { REST } from "@discordjs/rest";
import { Routes } from "discord-api-types/v10";
import { type Logger, describeError } from "./log.ts";
import { DEFAULT_RETRY, GaveUp, type RetryPolicy, TOKEN_LIFETIME_MS, withRetry } from "./retry.ts";
import type { Finished, Routed } from "./router.ts";
import type { BotInteraction, OutFile } from "./types.ts";
import { type WireBody, type WireCallback, callbackBody, editBody, followUpBody } from "./wire.ts";

/** When the interaction arrived (ms since the epoch): its token lasts 15 minutes from then. */
export interface SendOptions {
  receivedAt?: number;
}

export interface InteractionApi {
  callback(interactionId: string, token: string, body: WireCallback, opts?: SendOptions): Promise<void>;
  editOriginal(applicationId: string, token: string, body: WireBody, opts?: SendOptions): Promise<void>;
  followUp(applicationId: string, token: string, body: WireBody, opts?: SendOptions): Promise<void>;
}

/**
 * A REST client for Discord, or for the stand-in at `apiUrl` (e.g. http://127.0.0.1:PORT/api).
 * `retries: 0` leaves retrying to the caller (the interaction API retries itself, see retry.ts);
 * 429s are still waited out by the client.
 */
export function createRest(opts: { token?: string; apiUrl?: string; retries?: number }): REST {
  const rest = new REST({
    ...(opts.apiUrl ? { api: opts.apiUrl } : {}),
    ...(opts.retries !== undefined ? { retries: opts.retries } : {}),
  });
  if (opts.token) rest.setToken(opts.token);
  return rest;
}

function rawFiles(files: OutFile[]) {
  return files.map((f) => ({ name: f.name, data: f.data, contentType: f.contentType }));
}

/** Discord's answer to a second callback for the same interaction. */
const ALREADY_ACKNOWLEDGED = 40060;

/** The callback must reach Discord within 3 seconds of the interaction. */
const CALLBACK_WINDOW_MS = 3000;

/**
 * Interaction callbacks and webhooks, authorised by the interaction token in the URL, each
 * retried (retry.ts) on dropped connections, timeouts, 5xx and 429 while the token lasts. Every
 * retry sends the same request: an edit of @original is idempotent; a callback that did arrive
 * the first time is answered "already acknowledged" on the retry, which counts as delivered; a
 * follow-up is only ever retried after an attempt that failed, never after one that succeeded.
 */
export function restInteractionApi(
  rest: REST,
  opts: { policy?: RetryPolicy; log?: Logger } = {},
): InteractionApi {
  const policy = opts.policy ?? DEFAULT_RETRY;
  const send = async (
    what: string,
    deadline: number,
    call: (signal: AbortSignal) => Promise<unknown>,
    done?: (e: unknown, n: number) => boolean,
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
        policy,
        onRetry: (n, e, delayMs) =>
          opts.log?.warn(`retrying the ${what}`, { attempt: n, delayMs, ...describeError(e) }),
      },
    );
  };
  const request = (body: WireBody, signal: AbortSignal) => ({
    body: body.json,
    files: body.files.length ? rawFiles(body.files) : undefined,
    auth: false,
    signal,
  });
  const tokenDeadline = (o?: SendOptions) => (o?.receivedAt ?? Date.now()) + TOKEN_LIFETIME_MS;
  return {
    async callback(id, token, body, o) {
      await send(
        "interaction callback",
        (o?.receivedAt ?? Date.now()) + CALLBACK_WINDOW_MS,
        (signal) => rest.post(Routes.interactionCallback(id, token), request(body, signal)),
        (e, n) => n > 1 && (e as { code?: unknown }).code === ALREADY_ACKNOWLEDGED,
      );
    },
    async editOriginal(applicationId, token, body, o) {
      await send("edit of the reply", tokenDeadline(o), (signal) =>
        rest.patch(Routes.webhookMessage(applicationId, token, "@original"), request(body, signal)),
      );
    },
    async followUp(applicationId, token, body, o) {
      await send("follow-up", tokenDeadline(o), (signal) =>
        rest.post(Routes.webhook(applicationId, token), request(body, signal)),
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
