/**
 * Sending replies through Discord's REST API: the interaction callback, then, for deferred
 * work, the edit of the original message or an ephemeral follow-up. The gateway bot sends
 * everything this way; the HTTP endpoint answers the callback in its HTTP response and uses the
 * rest of this for what comes after.
 */
import { REST } from "@discordjs/rest";
import { Routes } from "discord-api-types/v10";
import { type Logger, describeError } from "./log.ts";
import type { Finished, Routed } from "./router.ts";
import type { BotInteraction, OutFile } from "./types.ts";
import { type WireBody, type WireCallback, callbackBody, editBody, followUpBody } from "./wire.ts";

export interface InteractionApi {
  callback(interactionId: string, token: string, body: WireCallback): Promise<void>;
  editOriginal(applicationId: string, token: string, body: WireBody): Promise<void>;
  followUp(applicationId: string, token: string, body: WireBody): Promise<void>;
}

/** A REST client for Discord, or for the stand-in at `apiUrl` (e.g. http://127.0.0.1:PORT/api). */
export function createRest(opts: { token?: string; apiUrl?: string }): REST {
  const rest = new REST(opts.apiUrl ? { api: opts.apiUrl } : {});
  if (opts.token) rest.setToken(opts.token);
  return rest;
}

function rawFiles(files: OutFile[]) {
  return files.map((f) => ({ name: f.name, data: f.data, contentType: f.contentType }));
}

/** Interaction callbacks and webhooks are authorised by the interaction token in the URL. */
export function restInteractionApi(rest: REST): InteractionApi {
  return {
    async callback(id, token, body) {
      await rest.post(Routes.interactionCallback(id, token), {
        body: body.json,
        files: body.files.length ? rawFiles(body.files) : undefined,
        auth: false,
      });
    },
    async editOriginal(applicationId, token, body) {
      await rest.patch(Routes.webhookMessage(applicationId, token, "@original"), {
        body: body.json,
        files: body.files.length ? rawFiles(body.files) : undefined,
        auth: false,
      });
    },
    async followUp(applicationId, token, body) {
      await rest.post(Routes.webhook(applicationId, token), {
        body: body.json,
        files: body.files.length ? rawFiles(body.files) : undefined,
        auth: false,
      });
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
): Promise<void> {
  if (routed.type !== "defer" && routed.type !== "deferUpdate") return;
  const { kind, body } = finishedBody(await routed.finish());
  try {
    if (kind === "edit") await api.editOriginal(i.applicationId, i.token, body);
    else await api.followUp(i.applicationId, i.token, body);
  } catch (e) {
    log.error("could not send the deferred reply", { interaction: i.id, ...describeError(e) });
  }
}

/** Callback, then whatever deferred work there is. */
export async function deliverOverRest(
  api: InteractionApi,
  i: BotInteraction,
  routed: Routed,
  log: Logger,
): Promise<void> {
  try {
    await api.callback(i.id, i.token, callbackBody(routed));
  } catch (e) {
    log.error("could not answer the interaction", {
      interaction: i.id,
      reply: routed.type,
      ...describeError(e),
    });
    return;
  }
  await completeDeferred(api, i, routed, log);
}
