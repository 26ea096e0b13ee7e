/**
 * The HTTP interactions endpoint on node:http.
 *
 *   POST /interactions  Discord's requests: signature checked (401 when bad or missing), body
 *                       capped (413), PING answered with PONG, an interaction id seen before
 *                       refused (409, replay.ts), everything else routed; the
 *                       callback goes back in the HTTP response and deferred work follows
 *                       through the REST API once the response is sent.
 *   GET  /health        200 {"ok":true, "workers": {...}}, for load balancers and uptime
 *                       checks; workers says how many work threads resolve and draw, and
 *                       how many jobs they hold.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { InteractionResponseType, InteractionType } from "discord-api-types/v10";
import { type InteractionApi, completeDeferred } from "./deliver.ts";
import { interactionFromPayload } from "./interaction-payload.ts";
import { type Logger, describeError } from "./log.ts";
import { MemoryReplayGuard, type ReplayGuard } from "./replay.ts";
import type { Router } from "./router.ts";
import { publicKeyFromHex, verifySignature } from "./verify.ts";
import { callbackBody, multipart } from "./wire.ts";
import { workThreadsStatus } from "./work-threads.ts";

export const MAX_BODY_BYTES = 64 * 1024;
/** Requests whose signed timestamp is further than this from our clock are refused (replays). */
export const MAX_CLOCK_SKEW_SECONDS = 600;

export interface HttpEndpointOptions {
  /** The application's public key, 64 hex characters. */
  publicKey: string;
  router: Router;
  /** Where follow-ups go (webhook edits after a deferral). */
  api: InteractionApi;
  log: Logger;
  maxBodyBytes?: number;
  /** Seconds since the epoch; tests move it. */
  now?: () => number;
  /** Remembers interaction ids; in memory unless the bot shares its state (Redis). */
  replays?: ReplayGuard;
}

export interface HttpEndpoint {
  server: Server;
  listen(port: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
  /** Resolves when no deferred work is left. */
  idle(): Promise<void>;
}

class TooLarge extends Error {}

function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > max) return reject(new TooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > max) {
        req.removeAllListeners("data");
        req.resume();
        reject(new TooLarge());
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, close = false): void {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": data.length,
    ...(close ? { connection: "close" } : {}),
  });
  res.end(data);
}

export function createHttpEndpoint(opts: HttpEndpointOptions): HttpEndpoint {
  const { router, api, log } = opts;
  const key = publicKeyFromHex(opts.publicKey);
  const max = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const inFlight = new Set<Promise<void>>();
  const replays = opts.replays ?? new MemoryReplayGuard();

  async function interactions(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = Date.now();
    let body: Buffer;
    try {
      body = await readBody(req, max);
    } catch (e) {
      if (e instanceof TooLarge) return sendJson(res, 413, { error: "request body too large" }, true);
      throw e;
    }
    const signature = req.headers["x-signature-ed25519"];
    const timestamp = req.headers["x-signature-timestamp"];
    const sig = typeof signature === "string" ? signature : undefined;
    const ts = typeof timestamp === "string" ? timestamp : undefined;
    if (!verifySignature(key, sig, ts, body)) {
      log.warn("refused a request with a bad or missing signature", { remote: req.socket.remoteAddress });
      return sendJson(res, 401, { error: "invalid request signature" });
    }
    if (Math.abs(now() - Number(ts)) > MAX_CLOCK_SKEW_SECONDS) {
      log.warn("refused a signed request with a stale timestamp", { timestamp: ts });
      return sendJson(res, 401, { error: "stale request timestamp" });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString("utf8"));
    } catch {
      return sendJson(res, 400, { error: "body is not JSON" });
    }
    if (typeof payload !== "object" || payload === null || Array.isArray(payload))
      return sendJson(res, 400, { error: "body is not an interaction object" });
    if ((payload as { type?: unknown }).type === InteractionType.Ping)
      return sendJson(res, 200, { type: InteractionResponseType.Pong });
    const i = interactionFromPayload(payload);
    if (!i) return sendJson(res, 400, { error: "unsupported interaction" });
    if (!(await replays.firstTime(i.id, 2 * MAX_CLOCK_SKEW_SECONDS * 1000))) {
      log.warn("refused a replayed interaction", { interaction: i.id, remote: req.socket.remoteAddress });
      return sendJson(res, 409, { error: "interaction already handled" });
    }
    const routed = await router.handle(i);
    const callback = callbackBody(routed);
    if (callback.files.length > 0) {
      const { data, contentType } = await multipart(callback);
      res.writeHead(200, { "content-type": contentType, "content-length": data.length });
      res.end(data);
    } else sendJson(res, 200, callback.json);
    if (routed.type === "defer" || routed.type === "deferUpdate") {
      // Discord takes the edit only after it has our acknowledgement: wait for the response to go.
      const job = new Promise<void>((resolve) => {
        if (res.writableFinished) resolve();
        else res.once("finish", () => resolve());
      })
        .then(() => completeDeferred(api, i, routed, log, { receivedAt }))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    }
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/health") {
      if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, 405, { error: "use GET" });
      return sendJson(res, 200, { ok: true, workers: workThreadsStatus() });
    }
    if (path !== "/interactions") return sendJson(res, 404, { error: "not found" });
    if (req.method !== "POST") return sendJson(res, 405, { error: "use POST" });
    interactions(req, res).catch((e: unknown) => {
      log.error("interactions endpoint failed", describeError(e));
      if (!res.headersSent) sendJson(res, 500, { error: "internal error" });
      else res.destroy();
    });
  });
  // Slow or stalled clients must not hold sockets open.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;

  return {
    server,
    listen(port, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve(server.address() as AddressInfo);
        });
      });
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
