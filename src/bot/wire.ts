/**
 * From the neutral reply to Discord's wire format: the interaction callback (types 4 to 9) and
 * the edit of the original message after a deferral. Every transport sends exactly these bodies,
 * which is what lets the local mode promise "the same reply as the bot".
 */
import { InteractionResponseType, MessageFlags } from "discord-api-types/v10";
import type { Routed } from "./router.ts";
import type { OutFile, OutMessage } from "./types.ts";

export interface WireBody {
  /** The JSON body (payload_json when there are files). */
  json: Record<string, unknown>;
  files: OutFile[];
}

export interface WireCallback extends WireBody {
  type: InteractionResponseType;
}

/**
 * A message body. `attachments` lists the files sent with it; an edit that sends files replaces
 * the message's attachments with them, an edit without files leaves the attachments alone.
 */
export function messageBody(msg: OutMessage, opts: { edit: boolean }): WireBody {
  const files = msg.files ?? [];
  const json: Record<string, unknown> = {};
  if (msg.content !== undefined) json.content = msg.content;
  json.embeds = msg.embeds ?? [];
  json.components = msg.components ?? [];
  json.allowed_mentions = { parse: [] };
  if (!opts.edit && msg.ephemeral) json.flags = MessageFlags.Ephemeral;
  if (files.length > 0 || (opts.edit && msg.replaceAttachments))
    json.attachments = files.map((f, i) => ({ id: i, filename: f.name }));
  return { json, files };
}

/** The immediate answer to an interaction. */
export function callbackBody(reply: Routed): WireCallback {
  const make = (type: InteractionResponseType, data?: unknown, files: OutFile[] = []): WireCallback => ({
    type,
    json: data === undefined ? { type } : { type, data },
    files,
  });
  switch (reply.type) {
    case "message": {
      const { json, files } = messageBody(reply.message, { edit: false });
      return make(InteractionResponseType.ChannelMessageWithSource, json, files);
    }
    case "update": {
      const { json, files } = messageBody(reply.message, { edit: true });
      return make(InteractionResponseType.UpdateMessage, json, files);
    }
    case "defer":
      return make(
        InteractionResponseType.DeferredChannelMessageWithSource,
        reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {},
      );
    case "deferUpdate":
      return make(InteractionResponseType.DeferredMessageUpdate);
    case "autocomplete":
      return make(InteractionResponseType.ApplicationCommandAutocompleteResult, { choices: reply.choices });
    case "modal":
      return make(InteractionResponseType.Modal, reply.modal);
  }
}

/** The PATCH of `@original` that completes a deferred reply. */
export function editBody(msg: OutMessage): WireBody {
  return messageBody(msg, { edit: true });
}

/** A new message after the first answer (POST to the interaction webhook). */
export function followUpBody(msg: OutMessage): WireBody {
  return messageBody(msg, { edit: false });
}

/** multipart/form-data the way Discord takes it: payload_json, then files[n]. */
export async function multipart(body: WireBody): Promise<{ data: Buffer; contentType: string }> {
  const form = new FormData();
  form.append("payload_json", JSON.stringify(body.json));
  body.files.forEach((f, i) =>
    form.append(`files[${i}]`, new Blob([new Uint8Array(f.data)], { type: f.contentType }), f.name),
  );
  const res = new Response(form);
  return {
    data: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get("content-type") ?? "multipart/form-data",
  };
}
