/**
 * The gateway transport: a discord.js Client with only the Guilds intent (no privileged
 * intents). Interactions are taken from the raw INTERACTION_CREATE dispatch, so the gateway and
 * the HTTP endpoint hand the router the very same payload; replies go out through the client's
 * REST instance, which honours DISCORD_API_URL.
 */
import { Client, Events, GatewayDispatchEvents, GatewayIntentBits } from "discord.js";
import { restInteractionApi, deliverOverRest } from "./deliver.ts";
import { interactionFromPayload } from "./interaction-payload.ts";
import { type Logger, describeError } from "./log.ts";
import { MemoryReplayGuard, type ReplayGuard } from "./replay.ts";
import type { Router } from "./router.ts";

/** A gateway interaction id is remembered this long: a resumed session may deliver it again. */
const GATEWAY_REPLAY_TTL_MS = 20 * 60 * 1000;

export interface GatewayBotOptions {
  token: string;
  /** REST base URL, e.g. http://127.0.0.1:PORT/api; Discord's when unset. */
  apiUrl?: string;
  router: Router;
  log: Logger;
  /** Interaction ids already handled (shared in Redis when REDIS_URL is set). */
  replays?: ReplayGuard;
}

export interface GatewayBot {
  client: Client;
  /** Logs in; resolves once the client is ready. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Interactions still being answered (tests wait for them). */
  idle(): Promise<void>;
}

export function createGatewayBot(opts: GatewayBotOptions): GatewayBot {
  const { log, router } = opts;
  log.addSecret(opts.token);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: opts.apiUrl ? { api: opts.apiUrl } : {},
  });
  const api = restInteractionApi({ apiUrl: opts.apiUrl, log });
  const inFlight = new Set<Promise<void>>();
  const replays = opts.replays ?? new MemoryReplayGuard();

  client.ws.on(GatewayDispatchEvents.InteractionCreate, (raw: unknown) => {
    const receivedAt = Date.now();
    const i = interactionFromPayload(raw);
    if (!i) {
      log.warn("ignored an interaction this bot cannot read");
      return;
    }
    const job = replays
      .firstTime(i.id, GATEWAY_REPLAY_TTL_MS)
      .then(async (first) => {
        if (!first) return log.warn("ignored an interaction already handled", { interaction: i.id });
        await deliverOverRest(api, i, await router.handle(i), log, { receivedAt });
      })
      .catch((e: unknown) =>
        log.error("interaction handling failed", { interaction: i.id, ...describeError(e) }),
      )
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  });

  client.on(Events.ClientReady, (c) =>
    log.info("gateway ready", { user: c.user.tag, application: c.application.id, shards: c.ws.shards.size }),
  );
  client.on(Events.ShardResume, (shard, replayed) =>
    log.info("gateway session resumed", { shard, replayed }),
  );
  client.on(Events.ShardReconnecting, (shard) => log.info("gateway reconnecting", { shard }));
  client.on(Events.ShardDisconnect, (event, shard) =>
    log.warn("gateway disconnected for good", { shard, code: event.code }),
  );
  client.on(Events.Error, (e) => log.error("client error", describeError(e)));
  client.on(Events.Warn, (m) => log.warn(m));
  client.on(Events.Debug, (m) => log.debug(m));

  return {
    client,
    async start() {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(opts.token);
      await ready;
    },
    async stop() {
      await Promise.allSettled([...inFlight]);
      await client.destroy();
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
