/**
 * A fault-injection run: signed interactions go to the HTTP endpoint while the Discord
 * stand-in drops, resets, stalls, answers 429 and 500 (and loses the answer to edits it made) at
 * random; some requests are replayed. Counts what matters afterwards: replies lost, work done
 * twice for one interaction, follow-ups made twice, replays let through, and memory over time.
 * The CI test (fault-injection.test.ts) and the soak script (bench/soak.ts) both run it.
 */
import { generateKeyPairSync, sign } from "node:crypto";
import { SlashCommandBuilder } from "@discordjs/builders";
import { restInteractionApi } from "../../../src/bot/deliver.ts";
import { createHttpEndpoint } from "../../../src/bot/http.ts";
import { type Logger, silentLogger } from "../../../src/bot/log.ts";
import type { RetryPolicy } from "../../../src/bot/retry.ts";
import { Router } from "../../../src/bot/router.ts";
import type { BotContext, CommandModule } from "../../../src/bot/types.ts";
import { buttonPayload, commandPayload } from "../fake-discord/payloads.ts";
import { FakeDiscord, type RecordedRequest, type WebhookFault } from "../fake-discord/server.ts";

export interface FaultRunOptions {
  /** Stop sending after this many interactions or this many milliseconds, whichever first. */
  interactions: number;
  durationMs?: number;
  /** Share of webhook requests that meet a fault (0 to 1). */
  faultRate: number;
  /** Share of interactions whose signed request is sent a second time. */
  replayRate: number;
  concurrency: number;
  seed: number;
  policy?: RetryPolicy;
  /** Called with each memory sample (every `sampleEvery` interactions). */
  onSample?: (s: MemorySample) => void;
  sampleEvery?: number;
  log?: Logger;
}

export interface MemorySample {
  interactions: number;
  seconds: number;
  heapMiB: number;
  rssMiB: number;
}

export interface FaultRunReport {
  interactions: number;
  followUpInteractions: number;
  faultsInjected: Record<string, number>;
  repliesLost: number;
  handledTwice: number;
  followUpsMadeTwice: number;
  replaysSent: number;
  replaysRefused: number;
  seconds: number;
  memory: MemorySample[];
}

