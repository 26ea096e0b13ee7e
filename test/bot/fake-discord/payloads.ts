/** Interaction payloads shaped like the ones Discord sends (gateway dispatch or HTTP body). */
import { randomBytes } from "node:crypto";
import { APP_ID, BOT_USER } from "./server.ts";

export const GUILD_ID = "500000000000000001";
export const CHANNEL_ID = "400000000000000001";
export const ALICE = { id: "600000000000000001", username: "alice", global_name: "Alice" };
export const BOB = { id: "600000000000000002", username: "bob", global_name: "Bob" };

let next = 1;

function snowflake(): string {
  next += 1;
  return `7${String(Date.now()).padStart(14, "0")}${String(next).padStart(4, "0")}`;
}

export interface DiscordUser {
  id: string;
  username: string;
  global_name: string;
}

function base(type: number, user: DiscordUser, data: unknown) {
  return {
    id: snowflake(),
    application_id: APP_ID,
    type,
    token: `itoken-${randomBytes(12).toString("hex")}`,
    version: 1,
    guild_id: GUILD_ID,
    guild: { id: GUILD_ID, locale: "en-US", features: [] },
    channel_id: CHANNEL_ID,
    channel: { id: CHANNEL_ID, type: 0, guild_id: GUILD_ID, name: "rulings" },
    member: {
      user: { ...user, discriminator: "0", avatar: null },
      roles: [],
      permissions: "0",
      joined_at: "2024-01-01T00:00:00.000Z",
      nick: null,
      deaf: false,
      mute: false,
      flags: 0,
    },
    app_permissions: "0",
    locale: "en-US",
    guild_locale: "en-US",
    entitlements: [],
    authorizing_integration_owners: { "0": GUILD_ID },
    context: 0,
    attachment_size_limit: 26_214_400,
    data,
  };
}

type Opt = { name: string; value: string | boolean | number; focused?: boolean };

function typed(o: Opt) {
  const type = typeof o.value === "boolean" ? 5 : typeof o.value === "number" ? 10 : 3;
  return { name: o.name, type, value: o.value, ...(o.focused ? { focused: true } : {}) };
}

export function commandPayload(name: string, options: Opt[], user: DiscordUser = ALICE) {
  return base(2, user, { id: "200000000000000001", name, type: 1, options: options.map(typed) });
}

export function autocompletePayload(name: string, options: Opt[], user: DiscordUser = ALICE) {
  return base(4, user, { id: "200000000000000001", name, type: 1, options: options.map(typed) });
}

function message(flags = 0) {
  return {
    id: "300000000000000001",
    channel_id: CHANNEL_ID,
    guild_id: GUILD_ID,
    author: BOT_USER,
    content: "",
    embeds: [],
    components: [],
    attachments: [],
    mentions: [],
    mention_roles: [],
    pinned: false,
    mention_everyone: false,
    tts: false,
    timestamp: "2024-01-01T00:00:00.000Z",
    edited_timestamp: null,
    flags,
    type: 0,
  };
}

export function buttonPayload(customId: string, user: DiscordUser = ALICE) {
  return { ...base(3, user, { custom_id: customId, component_type: 2 }), message: message() };
}

export function selectPayload(customId: string, values: string[], user: DiscordUser = ALICE) {
  return { ...base(3, user, { custom_id: customId, component_type: 3, values }), message: message() };
}

export function modalPayload(customId: string, fields: Record<string, string>, user: DiscordUser = ALICE) {
  return {
    ...base(5, user, {
      custom_id: customId,
      components: Object.entries(fields).map(([id, value], i) => ({
        type: 18,
        id: i + 1,
        component: { type: 4, id: i + 10, custom_id: id, value },
      })),
    }),
    message: message(),
  };
}

export function pingPayload() {
  return { id: snowflake(), application_id: APP_ID, type: 1, token: "ping-token", version: 1 };
}
