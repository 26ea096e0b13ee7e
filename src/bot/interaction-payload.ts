/**
 * Discord's interaction payload (as the gateway dispatches it and as the HTTP endpoint receives
 * it) to the neutral `BotInteraction`. Both transports use this, so they see the same thing.
 */
import { ApplicationCommandOptionType, ComponentType, InteractionType } from "discord-api-types/v10";
import type { BotInteraction, BotUser, OptionValue } from "./types.ts";

type Json = Record<string, unknown>;

function obj(v: unknown): Json | undefined {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

function userOf(raw: Json): BotUser | undefined {
  const u = obj(obj(raw.member)?.user) ?? obj(raw.user);
  const id = str(u?.id);
  if (!u || !id) return undefined;
  return { id, name: str(u.global_name) ?? str(u.username) ?? id };
}

interface RawOption {
  name: string;
  type: number;
  value?: unknown;
  focused?: boolean;
  options?: RawOption[];
}

/** Flattens options; a subcommand's name becomes the option `subcommand`. */
function flattenOptions(list: unknown): { options: Record<string, OptionValue>; focused?: string } {
  const options: Record<string, OptionValue> = {};
  let focused: string | undefined;
  const walk = (items: RawOption[]) => {
    for (const o of items) {
      if (
        o.type === ApplicationCommandOptionType.Subcommand ||
        o.type === ApplicationCommandOptionType.SubcommandGroup
      ) {
        options.subcommand = o.name;
        walk(o.options ?? []);
        continue;
      }
      const v = o.value;
      if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") options[o.name] = v;
      if (o.focused) focused = o.name;
    }
  };
  if (Array.isArray(list)) walk(list as RawOption[]);
  return { options, focused };
}

/** Text inputs of a modal submission, in the older action-row layout or inside labels. */
function modalFields(components: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const visit = (c: unknown) => {
    const o = obj(c);
    if (!o) return;
    if (o.type === ComponentType.TextInput) {
      const id = str(o.custom_id);
      if (id) fields[id] = str(o.value) ?? "";
    }
    if (Array.isArray(o.components)) o.components.forEach(visit);
    if (o.component) visit(o.component);
  };
  if (Array.isArray(components)) components.forEach(visit);
  return fields;
}

/** The neutral interaction, or undefined for a PING or a payload this bot does not handle. */
export function interactionFromPayload(payload: unknown): BotInteraction | undefined {
  const raw = obj(payload);
  if (!raw) return undefined;
  const user = userOf(raw);
  const id = str(raw.id);
  const token = str(raw.token);
  const applicationId = str(raw.application_id);
  const data = obj(raw.data);
  if (!user || !id || !token || !applicationId || !data) return undefined;
  const locale = str(raw.locale) ?? str(raw.guild_locale);
  const base = {
    id,
    token,
    applicationId,
    user,
    guildId: str(raw.guild_id) ?? null,
    ...(locale ? { locale } : {}),
  };
  switch (raw.type) {
    case InteractionType.ApplicationCommand: {
      const name = str(data.name);
      return name
        ? { ...base, kind: "command", command: name, options: flattenOptions(data.options).options }
        : undefined;
    }
    case InteractionType.ApplicationCommandAutocomplete: {
      const name = str(data.name);
      const { options, focused } = flattenOptions(data.options);
      if (!name || !focused) return undefined;
      return {
        ...base,
        kind: "autocomplete",
        command: name,
        options,
        focused: { name: focused, value: String(options[focused] ?? "") },
      };
    }
    case InteractionType.MessageComponent: {
      const customId = str(data.custom_id);
      if (!customId) return undefined;
      const values = Array.isArray(data.values)
        ? data.values.filter((v): v is string => typeof v === "string")
        : [];
      return { ...base, kind: "component", customId, values };
    }
    case InteractionType.ModalSubmit: {
      const customId = str(data.custom_id);
      return customId
        ? { ...base, kind: "modal", customId, fields: modalFields(data.components) }
        : undefined;
    }
    default:
      return undefined;
  }
}