/** A small deterministic generator (mulberry32), so a run can be repeated. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Attempts time out after 3 s, follow-ups after 10 s: a stalled request costs that much, and a
// loaded machine (CI shares its cores) still answers well within it, so a timeout here means a
// stall, not a slow answer. A follow-up timed out while the stand-in was still making it would be
// made twice, so its margin is the wider one, as in production.
const FAST: RetryPolicy = {
  baseDelayMs: 5,
  maxDelayMs: 100,
  attemptTimeoutMs: 3000,
  unrepeatableAttemptTimeoutMs: 10_000,
};

const CONNECTION_FAULTS = ["drop", "reset", "stall"] as const;

function pickFault(random: () => number, rec: RecordedRequest): WebhookFault {
  const r = random();
  if (r < 0.2) return { status: 500, json: { message: "500: Internal Server Error", code: 0 } };
  if (r < 0.3) return { status: 503, json: { message: "upstream connect error" } };
  if (r < 0.4)
    return {
      status: 429,
      headers: { "retry-after": "0.02", "x-ratelimit-scope": "shared" },
      json: { message: "You are being rate limited.", retry_after: 0.02, global: false },
    };
  // Losing the answer after acting is only injected on edits: an edit sent again changes nothing,
  // while Discord has no way to recognise a follow-up sent again (see README, Delivery).
  if (r < 0.55 && rec.method === "PATCH") return { fault: "lose-answer" };
  return { fault: CONNECTION_FAULTS[Math.floor(random() * CONNECTION_FAULTS.length)]! };
}

export async function runFaultInjection(opts: FaultRunOptions): Promise<FaultRunReport> {
  const random = rng(opts.seed);
  const keys = generateKeyPairSync("ed25519");
  const publicKey = keys.publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex");
  // Bookkeeping forgets what is older than a minute, so a long soak measures the bot, not itself.
  const KEEP_MS = 60_000;
  const forgetOld = <V extends { at: number }>(m: Map<string, V>) => {
    const before = Date.now() - KEEP_MS;
    for (const [k, v] of m) {
      if (v.at >= before) break;
      m.delete(k);
    }
  };
  const worked = new Map<string, { at: number; n: number }>();
  let handledTwice = 0;
  const work = (id: string) => {
    const w = worked.get(id) ?? { at: Date.now(), n: 0 };
    if (++w.n === 2) handledTwice++;
    worked.set(id, w);
    forgetOld(worked);
  };
  const echo: CommandModule = {
    data: new SlashCommandBuilder().setName("echo").setDescription("fault injection"),
    execute: (i) => ({
      type: "defer",
      ephemeral: false,
      work: () => {
        work(i.id);
        return { content: `echo ${i.id}` };
      },
    }),
    autocomplete: () => [],
    prefixes: ["broken"],
    // A button whose deferred work fails: the router answers with an ephemeral follow-up.
    component: (i) => ({
      type: "deferUpdate",
      work: () => {
        work(i.id);
        throw new Error("the work failed on purpose");
      },
    }),
  };
  const ctx = { log: silentLogger } as unknown as BotContext;
  const router = new Router({ commands: [echo], ctx });
  const fake = await FakeDiscord.start();
  fake.record = false;
  const faults: Record<string, number> = {};
  fake.faultFor = (rec) => {
    if (random() >= opts.faultRate) return undefined;
    const f = pickFault(random, rec);
    const name = "fault" in f ? f.fault : String(f.status);
    faults[name] = (faults[name] ?? 0) + 1;
    return f;
  };
  const endpoint = createHttpEndpoint({
    publicKey,
    router,
    api: restInteractionApi({
      apiUrl: fake.apiUrl,
      policy: opts.policy ?? FAST,
      log: opts.log,
    }),
    log: opts.log ?? silentLogger,
  });
  const { port } = await endpoint.listen(0, "127.0.0.1");
  const url = `http://127.0.0.1:${port}/interactions`;
  const post = async (body: Buffer) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign(null, Buffer.concat([Buffer.from(timestamp), body]), keys.privateKey).toString(
      "hex",
    );
    const res = await fetch(url, {
      method: "POST",
      body: new Uint8Array(body),
      headers: {
        "content-type": "application/json",
        "x-signature-ed25519": signature,
        "x-signature-timestamp": timestamp,
      },
    });
    await res.arrayBuffer();
    return res.status;
  };

  /** Interactions still waiting for their reply, and those answered in the last minute. */
  const pending = new Map<string, { at: number; kind: "edit" | "followUp" }>();
  const answered = new Map<string, { at: number; followUps: number }>();
  let followUpInteractions = 0;
  let followUpsMadeTwice = 0;
  const tally = () => {
    for (const rec of fake.delivered) {
      const token = /\/webhooks\/\d+\/([^/]+)/.exec(rec.path)?.[1] ?? "";
      const kind = rec.method === "PATCH" ? "edit" : "followUp";
      const done = answered.get(token);
      if (done) {
        if (kind === "followUp" && ++done.followUps === 2) followUpsMadeTwice++;
        continue;
      }
      if (pending.get(token)?.kind !== kind) continue;
      pending.delete(token);
      answered.set(token, { at: Date.now(), followUps: kind === "followUp" ? 1 : 0 });
    }
    fake.delivered.length = 0;
    forgetOld(answered);
  };
  let replaysSent = 0;
  let replaysRefused = 0;
  const memory: MemorySample[] = [];
  const started = performance.now();
  const sample = (n: number) => {
    const m = process.memoryUsage();
    const s = {
      interactions: n,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      heapMiB: Math.round(m.heapUsed / 104857.6) / 10,
      rssMiB: Math.round(m.rss / 104857.6) / 10,
    };
    memory.push(s);
    opts.onSample?.(s);
  };
  const sampleEvery = opts.sampleEvery ?? 100;
  let sent = 0;
  // Like Discord's users, the run waits when replies fall behind: at most this many unanswered.
  const maxBacklog = opts.concurrency * 3;
  const backlog = () => pending.size;
  const catchUp = async () => {
    const giveUpAt = Date.now() + 30_000;
    tally();
    while (backlog() > maxBacklog && Date.now() < giveUpAt) {
      await new Promise((r) => setTimeout(r, 10));
      tally();
    }
  };
  const stopAt = opts.durationMs === undefined ? Infinity : Date.now() + opts.durationMs;
  sample(0);
  while (sent < opts.interactions && Date.now() < stopAt) {
    const wave = Math.min(opts.concurrency, opts.interactions - sent);
    await Promise.all(
      Array.from({ length: wave }, async () => {
        const followUp = random() < 0.25;
        const payload = followUp ? buttonPayload("broken:x") : commandPayload("echo", []);
        pending.set(payload.token, { at: Date.now(), kind: followUp ? "followUp" : "edit" });
        if (followUp) followUpInteractions++;
        const body = Buffer.from(JSON.stringify(payload));
        const replay = random() < opts.replayRate;
        const statuses = await Promise.all(replay ? [post(body), post(body)] : [post(body)]);
        if (replay) {
          replaysSent++;
          if (statuses.filter((s) => s === 409).length === 1) replaysRefused++;
        }
      }),
    );
    const before = Math.floor(sent / sampleEvery);
    sent += wave;
    await catchUp();
    if (Math.floor(sent / sampleEvery) > before) sample(sent);
  }
  await endpoint.idle();
  tally();
  await endpoint.close();
  await fake.close();
  sample(sent);

  return {
    interactions: sent,
    followUpInteractions,
    faultsInjected: faults,
    repliesLost: pending.size,
    handledTwice,
    followUpsMadeTwice,
    replaysSent,
    replaysRefused,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    memory,
  };
}

export function describeReport(r: FaultRunReport): string {
  const faults = Object.entries(r.faultsInjected)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  return [
    `interactions ${r.interactions} (${r.followUpInteractions} answered by a follow-up) in ${r.seconds} s`,
    `faults injected: ${faults || "none"}`,
    `replies lost: ${r.repliesLost}`,
    `handled twice: ${r.handledTwice}`,
    `follow-ups made twice: ${r.followUpsMadeTwice}`,
    `replays refused: ${r.replaysRefused} of ${r.replaysSent}`,
    `memory (heap/rss MiB): ${r.memory.map((m) => `${m.interactions}: ${m.heapMiB}/${m.rssMiB}`).join(", ")}`,
  ].join("\n");
}
